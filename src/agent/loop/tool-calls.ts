import type { ParsedToolCall } from '../../llm/index.js'
import { planFromDetails } from '../../tools/index.js'
import type { LoopDeps, LoopState } from './loop-state.js'
import type { ExecutedCall } from '../types.js'
import { resultCaps } from '../context/index.js'
import { beforeWrites } from './verify.js'

/**
 * The tool calls of one turn: those within max-tool-calls run, the rest are
 * answered "not run"; every result goes back to the model. Returns the
 * reason when a hook said `terminate`, for the loop to stop on.
 */
export async function runToolCalls(
  loop: LoopDeps,
  state: LoopState,
  calls: readonly ParsedToolCall[]
): Promise<string | undefined> {
  const room = Math.max(0, loop.budget.maxToolCalls - state.counters.toolCalls)
  const runnable = calls.slice(0, room)
  await beforeWrites(loop, state, runnable)
  const executed = await loop.tools.run(runnable, {
    signal: loop.deadline.signal,
    emit: loop.emit,
    caps: resultCaps(state.window)
  })
  const results = [...executed, ...calls.slice(room).map(notRun)]
  state.counters.toolCalls += runnable.length
  for (const result of results) {
    state.messages.push({
      role: 'tool',
      tool_call_id: result.id,
      name: result.name,
      content: result.content
    })
  }
  trackResults(loop, state, results, calls)
  trackPlan(loop, state, results)
  return executed.find((result) => result.terminate !== undefined)?.terminate
}

/**
 * The plan is run state: the last successful call of the turn (in call
 * order) whose result carries a plan (the `plan` tool's `details.plan`)
 * replaces it, and the event tells the reporters.
 */
function trackPlan(
  loop: LoopDeps,
  state: LoopState,
  results: readonly ExecutedCall[]
): void {
  const latest = results
    .filter((result) => !result.isError)
    .map((result) => planFromDetails(result.details))
    .filter((plan) => plan !== undefined && plan.length > 0)
    .at(-1)
  if (!latest) return
  state.plan = latest
  loop.emit({ type: 'plan-updated', items: latest })
}

function notRun(call: ParsedToolCall): ExecutedCall {
  return {
    id: call.id,
    name: call.name,
    content: 'error: not run: the run reached max-tool-calls',
    isError: true,
    durationMs: 0,
    truncated: false
  }
}

/** Updates what the stop rules and the verify step read from results. */
function trackResults(
  loop: LoopDeps,
  state: LoopState,
  results: readonly ExecutedCall[],
  calls: readonly ParsedToolCall[]
): void {
  const { counters, failures } = state
  for (const result of results) {
    const call = calls.find((item) => item.id === result.id)
    const key = `${result.name}\u0000${call?.arguments ?? ''}`
    if (result.isError) failures.set(key, (failures.get(key) ?? 0) + 1)
    else failures.delete(key)
    if (loop.tools.runsCommands(result.name)) {
      counters.consecutiveBashTimeouts = result.details?.timedOut
        ? counters.consecutiveBashTimeouts + 1
        : 0
    }
    if (!result.isError && !loop.tools.isReadOnly(result.name)) {
      state.verify.changedSince = true
      state.verify.changed = true
    }
  }
  counters.repeatedFailures = Math.max(0, ...failures.values())
}
