import { stopPhrase } from '../path/index.js'
import { compare, type Collector, type StopReason } from './search.js'

/**
 * The grep tool's text: files mode (files with their match counts) and
 * content mode (matching lines with context), each up to a limit with a
 * footer saying what was left out, and a note when the search stopped early.
 */

const MAX_LIMIT = 1000

/** The bounds a stop is described with. */
interface StopLimits {
  timeoutMs: number
  maxEntries: number
}

/** The note after the results of a search that stopped early, if any. */
export function stopNote(
  stopped: StopReason | undefined,
  limits: StopLimits
): string | undefined {
  if (stopped === 'cap') {
    return '[the search stopped early because the output was very large; counts are lower bounds]'
  }
  if (stopped === 'cancelled') {
    return '[the search was cancelled; results are partial]'
  }
  if (stopped) {
    return `[the search ${stopPhrase(stopped, limits)}; results are partial; narrow the path or glob]`
  }
  return undefined
}

/** Why a search that found nothing may have missed matches: '' when it finished. */
export function stopWhy(
  stopped: StopReason | undefined,
  limits: StopLimits
): string {
  if (stopped === 'cancelled')
    return ' (the search was cancelled before finishing)'
  if (stopped === 'timeout' || stopped === 'entries')
    return ` (the search ${stopPhrase(stopped, limits)} before finishing; narrow the path or glob)`
  return ''
}

function refineHint(limit: number): string {
  return limit >= MAX_LIMIT
    ? 'refine the pattern or narrow path/glob'
    : `refine the pattern or raise limit (max ${MAX_LIMIT})`
}

/** `1 match`, `2 matches`: shared/text's plural only appends an s. */
function matchCount(count: number): string {
  return `${count} match${count === 1 ? '' : 'es'}`
}

/** Files mode: files with their number of matching lines, most first. */
export function formatFiles(collector: Collector, limit: number): string[] {
  const files = [...collector.files.values()]
    .filter((file) => file.count > 0)
    .sort((a, b) => b.count - a.count || compare(a.path, b.path))
  const lines = files
    .slice(0, limit)
    .map((file) => `${file.path}: ${matchCount(file.count)}`)
  if (files.length > limit) {
    const total = `${files.length}${collector.partial ? '+' : ''}`
    lines.push(`showing ${limit} of ${total} files; ${refineHint(limit)}`)
  }
  return lines
}

/** Content mode: matching lines and their context, in path order. */
export function formatContent(
  collector: Collector,
  limit: number,
  context: number
): string[] {
  const files = [...collector.files.values()]
    .filter((file) => file.hits.length)
    .sort((a, b) => compare(a.path, b.path))
  const lines: string[] = []
  let shown = 0
  for (const file of files) {
    if (shown >= limit) break
    let previous: number | undefined
    let lastMatch = -Infinity
    for (const hit of file.hits) {
      if (shown >= limit) {
        const trailing =
          !hit.match &&
          hit.line === (previous ?? 0) + 1 &&
          hit.line <= lastMatch + context
        if (!trailing) break
      }
      const gap =
        previous === undefined ? lines.length > 0 : hit.line !== previous + 1
      if (context > 0 && gap) {
        lines.push('--')
      }
      const separator = hit.match ? ':' : '-'
      lines.push(`${file.path}${separator}${hit.line}${separator} ${hit.text}`)
      previous = hit.line
      if (hit.match) {
        shown += 1
        lastMatch = hit.line
      }
    }
  }
  if (collector.matches > shown) {
    const total = `${collector.matches}${collector.partial ? '+' : ''}`
    lines.push(
      `showing ${shown} of ${total} matching lines in ${collector.files.size}${
        collector.partial ? '+' : ''
      } files; ${refineHint(limit)}`
    )
  }
  return lines
}
