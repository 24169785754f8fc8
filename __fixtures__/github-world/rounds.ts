/**
 * Round trips on the critical path, counted from the times of the requests
 * the test GitHub answered (REST and git smart HTTP alike).
 *
 * Which request waited for which cannot be seen from outside; what can be
 * seen is that two requests overlapping in time did not wait for each
 * other. So the count is the longest chain of requests each of which
 * started at or after the previous one had ended: a lower bound on the
 * wall time of the chain is that many round trips. It never undercounts a
 * real dependency (dependent requests never overlap), and may overcount
 * requests that were independent but happened not to overlap, e.g. when
 * local work between them took longer than a round trip: give every
 * request a latency well above the local work (`latency.ms` of the test
 * GitHub) for the count to mean round trips.
 *
 * Grouping by start ("a new round when a request starts after the current
 * round ended") is not the same: two chains side by side, offset by half a
 * round trip, overlap everywhere and would count as one round.
 */

/** One request, as the test GitHub timed it (`performance.now()`). */
export interface TimedRequest {
  /** e.g. `PATCH /repos/o/r/issues/comments/1` or `POST /o/r.git/git-receive-pack`. */
  label: string
  /** When its request arrived. */
  start: number
  /** When its answer was sent in full. */
  end: number
}

/**
 * The longest chain of requests each starting at or after the end of the
 * one before: the chain itself, in order. Earliest end first is optimal
 * (the interval-scheduling argument: the chain ending first leaves the
 * most room for the rest).
 */
export function criticalChain<T extends TimedRequest>(requests: T[]): T[] {
  const byEnd = [...requests].sort((a, b) => a.end - b.end || a.start - b.start)
  const chain: T[] = []
  let free = Number.NEGATIVE_INFINITY
  for (const request of byEnd) {
    if (request.start >= free) {
      chain.push(request)
      free = request.end
    }
  }
  return chain
}

/** How many round trips {@link criticalChain} finds. */
export function rounds(requests: TimedRequest[]): number {
  return criticalChain(requests).length
}

/**
 * The requests of a phase: those that started at or after `from` (and,
 * with `to`, ended by then).
 */
export function within<T extends TimedRequest>(
  requests: T[],
  from: number,
  to = Number.POSITIVE_INFINITY
): T[] {
  return requests.filter(
    (request) => request.start >= from && request.end <= to
  )
}
