import { Worker } from 'node:worker_threads'
import type { BoundStop } from '../path/index.js'

/**
 * The scan backend's regular expression, run in a worker thread. The
 * pattern is the model's, and a JavaScript RegExp can backtrack for hours
 * (`(a+)+$` over `aaaa…b`); on the main thread that would freeze the action,
 * its timers, the deadline and the signal handlers with it. In a worker the
 * main thread stays free, and at the deadline (or on cancellation) the
 * worker is terminated, which stops a match in the middle
 * (docs/security.md item 16).
 *
 * Why a worker and not child processes only: the scan is the fallback for
 * where no search program runs, so it cannot rely on one; a worker needs
 * nothing installed and `terminate()` stops V8 mid-match.
 */

/** What matching one file gave. */
type MatchResult =
  /** 0-based indices of the lines that match. */
  | { lines: number[] }
  /** A bound came first; the worker is gone, and every later call says so too. */
  | { stopped: BoundStop }
  /** The worker failed (e.g. ran out of its memory limit). */
  | { error: string }

/** Matches the lines of texts, one text at a time, off the main thread. */
interface LineMatcher {
  match(text: string): Promise<MatchResult>
  /** Terminates the worker; safe to call more than once. */
  close(): Promise<void>
}

/** Memory a worker may use; a runaway match fails instead of the action. */
const WORKER_HEAP_MB = 256

// Plain CommonJS, evaluated in the worker: no file to find at run time, so
// the bundle and the tests load it the same way.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const line = new RegExp(workerData.pattern, workerData.flags)
const whole = new RegExp(workerData.pattern, workerData.flags + 'm')
parentPort.on('message', (text) => {
  const lines = []
  if (whole.test(text)) {
    const parts = text.split('\\n')
    if (text.endsWith('\\n')) parts.pop()
    for (let index = 0; index < parts.length; index += 1) {
      if (line.test(parts[index])) lines.push(index)
    }
  }
  parentPort.postMessage(lines)
})
`

/**
 * Starts a worker for `pattern` (already known to compile). It stops at
 * `deadline` (read on `now`, default `Date.now`) or when `signal` aborts,
 * whichever comes first, and on `close`.
 */
export function startLineMatcher(options: {
  pattern: string
  ignoreCase: boolean
  deadline: number
  signal: AbortSignal
  now?: () => number
}): LineMatcher {
  const now = options.now ?? Date.now
  let stopped: MatchResult | undefined
  let pending: ((result: MatchResult) => void) | undefined
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pattern: options.pattern,
      flags: options.ignoreCase ? 'i' : ''
    },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: true,
    stderr: true
  })
  worker.unref()

  const settle = (result: MatchResult): void => {
    const resolve = pending
    pending = undefined
    resolve?.(result)
  }
  const stop = (result: MatchResult): void => {
    if (stopped) return
    stopped = result
    clearTimeout(timer)
    options.signal.removeEventListener('abort', onAbort)
    void worker.terminate()
    settle(result)
  }
  const onAbort = (): void => stop({ stopped: 'cancelled' })
  const timer = setTimeout(
    () => stop({ stopped: 'timeout' }),
    Math.max(0, options.deadline - now())
  )
  timer.unref?.()
  options.signal.addEventListener('abort', onAbort, { once: true })
  if (options.signal.aborted) onAbort()

  worker.on('message', (lines: number[]) => settle({ lines }))
  worker.on('error', (error) =>
    stop({ error: `the pattern could not be run: ${error.message}` })
  )
  worker.on('exit', () => stop({ error: 'the pattern could not be run' }))

  return {
    match(text) {
      if (!stopped && now() >= options.deadline) stop({ stopped: 'timeout' })
      if (stopped) return Promise.resolve(stopped)
      return new Promise((resolve) => {
        pending = resolve
        worker.postMessage(text)
      })
    },
    async close() {
      stop({ stopped: 'cancelled' })
    }
  }
}
