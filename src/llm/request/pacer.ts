/**
 * Client-side pacing (docs/loop.md §8.2): at most `requestsPerMinute`
 * requests in any 60 s, as a sliding window over the times requests were
 * sent, read from the injected clock.
 */

/** The window pacing counts requests in. */
const PACING_WINDOW_MS = 60_000

/** Paces requests to an endpoint's per-minute limit. */
export interface Pacer {
  /** How long to wait before the next request may go out; 0 for now. */
  delayMs(): number
  /** Records a request sent now. */
  record(): void
}

/** A pacer allowing `requestsPerMinute` requests in any 60 s. */
export function createPacer(
  requestsPerMinute: number,
  now: () => number
): Pacer {
  const limit = Math.max(1, Math.floor(requestsPerMinute))
  const sent: number[] = []
  const prune = (at: number): void => {
    while (sent.length > 0 && sent[0] <= at - PACING_WINDOW_MS) sent.shift()
  }
  return {
    delayMs() {
      const at = now()
      prune(at)
      if (sent.length < limit) return 0
      return Math.max(0, sent[sent.length - limit] + PACING_WINDOW_MS - at)
    },
    record() {
      const at = now()
      prune(at)
      sent.push(at)
    }
  }
}
