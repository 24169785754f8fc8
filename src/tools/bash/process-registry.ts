/**
 * The process groups the tools start, and how they are killed: each command
 * leads its own group and session, the run tracks them and kills what is
 * left after each command and at its end. Without a PID namespace
 * (`sandbox: none`), a sweep by start time, uid and ancestry
 * (`leftovers.ts`) finds what left its group, and a session marker in the
 * environment finds what kept it.
 */
import { readFileSync } from 'node:fs'
import { currentScope, killLeftovers, type SweepScope } from './leftovers.js'
import { listPids } from './process-table.js'

/** Process groups started by tools, so a run can kill what is left. */
export interface ProcessRegistry {
  track(pid: number): void
  /** Forget a group that has already been cleaned up. */
  untrack(pid: number): void
  /**
   * Kill what finished commands left behind (processes that left their
   * group, e.g. with `setsid`); called after each command. A no-op unless
   * the registry sweeps.
   */
  sweep(): void
  /** SIGKILL every tracked process group, and every leftover of the run. */
  killAll(): void
}

/** Environment variable that marks every process the tools start in a run. */
export const SESSION_MARKER_VARIABLE = 'AGENT_ACTION_SESSION'

/**
 * Kills every process of this user whose environment carries the session
 * marker: what escaped its process group (`setsid`, a double fork) but kept
 * its environment. Linux only; a no-op elsewhere.
 */
export function killMarkedProcesses(marker: string): number {
  const needle = Buffer.from(`${SESSION_MARKER_VARIABLE}=${marker}\0`)
  let killed = 0
  for (const pid of listPids()) {
    if (pid <= 1 || pid === process.pid) continue
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

/** Options of {@link createProcessRegistry}. */
export interface ProcessRegistryOptions {
  /** With a marker, `killAll` also kills processes whose environment has it. */
  marker?: string
  /**
   * Sweep for leftovers after each command and at the end (for commands
   * that run without a PID namespace). The loop's start is taken now, when
   * the registry is created: create it just before the loop. `uid` is
   * whose processes to consider; default this process's.
   */
  sweep?: boolean | { uid: number }
}

/**
 * A registry of process groups for one run (docs/security.md item 16). With
 * `sweep`, leftovers are found by start time and ancestry too; with a
 * `marker`, by environment.
 */
export function createProcessRegistry(
  options: ProcessRegistryOptions = {}
): ProcessRegistry {
  const live = new Set<number>()
  const all = new Set<number>()
  const scope: SweepScope | undefined = options.sweep
    ? currentScope(
        typeof options.sweep === 'object' ? options.sweep.uid : undefined
      )
    : undefined
  return {
    track: (pid) => {
      live.add(pid)
      all.add(pid)
    },
    untrack: (pid) => {
      live.delete(pid)
    },
    sweep: () => {
      if (scope) killLeftovers(scope, { all, live }, 'finished')
    },
    killAll: () => {
      for (const pid of live) killProcessGroup(pid, 'SIGKILL')
      live.clear()
      if (scope) killLeftovers(scope, { all, live }, 'all')
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
