/**
 * The cgroups of one session (docs/security.md item 16): one directory per
 * run, made as root beside the action's own cgroup (v2) or under it in each
 * v1 hierarchy, and handed to the action's user (the directory only, so it
 * can make and remove the commands' cgroups in it, but not move processes
 * in or out: on v2 that needs the parent's `cgroup.procs`, which stays
 * root's). Each command gets a cgroup of its own in it, with the caps of
 * the whole command: `pids.max`, and `memory.max` with no swap.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { readText, writeValue } from './files.js'
import {
  type CommandCgroup,
  commandCgroup,
  type CommandCgroupSpec
} from './command-cgroup.js'
import type { CgroupLayout } from './layout.js'
import { type Privilege, runAsRoot } from './privilege.js'

/** The caps of one command, all its processes together. */
interface CommandCaps {
  /** Memory in bytes (RAM; no swap on top). */
  memoryBytes: number
  /** Processes and threads. */
  processes: number
}

/** The session's cgroups. */
export interface CgroupSession {
  readonly version: 1 | 2
  /** Which caps the kernel enforces for the whole command here. */
  readonly enforced: { memory: boolean; processes: boolean }
  /** Makes the cgroup of one command, with the caps set. Throws when it cannot. */
  create(): Promise<CommandCgroup>
  /** Kills whatever is left in the session's cgroups and removes them. Never rejects. */
  close(): Promise<void>
}

/**
 * Makes the session's directories, or says why it cannot. Run as root (or
 * through sudo): it also lowers the action's own `oom_score_adj`, so the
 * kernel's OOM killer takes a command (1000) or the runner's own processes
 * (0) before the action (-500).
 */
const SETUP_SCRIPT = `set -eu
owner=$1 enable=$2 pid=$3
shift 3
echo -500 > "/proc/$pid/oom_score_adj" 2>/dev/null || :
for dir; do
  # What runs that ended without closing their session left: empty ones go.
  for stale in "\${dir%/*}"/agent-action-*; do
    [ -d "$stale" ] || continue
    owner_pid=\${stale##*/agent-action-}
    [ -d "/proc/\${owner_pid%%-*}" ] && continue
    rmdir "$stale"/command-* "$stale" 2>/dev/null || :
  done
  mkdir "$dir"
  for c in $enable; do echo "+$c" > "$dir/cgroup.subtree_control" 2>/dev/null || :; done
  if [ -n "$owner" ]; then chown "$owner" "$dir"; fi
done
`

/** Removes the session's directories once they are empty (the commands' are gone by then). */
const REMOVE_SCRIPT = 'for dir; do rmdir "$dir" 2>/dev/null || :; done'

/** Opens the session's cgroups, or says why there are none. */
export async function openCgroupSession(
  layout: CgroupLayout,
  privilege: Privilege,
  caps: CommandCaps
): Promise<CgroupSession | string> {
  if (privilege.kind === 'none') return privilege.reason
  const name = `agent-action-${process.pid}-${randomBytes(3).toString('hex')}`
  const parents =
    layout.version === 2
      ? [{ controller: '', dir: layout.parent }]
      : Object.entries(layout.parents).map(([controller, dir]) => ({
          controller,
          dir: dir as string
        }))
  const dirs = parents.map((entry) => ({
    ...entry,
    dir: join(entry.dir, name)
  }))
  const uid = process.getuid?.() ?? 0
  const owner =
    privilege.kind === 'root' ? '' : `${uid}:${process.getgid?.() ?? uid}`
  const made = await runAsRoot(privilege, SETUP_SCRIPT, [
    owner,
    layout.version === 2 ? 'memory pids' : '',
    String(process.pid),
    ...dirs.map((entry) => entry.dir)
  ])
  if (made.code !== 0)
    return `making a cgroup in ${parents.map((entry) => entry.dir).join(', ')} failed (${made.error || `exit code ${made.code}`})`
  const enforced =
    layout.version === 2
      ? enabledV2(dirs[0].dir)
      : {
          memory: dirs.some((entry) => entry.controller === 'memory'),
          processes: dirs.some((entry) => entry.controller === 'pids')
        }
  const session: Session = {
    version: layout.version,
    privilege,
    caps,
    dirs,
    enforced,
    count: 0,
    open: new Set()
  }
  return {
    version: layout.version,
    enforced,
    create: () => createCommandCgroup(session),
    close: () => closeSession(session)
  }
}

/** One open session: its directories, the caps, the commands' cgroups. */
interface Session {
  version: 1 | 2
  privilege: Privilege
  caps: CommandCaps
  /** The session's directory in each hierarchy (one on v2). */
  dirs: { controller: string; dir: string }[]
  enforced: { memory: boolean; processes: boolean }
  /** Commands' cgroups made so far, which numbers the next. */
  count: number
  /** The commands' cgroups not closed yet. */
  open: Set<CommandCgroup>
}

/** The next command's cgroup, caps set; closing it forgets it. */
async function createCommandCgroup(session: Session): Promise<CommandCgroup> {
  session.count += 1
  const spec: CommandCgroupSpec = {
    version: session.version,
    privilege: session.privilege,
    dirs: session.dirs.map((entry) => ({
      ...entry,
      dir: join(entry.dir, `command-${session.count}`)
    }))
  }
  const cgroup = commandCgroup(spec)
  try {
    for (const entry of spec.dirs) {
      mkdirSync(entry.dir)
      setCaps(session.version, entry, session.caps, session.enforced)
    }
  } catch (error) {
    // Half made: what was made goes, and the command does not run.
    await cgroup.close()
    throw error
  }
  session.open.add(cgroup)
  const close = cgroup.close
  return {
    ...cgroup,
    close: async () => {
      session.open.delete(cgroup)
      return close()
    }
  }
}

/** Closes every command's cgroup still open, then removes the session's. */
async function closeSession(session: Session): Promise<void> {
  for (const cgroup of [...session.open]) await cgroup.close()
  session.open.clear()
  await runAsRoot(
    session.privilege,
    REMOVE_SCRIPT,
    session.dirs.map((entry) => entry.dir)
  )
}

/** Which controllers the session's v2 cgroup hands to its children. */
function enabledV2(dir: string): { memory: boolean; processes: boolean } {
  const enabled = readText(join(dir, 'cgroup.subtree_control')).split(/\s+/)
  return {
    memory: enabled.includes('memory'),
    processes: enabled.includes('pids')
  }
}

/**
 * Writes the caps of one command's cgroup. v2: `memory.max`, no swap
 * (`memory.swap.max`), the whole command killed at the cap
 * (`memory.oom.group`), `pids.max`. v1: `memory.limit_in_bytes`, then the
 * same for memory and swap together (which must not be below it), and
 * `pids.max` (a watched command also turns v1's OOM killer off:
 * `CommandCgroup.holdAtMemoryCap`). A cap that cannot be written throws: the command must not
 * run believing it is capped.
 */
function setCaps(
  version: 1 | 2,
  entry: { controller: string; dir: string },
  caps: CommandCaps,
  enforced: { memory: boolean; processes: boolean }
): void {
  const writes: [string, string, boolean][] =
    version === 2
      ? [
          ['memory.max', String(caps.memoryBytes), enforced.memory],
          ['memory.swap.max', '0', false],
          ['memory.oom.group', '1', false],
          ['pids.max', String(caps.processes), enforced.processes]
        ]
      : entry.controller === 'memory'
        ? [
            ['memory.limit_in_bytes', String(caps.memoryBytes), true],
            ['memory.memsw.limit_in_bytes', String(caps.memoryBytes), false]
          ]
        : entry.controller === 'pids'
          ? [['pids.max', String(caps.processes), true]]
          : []
  for (const [file, value, required] of writes) {
    if (version === 2 && file.startsWith('memory.') && !enforced.memory)
      continue
    if (version === 2 && file.startsWith('pids.') && !enforced.processes)
      continue
    const error = writeValue(join(entry.dir, file), value)
    // memory.swap.max is absent without swap accounting; memsw likewise.
    if (error && required)
      throw new Error(`cannot set ${file} of ${entry.dir} (${error})`)
  }
}
