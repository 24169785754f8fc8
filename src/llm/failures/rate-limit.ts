/**
 * Rate limits as the answer states them (docs/loop.md §8.2): which limit a
 * 429 names, whether it is a daily one, how long the client may wait for it
 * given the run's deadline, and the message that says what to do. Nothing
 * here looks at the host: an endpoint that answers like GitHub Models is
 * treated like GitHub Models.
 */
import type { RetryPolicy } from './retry.js'
import { nameInput, type Surface } from '../request/index.js'

/** A 429's details, as `ModelError.options.rateLimit`. */
export interface RateLimitInfo {
  /**
   * The limit named: `x-ratelimit-type` (GitHub Models' `UserByModelByDay`,
   * `UserByModelByMinute`, `UserByConcurrentRequests`), else the one the
   * body names, else `null`.
   */
  scope: string | null
  /** The wait the server asked for, when it named one. */
  retryAfterMs: number | null
  /** The model the limit applies to. */
  model: string
}

/** How long the client may wait for a server, and what bounds that. */
export interface WaitBudget {
  maxWaitMs: number
  /** `policy`: the retry policy's cap; `run`: what is left of the run. */
  bound: 'policy' | 'run'
  /** What is left of the run, when the client knows its deadline. */
  runLeftMs?: number
}

/**
 * A wait must end this long before the deadline to be worth it: the request
 * after it needs time too.
 */
export const DEADLINE_RESERVE_MS = 10_000

/**
 * Without a deadline, the policy's `maxServerDelayMs` (60 s). With one, the
 * policy's `maxRunWaitMs` (5 min), but never past the deadline less
 * {@link DEADLINE_RESERVE_MS}.
 */
export function waitBudget(
  policy: RetryPolicy,
  runLeftMs: number | undefined
): WaitBudget {
  if (runLeftMs === undefined || !Number.isFinite(runLeftMs)) {
    return { maxWaitMs: policy.maxServerDelayMs, bound: 'policy' }
  }
  const left = Math.max(0, runLeftMs - DEADLINE_RESERVE_MS)
  return left < policy.maxRunWaitMs
    ? { maxWaitMs: left, bound: 'run', runLeftMs }
    : { maxWaitMs: policy.maxRunWaitMs, bound: 'policy', runLeftMs }
}

/** The limit a 429 names: `x-ratelimit-type`, else "exceeded for X". */
export function rateLimitScope(
  headers: Headers | undefined,
  bodyText: string | undefined
): string | null {
  const header = headers?.get('x-ratelimit-type')?.trim()
  if (header) return header
  return /\bexceeded for ([A-Za-z]+)\b/.exec(bodyText ?? '')?.[1] ?? null
}

const DAILY_BODY =
  /ByDay\b|\bper 86400 ?s|\bdaily (?:rate |request |token )?(?:limit|quota)|\b(?:requests|tokens) per day\b/i

/** Whether a 429 is a daily limit, which no run waits for. */
export function isDailyLimit(
  scope: string | null,
  bodyText: string | undefined
): boolean {
  return /ByDay$/i.test(scope ?? '') || DAILY_BODY.test(bodyText ?? '')
}

/** What a 429 the client will not wait for says, after the quoted body. */
interface RateLimitMessage {
  info: RateLimitInfo
  daily: boolean
  wait: WaitBudget
  /** The clock, for the reset time. */
  nowMs: number
  /** The answer looks like GitHub Models' (or the endpoint is GitHub Models). */
  githubModels: boolean
  /** Where the message is read; `workflow` (the action) when unset. */
  surface?: Surface
}

/**
 * Which limit, for which model, when it resets, why the run stops, and what
 * to do: another model with quota left, or another provider.
 */
export function describeRateLimitStop(facts: RateLimitMessage): string {
  const { info, daily, wait, nowMs, githubModels } = facts
  const which = info.scope
    ? `the ${scopeWords(info.scope)} limit (${info.scope})`
    : 'the rate limit'
  const parts = [`This is ${which} for model "${info.model}".`]
  if (info.retryAfterMs !== null) {
    const at = new Date(nowMs + info.retryAfterMs).toISOString()
    parts.push(`It resets in ${formatDuration(info.retryAfterMs)}, at ${at}.`)
  }
  if (!daily && info.retryAfterMs === null) {
    parts.push('The server asks not to retry it, so the run stops here.')
  } else if (daily) {
    parts.push(
      'The action does not wait for a daily limit, so the run stops here.'
    )
  } else if (wait.bound === 'run' && wait.runLeftMs !== undefined) {
    parts.push(
      `That is longer than what is left of the run (${formatDuration(wait.runLeftMs)}), so the run stops here.`
    )
  } else {
    parts.push(
      `That is longer than the ${formatDuration(wait.maxWaitMs)} the action waits, so the run stops here.`
    )
  }
  const model = nameInput('model', facts.surface)
  const other =
    facts.surface === 'terminal'
      ? 'pass --api-key and --base-url'
      : 'set api-key and base-url'
  parts.push(
    githubModels
      ? `To go on, pick a model with quota left with ${model} (e.g. a Low-tier model such as openai/gpt-4.1-mini, with 150 requests a day and 15 a minute), or ${other} to use another provider.`
      : `To go on, wait for the reset, pick a model with quota left with ${model}, or ${other} to use another provider.`
  )
  return parts.join(' ')
}

function scopeWords(scope: string): string {
  if (/ByDay$/i.test(scope)) return 'daily request'
  if (/ByMinute$/i.test(scope)) return 'per-minute request'
  if (/Concurrent/i.test(scope)) return 'concurrent-request'
  return scope
}

/** A duration for messages: `45 s`, `2 min 5 s`, `12 h 10 min`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) {
    const rest = seconds % 60
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`
  }
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}
