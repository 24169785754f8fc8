/**
 * Splits an MCP server's stdout into lines (the MCP stdio transport is
 * newline-delimited JSON-RPC: one message per line, no embedded new
 * lines) while holding at most a cap of bytes of the line in progress.
 * The SDK's `ReadBuffer` concatenates every chunk into one growing
 * buffer, so a 24 MiB line cost the action several hundred MB of RSS on
 * Node 24 before it was dropped; here a line that passes the cap is given
 * up at once and the rest of it is skipped chunk by chunk, never copied.
 */

/**
 * The longest line kept, in bytes, not counting its `\n` (a `\r` before
 * it counts). 4 MiB is far above any useful tool result (the runner cuts
 * every result to its output cap, 16 KiB by default, before the model
 * sees it) and far below what matters for the action's memory: the parts
 * held, plus the joined copy and its decoded string, stay in the low tens
 * of MB.
 */
export const MAX_LINE_BYTES = 4 * 1024 * 1024

const NEWLINE = 0x0a

/**
 * What {@link LineSplitter.push} found in a chunk, in stream order:
 * a complete line (decoded as UTF-8, without its `\n` or a `\r` before
 * it), or the news that the line in progress passed the cap. That is
 * reported once, as soon as it happens, not when the line ends; its bytes
 * up to the next `\n` are then discarded.
 */
export type SplitItem =
  { kind: 'line'; text: string } | { kind: 'over-long'; maxBytes: number }

/** A streaming newline splitter with a byte cap on the partial line. */
export class LineSplitter {
  private parts: Buffer[] = []
  private held = 0
  private discarding = false

  /** @param maxBytes the longest line kept (default {@link MAX_LINE_BYTES}). */
  constructor(readonly maxBytes = MAX_LINE_BYTES) {}

  /** Bytes of the partial line held now: never more than `maxBytes`. */
  get buffered(): number {
    return this.held
  }

  /** Takes the next chunk of the stream; returns what it completed. */
  push(chunk: Buffer): SplitItem[] {
    const items: SplitItem[] = []
    let start = 0
    while (start < chunk.length) {
      const end = chunk.indexOf(NEWLINE, start)
      const stop = end === -1 ? chunk.length : end
      if (this.discarding) {
        if (end !== -1) this.discarding = false
      } else if (this.held + stop - start > this.maxBytes) {
        this.clear()
        this.discarding = end === -1
        items.push({ kind: 'over-long', maxBytes: this.maxBytes })
      } else if (end === -1) {
        // A copy of a chunk's tail, so the held part does not pin the chunk.
        this.parts.push(
          start === 0 ? chunk : Buffer.from(chunk.subarray(start))
        )
        this.held += chunk.length - start
      } else {
        items.push({ kind: 'line', text: this.takeLine(chunk, start, end) })
      }
      if (end === -1) break
      start = end + 1
    }
    return items
  }

  /** Drops the partial line (and any skipping of an over-long one). */
  clear(): void {
    this.parts = []
    this.held = 0
    this.discarding = false
  }

  private takeLine(chunk: Buffer, start: number, end: number): string {
    const tail = chunk.subarray(start, end)
    const bytes = this.held ? Buffer.concat([...this.parts, tail]) : tail
    this.parts = []
    this.held = 0
    // Decoded whole, so a character split across chunks stays one.
    const text = bytes.toString('utf8')
    return text.endsWith('\r') ? text.slice(0, -1) : text
  }
}
