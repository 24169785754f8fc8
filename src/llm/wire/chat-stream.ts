/**
 * Turns the `data` strings of a chat-completions stream into text, tool calls,
 * usage and a finish reason, emitting typed events as it goes. A stream that
 * ends without `[DONE]` and without a `finish_reason` is a failure: its tool
 * calls are never returned (docs/loop.md §8.3).
 */
import { errorMessage } from '../../shared/index.js'
import { ToolCallAssembler } from './tool-call-assembler.js'
import type {
  FinishReason,
  ParsedToolCall,
  StreamEvent,
  TokenUsage
} from '../types.js'
import type { WireChoice, WireChunk, WireDelta } from './wire-chunk.js'
import { contentText, isRecord, toUsage } from './wire-values.js'

/** What one stream produced. */
export interface StreamOutcome {
  text: string
  /** Calls in first-seen order, each parsed or carrying an `error`. */
  toolCalls: ParsedToolCall[]
  /** `tool-calls` whenever calls exist, unless the reply hit `length`. */
  finishReason: FinishReason
  /** Last usage the provider reported, or `null` when it sent none. */
  usage: TokenUsage | null
  /** The stream ended with `data: [DONE]`. */
  sawDone: boolean
  /**
   * Malformed chunks skipped (not JSON, not an object, `choices` not a
   * list); absent when there were none.
   */
  skippedChunks?: number
}

/**
 * More malformed chunks than this in one reply fail it: past that, the
 * stream is garbage, not a glitch (docs/loop.md §8.3).
 */
export const MAX_SKIPPED_CHUNKS = 50

/** The stream ended with neither `[DONE]` nor a `finish_reason`: retry it. */
export class IncompleteStreamError extends Error {
  override readonly name = 'IncompleteStreamError'
}

/**
 * The stream carried an `{"error": …}` object, or malformed chunks that
 * could not be skipped (one carrying tool-call fragments, more than
 * {@link MAX_SKIPPED_CHUNKS}, or every chunk of the stream).
 * `payload` is the parsed chunk (or the raw text when it did not parse).
 */
export class StreamPayloadError extends Error {
  override readonly name = 'StreamPayloadError'

  constructor(
    message: string,
    readonly payload: unknown
  ) {
    super(message)
  }
}

/** Maps a provider's `finish_reason` to ours. */
export function mapFinishReason(raw: string): FinishReason {
  switch (raw) {
    case 'stop':
      return 'stop'
    case 'tool_calls':
    case 'function_call':
      return 'tool-calls'
    case 'length':
      return 'length'
    case 'content_filter':
      return 'content-filter'
    default:
      return 'other'
  }
}

/**
 * Reads the stream to its end (or `[DONE]`). Emits `text-delta` as text
 * arrives, then `chunks-skipped` (if any), one `tool-call-end` per call,
 * `usage` (if any) and `finish`. A throwing `onEvent` is ignored. A
 * malformed chunk is skipped and counted, unless it names `tool_calls` (a
 * lost fragment could change what runs), it is one too many, or no chunk
 * was well formed. Throws {@link StreamPayloadError} for an in-stream error
 * or a malformed chunk not skipped and {@link IncompleteStreamError} for a
 * stream cut short.
 */
export async function consumeChatStream(
  data: AsyncIterable<string>,
  onEvent?: (event: StreamEvent) => void
): Promise<StreamOutcome> {
  const emit = (event: StreamEvent): void => {
    if (!onEvent) return
    try {
      onEvent(event)
    } catch {
      // Handlers must not throw; one that does must not break the stream.
    }
  }
  const read = nothingRead()
  for await (const item of data) {
    const trimmed = item.trim()
    if (trimmed === '') continue
    if (trimmed === '[DONE]') {
      read.sawDone = true
      break
    }
    readItem(read, item, emit)
  }
  return endOfStream(read, emit)
}

/** What the stream's chunks add up to so far. */
interface StreamRead {
  assembler: ToolCallAssembler
  textParts: string[]
  /** The provider's last `finish_reason`. */
  rawFinish: string | null
  usage: TokenUsage | null
  sawDone: boolean
  /** Well-formed chunks. */
  goodChunks: number
  /** The first malformed chunk skipped, and how many were. */
  firstSkipped: StreamPayloadError | null
  skipped: number
}

function nothingRead(): StreamRead {
  return {
    assembler: new ToolCallAssembler(),
    textParts: [],
    rawFinish: null,
    usage: null,
    sawDone: false,
    goodChunks: 0,
    firstSkipped: null,
    skipped: 0
  }
}

/**
 * One `data` item: a malformed one is skipped and counted unless it may
 * carry a call or is one too many; an `{"error": …}` chunk throws.
 */
function readItem(
  read: StreamRead,
  item: string,
  emit: (event: StreamEvent) => void
): void {
  const chunk = parseChunk(item)
  if (chunk instanceof StreamPayloadError) {
    read.skipped += 1
    read.firstSkipped ??= chunk
    if (read.skipped > MAX_SKIPPED_CHUNKS || item.includes('"tool_calls"')) {
      throw chunk
    }
    return
  }
  read.goodChunks += 1
  if (chunk.error !== undefined && chunk.error !== null) {
    throw new StreamPayloadError(payloadErrorMessage(chunk.error), chunk)
  }
  const choice = pickChoice(chunk.choices)
  if (choice) readChoice(read, choice, emit)
  if (isRecord(chunk.usage)) read.usage = toUsage(chunk.usage)
}

/** A chunk's choice: its text, call fragments, finish reason and usage. */
function readChoice(
  read: StreamRead,
  choice: WireChoice,
  emit: (event: StreamEvent) => void
): void {
  // A server that sent one whole completion has `message` (reply-body.ts).
  const delta: WireDelta | undefined = isRecord(choice.delta)
    ? choice.delta
    : isRecord(choice.message)
      ? choice.message
      : undefined
  // reasoning_content / reasoning, and thinking parts of a content array,
  // are not part of the reply text.
  const text = contentText(delta?.content)
  if (text !== '') {
    read.textParts.push(text)
    emit({ type: 'text-delta', text })
  }
  if (delta?.tool_calls !== undefined && delta.tool_calls !== null) {
    read.assembler.push(delta.tool_calls)
  }
  if (typeof choice.finish_reason === 'string' && choice.finish_reason) {
    read.rawFinish = choice.finish_reason
  }
  // Moonshot and a few others put usage on the choice.
  if (isRecord(choice.usage)) read.usage = toUsage(choice.usage)
}

/**
 * The outcome of a stream read to its end: a stream of malformed chunks
 * only, or one cut short, throws; else the events that close the reply.
 */
function endOfStream(
  read: StreamRead,
  emit: (event: StreamEvent) => void
): StreamOutcome {
  const { firstSkipped, skipped, rawFinish, usage, assembler } = read
  if (firstSkipped && read.goodChunks === 0) throw firstSkipped
  if (!read.sawDone && rawFinish === null) {
    throw new IncompleteStreamError(
      'model stream ended before the reply was complete ' +
        '(no finish_reason and no [DONE])'
    )
  }

  const mapped = rawFinish === null ? 'stop' : mapFinishReason(rawFinish)
  const toolCalls =
    assembler.size > 0
      ? assembler.finish({ truncated: mapped === 'length' })
      : []
  const finishReason: FinishReason =
    toolCalls.length > 0 && mapped !== 'length' ? 'tool-calls' : mapped

  if (firstSkipped) {
    emit({
      type: 'chunks-skipped',
      count: skipped,
      first: firstSkipped.message
    })
  }
  for (const call of toolCalls) emit({ type: 'tool-call-end', call })
  if (usage) emit({ type: 'usage', usage })
  emit({ type: 'finish', finishReason })

  return {
    text: read.textParts.join(''),
    toolCalls,
    finishReason,
    usage,
    sawDone: read.sawDone,
    ...(skipped > 0 ? { skippedChunks: skipped } : {})
  }
}

/** The chunk, or why it is malformed (returned, not thrown: it may be skipped). */
function parseChunk(item: string): WireChunk | StreamPayloadError {
  let chunk: unknown
  try {
    chunk = JSON.parse(item)
  } catch (error) {
    return new StreamPayloadError(
      `malformed stream chunk: ${errorMessage(error)}`,
      item
    )
  }
  if (!isRecord(chunk)) {
    return new StreamPayloadError(
      'malformed stream chunk: not a JSON object',
      chunk
    )
  }
  if (chunk.choices !== undefined && !Array.isArray(chunk.choices)) {
    return new StreamPayloadError(
      'malformed stream chunk: "choices" is not a list',
      chunk
    )
  }
  return chunk
}

function pickChoice(choices: unknown): WireChoice | undefined {
  if (!Array.isArray(choices) || choices.length === 0) return undefined
  const first = choices.find((c) => isRecord(c) && c.index === 0) ?? choices[0]
  return isRecord(first) ? first : undefined
}

function payloadErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (isRecord(error) && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return `model stream error: ${JSON.stringify(error)}`
}
