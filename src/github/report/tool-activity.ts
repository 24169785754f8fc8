/**
 * A tool call in words, for the tracking comment, the final comment's tool
 * log and the job summary: "Read `src/sum.js`", "Ran `npm test`". The
 * words are the action's; every value from the model is a code span, so a
 * description is inert wherever it is posted.
 */
import { codeSpan } from '../../security/index.js'
import type { CallActivity } from '../../shared/index.js'

/** One call as the reports describe it. */
export interface ToolActivity {
  /** Markdown: fixed words and code spans only (`describeToolCall`). */
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

/** The words of an activity, values as code spans. */
function phrase(words: CallActivity['words']): string {
  return words
    .map((word) => (typeof word === 'string' ? word : value(word.value)))
    .join('')
}

/**
 * What a call did, in words: the activity its tool described (the
 * `tool-start` event carries it, redacted), "Read `src/sum.js`".
 */
export function describeToolCall(activity: CallActivity): string {
  return `${activity.verb[0]} ${phrase(activity.words)}`
}

/** What a call is doing while it runs: "Running `npm test`". */
export function describeOngoing(activity: CallActivity): string {
  return `${activity.verb[1]} ${phrase(activity.words)}`
}

/** The mark of a finished call: ✓ or ✗. */
function resultMark(activity: ToolActivity): string {
  return activity.failed ? '✗' : '✓'
}

/** ` (exit 1)` for a command that failed with an exit code, else empty. */
function exitNote(activity: ToolActivity): string {
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
