/**
 * Output caps with UTF-8-safe cuts (docs/loop.md §4). Every tool result is capped once,
 * by bytes and by lines, whichever binds first, and says how to get the rest.
 */
import {
  byteLength,
  takeBytesAtCharBoundary,
  countLines
} from '../../shared/index.js'

export { byteLength, takeBytesAtCharBoundary }

/** What to keep and how to describe what was cut. */
interface CapOptions {
  maxBytes: number
  maxLines: number
  /** `head`: keep the start (files, search). `headtail`: start and end (commands). */
  mode: 'head' | 'headtail'
  /** Head mode: the hint appended after a cut, given the lines shown. */
  continuation?: (shownLines: number) => string
  /** Headtail mode: where the full output was saved. */
  fullOutputPath?: string
  /** Size of the whole output when `text` is already missing a middle part. */
  totalLines?: number
  totalBytes?: number
}

/** The capped text and what happened to it. */
interface CapResult {
  text: string
  truncated: boolean
  totalLines: number
  totalBytes: number
}

/** Longest suffix of `text` that fits in `maxBytes` UTF-8 bytes. */
export function takeLastBytesAtCharBoundary(
  text: string,
  maxBytes: number
): string {
  if (maxBytes <= 0) return ''
  if (byteLength(text) <= maxBytes) return text
  // Walk back by UTF-16 units from an estimate, then adjust.
  let start = Math.max(0, text.length - maxBytes)
  while (start < text.length && byteLength(text.slice(start)) > maxBytes) {
    start += Math.max(
      1,
      Math.floor((byteLength(text.slice(start)) - maxBytes) / 4)
    )
  }
  // Never start on the low half of a surrogate pair.
  const code = text.charCodeAt(start)
  if (code >= 0xdc00 && code <= 0xdfff) start += 1
  return text.slice(start)
}

/** First `maxLines` lines of `text`, newline kept. */
function headLines(text: string, maxLines: number): string {
  let index = -1
  for (let line = 0; line < maxLines; line += 1) {
    index = text.indexOf('\n', index + 1)
    if (index === -1) return text
  }
  return text.slice(0, index + 1)
}

/** Last `maxLines` lines of `text`. */
function tailLines(text: string, maxLines: number): string {
  let index = text.length
  if (text.endsWith('\n')) index -= 1
  for (let line = 0; line < maxLines; line += 1) {
    index = text.lastIndexOf('\n', index - 1)
    if (index === -1) return text
  }
  return text.slice(index + 1)
}

/** Caps `text`; returns it unchanged when it fits. */
export function capOutput(text: string, options: CapOptions): CapResult {
  const totalBytes = options.totalBytes ?? byteLength(text)
  const totalLines = options.totalLines ?? countLines(text)
  const alreadyCut =
    options.totalBytes !== undefined && options.totalBytes > byteLength(text)
  if (
    !alreadyCut &&
    totalBytes <= options.maxBytes &&
    totalLines <= options.maxLines
  ) {
    return { text, truncated: false, totalLines, totalBytes }
  }
  if (options.mode === 'head') {
    // Reserve room for the footer so the whole result stays within maxBytes.
    const footerBudget = Math.min(200, Math.floor(options.maxBytes / 4))
    let head = headLines(text, options.maxLines)
    head = takeBytesAtCharBoundary(head, options.maxBytes - footerBudget)
    // A line cut by the byte cap is not shown in full: continue from it.
    const shownLines = head.split('\n').length - 1
    const hint = options.continuation?.(shownLines) ?? ''
    const footer = `\n[output truncated: showing ${shownLines} of ${totalLines} lines (${byteLength(head)} of ${totalBytes} bytes)${hint ? `; ${hint}` : ''}]`
    const body = head.endsWith('\n') ? head.slice(0, -1) : head
    return {
      text: takeBytesAtCharBoundary(body + footer, options.maxBytes),
      truncated: true,
      totalLines,
      totalBytes
    }
  }
  const header = `Total output lines: ${totalLines}\n`
  const markerBudget = 240
  const budget = Math.max(
    0,
    options.maxBytes - byteLength(header) - markerBudget
  )
  const half = Math.floor(budget / 2)
  const halfLines = Math.max(1, Math.floor(options.maxLines / 2))
  const head = takeBytesAtCharBoundary(headLines(text, halfLines), half)
  const tail = takeLastBytesAtCharBoundary(tailLines(text, halfLines), half)
  const shown = countCompleteLines(head) + countLines(tail)
  const omittedLines = Math.max(0, totalLines - shown)
  const omittedBytes = Math.max(
    0,
    totalBytes - byteLength(head) - byteLength(tail)
  )
  const where = options.fullOutputPath
    ? `; full output: ${options.fullOutputPath}`
    : ''
  const marker = `\n[... omitted ${omittedLines} of ${totalLines} lines (${omittedBytes} bytes)${where} ...]\n`
  return {
    text: header + head + marker + tail,
    truncated: true,
    totalLines,
    totalBytes
  }
}

/**
 * {@link capOutput}, and then under `maxTokens` as `estimate` counts them:
 * a result whose text is denser than the byte cap assumed (non-ASCII,
 * hashes) is cut again, shorter, until it fits.
 */
export function capOutputToTokens(
  text: string,
  options: CapOptions,
  maxTokens: number | undefined,
  estimate: (text: string) => number
): CapResult {
  let result = capOutput(text, options)
  if (maxTokens === undefined) return result
  let maxBytes = options.maxBytes
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const tokens = estimate(result.text)
    if (tokens <= maxTokens || maxBytes <= MIN_TOKEN_CAP_BYTES) break
    maxBytes = Math.max(
      MIN_TOKEN_CAP_BYTES,
      Math.floor(maxBytes * (maxTokens / tokens) * 0.95)
    )
    result = capOutput(text, { ...options, maxBytes })
  }
  return result
}

/** Below this a token cap cuts no further: the footer must still fit. */
const MIN_TOKEN_CAP_BYTES = 256

function countCompleteLines(text: string): number {
  let count = 0
  let index = text.indexOf('\n')
  while (index !== -1) {
    count += 1
    index = text.indexOf('\n', index + 1)
  }
  return text.endsWith('\n') || text === '' ? count : count + 1
}

/**
 * Splits a per-turn byte budget over results (docs/loop.md §4): each gets at most
 * `perResult`; when the sum is over `perTurn`, the largest are shrunk first
 * (water-filling), so small results are never cut for a big neighbour.
 */
export function allocateBudgets(
  sizes: number[],
  perResult: number,
  perTurn: number
): number[] {
  const wanted = sizes.map((size) => Math.min(size, perResult))
  const sum = wanted.reduce((a, b) => a + b, 0)
  if (sum <= perTurn) return sizes.map(() => perResult)
  const order = wanted
    .map((size, index) => ({ size, index }))
    .sort((a, b) => a.size - b.size)
  const budgets = new Array<number>(sizes.length).fill(0)
  let remaining = perTurn
  let left = order.length
  for (const { size, index } of order) {
    const share = Math.floor(remaining / left)
    budgets[index] = Math.min(size, share)
    remaining -= budgets[index]
    left -= 1
  }
  return budgets
}
