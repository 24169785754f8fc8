import type { StreamOutcome } from './chat-stream.js'
import { parseJsonToolCall } from './json-tool-call.js'
import { parseTextToolCall } from './text-tool-calls.js'
import type { ChatResult, ParsedToolCall, ToolDefinition } from './types.js'
import { ZERO_USAGE } from './types.js'

/** What shaping a result needs besides the stream's outcome. */
export interface ResultContext {
  /** Tools offered with the request; none means no call is looked for. */
  tools: ToolDefinition[]
  /** `xml` reads the call from the reply text (the text protocol). */
  mode: 'native' | 'xml'
  /** Requests made for this result, retries included. */
  attempts: number
  /** Next number for a synthesized call id, unique within one client. */
  nextCallNumber: () => number
}

/**
 * Turns one stream's outcome into a ChatResult: tool calls read back from the
 * text in `xml` mode (or from a bare JSON call in the text), the assistant
 * message for the history, the finish reason and usage.
 */
export function toChatResult(
  outcome: StreamOutcome,
  context: ResultContext
): ChatResult {
  const { tools, mode, attempts } = context
  let text = outcome.text
  let toolCalls: ParsedToolCall[] = outcome.toolCalls
  let formatError: string | undefined
  if (mode === 'xml' && tools.length > 0) {
    const parsed = parseTextToolCall(
      text,
      tools,
      `call_${context.nextCallNumber()}`
    )
    text = parsed.text
    toolCalls = parsed.call ? [parsed.call] : []
    formatError = parsed.error
  } else if (toolCalls.length === 0 && tools.length > 0) {
    const call = parseJsonToolCall(
      text,
      tools,
      `call_text_${context.nextCallNumber()}`
    )
    if (call) {
      toolCalls = [call]
      text = ''
    }
  }
  const message: ChatResult['message'] = {
    role: 'assistant',
    content: text === '' ? null : text
  }
  if (toolCalls.length > 0) {
    // A call whose arguments did not parse is kept with `{}` so the next
    // request stays valid for servers that parse history arguments.
    message.tool_calls = toolCalls.map((call) => ({
      id: call.id,
      name: call.name,
      arguments: call.error ? '{}' : call.arguments
    }))
  }
  return {
    message,
    text,
    toolCalls,
    finishReason:
      toolCalls.length > 0 && outcome.finishReason !== 'length'
        ? 'tool-calls'
        : outcome.finishReason,
    usage: outcome.usage ?? ZERO_USAGE,
    attempts,
    ...(outcome.skippedChunks ? { skippedChunks: outcome.skippedChunks } : {}),
    ...(formatError ? { formatError } : {})
  }
}
