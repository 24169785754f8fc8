/**
 * The HTML part of cleaning untrusted text: a tokenizer that follows
 * CommonMark for inline raw HTML and the browser's rules inside HTML blocks,
 * and drops what GitHub would not show. Where the rendering is ambiguous it
 * removes more, not less.
 */
import { decodeEntities } from './html-entities.js'

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

/**
 * Removes HTML a reader on GitHub would not see: comments, CDATA and
 * declarations, script-like and hidden elements with their content, and
 * tags (their visible text stays). Bare tags of unknown names stay, so
 * `Promise<void>` survives; a dropped tag that breaks a line leaves one.
 */
export function stripHtml(text: string): string {
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
