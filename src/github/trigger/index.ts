/** The door of github/trigger/: what the rest of src/ may use from it. */
export { isOwnComment, OWN_MARKER } from './trigger-author.js'
export {
  approvedSubjectOf,
  requestLink,
  type ReviewCommentContext,
  type RunRequest,
  type WorkflowRunRequest,
  triggerComment,
  unhandledSource
} from './request.js'
export { parseTrigger } from './trigger.js'
