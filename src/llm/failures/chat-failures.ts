/**
 * How the chat client names what went wrong outside an HTTP status: a
 * cancelled request, a header timeout, a reply past the output cap, and a
 * stream that broke or carried an error (docs/loop.md §8.2, §8.3).
 */
import { createRedactor } from '../../security/index.js'
import { StreamPayloadError } from '../wire/index.js'
import { contextErrorFields } from './context-limit.js'
import { isContextLengthError, ModelError } from './errors.js'
import type { Endpoint } from '../request/index.js'
import type { RetryPolicy } from './retry.js'

/** Passes stream data through until `maxBytes`, then fails for good. */
export async function* capReply(
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
export function backoffDelay(
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

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal.reason)
}

export function abortError(cause: unknown): ModelError {
  if (cause instanceof ModelError && cause.kind === 'aborted') return cause
  return new ModelError('the model request was cancelled', 'aborted', {
    cause
  })
}

/** The client's own timeout, when that is what aborted the attempt. */
export function timeoutCause(signal: AbortSignal): ModelError | undefined {
  return signal.aborted && signal.reason instanceof ModelError
    ? signal.reason
    : undefined
}

/** Error codes of an in-stream `{"error": …}` that a retry cannot fix. */
const FINAL_STREAM_ERRORS =
  /invalid_api_key|authentication|unauthorized|permission|forbidden|content_filter|content_policy|moderation|invalid_request|not_found|model_not_found|insufficient_quota|billing/i

/**
 * A failure while reading the reply, as a ModelError; `form` says whether
 * the server streamed or sent one JSON body (reply-body.ts).
 */
export function streamError(
  endpoint: Endpoint,
  cause: unknown,
  form: 'sse' | 'json' = 'sse'
): ModelError {
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
      const tooLong = isContextLengthError(400, payload)
      return new ModelError(
        `${endpoint.baseUrl} returned an error in the stream: ${detail}`,
        tooLong ? 'context-length' : 'bad-request',
        tooLong ? { cause, ...contextErrorFields(payload) } : { cause }
      )
    }
  }
  if (isContextLengthError(400, detail)) {
    return new ModelError(
      `the conversation is longer than the model's context window: ${detail}`,
      'context-length',
      { cause, ...contextErrorFields(detail) }
    )
  }
  return new ModelError(
    form === 'json'
      ? `the reply from ${endpoint.baseUrl} (one JSON body, not a stream) was cut off or is not valid JSON: ${detail}`
      : `the stream from ${endpoint.baseUrl} broke off: ${detail}`,
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
