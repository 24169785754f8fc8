/**
 * Text the model controls, made inert before the action posts it to GitHub
 * (docs/security.md item 19): no `@user` or `@org/team` mention other than
 * the requester's, no `owner/repo#n` or `owner/repo@sha` cross-reference,
 * no raw HTML, and no image from a host outside the policy (GitHub's image
 * proxy fetches those as soon as the text is shown: zero-click
 * exfiltration). Links stay links, `#12` stays a reference, and code stays
 * byte for byte where GitHub certainly renders it as code.
 *
 * The rule for "certainly": a fenced block or code span is left as it is
 * only when GitHub reads it as code in every reading of the block structure
 * (list items, block quotes and tables change how a line is read, and this
 * module does not parse them). Fence lines it cannot place are broken with
 * an invisible character, so GitHub has no fences but the ones kept here;
 * everything else is neutralised, which costs at most an invisible
 * character or `&lt;` inside what GitHub shows as code.
 */
import { fenceSegments } from './markdown-fences.js'

/** What may stay live in text the action posts. */
export interface PostingPolicy {
  /**
   * Logins whose `@login` stays a mention (the requester), compared
   * case-insensitively. Every other `@user` and `@org/team` becomes inert.
   */
  readonly mentions: readonly string[]
  /**
   * URL prefixes such as `https://github.com/user-attachments/`, compared
   * case-insensitively against scheme, host and path. An image from
   * anywhere else becomes a link to the same URL.
   */
  readonly imageSources: readonly string[]
}

/** Nothing may stay live: no mention, no image. */
export const STRICT_POLICY: PostingPolicy = { mentions: [], imageSources: [] }

/**
 * Zero-width space: invisible, and it stops GitHub's mention and reference
 * patterns (`\@user` does not: GitHub matches mentions after Markdown has
 * removed the backslash).
 */
export const BREAK = '\u200B'

const ASCII_PUNCT = /[!-/:-@[-`{-~]/
/** CommonMark's URI autolink, exactly: nothing inside it is text. */
const AUTOLINK = /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\x00-\x20<>]*>/y
/** `<` followed by what can start an HTML tag, comment or declaration. */
const TAG_START = /[A-Za-z/!?]/
const ENTITY_AT = /&(?:#0*64|#x0*40|commat);/gi
const ENTITY_HASH = /&(?:#0*35|#x0*23|num);/gi
const MENTION = /(?<![A-Za-z0-9])@(?=[A-Za-z0-9&])/g
/** `#` after a name character: `owner/repo#5` (also with escapes or entities). */
const CROSS_REF = /(?<=[A-Za-z0-9_.\-/\\;])#(?=[0-9&])/g
/** `@` after `owner/repo`, before a commit sha. */
const COMMIT_REF = /(?<=\/[\w.\\-]*[\w.-])@(?=[0-9a-fA-F]{7}|&)/g
/** Longest alt text of an image that may stay an image. */
const MAX_ALT_CHARS = 1000
/** Image destinations checked against the policy: plain, absolute, no escapes. */
const IMAGE_TAIL = /\(([^\s()<>\\&]+)(?:[ \t]+"[^"\n]*")?[ \t]*\)/y

/**
 * Model-written Markdown, ready to post: a comment, a pull request or review
 * body, a review comment, the job summary. Line endings become `\n`; an
 * unclosed fenced block is closed so it cannot swallow what the action
 * writes after it. Redact before neutralising: a secret with `@` or `#` in
 * it would no longer match after.
 */
export function neutralizeMarkdown(
  text: string,
  policy: PostingPolicy
): string {
  const out: string[] = []
  for (const segment of fenceSegments(normalizeLines(text))) {
    out.push(
      segment.code
        ? segment.lines.join('\n')
        : neutralizeTextLines(segment.lines, policy)
    )
  }
  return out.join('\n')
}

/**
 * Plain text GitHub links mentions and references in but renders no
 * Markdown or HTML from: a pull request title, a commit message.
 */
export function neutralizePlain(text: string, policy: PostingPolicy): string {
  return neutralizeRefs(normalizeLines(text), policy)
}

/**
 * Model text inside raw HTML the action writes (`<summary>…</summary>`):
 * one line, HTML-escaped, mentions and references made inert.
 */
export function neutralizeHtmlText(
  text: string,
  policy: PostingPolicy
): string {
  const escaped = text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
  return neutralizeRefs(escaped, policy)
}

/**
 * A code span for text the action writes (file names, tool calls, branch
 * names): one line, fenced with more backticks than any run inside, so
 * nothing in `text` can end it. Empty text gives an empty string.
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ')
  if (flat === '') return ''
  const longest = Math.max(
    0,
    ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)
  )
  const fence = '`'.repeat(longest + 1)
  const pad = /^[` ]|[` ]$/.test(flat) && !/^ +$/.test(flat) ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
}

/**
 * A code span inside a GFM table cell: a table splits its cells at `|`
 * before it reads code spans, so pipes are escaped (GitHub shows them as
 * `|` inside the span).
 */
export function tableCodeSpan(text: string): string {
  return codeSpan(text).replace(/\|/g, '\\|')
}

/** Model text as the content of a GFM table cell: one line, pipes escaped. */
export function tableText(text: string, policy: PostingPolicy): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\|/g, '\\|')
  return neutralizeMarkdown(flat, policy)
}

function normalizeLines(text: string): string {
  // CommonMark ends a line at a lone CR too; one convention keeps the
  // fence analysis and GitHub's reading the same.
  return text.replace(/\r\n?/g, '\n')
}

interface Piece {
  verbatim: boolean
  text: string
}

/**
 * Lines outside fenced blocks. Code spans and autolinks are kept only while
 * every line of the paragraph so far pairs its own backticks: a run left
 * open could pair with one on a later line, and a heading, list item or
 * table cell boundary (not parsed here) could cut a pairing in two. A blank
 * line always ends inline content, so it starts afresh.
 */
function neutralizeTextLines(lines: string[], policy: PostingPolicy): string {
  const pieces: Piece[] = []
  let certain = true
  lines.forEach((line, index) => {
    if (index > 0) pieces.push({ verbatim: false, text: '\n' })
    if (/^[ \t]*$/.test(line)) certain = true
    const scanned = certain ? scanLine(line, policy, true) : null
    if (scanned === null) certain = false
    pieces.push(...(scanned ?? scanLine(line, policy, false) ?? []))
  })
  const merged: Piece[] = []
  for (const piece of pieces) {
    const last = merged.at(-1)
    if (last && !last.verbatim && !piece.verbatim) last.text += piece.text
    else merged.push({ ...piece })
  }
  return merged
    .map((piece) =>
      piece.verbatim ? piece.text : neutralizeRefs(piece.text, policy, true)
    )
    .join('')
}

/**
 * One line, left to right as CommonMark reads inline content: backslash
 * escapes, code spans (when `spans`), autolinks, `<` and `![`. Returns null
 * when `spans` is set and the line does not pair its own backticks, or a
 * kept piece holds a `|` that a table would split it at.
 */
function scanLine(
  line: string,
  policy: PostingPolicy,
  spans: boolean
): Piece[] | null {
  const pieces: Piece[] = []
  let text = ''
  let bareBang = false
  const keep = (verbatim: string) => {
    if (text) pieces.push({ verbatim: false, text })
    pieces.push({ verbatim: true, text: verbatim })
    text = ''
    bareBang = false
  }
  let at = 0
  while (at < line.length) {
    const char = line[at]
    if (char === '\\' && ASCII_PUNCT.test(line[at + 1] ?? '')) {
      text += line.slice(at, at + 2)
      at += 2
      bareBang = false
      continue
    }
    if (char === '`' && spans) {
      const length = runLength(line, at)
      const close = closingRun(line, at + length, length)
      if (close < 0) return null
      const span = line.slice(at, close + length)
      if (span.includes('|')) return null
      keep(span)
      at = close + length
      continue
    }
    if (char === '<') {
      AUTOLINK.lastIndex = at
      const auto = spans ? AUTOLINK.exec(line) : null
      if (auto && !auto[0].includes('|')) {
        keep(auto[0])
        at += auto[0].length
        continue
      }
      text += TAG_START.test(line[at + 1] ?? '') ? '&lt;' : '<'
      at += 1
      bareBang = false
      continue
    }
    if (char === '!' && line[at + 1] === '[') {
      if (allowedImageAt(line, at + 1, policy)) text += '!'
      // Dropping the `!` must not join an earlier `!` to the `[`.
      else if (bareBang) text += BREAK
      bareBang = false
      at += 1
      continue
    }
    text += char
    bareBang = char === '!'
    at += 1
  }
  if (text) pieces.push({ verbatim: false, text })
  return pieces
}

function runLength(line: string, at: number): number {
  let end = at
  while (line[end] === '`') end += 1
  return end - at
}

/** Start of the next backtick run of exactly `length` from `from`, or -1. */
function closingRun(line: string, from: number, length: number): number {
  let at = line.indexOf('`', from)
  while (at >= 0) {
    const run = runLength(line, at)
    if (run === length) return at
    at = line.indexOf('`', at + run)
  }
  return -1
}

/**
 * Whether `![…](url)` at `open` (the `[`) is an inline image whose URL the
 * policy allows. Anything unusual (code, HTML or escapes in the alt text,
 * angle brackets, entities or escapes in the URL, an unbalanced alt) is not.
 */
function allowedImageAt(
  line: string,
  open: number,
  policy: PostingPolicy
): boolean {
  if (policy.imageSources.length === 0) return false
  let depth = 0
  let at = open
  // A longer alt text is not worth the scan (each `![` would rescan the line).
  const end = Math.min(line.length, open + MAX_ALT_CHARS)
  for (; at < end; at += 1) {
    const char = line[at]
    if (char === '`' || char === '<' || char === '\\') return false
    if (char === '[') depth += 1
    if (char === ']') depth -= 1
    if (depth === 0) break
  }
  if (depth !== 0) return false
  IMAGE_TAIL.lastIndex = at + 1
  const tail = IMAGE_TAIL.exec(line)
  return tail !== null && imageAllowed(tail[1], policy)
}

/** Whether an image URL is under one of the policy's sources. */
export function imageAllowed(url: string, policy: PostingPolicy): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password) return false
  const target =
    `${parsed.protocol}//${parsed.host}${parsed.pathname}`.toLowerCase()
  return policy.imageSources.some((source) =>
    target.startsWith(source.toLowerCase())
  )
}

/** Mentions and cross-references in text GitHub shows as text. */
function neutralizeRefs(
  text: string,
  policy: PostingPolicy,
  entities = false
): string {
  let out = text
  if (entities) {
    // Entities decode before GitHub looks for mentions: `&#64;user` is one.
    out = out.replace(ENTITY_AT, `@${BREAK}`).replace(ENTITY_HASH, `#${BREAK}`)
  }
  out = out.replace(MENTION, (at: string, offset: number, whole: string) =>
    keepsMention(whole.slice(offset + 1, offset + 42), policy)
      ? at
      : `@${BREAK}`
  )
  return out.replace(CROSS_REF, `#${BREAK}`).replace(COMMIT_REF, `@${BREAK}`)
}

/** Whether the mention starting with `after` (the text after `@`) may stay. */
function keepsMention(after: string, policy: PostingPolicy): boolean {
  const login = /^[A-Za-z0-9][A-Za-z0-9-]*/.exec(after)?.[0]
  if (!login) return false
  // `/` makes it a team, `&` or `\` could make it a longer login.
  if (/[/&\\_]/.test(after[login.length] ?? '')) return false
  const lower = login.toLowerCase()
  return policy.mentions.some((name) => name.toLowerCase() === lower)
}
