import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:os'
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
export interface SpawnOptions {
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
export interface OutputSinks {
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
    const pid = child.pid
    const pipes = [child.stdout, child.stderr].filter((pipe) => pipe !== null)
    const state = noExit()
    let exited = false
    let openPipes = pipes.length
    let finished = false
    const timers: NodeJS.Timeout[] = []
    if (pid) options.processes?.track(pid, cgroup)

    // On cgroup v1 the OOM killer takes one process; the command goes whole.
    const oomWatch =
      cgroup &&
      setInterval(() => {
        if (exited || state.outOfMemory) return
        if (cgroup.events().oomKills === 0) return
        state.outOfMemory = true
        void killAll()
      }, OOM_POLL_MS)

    // Everything at once: the cgroup first (through it even root's
    // launcher), then the group of the process we started.
    const killAll = async (): Promise<void> => {
      if (cgroup) {
        const { left } = await cgroup.kill()
        state.survivors = left
      }
      if (pid) killProcessGroup(pid, 'SIGKILL')
    }
    // Set when the first process exits: what it left is being killed.
    let leftoversKilled: Promise<void> = Promise.resolve()
    const finish = async (): Promise<void> => {
      if (finished) return
      finished = true
      await leftoversKilled
      for (const timer of timers) clearTimeout(timer)
      if (oomWatch) clearInterval(oomWatch)
      options.signal.removeEventListener('abort', onAbort)
      for (const pipe of pipes) pipe.destroy()
      if (pid) killProcessGroup(pid, 'SIGKILL')
      if (cgroup) {
        state.events = cgroup.events()
        if (state.events.oomKills > 0) state.outOfMemory = true
        const closed = await cgroup.close()
        state.survivors = closed.left
      }
      if (pid) {
        options.processes?.untrack(pid)
        options.processes?.sweep()
      }
      resolve(state)
    }
    const stop = (): void => {
      if (!pid) return
      cgroup?.signal('SIGTERM')
      killProcessGroup(pid, 'SIGTERM')
      timers.push(setTimeout(() => void killAll(), options.killGraceMs))
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
        sinks.onData?.(chunk)
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
        if (exited && openPipes === 0) void finish()
      })
    }
    child.on('error', (error) => {
      if (pid === undefined) {
        state.spawnError = error
        void finish()
      }
    })
    child.on('exit', (code, signal) => {
      exited = true
      state.code = code
      state.signal = signal
      for (const timer of timers) clearTimeout(timer)
      resume()
      // What it left running (background jobs, a setsid'd daemon) goes now.
      leftoversKilled = leftoversGone()
      void leftoversKilled.then(() => {
        if (openPipes === 0) void finish()
        else timers.push(setTimeout(() => void finish(), options.drainMs))
      })
    })
    const leftoversGone = async (): Promise<void> => {
      if (cgroup) {
        const { killed, left } = await cgroup.kill()
        state.leftovers = killed
        state.survivors = left
      }
      if (pid) killProcessGroup(pid, 'SIGKILL')
    }
    timers.push(
      setTimeout(() => {
        if (exited || state.cancelled) return
        state.timedOut = true
        stop()
      }, options.timeoutS * 1000)
    )
    options.signal.addEventListener('abort', onAbort, { once: true })
    if (options.signal.aborted) onAbort()
  })
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
