/**
 * The streamed chunk of a chat completion as OpenAI-compatible servers really
 * send it. The field names come from the `openai` package's
 * `ChatCompletionChunk` (type-only: nothing of the SDK is bundled), but every
 * field is optional and `unknown`, because servers break the SDK's contract:
 * integer tool-call ids (Poolside), no `index` (several), arguments sent
 * already parsed, usage on the choice (Moonshot), an `{"error": …}` chunk in
 * place of a completion. The stream code checks each value before using it.
 */
import type { ChatCompletionChunk } from 'openai/resources/chat/completions'
import type { CompletionUsage } from 'openai/resources/completions'

/** `T`'s field names, each optional and of unchecked type. */
type Unchecked<T> = { [K in keyof T]?: unknown }

/** One `data:` JSON object of the stream. */
export type WireChunk = Unchecked<ChatCompletionChunk> & {
  /** An in-stream failure: a message string or `{ message, code, … }`. */
  error?: unknown
}

/** An entry of `choices`; only the one with `index` 0 (or the first) counts. */
export type WireChoice = Unchecked<ChatCompletionChunk.Choice> & {
  /** Moonshot and a few others report usage here, not on the chunk. */
  usage?: unknown
  /** A whole (non-streamed) completion has `message` in place of `delta`. */
  message?: unknown
}

/** `choice.delta`: reply text and tool-call fragments. */
export type WireDelta = Unchecked<ChatCompletionChunk.Choice.Delta>

/** One fragment of `delta.tool_calls`; `id` may be a number, `index` absent. */
export type WireToolCallDelta =
  Unchecked<ChatCompletionChunk.Choice.Delta.ToolCall>

/** `fragment.function`; `arguments` may be text or an already-parsed object. */
export type WireFunctionDelta =
  Unchecked<ChatCompletionChunk.Choice.Delta.ToolCall.Function>

/**
 * `usage` as reported; `total_tokens` may be missing. Cached prompt tokens
 * come as `prompt_tokens_details.cached_tokens` (OpenAI, Azure, GitHub
 * Models, OpenRouter, xAI), `prompt_cache_hit_tokens` (DeepSeek) or a bare
 * `cached_tokens`.
 */
export type WireUsage = Unchecked<CompletionUsage> & {
  prompt_cache_hit_tokens?: unknown
  cached_tokens?: unknown
}
