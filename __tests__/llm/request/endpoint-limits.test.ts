import { describe, expect, it } from '@jest/globals'
import { endpointLimits } from '../../../src/llm/request/endpoint-limits.js'
import {
  type EndpointInput,
  resolveEndpoint
} from '../../../src/llm/request/providers.js'

function input(values: Partial<EndpointInput>): EndpointInput {
  return {
    apiKey: '',
    githubToken: 'ghs_workflowTokenValue0123456789',
    baseUrl: '',
    model: '',
    apiVersion: '',
    ...values
  }
}

describe('GitHub Models profiles', () => {
  it.each([
    ['openai/gpt-4.1', 8000, 4000, 10, 'max_tokens', 'High'],
    ['openai/gpt-4o', 8000, 4000, 10, 'max_tokens', 'High'],
    ['openai/gpt-4o-mini', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['openai/gpt-4.1-mini', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['openai/gpt-4.1-nano', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['microsoft/Phi-4-mini-instruct', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['meta/Llama-3.2-11B-Vision-Instruct', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['meta/Meta-Llama-3.1-8B-Instruct', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['mistral-ai/Ministral-3B', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['mistral-ai/mistral-small-2503', 8000, 4000, 15, 'max_tokens', 'Low'],
    ['meta/Llama-3.3-70B-Instruct', 8000, 4000, 10, 'max_tokens', 'High'],
    ['meta/Meta-Llama-3.1-405B-Instruct', 8000, 4000, 10, 'max_tokens', 'High'],
    ['deepseek/DeepSeek-V3-0324', 8000, 4000, 10, 'max_tokens', 'High'],
    ['someone/model-nobody-knows', 8000, 4000, 10, 'max_tokens', 'High']
  ])(
    '%s: %d in, %d out, %d a minute, %s (%s tier)',
    (model, contextWindow, maxOutputTokens, perMinute, parameter, tier) => {
      expect(resolveEndpoint(input({ model })).limits).toEqual({
        contextWindow,
        maxOutputTokens,
        requestsPerMinute: perMinute,
        tokenParameter: parameter,
        source: `GitHub Models, ${tier} tier`
      })
    }
  )

  it.each([
    ['openai/o1', 1, 'max_completion_tokens'],
    ['openai/o3', 1, 'max_completion_tokens'],
    ['openai/gpt-5', 1, 'max_completion_tokens'],
    ['openai/o1-mini', 2, 'max_completion_tokens'],
    ['openai/o3-mini', 2, 'max_completion_tokens'],
    ['openai/o4-mini', 2, 'max_completion_tokens'],
    ['openai/gpt-5-mini', 2, 'max_completion_tokens'],
    ['openai/gpt-5-nano', 2, 'max_completion_tokens'],
    ['openai/gpt-5-chat', 2, 'max_completion_tokens'],
    ['deepseek/DeepSeek-R1', 1, 'max_tokens'],
    ['deepseek/DeepSeek-R1-0528', 1, 'max_tokens'],
    ['microsoft/MAI-DS-R1', 1, 'max_tokens'],
    ['xai/grok-3', 1, 'max_tokens'],
    ['xai/grok-3-mini', 2, 'max_tokens']
  ])('%s: 4000 in and out, %d a minute, %s', (model, perMinute, parameter) => {
    expect(resolveEndpoint(input({ model })).limits).toEqual({
      contextWindow: 4000,
      maxOutputTokens: 4000,
      requestsPerMinute: perMinute,
      tokenParameter: parameter,
      source: 'GitHub Models, reasoning tier'
    })
  })

  it('reads model ids without a publisher on the legacy host', () => {
    const legacy = resolveEndpoint(
      input({
        baseUrl: 'https://models.inference.ai.azure.com',
        model: 'o3-mini'
      })
    )
    expect(legacy.limits).toMatchObject({
      contextWindow: 4000,
      requestsPerMinute: 2,
      tokenParameter: 'max_completion_tokens'
    })
  })
})

describe('other endpoints', () => {
  const key = { apiKey: 'sk-test-key-abcdef0123456789' }

  it.each([
    ['https://api.openai.com/v1', 'gpt-4.1', 'max_tokens', 'OpenAI defaults'],
    [
      'https://api.openai.com/v1',
      'o4-mini',
      'max_completion_tokens',
      'OpenAI defaults'
    ],
    [
      'https://api.openai.com/v1',
      'gpt-5.1',
      'max_completion_tokens',
      'OpenAI defaults'
    ],
    [
      'https://acme.openai.azure.com/openai/deployments/o3-mini',
      '',
      'max_completion_tokens',
      'Azure OpenAI defaults'
    ],
    [
      'https://acme.openai.azure.com/openai/deployments/prod',
      '',
      'max_tokens',
      'Azure OpenAI defaults'
    ],
    [
      'https://openrouter.ai/api/v1',
      'openai/o3',
      'max_tokens',
      'OpenRouter defaults'
    ],
    [
      'http://127.0.0.1:8000/v1',
      'o3-mini',
      'max_tokens',
      'defaults for an OpenAI-compatible server'
    ]
  ])(
    '%s %s: 128000 in, 16384 out, no pacing, %s',
    (baseUrl, model, parameter, source) => {
      expect(resolveEndpoint(input({ ...key, baseUrl, model })).limits).toEqual(
        {
          contextWindow: 128000,
          maxOutputTokens: 16384,
          requestsPerMinute: null,
          tokenParameter: parameter,
          source
        }
      )
    }
  )

  it('decides by the host only through the profile: a loopback server is custom', () => {
    const loopback = resolveEndpoint(
      input({
        baseUrl: 'http://127.0.0.1:9999/inference',
        model: 'openai/gpt-4.1'
      })
    )
    expect(loopback.provider).toBe('custom')
    expect(loopback.limits.requestsPerMinute).toBeNull()
    expect(loopback.headers).toEqual({})
  })
})

describe('inputs over the profile', () => {
  it('replaces the window and the completion cap, and says so in source', () => {
    expect(
      resolveEndpoint(input({ contextWindow: 16000, maxOutputTokens: 8000 }))
        .limits
    ).toEqual({
      contextWindow: 16000,
      maxOutputTokens: 8000,
      requestsPerMinute: 10,
      tokenParameter: 'max_tokens',
      source:
        'GitHub Models, High tier; the context-window input and the max-output-tokens input'
    })
    expect(
      endpointLimits('custom', 'llama3.1', { contextWindow: 8192 })
    ).toMatchObject({
      contextWindow: 8192,
      maxOutputTokens: 16384,
      source:
        'defaults for an OpenAI-compatible server; the context-window input'
    })
  })

  it('keeps the profile for empty inputs', () => {
    expect(
      resolveEndpoint(input({ contextWindow: null, maxOutputTokens: null }))
        .limits.source
    ).toBe('GitHub Models, High tier')
  })
})
