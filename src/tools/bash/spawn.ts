import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:os'
import type { OutputBuffer } from './output-buffer.js'
import type { OutputLog } from './output-log.js'
import { killProcessGroup, type ProcessRegistry } from './process-registry.js'

/**
 * Running one command in its own process group: output into the buffer and
 * the log (pausing the pipes while the log drains), SIGTERM then SIGKILL on
 * timeout or cancel, and the group killed once the command exits (then the
 * registry sweeps for what left the group).
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
  spawnError?: Error
}

/** Runs `file args` and resolves when it and its pipes are done. */
export function spawnCommand(
  file: string,
  args: string[],
  options: SpawnOptions,
  sinks: OutputSinks
): Promise<Outcome> {
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
    if (pid) options.processes?.track(pid)

    const finish = (): void => {
      if (finished) return
      finished = true
      for (const timer of timers) clearTimeout(timer)
      options.signal.removeEventListener('abort', onAbort)
      for (const pipe of pipes) pipe.destroy()
      if (pid) {
        killProcessGroup(pid, 'SIGKILL')
        options.processes?.untrack(pid)
        options.processes?.sweep()
      }
      resolve(state)
    }
    const stop = (): void => {
      if (!pid) return
      killProcessGroup(pid, 'SIGTERM')
      timers.push(
        setTimeout(() => killProcessGroup(pid, 'SIGKILL'), options.killGraceMs)
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
      else timers.push(setTimeout(finish, options.drainMs))
    })
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
  return { code: null, signal: null, timedOut: false, cancelled: false }
}

/** The exit code the model sees and the status line that says how it ended. */
export function describeExit(
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
