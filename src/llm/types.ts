/**
 * The model client's vocabulary: messages in OpenAI chat-completions shape,
 * tool definitions, the typed events a streamed reply yields, and the
 * assembled result. `llm/` knows nothing of tools beyond their JSON schemas.
 */

/** A tool call the assistant made, as it is kept in the history. */
export interface ToolCall {
  /** Call id; synthesized as `call_<n>` when the provider sent none. */
  id: string
  /** Tool name as the model sent it. */
  name: string
  /** Raw JSON text of the arguments, exactly as assembled from the stream. */
  arguments: string
}

/**
 * An image sent with a user message (docs/contract.md, the `images`
 * input): its bytes as a `data:` URL, and where it came from, which the
 * text beside it names (and which replaces it where the endpoint refuses
 * image parts).
 */
export interface ChatImage {
  /** `data:image/png;base64,…`. */
  dataUrl: string
  /** Where it was found (the https URL in the issue or comment). */
  url: string
  /** Its alt text, one line; may be empty. */
  alt: string
}

/** One message of the conversation, in chat-completions form. */
export type ChatMessage =
  | { role: 'system'; content: string }
  | {
      role: 'user'
      content: string
      /** Images sent after the text as `image_url` parts (image-parts.ts). */
      images?: readonly ChatImage[]
    }
  | {
      role: 'assistant'
      /** Text of the reply; `null` when it only calls tools. */
      content: string | null
      tool_calls?: ToolCall[]
    }
  | {
      role: 'tool'
      tool_call_id: string
      /** Name of the tool; used by the text protocol, stripped for native. */
      name?: string
      content: string
    }

/** A tool as the model sees it: name, description and JSON schema. */
export interface ToolDefinition {
  name: string
  description: string
  /** JSON schema (type `object`) of the arguments. */
  parameters: Record<string, unknown>
}

/** What one model turn asks for. */
export interface ChatRequest {
  messages: ChatMessage[]
  /** Tools offered this turn; empty or absent offers none. */
  tools?: ToolDefinition[]
  /** `none` forbids tool calls this turn (used for the final summary). */
  toolChoice?: 'auto' | 'none'
  /** Cap on completion tokens for this turn. */
  maxTokens?: number
  /** Stop sequences (the text protocol uses `</function`). */
  stop?: string[]
  temperature?: number
}

/** Token counts as the provider reported them. */
export interface TokenUsage {
  promptTokens: number
  completionTokens: number
  totalTokens: number
  /**
   * Of `promptTokens`, those served from the provider's prompt cache, when
   * it says: `usage.prompt_tokens_details.cached_tokens` (OpenAI, Azure,
   * GitHub Models, OpenRouter), `prompt_cache_hit_tokens` (DeepSeek) or
   * `cached_tokens`. Absent when the provider reported none.
   */
  cachedPromptTokens?: number
}

/**
 * Why the model stopped: `stop` (answered), `tool-calls`, `length` (hit its
 * output cap), `content-filter`, or `other` for anything a provider invents.
 */
export type FinishReason =
  'stop' | 'tool-calls' | 'length' | 'content-filter' | 'other'

/**
 * A tool call as parsed from the stream. `input` is set when the arguments
 * were valid JSON; otherwise `error` says what was wrong, and the call must
 * not run: the loop answers it with an error result instead.
 */
export interface ParsedToolCall extends ToolCall {
  input?: unknown
  error?: string
}

/**
 * Events of one streamed request, named noun-then-verb. Consumers must not
 * throw from their handler; the client ignores what they return.
 */
export type StreamEvent =
  /**
   * A piece of the reply's content text as it arrives (never tool-call
   * arguments); not sent in the text protocol, whose text holds the call.
   */
  | { type: 'text-delta'; text: string }
  | { type: 'tool-call-end'; call: ParsedToolCall }
  | { type: 'usage'; usage: TokenUsage }
  | { type: 'finish'; finishReason: FinishReason }
  /**
   * The client holds the request for `delayMs` to stay within the
   * endpoint's requests per minute (`Endpoint.limits.requestsPerMinute`).
   */
  | { type: 'request-paced'; delayMs: number; reason: string }
  /** A request or stream failed and will be tried again after `delayMs`. */
  | {
      type: 'request-retry'
      attempt: number
      delayMs: number
      reason: string
    }
  /**
   * Malformed chunks of this reply were skipped (once per reply, at its
   * end); `first` says what was wrong with the first (docs/loop.md §8.3).
   */
  | { type: 'chunks-skipped'; count: number; first: string }
  /**
   * Native mode: the reply wrote its tool call as text, in `form`, and it
   * was read from there; `count` such replies so far in the client's life.
   */
  | {
      type: 'text-tool-call'
      form: 'function' | 'action' | 'json'
      name: string | null
      count: number
    }
  /** The client switched from native tool calls to the text protocol. */
  | { type: 'tool-mode-change'; mode: 'xml'; reason: string }
  /**
   * The endpoint refused image parts: from now on the client sends each
   * image as its link (`![alt](url)` as text), for the rest of the run.
   */
  | { type: 'images-refused'; reason: string }

/** The assembled reply of one request. */
export interface ChatResult {
  /** The assistant message to append to the history. */
  message: Extract<ChatMessage, { role: 'assistant' }>
  /** Text of the reply (also in `message.content`). */
  text: string
  /** Tool calls in the order the model made them, parsed or with an error. */
  toolCalls: ParsedToolCall[]
  finishReason: FinishReason
  /** Usage of this request; zeros when the provider sent none. */
  usage: TokenUsage
  /** Requests made for this result, retries included. */
  attempts: number
  /** Malformed stream chunks skipped in the reply; absent when none. */
  skippedChunks?: number
  /**
   * Set when the reply looked like a text tool call (text mode, or text
   * read in native mode) but could not be parsed; the loop counts these
   * (three in a row end a run).
   */
  formatError?: string
  /**
   * Native mode: the reply had no native call but wrote one as text, in
   * this form, and `toolCalls` (or `formatError`) is what was read from it
   * (docs/loop.md §8.4).
   */
  textToolCall?: 'function' | 'action' | 'json'
}

/** Options of one `chat` call. */
export interface ChatOptions {
  signal?: AbortSignal
  /** Receives every event; must not throw. */
  onEvent?: (event: StreamEvent) => void
  /**
   * Milliseconds left of the run; overrides the client's own `deadline`. A
   * rate-limit or pacing wait that would not end before it is not waited
   * for (docs/loop.md §8.2).
   */
  deadline?: () => number
}

/** The model as the loop sees it. Implemented by `createChatClient`. */
export interface ChatModel {
  /** Model id sent as `model`. */
  readonly model: string
  /** Streams one reply, retrying per policy; throws a ModelError on failure. */
  chat(request: ChatRequest, options?: ChatOptions): Promise<ChatResult>
}

export const ZERO_USAGE: TokenUsage = Object.freeze({
  promptTokens: 0,
  completionTokens: 0,
  totalTokens: 0
})
