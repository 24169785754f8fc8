import { describe, expect, it } from '@jest/globals'
import {
  sseSuite,
  endpointFor as sseEndpoint
} from '../../../__fixtures__/sse-suite.js'
import { encodeTurn } from '../../../__fixtures__/scripted-model.js'
import { replaySse, type SseHandler } from '../../../__fixtures__/sse-server.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import { createPacer } from '../../../src/llm/request/pacer.js'
import { type Endpoint } from '../../../src/llm/request/providers.js'
import {
  formatDuration,
  isDailyLimit,
  rateLimitScope,
  waitBudget
} from '../../../src/llm/failures/rate-limit.js'
import { DEFAULT_RETRY_POLICY } from '../../../src/llm/failures/retry.js'
import type { StreamEvent } from '../../../src/llm/types.js'

const START = Date.parse('2025-06-01T12:00:00Z')

/** Answers request N with handler N (the last repeats). */
const serve = sseSuite()

const ok: SseHandler = (_req, _body, res) =>
  replaySse(res, Buffer.from(encodeTurn({ text: 'ok' })), { chunkSize: 64 })

const refuse =
  (code: number, body: string, headers: Record<string, string>): SseHandler =>
  (_req, _body, res) => {
    res.writeHead(code, { 'content-type': 'application/json', ...headers })
    res.end(body)
  }

const GITHUB_DAILY = JSON.stringify({
  error: {
    code: 'RateLimitReached',
    message:
      'Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 43200 seconds before retrying.',
    details:
      'Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 43200 seconds before retrying.'
  }
})

const perMinute = (seconds: number): SseHandler =>
  refuse(
    429,
    JSON.stringify({
      error: {
        code: 'RateLimitReached',
        message: `Rate limit of 10 per 60s exceeded for UserByModelByMinute. Please wait ${seconds} seconds before retrying.`
      }
    }),
    {
      'retry-after': String(seconds),
      'x-ratelimit-type': 'UserByModelByMinute'
    }
  )

/** A loopback endpoint; `perMinuteLimit` sets the profile's pacing. */
function endpointFor(
  url: string,
  perMinuteLimit: number | null = null
): Endpoint {
  const endpoint = sseEndpoint(url, '/inference', 'openai/gpt-4.1')
  return {
    ...endpoint,
    limits: { ...endpoint.limits, requestsPerMinute: perMinuteLimit }
  }
}

/** An injected clock that the injected sleep moves: no real waiting. */
function fakeTime() {
  const time = { now: START, delays: [] as number[] }
  return {
    time,
    now: () => time.now,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason
      time.delays.push(ms)
      time.now += ms
    }
  }
}

const ASK = { messages: [{ role: 'user' as const, content: 'hi' }] }

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(ModelError)
  return error as ModelError
}

describe('rate limits the run has time for', () => {
  it('waits for a per-minute limit that fits, and the retry event says so', async () => {
    const srv = await serve(perMinute(45), ok)
    const clock = fakeTime()
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...clock,
      deadline: () => 10 * 60_000
    })
    const result = await client.chat(ASK, {
      onEvent: (event) => events.push(event)
    })
    expect(result.text).toBe('ok')
    expect(clock.time.delays).toEqual([45000])
    expect(events).toContainEqual({
      type: 'request-retry',
      attempt: 1,
      delayMs: 45000,
      reason: 'HTTP 429 (UserByModelByMinute): waiting 45 s as the server asks'
    })
  })

  it('waits past 60 s when the run has the time (up to 5 min)', async () => {
    const srv = await serve(perMinute(120), ok)
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...clock,
      deadline: () => 30 * 60_000
    })
    expect((await client.chat(ASK)).text).toBe('ok')
    expect(clock.time.delays).toEqual([120000])
  })

  it('reads GitHub Models x-ratelimit-timeremaining when retry-after is missing', async () => {
    const srv = await serve(
      refuse(429, '{"error":{"message":"Too many requests"}}', {
        'x-ratelimit-timeremaining': '7'
      }),
      ok
    )
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...clock
    })
    await client.chat(ASK)
    expect(clock.time.delays).toEqual([7000])
  })
})

describe('rate limits the run does not wait for', () => {
  it('fails at once when the wait is longer than what is left of the run', async () => {
    const srv = await serve(perMinute(120), ok)
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...clock,
      deadline: () => 60_000
    })
    const error = await failure(client.chat(ASK))
    expect(srv.requests).toHaveLength(1)
    expect(clock.time.delays).toEqual([])
    expect(error).toMatchObject({ kind: 'rate-limit', retryable: false })
    expect(error.options.rateLimit).toEqual({
      scope: 'UserByModelByMinute',
      retryAfterMs: 120000,
      model: 'openai/gpt-4.1'
    })
    expect(error.message).toContain(
      'This is the per-minute request limit (UserByModelByMinute) for model "openai/gpt-4.1". It resets in 2 min, at 2025-06-01T12:02:00.000Z. That is longer than what is left of the run (1 min), so the run stops here.'
    )
    expect(error.message).toContain('set api-key and base-url')
  })

  it('without a deadline, waits 60 s at most', async () => {
    const srv = await serve(perMinute(61), ok)
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...fakeTime()
    })
    const error = await failure(client.chat(ASK))
    expect(error.retryable).toBe(false)
    expect(error.message).toContain(
      'That is longer than the 1 min the action waits, so the run stops here.'
    )
  })

  it('lets a request deadline override the client one', async () => {
    const srv = await serve(perMinute(45), ok)
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...fakeTime(),
      deadline: () => 30 * 60_000
    })
    const error = await failure(client.chat(ASK, { deadline: () => 30_000 }))
    expect(error.kind).toBe('rate-limit')
    expect(error.message).toContain('what is left of the run (30 s)')
  })

  it('never waits for a daily limit, even a short wait, on any host', async () => {
    const srv = await serve(
      refuse(429, GITHUB_DAILY, {
        'retry-after': '30',
        'x-ratelimit-type': 'UserByModelByDay'
      }),
      ok
    )
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...clock,
      deadline: () => 30 * 60_000
    })
    const error = await failure(client.chat(ASK))
    expect(srv.requests).toHaveLength(1)
    expect(clock.time.delays).toEqual([])
    expect(error).toMatchObject({ kind: 'rate-limit', retryable: false })
    expect(error.options.rateLimit).toEqual({
      scope: 'UserByModelByDay',
      retryAfterMs: 30000,
      model: 'openai/gpt-4.1'
    })
    expect(error.message).toBe(
      'rate limit reached at ' +
        `${srv.url}/inference for model "openai/gpt-4.1" (429): Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 43200 seconds before retrying. ` +
        'This is the daily request limit (UserByModelByDay) for model "openai/gpt-4.1". It resets in 30 s, at 2025-06-01T12:00:30.000Z. The action does not wait for a daily limit, so the run stops here. ' +
        'To go on, pick a model with quota left with the model input (e.g. a Low-tier model such as openai/gpt-4.1-mini, with 150 requests a day and 15 a minute), or set api-key and base-url to use another provider.'
    )
  })

  it('knows a daily limit from the body alone', async () => {
    const srv = await serve(refuse(429, GITHUB_DAILY, {}), ok)
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      ...fakeTime()
    })
    const error = await failure(client.chat(ASK))
    expect(error.options.rateLimit).toEqual({
      scope: 'UserByModelByDay',
      retryAfterMs: 43200000,
      model: 'openai/gpt-4.1'
    })
    expect(error.message).toContain(
      'It resets in 12 h, at 2025-06-02T00:00:00.000Z.'
    )
  })
})

describe('pacing', () => {
  it('sends at most requestsPerMinute requests in any 60 s', async () => {
    const srv = await serve(ok)
    const clock = fakeTime()
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url, 2),
      ...clock
    })
    const onEvent = (event: StreamEvent): void => {
      events.push(event)
    }
    await client.chat(ASK, { onEvent })
    clock.time.now += 30_000
    await client.chat(ASK, { onEvent })
    clock.time.now += 15_000
    await client.chat(ASK, { onEvent })
    expect(clock.time.delays).toEqual([15000])
    expect(events).toContainEqual({
      type: 'request-paced',
      delayMs: 15000,
      reason:
        'at most 2 requests a minute to model "openai/gpt-4.1" (defaults for an OpenAI-compatible server)'
    })
    expect(srv.requests).toHaveLength(3)
  })

  it('counts retries as requests', async () => {
    const srv = await serve(refuse(503, '', {}), ok)
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url, 1),
      ...clock,
      random: () => 0
    })
    await client.chat(ASK)
    expect(clock.time.delays).toEqual([750, 59250])
  })

  it('sends at once, and lets the server decide, when the wait would pass the deadline', async () => {
    const srv = await serve(ok)
    const clock = fakeTime()
    const client = createChatClient({
      endpoint: endpointFor(srv.url, 1),
      ...clock,
      deadline: () => 20_000
    })
    await client.chat(ASK)
    await client.chat(ASK)
    expect(clock.time.delays).toEqual([])
    expect(srv.requests).toHaveLength(2)
  })

  it('slides its window over the injected clock', () => {
    let now = 0
    const pacer = createPacer(3, () => now)
    for (const at of [0, 10_000, 20_000]) {
      now = at
      expect(pacer.delayMs()).toBe(0)
      pacer.record()
    }
    now = 25_000
    expect(pacer.delayMs()).toBe(35_000)
    now = 60_000
    expect(pacer.delayMs()).toBe(0)
    pacer.record()
    expect(pacer.delayMs()).toBe(10_000)
  })
})

describe('rate-limit helpers', () => {
  it('bounds a wait by the policy, or by what is left of the run', () => {
    expect(waitBudget(DEFAULT_RETRY_POLICY, undefined)).toEqual({
      maxWaitMs: 60000,
      bound: 'policy'
    })
    expect(waitBudget(DEFAULT_RETRY_POLICY, 30 * 60_000)).toEqual({
      maxWaitMs: 300000,
      bound: 'policy',
      runLeftMs: 1800000
    })
    expect(waitBudget(DEFAULT_RETRY_POLICY, 100_000)).toEqual({
      maxWaitMs: 90000,
      bound: 'run',
      runLeftMs: 100000
    })
    expect(waitBudget(DEFAULT_RETRY_POLICY, 5_000).maxWaitMs).toBe(0)
  })

  it('names the limit from the header or the body, and knows daily ones', () => {
    expect(
      rateLimitScope(
        new Headers({ 'x-ratelimit-type': 'UserByConcurrentRequests' }),
        ''
      )
    ).toBe('UserByConcurrentRequests')
    expect(rateLimitScope(undefined, GITHUB_DAILY)).toBe('UserByModelByDay')
    expect(rateLimitScope(undefined, 'slow down')).toBeNull()
    expect(isDailyLimit('UserByModelByDay', '')).toBe(true)
    expect(
      isDailyLimit(null, 'You have reached your daily request limit')
    ).toBe(true)
    expect(isDailyLimit(null, 'Limit: 1000 requests per day')).toBe(true)
    expect(isDailyLimit('UserByModelByMinute', 'per 60s')).toBe(false)
  })

  it('formats durations for messages', () => {
    expect(formatDuration(45_000)).toBe('45 s')
    expect(formatDuration(125_000)).toBe('2 min 5 s')
    expect(formatDuration(43_200_000)).toBe('12 h')
    expect(formatDuration(3_660_000)).toBe('1 h 1 min')
  })
})
