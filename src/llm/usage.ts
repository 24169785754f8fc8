import type { TokenUsage } from './types.js'

/** Sum of the token counts of several requests. */
export function sumUsage(items: readonly TokenUsage[]): TokenUsage {
  let promptTokens = 0
  let completionTokens = 0
  let totalTokens = 0
  for (const item of items) {
    promptTokens += item.promptTokens
    completionTokens += item.completionTokens
    totalTokens += item.totalTokens
  }
  return { promptTokens, completionTokens, totalTokens }
}
