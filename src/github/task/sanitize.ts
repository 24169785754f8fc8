/**
 * Untrusted text is data (docs/security.md items 8 and 9). Issue, pull request and
 * comment text loses everything a reader on GitHub would not see (HTML
 * comments, hidden and script-like elements, tag attributes, image alt text,
 * link titles, invisible characters) before it reaches the model, is capped,
 * and is fenced with its author and whether that author is trusted.
 *
 * Where GitHub's rendering is ambiguous the cleaner removes more, not less.
 */
import { byteLength, takeBytesAtCharBoundary } from '../../shared/index.js'
import { decodeEntities } from './html-entities.js'
import { stripHtml } from './strip-html.js'

/** Default cap of one sanitized item, in UTF-8 bytes. */
const DEFAULT_ITEM_BYTES = 8000

/** The tag that fences untrusted text for the model. */
export const FENCE_TAG = 'untrusted-data'

/** Format characters (Cf), controls other than tab and newline, fillers and selectors. */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone combining marks, on purpose
  /[\p{Cf}\u0000-\u0008\u000B-\u001F\u007F-\u009F\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu

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
