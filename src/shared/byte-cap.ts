/**
 * Sizes in UTF-8 bytes, for limits GitHub counts in bytes (the job summary:
 * 1 MiB per step).
 */
import { formatNumber } from './text.js'

/** UTF-8 length of `text`. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/**
 * `text` cut to at most `max` UTF-8 bytes, note included, on a character
 * boundary. The note says how much was cut.
 */
export function capBytes(
  text: string,
  max: number,
  note = 'cut to fit'
): string {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= max) return text
  const tail = (cut: number) =>
    `\n\n… (${note}: ${formatNumber(bytes.length - cut)} more bytes)`
  let cut = Math.max(0, max - Buffer.byteLength(tail(0), 'utf8'))
  // Back off continuation bytes (10xxxxxx) so no character is split.
  while (cut > 0 && (bytes[cut] & 0xc0) === 0x80) cut -= 1
  return `${bytes.subarray(0, cut).toString('utf8')}${tail(cut)}`
}
