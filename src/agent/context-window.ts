import type { TokenUsage } from '../llm/types.js'
import {
  dropOldTurns,
  estimateTokens,
  maskOldToolResults,
  summarizeHistory
} from './compaction.js'
import type { LoopDeps, LoopState } from './loop-state.js'
import { recordUsage } from './loop-state.js'
import type { Stop } from './types.js'

/** The conversation's size: the provider's last count plus an estimate. */
export function contextTokens(state: LoopState): number {
  const { lastPromptTokens, messagesAtLastUsage } = state.context
  return lastPromptTokens === null
    ? estimateTokens(state.messages)
    : lastPromptTokens +
        estimateTokens(state.messages.slice(messagesAtLastUsage))
}

/** Takes the provider's count of a reply just appended to the messages. */
export function measureContext(state: LoopState, usage: TokenUsage): void {
  if (usage.promptTokens <= 0) return
  state.context.lastPromptTokens = usage.promptTokens + usage.completionTokens
  state.context.messagesAtLastUsage = state.messages.length
}

/** Stages 1 and 2 as thresholds are crossed; a stop when out of room. */
export async function compactIfNeeded(
  loop: LoopDeps,
  state: LoopState
): Promise<Stop | null> {
  const window = loop.budget.contextWindow
  let tokens = contextTokens(state)
  if (tokens >= window * 0.6) {
    const masked = maskOldToolResults(state.messages, 5)
    if (masked.freedTokens >= window * 0.1) {
      state.messages = masked.messages
      state.context.lastPromptTokens = null
      loop.emit({
        type: 'compaction',
        stage: 'mask',
        beforeTokens: tokens,
        afterTokens: contextTokens(state)
      })
      tokens = contextTokens(state)
    }
  }
  if (tokens >= window * 0.8 && !(await summarizeConversation(loop, state))) {
    return {
      limit: 'context',
      detail: `the conversation outgrew the context window (${window} tokens) after ${state.context.summaries} summaries`
    }
  }
  return null
}

/** Stage 2 compaction; false when no summary is left in the budget. */
export async function summarizeConversation(
  loop: LoopDeps,
  state: LoopState
): Promise<boolean> {
  if (state.context.summaries >= loop.budget.maxSummaries) return false
  state.context.summaries += 1
  const before = contextTokens(state)
  // What is kept verbatim must leave room in a small window too.
  const keepTokens = Math.min(
    20_000,
    Math.floor(loop.budget.contextWindow * 0.25)
  )
  const { signal } = loop.deadline
  try {
    state.messages = await summarizeHistory(state.messages, loop.model, {
      signal,
      onUsage: (usage) => recordUsage(loop, state, usage),
      tools: loop.tools.definitions,
      keepTokens
    })
  } catch (error) {
    if (signal.aborted) throw error
    state.messages = dropOldTurns(state.messages, keepTokens)
  }
  state.context.lastPromptTokens = null
  loop.emit({
    type: 'compaction',
    stage: 'summary',
    beforeTokens: before,
    afterTokens: contextTokens(state)
  })
  return true
}
