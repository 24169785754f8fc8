import { describe, expect, it } from '@jest/globals'
import { buildBody } from '../../src/llm/request/request-body.js'
import { parseJsonToolCall } from '../../src/llm/text-protocol/json-tool-call.js'
import { looksLikeToolRejection } from '../../src/llm/text-protocol/text-tool-calls.js'
import type { ToolDefinition } from '../../src/llm/types.js'
import { envKey } from '../../src/cli.js'

const TOOLS: ToolDefinition[] = [
  {
    name: 'read',
    description: 'Read',
    parameters: { type: 'object', properties: { path: { type: 'string' } } }
  }
]

describe('tool calls written as text', () => {
  it.each([
    ['a bare object', '{"name": "read", "arguments": {"path": "src/a.ts"}}'],
    [
      'a json fence',
      '```json\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n```'
    ],
    [
      'a tool_call block',
      '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>'
    ],
    [
      'OpenAI function shape with string arguments',
      '{"type":"function","function":{"name":"read","arguments":"{\\"path\\":\\"src/a.ts\\"}"}}'
    ],
    [
      'parameters instead of arguments',
      '{"name": "read", "parameters": {"path": "src/a.ts"}}'
    ]
  ])('reads %s as the call', (_name, text) => {
    expect(parseJsonToolCall(text, TOOLS, 'call_x')).toEqual({
      id: 'call_x',
      name: 'read',
      arguments: '{"path":"src/a.ts"}',
      input: { path: 'src/a.ts' }
    })
  })

  it.each([
    ['prose around it', 'I will call {"name": "read", "arguments": {}} now'],
    ['an unknown tool', '{"name": "deploy", "arguments": {}}'],
    ['a JSON answer that is not a call', '{"answer": 42}'],
    ['plain text', 'Fixed it.']
  ])('leaves %s as text', (_name, text) => {
    expect(parseJsonToolCall(text, TOOLS, 'call_x')).toBeNull()
  })
})

describe('provider quirks', () => {
  it('sends an empty string, not null, for an assistant message without tool calls', () => {
    const body = buildBody(
      'm',
      { messages: [{ role: 'assistant', content: null }] },
      'native'
    )
    expect(body.messages[0].content).toBe('')
    const withCalls = buildBody(
      'm',
      {
        messages: [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c', name: 'read', arguments: '{}' }]
          }
        ]
      },
      'native'
    )
    expect(withCalls.messages[0].content).toBeNull()
  })

  it('knows llama.cpp without --jinja and OpenRouter without tool endpoints', () => {
    expect(
      looksLikeToolRejection(
        500,
        '{"error":{"message":"tools param requires --jinja flag"}}'
      )
    ).toBe(true)
    expect(
      looksLikeToolRejection(
        404,
        '{"error":{"message":"No endpoints found that support tool use. To learn more about provider routing, visit: https://openrouter.ai/docs"}}'
      )
    ).toBe(true)
    expect(looksLikeToolRejection(500, 'internal server error')).toBe(false)
  })
})

describe('CLI key from the environment', () => {
  it('sends OPENAI_API_KEY only to OpenAI, AGENT_API_KEY anywhere', () => {
    expect(envKey({ OPENAI_API_KEY: 'sk-1' }, undefined)).toBe('sk-1')
    expect(
      envKey({ OPENAI_API_KEY: 'sk-1' }, 'https://api.openai.com/v1')
    ).toBe('sk-1')
    expect(
      envKey({ OPENAI_API_KEY: 'sk-1' }, 'https://openrouter.ai/api/v1')
    ).toBeUndefined()
    expect(
      envKey({ OPENAI_API_KEY: 'sk-1' }, 'http://localhost:11434/v1')
    ).toBeUndefined()
    expect(
      envKey(
        { AGENT_API_KEY: 'k-2', OPENAI_API_KEY: 'sk-1' },
        'https://openrouter.ai/api/v1'
      )
    ).toBe('k-2')
  })
})
