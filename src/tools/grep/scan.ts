import { open, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage, MAX_LINE_CHARS } from '../../shared/index.js'
import { Bounds, walkTree } from '../path/index.js'
import { globAccepts } from './glob.js'
import { startLineMatcher } from './regex-worker.js'
import {
  ESCAPE_HINT,
  finishStopped,
  MAX_READ_BYTES,
  type BackendOutcome,
  type Collector,
  type Search
} from './search.js'

/** Bytes git grep (and the scan) look at to decide that a file is binary. */
const BINARY_SNIFF_BYTES = 8000
const SCAN_MAX_FILE_BYTES = 16 * 1024 * 1024
const SCAN_SKIP_DIRS = new Set(['.git', 'node_modules'])

/**
 * Searches with a JavaScript RegExp, reading the files under the target
 * itself: the fallback when neither rg nor git grep can run. The walk stops
 * at the search's deadline and entry bound; the pattern runs in a worker
 * thread that is terminated at the deadline (regex-worker.ts), so the
 * model's pattern never runs on the action's own thread.
 */
export async function searchWithScan(
  search: Search,
  collector: Collector
): Promise<BackendOutcome> {
  try {
    new RegExp(search.pattern, search.ignoreCase ? 'im' : 'm')
  } catch (error) {
    return {
      error: `invalid regular expression: ${errorMessage(error)}\n${ESCAPE_HINT}`
    }
  }
  const bounds = new Bounds({
    deadline: search.deadline,
    maxEntries: search.maxEntries,
    signal: search.signal,
    now: search.now
  })
  const matcher = startLineMatcher({
    pattern: search.pattern,
    ignoreCase: search.ignoreCase,
    deadline: search.deadline,
    signal: search.signal,
    now: search.now
  })
  let kept = 0
  try {
    for await (const rel of walkFiles(search, bounds)) {
      if (kept > MAX_READ_BYTES) return finishStopped(collector, 'cap')
      const absolute = path.join(search.cwd, rel)
      let data: Buffer
      try {
        if ((await stat(absolute)).size > SCAN_MAX_FILE_BYTES) continue
        data = await readFile(absolute)
      } catch {
        continue
      }
      if (data.subarray(0, BINARY_SNIFF_BYTES).includes(0)) continue
      const text = data.toString('utf8')
      const result = await matcher.match(text)
      if ('stopped' in result) return finishStopped(collector, result.stopped)
      if ('error' in result) return { error: result.error }
      const matched = result.lines
      if (!matched.length) continue
      if (!search.content) {
        collector.count(rel, matched.length)
        kept += rel.length + 8
        continue
      }
      const lines = text.split('\n')
      if (text.endsWith('\n')) lines.pop()
      const shown = new Set<number>()
      for (const index of matched) {
        const from = Math.max(0, index - search.context)
        const to = Math.min(lines.length - 1, index + search.context)
        for (let line = from; line <= to; line += 1) shown.add(line)
      }
      const isMatch = new Set(matched)
      for (const index of [...shown].sort((a, b) => a - b)) {
        collector.line(rel, index + 1, lines[index], isMatch.has(index))
        kept += rel.length + Math.min(lines[index].length, MAX_LINE_CHARS) + 8
      }
    }
    if (bounds.stopped) return finishStopped(collector, bounds.stopped)
    return {}
  } finally {
    await matcher.close()
  }
}

/**
 * Files under the target in path order, skipping .git/, node_modules/,
 * symlinks and files the glob rejects; every entry walked counts against
 * the search's bounds.
 */
async function* walkFiles(
  search: Search,
  bounds: Bounds
): AsyncGenerator<string> {
  if (search.targetIsFile) {
    yield search.target
    return
  }
  const entries = walkTree(search.cwd, search.target, bounds, {
    skip: SCAN_SKIP_DIRS,
    sorted: true
  })
  for await (const { relative, dirent } of entries) {
    if (!dirent.isFile()) continue
    if (!search.glob || globAccepts(search.glob, relative)) yield relative
  }
}

/** Whether a file has a NUL byte in its first {@link BINARY_SNIFF_BYTES}. */
export async function isBinaryFile(absolute: string): Promise<boolean> {
  const handle = await open(absolute, 'r')
  try {
    const sample = Buffer.alloc(BINARY_SNIFF_BYTES)
    const { bytesRead } = await handle.read(sample, 0, BINARY_SNIFF_BYTES, 0)
    return sample.subarray(0, bytesRead).includes(0)
  } finally {
    await handle.close()
  }
}
