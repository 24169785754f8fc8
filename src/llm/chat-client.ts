import {
  consumeChatStream,
  type StreamOutcome,
  StreamPayloadError
} from './chat-stream.js'
import { toChatResult } from './chat-result.js'
import {
  describeHttpError,
  describeNetworkError,
  isContextLengthError,
  ModelError
} from './errors.js'
import type { Endpoint } from './providers.js'
import {
  buildBody,
  type OptionalParameter,
  rejectedOptionalParameter
} from './request-body.js'
import {
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  sleep as defaultSleep
} from './retry.js'
import { createRedactor } from '../security/redact.js'
import { readSseData } from './sse.js'
import { looksLikeToolRejection } from './text-tool-calls.js'
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
}

/** A ChatModel with its run-level state exposed for reports. */
export interface ChatClient extends ChatModel {
  readonly endpoint: Endpoint
  /** The mode in use now; `auto` clients report `native` until they switch. */
  readonly toolMode: 'native' | 'xml'
}

/** Streams chat completions from an OpenAI-compatible endpoint. */
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
  let callCounter = 0
  /** Optional request fields this endpoint refused; left out from then on. */
  const dropped = new Set<OptionalParameter>()

  async function chat(
    request: ChatRequest,
    chatOptions: ChatOptions = {}
  ): Promise<ChatResult> {
    const { signal } = chatOptions
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

    const retryOrThrow = async (
      error: ModelError,
      delayMs: number | null,
      reason: string
    ): Promise<void> => {
      if (delayMs === null) throw error
      emit({ type: 'request-retry', attempt: attempts, delayMs, reason })
      try {
        await sleep(delayMs, signal)
      } catch (cause) {
        throw abortError(cause)
      }
    }

    for (;;) {
      throwIfAborted(signal)
      attempts += 1
      const body = buildBody(endpoint.model, request, mode, dropped)
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
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...endpoint.headers
            },
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
          const rejected = rejectedOptionalParameter(
            response.status,
            bodyText,
            dropped
          )
          if (rejected) {
            // Some OpenAI-compatible servers refuse fields they do not know:
            // drop the optional one they name and ask again, once per field.
            dropped.add(rejected)
            emit({
              type: 'request-retry',
              attempt: attempts,
              delayMs: 0,
              reason: `the endpoint does not accept ${rejected}; retrying without it`
            })
            attempts -= 1
            continue
          }
          if (
            mode === 'native' &&
            mayFallBack &&
            (request.tools?.length ?? 0) > 0 &&
            looksLikeToolRejection(response.status, bodyText)
          ) {
            mode = 'xml'
            emit({
              type: 'tool-mode-change',
              mode: 'xml',
              reason: `HTTP ${response.status}: the endpoint rejected native tool calls`
            })
            attempts -= 1
            continue
          }
          const error = describeHttpError(
            response.status,
            bodyText,
            endpoint,
            response.headers,
            endpoint.secrets
          )
          if (isContextLengthError(response.status, bodyText)) throw error
          const decision = decideRetry({
            attempt: ++failures,
            status: response.status,
            headers: response.headers,
            bodyText,
            policy,
            random,
            nowMs: now()
          })
          await retryOrThrow(
            error,
            decision.retry ? decision.delayMs : null,
            decision.reason
          )
          continue
        }

        let outcome: StreamOutcome
        try {
          if (!response.body) throw new Error('response had no body')
          outcome = await consumeChatStream(
            capReply(
              readSseData(response.body, {
                idleTimeoutMs,
                signal: attempt.signal
              }),
              maxReplyBytes
            ),
            emit
          )
        } catch (cause) {
          if (signal?.aborted) throw abortError(signal.reason)
          const error = streamError(endpoint, cause)
          if (error.kind === 'context-length' || !error.retryable) throw error
          streamFailures += 1
          const delayMs =
            streamFailures > maxStreamRetries
              ? null
              : backoffDelay(++failures, policy, random)
          await retryOrThrow(error, delayMs, error.message)
          continue
        }
        return toChatResult(outcome, {
          tools: request.tools ?? [],
          mode,
          attempts,
          nextCallNumber: () => ++callCounter
        })
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

/** Passes stream data through until `maxBytes`, then fails for good. */
async function* capReply(
  data: AsyncIterable<string>,
  maxBytes: number
): AsyncGenerator<string> {
  let total = 0
  for await (const item of data) {
    total += item.length
    if (total > maxBytes) {
      throw new ModelError(
        `the model's reply passed ${Math.round(maxBytes / 1024)} KiB and was stopped (the cap on model output)`,
        'bad-request'
      )
    }
    yield item
  }
}

/** `min(base * 2^(n-1), max)` with jitter in [0.75, 1]. */
function backoffDelay(
  failures: number,
  policy: RetryPolicy,
  random: () => number
): number {
  const raw = Math.min(
    policy.baseDelayMs * 2 ** (failures - 1),
    policy.maxDelayMs
  )
  return Math.round(raw * (0.75 + 0.25 * random()))
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal.reason)
}

function abortError(cause: unknown): ModelError {
  if (cause instanceof ModelError && cause.kind === 'aborted') return cause
  return new ModelError('the model request was cancelled', 'aborted', {
    cause
  })
}

function timeoutCause(signal: AbortSignal): ModelError | undefined {
  return signal.aborted && signal.reason instanceof ModelError
    ? signal.reason
    : undefined
}

/** Error codes of an in-stream `{"error": …}` that a retry cannot fix. */
const FINAL_STREAM_ERRORS =
  /invalid_api_key|authentication|unauthorized|permission|forbidden|content_filter|content_policy|moderation|invalid_request|not_found|model_not_found|insufficient_quota|billing/i

function streamError(endpoint: Endpoint, cause: unknown): ModelError {
  if (cause instanceof ModelError) return cause
  const redact = createRedactor(endpoint.secrets)
  const detail = redact(describeCause(cause))
  if (cause instanceof StreamPayloadError) {
    const payload = JSON.stringify(
      (cause.payload as { error?: unknown } | null)?.error ?? ''
    )
    const status = Number(
      (cause.payload as { error?: { status?: unknown; code?: unknown } } | null)
        ?.error?.code
    )
    if (
      FINAL_STREAM_ERRORS.test(payload) ||
      (status >= 400 && status < 500 && status !== 408 && status !== 429)
    ) {
      return new ModelError(
        `${endpoint.baseUrl} returned an error in the stream: ${detail}`,
        isContextLengthError(400, payload) ? 'context-length' : 'bad-request',
        { cause }
      )
    }
  }
  if (isContextLengthError(400, detail)) {
    return new ModelError(
      `the conversation is longer than the model's context window: ${detail}`,
      'context-length',
      { cause }
    )
  }
  return new ModelError(
    `the stream from ${endpoint.baseUrl} broke off: ${detail}`,
    'stream',
    { retryable: true, cause }
  )
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const inner = (cause as Error & { cause?: unknown }).cause
  const code =
    inner && typeof inner === 'object' && 'code' in inner
      ? String((inner as { code: unknown }).code)
      : ''
  return code && !cause.message.includes(code)
    ? `${cause.message} (${code})`
    : cause.message
}
