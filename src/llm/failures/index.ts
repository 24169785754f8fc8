/** The door of llm/failures/: what the rest of src/ may use from it. */
export {
  abortError,
  backoffDelay,
  capReply,
  streamError,
  throwIfAborted,
  timeoutCause
} from './chat-failures.js'
export { parseContextLimit, parseOutputCap } from './context-limit.js'
export {
  describeHttpError,
  describeNetworkError,
  isContextLengthError,
  ModelError,
  modelFailureHeadline
} from './errors.js'
export { DEADLINE_RESERVE_MS, waitBudget } from './rate-limit.js'
export {
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  sleep
} from './retry.js'
