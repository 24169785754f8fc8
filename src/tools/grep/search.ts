import { MAX_LINE_CHARS } from '../../shared/index.js'
import type { BoundStop } from '../path/index.js'
import type { GlobSpec } from './glob.js'

/**
 * One search as the backends share it: its settings, what it found (the
 * {@link Collector}) and how it ended.
 */

/** Child output read before the search is stopped (counts become lower bounds). */
export const MAX_READ_BYTES = 4 * 1024 * 1024
/** Matching and context lines kept for display; further ones are only counted. */
const MAX_STORED_HITS = 20_000

/**
 * Why a search stopped before finishing: `cap` after reading
 * {@link MAX_READ_BYTES} of output, else a bound of the call (its deadline,
 * its entry count, its signal).
 */
export type StopReason = 'cap' | BoundStop

/** A matching (or context) line of a file. */
interface Hit {
  line: number
  text: string
  match: boolean
}

/** A file's match count and the lines kept for display. */
interface FileHits {
  path: string
  count: number
  hits: Hit[]
}

/** Settings of one search, shared by the backends. */
export interface Search {
  pattern: string
  ignoreCase: boolean
  content: boolean
  context: number
  /** Workspace-relative target, `.` for the root. */
  target: string
  targetIsFile: boolean
  /** Parsed glob, or undefined (also when the target is a file). */
  glob?: GlobSpec
  cwd: string
  signal: AbortSignal
  /** When the search stops, read on `now`. */
  deadline: number
  /** The clock of `deadline`; timers wait `deadline - now()` of real time. */
  now: () => number
  /**
   * Entries a search looks at before it stops: files with results read from
   * rg or git grep (their lines are bounded by {@link MAX_READ_BYTES}), or
   * directory entries walked by the scan.
   */
  maxEntries: number
}

/** How a backend's search ended. */
export interface BackendOutcome {
  /** Error text for the model (bad pattern, failed program). */
  error?: string
  stopped?: StopReason
}

/** Code-unit order of paths, the same on every platform and locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Cuts a line at {@link MAX_LINE_CHARS} characters with `…`. */
function cutLine(text: string): string {
  const line = text.endsWith('\r') ? text.slice(0, -1) : text
  if (line.length <= MAX_LINE_CHARS) return line
  let end = MAX_LINE_CHARS
  const code = line.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end -= 1
  return `${line.slice(0, end)}…`
}

/** Results of one search: counts for every file, lines up to a bound. */
export class Collector {
  readonly files = new Map<string, FileHits>()
  matches = 0
  /** The search stopped early: counts are lower bounds. */
  partial = false
  private stored = 0

  constructor(private readonly accept: (file: string) => boolean) {}

  private entry(file: string): FileHits | undefined {
    const name = file.startsWith('./') ? file.slice(2) : file
    if (!this.accept(name)) return undefined
    let entry = this.files.get(name)
    if (!entry) {
      entry = { path: name, count: 0, hits: [] }
      this.files.set(name, entry)
    }
    return entry
  }

  count(file: string, count: number): void {
    if (!(count > 0)) return
    const entry = this.entry(file)
    if (!entry) return
    entry.count += count
    this.matches += count
  }

  line(file: string, line: number, text: string, match: boolean): void {
    const entry = this.entry(file)
    if (!entry) return
    if (match) {
      entry.count += 1
      this.matches += 1
    }
    if (this.stored >= MAX_STORED_HITS) return
    entry.hits.push({ line, text: cutLine(text), match })
    this.stored += 1
  }
}

/** Marks the results partial and reports why the search stopped. */
export function finishStopped(
  collector: Collector,
  stopped: StopReason
): BackendOutcome {
  collector.partial = true
  return { stopped }
}

/** Appended to errors about the pattern. */
export const ESCAPE_HINT =
  'the pattern is a regular expression: escape ( ) [ ] { } . * + ? | \\ with a backslash to match them literally'

/** Error text for a search program that rejected the pattern or failed. */
export function patternError(
  program: string,
  stderr: string,
  code: number | null
): string {
  const message = stderr.replace(/^fatal: /gm, '') || `exit code ${code}`
  return `${program} failed: ${message}\n${ESCAPE_HINT}`
}
