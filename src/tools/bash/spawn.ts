import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:os'
import type { Readable } from 'node:stream'
import type { CgroupEvents, CommandCgroup } from './cgroup/index.js'
import type { OutputBuffer } from './output-buffer.js'
import type { OutputLog } from './output-log.js'
import { killProcessGroup, type ProcessRegistry } from './process-registry.js'

/**
 * Running one command: output into the buffer and the log (pausing the
 * pipes while the log drains), SIGTERM then a kill of everything on
 * timeout or cancel, and, once its first process exits, everything it left
 * killed before the call returns (docs/security.md item 16). With a cgroup
 * "everything" is every process in it, whatever it did with sessions,
 * groups or namespaces; without one, its process group, then the
 * registry's sweep for what left the group.
 */

/** How one command is started and stopped. */
interface SpawnOptions {
  cwd: string
  env: Record<string, string>
  /** Cancels the command (SIGTERM, then SIGKILL after the grace time). */
  signal: AbortSignal
  timeoutS: number
  /** Time between SIGTERM and SIGKILL on timeout or cancel. */
  killGraceMs: number
  /** How long to wait for pipes held open by leftovers after exit. */
  drainMs: number
  processes?: ProcessRegistry
  /** The command's cgroup, which the wrapped argv enters; closed before the call returns. */
  cgroup?: CommandCgroup | null
}

/** Where a command's output goes. */
interface OutputSinks {
  output: OutputBuffer
  log: OutputLog
  /** Each chunk as it arrives (partial output for progress). Must not throw. */
  onData?: (chunk: Buffer) => void
}

/** How a command ended. */
export interface Outcome {
  code: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  cancelled: boolean
  /** It reached its memory cap (the kernel's OOM killer acted in its cgroup) and was killed whole. */
  outOfMemory: boolean
  /** Processes still running when its first process had exited; killed then. */
  leftovers: number
  /** Processes of its cgroup that could not be killed (0 unless something is badly wrong). */
  survivors: number
  /** The cgroup's counters; null without a cgroup. */
  events: CgroupEvents | null
  spawnError?: Error
}

/** How often a running command's cgroup is checked for an OOM kill. */
const OOM_POLL_MS = 250

/** Runs `file args` and resolves when it, everything it started, and its pipes are done. */
export function spawnCommand(
  file: string,
  args: string[],
  options: SpawnOptions,
  sinks: OutputSinks
): Promise<Outcome> {
  const cgroup = options.cgroup ?? null
  return new Promise((resolve) => {
    let child: ChildProcess
    try {
      child = spawn(file, args, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe']
      })
    } catch (error) {
      void cgroup?.close()
      resolve({ ...noExit(), spawnError: error as Error })
      return
    }
    new RunningCommand(child, cgroup, options, sinks, resolve).watch()
  })
}

/**
 * One started command, from its spawn until it, what it left and its pipes
 * are gone: what is known of it so far (`outcome`, `exited`, the open
 * pipes) and what it does on each of its events.
 */
class RunningCommand {
  private readonly pid: number | undefined
  private readonly pipes: Readable[]
  private readonly outcome = noExit()
  private exited = false
  private openPipes: number
  private finished = false
  private readonly timers: NodeJS.Timeout[] = []
  private oomWatch: NodeJS.Timeout | null = null
  /** Set when the first process exits: what it left is being killed. */
  private leftoversKilled: Promise<void> = Promise.resolve()
  private readonly onAbort = (): void => this.cancel()
  private readonly resume = (): void => {
    for (const pipe of this.pipes) pipe.resume()
  }

  constructor(
    private readonly child: ChildProcess,
    private readonly cgroup: CommandCgroup | null,
    private readonly options: SpawnOptions,
    private readonly sinks: OutputSinks,
    private readonly resolve: (outcome: Outcome) => void
  ) {
    this.pid = child.pid
    this.pipes = [child.stdout, child.stderr].filter((pipe) => pipe !== null)
    this.openPipes = this.pipes.length
  }

  /** Listens to the command, its pipes, its timeout and the cancel signal. */
  watch(): void {
    const { pid, cgroup, options } = this
    if (pid) options.processes?.track(pid, cgroup)
    // On cgroup v1 a process at the cap waits (holdAtMemoryCap) and the
    // watcher kills the command whole.
    if (cgroup) {
      cgroup.holdAtMemoryCap()
      this.oomWatch = setInterval(() => this.checkOom(cgroup), OOM_POLL_MS)
    }
    for (const pipe of this.pipes) this.read(pipe)
    this.child.on('error', (error) => {
      if (pid === undefined) {
        this.outcome.spawnError = error
        void this.finish()
      }
    })
    this.child.on('exit', (code, signal) => this.onExit(code, signal))
    this.timers.push(
      setTimeout(() => this.onTimeout(), options.timeoutS * 1000)
    )
    options.signal.addEventListener('abort', this.onAbort, { once: true })
    if (options.signal.aborted) this.onAbort()
  }

  private read(pipe: Readable): void {
    const { sinks } = this
    pipe.on('data', (chunk: Buffer) => {
      sinks.output.push(chunk)
      sinks.onData?.(chunk)
      // Once bash has exited, what is left in the pipes is bounded: read
      // it at once instead of waiting for the log to drain.
      if (!sinks.log.write(chunk) && !this.exited) {
        for (const other of this.pipes) other.pause()
        sinks.log.onDrain(this.resume)
      }
    })
    pipe.on('error', () => undefined)
    pipe.on('close', () => {
      this.openPipes -= 1
      if (this.exited && this.openPipes === 0) void this.finish()
    })
  }

  private checkOom(cgroup: CommandCgroup): void {
    if (this.exited || this.outcome.outOfMemory) return
    if (cgroup.events().oomKills === 0) return
    this.outcome.outOfMemory = true
    void this.killAll()
  }

  private onTimeout(): void {
    if (this.exited || this.outcome.cancelled) return
    this.outcome.timedOut = true
    this.stop()
  }

  private cancel(): void {
    const { outcome } = this
    if (this.exited || outcome.timedOut || outcome.cancelled) return
    outcome.cancelled = true
    this.stop()
  }

  /** SIGTERM to all of it, then a kill after the grace time. */
  private stop(): void {
    if (!this.pid) return
    this.cgroup?.signal('SIGTERM')
    killProcessGroup(this.pid, 'SIGTERM')
    this.timers.push(
      setTimeout(() => void this.killAll(), this.options.killGraceMs)
    )
  }

  /**
   * Everything at once: the cgroup first (through it even root's
   * launcher), then the group of the process we started.
   */
  private async killAll(): Promise<void> {
    if (this.cgroup) {
      const { left } = await this.cgroup.kill()
      this.outcome.survivors = left
    }
    if (this.pid) killProcessGroup(this.pid, 'SIGKILL')
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.exited = true
    this.outcome.code = code
    this.outcome.signal = signal
    for (const timer of this.timers) clearTimeout(timer)
    this.resume()
    // What it left running (background jobs, a setsid'd daemon) goes now.
    this.leftoversKilled = this.killLeftovers()
    void this.leftoversKilled.then(() => {
      if (this.openPipes === 0) void this.finish()
      else {
        this.timers.push(
          setTimeout(() => void this.finish(), this.options.drainMs)
        )
      }
    })
  }

  private async killLeftovers(): Promise<void> {
    if (this.cgroup) {
      const { killed, left } = await this.cgroup.kill()
      this.outcome.leftovers = killed
      this.outcome.survivors = left
    }
    if (this.pid) killProcessGroup(this.pid, 'SIGKILL')
  }

  /** Once: stops every timer and listener, kills and closes, resolves. */
  private async finish(): Promise<void> {
    if (this.finished) return
    this.finished = true
    const { pid, cgroup, options, outcome } = this
    await this.leftoversKilled
    for (const timer of this.timers) clearTimeout(timer)
    if (this.oomWatch) clearInterval(this.oomWatch)
    options.signal.removeEventListener('abort', this.onAbort)
    for (const pipe of this.pipes) pipe.destroy()
    if (pid) killProcessGroup(pid, 'SIGKILL')
    if (cgroup) {
      const events = cgroup.events()
      if (events.oomKills > 0) outcome.outOfMemory = true
      // Killed whole at the cap (v1, `checkOom`): no process counts as the
      // OOM killer's, but the command ran out of memory.
      outcome.events =
        outcome.outOfMemory && events.oomKills === 0
          ? { ...events, oomKills: 1 }
          : events
      const closed = await cgroup.close()
      outcome.survivors = closed.left
    }
    if (pid) {
      options.processes?.untrack(pid)
      options.processes?.sweep()
    }
    this.resolve(outcome)
  }
}

function noExit(): Outcome {
  return {
    code: null,
    signal: null,
    timedOut: false,
    cancelled: false,
    outOfMemory: false,
    leftovers: 0,
    survivors: 0,
    events: null
  }
}

/** The exit code the model sees and the status line that says how it ended. */
export function describeExit(
  outcome: Outcome,
  durationMs: number,
  timeoutS: number
): { exitCode: number; status: string } {
  const seconds = (durationMs / 1000).toFixed(1)
  if (outcome.outOfMemory) {
    return {
      exitCode: 137,
      status: `exit=137 (killed after ${seconds} s: out of memory)`
    }
  }
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
