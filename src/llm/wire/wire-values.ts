/**
 * Values of a chunk read the way each provider really sends them: the reply
 * text (a string, or an array of content parts) and the token usage
 * (reasoning tokens inside or outside `completion_tokens`). docs/loop.md
 * §8.3 "Provider shapes".
 */
import type { TokenUsage } from '../types.js'
import type { WireUsage } from './wire-chunk.js'

/**
 * The answer text of `delta.content` / `message.content`: a string as it
 * is, or the `text` parts of an array of parts joined (Mistral's reasoning
 * models send `[{"type":"thinking",…},{"type":"text","text":"…"}]`).
 * Thinking parts, and any part that is not text, are not the answer.
 */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  const parts: string[] = []
  for (const part of content) {
    if (typeof part === 'string') parts.push(part)
    else if (
      isRecord(part) &&
      part.type === 'text' &&
      typeof part.text === 'string'
    ) {
      parts.push(part.text)
    }
  }
  return parts.join('')
}

/**
 * Usage as we count it. Reasoning tokens
 * (`completion_tokens_details.reasoning_tokens`) are output: OpenAI and
 * DeepSeek include them in `completion_tokens`, xAI does not and adds them
 * to `total_tokens` only. The total tells which: when it holds the
 * reasoning tokens on top of prompt + completion, they are added to
 * `completionTokens` (once).
 */
export function toUsage(raw: WireUsage): TokenUsage {
  const promptTokens = count(raw.prompt_tokens)
  let completionTokens = count(raw.completion_tokens)
  const total = count(raw.total_tokens)
  const reasoning = reasoningTokens(raw)
  if (reasoning > 0 && total >= promptTokens + completionTokens + reasoning) {
    completionTokens += reasoning
  }
  const usage: TokenUsage = {
    promptTokens,
    completionTokens,
    totalTokens: total > 0 ? total : promptTokens + completionTokens
  }
  const cached = cachedTokens(raw)
  if (cached !== undefined) usage.cachedPromptTokens = cached
  return usage
}

function reasoningTokens(raw: WireUsage): number {
  const details = raw.completion_tokens_details
  return isRecord(details) ? count(details.reasoning_tokens) : 0
}

/** Cached prompt tokens in any of the shapes of wire-chunk.ts `WireUsage`. */
function cachedTokens(raw: WireUsage): number | undefined {
  const details = raw.prompt_tokens_details
  const candidates = [
    isRecord(details) ? details.cached_tokens : undefined,
    raw.prompt_cache_hit_tokens,
    raw.cached_tokens
  ]
  const found = candidates.find(
    (value) => typeof value === 'number' && Number.isFinite(value)
  )
  return found === undefined ? undefined : count(found)
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : 0
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
