import type { ParsedToolCall, ToolDefinition } from '../types.js'

/**
 * Some models served without a tool-call parser (Qwen and Llama on Ollama,
 * vLLM without `--enable-auto-tool-choice`) write their tool call as JSON
 * text instead of a `tool_calls` delta: a bare object, a ```json fence, or a
 * `<tool_call>` block. Taking that text as the final answer would end the
 * run having done nothing, so a reply that is nothing but such a call to a
 * known tool is read as that call.
 */
export function parseJsonToolCall(
  text: string,
  tools: readonly ToolDefinition[],
  callId: string
): ParsedToolCall | null {
  const body = unwrap(text.trim())
  if (!body.startsWith('{') || !body.endsWith('}')) return null
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const inner =
    record.function && typeof record.function === 'object'
      ? (record.function as Record<string, unknown>)
      : record
  const name = inner.name
  if (typeof name !== 'string' || !tools.some((tool) => tool.name === name)) {
    return null
  }
  let input = inner.arguments ?? inner.parameters ?? {}
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input)
    } catch {
      return null
    }
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null
  return { id: callId, name, arguments: JSON.stringify(input), input }
}

/** The JSON inside a ```json fence or a <tool_call> block, else the text. */
function unwrap(text: string): string {
  const fence = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text)
  if (fence) return fence[1].trim()
  const tag = /^<tool_call>\s*([\s\S]*?)\s*<\/tool_call>$/i.exec(text)
  if (tag) return tag[1].trim()
  return text
}
