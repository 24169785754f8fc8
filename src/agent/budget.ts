import type { Budget, LimitName } from './types.js'

/** The defaults of `Budget` (types.ts), which the inputs override. */
export const DEFAULT_BUDGET: Budget = {
  maxIterations: 40,
  maxToolCalls: 120,
  timeoutMs: 30 * 60_000,
  maxToolOutputBytes: 16_384,
  maxTurnOutputBytes: 64 * 1024,
  maxToolOutputLines: 400,
  contextWindow: 128_000,
  maxConsecutiveBashTimeouts: 3,
  maxRepeatedFailures: 3,
  maxFormatErrors: 3,
  maxSummaries: 2,
  wrapUpTurns: 10
}

/** Counters the stop rules read. */
export interface LoopCounters {
  iterations: number
  toolCalls: number
  consecutiveBashTimeouts: number
  /** Highest count of identical failing calls. */
  repeatedFailures: number
  formatErrors: number
  startedAt: number
}

/** A stop rule: the limit it enforces and a sentence saying why, or null. */
export type StopCondition = (
  counters: LoopCounters,
  budget: Budget,
  now: number
) => { limit: LimitName; detail: string } | null

/** The stop rules checked after every turn, in order. */
export const STOP_CONDITIONS: readonly StopCondition[] = [
  (c, b) =>
    c.iterations >= b.maxIterations
      ? {
          limit: 'max-iterations',
          detail: `reached max-iterations (${b.maxIterations} model turns)`
        }
      : null,
  (c, b) =>
    c.toolCalls >= b.maxToolCalls
      ? {
          limit: 'max-tool-calls',
          detail: `reached max-tool-calls (${c.toolCalls} of ${b.maxToolCalls} tool calls)`
        }
      : null,
  (c, b, now) =>
    now - c.startedAt >= b.timeoutMs
      ? {
          limit: 'timeout',
          detail: `reached timeout-minutes (${Math.round(b.timeoutMs / 60_000)} min)`
        }
      : null,
  (c, b) =>
    c.consecutiveBashTimeouts >= b.maxConsecutiveBashTimeouts
      ? {
          limit: 'bash-timeouts',
          detail: `${c.consecutiveBashTimeouts} bash commands in a row timed out`
        }
      : null,
  (c, b) =>
    c.repeatedFailures >= b.maxRepeatedFailures
      ? {
          limit: 'repeated-failure',
          detail: `the same failing tool call was repeated ${c.repeatedFailures} times`
        }
      : null,
  (c, b) =>
    c.formatErrors >= b.maxFormatErrors
      ? {
          limit: 'format-errors',
          detail: `${c.formatErrors} malformed tool calls in a row`
        }
      : null
]

/** The first stop rule that fires, or null. */
export function checkStop(
  counters: LoopCounters,
  budget: Budget,
  now: number
): { limit: LimitName; detail: string } | null {
  for (const condition of STOP_CONDITIONS) {
    const hit = condition(counters, budget, now)
    if (hit) return hit
  }
  return null
}
