/**
 * One request of a chat call (docs/loop.md §8.1, §8.3): the body as the
 * endpoint was found to take it, the POST with its header timeout, and the
 * reply read to the end; it ends in the reply or in a Failure for
 * chat-retry.ts to judge. An abort of the call is thrown, not a failure.
 */
import {
  abortError,
  capReply,
  describeNetworkError,
  ModelError,
  type RetryPolicy,
  streamError,
  timeoutCause
} from './failures/index.js'
import {
  consumeChatStream,
  errorBodyRefusal,
  readSseData,
  type ReplyForm,
  sseOrJson,
  type StreamOutcome
} from './wire/index.js'
import type { Failure, Learned } from './chat-retry.js'
import {
  buildBody,
  type Endpoint,
  type Pacer,
  type SentRequest
} from './request/index.js'
import type { ChatRequest, StreamEvent } from './types.js'

/** One client: its settings, and what it learned of its endpoint. */
export interface Client {
  endpoint: Endpoint
  fetch: typeof fetch
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
  now: () => number
  policy: RetryPolicy
  idleTimeoutMs: number
  maxStreamRetries: number
  maxReplyBytes: number
  deadline: (() => number) | undefined
  /** `tool-mode: auto`: may switch to the text protocol. */
  mayFallBack: boolean
  /** Paces the requests (`requestsPerMinute`); null when unlimited. */
  pacer: Pacer | null
  headers: Record<string, string>
  /** Kept for the client's life, changed as the endpoint answers. */
  learned: Learned
  /** Ids synthesized for tool calls read from text, so far. */
  callCount: number
}

/** One chat call: its request, signal, deadline and events. */
export interface Call {
  request: ChatRequest
  signal: AbortSignal | undefined
  /** Milliseconds left of the run: the request's own, else the client's. */
  deadline: (() => number) | undefined
  /** Calls `onEvent`; a handler that throws is ignored. */
  emit: (event: StreamEvent) => void
  toolsOffered: boolean
}

/** What one request ended in: a reply, or a failure. */
type Answer = { reply: StreamOutcome; sent: SentRequest } | { failure: Failure }

/** One request, and its reply read to the end. */
export async function send(client: Client, call: Call): Promise<Answer> {
  const { body, sent } = requestBody(client, call.request)
  const attempt = new AbortController()
  const onAbort = (): void => attempt.abort(call.signal?.reason)
  call.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const posted = await post(client, call, body, attempt)
    if ('failure' in posted) return posted
    const { response } = posted
    if (!response.ok) {
      const bodyText = await response.text().catch(() => '')
      const { status, headers } = response
      return { failure: { kind: 'refused', status, bodyText, headers, sent } }
    }
    return await readReply(client, call, response, attempt.signal, sent)
  } finally {
    call.signal?.removeEventListener('abort', onAbort)
  }
}

/** The body of the next request, as the endpoint was found to take it. */
function requestBody(
  client: Client,
  request: ChatRequest
): { body: ReturnType<typeof buildBody>; sent: SentRequest } {
  const { endpoint, learned } = client
  const body = buildBody(
    endpoint.model,
    request,
    learned.mode,
    learned.shape.dropped,
    null,
    learned.images.form
  )
  // Image data is not text: left out of the bytes the shape learns from.
  const bytes =
    JSON.stringify(body).length - learned.images.dataChars(request.messages)
  const tokens = learned.shape.tokenCap(request.maxTokens, bytes)
  if (tokens) body[tokens.name] = tokens.value
  return { body, sent: { bytes, tokens } }
}

/** POSTs the body; no response headers within the idle timeout fails it. */
async function post(
  client: Client,
  call: Call,
  body: ReturnType<typeof buildBody>,
  attempt: AbortController
): Promise<{ response: Response } | { failure: Failure }> {
  const { endpoint, idleTimeoutMs, fetch: fetchImpl } = client
  const headerTimer = setTimeout(
    () =>
      attempt.abort(
        new ModelError(
          `no response from ${endpoint.baseUrl} within ${Math.round(idleTimeoutMs / 1000)} s`,
          'timeout',
          { retryable: true }
        )
      ),
    idleTimeoutMs
  )
  try {
    const response = await fetchImpl(endpoint.chatUrl, {
      method: 'POST',
      headers: client.headers,
      body: JSON.stringify(body),
      signal: attempt.signal
    })
    return { response }
  } catch (cause) {
    if (call.signal?.aborted) throw abortError(call.signal.reason)
    const timeout = timeoutCause(attempt.signal)
    const error = timeout ?? describeNetworkError(cause, endpoint)
    return { failure: { kind: 'network', cause: timeout ?? cause, error } }
  } finally {
    clearTimeout(headerTimer)
  }
}

/** Reads the reply as it streams, or as one JSON body (§8.3). */
async function readReply(
  client: Client,
  call: Call,
  response: Response,
  signal: AbortSignal,
  sent: SentRequest
): Promise<Answer> {
  const { idleTimeoutMs, maxReplyBytes } = client
  let form = 'sse' as ReplyForm
  try {
    if (!response.body) throw new Error('response had no body')
    const bytes = response.body.pipeThrough(
      sseOrJson(maxReplyBytes, (found) => (form = found))
    )
    const reply = await consumeChatStream(
      capReply(readSseData(bytes, { idleTimeoutMs, signal }), maxReplyBytes),
      // A text-protocol reply carries its call in the text: that text
      // is not shown as it streams (docs/loop.md §8.3).
      client.learned.mode === 'xml' && call.toolsOffered
        ? withoutTextDeltas(call.emit)
        : call.emit
    )
    return { reply, sent }
  } catch (cause) {
    if (call.signal?.aborted) throw abortError(call.signal.reason)
    // One JSON body that is an error, with status 200: read as the
    // HTTP refusal it means (§8.3), not as a broken stream.
    const refusal = form === 'json' ? errorBodyRefusal(cause) : null
    if (refusal) {
      const { status, bodyText } = refusal
      const { headers } = response
      return { failure: { kind: 'refused', status, bodyText, headers, sent } }
    }
    const error = streamError(client.endpoint, cause, form)
    return { failure: { kind: 'stream', error } }
  }
}

/** Every event but the text deltas. */
function withoutTextDeltas(
  emit: (event: StreamEvent) => void
): (event: StreamEvent) => void {
  return (event) => {
    if (event.type !== 'text-delta') emit(event)
  }
}
