/** The door of run/session/: the session stage, for `run/flow.ts`. */
export { runAgent, startSessionSandbox } from './agent-run.js'
export { type RunChecks, startFailingChecks } from './failing-checks.js'
export { startCiLogin } from './ci-rerun.js'
export {
  alreadyReviewed,
  loadReviewScope,
  reviewedBefore
} from './review-scope.js'
