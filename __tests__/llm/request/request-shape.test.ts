import { describe, expect, it } from '@jest/globals'
import {
  sseSuite,
  endpointFor as sseEndpoint
} from '../../../__fixtures__/sse-suite.js'
import { encodeTurn } from '../../../__fixtures__/scripted-model.js'
import {
  replaySse,
  type SseHandler,
  type SseServer
} from '../../../__fixtures__/sse-server.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import {
  type Endpoint,
  type EndpointLimits,
  resolveEndpoint
} from '../../../src/llm/request/providers.js'
import type { ChatRequest, StreamEvent } from '../../../src/llm/types.js'

/** Answers request N with handler N (the last repeats). */
const serve = sseSuite()

const ok: SseHandler = (_req, _body, res) =>
  replaySse(res, Buffer.from(encodeTurn({ text: 'ok' })), { chunkSize: 64 })

const refuse =
  (code: number, body: string): SseHandler =>
  (_req, _body, res) => {
    res.writeHead(code, { 'content-type': 'application/json' })
    res.end(body)
  }

function endpointFor(
  url: string,
  limits: Partial<EndpointLimits> = {}
): Endpoint {
  const endpoint = sseEndpoint(url)
  return { ...endpoint, limits: { ...endpoint.limits, ...limits } }
}

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'hi' }] }

const sentBodies = (srv: SseServer): Record<string, unknown>[] =>
  srv.requests.map((request) => JSON.parse(request.body))

describe('the completion cap', () => {
  it('goes with every request, at most the endpoint allows', async () => {
    const srv = await serve(ok)
    const client = createChatClient({
      endpoint: endpointFor(srv.url, { maxOutputTokens: 4000 })
    })
    await client.chat(ASK)
    await client.chat({ ...ASK, maxTokens: 500 })
    await client.chat({ ...ASK, maxTokens: 9000 })
    expect(sentBodies(srv).map((body) => body.max_tokens)).toEqual([
      4000, 500, 4000
    ])
    expect(sentBodies(srv)[0]).not.toHaveProperty('max_completion_tokens')
  })

  it('is max_completion_tokens where the profile says so', async () => {
    const srv = await serve(ok)
    const client = createChatClient({
      endpoint: endpointFor(srv.url, {
        maxOutputTokens: 4000,
        tokenParameter: 'max_completion_tokens'
      })
    })
    await client.chat(ASK)
    expect(sentBodies(srv)[0]).toMatchObject({ max_completion_tokens: 4000 })
    expect(sentBodies(srv)[0]).not.toHaveProperty('max_tokens')
  })

  it('switches to max_completion_tokens when the endpoint asks for it, for good', async () => {
    const srv = await serve(
      refuse(
        400,
        JSON.stringify({
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter'
          }
        })
      ),
      ok
    )
    const events: StreamEvent[] = []
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat(ASK, {
      onEvent: (event) => events.push(event)
    })
    await client.chat(ASK)
    expect(result.attempts).toBe(1)
    const bodies = sentBodies(srv)
    expect(bodies[0]).toMatchObject({ max_tokens: 16384 })
    expect(bodies[1]).toMatchObject({ max_completion_tokens: 16384 })
    expect(bodies[1]).not.toHaveProperty('max_tokens')
    expect(bodies[2]).toMatchObject({ max_completion_tokens: 16384 })
    expect(events).toContainEqual({
      type: 'request-retry',
      attempt: 1,
      delayMs: 0,
      reason:
        'the endpoint does not accept max_tokens; retrying with max_completion_tokens'
    })
  })

  it('is left out on a strict server that refuses both names', async () => {
    const extra = (field: string) =>
      refuse(
        422,
        JSON.stringify({
          detail: [
            {
              type: 'extra_forbidden',
              loc: ['body', field],
              msg: 'Extra inputs are not permitted'
            }
          ]
        })
      )
    const srv = await serve(
      extra('max_tokens'),
      extra('max_completion_tokens'),
      ok
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    expect((await client.chat(ASK)).text).toBe('ok')
    const bodies = sentBodies(srv)
    expect(bodies).toHaveLength(3)
    expect(bodies[2]).not.toHaveProperty('max_tokens')
    expect(bodies[2]).not.toHaveProperty('max_completion_tokens')
  })

  it('lowers to what the model allows when the endpoint names it', async () => {
    const srv = await serve(
      refuse(
        400,
        '{"error":{"message":"max_tokens is too large: 16384. This model supports at most 4096 completion tokens, whereas you provided 16384.","type":"invalid_request_error","param":"max_tokens","code":"invalid_value"}}'
      ),
      ok
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    await client.chat(ASK)
    await client.chat(ASK)
    expect(sentBodies(srv).map((body) => body.max_tokens)).toEqual([
      16384, 4096, 4096
    ])
  })

  it('fits the completion into a window it shares with the prompt (vLLM)', async () => {
    const srv = await serve(
      refuse(
        400,
        `{"object":"error","message":"This model's maximum context length is 8192 tokens. However, you requested 16500 tokens (116 in the messages, 16384 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}`
      ),
      ok
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    expect((await client.chat(ASK)).text).toBe('ok')
    const longer: ChatRequest = {
      messages: [{ role: 'user', content: 'word '.repeat(2000) }]
    }
    await client.chat(longer)
    const caps = sentBodies(srv).map((body) => body.max_tokens as number)
    expect(caps[0]).toBe(16384)
    expect(caps[1]).toBe(8192 - Math.ceil(116 * 1.05) - 16)
    // The next request's prompt is estimated from the last count per byte.
    expect(caps[2]).toBeLessThan(caps[1])
    expect(caps[2]).toBeGreaterThanOrEqual(256)
    expect(srv.requests).toHaveLength(3)
  })

  it('throws a context-length error when the prompt alone fills the window', async () => {
    const srv = await serve(
      refuse(
        400,
        `{"object":"error","message":"This model's maximum context length is 8192 tokens. However, you requested 9000 tokens (8000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}`
      ),
      ok
    )
    const client = createChatClient({
      endpoint: endpointFor(srv.url, { maxOutputTokens: 1000 })
    })
    const error = await client.chat(ASK).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelError)
    expect(error).toMatchObject({
      kind: 'context-length',
      options: { contextLimit: 8192, requestedTokens: 8000 }
    })
    expect(srv.requests).toHaveLength(1)
  })
})

describe('GitHub Models requests', () => {
  const githubModels = (url: string): Endpoint => {
    const endpoint = resolveEndpoint({
      apiKey: '',
      githubToken: 'ghs_workflowTokenValue0123456789',
      baseUrl: '',
      model: '',
      apiVersion: ''
    })
    return { ...endpoint, baseUrl: url, chatUrl: `${url}/chat/completions` }
  }

  it('carry the REST headers, the cap of the profile, and stream as SSE', async () => {
    const srv = await serve(ok)
    const client = createChatClient({ endpoint: githubModels(srv.url) })
    expect((await client.chat(ASK)).text).toBe('ok')
    const [request] = srv.requests
    expect(request.headers).toMatchObject({
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      authorization: 'Bearer ghs_workflowTokenValue0123456789',
      'content-type': 'application/json'
    })
    expect(JSON.parse(request.body)).toMatchObject({
      model: 'openai/gpt-4.1',
      stream: true,
      max_tokens: 4000
    })
  })

  it('read a reply sent as one JSON completion instead of a stream', async () => {
    const completion = {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_a',
                type: 'function',
                function: { name: 'read', arguments: '{"path":"a.ts"}' }
              }
            ]
          },
          finish_reason: 'tool_calls'
        }
      ],
      usage: {
        prompt_tokens: 50,
        completion_tokens: 5,
        total_tokens: 55,
        prompt_tokens_details: { cached_tokens: 0 }
      }
    }
    const srv = await serve((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(completion, null, 2))
    })
    const client = createChatClient({ endpoint: githubModels(srv.url) })
    const result = await client.chat({
      ...ASK,
      tools: [
        {
          name: 'read',
          description: 'Read a file',
          parameters: {
            type: 'object',
            properties: { path: { type: 'string' } }
          }
        }
      ]
    })
    expect(result.finishReason).toBe('tool-calls')
    expect(result.toolCalls).toEqual([
      {
        id: 'call_a',
        name: 'read',
        arguments: '{"path":"a.ts"}',
        input: { path: 'a.ts' }
      }
    ])
    expect(result.usage).toEqual({
      promptTokens: 50,
      completionTokens: 5,
      totalTokens: 55,
      cachedPromptTokens: 0
    })
  })
})

describe('cached prompt tokens', () => {
  const withUsage =
    (usage: Record<string, unknown>): SseHandler =>
    (_req, _body, res) => {
      const chunks = [
        { choices: [{ index: 0, delta: { content: 'hi' } }] },
        { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
        { choices: [], usage }
      ]
      const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
      replaySse(res, Buffer.from(`${body.join('')}data: [DONE]\n\n`))
    }

  it.each([
    [
      'OpenAI, GitHub Models, OpenRouter',
      { prompt_tokens_details: { cached_tokens: 1920 } },
      1920
    ],
    [
      'DeepSeek',
      { prompt_cache_hit_tokens: 1536, prompt_cache_miss_tokens: 464 },
      1536
    ],
    ['a bare cached_tokens', { cached_tokens: 64 }, 64],
    ['none reported', {}, undefined]
  ])('%s', async (_name, extra, cached) => {
    const srv = await serve(
      withUsage({
        prompt_tokens: 2000,
        completion_tokens: 3,
        total_tokens: 2003,
        ...extra
      })
    )
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const { usage } = await client.chat(ASK)
    expect(usage.cachedPromptTokens).toBe(cached)
    expect(usage.promptTokens).toBe(2000)
    if (cached === undefined)
      expect(usage).not.toHaveProperty('cachedPromptTokens')
  })
})
