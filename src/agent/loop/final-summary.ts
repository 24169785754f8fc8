import type { ChatMessage } from '../../llm/index.js'
import {
  maskOldToolResults,
  finalSummaryNote,
  requestBudget,
  requestTokens
} from '../context/index.js'
import { forwardStreamEvents } from './events.js'
import { type LoopDeps, type LoopState, recordUsage } from './loop-state.js'
import { completionWithin, MIN_COMPLETION_TOKENS } from './stop-conditions.js'
import type { Stop } from '../types.js'

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
 * The history the final summary is asked on: as it is, or with every tool
 * result masked when only that fits the window and what is left of
 * max-tokens; null when neither does. With its completion cap.
 */
function summaryHistory(
  loop: LoopDeps,
  state: LoopState,
  note: string
): { messages: ChatMessage[]; maxTokens?: number } | null {
  const { maxTokens, maxOutputTokens } = loop.budget
  const tools = loop.tools.definitions
  const asked: ChatMessage = { role: 'user', content: note }
  for (const history of [
    state.messages,
    maskOldToolResults(state.messages, 0).messages
  ]) {
    const messages = [...history, asked]
    const tokens = requestTokens(state.window, { messages, tools })
    if (tokens > requestBudget(state.window)) continue
    if (maxTokens === undefined)
      return {
        messages,
        ...(maxOutputTokens ? { maxTokens: maxOutputTokens } : {})
      }
    const left = maxTokens - state.counters.usedTokens - tokens
    if (left < MIN_COMPLETION_TOKENS) continue
    const cap = completionWithin(left, maxOutputTokens)
    return { messages, ...(cap !== undefined ? { maxTokens: cap } : {}) }
  }
  return null
}

/**
 * A limit stopped the run: one last request, tools disabled, for a status
 * summary, so a capped run still ends with a useful report; within what is
 * left of the budget (docs/loop.md §2), and none once time is up, when it
 * would not fit the window or what is left of max-tokens (§7.5), or after
 * a rate limit (the endpoint just refused).
 */
export async function summarizeStop(
  loop: LoopDeps,
  state: LoopState,
  stop: Stop
): Promise<string> {
  loop.emit({ type: 'limit-hit', limit: stop.limit, detail: stop.detail })
  const stopped = `Stopped: ${stop.detail}.`
  if (loop.callerSignal.aborted || stop.limit === 'rate-limit') return stopped
  const timeoutMs = finalCallTimeoutMs(loop.deadline.remainingMs())
  if (timeoutMs === 0) return stopped
  const fitted = summaryHistory(loop, state, finalSummaryNote(stop.detail))
  if (!fitted) return stopped
  state.messages = fitted.messages
  // The deadline's signal may have fired; this request gets the rest of
  // the budget as its own timeout.
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const reply = await loop.model.chat(
      {
        messages: state.messages,
        tools: loop.tools.definitions,
        toolChoice: 'none',
        ...(fitted.maxTokens !== undefined
          ? { maxTokens: fitted.maxTokens }
          : {})
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
