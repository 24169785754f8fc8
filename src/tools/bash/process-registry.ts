/**
 * The process groups the tools start, and how they are killed: each command
 * leads its own group, the run tracks the groups and kills what is left at
 * its end, and a session marker in the environment finds processes that
 * left their group.
 */
import { readdirSync, readFileSync } from 'node:fs'

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
 * A registry of process groups for one run (docs/security.md item 16). With a
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
