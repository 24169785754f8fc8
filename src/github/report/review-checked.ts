/**
 * The end of a review body: what the agent checked, built by the action
 * from the run's tool log (never from the model's words): which files of
 * the diff it read or searched, which it did not open, and the commands it
 * ran. Paths and commands are code spans, so the section is inert wherever
 * it is posted.
 */
import { posix } from 'node:path'
import type { PullFile } from '../types.js'
import type { ToolLogEntry } from './report.js'
import { entryActivity } from './report-sections.js'
import { activityLine } from './tool-activity.js'
import { codeSpan } from '../../security/index.js'
import { plural } from '../../shared/index.js'

/** Files named per list, and commands listed. */
const MAX_FILES = 25
const MAX_COMMANDS = 10
/** Longest path shown. */
const MAX_PATH_CHARS = 120

/** A tool log entry, as `run/run-log.ts` records it. */
export type CheckedToolEntry = ToolLogEntry

/** The heading of the section. */
const CHECKED_HEADING = '**What I checked**'

/** A path as the diff names it: relative, normalised, without `./`. */
function normalise(path: string): string {
  const clean = posix.normalize(path.replace(/\\/g, '/'))
  return clean.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
}

/**
 * The diff's files the calls read or searched (the path their tool says
 * they inspect), in diff order.
 */
export function filesOpened(
  files: readonly PullFile[],
  tools: readonly CheckedToolEntry[]
): Set<string> {
  const touched = new Set(
    tools
      .filter((entry) => !entry.isError)
      .flatMap((entry) => entry.activity?.inspects ?? [])
      .map(normalise)
  )
  return new Set(
    files
      .map((file) => file.filename)
      .filter((name) => touched.has(normalise(name)))
  )
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function fileList(names: string[], redact: (text: string) => string): string {
  const shown = names
    .slice(0, MAX_FILES)
    .map((name) => codeSpan(cut(redact(name), MAX_PATH_CHARS)))
  const more =
    names.length > shown.length
      ? `, and ${names.length - shown.length} more`
      : ''
  return `${shown.join(', ')}${more}`
}

/**
 * The section: the diff's files read (read or grep on the file), the ones
 * not opened (removed files are not counted), and the commands run.
 */
export function checkedSection(
  files: readonly PullFile[],
  tools: readonly CheckedToolEntry[],
  redact: (text: string) => string
): string {
  const present = files.filter((file) => file.status !== 'removed')
  const opened = filesOpened(present, tools)
  const read = present
    .map((file) => file.filename)
    .filter((name) => opened.has(name))
  const unread = present
    .map((file) => file.filename)
    .filter((name) => !opened.has(name))
  const lines = [`${CHECKED_HEADING} (from the run's tool log):`]
  if (present.length === 0) lines.push('- The diff has no files to open.')
  else {
    lines.push(
      read.length
        ? `- Read or searched (${read.length} of ${plural(present.length, 'file')} in the diff): ${fileList(read, redact)}`
        : `- None of the ${plural(present.length, 'file')} in the diff was read.`
    )
    if (unread.length) lines.push(`- Not opened: ${fileList(unread, redact)}`)
  }
  const commands = tools.filter((entry) => entry.activity?.runsCommand)
  if (commands.length) {
    const shown = commands
      .slice(-MAX_COMMANDS)
      .map((entry) => activityLine(entryActivity(entry)))
    const older =
      commands.length > shown.length
        ? ` (the newest ${shown.length} of ${commands.length})`
        : ''
    lines.push(`- Commands run${older}:`, ...shown.map((line) => `  - ${line}`))
  } else lines.push('- No commands were run.')
  return lines.join('\n')
}
