import type { Stop } from '../types.js'

/**
 * The run's one timeout: the stop rule asks it whether time is up, and the
 * model requests and tools get its signal, so both report the same stop.
 */
export interface Deadline {
  /** Aborts when the caller cancels or when time is up. */
  readonly signal: AbortSignal
  /** The `timeout` stop, the same whichever way time ran out. */
  readonly stop: Stop
  /** Time ran out (the timer fired, or `check` saw it); reads no clock. */
  readonly expired: boolean
  /** Reads the clock; once past the deadline, expires and aborts. */
  check(): boolean
  /**
   * Milliseconds left of the budget by the clock, 0 once it expired (also
   * when only the timer saw it); still answers after `dispose`.
   */
  remainingMs(): number
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void
}

export function startDeadline(options: {
  startedAt: number
  timeoutMs: number
  now: () => number
  /** The caller's signal, which aborts `signal` too. */
  signal: AbortSignal
}): Deadline {
  const { startedAt, timeoutMs, now, signal } = options
  const controller = new AbortController()
  let expired = false
  const expire = (): void => {
    expired = true
    controller.abort(new Error('timeout'))
  }
  // The timer is what cancels a request or tool in flight; `check` reads
  // the injected clock between turns.
  const timer = setTimeout(expire, Math.max(0, timeoutMs))
  timer.unref?.()
  const onCancel = (): void => controller.abort(signal.reason)
  if (signal.aborted) onCancel()
  signal.addEventListener('abort', onCancel, { once: true })

  return {
    signal: controller.signal,
    stop: {
      limit: 'timeout',
      detail: `reached timeout-minutes (${Math.round(timeoutMs / 60_000)} min)`
    },
    get expired() {
      return expired
    },
    check() {
      if (!expired && now() - startedAt >= timeoutMs) expire()
      return expired
    },
    remainingMs() {
      return expired ? 0 : Math.max(0, startedAt + timeoutMs - now())
    },
    dispose() {
      clearTimeout(timer)
      signal.removeEventListener('abort', onCancel)
    }
  }
}
