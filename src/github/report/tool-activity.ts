/**
 * A tool call in words, for the tracking comment, the final comment's tool
 * log and the job summary: "Read `src/sum.js`", "Ran `npm test`". The
 * words are the action's; every value from the model is a code span, so a
 * description is inert wherever it is posted.
 */
import { codeSpan } from '../../security/index.js'

/** One call as the reports describe it. */
export interface ToolActivity {
  /** Markdown: fixed words and code spans only. */
  description: string
  /** A refusal, an error, or a command that exited non-zero. */
  failed: boolean
  /** A command's exit code (bash), when it ran. */
  exitCode?: number
}

/** Longest value shown in a description (a path, a pattern, a command). */
const MAX_VALUE_CHARS = 100

/**
 * Whether a finished call failed: the runner's `isError`, or a command
 * whose exit code is not 0 (bash reports those as results, not errors, so
 * the model reads the output; for people they are failures).
 */
export function callFailed(isError: boolean, exitCode?: number): boolean {
  return isError || (exitCode !== undefined && exitCode !== 0)
}

/** The exit code a tool-end event's details carry (bash), if any. */
export function exitCodeOf(details: unknown): number | undefined {
  const code = (details as { exitCode?: unknown } | undefined)?.exitCode
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

function value(text: string): string {
  const line = text.split('\n')[0] ?? ''
  const cut = line.length > MAX_VALUE_CHARS || text.includes('\n')
  return codeSpan(cut ? `${line.slice(0, MAX_VALUE_CHARS - 1).trim()}…` : line)
}

function parseArguments(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * What a call does, in words. `args` is the call's (redacted) JSON
 * arguments; `summary` the runner's short form, used when they cannot be
 * read.
 */
export function describeToolCall(
  name: string,
  args: string,
  summary: string
): string {
  const parsed = parseArguments(args)
  const text = (key: string): string => {
    const found = parsed?.[key]
    return typeof found === 'string' ? found : ''
  }
  // The runner's summary stands in for a main argument the JSON lacks.
  const main = (key: string): string => text(key) || summary || '?'
  const number = (key: string): number | undefined => {
    const found = parsed?.[key]
    return typeof found === 'number' ? found : undefined
  }
  switch (name) {
    case 'read': {
      const offset = number('offset')
      const limit = number('limit')
      const range =
        offset !== undefined
          ? ` from line ${offset}${limit !== undefined ? ` (${limit} lines)` : ''}`
          : ''
      return `Read ${value(main('path'))}${range}`
    }
    case 'grep': {
      const where = text('path') ? ` in ${value(text('path'))}` : ''
      const glob = text('glob') ? ` (${value(text('glob'))})` : ''
      return `Searched for ${value(text('pattern') || summary || '?')}${where}${glob}`
    }
    case 'list': {
      const path = parsed ? text('path') : summary
      return path && path !== '.'
        ? `Listed ${value(path)}`
        : 'Listed the repository root'
    }
    case 'edit':
      return `Edited ${value(main('path'))}`
    case 'write':
      return `Wrote ${value(main('path'))}`
    case 'bash':
      return `Ran ${value(main('command'))}`
    case 'review_comment': {
      const start = number('start_line')
      const line = number('line')
      const where =
        start !== undefined ? `${start}-${line ?? ''}` : String(line ?? '')
      const suggested =
        typeof parsed?.suggestion === 'string' ? ' with a suggestion' : ''
      const place = parsed ? `${text('path')}:${where}` : summary
      return `Commented on ${value(place || '?')}${suggested}`
    }
    case 'plan':
      return 'Updated the plan'
    default:
      return `Called ${codeSpan(name.slice(0, 40) || '?')}${summary ? ` ${value(summary)}` : ''}`
  }
}

/** The mark of a finished call: ✓ or ✗. */
export function resultMark(activity: ToolActivity): string {
  return activity.failed ? '✗' : '✓'
}

/** ` (exit 1)` for a command that failed with an exit code, else empty. */
export function exitNote(activity: ToolActivity): string {
  return activity.failed &&
    activity.exitCode !== undefined &&
    activity.exitCode !== 0
    ? ` (exit ${activity.exitCode})`
    : ''
}

/** A finished call on one line: "✗ Ran `npm test` (exit 1)". */
export function activityLine(activity: ToolActivity): string {
  return `${resultMark(activity)} ${activity.description}${exitNote(activity)}`
}

const ONGOING: Record<string, string> = {
  Read: 'Reading',
  Searched: 'Searching',
  Listed: 'Listing',
  Edited: 'Editing',
  Wrote: 'Writing',
  Ran: 'Running',
  Commented: 'Commenting',
  Updated: 'Updating',
  Called: 'Calling'
}

/** A description as something going on: "Running `npm test`". */
export function ongoing(description: string): string {
  const [verb] = description.split(' ', 1)
  const present = ONGOING[verb]
  return present ? `${present}${description.slice(verb.length)}` : description
}

/** The exit code of bash's status line (`exit=1 (0.3 s)`), the first line of its output. */
export function exitCodeFromOutput(output: string): number | undefined {
  const match = /^exit=(\d+)\b/.exec(output)
  return match ? Number(match[1]) : undefined
}

/** `{ exitCode }` from a command result's status line, or `{}` without one. */
export function exitCodeField(output: string): { exitCode?: number } {
  const exitCode = exitCodeFromOutput(output)
  return exitCode === undefined ? {} : { exitCode }
}
