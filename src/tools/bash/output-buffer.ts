import { countLines } from '../../shared/index.js'

/**
 * What a command printed, in bounded memory: the first `keep` bytes, a
 * rolling tail of `keep` bytes, and counts of all of it.
 */
export class OutputBuffer {
  totalBytes = 0
  private newlines = 0
  private lastByte = -1
  private head: Buffer[] = []
  private headBytes = 0
  private tail: Buffer[] = []
  private tailBytes = 0

  constructor(private readonly keep: number) {}

  push(chunk: Buffer): void {
    if (chunk.length === 0) return
    this.totalBytes += chunk.length
    this.lastByte = chunk[chunk.length - 1]
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      this.newlines += 1
    }
    let rest = chunk
    if (this.headBytes < this.keep) {
      const part = rest.subarray(0, this.keep - this.headBytes)
      this.head.push(Buffer.from(part))
      this.headBytes += part.length
      rest = rest.subarray(part.length)
    }
    if (rest.length === 0) return
    if (rest.length > this.keep) rest = rest.subarray(rest.length - this.keep)
    this.tail.push(rest)
    this.tailBytes += rest.length
    while (this.tailBytes - this.tail[0].length >= this.keep) {
      this.tailBytes -= this.tail[0].length
      this.tail.shift()
    }
  }

  /** Status line, output (head and tail when the middle was dropped), note. */
  render(
    status: string,
    note: string
  ): { text: string; totalLines: number; totalBytes: number } {
    const dropped = this.totalBytes > this.headBytes + this.tailBytes
    if (!dropped) {
      const body =
        this.totalBytes === 0
          ? '(no output)'
          : Buffer.concat([...this.head, ...this.tail]).toString('utf8')
      const text = joinLines([status, body, note])
      return {
        text,
        totalLines: countLines(text),
        totalBytes: Buffer.byteLength(text)
      }
    }
    const head = new TextDecoder().decode(Buffer.concat(this.head), {
      stream: true
    })
    let tailBuffer = Buffer.concat(this.tail)
    tailBuffer = tailBuffer.subarray(Math.max(0, tailBuffer.length - this.keep))
    let start = 0
    while (start < 3 && (tailBuffer[start] & 0xc0) === 0x80) start += 1
    const tail = tailBuffer.subarray(start).toString('utf8')
    const endsWithNewline = this.lastByte === 10
    const outputLines = this.newlines + (endsWithNewline ? 0 : 1)
    const noteBytes = note
      ? Buffer.byteLength(note) + (endsWithNewline ? 0 : 1)
      : 0
    const body = head + (head.endsWith('\n') ? '' : '\n') + tail
    return {
      text: joinLines([status, body, note]),
      totalLines: 1 + outputLines + (note ? 1 : 0),
      totalBytes: Buffer.byteLength(status) + 1 + this.totalBytes + noteBytes
    }
  }
}

/** Joins non-empty parts with newlines, without doubling a trailing newline. */
function joinLines(parts: string[]): string {
  let text = ''
  for (const part of parts) {
    if (!part) continue
    if (text && !text.endsWith('\n')) text += '\n'
    text += part
  }
  return text
}
