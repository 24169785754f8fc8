/**
 * Whether a sample of a file's bytes is text: UTF-8, text in another
 * encoding, or binary, and the cut of a character at the end of a sample.
 */
import { isUtf8 } from 'node:buffer'

/** How many leading bytes of a file decide whether it is text. */
export const SNIFF_BYTES = 8192

/**
 * Share of suspicious characters (replacement characters from invalid UTF-8,
 * control characters other than whitespace and ESC) above which a sample is
 * binary. Latin-1 prose stays far below it; executables and images far above.
 */
const BINARY_RATIO = 0.3

/** What a sample of bytes looks like. */
type ByteKind = 'text' | 'non-utf8' | 'binary'

/**
 * Drops an incomplete UTF-8 sequence at the end of `bytes` (a sample cut in
 * the middle of a character), so it is not mistaken for invalid text.
 */
export function trimIncompleteUtf8(bytes: Uint8Array): Uint8Array {
  const end = bytes.length
  for (let back = 1; back <= Math.min(3, end); back += 1) {
    const byte = bytes[end - back]
    if ((byte & 0xc0) === 0x80) continue
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return needed > back ? bytes.subarray(0, end - back) : bytes
  }
  return bytes
}

/**
 * Classifies a sample of a file: `binary` when it holds a NUL byte or mostly
 * invalid UTF-8 and control characters, `non-utf8` for text in another
 * encoding (e.g. latin-1), else `text`. `complete` says the sample is the
 * whole file; otherwise a character cut at the end is ignored.
 */
export function classifyBytes(sample: Uint8Array, complete = true): ByteKind {
  if (sample.includes(0)) return 'binary'
  const bytes = complete ? sample : trimIncompleteUtf8(sample)
  const valid = isUtf8(bytes)
  const text = new TextDecoder('utf-8').decode(bytes)
  if (!text.length) return 'text'
  let suspicious = 0
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (
      (!valid && code === 0xfffd) ||
      code === 0x7f ||
      (code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13)
    ) {
      if (code !== 0x1b) suspicious += 1
    }
  }
  if (suspicious / text.length > BINARY_RATIO) return 'binary'
  return valid ? 'text' : 'non-utf8'
}
