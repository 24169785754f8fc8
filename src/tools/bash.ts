/**
 * The bash tool (§9.4): one stateless `bash -c` per call in the workspace,
 * stdin closed, stdout and stderr merged, run through the sandbox with an
 * allowlisted environment. Memory stays bounded however much is printed:
 * only a head and a rolling tail are kept, and the full output goes to a
 * capped log file the model can grep.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, unlink } from 'node:fs/promises'
import { constants } from 'node:os'
import { join } from 'node:path'
import { readdirSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import type { Sandbox } from './sandbox.js'
import type { Tool, ToolContext, ToolResult } from './types.js'

/** Arguments of the bash tool. */
export const bashInput = z.object({
  command: z
    .string()
    .min(1)
    .describe(
      'The command, run as `bash -c <command>` in the repository root.'
    ),
  timeout_s: z
    .number()
    .int()
    .min(1)
    .max(600)
    .optional()
    .describe('Timeout in seconds (default 120, at most 600).')
})

/** Validated arguments of the bash tool. */
export type BashInput = z.infer<typeof bashInput>

/** Process groups started by tools, so a run can kill what is left at its end. */
export interface ProcessRegistry {
  track(pid: number): void
  /** Forget a group that has already been cleaned up. */
  untrack(pid: number): void
  /** SIGKILL every tracked process group. */
  killAll(): void
}

/** Environment variable that marks every process the tools start in a run. */
export const SESSION_MARKER_VARIABLE = 'AGENT_ACTION_SESSION'

/**
 * Kills every process of this user whose environment carries the session
 * marker: what escaped its process group (`setsid`, a double fork) when no
 * sandbox holds the commands. Linux only; a no-op elsewhere.
 */
export function killMarkedProcesses(marker: string): number {
  const needle = Buffer.from(`${SESSION_MARKER_VARIABLE}=${marker}\0`)
  let killed = 0
  let entries: string[] = []
  try {
    entries = readdirSync('/proc')
  } catch {
    return 0
  }
  for (const entry of entries) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue
    try {
      if (readFileSync(`/proc/${pid}/environ`).includes(needle)) {
        process.kill(pid, 'SIGKILL')
        killed += 1
      }
    } catch {
      // gone, or not ours
    }
  }
  return killed
}

/**
 * A registry of process groups for one run (security item 16). With a
 * `marker`, `killAll` also finds processes that left their group.
 */
export function createProcessRegistry(
  options: { marker?: string } = {}
): ProcessRegistry {
  const pids = new Set<number>()
  return {
    track: (pid) => {
      pids.add(pid)
    },
    untrack: (pid) => {
      pids.delete(pid)
    },
    killAll: () => {
      for (const pid of pids) killProcessGroup(pid, 'SIGKILL')
      pids.clear()
      if (options.marker) killMarkedProcesses(options.marker)
    }
  }
}

/**
 * Sends `signal` to the process group led by `pid`; a group that is already
 * gone is not an error. Refuses pids that would address our own group.
 */
export function killProcessGroup(pid: number, signal: NodeJS.Signals): void {
  if (!Number.isInteger(pid) || pid <= 1) return
  try {
    process.kill(-pid, signal)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ESRCH' && code !== 'EPERM') throw error
  }
}

/** Options of {@link createBashTool}. */
export interface BashToolOptions {
  /** From `detectSandbox`; wraps every command. */
  sandbox: Sandbox
  /** Environment of commands, from `buildToolEnv`. */
  env: Record<string, string>
  /** Default 120 s. */
  defaultTimeoutS?: number
  /** Time between SIGTERM and SIGKILL on timeout or cancel; default 5000 ms. */
  killGraceMs?: number
  /** Cap of the full-output log file; default 10 MiB. */
  maxLogBytes?: number
  /** Bytes of head and of tail kept in memory; default 64 KiB each. */
  keepBytes?: number
  /** How long to wait for pipes held open by leftovers after exit; default 500 ms. */
  drainMs?: number
  /** Tracks running process groups so the run can kill them at its end. */
  processes?: ProcessRegistry
}

/** Creates the bash tool. */
export function createBashTool(options: BashToolOptions): Tool<BashInput> {
  const settings: Settings = {
    sandbox: options.sandbox,
    env: options.env,
    defaultTimeoutS: options.defaultTimeoutS ?? 120,
    killGraceMs: options.killGraceMs ?? 5000,
    maxLogBytes: options.maxLogBytes ?? 10 * 1024 * 1024,
    keepBytes: options.keepBytes ?? 64 * 1024,
    drainMs: options.drainMs ?? 500,
    processes: options.processes
  }
  const network = options.sandbox.network ? '' : ' There is no network access.'
  return {
    name: 'bash',
    description:
      'Run a shell command with `bash -c` in the repository root and get its exit code and output. ' +
      'Each call is a fresh shell: `cd`, variables and background processes do not carry over. ' +
      'stdin is closed and stdout and stderr are merged. ' +
      `Default timeout ${settings.defaultTimeoutS} s (timeout_s, at most 600). ` +
      'Long output is cut to its head and tail; the full output is saved to a log file you can grep.' +
      network,
    schema: bashInput,
    readOnly: false,
    run: (input, context) => runBash(input, context, settings)
  }
}

interface Settings {
  sandbox: Sandbox
  env: Record<string, string>
  defaultTimeoutS: number
  killGraceMs: number
  maxLogBytes: number
  keepBytes: number
  drainMs: number
  processes?: ProcessRegistry
}

interface Outcome {
  code: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  cancelled: boolean
  spawnError?: Error
}

async function runBash(
  input: BashInput,
  context: ToolContext,
  settings: Settings
): Promise<ToolResult> {
  const timeoutS = input.timeout_s ?? settings.defaultTimeoutS
  if (context.signal.aborted) {
    return {
      output: 'exit=130 (cancelled before it started)\n(no output)',
      isError: false,
      details: { exitCode: 130, cancelled: true, timedOut: false }
    }
  }
  // Without an output dir the command still runs; it just has no log.
  await mkdir(context.outputDir, { recursive: true }).catch(() => undefined)
  const logPath = join(context.outputDir, `${safeFileName(context.callId)}.log`)
  const log = new LogFile(logPath, settings.maxLogBytes)
  const output = new OutputBuffer(settings.keepBytes)
  // stderr becomes a copy of stdout first, so both share one pipe and keep
  // their order; the command itself still runs as `bash -c <command>`.
  const merged = ['bash', '-c', 'exec "$@" 2>&1', 'bash']
  const { file, args } = settings.sandbox.wrap(
    [...merged, 'bash', '-c', input.command],
    { cwd: context.workspace, env: settings.env }
  )
  const started = Date.now()
  const outcome = await execute(file, args, context, settings, timeoutS, {
    output,
    log
  })
  const durationMs = Date.now() - started
  const logged = await log.close()
  if (outcome.spawnError) {
    return {
      output: `bash could not be started: ${outcome.spawnError.message}`,
      isError: true,
      details: { sandbox: settings.sandbox.kind, durationMs }
    }
  }
  const { exitCode, status } = describeExit(outcome, durationMs, timeoutS)
  const note = log.cutAt
    ? `[the log file holds only the first ${log.cutAt} of ${output.totalBytes} bytes]`
    : ''
  const result = output.render(status, note)
  return {
    output: result.text,
    isError: false,
    truncation: {
      mode: 'headtail',
      fullOutputPath: logged ? logPath : undefined,
      totalLines: result.totalLines,
      totalBytes: result.totalBytes
    },
    details: {
      exitCode,
      timedOut: outcome.timedOut,
      cancelled: outcome.cancelled,
      durationMs,
      bytes: output.totalBytes,
      sandbox: settings.sandbox.kind,
      ...(log.cutAt ? { logCutAt: log.cutAt } : {})
    }
  }
}

function execute(
  file: string,
  args: string[],
  context: ToolContext,
  settings: Settings,
  timeoutS: number,
  sinks: { output: OutputBuffer; log: LogFile }
): Promise<Outcome> {
  return new Promise((resolve) => {
    let child: ChildProcess
    try {
      child = spawn(file, args, {
        cwd: context.workspace,
        env: settings.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe']
      })
    } catch (error) {
      resolve({ ...noExit(), spawnError: error as Error })
      return
    }
    const pid = child.pid
    const pipes = [child.stdout, child.stderr].filter((pipe) => pipe !== null)
    const state = noExit()
    let exited = false
    let openPipes = pipes.length
    let finished = false
    const timers: NodeJS.Timeout[] = []
    if (pid) settings.processes?.track(pid)

    const finish = (): void => {
      if (finished) return
      finished = true
      for (const timer of timers) clearTimeout(timer)
      context.signal.removeEventListener('abort', onAbort)
      for (const pipe of pipes) pipe.destroy()
      if (pid) {
        killProcessGroup(pid, 'SIGKILL')
        settings.processes?.untrack(pid)
      }
      resolve(state)
    }
    const stop = (): void => {
      if (!pid) return
      killProcessGroup(pid, 'SIGTERM')
      timers.push(
        setTimeout(() => killProcessGroup(pid, 'SIGKILL'), settings.killGraceMs)
      )
    }
    const onAbort = (): void => {
      if (exited || state.timedOut || state.cancelled) return
      state.cancelled = true
      stop()
    }
    const resume = (): void => {
      for (const pipe of pipes) pipe.resume()
    }

    for (const pipe of pipes) {
      pipe.on('data', (chunk: Buffer) => {
        sinks.output.push(chunk)
        // Once bash has exited, what is left in the pipes is bounded: read
        // it at once instead of waiting for the log to drain.
        if (!sinks.log.write(chunk) && !exited) {
          for (const other of pipes) other.pause()
          sinks.log.onDrain(resume)
        }
      })
      pipe.on('error', () => undefined)
      pipe.on('close', () => {
        openPipes -= 1
        if (exited && openPipes === 0) finish()
      })
    }
    child.on('error', (error) => {
      if (pid === undefined) {
        state.spawnError = error
        finish()
      }
    })
    child.on('exit', (code, signal) => {
      exited = true
      state.code = code
      state.signal = signal
      for (const timer of timers) clearTimeout(timer)
      // Leftover background processes of the group go now.
      if (pid) killProcessGroup(pid, 'SIGKILL')
      resume()
      if (openPipes === 0) finish()
      else timers.push(setTimeout(finish, settings.drainMs))
    })
    timers.push(
      setTimeout(() => {
        if (exited || state.cancelled) return
        state.timedOut = true
        stop()
      }, timeoutS * 1000)
    )
    context.signal.addEventListener('abort', onAbort, { once: true })
    if (context.signal.aborted) onAbort()
  })
}

function noExit(): Outcome {
  return { code: null, signal: null, timedOut: false, cancelled: false }
}

function describeExit(
  outcome: Outcome,
  durationMs: number,
  timeoutS: number
): { exitCode: number; status: string } {
  const seconds = (durationMs / 1000).toFixed(1)
  if (outcome.timedOut) {
    return { exitCode: 124, status: `exit=124 (timed out after ${timeoutS} s)` }
  }
  if (outcome.cancelled) {
    return { exitCode: 130, status: `exit=130 (cancelled after ${seconds} s)` }
  }
  if (outcome.signal) {
    const exitCode = 128 + (constants.signals[outcome.signal] ?? 0)
    return {
      exitCode,
      status: `exit=${exitCode} (killed by ${outcome.signal})`
    }
  }
  const exitCode = outcome.code ?? 1
  return { exitCode, status: `exit=${exitCode} (${seconds} s)` }
}

/** Call ids come from the model's provider: keep them to a safe file name. */
function safeFileName(callId: string): string {
  const name = callId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100)
  return name || 'call'
}

/** The first `keep` bytes, a rolling tail of `keep` bytes, and counts of all. */
class OutputBuffer {
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

function countLines(text: string): number {
  if (text === '') return 0
  let count = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i < text.length - 1) count += 1
  }
  return count
}

/** The full output on disk, up to `maxBytes`; opened on the first byte. */
class LogFile {
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
