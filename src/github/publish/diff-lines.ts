/**
 * The lines of the new version of a file that a unified diff shows (added
 * or context lines), the only ones GitHub takes inline review comments on,
 * each with its hunk (0-based): a multi-line comment must start and end in
 * the same hunk, as GitHub requires.
 */
export function commentableHunks(patch: string): Map<number, number> {
  const hunks = new Map<number, number>()
  let next = 0
  let hunk = -1
  for (const line of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (header) {
      next = Number(header[1])
      hunk += 1
      continue
    }
    if (next === 0) continue
    if (line.startsWith('+') || line.startsWith(' ')) {
      hunks.set(next, hunk)
      next += 1
    }
  }
  return hunks
}

/** Whether `start`..`end` is a range GitHub accepts for one comment. */
export function commentableRange(
  hunks: Map<number, number>,
  start: number,
  end: number
): boolean {
  const first = hunks.get(start)
  return start < end && first !== undefined && hunks.get(end) === first
}
