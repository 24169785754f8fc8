import { spawn } from 'node:child_process'
import { minimalEnv } from '../../shared/index.js'
import {
  MAX_READ_BYTES,
  type Collector,
  type Search,
  type StopReason
} from './search.js'

/**
 * Running the search programs (rg, git) and reading their output: argv
 * arrays (never a shell), a minimal environment (git's is the hardened one
 * of git-client.ts), stdout streamed line by line up to a byte cap, and a
 * stop at the deadline or on cancellation.
 */

/** Longest output line kept from a child; the rest of the line is dropped. */
const MAX_LINE_BYTES = 8192
const MAX_STDERR_BYTES = 8192

/** Receives one line of a child's stdout, without the `\n`. */
export type LineHandler = (line: Buffer) => void

/**
 * Lines of the form `path NUL rest`. A line without NUL is a piece of a path
 * that holds a newline, kept for the next line; `--` separators are skipped.
 */
export function nulLineParser(
  onRecord: (file: string, rest: string) => void
): LineHandler {
  let carry: Buffer | undefined
  return (line) => {
    const nul = line.indexOf(0)
    if (nul === -1) {
      if (!carry && line.length === 2 && line.toString('latin1') === '--') {
        return
      }
      carry = Buffer.concat([carry ?? Buffer.alloc(0), line, Buffer.from('\n')])
      return
    }
    const name = Buffer.concat([
      carry ?? Buffer.alloc(0),
      line.subarray(0, nul)
    ])
    carry = undefined
    onRecord(name.toString('utf8'), line.toString('utf8', nul + 1))
  }
}

/** `N:text` (a match) or `N-text` (a context line). */
export function parseNumbered(
  collector: Collector,
  file: string,
  rest: string
): void {
  const found = /^(\d+)([:-])/.exec(rest)
  if (!found) return
  collector.line(
    file,
    Number(found[1]),
    rest.slice(found[0].length),
    found[2] === ':'
  )
}

/** How a child ended. */
export interface RunResult {
  code: number | null
  stderr: string
  stopped?: StopReason
  spawnError?: Error
}

/**
 * Runs `command` in the workspace and feeds its stdout line by line to
 * `onLine`. Stops (kills the child) at the deadline, on abort, after
 * {@link MAX_READ_BYTES}, or once `full()` says the search took its entries;
 * lines longer than {@link MAX_LINE_BYTES} are cut. `env` is the child's
 * whole environment.
 */
export function runStreaming(
  command: string,
  args: string[],
  search: Search,
  onLine: LineHandler,
  env: Record<string, string> = minimalEnv({ GIT_TERMINAL_PROMPT: '0' }),
  full: () => boolean = () => false
): Promise<RunResult> {
  return new Promise((resolve) => {
    let settled = false
    let stopped: StopReason | undefined
    let stderr = ''
    let read = 0
    const finish = (result: RunResult): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      search.signal.removeEventListener('abort', onAbort)
      resolve(result)
    }
    const child = spawn(command, args, {
      cwd: search.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const stop = (reason: StopReason): void => {
      if (stopped) return
      stopped = reason
      child.kill('SIGKILL')
    }
    const onAbort = (): void => stop('cancelled')
    const timer = setTimeout(
      () => stop('timeout'),
      Math.max(0, search.deadline - search.now())
    )
    search.signal.addEventListener('abort', onAbort, { once: true })
    if (search.signal.aborted) stop('cancelled')
    const lines = new LineSplitter(onLine)
    child.stdout.on('data', (chunk: Buffer) => {
      if (stopped) return
      read += chunk.length
      lines.push(chunk)
      if (full()) stop('entries')
      else if (read >= MAX_READ_BYTES) stop('cap')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR_BYTES) {
        stderr += chunk.toString('utf8').slice(0, MAX_STDERR_BYTES)
      }
    })
    child.on('error', (error) => {
      finish({ code: null, stderr, spawnError: error })
    })
    child.on('close', (code) => {
      if (!stopped) lines.end()
      finish({ code, stderr, ...(stopped ? { stopped } : {}) })
    })
  })
}

/** Splits a byte stream at `\n`, keeping at most MAX_LINE_BYTES of a line. */
class LineSplitter {
  private pending: Buffer[] = []
  private pendingBytes = 0

  constructor(private readonly onLine: LineHandler) {}

  push(chunk: Buffer): void {
    let start = 0
    for (;;) {
      const newline = chunk.indexOf(10, start)
      if (newline === -1) {
        this.keep(chunk.subarray(start))
        return
      }
      this.keep(chunk.subarray(start, newline))
      this.flush()
      start = newline + 1
    }
  }

  end(): void {
    if (this.pendingBytes) this.flush()
  }

  private keep(part: Buffer): void {
    const room = MAX_LINE_BYTES - this.pendingBytes
    if (room <= 0 || !part.length) return
    const kept = part.length > room ? part.subarray(0, room) : part
    this.pending.push(kept)
    this.pendingBytes += kept.length
  }

  private flush(): void {
    const line =
      this.pending.length === 1
        ? this.pending[0]
        : Buffer.concat(this.pending, this.pendingBytes)
    this.pending = []
    this.pendingBytes = 0
    this.onLine(line)
  }
}
