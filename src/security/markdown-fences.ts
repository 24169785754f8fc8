/**
 * Which lines of model-written Markdown GitHub certainly reads as fenced
 * code, for the neutraliser (neutralize.ts, docs/security.md item 19).
 *
 * Only top-level fence rules are applied here; list items and block quotes
 * are not parsed. That is enough because of three facts of CommonMark:
 *
 * - A fence line indented 0 or 1 spaces is never inside a list item (whose
 *   content starts at least 2 columns in) or a block quote (which needs
 *   `>`), and a fence is never a lazy continuation line: it opens or closes
 *   a top-level fence, and its block runs to the closing line or the end.
 * - A fence indented 2 or 3 spaces may sit in a list item, which ends it at
 *   the first line indented less than the item's content. When every line
 *   up to the closing one is indented at least as far as the opening fence,
 *   and none of them is a closing line indented deeper (which the list item
 *   would accept), both readings end the block at the same line.
 * - Any other fence-shaped line (deeper, tab-indented, after `>` or a list
 *   marker) is broken with a zero-width space before its backticks, so
 *   GitHub reads no fence there: then GitHub's fences are exactly the ones
 *   kept here, and everything between them is text to neutralise.
 */

/** A run of lines: code that GitHub renders as code, or text. */
interface Segment {
  code: boolean
  lines: string[]
}

interface Fence {
  char: string
  length: number
  indent: number
}

const OPENER = /^( {0,3})(`{3,}|~{3,})(.*)$/
const CLOSER = /^( {0,3})(`{3,}|~{3,})[ \t]*$/
/** A fence run after any indentation, block quote markers and list markers. */
const FENCE_ANYWHERE =
  /^((?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t])))*[ \t]*)(`{3,}|~{3,})(.*)$/
const CLOSE_SHAPED = /^[ \t]*(`{3,}|~{3,})[ \t]*$/

function opener(line: string): Fence | null {
  const match = OPENER.exec(line)
  if (!match) return null
  // A backtick fence's info string cannot hold a backtick (it is inline code then).
  if (match[2][0] === '`' && match[3].includes('`')) return null
  return {
    char: match[2][0],
    length: match[2].length,
    indent: match[1].length
  }
}

function closes(line: string, fence: Fence): boolean {
  const match = CLOSER.exec(line)
  return (
    match !== null &&
    match[2][0] === fence.char &&
    match[2].length >= fence.length
  )
}

/** The line with a zero-width space before its fence run, if it has one. */
function breakFence(line: string): string {
  const match = FENCE_ANYWHERE.exec(line)
  if (!match) return line
  if (match[2][0] === '`' && match[3].includes('`')) return line
  return `${match[1]}\u200B${match[2]}${match[3]}`
}

/** Whether a fence indented 2 or 3 spaces ends at the same line in every reading. */
function sameInEveryReading(
  content: string[],
  fence: Fence,
  closed: boolean
): boolean {
  return content.every((line, index) => {
    if (/^[ \t]*$/.test(line)) return true
    const indent = /^ */.exec(line)![0].length
    if (line[indent] === '\t' || indent < fence.indent) return false
    const isCloser = closed && index === content.length - 1
    if (isCloser) return true
    const shaped = CLOSE_SHAPED.exec(line)
    return !(
      shaped &&
      shaped[1][0] === fence.char &&
      shaped[1].length >= fence.length
    )
  })
}

/**
 * Splits text (lines joined by `\n`) into fenced code kept as it is and
 * text. Fence lines that cannot be placed are broken; an unclosed fence is
 * closed at the end, at its own indentation, so it ends in both readings.
 */
export function fenceSegments(text: string): Segment[] {
  const lines = text.split('\n')
  const segments: Segment[] = []
  let prose: string[] = []
  let index = 0
  while (index < lines.length) {
    const line = lines[index]
    const fence = opener(line)
    if (!fence) {
      prose.push(breakFence(line))
      index += 1
      continue
    }
    let end = index + 1
    while (end < lines.length && !closes(lines[end], fence)) end += 1
    const closed = end < lines.length
    const last = closed ? end + 1 : end
    if (
      fence.indent >= 2 &&
      !sameInEveryReading(lines.slice(index + 1, last), fence, closed)
    ) {
      prose.push(breakFence(line))
      index += 1
      continue
    }
    if (prose.length) segments.push({ code: false, lines: prose })
    prose = []
    const block = lines.slice(index, last)
    if (!closed)
      block.push(
        `${' '.repeat(fence.indent)}${fence.char.repeat(fence.length)}`
      )
    segments.push({ code: true, lines: block })
    index = last
  }
  if (prose.length) segments.push({ code: false, lines: prose })
  return segments
}
