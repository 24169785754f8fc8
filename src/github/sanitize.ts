/**
 * Untrusted text is data (security items 8 and 9). Issue, pull request and
 * comment text loses everything a reader on GitHub would not see (HTML
 * comments, hidden and script-like elements, tag attributes, image alt text,
 * link titles, invisible characters) before it reaches the model, is capped,
 * and is fenced with its author and whether that author is trusted.
 *
 * Where GitHub's rendering is ambiguous the cleaner removes more, not less.
 */
import { byteLength, takeBytesAtCharBoundary } from '../tools/truncate.js'

/** Default cap of one sanitized item, in UTF-8 bytes. */
export const DEFAULT_ITEM_BYTES = 8000

/** The tag that fences untrusted text for the model. */
export const FENCE_TAG = 'untrusted-data'

/** Format characters (Cf), controls other than tab and newline, fillers and selectors. */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone combining marks, on purpose
  /[\p{Cf}\u0000-\u0008\u000B-\u001F\u007F-\u009F\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
  ZeroWidthSpace: '\u200b',
  NegativeVeryThinSpace: '\u200b',
  NegativeThinSpace: '\u200b',
  NegativeMediumSpace: '\u200b',
  NegativeThickSpace: '\u200b',
  NoBreak: '\u2060',
  ApplyFunction: '\u2061',
  af: '\u2061',
  InvisibleTimes: '\u2062',
  it: '\u2062',
  InvisibleComma: '\u2063',
  ic: '\u2063',
  Tab: '\t',
  NewLine: '\n',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  hairsp: '\u200a',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  times: '\u00d7',
  divide: '\u00f7',
  deg: '\u00b0',
  plusmn: '\u00b1',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  sect: '\u00a7',
  para: '\u00b6',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
  harr: '\u2194',
  check: '\u2713',
  colon: ':',
  excl: '!',
  num: '#',
  dollar: '$',
  percnt: '%',
  ast: '*',
  sol: '/',
  bsol: '\\',
  verbar: '|',
  grave: '`',
  lowbar: '_',
  equals: '=',
  plus: '+',
  comma: ',',
  period: '.',
  quest: '?',
  commat: '@',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}'
}

/** Elements removed with everything inside them. */
const REMOVE_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object'
])

/** Elements whose content is raw text up to the first matching end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp'
])

const VOID = new Set(
  'area base br col embed hr img input keygen link meta param source track wbr'.split(
    ' '
  )
)

/** HTML element names: such tags are stripped even without attributes. */
const KNOWN = new Set(
  `a abbr acronym address area article aside audio b base bdi bdo big blink
  blockquote body br button canvas caption center cite code col colgroup data
  datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption
  figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup
  hr html i iframe img input ins kbd label legend li link main map mark marquee
  math menu meta meter nav nobr noembed noframes noscript object ol optgroup
  option output p param picture plaintext pre progress q rp rt ruby s samp
  script search section select slot small source span strike strong style sub
  summary sup svg table tbody td template textarea tfoot th thead time title tr
  track tt u ul var video wbr xmp`.split(/\s+/)
)

/** CommonMark's block-level names: a line starting with one opens an HTML block. */
const BLOCK_START = new Set(
  `address article aside base basefont blockquote body caption center col
  colgroup dd details dialog dir div dl dt fieldset figcaption figure footer
  form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li
  link main menu menuitem nav noframes ol optgroup option p param search
  section summary table tbody td tfoot th thead title tr track ul script pre
  style textarea`.split(/\s+/)
)
const RAW_BLOCK = new Set(['script', 'pre', 'style', 'textarea'])

const STRICT_OPEN =
  /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*)\s*\/?>/y
const STRICT_CLOSE = /<\/([A-Za-z][A-Za-z0-9-]*)\s*>/y
const STRICT_ATTR =
  /([A-Za-z_:][\w.:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const TAG_NAME = /[A-Za-z][^\s/>]*/y
const TAG_START = /<\/?([A-Za-z][A-Za-z0-9-]*)/y

/** Tags whose removal must not glue the text around them together. */
const LINE_BREAKING = new Set(
  `address article aside blockquote br dd details div dl dt figcaption figure
  footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table
  tbody tfoot thead tr ul`.split(/\s+/)
)
const SPACE = /[\t\n\f ]/

/** The text being cleaned, with the state of one pass over it. */
interface Scan {
  text: string
  /** Names of unknown-name opening tags that were dropped. */
  dropped: Set<string>
  find: (needle: string, from: number) => number
}

interface Tag {
  name: string
  closing: boolean
  attrs: Map<string, string>
  /** Index just past the tag (the text's length when it never ends). */
  end: number
  terminated: boolean
}

/** Decodes named (common) and numeric character references, in one pass. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? whole
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16)
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd'
      return String.fromCodePoint(code)
    }
  )
}

/** Removes zero-width, bidi, tag and other invisible or control characters. */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/** Shows invisible characters as `[U+XXXX]` (for code, where removing them would hide a trick). */
export function revealInvisible(text: string): string {
  return text.replace(
    INVISIBLE,
    (ch) =>
      `[U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`
  )
}

/** A login reduced to the characters logins and bot names use. */
export function sanitizeLogin(login: string): string {
  return login.replace(/[^A-Za-z0-9\-_.[\]]/g, '').slice(0, 64) || 'unknown'
}

/**
 * Cleans issue, pull request or comment text for the model: HTML comments,
 * hidden elements, script-like elements and tags go (their visible text
 * stays), image alt text and link titles go, entities are decoded and then
 * invisible characters removed, blank lines collapsed, and the result is
 * capped at `maxBytes` (default 8000) UTF-8 bytes.
 */
export function sanitizeUntrusted(
  text: string,
  options: { maxBytes?: number } = {}
): string {
  let out = text.replace(/\r\n?|[\u2028\u2029]/g, '\n')
  out = removeInvisible(out)
  out = stripHtml(out)
  out = stripMarkdownHidden(out)
  out = removeInvisible(decodeEntities(out))
  out = out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return capBytes(out, options.maxBytes ?? DEFAULT_ITEM_BYTES)
}

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes on a character boundary,
 * ending with `… [truncated: N more bytes]` (left out when it cannot fit).
 */
export function capBytes(text: string, maxBytes: number): string {
  const total = byteLength(text)
  if (total <= maxBytes) return text
  const reserve = byteLength(`\n… [truncated: ${total} more bytes]`)
  if (reserve > maxBytes) return takeBytesAtCharBoundary(text, maxBytes)
  const kept = takeBytesAtCharBoundary(text, maxBytes - reserve)
  return `${kept}\n… [truncated: ${total - byteLength(kept)} more bytes]`
}

/** Neutralises fence tags inside a text so it cannot close its fence. */
export function escapeFenceTags(text: string): string {
  return text.replace(/<(?=\s*\/?\s*untrusted-data)/gi, '&lt;')
}

/**
 * Wraps already sanitized text as data for the model, with its kind, its
 * author (reduced to login characters) and whether the author is trusted.
 * Fence tags inside the text are escaped so the block cannot be closed early.
 */
export function fenceUntrusted(
  text: string,
  meta: { kind: string; author: string; trusted: boolean }
): string {
  const kind = meta.kind.replace(/[^A-Za-z0-9 _.-]/g, '').trim() || 'text'
  const body = escapeFenceTags(text).replace(/^\n+|\n+$/g, '') || '(empty)'
  return [
    `<${FENCE_TAG} kind="${kind}" author="${sanitizeLogin(meta.author)}" author-trusted="${meta.trusted}">`,
    body,
    `</${FENCE_TAG}>`
  ].join('\n')
}

function stripMarkdownHidden(text: string): string {
  return text
    .replace(/!\[(?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*\](?=[([])/g, '![]')
    .replace(
      /\]\(\s*(<[^<>\n]*>|(?:[^\s()]|\([^\s()]*\))+)\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))\s*\)/g,
      ']($1)'
    )
    .replace(
      /^( {0,3}\[[^\]\n]+\]:[ \t]*(?:\n[ \t]*)?(?:<[^<>\n]*>|\S+))(?:[ \t]*\n[ \t]*|[ \t]+)(?:"[^"]*"|'[^']*'|\([^()]*\))[ \t]*$/gm,
      '$1'
    )
}

function stripHtml(text: string): string {
  const blocks = htmlBlockRanges(text)
  const scan: Scan = { text, dropped: new Set(), find: indexFinder(text) }
  let block = 0
  let out = ''
  let pos = 0
  while (pos < text.length) {
    const lt = text.indexOf('<', pos)
    if (lt === -1) return out + text.slice(pos)
    out += text.slice(pos, lt)
    while (block < blocks.length && blocks[block][1] <= lt) block += 1
    const liberal = block < blocks.length && blocks[block][0] <= lt
    const end = markupEnd(scan, lt, liberal)
    if (end === null) {
      out += '<'
      pos = lt + 1
    } else {
      out += separatorFor(text, lt)
      pos = end
    }
  }
  return out
}

/** What a dropped tag leaves behind: a line break for blocks, a space for cells. */
function separatorFor(text: string, pos: number): string {
  TAG_START.lastIndex = pos
  const name = TAG_START.exec(text)?.[1].toLowerCase() ?? ''
  if (name === 'td' || name === 'th') return ' '
  return LINE_BREAKING.has(name) ? '\n' : ''
}

/**
 * Where CommonMark passes raw HTML through (HTML blocks): from a line that
 * starts with a block-level tag, or with a whole tag alone on its line, to
 * the next blank line. Inside them the browser's tokenizer rules apply.
 */
function htmlBlockRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  const opener = /^ {0,3}<\/?([A-Za-z][A-Za-z0-9-]*)/gm
  let match: RegExpExecArray | null
  while ((match = opener.exec(text))) {
    const start = match.index
    const lt = text.indexOf('<', start)
    const name = match[1].toLowerCase()
    const next = text[start + match[0].length] ?? '\n'
    let opens = BLOCK_START.has(name) && /[\s/>]/.test(next)
    if (!opens) {
      const tag = readTagStrict(text, lt)
      const lineEnd = text.indexOf('\n', lt)
      const rest = text.slice(
        tag?.end ?? 0,
        lineEnd === -1 ? undefined : lineEnd
      )
      opens = tag !== null && !RAW_BLOCK.has(name) && /^[ \t]*$/.test(rest)
    }
    if (!opens) continue
    const blank = /\n[ \t]*(?:\n|$)/g
    blank.lastIndex = start
    const end = blank.exec(text)?.index ?? text.length
    ranges.push([start, end])
    opener.lastIndex = Math.max(end, opener.lastIndex)
  }
  return ranges
}

/**
 * End of the markup to drop at `pos`, or null when `<` is plain text. Bare
 * tags of unknown names (`Promise<void>`) stay, unless an opening tag of that
 * name was dropped; `dropped` collects those names.
 */
function markupEnd(scan: Scan, pos: number, liberal: boolean): number | null {
  const { text, dropped } = scan
  const n = text.length
  if (text.startsWith('<!-->', pos)) return pos + 5
  if (text.startsWith('<!--->', pos)) return pos + 6
  if (text.startsWith('<!--', pos)) return endAfter(scan, '-->', pos + 4)
  if (text.startsWith('<![CDATA[', pos)) {
    const end = endAfter(scan, ']]>', pos + 9)
    return end < n || liberal ? end : null
  }
  if (text[pos + 1] === '?' || text[pos + 1] === '!') {
    const close = text[pos + 1] === '?' ? '?>' : '>'
    if (liberal) return endAfter(scan, '>', pos + 2)
    if (text[pos + 1] === '!' && !/[A-Za-z]/.test(text[pos + 2] ?? ''))
      return null
    const end = scan.find(close, pos + 2)
    return end === -1 ? null : end + close.length
  }
  const tag = readTag(text, pos, liberal)
  if (!tag) return null
  const hasAttrs = tag.attrs.size > 0
  const drop = KNOWN.has(tag.name) || hasAttrs || !tag.terminated
  if (tag.closing) return drop || dropped.has(tag.name) ? tag.end : null
  if (
    REMOVE_WITH_CONTENT.has(tag.name) ||
    (!VOID.has(tag.name) && isHidden(tag.attrs))
  )
    return elementEnd(text, tag)
  if (!drop) return null
  dropped.add(tag.name)
  return tag.end
}

function endAfter(scan: Scan, close: string, from: number): number {
  const at = scan.find(close, from)
  return at === -1 ? scan.text.length : at + close.length
}

/** `indexOf` for queries whose start only grows: each needle is scanned once. */
function indexFinder(text: string): Scan['find'] {
  const last = new Map<string, { from: number; at: number }>()
  return (needle, from) => {
    const known = last.get(needle)
    if (known && known.from <= from && (known.at === -1 || known.at >= from))
      return known.at
    const at = text.indexOf(needle, from)
    last.set(needle, { from, at })
    return at
  }
}

/**
 * Reads a tag at `pos`. Inline, only what CommonMark accepts as raw HTML is
 * a tag; inside an HTML block the HTML tokenizer's rules apply: any
 * attribute syntax, across lines, and a tag left open swallows the rest.
 */
function readTag(text: string, pos: number, liberal: boolean): Tag | null {
  return liberal ? readTagLiberal(text, pos) : readTagStrict(text, pos)
}

function readTagStrict(text: string, pos: number): Tag | null {
  for (const [re, closing] of [
    [STRICT_CLOSE, true],
    [STRICT_OPEN, false]
  ] as const) {
    re.lastIndex = pos
    const match = re.exec(text)
    if (!match || /\n[ \t]*\n/.test(match[0])) continue
    const attrs = new Map<string, string>()
    for (const attr of (match[2] ?? '').matchAll(STRICT_ATTR)) {
      const name = attr[1].toLowerCase()
      if (!attrs.has(name)) attrs.set(name, attr[2] ?? attr[3] ?? attr[4] ?? '')
    }
    return {
      name: match[1].toLowerCase(),
      closing,
      attrs,
      end: pos + match[0].length,
      terminated: true
    }
  }
  return null
}

function readTagLiberal(text: string, pos: number): Tag | null {
  const n = text.length
  const closing = text[pos + 1] === '/'
  TAG_NAME.lastIndex = pos + (closing ? 2 : 1)
  const nameMatch = TAG_NAME.exec(text)
  if (!nameMatch) return null
  const tag: Tag = {
    name: nameMatch[0].toLowerCase(),
    closing,
    attrs: new Map(),
    end: n,
    terminated: false
  }
  let i = TAG_NAME.lastIndex
  for (;;) {
    while (i < n && (SPACE.test(text[i]) || text[i] === '/')) i += 1
    if (i >= n) return tag
    if (text[i] === '>') return { ...tag, end: i + 1, terminated: true }
    const nameStart = i
    i += 1
    while (i < n && !/[\t\n\f />=]/.test(text[i])) i += 1
    const attrName = text.slice(nameStart, i).toLowerCase()
    let j = i
    while (j < n && SPACE.test(text[j])) j += 1
    let value = ''
    if (text[j] === '=') {
      j += 1
      while (j < n && SPACE.test(text[j])) j += 1
      const quote = text[j]
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, j + 1)
        if (close === -1) return tag
        value = text.slice(j + 1, close)
        i = close + 1
      } else {
        i = j
        while (i < n && !/[\t\n\f >]/.test(text[i])) i += 1
        value = text.slice(j, i)
      }
    }
    if (!tag.attrs.has(attrName)) tag.attrs.set(attrName, value)
  }
}

function isHidden(attrs: Map<string, string>): boolean {
  if (attrs.has('hidden')) return true
  const style = decodeEntities(attrs.get('style') ?? '')
    .toLowerCase()
    .replace(/\s+/g, '')
  return (
    /display:none|visibility:(?:hidden|collapse)/.test(style) ||
    /(?:font-size|opacity):(?:0+(?:\.0*)?|\.0+)(?![.\d])/.test(style)
  )
}

/** Index just past the element opened by `open`, or the end of the text. */
function elementEnd(text: string, open: Tag): number {
  if (!open.terminated) return text.length
  const n = text.length
  if (RAW_TEXT.has(open.name)) {
    const re = new RegExp(`</${open.name}(?=[\\s/>]|$)`, 'gi')
    re.lastIndex = open.end
    const match = re.exec(text)
    const close = match ? text.indexOf('>', match.index) : -1
    return close === -1 ? n : close + 1
  }
  let depth = 1
  let pos = open.end
  while (pos < n) {
    const lt = text.indexOf('<', pos)
    if (lt === -1) return n
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4)
      pos = close === -1 ? n : close + 3
      continue
    }
    const tag = readTagLiberal(text, lt)
    if (!tag) {
      pos = lt + 1
      continue
    }
    if (tag.name === open.name) depth += tag.closing ? -1 : 1
    if (depth === 0) return tag.end
    pos = tag.end
  }
  return n
}
