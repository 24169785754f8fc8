/**
 * While the model thinks, on a terminal: an elapsed-time line (`thinking
 * 3s`) from the moment a turn starts until anything of its reply (or any
 * other event) arrives, then erased, so the screen shows only what came.
 * Off a terminal nothing is written.
 */
import type { AgentEvent, EmitEvent } from '../agent/index.js'

/** The clock and timer of the indicator; injectable for tests. */
export interface WaitClock {
  now(): number
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void
}

/** The real clock: `Date.now` and an unref'd interval. */
export const systemClock: WaitClock = {
  now: () => Date.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms)
    timer.unref()
    return () => clearInterval(timer)
  }
}

/** Back to the line start and clear it: the indicator is gone. */
const ERASE = '\r\x1b[2K'

/** Events that mean the model is still being waited for (a retry, a compaction). */
const STILL_WAITING = new Set<AgentEvent['type']>([
  'turn-start',
  'model-retry',
  'compaction',
  'context-window',
  'tool-mode-change'
])

/** The indicator in front of `next`; `stop()` erases it at the end of the run. */
export function waitingIndicator(
  write: (text: string) => void,
  next: EmitEvent,
  clock: WaitClock
): { emit: EmitEvent; stop(): void } {
  let cancel: (() => void) | null = null
  let shown = false
  /** When the turn being waited for started; null when not waiting. */
  let since: number | null = null
  const erase = (): void => {
    cancel?.()
    cancel = null
    if (shown) write(ERASE)
    shown = false
  }
  const show = (): void => {
    if (since === null) return
    const seconds = Math.floor((clock.now() - since) / 1000)
    write(`${ERASE}  thinking ${seconds}s`)
    shown = true
  }
  return {
    emit(event: AgentEvent) {
      erase()
      if (event.type === 'turn-start') since = clock.now()
      else if (!STILL_WAITING.has(event.type)) since = null
      next(event)
      if (since === null) return
      show()
      cancel = clock.every(1000, show)
    },
    stop() {
      since = null
      erase()
    }
  }
}
