/**
 * Retries of GitHub REST calls, as one small request hook instead of
 * `@octokit/plugin-retry` and `@octokit/plugin-throttling`. Those two load
 * fast enough (56 KB more bundle, no measurable start-up), but the
 * throttling plugin (Bottleneck) runs writes one at a time at least 1 s
 * apart: the 👀 and the tracking comment, sent together in round one
 * (docs/architecture.md), would be a second apart, and so would every
 * comment edit. The action makes a few dozen calls a run and needs only
 * what is below.
 *
 * - 5xx and network errors: retried with exponential backoff, except for a
 *   POST: it may have created the comment, review or pull request before
 *   the answer was lost, and a second one would be a duplicate (the
 *   callers that can look first, like opening a pull request, retry
 *   themselves).
 * - Rate limits (403 or 429 with `retry-after`, or with
 *   `x-ratelimit-remaining: 0` and `x-ratelimit-reset`): retried after the
 *   wait GitHub names, when that wait is within `maxWaitMs`; a 429 naming
 *   no wait waits a minute, as GitHub's docs ask.
 * - Everything else (400, 401, 403 without rate-limit headers, 404, 410,
 *   422, 451, any other 4xx): never retried, the answer will not change.
 */

/** How failed calls are retried. */
export interface RetryPolicy {
  /** Retries after the first attempt. 3. */
  retries: number
  /** First backoff for 5xx and network errors, doubled each retry. 1000 ms. */
  baseDelayMs: number
  /** Longest wait honoured for a rate limit; a longer one fails the call. 60 s. */
  maxWaitMs: number
  sleep: (ms: number) => Promise<void>
  /** Epoch ms, for `x-ratelimit-reset`. */
  now: () => number
  /** Told of each retry before its wait, e.g. for the job log. */
  onRetry?: (info: { status: number; waitMs: number; attempt: number }) => void
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 1000,
  maxWaitMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: Date.now
}

/** Property of a thrown error saying why it was not retried. */
export const RETRY_NOTE = 'retryNote'

/** Statuses whose answer will not change on a retry. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 451]

/** The parts of an Octokit request error the decision reads. */
interface FailedCall {
  /** HTTP status; 0 or 500 for network errors (Octokit reports those as 500). */
  status: number
  /** The request's method; a POST is not retried after a 5xx or no answer. */
  method?: string
  headers: Record<string, string | number | undefined>
}

/** What to do after a failed attempt. */
type RetryDecision =
  { retry: true; waitMs: number } | { retry: false; reason?: string }

function header(call: FailedCall, name: string): string | undefined {
  const value = call.headers[name]
  return value === undefined ? undefined : String(value)
}

/** The wait a rate-limit answer names, in ms, or null when it is not one. */
function rateLimitWait(call: FailedCall, now: number): number | null {
  if (call.status !== 403 && call.status !== 429) return null
  const retryAfter = header(call, 'retry-after')
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim()))
    return Number(retryAfter) * 1000
  const remaining = header(call, 'x-ratelimit-remaining')
  const reset = header(call, 'x-ratelimit-reset')
  if (remaining === '0' && reset !== undefined && /^\d+$/.test(reset.trim()))
    return Math.max(0, Number(reset) * 1000 - now)
  return call.status === 429 ? 60_000 : null
}

/** Whether attempt `attempt` (0 for the first) is retried, and after how long. */
export function retryDecision(
  call: FailedCall,
  attempt: number,
  policy: Pick<RetryPolicy, 'retries' | 'baseDelayMs' | 'maxWaitMs' | 'now'>
): RetryDecision {
  if (attempt >= policy.retries) return { retry: false }
  const limited = rateLimitWait(call, policy.now())
  if (limited !== null) {
    if (limited > policy.maxWaitMs)
      return {
        retry: false,
        reason: `GitHub's rate limit asks to wait ${Math.ceil(limited / 1000)} s, longer than the ${Math.round(policy.maxWaitMs / 1000)} s this action waits`
      }
    return { retry: true, waitMs: limited }
  }
  if (DO_NOT_RETRY.includes(call.status)) return { retry: false }
  if (call.method?.toUpperCase() === 'POST') return { retry: false }
  if (call.status === 0 || call.status >= 500)
    return { retry: true, waitMs: policy.baseDelayMs * 2 ** attempt }
  return { retry: false }
}

type RequestFn = (options: unknown) => Promise<unknown>

/** The `hook.wrap('request', …)` function for `policy`. */
export function retryingRequest(
  policy: RetryPolicy
): (request: RequestFn, options: unknown) => Promise<unknown> {
  return async (request, options) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request(options)
      } catch (error) {
        const failed = error as {
          status?: number
          response?: { headers?: FailedCall['headers'] }
          message?: string
        }
        const call: FailedCall = {
          status: failed.status ?? 0,
          headers: failed.response?.headers ?? {},
          method: (options as { method?: string }).method
        }
        const decision = retryDecision(call, attempt, policy)
        if (!decision.retry) {
          if (decision.reason && error instanceof Error)
            Object.assign(error, { [RETRY_NOTE]: decision.reason })
          throw error
        }
        policy.onRetry?.({
          status: call.status,
          waitMs: decision.waitMs,
          attempt: attempt + 1
        })
        await policy.sleep(decision.waitMs)
      }
    }
  }
}
