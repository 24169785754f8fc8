import { describe, expect, it } from '@jest/globals'
import { READ_TOOL, recordedSse } from '../../../__fixtures__/wire.js'
import {
  sseSuite,
  endpointFor as sseEndpoint
} from '../../../__fixtures__/sse-suite.js'
import { replaySse, type SseHandler } from '../../../__fixtures__/sse-server.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { StreamPayloadError } from '../../../src/llm/wire/chat-stream.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import { type Endpoint } from '../../../src/llm/request/providers.js'
import { errorBodyRefusal } from '../../../src/llm/wire/reply-body.js'
import type { StreamEvent } from '../../../src/llm/types.js'

const ASK = {
  messages: [{ role: 'user' as const, content: 'go' }],
  tools: [READ_TOOL]
}

/** Answers request N with handler N (the last repeats). */
const serve = sseSuite()

/** Replays a recorded body in 7-byte slices with the given content-type. */
const replay =
  (file: string, contentType?: string): SseHandler =>
  (_req, _body, res) =>
    contentType === undefined
      ? writeUnlabelled(res, recordedSse(file))
      : replaySse(res, recordedSse(file), {
          headers: { 'content-type': contentType }
        })

function writeUnlabelled(res: Parameters<SseHandler>[2], bytes: Buffer): void {
  res.writeHead(200)
  res.end(bytes)
}

function endpointFor(url: string): Endpoint {
  return sseEndpoint(url)
}

function client(url: string) {
  const delays: number[] = []
  const chat = createChatClient({
    endpoint: endpointFor(url),
    sleep: async (ms) => {
      delays.push(ms)
    }
  })
  return { chat, delays }
}

describe('a reply that ignores stream: true', () => {
  it.each([
    ['labelled application/json', 'application/json'],
    ['without a content-type', undefined]
  ])(
    'ignores-stream.json, %s: one complete reply, not retried',
    async (_label, contentType) => {
      const srv = await serve(replay('ignores-stream.json', contentType))
      const { chat, delays } = client(srv.url)
      const result = await chat.chat(ASK)
      expect(result).toMatchObject({
        text: 'Reading the config first.',
        finishReason: 'tool-calls',
        attempts: 1,
        toolCalls: [
          {
            id: 'call_ns01',
            name: 'read',
            input: { path: 'tsconfig.json', offset: 10 }
          }
        ],
        usage: {
          promptTokens: 1830,
          completionTokens: 24,
          totalTokens: 1854,
          cachedPromptTokens: 1536
        }
      })
      expect(srv.requests).toHaveLength(1)
      expect(delays).toEqual([])
    }
  )

  it('mistral-thinking-parts.json: message.content as parts, the text parts are the answer', async () => {
    const srv = await serve(
      replay('mistral-thinking-parts.json', 'application/json')
    )
    const { chat } = client(srv.url)
    const result = await chat.chat(ASK)
    expect(result).toMatchObject({
      text: '2 + 2 = 4',
      message: { role: 'assistant', content: '2 + 2 = 4' },
      finishReason: 'stop',
      toolCalls: [],
      usage: { promptTokens: 12, completionTokens: 49, totalTokens: 61 }
    })
  })

  it('error-body-200.json: an error body with status 200 is the refusal it names', async () => {
    const srv = await serve(
      replay('error-body-200.json', 'application/json; charset=utf-8')
    )
    const { chat, delays } = client(srv.url)
    const error = await chat.chat(ASK).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ModelError)
    expect(error).toMatchObject({ kind: 'auth', status: 401, retryable: false })
    expect((error as Error).message).toMatch(/api-key input was rejected/)
    expect((error as Error).message).not.toMatch(/broke off/)
    expect(srv.requests).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('error-body-200-overloaded.json: retried by the status it names', async () => {
    const srv = await serve(
      replay('error-body-200-overloaded.json', 'application/json'),
      replay('ignores-stream.json', 'application/json')
    )
    const { chat, delays } = client(srv.url)
    const events: StreamEvent[] = []
    const result = await chat.chat(ASK, { onEvent: (e) => events.push(e) })
    expect(result.attempts).toBe(2)
    expect(delays).toHaveLength(1)
    expect(events.find((e) => e.type === 'request-retry')).toMatchObject({
      reason: expect.stringMatching(/503/)
    })
  })
})

describe('malformed stream chunks', () => {
  it('malformed-chunks.sse: skipped and counted, the reply not retried', async () => {
    const srv = await serve(replay('malformed-chunks.sse', 'text/event-stream'))
    const { chat, delays } = client(srv.url)
    const events: StreamEvent[] = []
    const result = await chat.chat(ASK, { onEvent: (e) => events.push(e) })
    expect(result).toMatchObject({
      text: 'All tests pass now.',
      finishReason: 'stop',
      attempts: 1,
      skippedChunks: 2
    })
    expect(events.filter((e) => e.type === 'chunks-skipped')).toHaveLength(1)
    expect(srv.requests).toHaveLength(1)
    expect(delays).toEqual([])
  })
})

describe('tool calls written as text in native mode', () => {
  it('native-function-text.sse: read as a call; the second such reply switches (auto)', async () => {
    const srv = await serve(
      replay('native-function-text.sse', 'text/event-stream')
    )
    const { chat } = client(srv.url)
    const events: StreamEvent[] = []
    const onEvent = (e: StreamEvent) => events.push(e)
    const first = await chat.chat(ASK, { onEvent })
    expect(first).toMatchObject({
      text: "I'll read the file first.",
      textToolCall: 'function',
      finishReason: 'tool-calls',
      toolCalls: [{ name: 'read', input: { path: 'hello.txt' } }]
    })
    expect(chat.toolMode).toBe('native')
    await chat.chat(ASK, { onEvent })
    expect(chat.toolMode).toBe('xml')
    expect(
      events.filter(
        (e) => e.type === 'text-tool-call' || e.type === 'tool-mode-change'
      )
    ).toEqual([
      { type: 'text-tool-call', form: 'function', name: 'read', count: 1 },
      { type: 'text-tool-call', form: 'function', name: 'read', count: 2 },
      {
        type: 'tool-mode-change',
        mode: 'xml',
        reason: 'the model wrote its tool calls as text twice'
      }
    ])
    await chat.chat(ASK)
    const third = JSON.parse(srv.requests[2].body) as Record<string, unknown>
    expect(third.tools).toBeUndefined()
  })

  it('reads no call from the text of a request that forbids calls', async () => {
    const srv = await serve(
      replay('native-function-text.sse', 'text/event-stream')
    )
    const { chat } = client(srv.url)
    for (let i = 0; i < 2; i++) {
      const result = await chat.chat({ ...ASK, toolChoice: 'none' })
      expect(result.toolCalls).toEqual([])
      expect(result.textToolCall).toBeUndefined()
      expect(result.text).toContain('<function=read>')
    }
    expect(chat.toolMode).toBe('native')
  })
})

describe('a JSON body that is not valid JSON', () => {
  it('says so, and is retried like a broken stream', async () => {
    const cut = recordedSse('ignores-stream.json').subarray(0, 200)
    const srv = await serve((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(cut)
    })
    const { chat, delays } = client(srv.url)
    const error = await chat.chat(ASK).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'stream' })
    expect((error as Error).message).toMatch(
      /\(one JSON body, not a stream\) was cut off or is not valid JSON/
    )
    expect(srv.requests).toHaveLength(4)
    expect(delays).toHaveLength(3)
  })
})

describe('errorBodyRefusal', () => {
  const refusal = (error: unknown) =>
    errorBodyRefusal(new StreamPayloadError('x', { error }))?.status
  it.each([
    [{ code: 429, message: 'slow down' }, 429],
    [{ status: '503', message: 'busy' }, 503],
    [{ code: 'invalid_api_key' }, 401],
    [{ type: 'permission_error' }, 403],
    [{ code: 'model_not_found' }, 404],
    [{ code: 'insufficient_quota' }, 429],
    [{ code: 'context_length_exceeded' }, 400],
    [{ message: 'something odd' }, 500],
    ['overloaded', 500]
  ])('%j -> %i', (error, status) => {
    expect(refusal(error)).toBe(status)
  })
  it('is null for what is not an error body', () => {
    expect(errorBodyRefusal(new Error('x'))).toBeNull()
    expect(
      errorBodyRefusal(new StreamPayloadError('x', '{not json'))
    ).toBeNull()
    expect(refusal(null)).toBeUndefined()
  })
})
