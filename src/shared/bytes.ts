/** UTF-8 sizes and cuts that never split a character, for every layer. */

const encoder = new TextEncoder()

/** Bytes of `text` in UTF-8. */
export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** Longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function takeBytesAtCharBoundary(
  text: string,
  maxBytes: number
): string {
  if (maxBytes <= 0) return ''
  // Each UTF-16 unit is at most 3 UTF-8 bytes: short strings need no count.
  if (text.length * 3 <= maxBytes || byteLength(text) <= maxBytes) return text
  const { read } = encoder.encodeInto(text, new Uint8Array(maxBytes))
  return text.slice(0, read)
}
