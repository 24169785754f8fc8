import type { ModelError, ChatRequest, TokenUsage } from '../../llm/index.js'
import { formatPlanForModel } from '../../tools/index.js'
import {
  dropOldTurns,
  historyTokens,
  maskOldToolResults,
  summarizeHistory,
  isSmallWindow,
  keptHistoryTokens,
  keptResults,
  learnWindow,
  maskThreshold,
  requestBudget,
  requestTokens,
  summaryTokens
} from '../context/index.js'
import { type LoopDeps, type LoopState, recordUsage } from './loop-state.js'
import { firstStop, isRateLimit, maxTokensStop } from './stop-conditions.js'
import type { Stop } from '../types.js'

/** The next turn's request as far as its size goes: messages and tools. */
export function turnPrompt(
  loop: LoopDeps,
  state: LoopState
): Pick<ChatRequest, 'messages' | 'tools'> {
  return { messages: state.messages, tools: loop.tools.definitions }
}

/** The estimate of the next turn's request (scaled by the window's factor). */
function estimatedTokens(loop: LoopDeps, state: LoopState): number {
  return requestTokens(state.window, turnPrompt(loop, state))
}

/** The conversation's size: the provider's last count plus an estimate. */
function contextTokens(loop: LoopDeps, state: LoopState): number {
  const { lastPromptTokens, messagesAtLastUsage } = state.context
  return lastPromptTokens === null
    ? estimatedTokens(loop, state)
    : lastPromptTokens +
        historyTokens(state.messages.slice(messagesAtLastUsage))
}

/** Takes the provider's count of a reply just appended to the messages. */
export function measureContext(state: LoopState, usage: TokenUsage): void {
  if (usage.promptTokens <= 0) return
  state.context.lastPromptTokens = usage.promptTokens + usage.completionTokens
  state.context.messagesAtLastUsage = state.messages.length
}

/**
 * Before a turn's request (docs/loop.md §7): compaction as thresholds are
 * crossed, then whatever it takes for the request to fit the window, then
 * the stop rules again with the request's estimate (max-tokens). A stop
 * when the request cannot be made to fit or may not be sent.
 */
export async function prepareRequest(
  loop: LoopDeps,
  state: LoopState
): Promise<Stop | null> {
  const stop =
    (await compactIfNeeded(loop, state)) ?? (await fitRequest(loop, state))
  if (stop) return stop
  state.counters.nextRequestTokens = estimatedTokens(loop, state)
  return firstStop(loop.stops, state.counters)
}

/** Stages 1 and 2 as thresholds are crossed; a stop when out of room. */
async function compactIfNeeded(
  loop: LoopDeps,
  state: LoopState
): Promise<Stop | null> {
  const window = state.window.tokens
  let tokens = contextTokens(loop, state)
  if (tokens >= window * maskThreshold(window)) {
    if (mask(loop, state, keptResults(window), window * 0.1))
      tokens = contextTokens(loop, state)
  }
  // Small windows summarize only when a request would not fit (fitRequest):
  // masking keeps them under 80 % most of the time.
  if (tokens >= window * 0.8 && !isSmallWindow(window))
    return summarizeConversation(loop, state)
  return null
}

/**
 * Makes the next request fit the window, so none the loop believes too
 * large is sent: old tool results masked, fewer kept each time, then
 * handoff summaries while any are left.
 */
async function fitRequest(
  loop: LoopDeps,
  state: LoopState
): Promise<Stop | null> {
  const fits = () => estimatedTokens(loop, state) <= requestBudget(state.window)
  if (fits()) return null
  // Compaction keeps the system prompt, the task and the tools.
  const head = requestTokens(state.window, {
    messages: state.messages.slice(0, 2),
    tools: loop.tools.definitions
  })
  if (head > requestBudget(state.window)) {
    const why = state.context.refusal ? ` (${state.context.refusal})` : ''
    return {
      limit: 'context',
      detail: `the system prompt, the task and the tool schemas alone (about ${head} tokens) do not fit the context window of ${state.window.tokens} tokens${why}`
    }
  }
  for (;;) {
    for (const keep of [keptResults(state.window.tokens), 1, 0]) {
      mask(loop, state, keep, 1)
      if (fits()) return null
    }
    const stop = await summarizeConversation(loop, state)
    if (stop) return stop
    if (fits()) return null
  }
}

/** Stage 1; true when it freed at least `minFreed` tokens and was applied. */
function mask(
  loop: LoopDeps,
  state: LoopState,
  keep: number,
  minFreed: number
): boolean {
  const masked = maskOldToolResults(state.messages, keep)
  if (masked.freedTokens < minFreed) return false
  const beforeTokens = estimatedTokens(loop, state)
  state.messages = masked.messages
  state.context.lastPromptTokens = null
  loop.emit({
    type: 'compaction',
    stage: 'mask',
    beforeTokens,
    afterTokens: estimatedTokens(loop, state)
  })
  return true
}

/**
 * Stage 2 compaction. A stop when no summary is left in the budget
 * (`context`), or when its request would pass max-tokens.
 */
async function summarizeConversation(
  loop: LoopDeps,
  state: LoopState
): Promise<Stop | null> {
  const { window } = state
  if (state.context.summaries >= loop.budget.maxSummaries) {
    return {
      limit: 'context',
      detail: `the conversation outgrew the context window (${window.tokens} tokens) after ${state.context.summaries} summaries`
    }
  }
  const before = estimatedTokens(loop, state)
  // The summary request must fit what is left of max-tokens too.
  state.counters.nextRequestTokens = Math.min(before, requestBudget(window))
  const tokenStop = maxTokensStop(loop.budget, state.counters)
  if (tokenStop) return tokenStop
  state.context.summaries += 1
  // What is kept verbatim must leave room in a small window too.
  const keepTokens = keptHistoryTokens(window.tokens)
  const { maxOutputTokens } = loop.budget
  const { signal } = loop.deadline
  // The plan call may be among the turns the summary replaces.
  const plan = state.plan ? formatPlanForModel(state.plan) : undefined
  try {
    state.messages = await summarizeHistory(state.messages, loop.model, {
      signal,
      onUsage: (usage) => recordUsage(loop, state, usage),
      tools: loop.tools.definitions,
      keepTokens,
      maxTokens: Math.min(
        maxOutputTokens ?? Number.MAX_SAFE_INTEGER,
        summaryTokens(window.tokens),
        // Under max-tokens, no more than is left after the request, as a
        // turn's completion cap (turn.ts).
        loop.budget.maxTokens === undefined
          ? Number.MAX_SAFE_INTEGER
          : Math.max(
              1,
              loop.budget.maxTokens - state.counters.usedTokens - before
            )
      ),
      requestBudget: () => requestBudget(window),
      measure: (request) => requestTokens(window, request),
      onRefused: (error, tokens) =>
        learnFromRefusal(loop, state, error, tokens),
      ...(plan ? { plan } : {})
    })
  } catch (error) {
    if (signal.aborted || isRateLimit(error)) throw error
    state.messages = dropOldTurns(state.messages, keepTokens, plan)
  }
  state.context.lastPromptTokens = null
  loop.emit({
    type: 'compaction',
    stage: 'summary',
    beforeTokens: before,
    afterTokens: estimatedTokens(loop, state)
  })
  return null
}

/**
 * A context-length refusal: a smaller window for the rest of the run, and
 * an event saying so. False when no more windows may be learned.
 */
export function learnFromRefusal(
  loop: LoopDeps,
  state: LoopState,
  error: ModelError,
  tokens: number
): boolean {
  const learned = learnWindow(state.window, error, tokens)
  state.context.refusal = learned.reason
  if (!learned.ok) return false
  state.context.lastPromptTokens = null
  loop.emit({
    type: 'context-window',
    contextWindow: learned.tokens,
    previous: learned.previous,
    reason: learned.reason
  })
  return true
}

/** The stop after a refusal no smaller window could answer. */
export function refusalStop(state: LoopState, error: ModelError): Stop {
  return {
    limit: 'context',
    detail: `the endpoint refused the request as too long: ${state.context.refusal ?? error.message}`
  }
}
