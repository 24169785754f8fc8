/**
 * Retry policy of model requests (docs/loop.md §8.2), as pure functions: the
 * caller passes the failure, the attempt count, and (in tests) the clock and
 * random source, and gets back whether and when to try again.
 */
import { isDailyLimit, rateLimitScope } from './rate-limit.js'

/** Limits of the retry policy. */
export interface RetryPolicy {
  /** Retries after the first failure; attempt `maxRetries + 1` gives up. */
  maxRetries: number
  /** Backoff of the first retry, doubled for each further one. */
  baseDelayMs: number
  /** Cap on the computed backoff (before jitter). */
  maxDelayMs: number
  /**
   * Longest server-requested wait obeyed when the client does not know the
   * run's deadline; a longer one fails fast.
   */
  maxServerDelayMs: number
  /**
   * Longest server-requested wait obeyed when the client knows the run's
   * deadline, and only as far as it leaves time (rate-limit.ts
   * `waitBudget`).
   */
  maxRunWaitMs: number
}

/**
 * Five retries, 1 s doubling to 30 s, server hints obeyed up to 60 s, or up
 * to 5 min within what is left of the run.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30000,
  maxServerDelayMs: 60000,
  maxRunWaitMs: 300000
})

/** Whether to try again, after how long, and why (short human text). */
type RetryDecision =
  | { retry: true; delayMs: number; reason: string }
  | { retry: false; reason: string }

/** One failed request, as `decideRetry` sees it. */
interface RetryInput {
  /** 1-based count of failures so far (1 after the first request failed). */
  attempt: number
  /** HTTP status of the failed response, if there was one. */
  status?: number
  headers?: Headers
  bodyText?: string
  /** The error thrown when no response arrived (or the stream broke). */
  networkError?: unknown
  policy?: RetryPolicy
  /** Source of jitter in [0, 1); defaults to `Math.random`. */
  random?: () => number
  /** Current time for HTTP-date `retry-after`; defaults to `Date.now()`. */
  nowMs?: number
}

/** 408, 409, 429 and 5xx are worth retrying; other statuses are not. */
export function isRetryableStatus(status: number): boolean {
  return (
    status === 408 ||
    status === 409 ||
    status === 429 ||
    (status >= 500 && status <= 599)
  )
}

const QUOTA_PATTERN =
  /insufficient_quota|quota[ _-]?exceeded|exceeded (?:your|the) (?:current )?quota|quota (?:has been |is )?(?:exceeded|exhausted)|out of quota|billing|credit balance|insufficient (?:credits?|balance|funds)/i

/** Whether an error body says the account's quota or credit is used up. */
export function isQuotaExhausted(bodyText: string): boolean {
  return QUOTA_PATTERN.test(bodyText)
}

/**
 * Decides whether a failed request is tried again, per docs/loop.md §8.2.
 * A daily rate limit never is; the policy's `maxServerDelayMs` is the
 * longest server wait obeyed (the client lowers or raises it for the run's
 * deadline).
 */
export function decideRetry(input: RetryInput): RetryDecision {
  const policy = input.policy ?? DEFAULT_RETRY_POLICY
  const random = input.random ?? Math.random
  const nowMs = input.nowMs ?? Date.now()

  let what: string
  if (input.status !== undefined) {
    what = `HTTP ${input.status}`
    if (input.status === 429) {
      const scope = rateLimitScope(input.headers, input.bodyText)
      if (scope) what += ` (${scope})`
      if (isDailyLimit(scope, input.bodyText)) {
        return { retry: false, reason: `${what}: a daily rate limit` }
      }
    }
    if (input.status === 429 && isQuotaExhausted(input.bodyText ?? '')) {
      const delay = serverDelayMs(input.headers, input.bodyText, nowMs)
      if (delay === undefined || delay > policy.maxServerDelayMs) {
        return { retry: false, reason: `${what}: quota exhausted` }
      }
    }
    const shouldRetry = input.headers?.get('x-should-retry')?.trim()
    if (shouldRetry === 'false') {
      return {
        retry: false,
        reason: `${what}: server sent x-should-retry: false`
      }
    }
    if (shouldRetry !== 'true' && !isRetryableStatus(input.status)) {
      return { retry: false, reason: `${what} is not retryable` }
    }
  } else if (input.networkError !== undefined) {
    what = `network error ${networkErrorCode(input.networkError)}`
    if (!isRetryableNetworkError(input.networkError)) {
      return { retry: false, reason: `${what} is not retryable` }
    }
  } else {
    return { retry: false, reason: 'no status or error to judge' }
  }

  if (input.attempt > policy.maxRetries) {
    return {
      retry: false,
      reason: `${what}: gave up after ${policy.maxRetries} retries`
    }
  }

  if (input.status !== undefined) {
    const serverDelay = serverDelayMs(input.headers, input.bodyText, nowMs)
    if (serverDelay !== undefined) {
      if (serverDelay > policy.maxServerDelayMs) {
        return {
          retry: false,
          reason: `${what}: the server asked to wait ${formatDelay(serverDelay)}, over the ${formatDelay(policy.maxServerDelayMs)} limit`
        }
      }
      return {
        retry: true,
        delayMs: serverDelay,
        reason: `${what}: waiting ${formatDelay(serverDelay)} as the server asks`
      }
    }
  }
  return {
    retry: true,
    delayMs: backoffDelayMs(input.attempt, policy, random),
    reason: what
  }
}

/** `min(base × 2^(attempt-1), max) × U(0.75, 1)`, rounded to whole ms. */
export function backoffDelayMs(
  attempt: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random
): number {
  const exponent = Math.max(0, attempt - 1)
  const capped = Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs)
  return Math.round(capped * (0.75 + 0.25 * random()))
}

/**
 * The wait the server asked for, in ms: `retry-after-ms`, then `retry-after`
 * (seconds or an HTTP date), then GitHub Models' `x-ratelimit-timeremaining`
 * (seconds), then a "try again in 12.3s" phrase in the body.
 * Returns undefined when none is given or the value is unusable (negative, a
 * date in the past); values over the policy limit are returned as they are.
 */
export function serverDelayMs(
  headers: Headers | undefined,
  bodyText: string | undefined,
  nowMs: number = Date.now()
): number | undefined {
  const ms = headers?.get('retry-after-ms')?.trim()
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.round(Number(ms))

  const after = headers?.get('retry-after')?.trim()
  if (after) {
    if (/^\d+(\.\d+)?$/.test(after)) return Math.round(Number(after) * 1000)
    const date = Date.parse(after)
    if (!Number.isNaN(date) && date - nowMs >= 0) return date - nowMs
  }

  const remaining = headers?.get('x-ratelimit-timeremaining')?.trim()
  if (remaining && /^\d+(\.\d+)?$/.test(remaining)) {
    return Math.round(Number(remaining) * 1000)
  }

  return bodyText ? parseRetryPhrase(bodyText) : undefined
}

const RETRY_DELAY_FIELD = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/

const UNIT_MS: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  milliseconds: 1,
  s: 1000,
  sec: 1000,
  secs: 1000,
  second: 1000,
  seconds: 1000,
  m: 60000,
  min: 60000,
  mins: 60000,
  minute: 60000,
  minutes: 60000,
  h: 3600000,
  hr: 3600000,
  hrs: 3600000,
  hour: 3600000,
  hours: 3600000
}
const UNIT = String.raw`(?:milliseconds?|ms|minutes?|mins?|m|hours?|hrs?|h|seconds?|secs?|s)(?![a-z])`
const DURATION_PART = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(${UNIT})`, 'gi')
const RETRY_PHRASE = new RegExp(
  String.raw`\b(?:try again|retry|wait)(?:\s+(?:in|after|for))?\s+((?:\d+(?:\.\d+)?\s*${UNIT}\s*)+)`,
  'i'
)

/**
 * Reads "try again in 12.3s", "try again in 1m30s", "Please retry after 20
 * seconds", "Please wait 42 seconds" or a Google `"retryDelay": "25s"` from
 * an error body, in ms.
 */
export function parseRetryPhrase(text: string): number | undefined {
  const field = RETRY_DELAY_FIELD.exec(text)?.[1]
  if (field) return Math.round(Number(field) * 1000)
  const phrase = RETRY_PHRASE.exec(text)?.[1]
  if (!phrase) return undefined
  let total = 0
  for (const [, amount, unit] of phrase.matchAll(DURATION_PART)) {
    total += Number(amount) * UNIT_MS[unit.toLowerCase()]
  }
  return Math.round(total)
}

const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
  'ERR_STREAM_PREMATURE_CLOSE'
])

/**
 * Whether an error thrown by fetch or a stream read is a transient network
 * failure: a known socket or DNS code anywhere in the `cause` chain (or in an
 * AggregateError), or undici's `terminated` when a stream drops. An error
 * that carries its own boolean `retryable` (a ModelError, such as the
 * client's idle timeout) decides for itself. Aborts are never retryable.
 */
export function isRetryableNetworkError(error: unknown): boolean {
  const chain = errorChain(error)
  if (chain.some((item) => isAbort(item))) return false
  if (typeof chain[0]?.retryable === 'boolean') return chain[0].retryable
  return chain.some(
    (item) =>
      RETRYABLE_CODES.has(String(item.code)) ||
      (item.name === 'TypeError' && item.message === 'terminated')
  )
}

/** The first error code in the chain, else a short description. */
export function networkErrorCode(error: unknown): string {
  const chain = errorChain(error)
  const coded = chain.find((item) => RETRYABLE_CODES.has(String(item.code)))
  if (coded) return String(coded.code)
  const withCode = chain.find((item) => typeof item.code === 'string')
  if (withCode) return String(withCode.code)
  if (chain.some((item) => item.message === 'terminated')) {
    return '(connection terminated)'
  }
  const message = chain[0] ? chain[0].message : error
  return typeof message === 'string' && message !== ''
    ? `(${message.slice(0, 100)})`
    : '(unknown)'
}

interface ErrorLike {
  name?: unknown
  message?: unknown
  code?: unknown
  retryable?: unknown
  cause?: unknown
  errors?: unknown
}

function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && chain.length < 20) {
    const item = queue.shift()
    if (typeof item !== 'object' || item === null || chain.includes(item)) {
      continue
    }
    const like = item as ErrorLike
    chain.push(like)
    if (like.cause !== undefined) queue.push(like.cause)
    if (Array.isArray(like.errors)) queue.push(...like.errors)
  }
  return chain
}

function isAbort(item: ErrorLike): boolean {
  return item.name === 'AbortError' || item.code === 'ABORT_ERR'
}

/** A delay as seconds for messages: `20 s`, `12.3 s`. */
export function formatDelay(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`
}

/**
 * Waits `ms`; rejects promptly with the signal's reason when it aborts (also
 * when it already has), and clears its timer either way.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal))
      return
    }
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(abortReason(signal as AbortSignal))
    }
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      },
      Math.max(0, ms)
    )
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('aborted')
}
