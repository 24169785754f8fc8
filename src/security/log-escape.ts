/**
 * Lines for the job log that the runner never executes as workflow
 * commands (docs/security.md item 20).
 *
 * The runner (actions/runner `ActionCommand`) reads every line of a step's
 * output, splitting at `\n`, `\r` or `\r\n`, two ways:
 *
 * - `TryParseV2`: after `TrimStart()`, a line starting with `::` is
 *   `::name props::data`;
 * - `TryParse`, the legacy form: `##[name props]data` anywhere in the line.
 *
 * Both compare with culture-sensitive `StartsWith`/`IndexOf`, which skip
 * zero-width characters, so a zero-width space is no escape. A backslash
 * is: `:\:` does not start with `::`, and `##\[` holds no `##[`.
 */
import type { Redactor } from './redact.js'

/**
 * What `TrimStart()` skips (a superset: .NET white space, and the format
 * characters a culture-sensitive comparison ignores).
 */
const LEADING =
  /^[\s\u0085\u001c-\u001f\u00ad\u180e\u200b-\u200f\u2028-\u202f\u205f-\u2064\ufeff]*/

/** One line (no line break in it) that the runner reads as plain text. */
export function escapeLogLine(line: string): string {
  const out = line.replace(/##\[/g, '##\\[')
  const lead = LEADING.exec(out)![0].length
  return out.startsWith('::', lead)
    ? `${out.slice(0, lead + 1)}\\${out.slice(lead + 1)}`
    : out
}

/**
 * Text for the job log: split where the runner splits lines, each line
 * escaped, joined with `\n`. Idempotent.
 */
export function escapeLog(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeLogLine)
    .join('\n')
}

/** A writer that redacts and escapes what goes through it. */
interface SafeWriter {
  /** Takes any piece of text; complete lines go out, the rest waits. */
  write(text: string): void
  /** Writes what still waits for its line end. */
  flush(): void
}

/**
 * Redacts and escapes on line boundaries, not per write: a secret split
 * across two writes (two streamed deltas) is whole when its line is
 * redacted, and a `::` cannot hide at the start of a line that began in an
 * earlier write. Call `flush` at the end.
 */
export function createSafeWriter(
  write: (text: string) => void,
  redact: Redactor = (text) => text
): SafeWriter {
  let pending = ''
  return {
    write(text) {
      pending += text
      const end = pending.lastIndexOf('\n')
      if (end < 0) return
      const complete = pending.slice(0, end + 1)
      pending = pending.slice(end + 1)
      write(escapeLog(redact(complete)))
    },
    flush() {
      if (pending === '') return
      const rest = pending
      pending = ''
      write(escapeLog(redact(rest)))
    }
  }
}
