/**
 * What one client has learned its endpoint accepts, beyond the profile
 * (docs/loop.md §8.1): optional fields it refused, which name it takes for
 * the completion cap, the largest cap it allows, and (from a vLLM-style
 * refusal that counts the completion against the window) the window the
 * prompt and the completion share. Each refusal changes the request once,
 * so a request is never sent twice the same way.
 */
import {
  parseContextLimit,
  parseOutputCap,
  isContextLengthError
} from '../failures/index.js'
import type { EndpointLimits, TokenParameter } from './endpoint-limits.js'
import {
  type OptionalParameter,
  rejectedOptionalParameter,
  type TokenCap
} from './request-body.js'

/** The completion is never squeezed below this to fit a window. */
const MIN_COMPLETION_TOKENS = 256

/** Slack on the prompt estimate when the window is shared: 5 % and 16. */
const ESTIMATE_FACTOR = 1.05
const ESTIMATE_SLACK = 16

const OTHER: Record<TokenParameter, TokenParameter> = {
  max_tokens: 'max_completion_tokens',
  max_completion_tokens: 'max_tokens'
}

/** One request as sent, as far as the shape needs it. */
export interface SentRequest {
  /** Length of the JSON body. */
  bytes: number
  /** The completion cap sent, if any. */
  tokens: TokenCap | null
}

/** The learned shape of requests to one endpoint. */
export class RequestShape {
  /** Optional fields refused; left out from then on. */
  readonly dropped = new Set<OptionalParameter>()
  private parameter: TokenParameter
  private maxOutput: number
  /** The window prompt and completion share, once a refusal named it. */
  private sharedWindow: number | null = null
  /** Prompt tokens per body byte, from the last count the endpoint gave. */
  private tokensPerByte: number | null = null

  constructor(limits: EndpointLimits) {
    this.parameter = limits.tokenParameter
    this.maxOutput = limits.maxOutputTokens
  }

  /**
   * The completion cap for a request of `bytes` that asks for `requested`
   * (at most the endpoint's cap), or `null` when the endpoint refused both
   * names for it.
   */
  tokenCap(requested: number | undefined, bytes: number): TokenCap | null {
    if (this.dropped.has(this.parameter)) return null
    let value = Math.min(requested ?? this.maxOutput, this.maxOutput)
    if (this.sharedWindow !== null && this.tokensPerByte !== null) {
      const prompt =
        Math.ceil(bytes * this.tokensPerByte * ESTIMATE_FACTOR) + ESTIMATE_SLACK
      value = Math.min(
        value,
        Math.max(MIN_COMPLETION_TOKENS, this.sharedWindow - prompt)
      )
    }
    return { name: this.parameter, value: Math.max(1, Math.floor(value)) }
  }

  /** Learns prompt tokens per byte from a reply's usage. */
  observe(promptTokens: number, bytes: number): void {
    if (promptTokens > 0 && bytes > 0) this.tokensPerByte = promptTokens / bytes
  }

  /**
   * Changes the shape for a refusal a different request can fix, and says
   * what changed (for the retry event); `null` when none can.
   */
  adjust(status: number, bodyText: string, sent: SentRequest): string | null {
    if (status !== 400 && status !== 413 && status !== 422) return null
    const tokens = sent.tokens
    if (tokens) {
      const cap = parseOutputCap(bodyText)
      if (cap !== undefined && cap >= 1 && cap < tokens.value) {
        this.maxOutput = cap
        return `the endpoint allows at most ${cap} completion tokens; asking for that`
      }
      const room = this.roomInWindow(bodyText, sent)
      if (room !== null) {
        return `the endpoint counts the completion against its ${this.sharedWindow} token window; asking for ${room} completion tokens`
      }
    }
    if (isContextLengthError(status, bodyText)) return null
    // Only the cap actually sent can be the one refused.
    const skip = new Set<OptionalParameter>(this.dropped)
    skip.add(tokens ? OTHER[tokens.name] : this.parameter)
    if (!tokens) skip.add(OTHER[this.parameter])
    const rejected = rejectedOptionalParameter(status, bodyText, skip)
    if (rejected === null) return null
    this.dropped.add(rejected)
    if (tokens && rejected === tokens.name) {
      const other = OTHER[tokens.name]
      if (!this.dropped.has(other)) {
        this.parameter = other
        return `the endpoint does not accept ${rejected}; retrying with ${other}`
      }
    }
    return `the endpoint does not accept ${rejected}; retrying without it`
  }

  /**
   * The completion that fits when a refusal counts prompt and completion
   * against one window and the prompt alone fits; remembers the window.
   */
  private roomInWindow(bodyText: string, sent: SentRequest): number | null {
    const { contextLimit, requestedTokens, completionTokens } =
      parseContextLimit(bodyText)
    if (
      contextLimit === undefined ||
      requestedTokens === undefined ||
      completionTokens === undefined ||
      !sent.tokens
    ) {
      return null
    }
    const room = contextLimit - requestedTokens
    if (room < MIN_COMPLETION_TOKENS || room >= sent.tokens.value) return null
    this.sharedWindow = contextLimit
    this.observe(requestedTokens, sent.bytes)
    return this.tokenCap(sent.tokens.value, sent.bytes)?.value ?? room
  }
}
