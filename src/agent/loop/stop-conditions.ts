import { ModelError } from '../../llm/index.js'
import type { Deadline } from './deadline.js'
import type { Budget, LoopCounters, Stop, StopCondition } from '../types.js'

const maxIterationsReached =
  (max: number): StopCondition =>
  (counters) =>
    counters.iterations >= max
      ? {
          limit: 'max-iterations',
          detail: `reached max-iterations (${max} model turns)`
        }
      : null

const maxToolCallsReached =
  (max: number): StopCondition =>
  (counters) =>
    counters.toolCalls >= max
      ? {
          limit: 'max-tool-calls',
          detail: `reached max-tool-calls (${counters.toolCalls} of ${max} tool calls)`
        }
      : null

const deadlinePassed =
  (deadline: Deadline): StopCondition =>
  () =>
    deadline.check() ? deadline.stop : null

const bashTimeoutsInARow =
  (max: number): StopCondition =>
  (counters) =>
    counters.consecutiveBashTimeouts >= max
      ? {
          limit: 'bash-timeouts',
          detail: `${counters.consecutiveBashTimeouts} bash commands in a row timed out`
        }
      : null

const failureRepeated =
  (max: number): StopCondition =>
  (counters) =>
    counters.repeatedFailures >= max
      ? {
          limit: 'repeated-failure',
          detail: `the same failing tool call was repeated ${counters.repeatedFailures} times`
        }
      : null

const formatErrorsInARow =
  (max: number): StopCondition =>
  (counters) =>
    counters.formatErrors >= max
      ? {
          limit: 'format-errors',
          detail: `${counters.formatErrors} malformed tool calls in a row`
        }
      : null

/**
 * max-tokens (docs/loop.md §7.5): the usage so far has reached the cap, or
 * the request about to be sent (its estimate, and room for a short reply)
 * would pass it.
 */
const maxTokensReached =
  (max: number): StopCondition =>
  (counters) => {
    const { usedTokens, nextRequestTokens } = counters
    const next =
      nextRequestTokens > 0 ? nextRequestTokens + MIN_COMPLETION_TOKENS : 0
    return usedTokens >= max || usedTokens + next > max
      ? {
          limit: 'max-tokens',
          detail: `reached max-tokens (${max} prompt + completion tokens)`
        }
      : null
  }

/** The least completion a request is sent with under max-tokens. */
export const MIN_COMPLETION_TOKENS = 256

/**
 * The completion cap of a request under max-tokens, with `left` tokens
 * left after its estimate: within the budget's own cap. Without one, only
 * a small cap is sent: a large one the model does not support may be
 * refused.
 */
export function completionWithin(
  left: number,
  maxOutputTokens: number | undefined
): number | undefined {
  if (maxOutputTokens !== undefined)
    return Math.max(1, Math.min(maxOutputTokens, left))
  return left <= 4096 ? Math.max(1, left) : undefined
}

/** The max-tokens rule of a budget alone, or null without the cap. */
export function maxTokensStop(
  budget: Budget,
  counters: LoopCounters
): Stop | null {
  return budget.maxTokens === undefined
    ? null
    : maxTokensReached(budget.maxTokens)(counters)
}

/** A rate limit the client will not wait for (a daily quota, a long wait). */
export function isRateLimit(error: unknown): error is ModelError {
  return (
    error instanceof ModelError &&
    error.kind === 'rate-limit' &&
    !error.retryable
  )
}

/**
 * The stop for such a rate limit: which limit, for which model, and when
 * it resets, as far as the endpoint said.
 */
export function rateLimitStop(error: ModelError, model: string): Stop {
  const limit = error.options.rateLimit
  const scope = limit?.scope ? ` (${limit.scope})` : ''
  const wait = limit?.retryAfterMs ?? error.retryAfterMs ?? null
  const resets =
    wait === null
      ? 'it did not say when the limit resets'
      : `it resets in ${formatWait(wait)}`
  // The client's message says which limit, when it resets and what to do.
  const advice = error.message.includes('To go on,')
    ? ` ${error.message.slice(error.message.indexOf('To go on,'))}`
    : ''
  return {
    limit: 'rate-limit',
    detail:
      `the endpoint's rate limit${scope} for ${limit?.model ?? model} refused the request; ${resets}.${advice}`.replace(
        /\.+$/,
        ''
      )
  }
}

function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 120) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 120) return `${minutes} min`
  return `${Math.round(minutes / 6) / 10} h`
}

/** The stop rules of a budget, in the order they are checked. */
export function budgetStops(
  budget: Budget,
  deadline: Deadline
): StopCondition[] {
  return [
    maxIterationsReached(budget.maxIterations),
    maxToolCallsReached(budget.maxToolCalls),
    deadlinePassed(deadline),
    bashTimeoutsInARow(budget.maxConsecutiveBashTimeouts),
    failureRepeated(budget.maxRepeatedFailures),
    formatErrorsInARow(budget.maxFormatErrors),
    ...(budget.maxTokens === undefined
      ? []
      : [maxTokensReached(budget.maxTokens)])
  ]
}

/** The first rule that fires, or null. */
export function firstStop(
  conditions: readonly StopCondition[],
  counters: LoopCounters
): Stop | null {
  for (const condition of conditions) {
    const stop = condition(counters)
    if (stop) return stop
  }
  return null
}
