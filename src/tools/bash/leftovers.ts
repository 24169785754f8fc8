/**
 * Which processes the commands of a run left behind, when no PID namespace
 * holds them (`sandbox: none`; docs/security.md item 16). The environment
 * marker is cleared by `env -i` and the process group is left by `setsid`,
 * but three facts stay: the kernel's start time, the uid, and where an
 * orphan lands (the nearest subreaper above it, or init: an ancestor of the
 * action). So a leftover is a process of the action's uid, in the action's
 * cgroup, started after the loop began, that is not the action's own helper
 * and not someone else's: it is in a command's process group or session, or
 * it descends from a command, or it was orphaned onto one of the action's
 * ancestors, with every process between it and there also of our uid.
 */
import {
  readCgroup,
  readOwner,
  readProcess,
  readProcessTable,
  ticksSinceBoot,
  type ProcessInfo
} from './process-table.js'

/** Whose processes a sweep may kill. */
export interface SweepScope {
  /** Real uid of the processes to consider (the action's). */
  uid: number
  /** When the loop began, in clock ticks since boot. */
  since: number
  /** The action's own pid; never killed. */
  self: number
  /** The action's ancestors (pid 1 included): where orphans land. */
  ancestors: ReadonlySet<number>
  /** The action's cgroup (`/proc/self/cgroup`); '' to skip the check. */
  cgroup: string
}

/** The commands of a run: every pid ever started, and those still running. */
interface CommandPids {
  all: ReadonlySet<number>
  live: { has(pid: number): boolean }
}

/** Per-process facts read lazily, only for processes that started after the loop. */
interface ProcessFacts {
  uid(pid: number): number | undefined
  cgroup(pid: number): string
}

/** The scope of this process, now; undefined where there is no /proc. */
export function currentScope(uid = process.getuid?.()): SweepScope | undefined {
  const since = ticksSinceBoot()
  if (since === undefined || uid === undefined) return undefined
  const ancestors = new Set<number>()
  let pid = process.ppid
  for (let steps = 0; pid > 0 && steps < 1000; steps += 1) {
    ancestors.add(pid)
    const info = readProcess(pid)
    if (!info) break
    pid = info.ppid
  }
  ancestors.add(1)
  return {
    uid,
    since,
    self: process.pid,
    ancestors,
    cgroup: readCgroup('self')
  }
}

/**
 * The pids to kill. `finished`: only what finished commands left (a
 * running command's own processes stay); `all`: every command's too.
 */
export function findLeftovers(
  table: ReadonlyMap<number, ProcessInfo>,
  scope: SweepScope,
  commands: CommandPids,
  facts: ProcessFacts,
  mode: 'finished' | 'all'
): number[] {
  const spare = (pid: number): boolean =>
    mode === 'finished' && commands.live.has(pid)
  const found: number[] = []
  for (const info of table.values()) {
    if (info.pid === scope.self || info.pid <= 1 || info.zombie) continue
    if (info.start < scope.since) continue
    if (facts.uid(info.pid) !== scope.uid) continue
    if (scope.cgroup && facts.cgroup(info.pid) !== scope.cgroup) continue
    if (commands.all.has(info.sid) || commands.all.has(info.pgid)) {
      if (!spare(info.sid) && !spare(info.pgid)) found.push(info.pid)
      continue
    }
    if (isOrphanOrCommand(info, table, scope, commands, facts, spare)) {
      found.push(info.pid)
    }
  }
  return found
}

/** Walks up from a late process to the first one that was there before the loop. */
function isOrphanOrCommand(
  start: ProcessInfo,
  table: ReadonlyMap<number, ProcessInfo>,
  scope: SweepScope,
  commands: CommandPids,
  facts: ProcessFacts,
  spare: (pid: number) => boolean
): boolean {
  let current = start
  for (let steps = 0; steps < 1000; steps += 1) {
    if (current.ppid === scope.self) {
      // A child of the action: a command's, or one of the action's helpers.
      return commands.all.has(current.pid) && !spare(current.pid)
    }
    const parent = table.get(current.ppid)
    if (!parent) return false
    if (parent.start < scope.since) return scope.ancestors.has(parent.pid)
    // Started by someone else's late process (another user's, or root's).
    if (facts.uid(parent.pid) !== scope.uid) return false
    current = parent
  }
  return false
}

/**
 * Kills what {@link findLeftovers} finds, in passes, so what a leftover
 * forks while it is being killed is found in the next pass. Returns how
 * many processes were killed.
 */
export function killLeftovers(
  scope: SweepScope,
  commands: CommandPids,
  mode: 'finished' | 'all'
): number {
  const facts: ProcessFacts = {
    uid: (pid) => readOwner(pid)?.uid,
    cgroup: (pid) => readCgroup(pid)
  }
  let killed = 0
  for (let pass = 0; pass < 5; pass += 1) {
    const pids = findLeftovers(readProcessTable(), scope, commands, facts, mode)
    if (pids.length === 0) break
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
        killed += 1
      } catch {
        // gone already, or not ours to kill
      }
    }
  }
  return killed
}
