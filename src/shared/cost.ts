/**
 * What a run's tokens cost at the `token-price` input's prices (USD per
 * million input and output tokens). Cached prompt tokens are priced as
 * input: providers discount them differently, and the input names one
 * price per direction.
 */
import { formatNumber } from './text.js'

/** USD per million tokens, `token-price: IN,OUT`. */
export interface TokenPrice {
  input: number
  output: number
}

/** The token counts a cost is computed from. */
interface TokenCounts {
  promptTokens: number
  completionTokens: number
  cachedPromptTokens?: number
}

/** The cost in USD of `usage` at `price`. */
export function costUsd(usage: TokenCounts, price: TokenPrice): number {
  return (
    (usage.promptTokens * price.input + usage.completionTokens * price.output) /
    1_000_000
  )
}

/** The `cost-usd` output: plain decimal, 6 places, trailing zeros dropped. */
export function costOutput(cost: number): string {
  return String(Number(cost.toFixed(6)))
}

/** A cost for people: `$0.0123`, `$1.24`. */
export function formatUsd(cost: number): string {
  return cost >= 1 ? `$${cost.toFixed(2)}` : `$${cost.toFixed(4)}`
}

/** `12,345 prompt (8,000 cached) + 678 completion tokens`. */
export function formatTokens(usage: TokenCounts): string {
  const cached = usage.cachedPromptTokens
    ? ` (${formatNumber(usage.cachedPromptTokens)} cached)`
    : ''
  return `${formatNumber(usage.promptTokens)} prompt${cached} + ${formatNumber(usage.completionTokens)} completion tokens`
}
