/**
 * The read tool's view of a file: the lines of a window taken from bytes fed
 * in chunks (only each line's head is kept, so a huge line costs no memory),
 * and how one such line is shown.
 */
import { isUtf8 } from 'node:buffer'
import { MAX_LINE_CHARS } from '../../shared/index.js'
import { trimIncompleteUtf8 } from './byte-kind.js'

/** Bytes kept of a line in the window: enough for 500 four-byte characters. */
const LINE_HEAD_BYTES = 2048

/** One line of the window: its first bytes and its full size. */
interface WindowLine {
  head: Buffer
  bytes: number
  /** Code points, counted from the bytes (UTF-8 lead bytes). */
  chars: number
  endsWithCr: boolean
}

/**
 * Splits bytes fed in chunks into lines, keeping only the lines from `first`
 * to `last` (1-based; only their first bytes) and counting the others.
 */
export class LineWindow {
  readonly lines: WindowLine[] = []
  private line = 1
  private newlines = 0
  private lastByte = -1
  private parts: Buffer[] = []
  private kept = 0
  private bytes = 0
  private chars = 0
  private lineLastByte = -1

  constructor(
    private readonly first: number,
    private readonly last: number
  ) {}

  get full(): boolean {
    return this.line > this.last
  }

  feed(chunk: Buffer): void {
    if (!chunk.length) return
    this.lastByte = chunk[chunk.length - 1]
    let position = 0
    while (position < chunk.length) {
      if (this.full) {
        this.newlines += countNewlines(chunk, position)
        return
      }
      const newline = chunk.indexOf(10, position)
      const end = newline === -1 ? chunk.length : newline
      const inWindow = this.line >= this.first
      if (inWindow) this.collect(chunk, position, end)
      if (newline === -1) return
      if (inWindow) this.endLine()
      this.newlines += 1
      this.line += 1
      position = newline + 1
    }
  }

  /** Ends the input; returns the number of lines. */
  finish(): number {
    if (this.lastByte === -1 || this.lastByte === 10) return this.newlines
    if (this.line >= this.first && this.line <= this.last) this.endLine()
    return this.newlines + 1
  }

  private collect(chunk: Buffer, start: number, end: number): void {
    if (end <= start) return
    this.bytes += end - start
    this.lineLastByte = chunk[end - 1]
    for (let index = start; index < end; index += 1) {
      if ((chunk[index] & 0xc0) !== 0x80) this.chars += 1
    }
    if (this.kept < LINE_HEAD_BYTES) {
      const take = Math.min(end, start + LINE_HEAD_BYTES - this.kept)
      this.parts.push(Buffer.from(chunk.subarray(start, take)))
      this.kept += take - start
    }
  }

  private endLine(): void {
    this.lines.push({
      head: Buffer.concat(this.parts),
      bytes: this.bytes,
      chars: this.chars,
      endsWithCr: this.lineLastByte === 13
    })
    this.parts = []
    this.kept = 0
    this.bytes = 0
    this.chars = 0
    this.lineLastByte = -1
  }
}

function countNewlines(chunk: Buffer, from: number): number {
  let count = 0
  let index = chunk.indexOf(10, from)
  while (index !== -1) {
    count += 1
    index = chunk.indexOf(10, index + 1)
  }
  return count
}

const decoder = new TextDecoder('utf-8')

/** Whether a line is valid UTF-8 (a character cut at its kept head aside). */
export function isLineUtf8(line: WindowLine): boolean {
  const complete = line.head.length === line.bytes
  return isUtf8(complete ? line.head : trimIncompleteUtf8(line.head))
}

/** The text shown for a line: no CR or BOM, cut after {@link MAX_LINE_CHARS} characters. */
export function formatLine(line: WindowLine, isFirst: boolean): string {
  let head = line.head
  let chars = line.chars
  const complete = head.length === line.bytes
  if (isFirst && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    head = head.subarray(3)
    chars -= 1
  }
  if (line.endsWithCr) {
    if (complete) head = head.subarray(0, -1)
    chars -= 1
  }
  const points = Array.from(decoder.decode(head))
  if (complete) chars = points.length
  if (chars <= MAX_LINE_CHARS) return points.join('')
  return `${points.slice(0, MAX_LINE_CHARS).join('')}… [line cut: ${chars} chars]`
}
