import {
  type ModelError,
  BYTES_PER_ESTIMATED_TOKEN,
  estimateRequestTokens,
  type ChatRequest,
  type TokenUsage
} from '../../llm/index.js'
import type { ResultCaps } from '../types.js'

/**
 * The context window of a run (docs/loop.md §7.1): how many tokens a
 * request may hold, learned smaller when the endpoint refuses one, and the
 * shares of it that tool results and kept history may take.
 */
export interface WindowState {
  /** Input tokens a request may hold: the budget's, or a learned smaller one. */
  tokens: number
  /**
   * Multiplies the estimate: 1 until the endpoint counted more tokens than
   * estimated (its tokenizer is not o200k's), then raised to match.
   */
  factor: number
  /** Context-length refusals learned from so far. */
  learnings: number
}

/** Refusals learned from before the run stops with `context`. */
export const MAX_LEARNINGS = 3
/** Windows up to this size get the small-window behaviour (§7.3). */
const SMALL_WINDOW = 16_000
/** No window is learned below this; a smaller one stops the run. */
const MIN_WINDOW = 1_024
/** The factor never grows past this, whatever a server reports. */
const MAX_FACTOR = 4

export function createWindow(tokens: number): WindowState {
  return { tokens, factor: 1, learnings: 0 }
}

export function isSmallWindow(tokens: number): boolean {
  return tokens <= SMALL_WINDOW
}

/** Room kept free for the server's own framing: 4 %, at least 64 tokens. */
function safetyMargin(tokens: number): number {
  return Math.max(64, Math.ceil(tokens * 0.04))
}

/** What the estimate of a request may reach: the window less the margin. */
export function requestBudget(window: WindowState): number {
  return window.tokens - safetyMargin(window.tokens)
}

/** The estimate of a request, scaled by what the endpoint has counted. */
export function requestTokens(
  window: WindowState,
  request: Pick<ChatRequest, 'messages' | 'tools'>
): number {
  return Math.ceil(estimateRequestTokens(request) * window.factor)
}

/**
 * Raises the factor when a reply's usage shows the endpoint counted more
 * prompt tokens than the estimate of that request; never lowers it.
 */
export function calibrate(
  window: WindowState,
  estimated: number,
  usage: TokenUsage
): void {
  if (estimated <= 0 || usage.promptTokens <= estimated) return
  window.factor = Math.min(
    MAX_FACTOR,
    Math.max(window.factor, (window.factor * usage.promptTokens) / estimated)
  )
}

/** A window learned from a refusal, or why none can be. */
type Learned =
  | { ok: true; previous: number; tokens: number; reason: string }
  | { ok: false; reason: string }

/**
 * Takes a smaller window after the endpoint refused a request estimated at
 * `refused` tokens: the limit it named, else 75 % of what was refused
 * (or of what it counted). The new budget is always below `refused`, so
 * the same request is never sent again. Fails past {@link MAX_LEARNINGS}
 * or below a usable window.
 */
export function learnWindow(
  window: WindowState,
  error: ModelError,
  refused: number
): Learned {
  const { contextLimit, requestedTokens } = error.options
  const said =
    contextLimit !== undefined
      ? `the endpoint's limit is ${contextLimit} tokens`
      : 'the endpoint named no limit'
  const counted =
    requestedTokens !== undefined ? `, it counted ${requestedTokens}` : ''
  const about = `a request estimated at ${refused} tokens was refused as too long (${said}${counted})`
  if (window.learnings >= MAX_LEARNINGS) {
    return {
      ok: false,
      reason: `${about}, after ${MAX_LEARNINGS} smaller windows`
    }
  }
  window.learnings += 1
  // The endpoint counted more than the estimate: its tokenizer differs.
  if (requestedTokens !== undefined && requestedTokens > refused) {
    window.factor = Math.min(
      MAX_FACTOR,
      (window.factor * requestedTokens * 1.05) / refused
    )
  }
  const basis = Math.max(refused, requestedTokens ?? 0)
  let tokens = Math.floor(basis * 0.75)
  if (contextLimit !== undefined && contextLimit > 0) {
    // Refused below its own limit: it counts what we do not (a completion
    // reserve, a template); shrink from what was refused instead.
    const believedToFit = refused <= contextLimit - safetyMargin(contextLimit)
    tokens = believedToFit
      ? Math.min(contextLimit, Math.floor(refused * 0.75))
      : contextLimit
  }
  tokens = Math.min(tokens, window.tokens)
  while (tokens > MIN_WINDOW && tokens - safetyMargin(tokens) >= refused)
    tokens = Math.floor(tokens * 0.9)
  if (tokens < MIN_WINDOW) {
    return { ok: false, reason: `${about}; no usable window is left` }
  }
  const previous = window.tokens
  window.tokens = tokens
  return { ok: true, previous, tokens, reason: about }
}

/**
 * Token caps on tool results: one result at most 25 % of the window, all
 * of a turn at most 40 %. In large windows the byte caps bind first; the
 * runner takes the smaller.
 */
export function resultCaps(window: WindowState): ResultCaps {
  return {
    resultTokens: Math.floor(window.tokens * 0.25),
    turnTokens: Math.floor(window.tokens * 0.4)
  }
}

/** The byte cap on one result in a window of `tokens`: the smaller of both. */
export function resultByteCap(tokens: number, maxBytes: number): number {
  return Math.min(
    maxBytes,
    resultCaps(createWindow(tokens)).resultTokens * BYTES_PER_ESTIMATED_TOKEN
  )
}

/** Tool results kept unmasked: fewer in small windows. */
export function keptResults(tokens: number): number {
  if (isSmallWindow(tokens)) return 2
  return tokens <= 32_000 ? 3 : 5
}

/** Share of the window at which old tool results are masked. */
export function maskThreshold(tokens: number): number {
  return isSmallWindow(tokens) ? 0.5 : 0.6
}

/** Verbatim history a handoff summary keeps: min(20,000, 25 % of the window). */
export function keptHistoryTokens(tokens: number): number {
  return Math.min(20_000, Math.floor(tokens * 0.25))
}

/** Completion tokens a handoff summary may take: min(4,000, 15 % of the window). */
export function summaryTokens(tokens: number): number {
  return Math.min(4_000, Math.floor(tokens * 0.15))
}
