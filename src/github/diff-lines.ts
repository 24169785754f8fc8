/**
 * Lines of the new version of a file that a unified diff shows (added or
 * context lines): the only lines GitHub accepts inline review comments on.
 */
export function commentableLines(patch: string): Set<number> {
  const lines = new Set<number>()
  let next = 0
  for (const line of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (header) {
      next = Number(header[1])
      continue
    }
    if (next === 0) continue
    if (line.startsWith('+') || line.startsWith(' ')) {
      lines.add(next)
      next += 1
    }
  }
  return lines
}
