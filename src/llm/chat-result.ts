import type { StreamOutcome } from './wire/index.js'
import {
  readNativeTextCall,
  readTextModeCall,
  type TextCallForm
} from './text-protocol/index.js'
import {
  type ChatResult,
  type ParsedToolCall,
  type ToolDefinition,
  ZERO_USAGE
} from './types.js'

/** What shaping a result needs besides the stream's outcome. */
interface ResultContext {
  /** Tools offered with the request; none means no call is looked for. */
  tools: ToolDefinition[]
  /** `xml` reads the call from the reply text (the text protocol). */
  mode: 'native' | 'xml'
  /** Requests made for this result, retries included. */
  attempts: number
  /** Next number for a synthesized call id, unique within one client. */
  nextCallNumber: () => number
  /**
   * Native mode: whether a call written as text is looked for; not when
   * the request forbade calls (`tool_choice: none`, the summaries).
   */
  readTextCalls?: boolean
}

/**
 * Turns one stream's outcome into a ChatResult: tool calls read back from the
 * text in `xml` mode (or in native mode from a reply that wrote its call as
 * text, in any form of text-tool-read.ts), the assistant
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
  let textToolCall: TextCallForm | undefined
  if (mode === 'xml' && tools.length > 0) {
    const parsed = readTextModeCall(
      text,
      tools,
      `call_${context.nextCallNumber()}`
    )
    text = parsed.text
    toolCalls = parsed.call ? [parsed.call] : []
    formatError = parsed.error
  } else if (
    toolCalls.length === 0 &&
    tools.length > 0 &&
    context.readTextCalls !== false
  ) {
    // Native mode, no native call: a call written as text is run (one, as
    // in text mode) rather than taken for the answer (§8.4).
    const parsed = readNativeTextCall(
      text,
      tools,
      `call_text_${context.nextCallNumber()}`
    )
    if (parsed) {
      textToolCall = parsed.form
      text = parsed.text
      toolCalls = parsed.call ? [parsed.call] : []
      formatError = parsed.error
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
    ...(formatError ? { formatError } : {}),
    ...(textToolCall ? { textToolCall } : {})
  }
}
