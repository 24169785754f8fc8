import type { Redactor } from '../../security/index.js'
import type { EmitEvent } from '../types.js'

/** Newest lines a `tool-output` event shows. */
const TAIL_LINES = 5
/** Characters of output kept to find them. */
const TAIL_CHARS = 4096
/** One line of a `tool-output` event at most. */
const LINE_CHARS = 200

/**
 * The partial output of one running call, as throttled `tool-output`
 * events (docs/loop.md §3 "Hooks"): the tool's `onUpdate` feeds it; at most
 * one event per `intervalMs` goes out, with the newest lines, redacted.
 * `intervalMs` 0 sends one per update (tests). `stop()` drops what is not
 * sent yet: the `tool-end` event follows with the whole result.
 */
export function partialOutput(
  emit: EmitEvent,
  call: { id: string; name: string },
  redact: Redactor,
  intervalMs: number
): { update: (partial: string) => void; stop: () => void } {
  let tail = ''
  let bytes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const flush = (): void => {
    timer = undefined
    if (stopped) return
    // Redacted whole, before it is cut into lines.
    const lines = redact(tail)
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(-TAIL_LINES)
      .map((line) =>
        line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line
      )
    if (lines.length === 0) return
    emit({
      type: 'tool-output',
      id: call.id,
      name: call.name,
      output: lines.join('\n'),
      bytes
    })
  }
  return {
    update(partial) {
      if (stopped || partial === '') return
      bytes += Buffer.byteLength(partial)
      tail = tail + partial
      if (tail.length > TAIL_CHARS) {
        // Cut at a line start: a secret cut in two no longer matches the
        // redactor, and its second half would go out as it is.
        const cut = tail.slice(-TAIL_CHARS)
        const start = cut.indexOf('\n')
        tail = start < 0 ? '' : cut.slice(start + 1)
      }
      if (intervalMs <= 0) flush()
      else timer ??= setTimeout(flush, intervalMs)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    }
  }
}
