/** The door of run/trust/: what the rest of src/ may use from it. */
export { checkoutMoved, type CiGate, gateFailedRun } from './ci-gate.js'
export { approvalProblem, withApprovedText } from './approval.js'
export { hideStartupSecrets } from './startup-secrets.js'
export {
  type AuthorTrust,
  checkRequester,
  type RequesterTrust,
  sameLogin,
  trustAuthors
} from './trust.js'
