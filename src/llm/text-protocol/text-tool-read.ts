/**
 * A tool call written as text, in any of the forms models use (docs/loop.md
 * §8.3, §8.4): a `<function=NAME>` block, an `Action: NAME(ARGS)` line, or
 * a bare JSON call. In text mode the reply is read for one; in native mode
 * a reply without native calls is, so that a model which writes its calls
 * as text does not end the run with its first call taken for the answer.
 */
import { parseJsonToolCall } from './json-tool-call.js'
import { findActionCall, parseActionCall } from './text-tool-action.js'
import { parseTextToolCall } from './text-tool-parse.js'
import type { ChatResult, ParsedToolCall, ToolDefinition } from '../types.js'

/** Which form a call written as text took. */
export type TextCallForm = NonNullable<ChatResult['textToolCall']>

/** A reply read for a call: the text before it, the call or the problem. */
interface TextCallRead {
  form: TextCallForm
  /** The reply without the call. */
  text: string
  call?: ParsedToolCall
  /** The reply was shaped like a call but could not be read. */
  error?: string
}

/** `<function=NAME` at the start of a line, NAME a tool that exists. */
const FUNCTION_LINE = /^[ \t]*<function\s*=\s*["'`]?([\w.-]+)/gm

function functionLineOfKnownTool(
  reply: string,
  tools: readonly ToolDefinition[]
): boolean {
  FUNCTION_LINE.lastIndex = 0
  for (let m = FUNCTION_LINE.exec(reply); m; m = FUNCTION_LINE.exec(reply)) {
    const name = m[1]
    if (tools.some((tool) => tool.name === name)) return true
  }
  return false
}

/**
 * Text mode: the reply's one call, in any form; no `call` and no `error`
 * means the reply is the final answer. A `<function=…>` block (or broken
 * markup of one) comes first, then an `Action:` line, then a reply that is
 * only a JSON call.
 */
export function readTextModeCall(
  reply: string,
  tools: ToolDefinition[],
  callId: string
): Omit<TextCallRead, 'form'> {
  const json = parseJsonToolCall(reply, tools, callId)
  if (json) return { text: '', call: json }
  const parsed = parseTextToolCall(reply, tools, callId)
  if (parsed.call || parsed.error) return parsed
  return parseActionCall(reply, tools, callId) ?? { text: parsed.text }
}

/**
 * Whether a native-mode reply's text is a tool call: only a whole-reply
 * JSON call, a `<function=NAME>` at a line start or a closed `Action:
 * NAME(…)` line, NAME a tool that exists, so that prose about tool calls
 * stays an answer.
 */
export function looksLikeTextToolCall(
  reply: string,
  tools: readonly ToolDefinition[]
): boolean {
  return (
    parseJsonToolCall(reply, tools, '') !== null ||
    functionLineOfKnownTool(reply, tools) ||
    findActionCall(reply, tools)?.closed === true
  )
}

/** Native mode: the reply's text read as a call, or null when it is not one. */
export function readNativeTextCall(
  reply: string,
  tools: ToolDefinition[],
  callId: string
): TextCallRead | null {
  const json = parseJsonToolCall(reply, tools, callId)
  if (json) return { form: 'json', text: '', call: json }
  if (functionLineOfKnownTool(reply, tools)) {
    return { form: 'function', ...parseTextToolCall(reply, tools, callId) }
  }
  if (findActionCall(reply, tools)?.closed) {
    const parsed = parseActionCall(reply, tools, callId)
    if (parsed) return { form: 'action', ...parsed }
  }
  return null
}
