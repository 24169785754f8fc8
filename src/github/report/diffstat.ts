/**
 * Lines added and removed per file, read from the patch publishing already
 * made (`git diff --binary -M`), so the reports show a diffstat without
 * another git call.
 */
import { unquoteGitPath } from '../../shared/index.js'

/** Lines added and removed in one file; 0 and 0 for a binary file. */
interface FileStat {
  additions: number
  deletions: number
}

/** The path a `+++ b/…` or `--- a/…` header names, or null for /dev/null. */
function headerPath(rest: string): string | null {
  const raw = rest.replace(/\t.*$/, '')
  if (raw === '/dev/null') return null
  const unquoted = unquoteGitPath(raw)
  return unquoted.replace(/^[ab]\//, '')
}

/** `diff --git a/x b/x`: the new path when the two halves are the same. */
function gitHeaderPath(line: string): string | null {
  const rest = line.slice('diff --git '.length)
  if (rest.startsWith('"')) return null
  const half = (rest.length - 1) / 2
  const a = rest.slice(0, half)
  const b = rest.slice(half + 1)
  return a.startsWith('a/') && b.startsWith('b/') && a.slice(2) === b.slice(2)
    ? b.slice(2)
    : null
}

/** Per file of `patch`, by its new path (the old one for deletions). */
export function diffstat(patch: string): Map<string, FileStat> {
  const stats = new Map<string, FileStat>()
  let current: FileStat | null = null
  let inHunk = false
  let oldPath: string | null = null
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = { additions: 0, deletions: 0 }
      inHunk = false
      oldPath = null
      const path = gitHeaderPath(line)
      if (path !== null) stats.set(path, current)
      continue
    }
    if (!current) continue
    if (!inHunk) {
      if (line.startsWith('--- ')) oldPath = headerPath(line.slice(4))
      else if (line.startsWith('+++ ')) {
        const path = headerPath(line.slice(4)) ?? oldPath
        if (path !== null) stats.set(path, current)
      } else if (line.startsWith('rename to '))
        stats.set(unquoteGitPath(line.slice('rename to '.length)), current)
      else if (line.startsWith('@@')) inHunk = true
      continue
    }
    if (line.startsWith('+')) current.additions += 1
    else if (line.startsWith('-')) current.deletions += 1
  }
  return stats
}

/** `files` with their stats from `patch`, where it names them. */
export function withStats<T extends { path: string }>(
  files: T[],
  patch: string | undefined
): (T & Partial<FileStat>)[] {
  if (!patch) return files
  const stats = diffstat(patch)
  return files.map((file) => {
    const stat = stats.get(file.path)
    return stat ? { ...file, ...stat } : file
  })
}
