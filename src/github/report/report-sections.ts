/**
 * The parts of a report shared by the final comment, the job summary and
 * the pull request body: changed files with their diffstat, the verify
 * result, and the tool calls in words with ✓ or ✗ (and the exit code of a
 * command that failed). Everything here is the action's words and code
 * spans, inert wherever it is posted.
 */
import { codeSpan, tableCodeSpan } from '../../security/index.js'
import { calledActivity, plural } from '../../shared/index.js'
import { capChars } from './fit-post.js'
import type { RunReport, ToolLogEntry } from './report.js'
import {
  activityLine,
  callFailed,
  describeToolCall,
  type ToolActivity
} from './tool-activity.js'

/** A changed file as the reports list it. */
export type ReportedFile = RunReport['changedFiles'][number]

/** `+3 −1`, or empty when the numbers are not known. */
function stat(file: ReportedFile): string {
  return file.additions !== undefined && file.deletions !== undefined
    ? ` +${file.additions} −${file.deletions}`
    : ''
}

/**
 * The changed files as a list, each with its status (when not modified)
 * and `+added −removed`; at most `max` of them.
 */
export function changedFilesList(files: ReportedFile[], max = 30): string {
  const shown = files.slice(0, max).map((file) => {
    const status = file.status === 'modified' ? '' : ` (${file.status})`
    return `- ${codeSpan(capChars(file.path, 120, 'name cut'))}${status}${stat(file)}`
  })
  if (files.length > shown.length)
    shown.push(`- … and ${files.length - shown.length} more`)
  return shown.join('\n')
}

/** `(2 files, +5 −1)`: the count and the totals, where known. */
export function changedFilesTotals(files: ReportedFile[]): string {
  const known = files.every(
    (file) => file.additions !== undefined && file.deletions !== undefined
  )
  const sum = (key: 'additions' | 'deletions') =>
    files.reduce((total, file) => total + (file[key] ?? 0), 0)
  return `${plural(files.length, 'file')}${known ? `, +${sum('additions')} −${sum('deletions')}` : ''}`
}

/** `**Changed files** (2 files, +5 −1):` and the list; empty for none. */
export function changedFilesSection(files: ReportedFile[]): string {
  if (files.length === 0) return ''
  return `**Changed files** (${changedFilesTotals(files)}):\n${changedFilesList(files)}`
}

/** A logged call as an activity: its words, and whether it failed. */
export function entryActivity(entry: ToolLogEntry): ToolActivity {
  return {
    description: describeToolCall(
      entry.activity ?? calledActivity(entry.name, entry.summary)
    ),
    failed: callFailed(entry.isError, entry.exitCode),
    ...(entry.exitCode !== undefined ? { exitCode: entry.exitCode } : {})
  }
}

/**
 * The tool log for the final comment: a collapsed section, one numbered
 * line per call (at most `max`), failures marked ✗ with the exit code.
 */
export function toolLogDetails(tools: ToolLogEntry[], max = 50): string {
  if (tools.length === 0) return ''
  const failed = tools.filter((entry) => entryActivity(entry).failed).length
  const lines = tools
    .slice(0, max)
    .map(
      (entry, index) =>
        `${index + 1}. ${capChars(activityLine(entryActivity(entry)), 300)}`
    )
  if (tools.length > lines.length)
    lines.push(
      `\n… and ${tools.length - lines.length} more (the job summary lists up to 100)`
    )
  const title = `${plural(tools.length, 'tool call')}${failed ? `, ${failed} failed` : ''}`
  return `<details><summary>${title}</summary>\n\n${lines.join('\n')}\n\n</details>`
}

/** One row of the job summary's tool table: what, result, time. */
export function toolTableRow(entry: ToolLogEntry, index: number): string {
  const activity = entryActivity(entry)
  // A table splits cells at `|` before reading code spans.
  const what = capChars(activity.description, 300).replace(/\|/g, '\\|')
  const result = !activity.failed
    ? '✓'
    : activity.exitCode !== undefined && activity.exitCode !== 0
      ? `✗ exit ${activity.exitCode}`
      : '✗ error'
  return `| ${index + 1} | ${tableCodeSpan(entry.name.slice(0, 40))} | ${what} | ${result} | ${(entry.durationMs / 1000).toFixed(1)} s |`
}

/** Commands that look like a test, build or lint run. */
const CHECK_COMMAND =
  /\b(test|tests|jest|vitest|mocha|pytest|tox|tap|spec|rspec|check|lint|eslint|tsc|typecheck|build|cargo|go\s+(test|vet|build)|make|gradle|mvn)\b/i

/**
 * The commands the agent ran that look like checks (tests, builds, linters),
 * the newest `max`, each with ✓ or ✗ and the exit code.
 */
export function checkCommands(tools: ToolLogEntry[], max = 5): string[] {
  return tools
    .filter(
      (entry) =>
        entry.activity?.runsCommand === true &&
        entry.exitCode !== undefined &&
        CHECK_COMMAND.test(entry.summary)
    )
    .slice(-max)
    .map((entry) => activityLine(entryActivity(entry)))
}

/** `1 process`, `2 processes`. */
export function processes(count: number): string {
  return plural(count, 'process', 'processes')
}

/**
 * What the agent's commands left running when the loop ended, in one
 * sentence; '' when nothing was left (docs/security.md item 16).
 */
export function leftoversLine(
  leftovers: { killed: number; left: number } | undefined
): string {
  if (!leftovers) return ''
  if (leftovers.left > 0)
    return `${processes(leftovers.left)} the agent's commands started could not be killed; nothing was pushed.`
  if (leftovers.killed > 0)
    return `${processes(leftovers.killed)} the agent's commands left running ${leftovers.killed === 1 ? 'was' : 'were'} killed before anything was published.`
  return ''
}

/** Command output for a fenced block: trimmed, at most 20 lines and 2,000 characters. */
export function trimOutput(text: string): string {
  const lines = text.trim().split('\n')
  const kept =
    lines.length > 20
      ? [...lines.slice(0, 20), `… (${lines.length - 20} more lines)`]
      : lines
  return capChars(kept.join('\n'), 2000, 'cut')
}
