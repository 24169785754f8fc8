import type { ParsedToolCall } from '../llm/types.js'
import type { LoopDeps, LoopState } from './loop-state.js'
import type { ExecutedCall } from './types.js'
import { resultCaps } from './window.js'

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
  return executed.find((result) => result.terminate !== undefined)?.terminate
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
    if (result.name === 'bash') {
      counters.consecutiveBashTimeouts = result.details?.timedOut
        ? counters.consecutiveBashTimeouts + 1
        : 0
    }
    if (!result.isError && !loop.tools.isReadOnly(result.name))
      state.verify.changedSince = true
  }
  counters.repeatedFailures = Math.max(0, ...failures.values())
}
