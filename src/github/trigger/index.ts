/** The door of github/trigger/: what the rest of src/ may use from it. */
export { isOwnComment, OWN_MARKER } from './trigger-author.js'
export {
  parseTrigger,
  type ReviewCommentContext,
  type RunRequest
} from './trigger.js'
