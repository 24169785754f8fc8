import {
  abortError,
  throwIfAborted,
  DEADLINE_RESERVE_MS,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  sleep as defaultSleep
} from './failures/index.js'
import { type Call, type Client, send } from './chat-attempt.js'
import { toChatResult } from './chat-result.js'
import {
  firstAttempt,
  type Next,
  nextAttempt,
  type RequestChange,
  type RetryInputs
} from './chat-retry.js'
import {
  createPacer,
  type Endpoint,
  ImageForm,
  requestHeaders,
  RequestShape,
  type SentRequest
} from './request/index.js'
import type { StreamOutcome } from './wire/index.js'
import type {
  ChatModel,
  ChatOptions,
  ChatRequest,
  ChatResult,
  StreamEvent
} from './types.js'

/** How tool calls travel: native `tools`, or the text protocol of docs/loop.md §8.4. */
export type ToolMode = 'auto' | 'native' | 'xml'

/** Collaborators and limits of the chat client; all but `endpoint` optional. */
interface ChatClientOptions {
  endpoint: Endpoint
  /** `auto` starts native and switches to `xml` when tools are rejected. */
  toolMode?: ToolMode
  fetch?: typeof fetch
  /** Waits between retries; must reject when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Jitter source in [0, 1). */
  random?: () => number
  now?: () => number
  retryPolicy?: RetryPolicy
  /** A stream (or a request awaiting headers) silent this long fails. 300 s. */
  idleTimeoutMs?: number
  /** Broken streams retried from scratch, at most. 3. */
  maxStreamRetries?: number
  /**
   * Hard cap on one reply's streamed data (docs/security.md item 16: model output
   * is bounded whatever the provider honours). 4 MiB.
   */
  maxReplyBytes?: number
  /**
   * Milliseconds left of the run, read when a wait is considered; a
   * request's own `deadline` overrides it. Without one, server waits are
   * obeyed up to the policy's 60 s.
   */
  deadline?: () => number
  /** Image parts refused: sent as links from then on (true), or fail. */
  imageFallback?: boolean
}

/** A ChatModel with its run-level state exposed for reports. */
interface ChatClient extends ChatModel {
  readonly endpoint: Endpoint
  /** The mode in use now; `auto` clients report `native` until they switch. */
  readonly toolMode: 'native' | 'xml'
}

/**
 * Streams chat completions from an OpenAI-compatible endpoint, within what
 * `endpoint.limits` allows: the completion cap on every request, at most
 * `requestsPerMinute` requests in any 60 s, and waits for a rate limit only
 * as long as the run has time (docs/loop.md §8.1, §8.2).
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const client = openClient(options)
  return {
    get model() {
      return client.endpoint.model
    },
    endpoint: client.endpoint,
    get toolMode() {
      return client.learned.mode
    },
    chat: (request, chatOptions) => chat(client, request, chatOptions)
  }
}

function openClient(options: ChatClientOptions): Client {
  const endpoint = options.endpoint
  const now = options.now ?? Date.now
  const perMinute = endpoint.limits.requestsPerMinute
  return {
    endpoint,
    fetch: options.fetch ?? globalThis.fetch,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    now,
    policy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
    idleTimeoutMs: options.idleTimeoutMs ?? 300_000,
    maxStreamRetries: options.maxStreamRetries ?? 3,
    maxReplyBytes: options.maxReplyBytes ?? 4 * 1024 * 1024,
    deadline: options.deadline,
    mayFallBack: (options.toolMode ?? 'auto') === 'auto',
    pacer: perMinute ? createPacer(perMinute, now) : null,
    headers: requestHeaders(endpoint),
    learned: {
      mode: options.toolMode === 'xml' ? 'xml' : 'native',
      shape: new RequestShape(endpoint.limits),
      images: new ImageForm(options.imageFallback !== false),
      textCallReplies: 0
    },
    callCount: 0
  }
}

/**
 * One chat call: requests until one is answered, each failure moving the
 * retry state on (chat-retry.ts `nextAttempt`): asked again changed, after a
 * wait, or thrown.
 */
async function chat(
  client: Client,
  request: ChatRequest,
  chatOptions: ChatOptions = {}
): Promise<ChatResult> {
  const call = openCall(client, request, chatOptions)
  let state = firstAttempt(client.learned)
  for (;;) {
    throwIfAborted(call.signal)
    await pace(client, call)
    throwIfAborted(call.signal)
    const answer = await send(client, call)
    if ('reply' in answer) return finish(client, call, answer, state.attempt)
    const next = nextAttempt(state, answer.failure, retryInputs(client, call))
    await follow(client, call, state.attempt, next)
    state = next.state
  }
}

function openCall(
  client: Client,
  request: ChatRequest,
  chatOptions: ChatOptions
): Call {
  const { onEvent } = chatOptions
  return {
    request,
    signal: chatOptions.signal,
    deadline: chatOptions.deadline ?? client.deadline,
    emit: (event) => {
      try {
        onEvent?.(event)
      } catch {
        // handlers must not throw; a throwing one must not break the stream
      }
    },
    toolsOffered: (request.tools?.length ?? 0) > 0
  }
}

function retryInputs(client: Client, call: Call): RetryInputs {
  return {
    endpoint: client.endpoint,
    policy: client.policy,
    maxStreamRetries: client.maxStreamRetries,
    random: client.random,
    now: client.now,
    deadline: call.deadline,
    messages: call.request.messages,
    toolsOffered: call.toolsOffered,
    mayFallBack: client.mayFallBack
  }
}

/**
 * Says in the events what comes after the failure of attempt `attempt`,
 * and waits for it; throws the error of a give-up.
 */
async function follow(
  client: Client,
  call: Call,
  attempt: number,
  next: Next
): Promise<void> {
  switch (next.kind) {
    case 'give-up':
      throw next.error
    case 'degrade':
      call.emit(changeEvent(next.change, attempt))
      return
    case 'retry': {
      const { delayMs, reason } = next
      call.emit({ type: 'request-retry', attempt, delayMs, reason })
      await wait(client, call, delayMs)
    }
  }
}

/** The event a change of the request is logged by. */
function changeEvent(change: RequestChange, attempt: number): StreamEvent {
  switch (change.kind) {
    case 'images-as-links':
      return { type: 'images-refused', reason: change.reason }
    case 'request-shape':
      return {
        type: 'request-retry',
        attempt,
        delayMs: 0,
        reason: change.reason
      }
    case 'text-protocol':
      // From now on, for the rest of the run (§8.4): said once, in the log.
      return { type: 'tool-mode-change', mode: 'xml', reason: change.reason }
  }
}

async function wait(
  client: Client,
  call: Call,
  delayMs: number
): Promise<void> {
  const { sleep } = client
  try {
    await sleep(delayMs, call.signal)
  } catch (cause) {
    throw abortError(cause)
  }
}

/**
 * At most `requestsPerMinute` requests in any 60 s. A pacing wait that would
 * not end before the deadline is skipped: the request goes out and the
 * server's own answer decides (§8.2).
 */
async function pace(client: Client, call: Call): Promise<void> {
  const { pacer, endpoint } = client
  if (!pacer) return
  const delayMs = pacer.delayMs()
  const left = call.deadline?.()
  if (
    delayMs > 0 &&
    (left === undefined || delayMs + DEADLINE_RESERVE_MS <= left)
  ) {
    call.emit({
      type: 'request-paced',
      delayMs,
      reason: `at most ${endpoint.limits.requestsPerMinute} requests a minute to model "${endpoint.model}" (${endpoint.limits.source})`
    })
    await wait(client, call, delayMs)
  }
  pacer.record()
}

/**
 * The reply as a result. A native-mode model that writes its calls as text
 * twice gets the text protocol from the next request on (§8.4).
 */
function finish(
  client: Client,
  call: Call,
  { reply, sent }: { reply: StreamOutcome; sent: SentRequest },
  attempts: number
): ChatResult {
  const { learned } = client
  const result = toChatResult(reply, {
    tools: call.request.tools ?? [],
    mode: learned.mode,
    attempts,
    nextCallNumber: () => ++client.callCount,
    readTextCalls: call.request.toolChoice !== 'none'
  })
  learned.shape.observe(result.usage.promptTokens, sent.bytes)
  if (learned.mode === 'native' && result.textToolCall) {
    learned.textCallReplies += 1
    call.emit({
      type: 'text-tool-call',
      form: result.textToolCall,
      name: result.toolCalls[0]?.name ?? null,
      count: learned.textCallReplies
    })
    // The second such reply: the model speaks text, so the requests
    // do too, from the next one on (§8.4; one rewrite, §7.6).
    if (learned.textCallReplies === 2 && client.mayFallBack) {
      learned.mode = 'xml'
      call.emit({
        type: 'tool-mode-change',
        mode: 'xml',
        reason: 'the model wrote its tool calls as text twice'
      })
    }
  }
  return result
}
