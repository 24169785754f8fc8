import { createWriteStream, type WriteStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import { join } from 'node:path'

/** Where the full output of tool call `callId` is logged. */
export function logFilePath(outputDir: string, callId: string): string {
  return join(outputDir, `${safeFileName(callId)}.log`)
}

/** Call ids come from the model's provider: keep them to a safe file name. */
function safeFileName(callId: string): string {
  const name = callId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100)
  return name || 'call'
}

/**
 * The full output of a command on disk, for the model to grep, up to
 * `maxBytes`; the file is opened on the first byte.
 */
export class OutputLog {
  /** Bytes written when the cap was reached, else 0. */
  cutAt = 0
  private stream?: WriteStream
  private written = 0
  private failed = false
  private drainWaiters: (() => void)[] = []

  constructor(
    private readonly path: string,
    private readonly maxBytes: number
  ) {}

  /** False when the caller should wait for {@link onDrain}. */
  write(chunk: Buffer): boolean {
    if (this.failed || this.cutAt) return true
    const room = this.maxBytes - this.written
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk
    if (part.length < chunk.length) this.cutAt = this.maxBytes
    if (part.length === 0) return true
    if (!this.stream) this.open()
    this.written += part.length
    return this.stream!.write(part)
  }

  onDrain(callback: () => void): void {
    if (this.failed || !this.stream) return callback()
    this.drainWaiters.push(callback)
    if (this.drainWaiters.length === 1) {
      this.stream.once('drain', () => this.flushWaiters())
    }
  }

  /** Ends the file; true when it holds output the model may read. */
  async close(): Promise<boolean> {
    const stream = this.stream
    if (!stream) return false
    if (!this.failed && this.cutAt) {
      stream.write(`\n[log cut at ${this.cutAt} bytes]\n`)
    }
    await new Promise<void>((resolve) => {
      if (stream.closed) resolve()
      else stream.end(() => resolve())
      stream.once('error', () => resolve())
    })
    if (this.failed) await unlink(this.path).catch(() => undefined)
    return !this.failed && this.written > 0
  }

  private open(): void {
    this.stream = createWriteStream(this.path, { flags: 'w', mode: 0o600 })
    this.stream.on('error', () => {
      this.failed = true
      this.flushWaiters()
    })
  }

  private flushWaiters(): void {
    const waiters = this.drainWaiters
    this.drainWaiters = []
    for (const waiter of waiters) waiter()
  }
}
