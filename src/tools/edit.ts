import { execFile } from 'node:child_process'
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { checkFreshness, snapshotFile } from './read-tracker.js'
import { toolError } from './types.js'
import type { Tool, ToolContext, ToolResult } from './types.js'
import { PathPolicyError, resolveWorkspacePath } from './workspace-path.js'

/**
 * The edit tool (§9.5): exact-string replacement with a normalisation ladder,
 * read-before-edit, BOM and line-ending preservation, a snippet of each
 * changed site, an optional syntax check and a failed-edit streak note.
 */

/** Arguments of the edit tool. */
export const editInput = z.object({
  path: z.string().describe('File to edit, relative to the repository root'),
  old_str: z
    .string()
    .describe(
      'Exact text to replace, copied from the current file with a few lines of context so it is unique; empty to create a new file'
    ),
  new_str: z
    .string()
    .describe('Replacement text (the whole content when creating a file)'),
  replace_all: z
    .boolean()
    .optional()
    .describe('Replace every occurrence of old_str instead of exactly one')
})

/** Parsed arguments of the edit tool. */
export type EditInput = z.infer<typeof editInput>

/** Options of {@link createEditTool}. */
export interface EditToolOptions {
  /** Run a cheap per-file syntax check after each edit. Default true. */
  syntaxCheck?: boolean
  /** Revert the edit and fail when the syntax check fails. Default false. */
  blockOnSyntaxError?: boolean
}

/** Normalisation level at which `old_str` was found. */
export type MatchLevel = 'exact' | 'trailing-whitespace' | 'unicode'

/** Lines (1-based, in the edited text) covered by one replacement. */
export interface EditSite {
  startLine: number
  endLine: number
}

/** Outcome of {@link applyEdit}. */
export type ApplyEditResult =
  | {
      ok: true
      text: string
      count: number
      level: MatchLevel
      sites: EditSite[]
    }
  | { ok: false; error: string }

/** Largest file created by the tool. */
export const MAX_CREATE_BYTES = 1024 * 1024
/** Largest existing file the tool edits. */
export const MAX_EDIT_BYTES = 10 * 1024 * 1024

const BOM = '\uFEFF'
const NO_OP =
  'old_str and new_str are identical, so the edit would change nothing; put the changed text in new_str'
const SNIPPET_LINES = 4
const MAX_SNIPPET_SITES = 3
const MAX_LINE_CHARS = 500
const MIN_SIMILARITY = 0.6
const HINT_CANDIDATES = 20
const HINT_MAX_LINES = 40
const STREAK_NOTE_AT = 3
const SYNTAX_TIMEOUT_MS = 10_000

/** A normalised text with, for each of its chars, the index of the original char. */
interface View {
  text: string
  map: Int32Array
}

const UNICODE_FOLDS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
  '\u2026': '...'
}

function foldChar(char: string): string {
  const folded = UNICODE_FOLDS[char]
  if (folded !== undefined) return folded
  return char.normalize('NFKD')
}

/** A view assembled from pieces: runs copied as they are, or folded chars. */
class ViewBuilder {
  private parts: string[] = []
  private pieces: { length: number; origin: number; run: boolean }[] = []
  private length = 0

  /** `text` whose char k comes from original index `origin + k`. */
  addRun(text: string, origin: number): void {
    if (text === '') return
    this.parts.push(text)
    this.pieces.push({ length: text.length, origin, run: true })
    this.length += text.length
  }

  /** `text` whose chars all come from the one original char at `origin`. */
  addFolded(text: string, origin: number): void {
    if (text === '') return
    this.parts.push(text)
    this.pieces.push({ length: text.length, origin, run: false })
    this.length += text.length
  }

  build(): View {
    const map = new Int32Array(this.length)
    let at = 0
    for (const piece of this.pieces) {
      for (let k = 0; k < piece.length; k += 1) {
        map[at + k] = piece.run ? piece.origin + k : piece.origin
      }
      at += piece.length
    }
    return { text: this.parts.join(''), map }
  }
}

/**
 * Folds typographic punctuation and odd spaces, then decomposes each code
 * point on its own (NFKD per char: two texts are NFKC-equal exactly when they
 * are NFKD-equal, and per-char decomposition keeps an index map).
 */
function foldView(text: string): View {
  const builder = new ViewBuilder()
  const special = /[^\x00-\x7f]/gu
  let last = 0
  for (let found = special.exec(text); found; found = special.exec(text)) {
    builder.addRun(text.slice(last, found.index), last)
    builder.addFolded(foldChar(found[0]), found.index)
    last = found.index + found[0].length
  }
  builder.addRun(text.slice(last), last)
  return builder.build()
}

function identityView(text: string): View {
  const builder = new ViewBuilder()
  builder.addRun(text, 0)
  return builder.build()
}

function isTrailingSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\r'
}

/** Drops spaces, tabs and CRs before each LF and at the end of the text. */
function stripTrailingWhitespace(view: View): View {
  const { text, map } = view
  const kept: [number, number][] = []
  let keptStart = 0
  let lineStart = 0
  for (;;) {
    const newline = text.indexOf('\n', lineStart)
    const lineEnd = newline < 0 ? text.length : newline
    let contentEnd = lineEnd
    while (contentEnd > lineStart && isTrailingSpace(text[contentEnd - 1])) {
      contentEnd -= 1
    }
    if (contentEnd < lineEnd) {
      kept.push([keptStart, contentEnd])
      keptStart = lineEnd
    }
    if (newline < 0) break
    lineStart = newline + 1
  }
  kept.push([keptStart, text.length])
  if (kept.length === 1) return view
  let length = 0
  for (const [start, end] of kept) length += end - start
  const result = new Int32Array(length)
  const parts: string[] = []
  let at = 0
  for (const [start, end] of kept) {
    parts.push(text.slice(start, end))
    result.set(map.subarray(start, end), at)
    at += end - start
  }
  return { text: parts.join(''), map: result }
}

function codePointLength(text: string, index: number): number {
  const code = text.charCodeAt(index)
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1)
    if (next >= 0xdc00 && next <= 0xdfff) return 2
  }
  return 1
}

interface Span {
  start: number
  end: number
}

/** Non-overlapping occurrences of `needle` in `body`, as original spans. */
function findSpans(
  body: string,
  view: View | null,
  needle: string,
  wholeChars: boolean
): Span[] {
  const spans: Span[] = []
  const text = view ? view.text : body
  let from = 0
  for (;;) {
    const found = text.indexOf(needle, from)
    if (found < 0) break
    const endView = found + needle.length
    if (!view) {
      spans.push({ start: found, end: endView })
      from = endView
      continue
    }
    const { map } = view
    const splitsChar =
      wholeChars &&
      ((found > 0 && map[found - 1] === map[found]) ||
        (endView < text.length && map[endView] === map[endView - 1]))
    if (splitsChar) {
      from = found + 1
      continue
    }
    let start = map[found]
    if (text[found] === '\n') {
      start =
        found > 0 ? map[found - 1] + codePointLength(body, map[found - 1]) : 0
    }
    const previous = spans[spans.length - 1]
    if (previous && start < previous.end) start = previous.end
    let end = map[endView - 1] + codePointLength(body, map[endView - 1])
    if (
      text[endView - 1] !== '\n' &&
      (endView === text.length || text[endView] === '\n')
    ) {
      const limit = endView < text.length ? map[endView] : body.length
      while (end < limit && isHorizontalSpace(body, end)) end += 1
    }
    spans.push({ start, end })
    from = endView
  }
  return spans
}

function isHorizontalSpace(text: string, index: number): boolean {
  const char = text[index]
  if (char === ' ' || char === '\t') return true
  return char !== '\r' && char !== '\n' && foldChar(char) === ' '
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let index = text.indexOf('\n'); index >= 0;) {
    starts.push(index + 1)
    index = text.indexOf('\n', index + 1)
  }
  return starts
}

/** 1-based line of a string index, given the line starts. */
function lineOf(starts: number[], index: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle] <= index) low = middle
    else high = middle - 1
  }
  return low + 1
}

function dominantEol(text: string): '\r\n' | '\n' | null {
  let crlf = 0
  let lf = 0
  for (let index = text.indexOf('\n'); index >= 0;) {
    if (index > 0 && text[index - 1] === '\r') crlf += 1
    else lf += 1
    index = text.indexOf('\n', index + 1)
  }
  if (crlf === 0 && lf === 0) return null
  return crlf > lf ? '\r\n' : '\n'
}

function withEol(text: string, eol: '\r\n' | '\n' | null): string {
  if (eol === '\r\n') return text.replace(/\r?\n/g, '\r\n')
  if (eol === '\n') return text.replace(/\r\n/g, '\n')
  return text
}

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text
}

function formatLines(lines: number[]): string {
  const shown = lines.slice(0, 20).join(', ')
  return lines.length > 20 ? `[${shown}, …]` : `[${shown}]`
}

/**
 * Replaces `oldStr` by `newStr` in `original` (§9.5). The needle is looked
 * for exactly, then ignoring trailing whitespace per line, then also folding
 * Unicode punctuation; the first level with a match wins. Matches are mapped
 * back to the original text and only they are replaced, so every other byte
 * stays as it was. A BOM and the dominant line ending are kept. Fails, with a
 * message the model can act on, on a no-op, an empty `oldStr`, no match, or
 * several matches without `replaceAll`. An empty `oldStr` on an empty file
 * fills it.
 */
export function applyEdit(
  original: string,
  oldStr: string,
  newStr: string,
  replaceAll: boolean,
  displayPath = 'the file'
): ApplyEditResult {
  if (oldStr === newStr) {
    return { ok: false, error: NO_OP }
  }
  const bom = original.startsWith(BOM) ? BOM : ''
  const body = original.slice(bom.length)
  const needle = stripBom(oldStr)
  const eol = dominantEol(body)
  const replacement = withEol(stripBom(newStr), eol)
  if (needle === '') {
    if (body === '') {
      const lines = lineStarts(replacement).length
      return {
        ok: true,
        text: bom + replacement,
        count: 1,
        level: 'exact',
        sites: [{ startLine: 1, endLine: Math.max(1, lines) }]
      }
    }
    return {
      ok: false,
      error: `old_str is empty but ${displayPath} already exists and is not empty; give the exact text to replace in old_str, or use write to overwrite the whole file`
    }
  }

  let level: MatchLevel = 'exact'
  let spans = findSpans(body, null, withEol(needle, eol), false)
  if (spans.length === 0) {
    const trimmed = stripTrailingWhitespace(identityView(needle)).text
    if (trimmed !== '') {
      level = 'trailing-whitespace'
      spans = findSpans(
        body,
        stripTrailingWhitespace(identityView(body)),
        trimmed,
        false
      )
    }
  }
  if (spans.length === 0) {
    const folded = stripTrailingWhitespace(foldView(needle)).text
    if (folded !== '') {
      level = 'unicode'
      spans = findSpans(
        body,
        stripTrailingWhitespace(foldView(body)),
        folded,
        true
      )
    }
  }

  if (spans.length === 0) {
    return { ok: false, error: notFoundMessage(body, needle, displayPath) }
  }
  const starts = lineStarts(body)
  if (spans.length > 1 && !replaceAll) {
    const lines = spans.map((span) => lineOf(starts, span.start))
    return {
      ok: false,
      error: `Found ${spans.length} matches of old_str in ${displayPath} at lines ${formatLines(lines)}; add surrounding lines to make it unique, or set replace_all: true`
    }
  }

  const parts: string[] = []
  const inserted: Span[] = []
  let cursor = 0
  let length = 0
  for (const span of spans) {
    const kept = body.slice(cursor, span.start)
    parts.push(kept, replacement)
    length += kept.length
    inserted.push({ start: length, end: length + replacement.length })
    length += replacement.length
    cursor = span.end
  }
  parts.push(body.slice(cursor))
  const result = parts.join('')
  if (result === body) {
    return {
      ok: false,
      error: `old_str matched (${level} level) but new_str equals the text already there, so ${displayPath} would not change`
    }
  }
  const resultStarts = lineStarts(result)
  const sites = inserted.map((span) => {
    const startLine = lineOf(resultStarts, span.start)
    const endLine =
      span.end > span.start ? lineOf(resultStarts, span.end - 1) : startLine
    return { startLine, endLine }
  })
  return { ok: true, text: bom + result, count: spans.length, level, sites }
}

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

function notFoundMessage(
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

function cutLine(line: string): string {
  return line.length > MAX_LINE_CHARS
    ? `${line.slice(0, MAX_LINE_CHARS)}…`
    : line
}

/** ±4 numbered lines around each site (at most 3) of the edited text. */
function snippets(text: string, sites: EditSite[]): string {
  const lines = stripBom(text).split('\n')
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const blocks = sites.slice(0, MAX_SNIPPET_SITES).map((site) => {
    const from = Math.max(1, site.startLine - SNIPPET_LINES)
    const to = Math.min(lines.length, site.endLine + SNIPPET_LINES)
    const numbered: string[] = []
    for (let line = from; line <= to; line += 1) {
      numbered.push(`${line}\t${cutLine(lines[line - 1].replace(/\r$/, ''))}`)
    }
    return numbered.join('\n')
  })
  const more = sites.length - MAX_SNIPPET_SITES
  if (more > 0) blocks.push(`… and ${more} more site${more === 1 ? '' : 's'}`)
  return blocks.join('\n...\n')
}

type SyntaxOutcome = { ok: true } | { ok: false; message: string }

const PYTHON_CHECK =
  "import sys;compile(open(sys.argv[1],'rb').read(),sys.argv[1],'exec')"

interface Checker {
  command: string
  args: string[]
  /** Text fed on stdin instead of naming the file. */
  stdin?: string
}

const ESM_SYNTAX = /^\s*(import|export)\b/m

/**
 * The checker of a file by extension. JS goes through stdin with an explicit
 * module type: `node --check` on a `.js` file passes broken ES modules on
 * Node 20 (module detection swallows the error).
 */
function checkerFor(absolute: string, text: string): Checker | 'json' | null {
  const extension = path.extname(absolute).toLowerCase()
  if (['.js', '.mjs', '.cjs'].includes(extension)) {
    const esm =
      extension === '.mjs' || (extension === '.js' && ESM_SYNTAX.test(text))
    return {
      command: process.execPath,
      args: [`--input-type=${esm ? 'module' : 'commonjs'}`, '--check'],
      stdin: stripBom(text)
    }
  }
  switch (extension) {
    case '.sh':
    case '.bash':
      return { command: 'bash', args: ['-n', absolute] }
    case '.py':
      return { command: 'python3', args: ['-B', '-c', PYTHON_CHECK, absolute] }
    case '.json':
      return 'json'
    default:
      return null
  }
}

function cleanCheckerOutput(
  output: string,
  absolute: string,
  relative: string
): string {
  const lines = output
    .split(absolute)
    .join(relative)
    .split('[stdin]')
    .join(relative)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith('Traceback ') &&
        !/^\s+File "<string>"/.test(line) &&
        !/^\s+at /.test(line) &&
        !/^Node\.js v/.test(line) &&
        !/^\(node:\d+\) Warning/.test(line) &&
        !line.startsWith('(Use `node --trace-warnings')
    )
  return lines
    .slice(0, 6)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
    .join('\n')
}

/**
 * Cheap syntax check of a file by extension; null when there is none for it
 * or the checker is missing, timed out or was cancelled.
 */
async function checkSyntax(
  absolute: string,
  relative: string,
  text: string,
  signal: AbortSignal
): Promise<SyntaxOutcome | null> {
  const checker = checkerFor(absolute, text)
  if (!checker) return null
  if (checker === 'json') {
    try {
      JSON.parse(stripBom(text))
      return { ok: true }
    } catch (error) {
      return { ok: false, message: (error as Error).message }
    }
  }
  if (signal.aborted) return null
  const { command, args, stdin } = checker
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {
        cwd: path.dirname(absolute),
        env: { PATH: process.env.PATH ?? '' },
        timeout: SYNTAX_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
        signal
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true })
        const code = (error as NodeJS.ErrnoException & { code?: unknown }).code
        if (typeof code !== 'number' || code === 127) return resolve(null)
        const message = cleanCheckerOutput(
          `${stderr}\n${stdout}`,
          absolute,
          relative
        )
        resolve({ ok: false, message: message || `exit code ${code}` })
      }
    )
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(stdin ?? '')
  })
}

function syntaxLine(outcome: SyntaxOutcome): string {
  return outcome.ok
    ? 'syntax check: ok'
    : `syntax check failed: ${outcome.message}`
}

function ordinal(value: number): string {
  const tens = value % 100
  if (tens >= 11 && tens <= 13) return `${value}th`
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'
  return `${value}${suffix}`
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

const DESCRIPTION = [
  'Replace text in a file. old_str must be copied exactly from the current file (read it first; the edit fails if the file was not read or changed since) and must occur once: add a few surrounding lines to make it unique, or set replace_all to change every occurrence.',
  'Differences in trailing whitespace, line endings and typographic quotes/dashes are tolerated.',
  'To create a new file, give an empty old_str and the whole content as new_str.',
  'The reply shows the changed lines with their numbers and, for JS, JSON, shell and Python files, a syntax check.'
].join(' ')

/** Creates the edit tool; each instance keeps its own failed-edit streaks. */
export function createEditTool(options: EditToolOptions = {}): Tool<EditInput> {
  const syntaxCheck = options.syntaxCheck ?? true
  const block = options.blockOnSyntaxError ?? false
  const streaks = new Map<string, number>()

  const fail = (key: string, shown: string, message: string): ToolResult => {
    const streak = (streaks.get(key) ?? 0) + 1
    streaks.set(key, streak)
    const note =
      streak >= STREAK_NOTE_AT
        ? `\nThis is the ${ordinal(streak)} failed edit of ${shown} in a row: read the file again before editing.`
        : ''
    return toolError(`${message}${note}`, {
      path: shown,
      failedInARow: streak
    })
  }

  const check = (
    absolute: string,
    relative: string,
    text: string,
    context: ToolContext
  ) =>
    syntaxCheck
      ? checkSyntax(absolute, relative, text, context.signal)
      : Promise.resolve(null)

  const create = async (
    absolute: string,
    relative: string,
    content: string,
    context: ToolContext
  ): Promise<ToolResult> => {
    const bytes = Buffer.from(content, 'utf8')
    if (bytes.length > MAX_CREATE_BYTES) {
      return fail(
        absolute,
        relative,
        `new_str is ${bytes.length} bytes; files created by edit are capped at ${MAX_CREATE_BYTES} bytes`
      )
    }
    try {
      await mkdir(path.dirname(absolute), { recursive: true })
      await writeFile(absolute, bytes, { flag: 'wx' })
    } catch (error) {
      return fail(
        absolute,
        relative,
        `cannot create ${relative}: ${(error as Error).message}`
      )
    }
    const syntax = await check(absolute, relative, content, context)
    if (syntax && !syntax.ok && block) {
      await unlink(absolute)
      return fail(
        absolute,
        relative,
        `${relative} was not created: syntax check failed: ${syntax.message}`
      )
    }
    context.reads.set(absolute, await snapshotFile(absolute, bytes))
    streaks.delete(absolute)
    const lines =
      content === '' ? 0 : content.replace(/\n$/, '').split('\n').length
    const out = [
      `created ${relative} (${plural(lines, 'line')}, ${plural(bytes.length, 'byte')})`
    ]
    if (syntax) out.push(syntaxLine(syntax))
    return {
      output: out.join('\n'),
      isError: false,
      details: {
        path: relative,
        created: true,
        replacements: 0,
        level: 'exact'
      }
    }
  }

  const edit = async (
    absolute: string,
    relative: string,
    input: EditInput,
    context: ToolContext
  ): Promise<ToolResult> => {
    const info = await stat(absolute)
    if (!info.isFile()) {
      return fail(absolute, relative, `${relative} is not a regular file`)
    }
    if (input.old_str === input.new_str) {
      return fail(absolute, relative, NO_OP)
    }
    if (info.size > MAX_EDIT_BYTES) {
      return fail(
        absolute,
        relative,
        `${relative} is ${info.size} bytes, over the ${MAX_EDIT_BYTES}-byte limit of edit; change it with bash instead`
      )
    }
    const stale = await checkFreshness(context.reads, absolute, relative)
    if (stale) return fail(absolute, relative, stale)

    const before = await readFile(absolute)
    let original: string
    try {
      original = new TextDecoder('utf-8', {
        fatal: true,
        ignoreBOM: true
      }).decode(before)
    } catch {
      return fail(
        absolute,
        relative,
        `${relative} is not valid UTF-8 text; edit cannot change it safely`
      )
    }
    const result = applyEdit(
      original,
      input.old_str,
      input.new_str,
      input.replace_all ?? false,
      relative
    )
    if (!result.ok) return fail(absolute, relative, result.error)

    const after = Buffer.from(result.text, 'utf8')
    await writeFile(absolute, after)
    const syntax = await check(absolute, relative, result.text, context)
    let syntaxNote = ''
    if (syntax && !syntax.ok && block) {
      await writeFile(absolute, before)
      const previous = await check(absolute, relative, original, context)
      if (previous && !previous.ok) {
        await writeFile(absolute, after)
        syntaxNote =
          ' (the file failed this check before the edit too, so the edit was kept)'
      } else {
        context.reads.set(absolute, await snapshotFile(absolute, before))
        return fail(
          absolute,
          relative,
          `edit of ${relative} reverted, the file is unchanged: syntax check failed: ${syntax.message}`
        )
      }
    }
    context.reads.set(absolute, await snapshotFile(absolute, after))
    streaks.delete(absolute)

    const heading = `edited ${relative}: ${plural(result.count, 'replacement')}`
    const how =
      result.level === 'exact'
        ? ''
        : result.level === 'trailing-whitespace'
          ? ' (matched after normalising trailing whitespace)'
          : ' (matched after normalising unicode punctuation)'
    const out = [`${heading}${how}`, snippets(result.text, result.sites)]
    if (syntax) out.push(`${syntaxLine(syntax)}${syntaxNote}`)
    return {
      output: out.join('\n'),
      isError: false,
      details: {
        path: relative,
        replacements: result.count,
        level: result.level
      }
    }
  }

  return {
    name: 'edit',
    description: DESCRIPTION,
    schema: editInput,
    readOnly: false,
    async run(input, context) {
      let target
      try {
        target = await resolveWorkspacePath(context.workspace, input.path, {
          forWrite: true
        })
      } catch (error) {
        const message =
          error instanceof PathPolicyError
            ? error.message
            : `cannot use ${input.path}: ${(error as Error).message}`
        return fail(`input:${input.path}`, input.path, message)
      }
      const { absolute, relative } = target

      if (!target.exists && input.old_str !== '') {
        return fail(
          absolute,
          relative,
          `${relative}: file not found; to create it, call edit with an empty old_str or use write`
        )
      }
      try {
        return target.exists
          ? await edit(absolute, relative, input, context)
          : await create(absolute, relative, input.new_str, context)
      } catch (error) {
        return fail(
          absolute,
          relative,
          `cannot edit ${relative}: ${(error as Error).message}`
        )
      }
    }
  }
}
