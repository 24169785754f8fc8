import {
  abortError,
  backoffDelay,
  capReply,
  streamError,
  throwIfAborted,
  timeoutCause,
  describeHttpError,
  describeNetworkError,
  ModelError,
  DEADLINE_RESERVE_MS,
  waitBudget,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  sleep as defaultSleep
} from './failures/index.js'
import {
  consumeChatStream,
  type StreamOutcome,
  errorBodyRefusal,
  type ReplyForm,
  sseOrJson,
  readSseData
} from './wire/index.js'
import { toChatResult } from './chat-result.js'
import {
  createPacer,
  type Pacer,
  type Endpoint,
  ImageForm,
  buildBody,
  requestHeaders,
  RequestShape,
  type SentRequest
} from './request/index.js'
import { looksLikeToolRejection } from './text-protocol/index.js'
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
export interface ChatClientOptions {
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
export interface ChatClient extends ChatModel {
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
  const endpoint = options.endpoint
  const fetchImpl = options.fetch ?? globalThis.fetch
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const idleTimeoutMs = options.idleTimeoutMs ?? 300_000
  const maxStreamRetries = options.maxStreamRetries ?? 3
  const maxReplyBytes = options.maxReplyBytes ?? 4 * 1024 * 1024
  let mode: 'native' | 'xml' = options.toolMode === 'xml' ? 'xml' : 'native'
  const mayFallBack = (options.toolMode ?? 'auto') === 'auto'
  const images = new ImageForm(options.imageFallback !== false)
  let callCounter = 0
  /** Native-mode replies whose call was written as text, so far. */
  let textCallReplies = 0
  /** What this endpoint was found to accept; kept for the client's life. */
  const shape = new RequestShape(endpoint.limits)
  const perMinute = endpoint.limits.requestsPerMinute
  const pacer: Pacer | null = perMinute ? createPacer(perMinute, now) : null
  const headers = requestHeaders(endpoint)

  async function chat(
    request: ChatRequest,
    chatOptions: ChatOptions = {}
  ): Promise<ChatResult> {
    const { signal } = chatOptions
    const deadline = chatOptions.deadline ?? options.deadline
    const emit = (event: StreamEvent): void => {
      try {
        chatOptions.onEvent?.(event)
      } catch {
        // handlers must not throw; a throwing one must not break the stream
      }
    }
    let failures = 0
    let streamFailures = 0
    let attempts = 0

    const wait = async (delayMs: number): Promise<void> => {
      try {
        await sleep(delayMs, signal)
      } catch (cause) {
        throw abortError(cause)
      }
    }
    const retryOrThrow = async (
      error: ModelError,
      delayMs: number | null,
      reason: string
    ): Promise<void> => {
      if (delayMs === null) throw error
      emit({ type: 'request-retry', attempt: attempts, delayMs, reason })
      await wait(delayMs)
    }
    // A pacing wait that would not end before the deadline is skipped: the
    // request goes out and the server's own answer decides (§8.2).
    const pace = async (): Promise<void> => {
      if (!pacer) return
      const delayMs = pacer.delayMs()
      const left = deadline?.()
      if (
        delayMs > 0 &&
        (left === undefined || delayMs + DEADLINE_RESERVE_MS <= left)
      ) {
        emit({
          type: 'request-paced',
          delayMs,
          reason: `at most ${perMinute} requests a minute to model "${endpoint.model}" (${endpoint.limits.source})`
        })
        await wait(delayMs)
      }
      pacer.record()
    }

    /** From now on, for the rest of the run (§8.4): said once, in the log. */
    const switchToText = (reason: string): void => {
      mode = 'xml'
      emit({ type: 'tool-mode-change', mode: 'xml', reason })
    }
    /**
     * An HTTP refusal (or a 200 whose one JSON body is an error): asked
     * again changed, switched to the text protocol, waited for, or thrown.
     */
    const refused = async (
      status: number,
      bodyText: string,
      responseHeaders: Headers,
      sent: SentRequest
    ): Promise<void> => {
      const asLinks = images.refused(status, bodyText, request.messages)
      if (asLinks) {
        emit({ type: 'images-refused', reason: asLinks })
        attempts -= 1
        return
      }
      // A refusal a different request fixes (an unknown field, a cap too
      // large, another name for the cap) is asked again at once, changed,
      // and does not count as an attempt.
      const change = shape.adjust(status, bodyText, sent)
      if (change) {
        emit({
          type: 'request-retry',
          attempt: attempts,
          delayMs: 0,
          reason: change
        })
        attempts -= 1
        return
      }
      if (
        mode === 'native' &&
        mayFallBack &&
        toolsOffered &&
        looksLikeToolRejection(status, bodyText)
      ) {
        switchToText(`HTTP ${status}: the endpoint rejected native tool calls`)
        attempts -= 1
        return
      }
      const budget = waitBudget(policy, deadline?.())
      const error = describeHttpError(
        status,
        bodyText,
        endpoint,
        responseHeaders,
        endpoint.secrets,
        { wait: budget, nowMs: now() }
      )
      if (error.kind === 'context-length') throw error
      const decision = decideRetry({
        attempt: ++failures,
        status,
        headers: responseHeaders,
        bodyText,
        policy: { ...policy, maxServerDelayMs: budget.maxWaitMs },
        random,
        nowMs: now()
      })
      await retryOrThrow(
        error,
        decision.retry ? decision.delayMs : null,
        decision.reason
      )
    }
    const toolsOffered = (request.tools?.length ?? 0) > 0

    for (;;) {
      throwIfAborted(signal)
      attempts += 1
      await pace()
      throwIfAborted(signal)
      const body = buildBody(
        endpoint.model,
        request,
        mode,
        shape.dropped,
        null,
        images.form
      )
      // Image data is not text: left out of the bytes the shape learns from.
      const bytes =
        JSON.stringify(body).length - images.dataChars(request.messages)
      const tokens = shape.tokenCap(request.maxTokens, bytes)
      if (tokens) body[tokens.name] = tokens.value
      const sent: SentRequest = { bytes, tokens }
      const attempt = new AbortController()
      const onAbort = (): void => attempt.abort(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
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
        let response: Response
        try {
          response = await fetchImpl(endpoint.chatUrl, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
            signal: attempt.signal
          })
        } catch (cause) {
          if (signal?.aborted) throw abortError(signal.reason)
          const decision = decideRetry({
            attempt: ++failures,
            networkError: timeoutCause(attempt.signal) ?? cause,
            policy,
            random,
            nowMs: now()
          })
          const error =
            timeoutCause(attempt.signal) ??
            describeNetworkError(cause, endpoint)
          await retryOrThrow(
            error,
            decision.retry ? decision.delayMs : null,
            decision.reason
          )
          continue
        } finally {
          clearTimeout(headerTimer)
        }

        if (!response.ok) {
          const bodyText = await response.text().catch(() => '')
          await refused(response.status, bodyText, response.headers, sent)
          continue
        }

        let outcome: StreamOutcome
        let form = 'sse' as ReplyForm
        try {
          if (!response.body) throw new Error('response had no body')
          const bytes = response.body.pipeThrough(
            sseOrJson(maxReplyBytes, (found) => (form = found))
          )
          outcome = await consumeChatStream(
            capReply(
              readSseData(bytes, { idleTimeoutMs, signal: attempt.signal }),
              maxReplyBytes
            ),
            // A text-protocol reply carries its call in the text: that text
            // is not shown as it streams (docs/loop.md §8.3).
            mode === 'xml' && toolsOffered ? withoutTextDeltas(emit) : emit
          )
        } catch (cause) {
          if (signal?.aborted) throw abortError(signal.reason)
          // One JSON body that is an error, with status 200: read as the
          // HTTP refusal it means (§8.3), not as a broken stream.
          const refusal = form === 'json' ? errorBodyRefusal(cause) : null
          if (refusal) {
            await refused(
              refusal.status,
              refusal.bodyText,
              response.headers,
              sent
            )
            continue
          }
          const error = streamError(endpoint, cause, form)
          if (error.kind === 'context-length' || !error.retryable) throw error
          streamFailures += 1
          const delayMs =
            streamFailures > maxStreamRetries
              ? null
              : backoffDelay(++failures, policy, random)
          await retryOrThrow(error, delayMs, error.message)
          continue
        }
        const result = toChatResult(outcome, {
          tools: request.tools ?? [],
          mode,
          attempts,
          nextCallNumber: () => ++callCounter,
          readTextCalls: request.toolChoice !== 'none'
        })
        shape.observe(result.usage.promptTokens, bytes)
        if (mode === 'native' && result.textToolCall) {
          textCallReplies += 1
          emit({
            type: 'text-tool-call',
            form: result.textToolCall,
            name: result.toolCalls[0]?.name ?? null,
            count: textCallReplies
          })
          // The second such reply: the model speaks text, so the requests
          // do too, from the next one on (§8.4; one rewrite, §7.6).
          if (textCallReplies === 2 && mayFallBack) {
            switchToText('the model wrote its tool calls as text twice')
          }
        }
        return result
      } finally {
        clearTimeout(headerTimer)
        signal?.removeEventListener('abort', onAbort)
      }
    }
  }

  return {
    get model() {
      return endpoint.model
    },
    endpoint,
    get toolMode() {
      return mode
    },
    chat
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
