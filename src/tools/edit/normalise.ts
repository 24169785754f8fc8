/**
 * The normalised views behind the edit match ladder: each view is a text plus,
 * for each of its chars, the index of the original char it came from, so a
 * match in the view maps back to a span of the original.
 */

/** A normalised text with, for each of its chars, the index of the original char. */
export interface View {
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

/** A char with typographic punctuation and odd spaces folded, then NFKD. */
export function foldChar(char: string): string {
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
export function foldView(text: string): View {
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

/** `text` as it is, with the identity index map. */
export function identityView(text: string): View {
  const builder = new ViewBuilder()
  builder.addRun(text, 0)
  return builder.build()
}

function isTrailingSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\r'
}
/** Drops spaces, tabs and CRs before each LF and at the end of the text. */
export function stripTrailingWhitespace(view: View): View {
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
