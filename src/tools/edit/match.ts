import { notFoundMessage } from './closest.js'
import {
  foldChar,
  foldView,
  identityView,
  stripTrailingWhitespace,
  type View
} from './normalise.js'

/** Normalisation level at which `old_str` was found. */
type MatchLevel = 'exact' | 'trailing-whitespace' | 'unicode'

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

const BOM = '\uFEFF'
/** Error of an edit whose old_str and new_str are the same. */
export const NO_OP =
  'old_str and new_str are identical, so the edit would change nothing; put the changed text in new_str'

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

/** `text` without a leading BOM. */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text
}

function formatLines(lines: number[]): string {
  const shown = lines.slice(0, 20).join(', ')
  return lines.length > 20 ? `[${shown}, …]` : `[${shown}]`
}

/**
 * Where the needle is in `body`: exactly, then ignoring trailing whitespace
 * per line, then also folding Unicode punctuation; the first level with a
 * match wins.
 */
function findOnLadder(
  body: string,
  needle: string,
  eol: '\r\n' | '\n' | null
): { spans: Span[]; level: MatchLevel } {
  const exact = findSpans(body, null, withEol(needle, eol), false)
  if (exact.length > 0) return { spans: exact, level: 'exact' }
  let level: MatchLevel = 'exact'
  let spans = exact
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
  if (spans.length > 0) return { spans, level }
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
  return { spans, level }
}

/** `body` with each span replaced, and where the replacements landed. */
function replaceSpans(
  body: string,
  spans: readonly Span[],
  replacement: string
): { text: string; inserted: Span[] } {
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
  return { text: parts.join(''), inserted }
}

/** The lines of `text` each inserted span covers. */
function sitesOf(text: string, inserted: readonly Span[]): EditSite[] {
  const starts = lineStarts(text)
  return inserted.map((span) => {
    const startLine = lineOf(starts, span.start)
    const endLine =
      span.end > span.start ? lineOf(starts, span.end - 1) : startLine
    return { startLine, endLine }
  })
}

/** An empty `oldStr`: fills an empty file, refused on any other. */
function fillEmpty(
  bom: string,
  body: string,
  replacement: string,
  displayPath: string
): ApplyEditResult {
  if (body !== '') {
    return {
      ok: false,
      error: `old_str is empty but ${displayPath} already exists and is not empty; give the exact text to replace in old_str, or use write to overwrite the whole file`
    }
  }
  const lines = lineStarts(replacement).length
  return {
    ok: true,
    text: bom + replacement,
    count: 1,
    level: 'exact',
    sites: [{ startLine: 1, endLine: Math.max(1, lines) }]
  }
}

/**
 * Replaces `oldStr` by `newStr` in `original` (docs/loop.md §6). The needle is looked
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
  if (needle === '') return fillEmpty(bom, body, replacement, displayPath)
  const { spans, level } = findOnLadder(body, needle, eol)
  if (spans.length === 0) {
    return { ok: false, error: notFoundMessage(body, needle, displayPath) }
  }
  if (spans.length > 1 && !replaceAll) {
    const starts = lineStarts(body)
    const lines = spans.map((span) => lineOf(starts, span.start))
    return {
      ok: false,
      error: `Found ${spans.length} matches of old_str in ${displayPath} at lines ${formatLines(lines)}; add surrounding lines to make it unique, or set replace_all: true`
    }
  }
  const { text, inserted } = replaceSpans(body, spans, replacement)
  if (text === body) {
    return {
      ok: false,
      error: `old_str matched (${level} level) but new_str equals the text already there, so ${displayPath} would not change`
    }
  }
  return {
    ok: true,
    text: bom + text,
    count: spans.length,
    level,
    sites: sitesOf(text, inserted)
  }
}
