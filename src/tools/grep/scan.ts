import { open, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../shared/errors.js'
import { MAX_LINE_CHARS } from '../../shared/text.js'
import { globAccepts } from './glob.js'
import {
  compare,
  ESCAPE_HINT,
  finishStopped,
  MAX_READ_BYTES,
  type BackendOutcome,
  type Collector,
  type Search
} from './search.js'

/** Bytes git grep (and the scan) look at to decide that a file is binary. */
const BINARY_SNIFF_BYTES = 8000
const SCAN_MAX_FILES = 100_000
const SCAN_MAX_FILE_BYTES = 16 * 1024 * 1024
const SCAN_SKIP_DIRS = new Set(['.git', 'node_modules'])

/**
 * Searches with a JavaScript RegExp, reading the files under the target
 * itself: the fallback when neither rg nor git grep can run.
 */
export async function searchWithScan(
  search: Search,
  collector: Collector
): Promise<BackendOutcome> {
  let regex: RegExp
  let prefilter: RegExp
  try {
    regex = new RegExp(search.pattern, search.ignoreCase ? 'i' : '')
    prefilter = new RegExp(search.pattern, search.ignoreCase ? 'im' : 'm')
  } catch (error) {
    return {
      error: `invalid regular expression: ${errorMessage(error)}\n${ESCAPE_HINT}`
    }
  }
  let visited = 0
  let kept = 0
  for await (const rel of walkFiles(search)) {
    const stopped = search.signal.aborted
      ? 'cancelled'
      : Date.now() >= search.deadline
        ? 'timeout'
        : kept > MAX_READ_BYTES || visited >= SCAN_MAX_FILES
          ? 'cap'
          : undefined
    if (stopped) return finishStopped(collector, stopped)
    visited += 1
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
    if (!prefilter.test(text)) continue
    const lines = text.split('\n')
    if (text.endsWith('\n')) lines.pop()
    const matched: number[] = []
    for (let index = 0; index < lines.length; index += 1) {
      if (regex.test(lines[index])) matched.push(index)
    }
    if (!matched.length) continue
    if (!search.content) {
      collector.count(rel, matched.length)
      kept += rel.length + 8
      continue
    }
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
  return {}
}

/**
 * Files under the target in path order, skipping .git/, node_modules/,
 * symlinks and files the glob rejects.
 */
async function* walkFiles(search: Search): AsyncGenerator<string> {
  if (search.targetIsFile) {
    yield search.target
    return
  }
  const stack = [search.target]
  while (stack.length) {
    const dir = stack.pop() as string
    let entries
    try {
      entries = await readdir(path.join(search.cwd, dir), {
        withFileTypes: true
      })
    } catch {
      continue
    }
    entries.sort((a, b) => compare(a.name, b.name))
    const subdirs: string[] = []
    for (const entry of entries) {
      const rel = dir === '.' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (!SCAN_SKIP_DIRS.has(entry.name)) subdirs.push(rel)
      } else if (entry.isFile()) {
        if (!search.glob || globAccepts(search.glob, rel)) yield rel
      }
    }
    stack.push(...subdirs.reverse())
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
