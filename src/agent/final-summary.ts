import { forwardStreamEvents } from './events.js'
import { type LoopDeps, type LoopState, recordUsage } from './loop-state.js'
import { finalSummaryNote } from './system-prompt.js'
import type { Stop } from './types.js'

const FINAL_CALL_TIMEOUT_MS = 120_000

/**
 * A limit stopped the run: one last request, tools disabled, for a status
 * summary, so a capped run still ends with a useful report.
 */
export async function summarizeStop(
  loop: LoopDeps,
  state: LoopState,
  stop: Stop
): Promise<string> {
  loop.emit({ type: 'limit-hit', limit: stop.limit, detail: stop.detail })
  const stopped = `Stopped: ${stop.detail}.`
  if (loop.callerSignal.aborted) return stopped
  state.messages.push({ role: 'user', content: finalSummaryNote(stop.detail) })
  // The deadline may be what stopped the run: this request has its own.
  const timeout = AbortSignal.timeout(FINAL_CALL_TIMEOUT_MS)
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
