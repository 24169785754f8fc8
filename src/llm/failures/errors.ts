import { contextErrorFields } from './context-limit.js'
import {
  type CredentialSource,
  nameInput,
  type ProviderKind,
  type Surface
} from '../request/index.js'
import {
  describeRateLimitStop,
  isDailyLimit,
  type RateLimitInfo,
  rateLimitScope,
  waitBudget,
  type WaitBudget
} from './rate-limit.js'
import {
  decideRetry,
  DEFAULT_RETRY_POLICY,
  formatDelay,
  isQuotaExhausted,
  isRetryableNetworkError,
  networkErrorCode,
  serverDelayMs
} from './retry.js'

/**
 * What went wrong with a model request, coarse enough for the loop to act
 * on: `context-length` goes to compaction, `tools-unsupported` to the text
 * protocol, `retryable` kinds to the retry policy, the rest end the run.
 */
export type ModelErrorKind =
  | 'auth'
  | 'permission'
  | 'not-found'
  | 'rate-limit'
  | 'quota'
  | 'context-length'
  | 'tools-unsupported'
  | 'bad-request'
  | 'server'
  | 'network'
  | 'stream'
  | 'timeout'
  | 'aborted'

/** Details of a ModelError beyond its message and kind. */
export interface ModelErrorOptions {
  /** HTTP status, when the failure was a response. */
  status?: number
  /** Whether trying the same request again may succeed. Default false. */
  retryable?: boolean
  /** The wait the server asked for, when it named one. */
  retryAfterMs?: number
  /**
   * A `context-length` error: the window the endpoint reported, when its
   * answer names one (GitHub Models' "Max size: 8000 tokens", OpenAI's
   * "maximum context length is N tokens", llama.cpp's `n_ctx`).
   */
  contextLimit?: number
  /**
   * A `context-length` error: the prompt tokens the endpoint counted, when
   * it says (the input part only, where it also counts the completion).
   */
  requestedTokens?: number
  /** A `rate-limit` error: which limit, how long it lasts, for which model. */
  rateLimit?: RateLimitInfo
  cause?: unknown
}

/**
 * A failed model request. The message says what to fix, names the input
 * involved, quotes the provider's own message and never holds a secret.
 */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly kind: ModelErrorKind,
    readonly options: ModelErrorOptions = {}
  ) {
    super(
      message,
      options.cause === undefined ? undefined : { cause: options.cause }
    )
    this.name = 'ModelError'
  }

  /** HTTP status, when the failure was a response. */
  get status(): number | undefined {
    return this.options.status
  }

  /** Whether trying the same request again may succeed. */
  get retryable(): boolean {
    return this.options.retryable ?? false
  }

  /** The wait the server asked for, when it named one. */
  get retryAfterMs(): number | undefined {
    return this.options.retryAfterMs
  }
}

/** The endpoint facts error messages need; an `Endpoint` fits. */
export interface EndpointInfo {
  provider: ProviderKind
  baseUrl: string
  model: string
  /** Input that supplied the credential; guessed from the provider if unset. */
  credential?: CredentialSource
  /** Credential values to redact from provider messages. */
  secrets?: readonly string[]
  /** Where the message is read; `workflow` (the action) when unset. */
  surface?: Surface
}

const CONTEXT_LENGTH_PATTERN =
  /context_length_exceeded|maximum context length|context length|context window|context size|prompt is too long|too many tokens|reduce the length|input is too long|tokens_limit_reached|input token count.*exceeds|exceeds the maximum number of tokens|string_above_max_length/i

/**
 * Whether a response says the request is too large for the model: a 413, or
 * a 400 whose body names the context length (OpenAI, Azure, GitHub Models,
 * vLLM, llama.cpp, Anthropic- and Gemini-compatible wordings).
 */
export function isContextLengthError(
  status: number,
  bodyText: string
): boolean {
  if (status === 413) return true
  return status === 400 && CONTEXT_LENGTH_PATTERN.test(bodyText)
}

const TOOLS_UNSUPPORTED_PATTERN =
  /does not support tools|tools? (?:are |is )?not supported|tool_choice is not supported|not support(?:ed)? (?:for )?(?:function calling|tool use|tool calling)|function calling is not (?:supported|enabled)|enable-auto-tool-choice|tool[- ]call[- ]parser/i

/**
 * Whether a 400-class response says the model or server does not take
 * native tool calls (Ollama "does not support tools", vLLM without
 * `--enable-auto-tool-choice`, and similar).
 */
export function isToolsUnsupportedError(
  status: number,
  bodyText: string
): boolean {
  return (
    (status === 400 || status === 404 || status === 422) &&
    TOOLS_UNSUPPORTED_PATTERN.test(bodyText)
  )
}

const TOKEN_PATTERN =
  /\b(?:sk-[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g

/**
 * The provider's own message from an error body: `error.message`, a string
 * `error`, `message` or `detail`, else the raw body with tags stripped; one
 * line, at most ~300 characters, with the given secrets and anything shaped
 * like an OpenAI or GitHub token replaced by `***`.
 */
export function providerMessage(
  bodyText: string,
  secrets: readonly string[] = []
): string {
  let text = messageFromJson(bodyText) ?? bodyText.replace(/<[^>]*>/g, ' ')
  for (const secret of secrets) {
    if (secret.length >= 4) text = text.split(secret).join('***')
  }
  text = text.replace(TOKEN_PATTERN, '***').replace(/\s+/g, ' ').trim()
  return text.length > 300 ? `${text.slice(0, 297)}...` : text
}

function messageFromJson(bodyText: string): string | undefined {
  let value: unknown
  try {
    value = JSON.parse(bodyText)
  } catch {
    return undefined
  }
  if (Array.isArray(value)) value = value[0]
  if (typeof value !== 'object' || value === null) return undefined
  const body = value as Record<string, unknown>
  const error = body.error
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>).message
    if (typeof message === 'string') return message
  }
  for (const key of ['message', 'detail']) {
    if (typeof body[key] === 'string') return body[key] as string
  }
  return undefined
}

const MODEL_ID_EXAMPLES: Record<ProviderKind, string> = {
  'github-models': 'openai/gpt-4.1 (publisher/model)',
  openai: 'gpt-4.1',
  azure: 'your deployment name',
  openrouter: 'openai/gpt-4.1 (provider/model)',
  custom: 'llama3.1 for Ollama'
}

/** What the client knows when it describes a failed response. */
export interface HttpErrorContext {
  /** How long the client may wait for the server now (rate-limit.ts). */
  wait?: WaitBudget
  /** The clock, for HTTP-date waits and reset times. */
  nowMs?: number
}

/**
 * Turns an HTTP error response into a ModelError whose message says what to
 * fix: which input was rejected, which permission is missing, which model or
 * URL was not found, which rate limit was hit and when it resets, what the
 * endpoint's window is. `secrets` (and the endpoint's own `secrets`) are
 * redacted from the provider's message. Only the answer decides the kind,
 * never the host.
 */
export function describeHttpError(
  status: number,
  bodyText: string,
  endpoint: EndpointInfo,
  headers?: Headers,
  secrets: readonly string[] = [],
  context: HttpErrorContext = {}
): ModelError {
  const quoted = providerMessage(bodyText, [
    ...secrets,
    ...(endpoint.secrets ?? [])
  ])
  const said = quoted ? `: ${quoted.replace(/[.!?\s]+$/, '')}` : ''
  const { baseUrl, model, provider } = endpoint
  const githubModels = provider === 'github-models'
  const credential =
    endpoint.credential ?? (githubModels ? 'github-token' : 'api-key')
  const nowMs = context.nowMs ?? Date.now()
  const wait = context.wait ?? waitBudget(DEFAULT_RETRY_POLICY, undefined)
  const policy = { ...DEFAULT_RETRY_POLICY, maxServerDelayMs: wait.maxWaitMs }
  const retry = decideRetry({
    attempt: 1,
    status,
    headers,
    bodyText,
    policy,
    nowMs
  })
  const retryAfterMs = serverDelayMs(headers, bodyText, nowMs)
  const surface = endpoint.surface ?? 'workflow'
  const terminal = surface === 'terminal'
  const make = (message: string, kind: ModelErrorKind, retryable = false) =>
    new ModelError(message, kind, { status, retryable, retryAfterMs })

  if (isContextLengthError(status, bodyText)) {
    const fields = contextErrorFields(bodyText)
    const { contextLimit, requestedTokens } = fields
    const counts =
      contextLimit === undefined
        ? ''
        : ` The endpoint allows ${contextLimit} tokens${requestedTokens === undefined ? '' : ` and counted ${requestedTokens} in the request`}.`
    return new ModelError(
      `the request is too long for model "${model}" (${status})${said}.${counts} The conversation must be shortened; a larger ${terminal ? '--context-window' : 'context-window input'} does not raise the model's own limit.`,
      'context-length',
      { status, retryable: false, retryAfterMs, ...fields }
    )
  }
  if (isToolsUnsupportedError(status, bodyText)) {
    return make(
      `model "${model}" at ${baseUrl} does not accept native tool calls (${status})${said}. ${terminal ? 'Pass --tool-mode xml' : 'Set tool-mode: xml'} to use the text tool protocol, or pick a model with tool support.`,
      'tools-unsupported'
    )
  }
  if (status === 401) {
    if (githubModels && credential === 'github-token') {
      return make(
        terminal
          ? `GITHUB_TOKEN was rejected by GitHub Models (401)${said}. Set GITHUB_TOKEN to a token that can call GitHub Models (a fine-grained PAT with the Models permission), or pass --api-key and --base-url to use another provider.`
          : `the github-token was rejected by GitHub Models (401)${said}. Pass a token that can call GitHub Models (the workflow's GITHUB_TOKEN with "permissions: models: read", or a fine-grained PAT with the Models permission), or set api-key and base-url to use another provider.`,
        'auth'
      )
    }
    if (credential === 'none') {
      return make(
        `${baseUrl} requires an API key (401)${said}. ${terminal ? 'Pass --api-key with' : 'Set the api-key input to'} a key for that server.`,
        'auth'
      )
    }
    return make(
      terminal
        ? `the API key was rejected by ${baseUrl} (401)${said}. Check the key passed as --api-key (or in AGENT_API_KEY or OPENAI_API_KEY).`
        : `the api-key input was rejected by ${baseUrl} (401)${said}. Check the secret passed as api-key.`,
      'auth'
    )
  }
  if (status === 403) {
    if (githubModels) {
      return make(
        `GitHub Models refused the request for model "${model}" (403)${said}. ${
          terminal
            ? 'The token needs the Models permission (a fine-grained PAT with Models: read); if it has it,'
            : 'The workflow token needs the models permission; add to the workflow or job:\n\npermissions:\n  models: read\n\n(keeping the other permissions the job needs, such as contents: write). If it is already set,'
        } the model may not be enabled for this account or organization.`,
        'permission'
      )
    }
    return make(
      `the ${credential === 'none' ? 'request' : 'api-key'} lacks access to model "${model}" at ${baseUrl} (403)${said}. Use a key with access to this model, or ${terminal ? 'pass --model with' : 'set the model input to'} one it can use.`,
      'permission'
    )
  }
  if (status === 404) {
    return make(
      `model "${model}" or base URL ${baseUrl} not found (404)${said}. Check ${nameInput('model', surface)} (ids for this endpoint look like ${MODEL_ID_EXAMPLES[provider]}) and ${terminal ? '--base-url' : 'base-url'} (requests go to ${baseUrl}/chat/completions).`,
      'not-found'
    )
  }
  const scope = status === 429 ? rateLimitScope(headers, bodyText) : null
  const daily = status === 429 && isDailyLimit(scope, bodyText)
  if (
    status === 402 ||
    (status === 429 && !daily && isQuotaExhausted(bodyText) && !retry.retry)
  ) {
    const account = githubModels
      ? 'GitHub account'
      : 'account behind the api-key'
    return make(
      `the quota of ${baseUrl} is used up (${status})${said}. Check the billing and plan of the ${account}; retrying will not help.`,
      'quota'
    )
  }
  if (status === 429) {
    const rateLimit: RateLimitInfo = {
      scope,
      retryAfterMs: retryAfterMs ?? null,
      model
    }
    const head = `rate limit reached at ${baseUrl} for model "${model}" (429)${said}.`
    // GitHub Models names its limits `User…` in x-ratelimit-type.
    const githubShaped = githubModels || /^User/.test(scope ?? '')
    let rest: string
    if (retry.retry) {
      rest =
        retryAfterMs === undefined
          ? 'The server named no wait; it is retried with backoff.'
          : `The server asks to retry after ${formatDelay(retryAfterMs)}; the action waits and retries.`
    } else {
      rest = describeRateLimitStop({
        info: rateLimit,
        daily,
        wait,
        nowMs,
        githubModels: githubShaped,
        surface
      })
    }
    return new ModelError(`${head} ${rest}`, 'rate-limit', {
      status,
      retryable: retry.retry,
      retryAfterMs,
      rateLimit
    })
  }
  if (status === 408) {
    return make(
      `${baseUrl} timed out waiting for the request (408)${said}.`,
      'timeout',
      retry.retry
    )
  }
  if (status >= 500 || status === 409) {
    return make(
      `${baseUrl} failed with a server error (${status})${said}. This is on the provider's side; it is retried, and if it persists, check the provider's status page.`,
      'server',
      retry.retry
    )
  }
  return make(
    `${baseUrl} rejected the request for model "${model}" (${status})${said}.`,
    'bad-request',
    retry.retry
  )
}

/**
 * Turns an error thrown by fetch (no response) into a ModelError of kind
 * `network`, naming the base URL and whether it is worth retrying.
 */
export function describeNetworkError(
  error: unknown,
  endpoint: EndpointInfo
): ModelError {
  const code = networkErrorCode(error)
  const hint =
    code === 'ENOTFOUND' || code === 'ECONNREFUSED'
      ? ` Check ${nameInput('base-url', endpoint.surface)} and that the server is running.`
      : ''
  return new ModelError(
    `could not reach ${endpoint.baseUrl}: network error ${code}.${hint}`,
    'network',
    { retryable: isRetryableNetworkError(error), cause: error }
  )
}
