import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { formatNumber } from '../../shared/index.js'

/**
 * The bounds every directory walk of the tools runs under (docs/security.md
 * item 16): a deadline, a count of entries, and the call's signal. A walk
 * that passes one stops where it is and says which, so no tree shape (deep,
 * wide, or both) keeps a tool busy past its time.
 */

/** Why a bounded walk or search stopped before it finished. */
export type BoundStop = 'timeout' | 'entries' | 'cancelled'

/** The limits of one walk. */
interface WalkLimits {
  /** Absolute time by `now` at which the walk stops. */
  deadline: number
  /** Entries (directories, files, links) looked at before the walk stops. */
  maxEntries: number
  /** The call's signal: aborted means cancelled. */
  signal: AbortSignal
  /** The clock `deadline` is read on. `Date.now` by default. */
  now?: () => number
}

/** Counts entries against {@link WalkLimits}; remembers the first bound passed. */
export class Bounds {
  /** Entries counted so far. */
  entries = 0
  /** The bound that stopped the walk, once one did. */
  stopped: BoundStop | undefined

  constructor(readonly limits: WalkLimits) {}

  /** False (and `stopped` set) once time is up or the call was cancelled. */
  check(): boolean {
    if (this.stopped) return false
    const now = this.limits.now ?? Date.now
    if (this.limits.signal.aborted) this.stopped = 'cancelled'
    else if (now() >= this.limits.deadline) this.stopped = 'timeout'
    return this.stopped === undefined
  }

  /** Counts one entry; false (and `stopped` set) once a bound is passed. */
  count(): boolean {
    if (this.stopped) return false
    if (this.entries >= this.limits.maxEntries) {
      this.stopped = 'entries'
      return false
    }
    this.entries += 1
    // The clock is cheap, but a wide directory needs no check per entry.
    return this.entries % 256 === 0 ? this.check() : true
  }
}

/** One entry of a walk: its workspace-relative path and what it is. */
interface WalkEntry {
  /** Relative to the walk's root, `/`-separated, no leading `./`. */
  relative: string
  name: string
  dirent: Dirent
}

/**
 * Every entry under `start` (relative to `root`, `.` or '' for the root),
 * depth first; directories named in `skip` are neither yielded nor entered,
 * symbolic links are yielded but never followed. With `sorted`, each
 * directory's entries come in code-unit order of their names and the walk
 * is in path order. Stops, with `bounds.stopped` set, at the first bound
 * passed; unreadable directories are skipped.
 */
export async function* walkTree(
  root: string,
  start: string,
  bounds: Bounds,
  options: { skip: ReadonlySet<string>; sorted?: boolean }
): AsyncGenerator<WalkEntry> {
  const stack = [start === '.' ? '' : start]
  while (stack.length) {
    if (!bounds.check()) return
    const dir = stack.pop() as string
    let entries: Dirent[]
    try {
      entries = await readdir(path.join(root, dir), { withFileTypes: true })
    } catch {
      continue
    }
    if (options.sorted) {
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    }
    const subdirs: string[] = []
    for (const dirent of entries) {
      if (options.skip.has(dirent.name)) continue
      if (!bounds.count()) return
      const relative = dir ? `${dir}/${dirent.name}` : dirent.name
      if (dirent.isDirectory()) subdirs.push(relative)
      yield { relative, name: dirent.name, dirent }
      if (bounds.stopped) return
    }
    stack.push(...subdirs.reverse())
  }
}

/**
 * `stopped after 100,000 entries`, `stopped after 30 s`, `was cancelled`:
 * the phrase the tools put in their results when a bound stopped them.
 */
export function stopPhrase(
  stop: BoundStop,
  limits: { maxEntries: number; timeoutMs: number }
): string {
  if (stop === 'entries')
    return `stopped after ${formatNumber(limits.maxEntries)} entries`
  if (stop === 'timeout')
    return `stopped after ${formatSeconds(limits.timeoutMs)}`
  return 'was cancelled'
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000
  return `${seconds >= 10 ? Math.round(seconds) : Number(seconds.toFixed(1))} s`
}
