import { forwardStreamEvents } from './events.js'
import { type LoopDeps, type LoopState, recordUsage } from './loop-state.js'
import { finalSummaryNote } from './system-prompt.js'
import type { Stop } from './types.js'

/** The most the final summary request may take. */
export const FINAL_CALL_TIMEOUT_MS = 120_000
/** The least it is given when any of the budget is left. */
export const FINAL_CALL_FLOOR_MS = 2_000

/**
 * The time the final summary request gets: what is left of the run's
 * budget (timeout-minutes), at most {@link FINAL_CALL_TIMEOUT_MS} and at
 * least {@link FINAL_CALL_FLOOR_MS}; 0 (no request) when nothing is left,
 * so a run never goes past its budget by more than the floor.
 */
export function finalCallTimeoutMs(remainingMs: number): number {
  if (remainingMs <= 0) return 0
  return Math.min(
    FINAL_CALL_TIMEOUT_MS,
    Math.max(FINAL_CALL_FLOOR_MS, remainingMs)
  )
}

/**
 * A limit stopped the run: one last request, tools disabled, for a status
 * summary, so a capped run still ends with a useful report; within what is
 * left of the budget (docs/loop.md §2), and none once time is up.
 */
export async function summarizeStop(
  loop: LoopDeps,
  state: LoopState,
  stop: Stop
): Promise<string> {
  loop.emit({ type: 'limit-hit', limit: stop.limit, detail: stop.detail })
  const stopped = `Stopped: ${stop.detail}.`
  if (loop.callerSignal.aborted) return stopped
  const timeoutMs = finalCallTimeoutMs(loop.deadline.remainingMs())
  if (timeoutMs === 0) return stopped
  state.messages.push({ role: 'user', content: finalSummaryNote(stop.detail) })
  // The deadline's signal may have fired; this request gets the rest of
  // the budget as its own timeout.
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const reply = await loop.model.chat(
      {
        messages: state.messages,
        tools: loop.tools.definitions,
        toolChoice: 'none'
      },
      {
        signal: AbortSignal.any([loop.callerSignal, timeout]),
        onEvent: forwardStreamEvents(loop.emit)
      }
    )
    recordUsage(loop, state, reply.usage)
    state.messages.push({ role: 'assistant', content: reply.text || null })
    loop.emit({
      type: 'assistant-message',
      iteration: state.counters.iterations,
      text: reply.text,
      toolCalls: [],
      finishReason: reply.finishReason
    })
    return reply.text.trim() || stopped
  } catch {
    return `${stopped} The final summary could not be produced.`
  }
}
