import { type TokenUsage, ZERO_USAGE } from './types.js'

/**
 * Token accounting for a run: every request's usage as the provider
 * reported it, and the running total. Requests whose provider sent no usage
 * are counted with zeros and flagged, so reports can say "at least".
 */
export class UsageMeter {
  private readonly entries: TokenUsage[] = []
  private missing = 0

  /** Records one request; `null` means the provider sent no usage. */
  add(usage: TokenUsage | null): void {
    if (usage === null) {
      this.missing += 1
      this.entries.push(ZERO_USAGE)
      return
    }
    this.entries.push(usage)
  }

  /** Usage of each request, in order. */
  get requests(): readonly TokenUsage[] {
    return this.entries
  }

  /** Requests whose provider reported no usage. */
  get requestsWithoutUsage(): number {
    return this.missing
  }

  /** Sum over all requests of the run. */
  get total(): TokenUsage {
    return sumUsage(this.entries)
  }
}

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
