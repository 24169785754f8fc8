import { describe, expect, it } from '@jest/globals'
import { READ_TOOL, recordedSse } from '../../__fixtures__/wire.js'
import {
  sseSuite,
  endpointFor as sseEndpoint
} from '../../__fixtures__/sse-suite.js'
import { encodeTurn } from '../../__fixtures__/scripted-model.js'
import { replaySse, type SseHandler } from '../../__fixtures__/sse-server.js'
import { createChatClient } from '../../src/llm/chat-client.js'
import { ModelError } from '../../src/llm/failures/errors.js'
import { type Endpoint } from '../../src/llm/request/providers.js'
import type { StreamEvent } from '../../src/llm/types.js'

const fixture = (name: string): Buffer => recordedSse(`${name}.sse`)

/** Answers request N with handler N (the last repeats). */
const serve = sseSuite()

const sse =
  (body: string | Buffer): SseHandler =>
  (_req, _body, res) =>
    replaySse(res, Buffer.from(body), { chunkSize: 64 })

const status =
  (
    code: number,
    body: string,
    headers: Record<string, string> = {}
  ): SseHandler =>
  (_req, _body, res) => {
    res.writeHead(code, { 'content-type': 'application/json', ...headers })
    res.end(body)
  }

function endpointFor(url: string, overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    ...sseEndpoint(url),
    ...overrides
  }
}

/** Records sleeps instead of waiting, so retry tests never sleep for real. */
function fakeSleep() {
  const delays: number[] = []
  return {
    delays,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason
      delays.push(ms)
    }
  }
}

describe('chat client request', () => {
  it('POSTs a streaming chat-completions request with usage and tools', async () => {
    const srv = await serve(sse(encodeTurn({ text: 'hello there' })))
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const events: StreamEvent[] = []
    const result = await client.chat(
      {
        messages: [
          { role: 'system', content: 'sys' },
          { role: 'user', content: 'hi' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', name: 'read', arguments: '{"path":"a"}' }]
          },
          { role: 'tool', tool_call_id: 'c1', name: 'read', content: 'x' }
        ],
        tools: [READ_TOOL]
      },
      { onEvent: (event) => events.push(event) }
    )
    expect(result.text).toBe('hello there')
    expect(result.finishReason).toBe('stop')
    expect(result.usage).toEqual({
      promptTokens: 100,
      completionTokens: 10,
      totalTokens: 110
    })
    const request = srv.requests[0]
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe(
      'Bearer sk-test-key-0123456789abcdefghij'
    )
    const body = JSON.parse(request.body)
    expect(body).toMatchObject({
      model: 'test-model',
      stream: true,
      stream_options: { include_usage: true },
      tool_choice: 'auto',
      parallel_tool_calls: true,
      tools: [
        {
          type: 'function',
          function: { name: 'read', parameters: READ_TOOL.parameters }
        }
      ]
    })
    expect(body.messages[2].tool_calls[0]).toEqual({
      id: 'c1',
      type: 'function',
      function: { name: 'read', arguments: '{"path":"a"}' }
    })
    expect(body.messages[3]).toEqual({
      role: 'tool',
      tool_call_id: 'c1',
      content: 'x'
    })
    expect(
      events
        .filter((event) => event.type === 'text-delta')
        .map((event) => (event as { text: string }).text)
        .join('')
    ).toBe('hello there')
  })

  it('returns parsed tool calls from a recorded stream', async () => {
    const srv = await serve(sse(fixture('ollama-index-reuse')))
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'go' }],
      tools: [READ_TOOL]
    })
    expect(result.toolCalls.length).toBeGreaterThanOrEqual(2)
    expect(new Set(result.toolCalls.map((call) => call.id)).size).toBe(
      result.toolCalls.length
    )
    expect(result.finishReason).toBe('tool-calls')
    expect(result.message.tool_calls?.map((call) => call.id)).toEqual(
      result.toolCalls.map((call) => call.id)
    )
  })

  it('keeps an unparseable call in the history with {} arguments', async () => {
    const srv = await serve(
      sse(
        encodeTurn({ toolCalls: [{ name: 'read', arguments: '{"path": "a"' }] })
      )
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'go' }],
      tools: [READ_TOOL]
    })
    expect(result.toolCalls[0].error).toMatch(/not valid JSON/)
    expect(result.message.tool_calls?.[0].arguments).toBe('{}')
  })
})

describe('chat client retries', () => {
  it('retries 503 and 429 with the server delay, then succeeds', async () => {
    const srv = await serve(
      status(503, '{"error":{"message":"overloaded"}}'),
      status(429, '{"error":{"message":"slow down"}}', {
        'retry-after-ms': '1500'
      }),
      sse(encodeTurn({ text: 'ok' }))
    )
    const { delays, sleep } = fakeSleep()
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      sleep,
      random: () => 0
    })
    const result = await client.chat(
      { messages: [{ role: 'user', content: 'x' }] },
      { onEvent: (event) => events.push(event) }
    )
    expect(result.text).toBe('ok')
    expect(result.attempts).toBe(3)
    expect(delays).toEqual([750, 1500])
    expect(
      events.filter((event) => event.type === 'request-retry')
    ).toHaveLength(2)
  })

  it('gives up after five retries and says when to retry on 429', async () => {
    const srv = await serve(
      status(429, '{"error":{"message":"Rate limit reached"}}', {
        'retry-after': '7'
      })
    )
    const { delays, sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const error = await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelError)
    expect((error as ModelError).kind).toBe('rate-limit')
    expect((error as Error).message).toMatch(/7 s/)
    expect(srv.requests).toHaveLength(6)
    expect(delays).toEqual([7000, 7000, 7000, 7000, 7000])
  })

  it.each([
    [400, /bad-request/],
    [401, /auth/],
    [403, /permission/],
    [404, /not-found/],
    [422, /bad-request/]
  ])('never retries %i', async (code, kind) => {
    const srv = await serve(
      status(
        code,
        '{"error":{"message":"nope sk-test-key-0123456789abcdefghij"}}'
      )
    )
    const { delays, sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toMatch(kind)
    expect(error.message).not.toContain('sk-test-key-0123456789abcdefghij')
    expect(srv.requests).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('says what to fix: 401 names api-key, 404 names model and URL', async () => {
    let srv = await serve(
      status(401, '{"error":{"message":"Incorrect API key"}}')
    )
    let error = (await createChatClient({ endpoint: endpointFor(srv.url) })
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as Error
    expect(error.message).toMatch(/api-key/)
    await srv.close()
    srv = await serve(status(404, '{"error":{"message":"model not found"}}'))
    error = (await createChatClient({ endpoint: endpointFor(srv.url) })
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as Error
    expect(error.message).toContain('test-model')
    expect(error.message).toContain(`${srv.url}/v1`)
  })

  it('explains the missing models permission on a GitHub Models 403', async () => {
    const srv = await serve(status(403, '{"error":{"message":"Forbidden"}}'))
    const endpoint = endpointFor(srv.url, {
      provider: 'github-models',
      credential: 'github-token'
    })
    const error = (await createChatClient({ endpoint })
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as Error
    expect(error.message).toContain('models: read')
  })

  it('retries a stream that ends without [DONE] or finish_reason and never returns its calls', async () => {
    const srv = await serve(
      sse(fixture('cut-mid-arguments')),
      sse(
        encodeTurn({ toolCalls: [{ name: 'read', arguments: { path: 'b' } }] })
      )
    )
    const { delays, sleep } = fakeSleep()
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      sleep,
      random: () => 1
    })
    const result = await client.chat(
      { messages: [{ role: 'user', content: 'x' }], tools: [READ_TOOL] },
      { onEvent: (event) => events.push(event) }
    )
    expect(srv.requests).toHaveLength(2)
    expect(delays).toEqual([1000])
    expect(result.toolCalls).toEqual([
      expect.objectContaining({ name: 'read', input: { path: 'b' } })
    ])
    expect(
      events.filter((event) => event.type === 'tool-call-end')
    ).toHaveLength(1)
  })

  it('fails after three broken streams', async () => {
    const srv = await serve(sse(encodeTurn({ text: 'partial', cut: true })))
    const { sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toBe('stream')
    expect(srv.requests).toHaveLength(4)
  })

  it('retries an in-stream error object', async () => {
    const srv = await serve(
      sse(fixture('in-stream-error')),
      sse(encodeTurn({ text: 'fine' }))
    )
    const { sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'x' }]
    })
    expect(result.text).toBe('fine')
    expect(srv.requests).toHaveLength(2)
  })

  it('does not retry an in-stream error a retry cannot fix, and redacts it', async () => {
    const payload = {
      error: {
        code: 401,
        message:
          'invalid_api_key: sk-test-key-0123456789abcdefghij is not valid'
      },
      choices: []
    }
    const srv = await serve(sse(`data: ${JSON.stringify(payload)}\n\n`))
    const { delays, sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toBe('bad-request')
    expect(error.message).toContain('invalid_api_key')
    expect(error.message).not.toContain('sk-test-key-0123456789abcdefghij')
    expect(srv.requests).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('stops a reply that passes the output cap, for good', async () => {
    const srv = await serve(sse(encodeTurn({ text: 'x'.repeat(5000) })))
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      maxReplyBytes: 2000
    })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toBe('bad-request')
    expect(error.message).toContain('cap on model output')
    expect(srv.requests).toHaveLength(1)
  })

  it('retries a connection dropped before the first byte', async () => {
    const srv = await serve(
      (req) => {
        req.socket.destroy()
      },
      sse(encodeTurn({ text: 'after reset' }))
    )
    const { delays, sleep } = fakeSleep()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      sleep,
      random: () => 0
    })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'x' }]
    })
    expect(result.text).toBe('after reset')
    expect(delays).toEqual([750])
  })

  it('retries a stream dropped after the first bytes', async () => {
    const srv = await serve(
      (_req, _body, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(encodeTurn({ text: 'half' }).slice(0, 120))
        setImmediate(() => res.socket?.destroy())
      },
      sse(encodeTurn({ text: 'whole' }))
    )
    const { sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'x' }]
    })
    expect(result.text).toBe('whole')
  })

  it('times out an idle stream and retries it', async () => {
    const srv = await serve(
      (_req, _body, res) =>
        replaySse(
          res,
          Buffer.from(encodeTurn({ text: 'stall' }).slice(0, 150)),
          { keepOpen: true }
        ),
      sse(encodeTurn({ text: 'recovered' }))
    )
    const { sleep } = fakeSleep()
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      sleep,
      idleTimeoutMs: 500
    })
    const result = await client.chat(
      { messages: [{ role: 'user', content: 'x' }] },
      { onEvent: (event) => events.push(event) }
    )
    expect(result.text).toBe('recovered')
    const retry = events.find((event) => event.type === 'request-retry') as {
      reason: string
    }
    expect(retry.reason).toMatch(/idle/)
  })

  it('stops at once when the signal aborts during a retry wait', async () => {
    const srv = await serve(status(500, 'boom'))
    const controller = new AbortController()
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      sleep: async () => {
        controller.abort()
        throw new Error('aborted')
      }
    })
    const error = (await client
      .chat(
        { messages: [{ role: 'user', content: 'x' }] },
        { signal: controller.signal }
      )
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toBe('aborted')
    expect(srv.requests).toHaveLength(1)
  })

  it('throws a context-length error without retrying', async () => {
    const srv = await serve(
      status(
        400,
        '{"error":{"message":"This model\'s maximum context length is 8192 tokens","code":"context_length_exceeded"}}'
      )
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error.kind).toBe('context-length')
    expect(srv.requests).toHaveLength(1)
  })
})

describe('chat client optional parameters', () => {
  it('drops an optional field the endpoint refuses and asks again', async () => {
    const srv = await serve(
      status(
        400,
        '{"error":{"message":"Unrecognized request argument supplied: parallel_tool_calls"}}'
      ),
      status(
        422,
        '{"detail":[{"type":"extra_forbidden","loc":["body","stream_options"],"msg":"Extra inputs are not permitted"}]}'
      ),
      sse(encodeTurn({ text: 'works' }))
    )
    const { delays, sleep } = fakeSleep()
    const client = createChatClient({ endpoint: endpointFor(srv.url), sleep })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'x' }],
      tools: [READ_TOOL]
    })
    expect(result.text).toBe('works')
    expect(result.attempts).toBe(1)
    expect(delays).toEqual([])
    const third = JSON.parse(srv.requests[2].body)
    expect(third.parallel_tool_calls).toBeUndefined()
    expect(third.stream_options).toBeUndefined()
    expect(third.tools).toHaveLength(1)
    // Remembered for the rest of the run.
    await client.chat({
      messages: [{ role: 'user', content: 'y' }],
      tools: [READ_TOOL]
    })
    expect(JSON.parse(srv.requests[3].body).parallel_tool_calls).toBeUndefined()
  })

  it('does not drop fields for other 400s', async () => {
    const srv = await serve(
      status(400, '{"error":{"message":"messages: invalid role"}}')
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    await expect(
      client.chat({ messages: [{ role: 'user', content: 'x' }] })
    ).rejects.toBeInstanceOf(ModelError)
    expect(srv.requests).toHaveLength(1)
  })
})

describe('chat client text protocol', () => {
  it('switches to the text protocol when the endpoint rejects tools (auto)', async () => {
    const srv = await serve(
      status(
        400,
        '{"error":{"message":"registry.ollama.ai/library/gemma does not support tools"}}'
      ),
      sse(
        encodeTurn({
          text: 'Let me look.\n<function=read>\n<parameter=path>src/a.ts</parameter>\n<parameter=offset>3</parameter>\n'
        })
      )
    )
    const events: StreamEvent[] = []
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      toolMode: 'auto'
    })
    const result = await client.chat(
      {
        messages: [
          { role: 'system', content: 'sys' },
          { role: 'user', content: 'go' }
        ],
        tools: [READ_TOOL]
      },
      { onEvent: (event) => events.push(event) }
    )
    expect(client.toolMode).toBe('xml')
    expect(events[0]).toMatchObject({ type: 'tool-mode-change', mode: 'xml' })
    const second = JSON.parse(srv.requests[1].body)
    expect(second.tools).toBeUndefined()
    expect(second.stop).toEqual(['</function'])
    expect(second.messages[0].content).toContain('<function=read>')
    expect(result.text).toBe('Let me look.')
    expect(result.toolCalls).toEqual([
      expect.objectContaining({
        name: 'read',
        input: { path: 'src/a.ts', offset: 3 }
      })
    ])
    expect(result.message.tool_calls?.[0].name).toBe('read')
    expect(result.attempts).toBe(1)
  })

  it('reports a malformed text tool call as a format error', async () => {
    const srv = await serve(
      sse(encodeTurn({ text: '<function=>\n<parameter=path>x</parameter>' }))
    )
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      toolMode: 'xml'
    })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'go' }],
      tools: [READ_TOOL]
    })
    expect(result.toolCalls).toEqual([])
    expect(result.formatError).toBeTruthy()
  })

  it('does not switch in native mode', async () => {
    const srv = await serve(
      status(400, '{"error":{"message":"model does not support tools"}}')
    )
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      toolMode: 'native'
    })
    const error = (await client
      .chat({ messages: [{ role: 'user', content: 'go' }], tools: [READ_TOOL] })
      .catch((caught: unknown) => caught)) as ModelError
    expect(error).toBeInstanceOf(ModelError)
    expect(srv.requests).toHaveLength(1)
  })
})

describe('token usage', () => {
  it('is reported on each result (the loop keeps the run total)', async () => {
    const srv = await serve(
      sse(encodeTurn({ text: 'a', usage: { prompt: 50, completion: 5 } })),
      sse(encodeTurn({ text: 'b', usage: { prompt: 70, completion: 7 } }))
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const results = [
      await client.chat({ messages: [{ role: 'user', content: 'x' }] }),
      await client.chat({ messages: [{ role: 'user', content: 'y' }] })
    ]
    expect(results.map((result) => result.usage)).toEqual([
      { promptTokens: 50, completionTokens: 5, totalTokens: 55 },
      { promptTokens: 70, completionTokens: 7, totalTokens: 77 }
    ])
  })

  it('is zeros when the provider sent none', async () => {
    const srv = await serve(sse(fixture('utf8-multibyte')))
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat({
      messages: [{ role: 'user', content: 'x' }]
    })
    expect(result.usage).toEqual({
      promptTokens: 0,
      completionTokens: 0,
      totalTokens: 0
    })
  })
})
