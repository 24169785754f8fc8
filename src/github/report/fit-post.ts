/**
 * Model text fitted into what the action posts: neutralised (docs/security.md
 * item 19) and within a size, in characters (comments, bodies) or UTF-8
 * bytes (the job summary).
 */
import { neutralizeMarkdown, type PostingPolicy } from '../../security/index.js'
import { capBytes, utf8Bytes, formatNumber } from '../../shared/index.js'

/** Caps text to `max` characters with a note. */
export function capChars(
  text: string,
  max: number,
  note = 'cut to fit'
): string {
  if (text.length <= max) return text
  return `${text.slice(0, Math.max(0, max - 80))}\n\n… (${note}: ${formatNumber(text.length - max + 80)} more characters)`
}

/** A size limit: `max` characters, or `max` UTF-8 bytes. */
interface SizeLimit {
  max: number
  unit?: 'chars' | 'bytes'
}

/** Text on one line: line breaks and the blanks around them become a space. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim()
}

/**
 * `raw` neutralised as Markdown, within `limit`. The raw text is cut first
 * and neutralised after, so the neutraliser sees where the text ends (and
 * closes a fence the cut left open); neutralising can lengthen text (an
 * escaped `<` is four characters), so the cut shrinks until the result
 * fits, and a last hard cut guarantees it.
 */
export function fitMarkdown(
  raw: string,
  limit: SizeLimit,
  policy: PostingPolicy,
  note = 'cut to fit'
): string {
  const bytes = limit.unit === 'bytes'
  const size = bytes ? utf8Bytes : (text: string) => text.length
  let room = limit.max
  let out = ''
  for (let attempt = 0; attempt < 4; attempt += 1) {
    out = neutralizeMarkdown(capChars(raw, room, note), policy)
    const measured = size(out)
    if (measured <= limit.max) return out
    room = Math.max(0, Math.floor(((room * limit.max) / measured) * 0.9))
  }
  return bytes ? capBytes(out, limit.max, note) : capChars(out, limit.max, note)
}
