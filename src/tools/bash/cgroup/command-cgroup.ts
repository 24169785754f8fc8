/**
 * The cgroup of one command (docs/security.md item 16): every process the
 * command starts is in it, whatever it does with sessions, process groups,
 * its environment or namespaces, so the command is killed whole and its
 * caps count all its processes together.
 *
 * Killing: on cgroup v2 the kernel's `cgroup.kill`, which signals every
 * process whoever owns it (the root-owned launcher of the sudo sandbox
 * included); without it (kernels before 5.14) and on v1, freeze the cgroup,
 * SIGKILL every process in it (through `sudo` for those this process may
 * not signal), thaw, and repeat until it is empty. A frozen process cannot
 * fork or exit, so nothing slips between the listing and the kill, and a
 * pid cannot be reused while it is listed.
 */
import { rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { pause, readKey, readPids, readText, writeValue } from './files.js'
import { type Privilege, runAsRoot } from './privilege.js'

/** What the kernel counted for one command. */
export interface CgroupEvents {
  /** Times the command reached its memory cap: processes the OOM killer killed, or (cgroup v1, killer off) the command under OOM. */
  oomKills: number
  /** Forks refused because the command reached its process cap. */
  forksRefused: number
}

/** How a kill went. */
interface KillResult {
  /** Distinct processes that were in the cgroup when it was killed. */
  killed: number
  /** Processes still in it after every attempt (0 unless something is badly wrong). */
  left: number
}

/** One command's cgroup. */
export interface CommandCgroup {
  /** The `cgroup.procs` files a launcher running as root writes `0` to, to enter it. */
  readonly procsFiles: readonly string[]
  /** The pids in it now. */
  pids(): number[]
  /** Sends `signal` to every process in it that this process may signal. */
  signal(signal: NodeJS.Signals): void
  /** Kills every process in it and waits until it is empty. Never rejects. */
  kill(): Promise<KillResult>
  /** The kernel's counters; read before {@link close}. */
  events(): CgroupEvents
  /**
   * For a command whose watcher kills it whole when it is under OOM: on v1
   * (no `memory.oom.group`, and a killer that takes one process while the
   * rest runs on) the OOM killer is turned off, so a process at the cap
   * waits until the watcher kills the command. v2 kills the whole cgroup
   * itself; nothing to do. Best effort.
   */
  holdAtMemoryCap(): void
  /**
   * Kills, then removes the cgroup: once removed nothing can enter it, so a
   * launcher that had not entered yet fails instead of running uncapped.
   */
  close(): Promise<KillResult>
}

/** Where one command's cgroup is. */
export interface CommandCgroupSpec {
  version: 1 | 2
  /** v2: one directory; v1: one per controller (`pids`, `memory`, `freezer`). */
  dirs: { controller: string; dir: string }[]
  privilege: Privilege
}

/** How long a kill keeps trying before it reports what is left. */
const KILL_PASSES = 200

/** A handle on an existing command cgroup (see `cgroup-session.ts` for making one). */
export function commandCgroup(spec: CommandCgroupSpec): CommandCgroup {
  const { version, privilege } = spec
  const dirs = spec.dirs.map((entry) => entry.dir)
  const dirOf = (controller: string) =>
    spec.dirs.find((entry) => entry.controller === controller)?.dir
  const pids = (): number[] => [...new Set(dirs.flatMap(readPids))]
  const populated = (): boolean =>
    version === 2
      ? readKey(join(dirs[0], 'cgroup.events'), 'populated') > 0
      : pids().length > 0
  const freezer = freezerOf(version, dirOf)
  const killOnce = (seen: Set<number>): Promise<void> =>
    killListed({ version, dir: dirs[0], pids, freezer, privilege }, seen)

  const kill = async (): Promise<KillResult> => {
    const seen = new Set<number>()
    for (let pass = 0; pass < KILL_PASSES && populated(); pass += 1) {
      await killOnce(seen)
      if (!populated()) break
      await pause(pass < 20 ? 5 : 25)
    }
    return {
      killed: seen.size,
      left: populated() ? Math.max(1, pids().length) : 0
    }
  }

  return {
    procsFiles: dirs.map((dir) => join(dir, 'cgroup.procs')),
    pids,
    signal(signal) {
      for (const pid of pids()) {
        try {
          process.kill(pid, signal)
        } catch {
          // gone, or root's
        }
      }
    },
    kill,
    events: () => readEvents(version, dirOf),
    holdAtMemoryCap: () => {
      const memory = version === 1 ? dirOf('memory') : undefined
      if (memory) writeValue(join(memory, 'memory.oom_control'), '1')
    },
    async close() {
      const result = await kill()
      for (const dir of dirs) await removeDir(dir, kill)
      return result
    }
  }
}

/** The file that freezes a command's cgroup, or undefined (v1 without a freezer). */
function freezerOf(
  version: 1 | 2,
  dirOf: (controller: string) => string | undefined
): Freezer | undefined {
  if (version === 2) {
    const dir = dirOf('') as string
    return { file: join(dir, 'cgroup.freeze'), frozen: '1', thawed: '0' }
  }
  const dir = dirOf('freezer')
  return dir
    ? { file: join(dir, 'freezer.state'), frozen: 'FROZEN', thawed: 'THAWED' }
    : undefined
}

interface Freezer {
  file: string
  frozen: string
  thawed: string
}

/** One pass of a kill: `cgroup.kill` where it exists, else freeze, SIGKILL each listed pid, thaw. */
async function killListed(
  cgroup: {
    version: 1 | 2
    dir: string
    pids: () => number[]
    freezer: Freezer | undefined
    privilege: Privilege
  },
  seen: Set<number>
): Promise<void> {
  const { version, dir, pids, freezer, privilege } = cgroup
  if (version === 2) {
    // Counted first: once killed they are gone from the list.
    const listed = pids()
    if (writeValue(join(dir, 'cgroup.kill'), '1') === '') {
      for (const pid of listed) seen.add(pid)
      return
    }
  }
  const frozen = freezer ? await freeze(freezer) : false
  const notOurs: number[] = []
  for (const pid of pids()) {
    seen.add(pid)
    try {
      process.kill(pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EPERM') notOurs.push(pid)
    }
  }
  // Root's processes (the sudo sandbox's launcher) need root to kill.
  if (notOurs.length > 0 && privilege.kind === 'sudo')
    await runAsRoot(privilege, 'kill -9 "$@"', notOurs.map(String))
  if (freezer && frozen) writeValue(freezer.file, freezer.thawed)
}

/** Freezes through `file` and waits until the kernel says it is frozen; false when it cannot. */
async function freeze(freezer: {
  file: string
  frozen: string
}): Promise<boolean> {
  if (writeValue(freezer.file, freezer.frozen) !== '') return false
  const isV2 = freezer.frozen === '1'
  for (let tries = 0; tries < 200; tries += 1) {
    const state = isV2
      ? readKey(
          freezer.file.replace(/cgroup\.freeze$/, 'cgroup.events'),
          'frozen'
        )
      : readText(freezer.file).trim()
    if (isV2 ? state === 1 : state === 'FROZEN') return true
    await pause(tries < 20 ? 1 : 10)
  }
  // Kill anyway: SIGKILL reaches a process that is still freezing.
  return true
}

function readEvents(
  version: 1 | 2,
  dirOf: (controller: string) => string | undefined
): CgroupEvents {
  if (version === 2) {
    const dir = dirOf('') as string
    return {
      oomKills: readKey(join(dir, 'memory.events'), 'oom_kill'),
      forksRefused: readKey(join(dir, 'pids.events'), 'max')
    }
  }
  const memory = dirOf('memory')
  const pids = dirOf('pids')
  return {
    // With the OOM killer off a process at the cap waits (`under_oom`):
    // the watcher kills the command whole.
    oomKills: memory
      ? readKey(join(memory, 'memory.oom_control'), 'oom_kill') +
        readKey(join(memory, 'memory.oom_control'), 'under_oom')
      : 0,
    forksRefused: pids ? readKey(join(pids, 'pids.events'), 'max') : 0
  }
}

/** Removes a cgroup directory, killing again while the kernel still counts a task in it. */
async function removeDir(
  dir: string,
  kill: () => Promise<KillResult>
): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      rmdirSync(dir)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // Gone already; or not ours to remove (then nothing more to try).
      if (code !== 'EBUSY') return
    }
    await kill()
    await pause(10)
  }
}
