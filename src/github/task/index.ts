/** The door of github/task/: what the rest of src/ may use from it. */
export {
  type EarlierPullQuery,
  findEarlierPull,
  findIssuePull,
  taskKey,
  taskMarker
} from './earlier-pull.js'
export {
  checksSectionBytes,
  cleanLog,
  oneLine as checkText,
  type FailingChecks,
  type FailingJob
} from './failed-checks.js'
export {
  lastReviewedSha,
  type OwnThread,
  reviewedMarker,
  type ReviewScope,
  reviewScope
} from './incremental-review.js'
export { imageCandidates, imageTexts, loadTaskImages } from './images.js'
export {
  markOwn,
  type OwnedReviewComment,
  reviewAuthors,
  withTrust
} from './review-threads.js'
export { buildTaskText, type TaskContextInput } from './task-context.js'
