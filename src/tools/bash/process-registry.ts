/**
 * The commands the tools start, and how they are killed: each command
 * leads its own process group and, where one can be made, has a cgroup of
 * its own (docs/security.md item 16); the run tracks them and kills what
 * is left after each command and at its end. Where a command has no
 * cgroup, a sweep by start time, uid and ancestry (`leftovers.ts`) finds
 * what left its group, and a session marker in the environment finds what
 * kept it.
 */
import { readFileSync } from 'node:fs'
import type { CommandCgroup } from './cgroup/index.js'
import { currentScope, killLeftovers, type SweepScope } from './leftovers.js'
import { listPids } from './process-table.js'

/** How {@link ProcessRegistry.killAll} went. */
export interface KillAllResult {
  /** Processes that were still running and were killed. */
  killed: number
  /** Processes of the run that could not be killed (0 unless something is badly wrong). */
  left: number
}

/** Process groups started by tools, so a run can kill what is left. */
export interface ProcessRegistry {
  /** A command's first process, and its cgroup when it has one. */
  track(pid: number, cgroup?: CommandCgroup | null): void
  /** Forget a group that has already been cleaned up. */
  untrack(pid: number): void
  /**
   * Kill what finished commands left behind (processes that left their
   * group, e.g. with `setsid`); called after each command. A no-op unless
   * the registry sweeps.
   */
  sweep(): void
  /**
   * Kills every tracked command whole (its cgroup, its process group), and
   * every leftover of the run, and waits until they are gone. Never rejects.
   */
  killAll(): Promise<KillAllResult>
}

/** Environment variable that marks every process the tools start in a run. */
export const SESSION_MARKER_VARIABLE = 'AGENT_ACTION_SESSION'

/**
 * Kills every process of this user whose environment carries the session
 * marker: what escaped its process group (`setsid`, a double fork) but kept
 * its environment. Linux only; a no-op elsewhere.
 */
function killMarkedProcesses(marker: string): number {
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
interface ProcessRegistryOptions {
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
  const live = new Map<number, CommandCgroup | null>()
  const all = new Set<number>()
  const scope: SweepScope | undefined = options.sweep
    ? currentScope(
        typeof options.sweep === 'object' ? options.sweep.uid : undefined
      )
    : undefined
  const liveSet = { has: (pid: number) => live.has(pid) }
  return {
    track: (pid, cgroup) => {
      live.set(pid, cgroup ?? null)
      all.add(pid)
    },
    untrack: (pid) => {
      live.delete(pid)
    },
    sweep: () => {
      if (scope) killLeftovers(scope, { all, live: liveSet }, 'finished')
    },
    killAll: async () => {
      let killed = 0
      let left = 0
      for (const [pid, cgroup] of live) {
        if (cgroup) {
          const result = await cgroup.close()
          killed += result.killed
          left += result.left
        }
        killProcessGroup(pid, 'SIGKILL')
      }
      live.clear()
      if (scope) killed += killLeftovers(scope, { all, live: liveSet }, 'all')
      if (options.marker) killed += killMarkedProcesses(options.marker)
      return { killed, left }
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
