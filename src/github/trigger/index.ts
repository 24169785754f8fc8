/** The door of github/trigger/: what the rest of src/ may use from it. */
export { isOwnComment, OWN_MARKER } from './trigger-author.js'
export {
  approvedSubjectOf,
  type ApprovedSubject,
  requestLink,
  type ReviewCommentContext,
  type RunRequest,
  triggerComment,
  type TriggerComment,
  unhandledSource
} from './request.js'
export { parseTrigger } from './trigger.js'
