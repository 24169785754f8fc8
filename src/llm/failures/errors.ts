import { contextErrorFields } from './context-limit.js'
import {
  type CredentialSource,
  nameInput,
  type ProviderKind,
  type Surface
} from '../request/index.js'
import {
  isDailyLimit,
  type RateLimitInfo,
  rateLimitScope,
  waitBudget,
  type WaitBudget
} from './rate-limit.js'
import {
  authMessage,
  contextLengthMessage,
  notFoundMessage,
  permissionMessage,
  quotaMessage,
  rateLimitMessage,
  type RefusalFacts,
  serverMessage,
  toolsUnsupportedMessage
} from './refusal-messages.js'
import {
  decideRetry,
  DEFAULT_RETRY_POLICY,
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
type ModelErrorKind =
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
interface ModelErrorOptions {
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

/** A failed model request in a few words, for a headline ("Failed: …"). */
const HEADLINES: Record<ModelErrorKind, string> = {
  auth: 'the model endpoint rejected the credential',
  permission: 'the credential may not use this model',
  'not-found': 'the model or the base URL was not found',
  'rate-limit': "the model's rate limit was hit",
  quota: "the model's quota is used up",
  'context-length': 'the request was too long for the model',
  'tools-unsupported': 'the model does not accept tool calls',
  'bad-request': 'the model endpoint refused the request',
  server: 'the model endpoint failed',
  network: 'the model endpoint could not be reached',
  stream: "the model's reply broke off",
  timeout: 'the model did not answer in time',
  aborted: 'the model request was cancelled'
}

/** What failed, for a headline: "the model endpoint rejected the credential (401)". */
export function modelFailureHeadline(error: ModelError): string {
  const status = error.status !== undefined ? ` (${error.status})` : ''
  return `${HEADLINES[error.kind]}${status}`
}

/** The endpoint facts error messages need; an `Endpoint` fits. */
interface EndpointInfo {
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

/** What the client knows when it describes a failed response. */
interface HttpErrorContext {
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
  const facts = refusalFacts(status, bodyText, endpoint, secrets)
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
  const make = (message: string, kind: ModelErrorKind, retryable = false) =>
    new ModelError(message, kind, { status, retryable, retryAfterMs })

  if (isContextLengthError(status, bodyText)) {
    const fields = contextErrorFields(bodyText)
    return new ModelError(
      contextLengthMessage(facts, fields),
      'context-length',
      { status, retryable: false, retryAfterMs, ...fields }
    )
  }
  if (isToolsUnsupportedError(status, bodyText)) {
    return make(toolsUnsupportedMessage(facts), 'tools-unsupported')
  }
  if (status === 401) return make(authMessage(facts), 'auth')
  if (status === 403) return make(permissionMessage(facts), 'permission')
  if (status === 404) return make(notFoundMessage(facts), 'not-found')
  const scope = status === 429 ? rateLimitScope(headers, bodyText) : null
  const daily = status === 429 && isDailyLimit(scope, bodyText)
  if (
    status === 402 ||
    (status === 429 && !daily && isQuotaExhausted(bodyText) && !retry.retry)
  ) {
    return make(quotaMessage(facts), 'quota')
  }
  if (status === 429) {
    const info = {
      scope,
      retryAfterMs: retryAfterMs ?? null,
      model: facts.model
    }
    const limit = { info, retrying: retry.retry, daily, wait, nowMs }
    return new ModelError(rateLimitMessage(facts, limit), 'rate-limit', {
      status,
      retryable: retry.retry,
      retryAfterMs,
      rateLimit: info
    })
  }
  const { baseUrl, model, said } = facts
  if (status === 408) {
    const message = `${baseUrl} timed out waiting for the request (408)${said}.`
    return make(message, 'timeout', retry.retry)
  }
  if (status >= 500 || status === 409) {
    return make(serverMessage(facts), 'server', retry.retry)
  }
  return make(
    `${baseUrl} rejected the request for model "${model}" (${status})${said}.`,
    'bad-request',
    retry.retry
  )
}

/** The endpoint and the provider's redacted words, for the messages. */
function refusalFacts(
  status: number,
  bodyText: string,
  endpoint: EndpointInfo,
  secrets: readonly string[]
): RefusalFacts {
  const quoted = providerMessage(bodyText, [
    ...secrets,
    ...(endpoint.secrets ?? [])
  ])
  const { baseUrl, model, provider } = endpoint
  return {
    status,
    said: quoted ? `: ${quoted.replace(/[.!?\s]+$/, '')}` : '',
    baseUrl,
    model,
    provider,
    credential:
      endpoint.credential ??
      (provider === 'github-models' ? 'github-token' : 'api-key'),
    surface: endpoint.surface ?? 'workflow'
  }
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
