import { encode } from 'gpt-tokenizer/encoding/o200k_base'

/**
 * How the GitHub Models double counts a chat-completions request, with the
 * o200k_base tokenizer of gpt-4o and gpt-4.1 (gpt-tokenizer):
 *
 * - the `tools` array, as the JSON it was sent as (`JSON.stringify` of the
 *   parsed body's `tools`), once, before the messages;
 * - every message: its content (text parts of an array content; any other
 *   part as its JSON), and for each tool call its name and its arguments;
 * - {@link MESSAGE_OVERHEAD} tokens per message for the chat markup around
 *   it (start, role, separator, end), as OpenAI's cookbook counts;
 * - {@link REPLY_PRIMING} tokens per request for the assistant header the
 *   reply starts with.
 *
 * Close to what the service counts, not equal to it (its exact markup is
 * not published); what matters for the tests is that it is a real
 * tokenizer, so a client estimating bytes/4 can be wrong against it, as it
 * can be against the service.
 */
export const MESSAGE_OVERHEAD = 4
export const REPLY_PRIMING = 3

// Stand-ins for the markup tokens: never produced by encode().
const START = -1
const SEPARATOR = -2
const END = -3

/** Contents repeat from request to request; each is encoded once. */
const cache = new Map<string, number[]>()

function tokens(text: string): number[] {
  let found = cache.get(text)
  if (found === undefined) {
    found = encode(text)
    if (cache.size > 5000) cache.clear()
    cache.set(text, found)
  }
  return found
}

function contentText(content: unknown): string[] {
  if (typeof content === 'string') return [content]
  if (!Array.isArray(content)) return []
  return content.map((part) =>
    typeof part === 'object' &&
    part !== null &&
    (part as { type?: unknown }).type === 'text'
      ? String((part as { text?: unknown }).text ?? '')
      : JSON.stringify(part)
  )
}

/**
 * The request as one token sequence, in the order the model reads it (tools,
 * then the messages), without the reply priming: the unit of both the size
 * and the cacheable prefix.
 */
export function requestTokens(body: Record<string, unknown>): number[] {
  const out: number[] = []
  const push = (list: readonly number[]) => {
    for (const token of list) out.push(token)
  }
  if (Array.isArray(body.tools) && body.tools.length > 0)
    push(tokens(JSON.stringify(body.tools)))
  const messages = Array.isArray(body.messages) ? body.messages : []
  for (const raw of messages as Record<string, unknown>[]) {
    out.push(START)
    push(tokens(String(raw.role ?? '')))
    out.push(SEPARATOR)
    for (const text of contentText(raw.content)) push(tokens(text))
    const calls = Array.isArray(raw.tool_calls) ? raw.tool_calls : []
    for (const call of calls as { function?: Record<string, unknown> }[]) {
      push(tokens(String(call.function?.name ?? '')))
      push(tokens(String(call.function?.arguments ?? '')))
    }
    out.push(END)
  }
  return out
}

/** The input tokens of a request: its sequence plus the reply priming. */
export function countRequestTokens(sequence: readonly number[]): number {
  return sequence.length + REPLY_PRIMING
}

/** Tokens of a reply: its text, and each tool call's name and arguments. */
export function countReplyTokens(
  text: string,
  calls: readonly { name: string; arguments: string }[]
): number {
  let count = text ? tokens(text).length : 0
  for (const call of calls)
    count += tokens(call.name).length + tokens(call.arguments).length + 3
  return count
}

/** Length of the longest common prefix of two token sequences. */
export function commonPrefix(
  a: readonly number[],
  b: readonly number[]
): number {
  const end = Math.min(a.length, b.length)
  let index = 0
  while (index < end && a[index] === b[index]) index += 1
  return index
}

/** Tokens of a plain text, o200k_base (for measuring task repositories). */
export function countTextTokens(text: string): number {
  return encode(text).length
}
