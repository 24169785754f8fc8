import { afterEach, describe, expect, it } from '@jest/globals'
import {
  type GitHubModelsDouble,
  type GitHubModelsDoubleOptions,
  startGitHubModelsDouble
} from '../../__fixtures__/github-models-double.js'
import {
  countRequestTokens,
  MESSAGE_OVERHEAD,
  REPLY_PRIMING,
  requestTokens
} from '../../__fixtures__/token-count.js'
import { createChatClient } from '../../src/llm/chat-client.js'
import { ModelError } from '../../src/llm/failures/errors.js'
import { resolveEndpoint } from '../../src/llm/request/providers.js'

// The double itself: what it counts, what it refuses and how, and what it
// reports, so the end-to-end suites can trust its records.

let double: GitHubModelsDouble | undefined
afterEach(async () => {
  await double?.close()
  double = undefined
})

async function start(
  options: Partial<GitHubModelsDoubleOptions> = {}
): Promise<GitHubModelsDouble> {
  double = await startGitHubModelsDouble({ replies: [], ...options })
  return double
}

async function post(
  target: GitHubModelsDouble,
  body: Record<string, unknown>
): Promise<Response> {
  return fetch(`${target.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'openai/gpt-4o', stream: true, ...body })
  })
}

const user = (content: string) => ({ role: 'user', content })

/** The streamed reply's text and tool names, joined. */
async function streamed(response: Response): Promise<string> {
  let text = ''
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue
    const chunk = JSON.parse(line.slice(6)) as {
      choices: {
        delta: {
          content?: string
          tool_calls?: { function: { name?: string } }[]
        }
      }[]
    }
    for (const choice of chunk.choices) {
      text += choice.delta.content ?? ''
      for (const call of choice.delta.tool_calls ?? [])
        text += call.function.name ?? ''
    }
  }
  return text
}

/** Code-like text of about `tokens` o200k tokens. */
function code(lines: number): string {
  return Array.from(
    { length: lines },
    (_, index) => `export const value${index} = compute(${index}, 'v${index}')`
  ).join('\n')
}

describe('GitHub Models double', () => {
  it('counts contents, tool calls and tool schemas with o200k_base, plus the documented overhead', () => {
    const tools = [
      {
        type: 'function',
        function: { name: 'read', parameters: { type: 'object' } }
      }
    ]
    const messages = [
      { role: 'system', content: 'You are terse.' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'read', arguments: '{"path":"a.js"}' }
          }
        ]
      },
      { role: 'tool', tool_call_id: 'c1', content: 'hello world' }
    ]
    const bare = countRequestTokens(requestTokens({ messages }))
    const withTools = countRequestTokens(requestTokens({ messages, tools }))
    expect(withTools).toBeGreaterThan(bare)
    // Three messages: their tokens, 4 per message, 3 for the reply.
    const empty = countRequestTokens(
      requestTokens({ messages: messages.map(({ role }) => ({ role })) })
    )
    expect(empty).toBe(3 * MESSAGE_OVERHEAD + REPLY_PRIMING)
    expect(bare - empty).toBeGreaterThan(8)
  })

  it('refuses a request over the cap with the 413 body of the service, without consuming a step', async () => {
    const target = await start({
      maxInputTokens: 500,
      replies: [{ text: 'first answer' }]
    })
    const big = await post(target, { messages: [user(code(100))] })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      error: {
        code: 'tokens_limit_reached',
        message:
          'Request body too large for gpt-4o model. Max size: 500 tokens.',
        details:
          'Request body too large for gpt-4o model. Max size: 500 tokens.'
      }
    })
    const small = await post(target, { messages: [user('hi')] })
    expect(small.status).toBe(200)
    expect(await streamed(small)).toBe('first answer')
    expect(target.records.map((r) => [r.status, r.refused, r.reason])).toEqual([
      [413, true, 'tokens-limit'],
      [200, false, undefined]
    ])
    expect(target.records[0].inputTokens).toBeGreaterThan(500)
    expect(target.records[1].inputTokens).toBeLessThan(20)
  })

  it('answers 400 when max_tokens or max_completion_tokens asks for more than 4000', async () => {
    const target = await start()
    for (const param of ['max_tokens', 'max_completion_tokens']) {
      const response = await post(target, {
        messages: [user('hi')],
        [param]: 4001
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { message: string } }
      expect(body.error.message).toBe(
        `${param} is too large: 4001. This model supports at most 4000 completion tokens, whereas you provided 4001.`
      )
    }
    expect(
      (await post(target, { messages: [user('hi')], max_tokens: 4000 })).status
    ).toBe(200)
    expect(target.records.map((record) => record.maxTokens)).toEqual([
      4001, 4001, 4000
    ])
  })

  it('runs out of its daily quota: 429 UserByModelByDay, retry-after 43200, from then on', async () => {
    const target = await start({ requestsPerDay: 1 })
    expect((await post(target, { messages: [user('a')] })).status).toBe(200)
    for (let index = 0; index < 2; index += 1) {
      const response = await post(target, { messages: [user('b')] })
      expect(response.status).toBe(429)
      expect(response.headers.get('x-ratelimit-type')).toBe('UserByModelByDay')
      expect(response.headers.get('retry-after')).toBe('43200')
      expect(await response.json()).toEqual({
        error: {
          code: 'RateLimitReached',
          message:
            'Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 43200 seconds before retrying.',
          details:
            'Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 43200 seconds before retrying.'
        }
      })
    }
  })

  it('answers a per-minute 429 with a short retry-after as often as told, then serves again', async () => {
    const target = await start({ replies: [{ text: 'served' }] })
    target.rateLimitNext({ scope: 'UserByModelByMinute', retryAfterS: 1 }, 1)
    const limited = await post(target, { messages: [user('a')] })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('x-ratelimit-type')).toBe('UserByModelByMinute')
    expect(limited.headers.get('retry-after')).toBe('1')
    const again = await post(target, { messages: [user('a')] })
    expect(await streamed(again)).toBe('served')
  })

  it('reports usage with cached_tokens for the prefix shared with the previous request', async () => {
    const target = await start({
      replies: [{ text: 'one' }, { text: 'two' }, { text: 'three' }]
    })
    const first = [user(code(20))]
    await (await post(target, { messages: first })).text()
    await (
      await post(target, {
        messages: [...first, { role: 'assistant', content: 'one' }, user('go')]
      })
    ).text()
    await (await post(target, { messages: [user('other')] })).text()
    const [a, b, c] = target.records.map((record) => record.usage)
    expect(a).toMatchObject({ cached: 0, completion: 1 })
    // Everything of the first request but its reply priming.
    expect(b?.cached).toBe((a?.prompt ?? 0) - REPLY_PRIMING)
    expect(c?.cached).toBeLessThan(5)
    expect(target.totals().prompt).toBe(
      (a?.prompt ?? 0) + (b?.prompt ?? 0) + (c?.prompt ?? 0)
    )
  })

  it('answers tool_choice none requests from `summary`, outside the script', async () => {
    const target = await start({
      replies: [{ toolCalls: [{ name: 'list', arguments: {} }] }],
      summary: 'the handoff'
    })
    const summary = await post(target, {
      messages: [user('a')],
      tool_choice: 'none'
    })
    expect(await streamed(summary)).toBe('the handoff')
    const turn = await post(target, { messages: [user('a')] })
    expect(await streamed(turn)).toBe('list')
    expect(target.records.map((record) => record.summary)).toEqual([
      true,
      false
    ])
  })

  it('is read by the action’s chat client: its usage, and its 413 as a context-length error', async () => {
    const target = await start({
      maxInputTokens: 300,
      replies: [{ text: 'hello' }]
    })
    const client = createChatClient({
      endpoint: resolveEndpoint({
        apiKey: 'test-key-0123456789',
        githubToken: '',
        baseUrl: target.url,
        model: 'openai/gpt-4o',
        apiVersion: ''
      } as Parameters<typeof resolveEndpoint>[0])
    })
    const reply = await client.chat({
      messages: [{ role: 'user', content: 'hi' }]
    })
    expect(reply.text).toBe('hello')
    expect(reply.usage.promptTokens).toBe(target.records[0].inputTokens)
    const error = await client
      .chat({ messages: [{ role: 'user', content: code(100) }] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelError)
    expect((error as ModelError).kind).toBe('context-length')
    expect((error as ModelError).message).toContain('Max size: 300 tokens')
  })
})
