/** The door of github/publish/: what the rest of src/ may use from it. */
export { actionCore, readInput } from './action-core.js'
export { createOutputSink, writeReport } from './outputs.js'
export {
  type ChangeText,
  commitMessage,
  openOrUpdatePull,
  type PullResult
} from './publish-pr.js'
export { hasRunTrailer, runTrailer } from './run-trailer.js'
export { publishReview, type ReviewResult } from './publish-review.js'
export { inReviewThread } from './thread-reply.js'
export { type DescriptionResult, publishDescription } from './describe-pull.js'
export {
  parseTriageAnswer,
  publishTriage,
  TRIAGE_JSON_SHAPE,
  type TriageResult
} from './triage-issue.js'
export { answerThreads } from './thread-answers.js'
