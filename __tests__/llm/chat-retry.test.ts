// The chat client's retry loop as data (src/llm/chat-retry.ts): each
// transition a failed request makes, with no server, clock or waiting.
import { describe, expect, it } from '@jest/globals'
import {
  type Failure,
  firstAttempt,
  type Learned,
  learnFrom,
  nextAttempt,
  type RetryInputs,
  type RetryState
} from '../../src/llm/chat-retry.js'
import { ModelError } from '../../src/llm/failures/errors.js'
import { DEFAULT_RETRY_POLICY } from '../../src/llm/failures/retry.js'
import { ImageForm } from '../../src/llm/request/image-parts.js'
import { resolveEndpoint } from '../../src/llm/request/providers.js'
import { RequestShape } from '../../src/llm/request/request-shape.js'

const endpoint = resolveEndpoint({
  apiKey: 'sk-test-key-0123456789abcdefghij',
  githubToken: '',
  baseUrl: 'http://127.0.0.1:9/v1',
  model: 'test-model',
  apiVersion: ''
})

function learned(): Learned {
  return {
    mode: 'native',
    shape: new RequestShape(endpoint.limits),
    images: new ImageForm(true),
    textCallReplies: 0
  }
}

function inputs(overrides: Partial<RetryInputs> = {}): RetryInputs {
  return {
    endpoint,
    policy: DEFAULT_RETRY_POLICY,
    maxStreamRetries: 3,
    random: () => 1,
    now: () => 0,
    messages: [{ role: 'user', content: 'hi' }],
    toolsOffered: true,
    mayFallBack: true,
    ...overrides
  }
}

const sent = {
  bytes: 100,
  tokens: { name: 'max_tokens' as const, value: 4000 }
}

function refused(
  status: number,
  bodyText: string,
  headers: Record<string, string> = {}
): Failure {
  return {
    kind: 'refused',
    status,
    bodyText,
    headers: new Headers(headers),
    sent
  }
}

const reset = (): Failure => ({
  kind: 'network',
  cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  error: new ModelError('the connection was reset', 'network')
})

const broken = (retryable = true): Failure => ({
  kind: 'stream',
  error: new ModelError('the stream broke off', 'stream', { retryable })
})

/** The state after `failures`, each transition taken in turn. */
function after(
  failures: Failure[],
  input = inputs(),
  state: RetryState = firstAttempt(learned())
): RetryState {
  for (const failure of failures)
    state = nextAttempt(state, failure, input).state
  return state
}

describe('nextAttempt', () => {
  it('starts at attempt 1 with nothing failed', () => {
    const known = learned()
    expect(firstAttempt(known)).toEqual({
      attempt: 1,
      failures: 0,
      streamFailures: 0,
      learned: known,
      lastFailure: null
    })
  })

  it('a 503 is retried after the backoff, as the next attempt', () => {
    const failure = refused(503, 'busy')
    const next = nextAttempt(firstAttempt(learned()), failure, inputs())
    expect(next).toMatchObject({
      kind: 'retry',
      delayMs: 1000,
      reason: 'HTTP 503',
      state: { attempt: 2, failures: 1, lastFailure: failure }
    })
  })

  it('the backoff doubles with each failure, whatever its kind', () => {
    const state = after([refused(503, 'busy'), reset()])
    const next = nextAttempt(state, broken(), inputs())
    expect(next).toMatchObject({ kind: 'retry', delayMs: 4000 })
    expect(next.state).toMatchObject({ attempt: 4, failures: 3 })
  })

  it('gives up after the policy retries, with the described HTTP error', () => {
    const state = after(Array.from({ length: 5 }, () => refused(503, 'busy')))
    expect(state).toMatchObject({ attempt: 6, failures: 5 })
    const next = nextAttempt(state, refused(503, 'busy'), inputs())
    expect(next.kind).toBe('give-up')
    if (next.kind !== 'give-up') return
    expect(next.error).toBeInstanceOf(ModelError)
    expect(next.error.kind).toBe('server')
    expect(next.error.status).toBe(503)
  })

  it('a 400 is not retried', () => {
    const next = nextAttempt(
      firstAttempt(learned()),
      refused(400, '{"error":{"message":"bad"}}'),
      inputs()
    )
    expect(next).toMatchObject({ kind: 'give-up', state: { failures: 1 } })
  })

  it('waits a 429 out as the server asks, when the run has the time', () => {
    const failure = refused(429, 'slow down', { 'retry-after': '45' })
    const roomy = nextAttempt(
      firstAttempt(learned()),
      failure,
      inputs({ deadline: () => 600_000 })
    )
    expect(roomy).toMatchObject({ kind: 'retry', delayMs: 45_000 })
    const short = nextAttempt(
      firstAttempt(learned()),
      failure,
      inputs({ deadline: () => 20_000 })
    )
    expect(short.kind).toBe('give-up')
    if (short.kind === 'give-up') expect(short.error.kind).toBe('rate-limit')
  })

  it('a context-length refusal gives up at once, counting no failure', () => {
    const next = nextAttempt(
      firstAttempt(learned()),
      refused(
        400,
        '{"error":{"code":"context_length_exceeded","message":"This model\'s maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens."}}'
      ),
      inputs()
    )
    expect(next).toMatchObject({ kind: 'give-up', state: { failures: 0 } })
    if (next.kind === 'give-up') expect(next.error.kind).toBe('context-length')
  })

  it('a network error is retried; one that is not transient gives up with its error', () => {
    expect(
      nextAttempt(firstAttempt(learned()), reset(), inputs())
    ).toMatchObject({ kind: 'retry', reason: 'network error ECONNRESET' })
    const error = new ModelError('no such host', 'network')
    const next = nextAttempt(
      firstAttempt(learned()),
      { kind: 'network', cause: new Error('certificate expired'), error },
      inputs()
    )
    expect(next).toMatchObject({ kind: 'give-up', error })
  })

  it('retries a broken stream at most maxStreamRetries times', () => {
    const state = after([broken(), broken()], inputs({ maxStreamRetries: 2 }))
    expect(state).toMatchObject({ attempt: 3, streamFailures: 2 })
    const next = nextAttempt(state, broken(), inputs({ maxStreamRetries: 2 }))
    expect(next).toMatchObject({ kind: 'give-up', state: { failures: 2 } })
  })

  it('a stream error a retry cannot fix gives up at once', () => {
    const next = nextAttempt(firstAttempt(learned()), broken(false), inputs())
    expect(next).toMatchObject({
      kind: 'give-up',
      state: { failures: 0, streamFailures: 0 }
    })
  })
})

describe('degrading the request', () => {
  it('an unknown field is dropped and asked again as the same attempt', () => {
    const known = learned()
    const next = nextAttempt(
      firstAttempt(known),
      refused(
        422,
        '{"detail":[{"type":"extra_forbidden","loc":["body","stream_options"],"msg":"Extra inputs are not permitted"}]}'
      ),
      inputs()
    )
    expect(next).toMatchObject({
      kind: 'degrade',
      change: { kind: 'request-shape' },
      state: { attempt: 1, failures: 0 }
    })
    expect(known.shape.dropped.has('stream_options')).toBe(true)
  })

  it('native tools refused switch to the text protocol under tool-mode auto', () => {
    const body = '{"error":{"message":"this model does not support tools"}}'
    const known = learned()
    const next = nextAttempt(firstAttempt(known), refused(400, body), inputs())
    expect(next).toMatchObject({
      kind: 'degrade',
      change: {
        kind: 'text-protocol',
        reason: 'HTTP 400: the endpoint rejected native tool calls'
      },
      state: { attempt: 1 }
    })
    expect(known.mode).toBe('xml')

    const fixed = learned()
    const native = nextAttempt(
      firstAttempt(fixed),
      refused(400, body),
      inputs({ mayFallBack: false })
    )
    expect(native.kind).toBe('give-up')
    expect(fixed.mode).toBe('native')
  })

  it('image parts refused are sent as links; without images nothing is learned', () => {
    const withImage = inputs({
      messages: [
        {
          role: 'user',
          content: 'look',
          images: [
            {
              dataUrl: 'data:image/png;base64,AAAA',
              url: 'https://example.com/a.png',
              alt: 'a'
            }
          ]
        }
      ]
    })
    const known = learned()
    const change = learnFrom(
      known,
      refused(413, 'too large') as Extract<Failure, { kind: 'refused' }>,
      withImage
    )
    expect(change).toEqual({
      kind: 'images-as-links',
      reason: 'HTTP 413: the request with its images was too large'
    })
    expect(known.images.form).toBe('links')

    const plain = learned()
    const next = nextAttempt(
      firstAttempt(plain),
      refused(413, 'too large'),
      inputs()
    )
    expect(next.kind).toBe('give-up')
    expect(plain.images.form).toBe('parts')
  })
})
