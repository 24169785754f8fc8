import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_MODELS,
  resolveEndpoint,
  type Endpoint,
  type EndpointInput
} from '../../../src/llm/request/providers.js'
import {
  ModelError,
  describeHttpError,
  describeNetworkError,
  isContextLengthError,
  isToolsUnsupportedError,
  providerMessage
} from '../../../src/llm/failures/errors.js'

const GH_TOKEN = 'ghs_workflowTokenValue0123456789'
const API_KEY = 'sk-test-key-abcdef0123456789'

function input(values: Partial<EndpointInput>): EndpointInput {
  return {
    apiKey: '',
    githubToken: GH_TOKEN,
    baseUrl: '',
    model: '',
    apiVersion: '2024-10-21',
    ...values
  }
}

const GITHUB_HEADERS = {
  Accept: 'application/vnd.github+json',
  'X-GitHub-Api-Version': '2022-11-28'
}

const DEFAULT_LIMITS = {
  contextWindow: 128000,
  maxOutputTokens: 16384,
  requestsPerMinute: null,
  tokenParameter: 'max_tokens'
}

function errorBody(message: string): string {
  return JSON.stringify({ error: { message, type: 'error', code: null } })
}

describe('resolveEndpoint', () => {
  it('uses GitHub Models with the github-token when api-key and base-url are empty', () => {
    expect(resolveEndpoint(input({}))).toEqual({
      provider: 'github-models',
      baseUrl: 'https://models.github.ai/inference',
      chatUrl: 'https://models.github.ai/inference/chat/completions',
      model: 'openai/gpt-4.1',
      headers: { Authorization: `Bearer ${GH_TOKEN}`, ...GITHUB_HEADERS },
      secrets: [GH_TOKEN],
      supportsStreamUsage: true,
      credential: 'github-token',
      limits: {
        contextWindow: 8000,
        maxOutputTokens: 4000,
        requestsPerMinute: 10,
        tokenParameter: 'max_tokens',
        source: 'GitHub Models, High tier'
      }
    })
  })

  it('throws naming both inputs when neither api-key nor github-token is set', () => {
    expect(() => resolveEndpoint(input({ githubToken: '' }))).toThrow(
      /neither api-key nor github-token is set.*github-token.*models: read.*api-key/
    )
    expect(() =>
      resolveEndpoint(
        input({
          githubToken: ' ',
          baseUrl: 'https://models.github.ai/inference'
        })
      )
    ).toThrow(/neither api-key nor github-token is set/)
  })

  it('keeps the github-token for GitHub Models hosts set as base-url', () => {
    const org = resolveEndpoint(
      input({ baseUrl: 'https://models.github.ai/orgs/acme/inference/' })
    )
    expect(org).toMatchObject({
      provider: 'github-models',
      baseUrl: 'https://models.github.ai/orgs/acme/inference',
      chatUrl: 'https://models.github.ai/orgs/acme/inference/chat/completions',
      headers: { Authorization: `Bearer ${GH_TOKEN}`, ...GITHUB_HEADERS },
      secrets: [GH_TOKEN]
    })
    const legacy = resolveEndpoint(
      input({
        baseUrl: 'https://models.inference.ai.azure.com',
        model: 'gpt-4o'
      })
    )
    expect(legacy).toMatchObject({
      provider: 'github-models',
      model: 'gpt-4o',
      headers: { Authorization: `Bearer ${GH_TOKEN}`, ...GITHUB_HEADERS }
    })
  })

  it('never sends the github-token to a third-party base-url without api-key', () => {
    const endpoint = resolveEndpoint(
      input({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' })
    )
    expect(endpoint).toEqual({
      provider: 'custom',
      baseUrl: 'http://localhost:11434/v1',
      chatUrl: 'http://localhost:11434/v1/chat/completions',
      model: 'llama3.1',
      headers: {},
      secrets: [],
      supportsStreamUsage: true,
      credential: 'none',
      limits: {
        ...DEFAULT_LIMITS,
        source: 'defaults for an OpenAI-compatible server'
      }
    })
    for (const baseUrl of [
      'https://api.openai.com/v1',
      'https://openrouter.ai/api/v1',
      'https://res.openai.azure.com/openai/deployments/gpt4o',
      'https://models.github.ai.evil.example/inference'
    ]) {
      const other = resolveEndpoint(input({ baseUrl, model: 'm' }))
      expect(JSON.stringify(other)).not.toContain(GH_TOKEN)
      expect(other.headers).toEqual(
        other.provider === 'openrouter'
          ? { 'HTTP-Referer': 'https://github.com', 'X-Title': 'agent-action' }
          : {}
      )
    }
  })

  it('uses OpenAI when api-key is set and base-url is empty', () => {
    expect(resolveEndpoint(input({ apiKey: API_KEY }))).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      chatUrl: 'https://api.openai.com/v1/chat/completions',
      model: 'gpt-4.1',
      headers: { Authorization: `Bearer ${API_KEY}` },
      secrets: [API_KEY],
      supportsStreamUsage: true,
      credential: 'api-key',
      limits: { ...DEFAULT_LIMITS, source: 'OpenAI defaults' }
    })
  })

  it('sends the api-key, not the github-token, to GitHub Models when both are set', () => {
    const endpoint = resolveEndpoint(
      input({ apiKey: API_KEY, baseUrl: 'https://models.github.ai/inference' })
    )
    expect(endpoint.headers).toEqual({
      Authorization: `Bearer ${API_KEY}`,
      ...GITHUB_HEADERS
    })
    expect(endpoint.secrets).toEqual([API_KEY])
    expect(endpoint.credential).toBe('api-key')
  })

  it('keeps an explicit model and strips a pasted /chat/completions', () => {
    const endpoint = resolveEndpoint(
      input({
        apiKey: API_KEY,
        baseUrl: 'https://api.openai.com/v1/chat/completions',
        model: 'o4-mini'
      })
    )
    expect(endpoint.baseUrl).toBe('https://api.openai.com/v1')
    expect(endpoint.chatUrl).toBe('https://api.openai.com/v1/chat/completions')
    expect(endpoint.model).toBe('o4-mini')
  })

  it('sends an api-key header to Azure deployments and adds api-version', () => {
    expect(
      resolveEndpoint(
        input({
          apiKey: API_KEY,
          baseUrl: 'https://acme.openai.azure.com/openai/deployments/gpt-4o'
        })
      )
    ).toEqual({
      provider: 'azure',
      baseUrl: 'https://acme.openai.azure.com/openai/deployments/gpt-4o',
      chatUrl:
        'https://acme.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21',
      model: 'gpt-4o',
      headers: { 'api-key': API_KEY },
      secrets: [API_KEY],
      supportsStreamUsage: true,
      credential: 'api-key',
      limits: { ...DEFAULT_LIMITS, source: 'Azure OpenAI defaults' }
    })
  })

  it('keeps existing query parameters and an explicit api-version on Azure', () => {
    const kept = resolveEndpoint(
      input({
        apiKey: API_KEY,
        baseUrl:
          'https://acme.cognitiveservices.azure.com/openai/deployments/prod?api-version=2025-01-01-preview&x=1',
        model: 'gpt-4.1'
      })
    )
    expect(kept.chatUrl).toBe(
      'https://acme.cognitiveservices.azure.com/openai/deployments/prod/chat/completions?api-version=2025-01-01-preview&x=1'
    )
    expect(kept.model).toBe('gpt-4.1')
    const added = resolveEndpoint(
      input({
        apiKey: API_KEY,
        baseUrl: 'https://acme.openai.azure.com/openai/deployments/d1?x=1',
        apiVersion: '2024-06-01'
      })
    )
    expect(added.chatUrl).toBe(
      'https://acme.openai.azure.com/openai/deployments/d1/chat/completions?x=1&api-version=2024-06-01'
    )
  })

  it('requires the model input on Azure v1 paths', () => {
    expect(() =>
      resolveEndpoint(
        input({
          apiKey: API_KEY,
          baseUrl: 'https://acme.services.ai.azure.com/openai/v1'
        })
      )
    ).toThrow(
      'model is required for Azure OpenAI https://acme.services.ai.azure.com/openai/v1: set the model input to your deployment name'
    )
    const v1 = resolveEndpoint(
      input({
        apiKey: API_KEY,
        baseUrl: 'https://acme.openai.azure.com/openai/v1/',
        model: 'my-deploy'
      })
    )
    expect(v1).toMatchObject({
      provider: 'azure',
      chatUrl: 'https://acme.openai.azure.com/openai/v1/chat/completions',
      model: 'my-deploy',
      headers: { 'api-key': API_KEY }
    })
  })

  it('adds OpenRouter attribution headers', () => {
    expect(
      resolveEndpoint(
        input({ apiKey: API_KEY, baseUrl: 'https://openrouter.ai/api/v1' })
      )
    ).toMatchObject({
      provider: 'openrouter',
      chatUrl: 'https://openrouter.ai/api/v1/chat/completions',
      model: 'openai/gpt-4.1',
      headers: {
        Authorization: `Bearer ${API_KEY}`,
        'HTTP-Referer': 'https://github.com',
        'X-Title': 'agent-action'
      }
    })
  })

  it('sends the api-key to a custom server and requires a model', () => {
    expect(
      resolveEndpoint(
        input({
          apiKey: API_KEY,
          baseUrl: 'https://llm.internal.example/v1',
          model: 'qwen2.5-coder'
        })
      )
    ).toMatchObject({
      provider: 'custom',
      headers: { Authorization: `Bearer ${API_KEY}` },
      secrets: [API_KEY]
    })
    expect(() =>
      resolveEndpoint(
        input({ apiKey: API_KEY, baseUrl: 'http://localhost:8000/v1' })
      )
    ).toThrow(
      'model is required for http://localhost:8000/v1: set the model input to a model id that server serves (its /models route lists them)'
    )
  })

  it('rejects a base-url that is not http(s)', () => {
    expect(() => resolveEndpoint(input({ baseUrl: 'ftp://x/v1' }))).toThrow(
      /base-url must be an http\(s\) URL/
    )
  })

  it('documents the default models', () => {
    expect(DEFAULT_MODELS).toEqual({
      'github-models': 'openai/gpt-4.1',
      openai: 'gpt-4.1',
      azure: null,
      openrouter: 'openai/gpt-4.1',
      custom: null
    })
  })
})

const githubModels: Endpoint = resolveEndpoint(input({}))
const openai: Endpoint = resolveEndpoint(input({ apiKey: API_KEY }))
const ollama: Endpoint = resolveEndpoint(
  input({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' })
)

describe('providerMessage', () => {
  it('reads error.message, message, detail, string error or the raw body', () => {
    expect(providerMessage(errorBody('bad key'))).toBe('bad key')
    expect(providerMessage('{"message":"no such model"}')).toBe('no such model')
    expect(providerMessage('{"detail":"Not Found"}')).toBe('Not Found')
    expect(providerMessage('{"error":"model not loaded"}')).toBe(
      'model not loaded'
    )
    expect(providerMessage('[{"error":{"message":"gemini says"}}]')).toBe(
      'gemini says'
    )
    expect(providerMessage('  upstream\n  timeout ')).toBe('upstream timeout')
    expect(providerMessage('<html><title>502 Bad Gateway</title></html>')).toBe(
      '502 Bad Gateway'
    )
  })

  it('trims long messages to about 300 characters', () => {
    const text = providerMessage('x'.repeat(1000))
    expect(text).toHaveLength(300)
    expect(text.endsWith('...')).toBe(true)
  })

  it('redacts given secrets and token-shaped strings', () => {
    expect(
      providerMessage(errorBody('key my-secret-value is bad'), [
        'my-secret-value'
      ])
    ).toBe('key *** is bad')
    expect(
      providerMessage(
        'token ghp_abcdefghijklmnopqrstuvwxyz0123 and sk-abcdefghijklmnopqrstu'
      )
    ).toBe('token *** and ***')
  })
})

describe('describeHttpError', () => {
  it('returns a ModelError carrying status, kind and retryability', () => {
    const error = describeHttpError(503, '', openai)
    expect(error).toBeInstanceOf(ModelError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ModelError')
    expect(error.status).toBe(503)
    expect(error.kind).toBe('server')
    expect(error.retryable).toBe(true)
  })

  it('401 on GitHub Models names the github-token and hides the token', () => {
    const error = describeHttpError(
      401,
      errorBody(`Bad credentials for ${GH_TOKEN}`),
      githubModels
    )
    expect(error.kind).toBe('auth')
    expect(error.retryable).toBe(false)
    expect(error.message).toMatch(
      /^the github-token was rejected by GitHub Models \(401\): Bad credentials for \*\*\*\./
    )
    expect(error.message).not.toContain(GH_TOKEN)
  })

  it('401 elsewhere names the api-key and the base URL, without the key', () => {
    const error = describeHttpError(
      401,
      errorBody(`Incorrect API key provided: ${API_KEY}`),
      openai
    )
    expect(error.message).toBe(
      'the api-key input was rejected by https://api.openai.com/v1 (401): Incorrect API key provided: ***. Check the secret passed as api-key.'
    )
  })

  it('redacts an extra secret passed explicitly', () => {
    const error = describeHttpError(
      400,
      errorBody('echo: hunter22'),
      { provider: 'custom', baseUrl: 'http://x/v1', model: 'm' },
      undefined,
      ['hunter22']
    )
    expect(error.message).toBe(
      'http://x/v1 rejected the request for model "m" (400): echo: ***.'
    )
  })

  it('401 without any key asks for the api-key input', () => {
    const error = describeHttpError(401, 'Unauthorized', ollama)
    expect(error.message).toBe(
      'http://localhost:11434/v1 requires an API key (401): Unauthorized. Set the api-key input to a key for that server.'
    )
  })

  it('403 on GitHub Models shows the models: read permission snippet', () => {
    const error = describeHttpError(
      403,
      errorBody('No access to model'),
      githubModels
    )
    expect(error.kind).toBe('permission')
    expect(error.message).toContain('permissions:\n  models: read')
    expect(error.message).toContain('"openai/gpt-4.1"')
    expect(error.message).toContain('No access to model')
  })

  it('403 elsewhere says the key lacks access to the model', () => {
    const error = describeHttpError(403, errorBody('forbidden'), openai)
    expect(error.kind).toBe('permission')
    expect(error.message).toMatch(
      /^the api-key lacks access to model "gpt-4.1" at https:\/\/api\.openai\.com\/v1 \(403\): forbidden\./
    )
  })

  it('404 names the model, the base URL and the request URL', () => {
    const error = describeHttpError(
      404,
      '{"error":{"message":"model \\"llama9\\" not found"}}',
      { ...ollama, model: 'llama9' }
    )
    expect(error.kind).toBe('not-found')
    expect(error.message).toBe(
      'model "llama9" or base URL http://localhost:11434/v1 not found (404): model "llama9" not found. Check the model input (ids for this endpoint look like llama3.1, as `ollama list` names them) and base-url (requests go to http://localhost:11434/v1/chat/completions).'
    )
    expect(describeHttpError(404, '', githubModels).message).toContain(
      'ids for this endpoint look like openai/gpt-4.1 (publisher/model)'
    )
  })

  it('a 404 from a server that is not Ollama gives no Ollama ids', () => {
    const vllm = resolveEndpoint(
      input({ baseUrl: 'http://localhost:8000/v1', model: 'qwen' })
    )
    const message = describeHttpError(404, '', vllm).message
    expect(message).not.toContain('llama')
    expect(message).toContain(
      'ids for this endpoint look like what the server lists at /models'
    )
  })

  it('429 says when to retry from retry-after', () => {
    const error = describeHttpError(
      429,
      errorBody('Rate limit exceeded'),
      openai,
      new Headers({ 'retry-after': '20' })
    )
    expect(error.kind).toBe('rate-limit')
    expect(error.retryable).toBe(true)
    expect(error.retryAfterMs).toBe(20000)
    expect(error.message).toContain('(429): Rate limit exceeded.')
    expect(error.message).toContain('retry after 20 s')
  })

  it('429 asking for more than 60 s is not retryable and says so', () => {
    const error = describeHttpError(
      429,
      errorBody(
        'Rate limit exceeded. Please wait 3600 seconds before retrying.'
      ),
      openai,
      undefined,
      [],
      { nowMs: Date.parse('2025-06-01T12:00:00Z') }
    )
    expect(error.kind).toBe('rate-limit')
    expect(error.retryable).toBe(false)
    expect(error.retryAfterMs).toBe(3600000)
    expect(error.options.rateLimit).toEqual({
      scope: null,
      retryAfterMs: 3600000,
      model: 'gpt-4.1'
    })
    expect(error.message).toContain(
      'It resets in 1 h, at 2025-06-01T13:00:00.000Z. That is longer than the 1 min the action waits, so the run stops here.'
    )
  })

  it('429 with an exhausted quota is kind quota, not retryable, and points at billing', () => {
    const error = describeHttpError(
      429,
      JSON.stringify({
        error: {
          message: 'You exceeded your current quota.',
          code: 'insufficient_quota'
        }
      }),
      openai
    )
    expect(error.kind).toBe('quota')
    expect(error.retryable).toBe(false)
    expect(error.message).toBe(
      'the quota of https://api.openai.com/v1 is used up (429): You exceeded your current quota. Check the billing and plan of the account behind the api-key; retrying will not help.'
    )
  })

  it('402 is a quota error', () => {
    expect(
      describeHttpError(402, errorBody('Insufficient credits'), openai).kind
    ).toBe('quota')
  })

  it('classifies context-length errors', () => {
    const error = describeHttpError(
      400,
      JSON.stringify({
        error: {
          message:
            "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
          code: 'context_length_exceeded'
        }
      }),
      openai
    )
    expect(error.kind).toBe('context-length')
    expect(error.retryable).toBe(false)
    expect(error.message).toContain('model "gpt-4.1"')
    expect(describeHttpError(413, 'Payload Too Large', openai).kind).toBe(
      'context-length'
    )
  })

  it('classifies tools-unsupported errors', () => {
    const error = describeHttpError(
      400,
      errorBody('registry.ollama.ai/library/gemma:2b does not support tools'),
      ollama
    )
    expect(error.kind).toBe('tools-unsupported')
    expect(error.message).toContain('tool-mode: xml')
  })

  it('5xx is a retryable server error unless x-should-retry says no', () => {
    const error = describeHttpError(502, '<h1>Bad Gateway</h1>', openai)
    expect(error).toMatchObject({ kind: 'server', retryable: true })
    expect(error.message).toContain('(502): Bad Gateway.')
    expect(
      describeHttpError(
        500,
        '',
        openai,
        new Headers({ 'x-should-retry': 'false' })
      ).retryable
    ).toBe(false)
  })

  it('408 and 409 are retryable', () => {
    expect(describeHttpError(408, '', openai)).toMatchObject({
      kind: 'timeout',
      retryable: true
    })
    expect(describeHttpError(409, '', openai)).toMatchObject({
      kind: 'server',
      retryable: true
    })
  })

  it('other 4xx are bad requests, not retried', () => {
    const error = describeHttpError(
      422,
      errorBody('temperature out of range'),
      openai
    )
    expect(error).toMatchObject({ kind: 'bad-request', retryable: false })
    expect(error.message).toBe(
      'https://api.openai.com/v1 rejected the request for model "gpt-4.1" (422): temperature out of range.'
    )
  })
})

describe('isContextLengthError', () => {
  it.each([
    'context_length_exceeded',
    "This model's maximum context length is 8192 tokens",
    'prompt is too long: 210000 tokens > 200000 maximum',
    'Too many tokens in the request',
    'Please reduce the length of the messages',
    'the request exceeds the available context size',
    'Request body too large for gpt-4o model. Max size: 8000 tokens. (tokens_limit_reached)'
  ])('recognises %j on a 400', (body) => {
    expect(isContextLengthError(400, body)).toBe(true)
  })

  it('ignores other statuses and bodies', () => {
    expect(isContextLengthError(400, 'invalid temperature')).toBe(false)
    expect(isContextLengthError(429, 'too many tokens per minute')).toBe(false)
    expect(isContextLengthError(413, '')).toBe(true)
  })
})

describe('isToolsUnsupportedError', () => {
  it('recognises Ollama and vLLM wordings', () => {
    expect(isToolsUnsupportedError(400, 'gemma does not support tools')).toBe(
      true
    )
    expect(
      isToolsUnsupportedError(
        400,
        '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'
      )
    ).toBe(true)
    expect(isToolsUnsupportedError(400, 'bad temperature')).toBe(false)
    expect(isToolsUnsupportedError(500, 'does not support tools')).toBe(false)
  })
})

describe('describeNetworkError', () => {
  it('names the base URL and the code, and hints at base-url when unreachable', () => {
    const error = describeNetworkError(
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })
      }),
      ollama
    )
    expect(error).toMatchObject({ kind: 'network', retryable: true })
    expect(error.message).toBe(
      'could not reach http://localhost:11434/v1: network error ECONNREFUSED. Check the base-url input and that the server is running.'
    )
    expect(error.cause).toBeInstanceOf(TypeError)
  })
})
