import { fstatSync } from 'node:fs'
import type { AgentEvent, EmitEvent } from '../agent/index.js'

/** What the CLI's streams are: whether stderr is a terminal, and stdout the same one. */
export interface Terminal {
  stderr: boolean
  /** stdout and stderr are the same terminal (one screen shows both). */
  sameAsStdout: boolean
}

/**
 * This process's streams: stderr a TTY, and stdout the same device (same
 * `dev`, `ino` and `rdev` of fds 1 and 2), as in a plain terminal without
 * redirection.
 */
export function processTerminal(): Terminal {
  const stderr = process.stderr.isTTY === true
  let sameAsStdout = false
  if (stderr && process.stdout.isTTY === true) {
    try {
      const out = fstatSync(1)
      const err = fstatSync(2)
      sameAsStdout =
        out.dev === err.dev && out.ino === err.ino && out.rdev === err.rdev
    } catch {
      sameAsStdout = false
    }
  }
  return { stderr, sameAsStdout }
}

/** The live view of the model's text, in front of the progress printer. */
interface LiveText {
  emit: EmitEvent
  /**
   * The text of the last reply if it was shown live as it streamed, else
   * null (a text-protocol reply, or none yet).
   */
  lastStreamed(): string | null
  /** Ends an open block of live text (at the end of the run). */
  close(): void
}

const PREFIX = '  │ '
const DIM = '\x1b[2m'
const UNDIM = '\x1b[22m'
/** Control characters but tab and line feed: no cursor moves or colours from the model. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * Prints the `text-delta` pieces as they arrive, as a block of `  │ ` lines
 * like the progress printer's (dimmed when `dim`), and passes every other
 * event on to `next`; a reply shown live reaches `next` with its text
 * emptied, so it is not printed a second time. The pieces come redacted
 * (session.ts); here they are made safe for the job log too: CR becomes a
 * line break, control characters go, every line starts with the prefix (so
 * no `::` command), and `##[` is escaped; a trailing `#` or CR waits for
 * the next piece.
 */
export function liveText(
  write: (text: string) => void,
  next: EmitEvent,
  options: { dim: boolean }
): LiveText {
  let open = false
  /** Line breaks seen and not yet written (written before more text). */
  let breaks = 0
  /** A trailing `#` run or CR, kept for the next piece. */
  let held = ''
  let streamedReply = false
  let last: string | null = null

  /** Writes lines of safe text, each break written only once more follows. */
  const put = (body: string): void => {
    for (const [index, line] of body.split('\n').entries()) {
      if (index > 0) breaks += 1
      if (line === '') continue
      if (!open) {
        // Leading line breaks of a reply are not shown.
        write(`${options.dim ? DIM : ''}${PREFIX}${line}`)
        open = true
      } else {
        if (breaks > 0)
          write(`\n${`${PREFIX.trimEnd()}\n`.repeat(breaks - 1)}${PREFIX}`)
        write(line)
      }
      breaks = 0
    }
  }

  const show = (piece: string): void => {
    let raw = held + piece
    // A CR at the end may be the first half of a CRLF: wait for the next.
    held = raw.endsWith('\r') ? '\r' : ''
    if (held) raw = raw.slice(0, -1)
    const text = raw.replace(/\r\n|\r/g, '\n').replace(CONTROL, '')
    const hashes = /#+$/.exec(text)?.[0] ?? ''
    held = hashes + held
    put(text.slice(0, text.length - hashes.length).replace(/##\[/g, '##\\['))
  }

  const close = (): void => {
    put(held.replace(/\r$/, ''))
    held = ''
    breaks = 0
    if (!open) return
    write(`${options.dim ? UNDIM : ''}\n`)
    open = false
  }

  return {
    emit(event: AgentEvent) {
      if (event.type === 'text-delta') {
        streamedReply = true
        show(event.text)
        return
      }
      close()
      if (event.type === 'turn-start') streamedReply = false
      if (event.type === 'assistant-message') {
        last = streamedReply ? event.text : null
        const shown = streamedReply
        streamedReply = false
        if (shown) {
          next({ ...event, text: '' })
          return
        }
      }
      next(event)
    },
    lastStreamed: () => last,
    close
  }
}
