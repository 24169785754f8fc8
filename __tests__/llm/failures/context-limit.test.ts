import { describe, expect, it } from '@jest/globals'
import {
  contextErrorFields,
  parseContextLimit,
  parseOutputCap
} from '../../../src/llm/failures/context-limit.js'
import { describeHttpError } from '../../../src/llm/failures/errors.js'
import { resolveEndpoint } from '../../../src/llm/request/providers.js'

const endpoint = resolveEndpoint({
  apiKey: 'sk-test-key-abcdef0123456789',
  githubToken: '',
  baseUrl: 'http://127.0.0.1:8000/v1',
  model: 'm',
  apiVersion: ''
})

/** Real refusal bodies, as each server sends them. */
const REFUSALS: {
  server: string
  status: number
  body: string
  contextLimit?: number
  requestedTokens?: number
  completionTokens?: number
}[] = [
  {
    server: 'GitHub Models 413 tokens_limit_reached',
    status: 413,
    body: '{"error":{"code":"tokens_limit_reached","message":"Request body too large for gpt-4o model. Max size: 8000 tokens.","details":"Request body too large for gpt-4o model. Max size: 8000 tokens."}}',
    contextLimit: 8000
  },
  {
    server: 'OpenAI context_length_exceeded',
    status: 400,
    body: '{"error":{"message":"This model\'s maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}',
    contextLimit: 128000,
    requestedTokens: 130000
  },
  {
    server: 'vLLM (messages and completion)',
    status: 400,
    body: '{"object":"error","message":"This model\'s maximum context length is 8192 tokens. However, you requested 9000 tokens (8000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}',
    contextLimit: 8192,
    requestedTokens: 8000,
    completionTokens: 1000
  },
  {
    server: 'vLLM (max_tokens too large)',
    status: 400,
    body: '{"object":"error","message":"\'max_tokens\' or \'max_completion_tokens\' is too large: 4000. This model\'s maximum context length is 8192 tokens and your request has 5000 input tokens (4000 > 8192 - 5000).","type":"BadRequestError","param":null,"code":400}',
    contextLimit: 8192,
    requestedTokens: 5000,
    completionTokens: 4000
  },
  {
    server: 'vLLM (output tokens and at least N input tokens)',
    status: 400,
    body: '{"error":{"message":"This model\'s maximum context length is 128000 tokens. However, you requested 65535 output tokens and your prompt contains at least 62466 input tokens, for a total of at least 128001 tokens.","type":"BadRequestError","code":400}}',
    contextLimit: 128000,
    requestedTokens: 62466,
    completionTokens: 65535
  },
  {
    server: 'llama.cpp exceed_context_size_error',
    status: 400,
    body: '{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":9000,"n_ctx":8192}}',
    contextLimit: 8192,
    requestedTokens: 9000
  },
  {
    server: 'llama.cpp, older plain message',
    status: 400,
    body: '{"error":{"code":400,"message":"the request exceeds the available context size","type":"invalid_request_error"}}'
  },
  {
    server: 'OpenRouter',
    status: 400,
    body: '{"error":{"message":"This endpoint\'s maximum context length is 163840 tokens. However, you requested about 180462 tokens (164078 of text input, 16384 in the output). Please reduce the length of either one, or use the \\"middle-out\\" transform to compress your prompt automatically.","code":400}}',
    contextLimit: 163840,
    requestedTokens: 164078,
    completionTokens: 16384
  },
  {
    server: 'Anthropic-compatible',
    status: 400,
    body: '{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}',
    contextLimit: 200000,
    requestedTokens: 210000
  },
  {
    server: 'Gemini-compatible',
    status: 400,
    body: '[{"error":{"code":400,"message":"The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).","status":"INVALID_ARGUMENT"}}]',
    contextLimit: 1048576,
    requestedTokens: 1200000
  },
  { server: 'a plain 413', status: 413, body: 'Payload Too Large' }
]

describe('context-length refusals', () => {
  it.each(REFUSALS)(
    '$server: kind context-length with the numbers it names',
    ({ status, body, contextLimit, requestedTokens, completionTokens }) => {
      const details = parseContextLimit(body)
      expect(details).toEqual({
        ...(contextLimit === undefined ? {} : { contextLimit }),
        ...(requestedTokens === undefined ? {} : { requestedTokens }),
        ...(completionTokens === undefined ? {} : { completionTokens })
      })
      const error = describeHttpError(status, body, endpoint)
      expect(error.kind).toBe('context-length')
      expect(error.retryable).toBe(false)
      expect(error.options.contextLimit).toBe(contextLimit)
      expect(error.options.requestedTokens).toBe(requestedTokens)
      if (contextLimit !== undefined) {
        expect(error.message).toContain(
          `The endpoint allows ${contextLimit} tokens`
        )
      }
    }
  )

  it('keeps only the fields a refusal names', () => {
    expect(contextErrorFields('Payload Too Large')).toEqual({})
    expect(Object.keys(contextErrorFields('Max size: 4,000 tokens'))).toEqual([
      'contextLimit'
    ])
    expect(contextErrorFields('Max size: 4,000 tokens').contextLimit).toBe(4000)
  })

  it('reads the completion cap a max_tokens refusal names', () => {
    expect(
      parseOutputCap(
        '{"error":{"message":"max_tokens is too large: 16384. This model supports at most 4096 completion tokens, whereas you provided 16384.","type":"invalid_request_error","param":"max_tokens","code":"invalid_value"}}'
      )
    ).toBe(4096)
    expect(
      parseOutputCap(
        '{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: 16384 > 8192, which is the maximum allowed number of output tokens for claude-3-5-haiku-20241022"}}'
      )
    ).toBe(8192)
    expect(parseOutputCap('max_tokens must be at least 1')).toBeUndefined()
  })
})
