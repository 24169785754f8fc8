import {
  ModelError,
  estimateMessageTokens,
  estimateRequestTokens,
  type ChatMessage,
  type ChatModel,
  type ChatRequest,
  type TokenUsage,
  type ToolDefinition
} from '../../llm/index.js'

/**
 * Context compaction (docs/loop.md §7). Stage 1 masks old tool results; stage 2 asks
 * the model for a handoff summary and keeps only the newest turns.
 */

/** The estimate of messages, for text the provider has not counted (§7.2). */
export function historyTokens(messages: readonly ChatMessage[]): number {
  let tokens = 0
  for (const message of messages) tokens += estimateMessageTokens(message)
  return tokens
}

/** Prefix of the summary message, so the model knows what it is reading. */
export const SUMMARY_PREFIX =
  'Another session worked on this task before you and was stopped because the conversation grew too long. This is its handoff summary; continue from it without redoing finished work:\n\n'

export const HANDOFF_PROMPT = `The conversation is about to be compacted. Write a handoff summary for whoever continues this task, with these sections:
1. Goal: the task in one or two sentences.
2. Done so far: decisions taken and files changed (paths), with what changed.
3. Current state: failing tests or errors, with exact messages.
4. Next steps.
5. Exact strings to keep: names, paths, commands, values the next session must not guess.
Answer with the summary only; do not call tools.`

/**
 * The model's plan restated after a summary or dropped turns (docs/loop.md
 * §5.8): the call that set it may be gone with the old turns.
 */
function planRestatement(plan: string | undefined): string {
  return plan
    ? `\n\nYour plan, as your last plan call left it (keep it updated with the plan tool):\n${plan}`
    : ''
}

const MASK_PREFIX = '[output of '

/** True when a tool message was already masked. */
function isMasked(message: ChatMessage): boolean {
  return message.role === 'tool' && message.content.startsWith(MASK_PREFIX)
}

/**
 * Stage 1: replaces every tool result but the newest `keep` with a one-line
 * stub. Returns the new history and the tokens it frees (estimated).
 */
export function maskOldToolResults(
  messages: readonly ChatMessage[],
  keep = 5
): { messages: ChatMessage[]; freedTokens: number } {
  const names = new Map<string, string>()
  for (const message of messages) {
    if (message.role === 'assistant') {
      for (const call of message.tool_calls ?? []) names.set(call.id, call.name)
    }
  }
  const toolIndexes = messages
    .map((message, index) => (message.role === 'tool' ? index : -1))
    .filter((index) => index >= 0)
  // Results of the newest turn have not been seen by the model yet.
  const lastAssistant = messages.findLastIndex(
    (message) => message.role === 'assistant'
  )
  const maskable = new Set(
    toolIndexes
      .slice(0, Math.max(0, toolIndexes.length - keep))
      .filter((index) => index < lastAssistant)
  )
  let freedTokens = 0
  const out = messages.map((message, index) => {
    if (message.role !== 'tool' || !maskable.has(index) || isMasked(message))
      return message
    const lines = message.content.split('\n').length
    const stub = `${MASK_PREFIX}${names.get(message.tool_call_id) ?? message.name ?? 'tool'} elided: ${lines} lines; re-run the call if you need it]`
    const masked = { ...message, content: stub }
    freedTokens += Math.max(
      0,
      estimateMessageTokens(message) - estimateMessageTokens(masked)
    )
    return masked
  })
  return { messages: out, freedTokens }
}

/**
 * Index where the kept tail starts: the newest turns within `keepTokens`,
 * starting at an assistant message so no tool result loses its call.
 */
function tailStart(
  messages: readonly ChatMessage[],
  from: number,
  keepTokens: number
): number {
  let start = messages.length
  let tokens = 0
  for (let index = messages.length - 1; index >= from; index -= 1) {
    tokens += estimateMessageTokens(messages[index])
    if (tokens > keepTokens) break
    if (messages[index].role === 'assistant') start = index
  }
  return start
}

/** Options of {@link summarizeHistory}. */
interface SummaryOptions {
  signal?: AbortSignal
  /** Verbatim history kept after the summary. 20,000. */
  keepTokens?: number
  onUsage?: (usage: TokenUsage) => void
  /** The run's tools, sent with tool_choice none like a normal turn. */
  tools?: ToolDefinition[]
  /** Completion cap of the summary request. */
  maxTokens?: number
  /**
   * Estimated tokens the summary request may hold, read before each try:
   * the oldest turns are left out of the request until it fits. Unset:
   * the whole history is sent.
   */
  requestBudget?: () => number
  /** The estimate of a request; {@link estimateRequestTokens} by default. */
  measure?: (request: ChatRequest) => number
  /**
   * Told when the endpoint refused the summary request as too long, with
   * its estimate; true when a smaller window was learned (and
   * `requestBudget` now says so).
   */
  onRefused?: (error: ModelError, tokens: number) => boolean
  /** The model's current plan, as text, restated after the summary. */
  plan?: string
}

/**
 * Stage 2: one model call for a handoff summary; the new history is the
 * system prompt, the task, the summary and the newest turns (~`keepTokens`).
 * The request itself must fit: the oldest turns are left out of it until
 * it does. If the endpoint still finds it too long, the oldest half of the
 * turns is dropped (or a smaller window learned) and it is tried once more.
 */
export async function summarizeHistory(
  messages: readonly ChatMessage[],
  model: ChatModel,
  options: SummaryOptions
): Promise<ChatMessage[]> {
  const head = messages.slice(0, 2)
  const keepTokens = options.keepTokens ?? 20_000
  const start = tailStart(messages, 2, keepTokens)
  const measure = options.measure ?? estimateRequestTokens
  const build = (history: readonly ChatMessage[]): ChatRequest => ({
    messages: [...history, { role: 'user', content: HANDOFF_PROMPT }],
    // Same shape as a normal turn: some routes reject tool history
    // without tool definitions.
    ...(options.tools?.length ? { tools: options.tools } : {}),
    toolChoice: 'none',
    ...(options.maxTokens ? { maxTokens: options.maxTokens } : {})
  })
  const fit = (history: readonly ChatMessage[]): ChatMessage[] => {
    if (!options.requestBudget) return [...history]
    const room = options.requestBudget() - measure(build(head))
    if (room < 0)
      throw new Error('the system prompt and the task alone fill the window')
    return [...head, ...history.slice(tailStart(history, 2, room))]
  }
  const request = async (history: readonly ChatMessage[]): Promise<string> => {
    const result = await model.chat(build(history), {
      signal: options.signal
    })
    options.onUsage?.(result.usage)
    return result.text
  }
  let summary: string
  const first = fit(messages)
  try {
    summary = await request(first)
  } catch (error) {
    if (!(error instanceof ModelError) || error.kind !== 'context-length')
      throw error
    if (options.onRefused?.(error, measure(build(first)))) {
      summary = await request(fit(first))
    } else {
      // Drop the oldest half of the turns and try once more.
      const middle = Math.floor((2 + first.length) / 2)
      const cut = tailStart(first, middle, Number.MAX_SAFE_INTEGER)
      summary = await request([...head, ...first.slice(cut)])
    }
  }
  return [
    ...head,
    {
      role: 'user',
      content: SUMMARY_PREFIX + summary.trim() + planRestatement(options.plan)
    },
    ...messages.slice(start)
  ]
}

/** Marks where turns were dropped without a summary. */
export const DROPPED_NOTE =
  'Note from the harness: earlier turns were dropped to fit the context window and no summary could be made. Re-read what you need.'

/**
 * The fallback when no summary can be made: the system prompt, the task, a
 * note, and the newest turns within `keepTokens`.
 */
export function dropOldTurns(
  messages: readonly ChatMessage[],
  keepTokens: number,
  plan?: string
): ChatMessage[] {
  return [
    ...messages.slice(0, 2),
    { role: 'user', content: DROPPED_NOTE + planRestatement(plan) },
    ...messages.slice(tailStart(messages, 2, keepTokens))
  ]
}
