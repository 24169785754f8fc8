/**
 * What the message of a refused model request says (docs/loop.md §8.2:
 * errors say what to fix), one function per kind of refusal: the input
 * that was rejected, the permission that is missing, the model or URL not
 * found, the endpoint's window, the rate limit hit. Plain text, so
 * `describeHttpError` (errors.ts) only picks the kind and the wording.
 */
import {
  type CredentialSource,
  nameInput,
  type ProviderKind,
  type Surface
} from '../request/index.js'
import {
  describeRateLimitStop,
  type RateLimitInfo,
  type WaitBudget
} from './rate-limit.js'
import { formatDelay } from './retry.js'

/** What every message of a refusal is written from. */
export interface RefusalFacts {
  status: number
  /** `: the provider's own message`, redacted; empty when it said none. */
  said: string
  baseUrl: string
  model: string
  provider: ProviderKind
  /** The input that supplied the credential. */
  credential: CredentialSource
  /** Where the message is read: the action's log or a terminal. */
  surface: Surface
}

const MODEL_ID_EXAMPLES: Record<ProviderKind, string> = {
  'github-models': 'openai/gpt-4.1 (publisher/model)',
  openai: 'gpt-4.1',
  azure: 'your deployment name',
  openrouter: 'openai/gpt-4.1 (provider/model)',
  custom: 'what the server lists at /models'
}

/** Ollama's default port, or a host named for it. */
const OLLAMA_URL = /:11434\b|ollama/i

/** What model ids look like at `baseUrl`; Ollama's only where it is Ollama. */
function modelIdExample(provider: ProviderKind, baseUrl: string): string {
  return provider === 'custom' && OLLAMA_URL.test(baseUrl)
    ? 'llama3.1, as `ollama list` names them'
    : MODEL_ID_EXAMPLES[provider]
}

const isTerminal = (facts: RefusalFacts): boolean =>
  facts.surface === 'terminal'

/** A request too long for the model's window (413, or a 400 saying so). */
export function contextLengthMessage(
  facts: RefusalFacts,
  fields: { contextLimit?: number; requestedTokens?: number }
): string {
  const { contextLimit, requestedTokens } = fields
  const counts =
    contextLimit === undefined
      ? ''
      : ` The endpoint allows ${contextLimit} tokens${requestedTokens === undefined ? '' : ` and counted ${requestedTokens} in the request`}.`
  return `the request is too long for model "${facts.model}" (${facts.status})${facts.said}.${counts} The conversation must be shortened; a larger ${isTerminal(facts) ? '--context-window' : 'context-window input'} does not raise the model's own limit.`
}

/** Native tool calls refused by the model or server. */
export function toolsUnsupportedMessage(facts: RefusalFacts): string {
  const { model, baseUrl, status, said } = facts
  return `model "${model}" at ${baseUrl} does not accept native tool calls (${status})${said}. ${isTerminal(facts) ? 'Pass --tool-mode xml' : 'Set tool-mode: xml'} to use the text tool protocol, or pick a model with tool support.`
}

/** A 401: which credential was rejected, and where it came from. */
export function authMessage(facts: RefusalFacts): string {
  const { baseUrl, said, credential } = facts
  const terminal = isTerminal(facts)
  if (facts.provider === 'github-models' && credential === 'github-token') {
    return terminal
      ? `GITHUB_TOKEN was rejected by GitHub Models (401)${said}. Set GITHUB_TOKEN to a token that can call GitHub Models (a fine-grained PAT with the Models permission), or pass --api-key and --base-url to use another provider.`
      : `the github-token was rejected by GitHub Models (401)${said}. Pass a token that can call GitHub Models (the workflow's GITHUB_TOKEN with "permissions: models: read", or a fine-grained PAT with the Models permission), or set api-key and base-url to use another provider.`
  }
  if (credential === 'none') {
    return `${baseUrl} requires an API key (401)${said}. ${terminal ? 'Pass --api-key with' : 'Set the api-key input to'} a key for that server.`
  }
  return terminal
    ? `the API key was rejected by ${baseUrl} (401)${said}. Check the key passed as --api-key (or in AGENT_API_KEY or OPENAI_API_KEY).`
    : `the api-key input was rejected by ${baseUrl} (401)${said}. Check the secret passed as api-key.`
}

/** A 403: the permission missing (GitHub Models' `models: read`). */
export function permissionMessage(facts: RefusalFacts): string {
  const { baseUrl, model, said, credential } = facts
  const terminal = isTerminal(facts)
  if (facts.provider === 'github-models') {
    return `GitHub Models refused the request for model "${model}" (403)${said}. ${
      terminal
        ? 'The token needs the Models permission (a fine-grained PAT with Models: read); if it has it,'
        : 'The workflow token needs the models permission; add to the workflow or job:\n\npermissions:\n  models: read\n\n(keeping the other permissions the job needs, such as contents: write). If it is already set,'
    } the model may not be enabled for this account or organization.`
  }
  return `the ${credential === 'none' ? 'request' : 'api-key'} lacks access to model "${model}" at ${baseUrl} (403)${said}. Use a key with access to this model, or ${terminal ? 'pass --model with' : 'set the model input to'} one it can use.`
}

/** A 404: the model id or the base URL, with what ids look like there. */
export function notFoundMessage(facts: RefusalFacts): string {
  const { baseUrl, model, said, surface, provider } = facts
  return `model "${model}" or base URL ${baseUrl} not found (404)${said}. Check ${nameInput('model', surface)} (ids for this endpoint look like ${modelIdExample(provider, baseUrl)}) and ${isTerminal(facts) ? '--base-url' : 'base-url'} (requests go to ${baseUrl}/chat/completions).`
}

/** A 402, or a 429 saying the quota or credit is used up. */
export function quotaMessage(facts: RefusalFacts): string {
  const account =
    facts.provider === 'github-models'
      ? 'GitHub account'
      : 'account behind the api-key'
  return `the quota of ${facts.baseUrl} is used up (${facts.status})${facts.said}. Check the billing and plan of the ${account}; retrying will not help.`
}

/** A 429: which limit; the wait when it is waited for, else why the run stops. */
export function rateLimitMessage(
  facts: RefusalFacts,
  limit: {
    info: RateLimitInfo
    retrying: boolean
    daily: boolean
    wait: WaitBudget
    nowMs: number
  }
): string {
  const { baseUrl, model, said } = facts
  const { info, retrying } = limit
  const head = `rate limit reached at ${baseUrl} for model "${model}" (429)${said}.`
  if (retrying) {
    return info.retryAfterMs === null
      ? `${head} The server named no wait; it is retried with backoff.`
      : `${head} The server asks to retry after ${formatDelay(info.retryAfterMs)}; the action waits and retries.`
  }
  // GitHub Models names its limits `User…` in x-ratelimit-type.
  const githubShaped =
    facts.provider === 'github-models' || /^User/.test(info.scope ?? '')
  const stop = describeRateLimitStop({
    info,
    daily: limit.daily,
    wait: limit.wait,
    nowMs: limit.nowMs,
    githubModels: githubShaped,
    surface: facts.surface
  })
  return `${head} ${stop}`
}

/** A 5xx or a 409: the provider's side; retried. */
export function serverMessage(facts: RefusalFacts): string {
  return `${facts.baseUrl} failed with a server error (${facts.status})${facts.said}. This is on the provider's side; it is retried, and if it persists, check the provider's status page.`
}
