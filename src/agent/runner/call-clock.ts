import { formatSeconds } from '../../shared/index.js'
import type { ToolResult } from '../../tools/index.js'

/**
 * The wall clock of one call (docs/loop.md §3, item 2): its own signal and
 * the moment the runner stops waiting for a call that does not return.
 */

export const ABANDONED = Symbol('abandoned')

/**
 * A call's own signal (the run's, and its time limit) and the moment the
 * runner stops waiting for it: the limit plus a grace.
 */
export function callClock(
  runSignal: AbortSignal,
  limitMs: number,
  graceMs: number
): {
  signal: AbortSignal
  abandoned: Promise<typeof ABANDONED>
  dispose(): void
} {
  const limit = new AbortController()
  let abandon: () => void = () => undefined
  const abandoned = new Promise<typeof ABANDONED>((resolve) => {
    abandon = () => resolve(ABANDONED)
  })
  let graceTimer: ReturnType<typeof setTimeout> | undefined
  const startGrace = (): void => {
    graceTimer ??= setTimeout(abandon, graceMs)
  }
  const limitTimer = setTimeout(() => {
    limit.abort(new Error(`the call ran past its ${limitMs} ms`))
    startGrace()
  }, limitMs)
  runSignal.addEventListener('abort', startGrace, { once: true })
  return {
    signal: AbortSignal.any([runSignal, limit.signal]),
    abandoned,
    dispose() {
      clearTimeout(limitTimer)
      clearTimeout(graceTimer)
      runSignal.removeEventListener('abort', startGrace)
    }
  }
}

export function abandonedResult(
  name: string,
  limitMs: number,
  runStopped: boolean
): ToolResult {
  const why = runStopped
    ? `the run was stopped and ${name} did not return`
    : `${name} did not return within ${formatSeconds(limitMs)}`
  return {
    output: `${why}; its result is lost. Narrow the call (a smaller path, a simpler pattern, a shorter command)`,
    isError: true,
    details: { timedOut: true, abandoned: true }
  }
}
