/** The door of github/report/: what the rest of src/ may use from it. */
export { withStats } from './diffstat.js'
export { capChars, fitMarkdown } from './fit-post.js'
export { postingPolicy } from './posting.js'
export {
  fallbackTitle,
  type PullBodyInput,
  renderPullBody,
  splitTitle
} from './pull-text.js'
export { codeBlock, PATCH_SUMMARY_BYTES } from './report-patch.js'
export { processes } from './report-sections.js'
export {
  emptyReport,
  MAX_SUMMARY_BYTES,
  PATCH_COMMENT_CHARS,
  renderFinalComment,
  renderJobSummary,
  type RunReport
} from './report.js'
export { checkedSection, type CheckedToolEntry } from './review-checked.js'
export { callFailed, exitCodeOf } from './tool-activity.js'
export {
  type RerunRefusal,
  type ReportVerification,
  verificationValue
} from './testing.js'
export { renderWorkingComment, type WorkingItem } from './working-comment.js'
