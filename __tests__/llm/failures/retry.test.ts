import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  decideRetry,
  isQuotaExhausted,
  isRetryableNetworkError,
  isRetryableStatus,
  networkErrorCode,
  parseRetryPhrase,
  serverDelayMs,
  sleep
} from '../../../src/llm/failures/retry.js'

const NOW = Date.parse('2025-01-01T00:00:00Z')
const fixed = (value: number) => () => value

function coded(code: string, message = code): Error {
  return Object.assign(new Error(message), { code })
}

describe('isRetryableStatus', () => {
  it('retries 408, 409, 429 and every 5xx', () => {
    for (const status of [408, 409, 429, 500, 502, 503, 504, 529, 599]) {
      expect(isRetryableStatus(status)).toBe(true)
    }
  })

  it('never retries 400, 401, 403, 404, 422 or non-errors', () => {
    for (const status of [200, 400, 401, 402, 403, 404, 413, 422, 600]) {
      expect(isRetryableStatus(status)).toBe(false)
    }
  })
})

describe('DEFAULT_RETRY_POLICY', () => {
  it('has the limits of docs/loop.md §8.2', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      maxRetries: 5,
      baseDelayMs: 1000,
      maxDelayMs: 30000,
      maxServerDelayMs: 60000,
      maxRunWaitMs: 300000
    })
  })
})

describe('backoffDelayMs', () => {
  it('doubles from 1 s per attempt at full jitter weight', () => {
    const delays = [1, 2, 3, 4, 5].map((attempt) =>
      backoffDelayMs(attempt, DEFAULT_RETRY_POLICY, fixed(1))
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000])
  })

  it('caps at 30 s before jitter', () => {
    expect(backoffDelayMs(6, DEFAULT_RETRY_POLICY, fixed(1))).toBe(30000)
    expect(backoffDelayMs(20, DEFAULT_RETRY_POLICY, fixed(1))).toBe(30000)
  })

  it('jitters down to 75 % and never above 100 %', () => {
    expect(backoffDelayMs(1, DEFAULT_RETRY_POLICY, fixed(0))).toBe(750)
    expect(backoffDelayMs(3, DEFAULT_RETRY_POLICY, fixed(0.5))).toBe(3500)
    expect(backoffDelayMs(10, DEFAULT_RETRY_POLICY, fixed(0))).toBe(22500)
    expect(backoffDelayMs(10, DEFAULT_RETRY_POLICY, fixed(0.999999))).toBe(
      30000
    )
  })

  it('sums to about 31 s over five retries without server hints', () => {
    let total = 0
    for (let attempt = 1; attempt <= 5; attempt++) {
      total += backoffDelayMs(attempt, DEFAULT_RETRY_POLICY, fixed(1))
    }
    expect(total).toBe(31000)
  })
})

describe('decideRetry: status rules', () => {
  it('retries a 503 with backoff and names the status', () => {
    expect(decideRetry({ attempt: 1, status: 503, random: fixed(1) })).toEqual({
      retry: true,
      delayMs: 1000,
      reason: 'HTTP 503'
    })
    expect(decideRetry({ attempt: 3, status: 500, random: fixed(0) })).toEqual({
      retry: true,
      delayMs: 3000,
      reason: 'HTTP 500'
    })
  })

  it('does not retry 400, 401, 403, 404 or 422', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(decideRetry({ attempt: 1, status })).toEqual({
        retry: false,
        reason: `HTTP ${status} is not retryable`
      })
    }
  })

  it('gives up once attempt exceeds maxRetries', () => {
    expect(decideRetry({ attempt: 5, status: 502, random: fixed(1) })).toEqual({
      retry: true,
      delayMs: 16000,
      reason: 'HTTP 502'
    })
    expect(decideRetry({ attempt: 6, status: 502 })).toEqual({
      retry: false,
      reason: 'HTTP 502: gave up after 5 retries'
    })
  })

  it('honours a custom policy', () => {
    const policy = {
      maxRetries: 1,
      baseDelayMs: 10,
      maxDelayMs: 15,
      maxServerDelayMs: 100,
      maxRunWaitMs: 100
    }
    expect(
      decideRetry({ attempt: 1, status: 429, policy, random: fixed(1) })
    ).toEqual({ retry: true, delayMs: 10, reason: 'HTTP 429' })
    expect(decideRetry({ attempt: 2, status: 429, policy })).toMatchObject({
      retry: false
    })
  })

  it('lets x-should-retry: false stop a 500', () => {
    const headers = new Headers({ 'x-should-retry': 'false' })
    expect(decideRetry({ attempt: 1, status: 500, headers })).toEqual({
      retry: false,
      reason: 'HTTP 500: server sent x-should-retry: false'
    })
  })

  it('lets x-should-retry: true retry a 400', () => {
    const headers = new Headers({ 'x-should-retry': 'true' })
    expect(
      decideRetry({ attempt: 2, status: 400, headers, random: fixed(1) })
    ).toEqual({ retry: true, delayMs: 2000, reason: 'HTTP 400' })
  })

  it('still respects the attempt limit when x-should-retry is true', () => {
    const headers = new Headers({ 'x-should-retry': 'true' })
    expect(decideRetry({ attempt: 6, status: 400, headers })).toEqual({
      retry: false,
      reason: 'HTTP 400: gave up after 5 retries'
    })
  })

  it('refuses to judge without a status or an error', () => {
    expect(decideRetry({ attempt: 1 })).toEqual({
      retry: false,
      reason: 'no status or error to judge'
    })
  })
})

describe('decideRetry: server delays', () => {
  it('uses retry-after-ms first', () => {
    const headers = new Headers({
      'retry-after-ms': '1500',
      'retry-after': '30'
    })
    expect(decideRetry({ attempt: 1, status: 429, headers })).toEqual({
      retry: true,
      delayMs: 1500,
      reason: 'HTTP 429: waiting 1.5 s as the server asks'
    })
  })

  it('uses retry-after in seconds, decimals allowed', () => {
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        headers: new Headers({ 'retry-after': '20' })
      })
    ).toEqual({
      retry: true,
      delayMs: 20000,
      reason: 'HTTP 429: waiting 20 s as the server asks'
    })
    expect(
      decideRetry({
        attempt: 1,
        status: 503,
        headers: new Headers({ 'retry-after': '2.5' })
      })
    ).toEqual({
      retry: true,
      delayMs: 2500,
      reason: 'HTTP 503: waiting 2.5 s as the server asks'
    })
  })

  it('uses retry-after as an HTTP date relative to nowMs', () => {
    const headers = new Headers({
      'retry-after': new Date(NOW + 7000).toUTCString()
    })
    expect(
      decideRetry({ attempt: 1, status: 429, headers, nowMs: NOW })
    ).toEqual({
      retry: true,
      delayMs: 7000,
      reason: 'HTTP 429: waiting 7 s as the server asks'
    })
  })

  it('falls back to backoff for a date in the past or a junk value', () => {
    const past = new Headers({
      'retry-after': new Date(NOW - 5000).toUTCString()
    })
    expect(
      decideRetry({
        attempt: 2,
        status: 429,
        headers: past,
        nowMs: NOW,
        random: fixed(1)
      })
    ).toEqual({ retry: true, delayMs: 2000, reason: 'HTTP 429' })
    const junk = new Headers({ 'retry-after': 'soon' })
    expect(
      decideRetry({ attempt: 1, status: 429, headers: junk, random: fixed(0) })
    ).toEqual({ retry: true, delayMs: 750, reason: 'HTTP 429' })
  })

  it('fails fast when the server asks for more than 60 s', () => {
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        headers: new Headers({ 'retry-after': '3600' })
      })
    ).toEqual({
      retry: false,
      reason: 'HTTP 429: the server asked to wait 3600 s, over the 60 s limit'
    })
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        headers: new Headers({ 'retry-after-ms': '60001' })
      })
    ).toMatchObject({ retry: false })
  })

  it('accepts exactly 60 s', () => {
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        headers: new Headers({ 'retry-after': '60' })
      })
    ).toEqual({
      retry: true,
      delayMs: 60000,
      reason: 'HTTP 429: waiting 60 s as the server asks'
    })
  })

  it('reads "try again in" from the body when no header is sent', () => {
    const bodyText = JSON.stringify({
      error: {
        message:
          'Rate limit reached for gpt-4.1 on tokens per min. Please try again in 12.3s.'
      }
    })
    expect(decideRetry({ attempt: 1, status: 429, bodyText })).toEqual({
      retry: true,
      delayMs: 12300,
      reason: 'HTTP 429: waiting 12.3 s as the server asks'
    })
  })

  it('prefers headers over the body', () => {
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        headers: new Headers({ 'retry-after': '3' }),
        bodyText: 'try again in 40s'
      })
    ).toEqual({
      retry: true,
      delayMs: 3000,
      reason: 'HTTP 429: waiting 3 s as the server asks'
    })
  })

  it('fails fast when the body asks for more than 60 s', () => {
    expect(
      decideRetry({
        attempt: 1,
        status: 429,
        bodyText: 'Please wait 86400 seconds before retrying.'
      })
    ).toEqual({
      retry: false,
      reason: 'HTTP 429: the server asked to wait 86400 s, over the 60 s limit'
    })
  })

  it('does not retry a 429 whose body says the quota is exhausted', () => {
    const bodyText = JSON.stringify({
      error: {
        message:
          'You exceeded your current quota, please check your plan and billing details.',
        type: 'insufficient_quota',
        code: 'insufficient_quota'
      }
    })
    expect(decideRetry({ attempt: 1, status: 429, bodyText })).toEqual({
      retry: false,
      reason: 'HTTP 429: quota exhausted'
    })
  })

  it('retries a quota-worded 429 that names a short wait (Gemini per-minute)', () => {
    const bodyText =
      'You exceeded your current quota, please check your plan and billing details. Please retry in 25.6s.'
    expect(decideRetry({ attempt: 1, status: 429, bodyText })).toEqual({
      retry: true,
      delayMs: 25600,
      reason: 'HTTP 429: waiting 25.6 s as the server asks'
    })
  })
})

describe('parseRetryPhrase', () => {
  it.each([
    ['Please try again in 12.3s.', 12300],
    ['Please try again in 450ms.', 450],
    ['Please try again in 1m30s.', 90000],
    ['Please try again in 6m0s.', 360000],
    ['Please retry after 20 seconds.', 20000],
    ['Please wait 42 seconds before retrying.', 42000],
    ['Try again in 2 minutes', 120000],
    ['{"details":[{"retryDelay": "25s"}]}', 25000]
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseRetryPhrase(text)).toBe(ms)
  })

  it('ignores numbers that are not a retry hint', () => {
    expect(
      parseRetryPhrase('Rate limit of 15 per 60s exceeded for UserByModel.')
    ).toBeUndefined()
    expect(parseRetryPhrase('try again later')).toBeUndefined()
  })
})

describe('serverDelayMs', () => {
  it('returns undefined without hints', () => {
    expect(serverDelayMs(undefined, undefined)).toBeUndefined()
    expect(serverDelayMs(new Headers(), '{}')).toBeUndefined()
  })

  it('ignores a negative retry-after-ms and uses retry-after', () => {
    const headers = new Headers({
      'retry-after-ms': '-5',
      'retry-after': '4'
    })
    expect(serverDelayMs(headers, '')).toBe(4000)
  })
})

describe('isQuotaExhausted', () => {
  it('recognises quota and billing wordings', () => {
    expect(isQuotaExhausted('{"code":"insufficient_quota"}')).toBe(true)
    expect(isQuotaExhausted('Quota exceeded for this month')).toBe(true)
    expect(isQuotaExhausted('Your credit balance is too low')).toBe(true)
    expect(isQuotaExhausted('Rate limit reached, try again in 2s')).toBe(false)
  })
})

describe('isRetryableNetworkError', () => {
  it.each([
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_SOCKET',
    'UND_ERR_CONNECT_TIMEOUT'
  ])('retries %s', (code) => {
    expect(isRetryableNetworkError(coded(code))).toBe(true)
  })

  it('walks the cause chain of a fetch failed TypeError', () => {
    const error = new TypeError('fetch failed', {
      cause: new Error('connect', { cause: coded('ECONNREFUSED') })
    })
    expect(isRetryableNetworkError(error)).toBe(true)
    expect(networkErrorCode(error)).toBe('ECONNREFUSED')
  })

  it('looks inside AggregateError (happy eyeballs)', () => {
    const error = new TypeError('fetch failed', {
      cause: new AggregateError([coded('ECONNREFUSED'), coded('ETIMEDOUT')])
    })
    expect(isRetryableNetworkError(error)).toBe(true)
  })

  it('retries undici "terminated" when a stream drops', () => {
    expect(isRetryableNetworkError(new TypeError('terminated'))).toBe(true)
    expect(networkErrorCode(new TypeError('terminated'))).toBe(
      '(connection terminated)'
    )
  })

  it('does not retry fetch failed without a known cause, aborts or junk', () => {
    expect(isRetryableNetworkError(new TypeError('fetch failed'))).toBe(false)
    const abort = Object.assign(
      new Error('aborted', { cause: coded('EPIPE') }),
      {
        name: 'AbortError'
      }
    )
    expect(isRetryableNetworkError(abort)).toBe(false)
    expect(isRetryableNetworkError(coded('ERR_INVALID_URL'))).toBe(false)
    expect(isRetryableNetworkError('ECONNRESET')).toBe(false)
    expect(isRetryableNetworkError(undefined)).toBe(false)
  })

  it('lets an error with its own retryable flag decide', () => {
    const timeout = Object.assign(new Error('no response within 60 s'), {
      name: 'ModelError',
      retryable: true
    })
    expect(isRetryableNetworkError(timeout)).toBe(true)
    expect(
      decideRetry({ attempt: 1, networkError: timeout, random: fixed(1) })
    ).toEqual({
      retry: true,
      delayMs: 1000,
      reason: 'network error (no response within 60 s)'
    })
    const fatal = Object.assign(new Error('x', { cause: coded('EPIPE') }), {
      retryable: false
    })
    expect(isRetryableNetworkError(fatal)).toBe(false)
  })

  it('survives a cyclic cause chain', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isRetryableNetworkError(a)).toBe(false)
  })
})

describe('decideRetry: network errors', () => {
  it('retries with backoff and names the code', () => {
    expect(
      decideRetry({
        attempt: 2,
        networkError: new TypeError('fetch failed', {
          cause: coded('ECONNRESET')
        }),
        random: fixed(1)
      })
    ).toEqual({
      retry: true,
      delayMs: 2000,
      reason: 'network error ECONNRESET'
    })
  })

  it('does not retry an unknown error or past the limit', () => {
    expect(
      decideRetry({ attempt: 1, networkError: new Error('boom') })
    ).toEqual({ retry: false, reason: 'network error (boom) is not retryable' })
    expect(
      decideRetry({ attempt: 6, networkError: coded('ETIMEDOUT') })
    ).toEqual({
      retry: false,
      reason: 'network error ETIMEDOUT: gave up after 5 retries'
    })
  })
})

describe('sleep', () => {
  it('resolves after a tiny delay', async () => {
    await expect(sleep(1)).resolves.toBeUndefined()
  })

  it('rejects at once with the reason of an already aborted signal', async () => {
    const reason = new Error('budget spent')
    await expect(sleep(60000, AbortSignal.abort(reason))).rejects.toBe(reason)
  })

  it('rejects promptly when aborted while waiting', async () => {
    const controller = new AbortController()
    const started = Date.now()
    const waiting = sleep(60000, controller.signal)
    const reason = new Error('cancelled')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('resolves when the signal never aborts', async () => {
    const controller = new AbortController()
    await expect(sleep(1, controller.signal)).resolves.toBeUndefined()
    controller.abort()
  })
})
