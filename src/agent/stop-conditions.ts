import type { Deadline } from './deadline.js'
import type { Budget, LoopCounters, Stop, StopCondition } from './types.js'

export const maxIterationsReached =
  (max: number): StopCondition =>
  (counters) =>
    counters.iterations >= max
      ? {
          limit: 'max-iterations',
          detail: `reached max-iterations (${max} model turns)`
        }
      : null

export const maxToolCallsReached =
  (max: number): StopCondition =>
  (counters) =>
    counters.toolCalls >= max
      ? {
          limit: 'max-tool-calls',
          detail: `reached max-tool-calls (${counters.toolCalls} of ${max} tool calls)`
        }
      : null

export const deadlinePassed =
  (deadline: Deadline): StopCondition =>
  () =>
    deadline.check() ? deadline.stop : null

export const bashTimeoutsInARow =
  (max: number): StopCondition =>
  (counters) =>
    counters.consecutiveBashTimeouts >= max
      ? {
          limit: 'bash-timeouts',
          detail: `${counters.consecutiveBashTimeouts} bash commands in a row timed out`
        }
      : null

export const failureRepeated =
  (max: number): StopCondition =>
  (counters) =>
    counters.repeatedFailures >= max
      ? {
          limit: 'repeated-failure',
          detail: `the same failing tool call was repeated ${counters.repeatedFailures} times`
        }
      : null

export const formatErrorsInARow =
  (max: number): StopCondition =>
  (counters) =>
    counters.formatErrors >= max
      ? {
          limit: 'format-errors',
          detail: `${counters.formatErrors} malformed tool calls in a row`
        }
      : null

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
    formatErrorsInARow(budget.maxFormatErrors)
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
