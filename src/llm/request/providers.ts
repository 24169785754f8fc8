/**
 * Where model requests go, how they authenticate and what the endpoint
 * allows, resolved once from the `api-key`, `github-token`, `base-url`,
 * `model`, `api-version`, `context-window` and `max-output-tokens` inputs.
 *
 * The GitHub token is only ever sent to GitHub Models hosts: a base-url on any
 * other host with an empty api-key gets no Authorization header at all.
 */

import {
  endpointLimits,
  type EndpointLimits,
  type LimitOverrides
} from './endpoint-limits.js'

export type { EndpointLimits } from './endpoint-limits.js'

/** The endpoint families the action knows; anything else is `custom`. */
export type ProviderKind =
  'github-models' | 'openai' | 'azure' | 'openrouter' | 'custom'

/**
 * Where a message about the endpoint is read, which decides how it names
 * what to change: `workflow` (the action: its inputs, the workflow token)
 * or `terminal` (the CLI: its options and environment variables).
 */
export type Surface = 'workflow' | 'terminal'

/** How a message names one input on a surface: `the model input` or `--model`. */
export function nameInput(name: string, surface: Surface = 'workflow'): string {
  return surface === 'terminal' ? `--${name}` : `the ${name} input`
}

/** Which input supplied the credential an endpoint sends, if any. */
export type CredentialSource = 'api-key' | 'github-token' | 'none'

/** A resolved model endpoint, ready for a chat-completions request. */
export interface Endpoint {
  provider: ProviderKind
  /** Base URL without trailing slash or query, as shown in messages. */
  baseUrl: string
  /** Full chat-completions URL, query included (Azure `api-version`). */
  chatUrl: string
  /** Model id sent as `model`. */
  model: string
  /** Auth and provider headers to send with every request. */
  headers: Record<string, string>
  /** Credential values this endpoint sends; redact them everywhere. */
  secrets: string[]
  /** Whether to ask for `stream_options.include_usage`. */
  supportsStreamUsage: boolean
  /** Which input the credential came from; set by `resolveEndpoint`. */
  credential?: CredentialSource
  /**
   * What the endpoint allows per request: the profile of its family and
   * model (endpoint-limits.ts), with the inputs over it.
   */
  limits: EndpointLimits
  /** Where its error messages are read; `workflow` when unset. */
  surface?: Surface
}

/** The inputs `resolveEndpoint` reads, as parsed by settings. */
export interface EndpointInput extends LimitOverrides {
  apiKey: string
  githubToken: string
  baseUrl: string
  model: string
  apiVersion: string
  /** Where messages are read (the CLI passes `terminal`); `workflow` when unset. */
  surface?: Surface
}

/**
 * Headers the GitHub Models REST reference shows for inference. Streaming
 * is chosen by `stream: true` in the body, and the reply is read as SSE or
 * as one JSON completion, whichever arrives (docs/loop.md §8.1).
 */
const GITHUB_MODELS_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  Accept: 'application/vnd.github+json',
  'X-GitHub-Api-Version': '2022-11-28'
})

/** GitHub Models inference base, used when api-key and base-url are empty. */
const GITHUB_MODELS_BASE_URL = 'https://models.github.ai/inference'

/** OpenAI base, used when api-key is set and base-url is empty. */
const OPENAI_BASE_URL = 'https://api.openai.com/v1'

/** Default Azure `api-version` when the input is empty. */
const DEFAULT_AZURE_API_VERSION = '2024-10-21'

/**
 * Model used when the `model` input is empty; `null` means the input is
 * required (Azure takes the deployment name from the URL when it has one).
 */
export const DEFAULT_MODELS: Record<ProviderKind, string | null> =
  Object.freeze({
    'github-models': 'openai/gpt-4.1',
    openai: 'gpt-4.1',
    azure: null,
    openrouter: 'openai/gpt-4.1',
    custom: null
  })

const GITHUB_MODELS_HOSTS = [
  'models.github.ai',
  'models.inference.ai.azure.com'
]
const AZURE_HOST_SUFFIXES = [
  '.openai.azure.com',
  '.cognitiveservices.azure.com',
  '.services.ai.azure.com'
]
const CHAT_PATH = '/chat/completions'

/**
 * Resolves the endpoint and its limits from the inputs. Throws an Error
 * naming the input to set when no credential is available for GitHub
 * Models, the base-url is not a URL, or the endpoint has no default model
 * and `model` is empty.
 */
export function resolveEndpoint(input: EndpointInput): Endpoint {
  const apiKey = input.apiKey.trim()
  const githubToken = input.githubToken.trim()
  const rawBase =
    input.baseUrl.trim() || (apiKey ? OPENAI_BASE_URL : GITHUB_MODELS_BASE_URL)
  const url = parseBaseUrl(rawBase)
  const provider = providerOf(url.hostname)

  let path = url.pathname.replace(/\/+$/, '')
  if (path.endsWith(CHAT_PATH)) path = path.slice(0, -CHAT_PATH.length)
  const baseUrl = `${url.origin}${path}`

  const deployment = /\/openai\/deployments\/([^/]+)/.exec(path)?.[1]
  if (provider === 'azure' && deployment !== undefined) {
    if (!url.searchParams.has('api-version')) {
      url.searchParams.set(
        'api-version',
        input.apiVersion.trim() || DEFAULT_AZURE_API_VERSION
      )
    }
  }
  const chatUrl = `${baseUrl}${CHAT_PATH}${url.search}`

  const model =
    input.model.trim() ||
    DEFAULT_MODELS[provider] ||
    (provider === 'azure' && deployment ? decodeURIComponent(deployment) : '')
  const surface = input.surface ?? 'workflow'
  if (model === '')
    throw new Error(missingModelMessage(provider, baseUrl, surface))

  let credential: CredentialSource = 'none'
  let secret = ''
  if (apiKey) {
    credential = 'api-key'
    secret = apiKey
  } else if (provider === 'github-models') {
    if (!githubToken) throw new Error(noCredentialMessage(surface))
    credential = 'github-token'
    secret = githubToken
  }

  const headers: Record<string, string> = {}
  if (secret) {
    if (provider === 'azure') headers['api-key'] = secret
    else headers.Authorization = `Bearer ${secret}`
  }
  if (provider === 'openrouter') {
    headers['HTTP-Referer'] = 'https://github.com'
    headers['X-Title'] = 'agent-action'
  }
  if (provider === 'github-models')
    Object.assign(headers, GITHUB_MODELS_HEADERS)

  return {
    provider,
    baseUrl,
    chatUrl,
    model,
    headers,
    secrets: secret ? [secret] : [],
    supportsStreamUsage: true,
    credential,
    limits: endpointLimits(provider, model, input),
    surface: input.surface
  }
}

function parseBaseUrl(text: string): URL {
  try {
    const url = new URL(text)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url
  } catch {
    // reported below
  }
  throw new Error(
    `base-url must be an http(s) URL such as ${OPENAI_BASE_URL}, got ${JSON.stringify(text)}`
  )
}

function providerOf(host: string): ProviderKind {
  if (GITHUB_MODELS_HOSTS.includes(host)) return 'github-models'
  if (AZURE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return 'azure'
  }
  if (host === 'openrouter.ai' || host.endsWith('.openrouter.ai')) {
    return 'openrouter'
  }
  if (host === 'api.openai.com') return 'openai'
  return 'custom'
}

function missingModelMessage(
  provider: ProviderKind,
  baseUrl: string,
  surface: Surface
): string {
  const set =
    surface === 'terminal' ? 'pass --model with' : 'set the model input to'
  if (provider === 'azure') {
    return `model is required for Azure OpenAI ${baseUrl}: ${set} your deployment name, or use a ${surface === 'terminal' ? '--base-url' : 'base-url'} ending in /openai/deployments/<deployment>`
  }
  const example = /:11434\b|ollama/i.test(baseUrl)
    ? ', e.g. llama3.1, as `ollama list` names them'
    : ' (its /models route lists them)'
  return `model is required for ${baseUrl}: ${set} a model id that server serves${example}`
}

function noCredentialMessage(surface: Surface): string {
  if (surface === 'terminal') {
    return [
      'no model credential, so no model can be called.',
      'Set GITHUB_TOKEN to a token that can call GitHub Models (a fine-grained PAT with the Models permission),',
      'or pass --api-key (or set AGENT_API_KEY) with --base-url for a provider other than OpenAI.'
    ].join(' ')
  }
  return [
    'neither api-key nor github-token is set, so no model can be called.',
    'Either leave api-key empty and pass github-token (the default ${{ github.token }} works) to use GitHub Models; the job then needs "permissions: models: read".',
    'Or set api-key to a key of your provider (with base-url for anything other than OpenAI).'
  ].join(' ')
}
