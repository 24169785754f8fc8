import { MAX_LINE_CHARS } from '../../shared/index.js'
import { foldView, stripTrailingWhitespace } from './normalise.js'

const MIN_SIMILARITY = 0.6
const HINT_CANDIDATES = 20
const HINT_MAX_LINES = 40

/** Comparable form of one line for the closest-match search. */
function comparable(line: string): string {
  if (/^[\x00-\x7f]*$/.test(line)) return line.replace(/[ \t\r]+$/, '')
  return stripTrailingWhitespace(foldView(line)).text
}

const TOKEN = /[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu

function tokens(line: string): string[] {
  return line.match(TOKEN) ?? []
}

interface Candidate {
  start: number
  ratio: number
}

/**
 * The hint of a failed match: up to 3 windows of the file most like
 * `needle`, numbered and with their similarity, or a note that none is close.
 */
export function notFoundMessage(
  body: string,
  needle: string,
  displayPath: string
): string {
  const lines = body.split('\n')
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const needleLines = needle.replace(/\r?\n$/, '').split(/\r?\n/)
  const size = Math.min(needleLines.length, lines.length)
  const found = closestWindows(lines, needleLines, size)
  if (found.length === 0) {
    return `old_str not found in ${displayPath}, and no similar text either (nothing reaches similarity ${MIN_SIMILARITY}); read the file again and copy old_str exactly from it`
  }
  return found
    .map((candidate, index) => {
      const window = lines
        .slice(candidate.start, candidate.start + size)
        .map((line) => cutLine(line.replace(/\r$/, '')))
      const shown =
        window.length > HINT_MAX_LINES
          ? [
              ...window.slice(0, HINT_MAX_LINES),
              `… (${window.length - HINT_MAX_LINES} more lines)`
            ]
          : window
      const first = candidate.start + 1
      const span =
        size === 1 ? `line ${first}` : `lines ${first}-${first + size - 1}`
      const where = `${span} (similarity ${candidate.ratio.toFixed(2)})`
      const head =
        index === 0
          ? `old_str not found in ${displayPath}. Closest match at ${where}:`
          : `Next closest match at ${where}:`
      return `${head}\n${shown.join('\n')}`
    })
    .join('\n\n')
}

/**
 * Up to 3 non-overlapping windows of `size` lines most similar to the needle.
 * Every window is ranked by token overlap (linear in the file); only the best
 * few get the Ratcliff/Obershelp ratio, so big files stay cheap.
 */
function closestWindows(
  lines: string[],
  needleLines: string[],
  size: number
): Candidate[] {
  if (size === 0) return []
  const lineTokens = lines.map((line) => tokens(comparable(line)))
  const wanted = new Map<string, number>()
  let wantedTotal = 0
  for (const line of needleLines) {
    for (const token of tokens(comparable(line))) {
      wanted.set(token, (wanted.get(token) ?? 0) + 1)
      wantedTotal += 1
    }
  }
  const have = new Map<string, number>()
  let overlap = 0
  let windowTotal = 0
  const add = (line: number, sign: 1 | -1) => {
    for (const token of lineTokens[line]) {
      const want = wanted.get(token) ?? 0
      const count = have.get(token) ?? 0
      if (sign === 1) {
        if (count < want) overlap += 1
        have.set(token, count + 1)
      } else {
        if (count <= want) overlap -= 1
        have.set(token, count - 1)
      }
      windowTotal += sign
    }
  }
  const scored: { start: number; score: number }[] = []
  for (let line = 0; line < lines.length; line += 1) {
    add(line, 1)
    if (line >= size) add(line - size, -1)
    if (line >= size - 1) {
      const total = wantedTotal + windowTotal
      const score = total === 0 ? 0 : (2 * overlap) / total
      scored.push({ start: line - size + 1, score })
    }
  }
  scored.sort((a, b) => b.score - a.score || a.start - b.start)
  const target = needleLines.map(comparable)
  const candidates = scored.slice(0, HINT_CANDIDATES).map(({ start }) => ({
    start,
    ratio: similarity(lines.slice(start, start + size).map(comparable), target)
  }))
  candidates.sort((a, b) => b.ratio - a.ratio || a.start - b.start)
  const chosen: Candidate[] = []
  for (const candidate of candidates) {
    if (candidate.ratio < MIN_SIMILARITY || chosen.length === 3) break
    const overlaps = chosen.some(
      (other) => Math.abs(other.start - candidate.start) < size
    )
    if (!overlaps) chosen.push(candidate)
  }
  return chosen
}

/**
 * Ratcliff/Obershelp similarity (difflib's `ratio`, without its junk
 * heuristic) of two texts given as lines: by chars when small enough, else
 * by whole lines.
 */
export function similarity(a: string[], b: string[]): number {
  const left = a.join('\n')
  const right = b.join('\n')
  if (left.length * right.length <= 1_000_000) {
    const total = left.length + right.length
    if (total === 0) return 1
    return (2 * matchedLength(codes(left), codes(right))) / total
  }
  const ids = new Map<string, number>()
  const id = (line: string) => {
    let value = ids.get(line)
    if (value === undefined) {
      value = ids.size
      ids.set(line, value)
    }
    return value
  }
  const total = a.length + b.length
  return total === 0 ? 1 : (2 * matchedLength(a.map(id), b.map(id))) / total
}

function codes(text: string): number[] {
  const result = new Array<number>(text.length)
  for (let index = 0; index < text.length; index += 1) {
    result[index] = text.charCodeAt(index)
  }
  return result
}

/** Total size of the matching blocks found by recursive longest matches. */
function matchedLength(a: number[], b: number[]): number {
  const positions = new Map<number, number[]>()
  b.forEach((value, index) => {
    const list = positions.get(value)
    if (list) list.push(index)
    else positions.set(value, [index])
  })
  let previous = new Int32Array(b.length + 1)
  let current = new Int32Array(b.length + 1)
  const longest = (
    aLow: number,
    aHigh: number,
    bLow: number,
    bHigh: number
  ): [number, number, number] => {
    let bestI = aLow
    let bestJ = bLow
    let bestSize = 0
    let previousTouched: number[] = []
    for (let i = aLow; i < aHigh; i += 1) {
      const touched: number[] = []
      for (const j of positions.get(a[i]) ?? []) {
        if (j < bLow) continue
        if (j >= bHigh) break
        const size = previous[j] + 1
        current[j + 1] = size
        touched.push(j + 1)
        if (size > bestSize) {
          bestI = i - size + 1
          bestJ = j - size + 1
          bestSize = size
        }
      }
      for (const index of previousTouched) previous[index] = 0
      ;[previous, current] = [current, previous]
      previousTouched = touched
    }
    for (const index of previousTouched) previous[index] = 0
    return [bestI, bestJ, bestSize]
  }
  let matched = 0
  const stack: [number, number, number, number][] = [[0, a.length, 0, b.length]]
  while (stack.length) {
    const [aLow, aHigh, bLow, bHigh] = stack.pop() as [
      number,
      number,
      number,
      number
    ]
    const [i, j, size] = longest(aLow, aHigh, bLow, bHigh)
    if (size === 0) continue
    matched += size
    if (aLow < i && bLow < j) stack.push([aLow, i, bLow, j])
    if (i + size < aHigh && j + size < bHigh) {
      stack.push([i + size, aHigh, j + size, bHigh])
    }
  }
  return matched
}

/** `line` cut to {@link MAX_LINE_CHARS} chars for display. */
export function cutLine(line: string): string {
  return line.length > MAX_LINE_CHARS
    ? `${line.slice(0, MAX_LINE_CHARS)}…`
    : line
}
