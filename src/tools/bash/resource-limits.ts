/**
 * Resource limits of every bash command, in every sandbox mode
 * (docs/security.md item 16): tasks, memory, file size and CPU time, set
 * with `prlimit` (the hard limit at the soft one, or just above it for CPU
 * time, so a command cannot raise them) just before bash starts; core
 * dumps are off, so a process a limit kills leaves no core file in the
 * workspace.
 */
import { totalmem } from 'node:os'
import type { CgroupEvents } from './cgroup/index.js'
import { countTasks } from './process-table.js'

/** What each command may use. */
export interface ResourceLimits {
  /**
   * Processes and threads of one command (`command-processes`): with a
   * cgroup, all its processes together (`pids.max`); without one, tasks the
   * command's uid may have on top of those it has when the command starts
   * (RLIMIT_NPROC counts every task of the uid on the machine, the runner's
   * and the action's own included, and does not bind uid 0).
   */
  processes: number
  /**
   * Memory of one command in bytes (`command-memory-mb`): with a cgroup,
   * all its processes together, no swap on top (`memory.max`); without one,
   * RLIMIT_DATA of each process (its heap and private writable mappings;
   * not RLIMIT_AS: address space that is only reserved, such as Node's
   * WebAssembly guard regions or the JVM's heap reservation, would count,
   * and `fetch` in Node fails under a 4 GiB RLIMIT_AS).
   */
  memoryBytes: number
  /** RLIMIT_FSIZE: the largest file a process may write or extend, in bytes. */
  fileSizeBytes: number
  /**
   * RLIMIT_CPU of each process, in seconds of CPU time (all its threads
   * together). At it the process gets SIGXCPU (exit 152); SIGKILL follows
   * 5 s of CPU later if it ignores that.
   */
  cpuSeconds: number
}

/**
 * Processes of one command (`command-processes`). Threads count too, and
 * a JVM or Node process has tens of them, so a parallel build or test run
 * needs a few hundred; a fork flood stops here.
 */
const DEFAULT_PROCESSES = 1024

/** Memory of one command (`command-memory-mb`): half the machine's. */
export function defaultMemoryBytes(total = totalmem()): number {
  return Math.floor(total / 2 / 1024 ** 2) * 1024 ** 2
}

/** 1 GiB per file. */
const DEFAULT_FILE_SIZE_BYTES = 1024 ** 3

/**
 * 30 minutes of CPU per process: three cores busy for the longest bash
 * timeout (600 s). Only a runaway loop, or one process keeping many cores
 * busy for the whole timeout, reaches it; the wall-clock timeout ends the
 * rest.
 */
const DEFAULT_CPU_SECONDS = 1800

/** The limits every command gets unless the caller says otherwise. */
export function defaultLimits(): ResourceLimits {
  return {
    processes: DEFAULT_PROCESSES,
    memoryBytes: defaultMemoryBytes(),
    fileSizeBytes: DEFAULT_FILE_SIZE_BYTES,
    cpuSeconds: DEFAULT_CPU_SECONDS
  }
}

/** Which of the caps a cgroup enforces for the whole command (none: all per process). */
export interface WholeCommand {
  memory: boolean
  processes: boolean
}

/** No cgroup: every cap is per process. */
export const PER_PROCESS: WholeCommand = { memory: false, processes: false }

/** CPU seconds between SIGXCPU (the soft limit) and SIGKILL (the hard one). */
const CPU_KILL_AFTER_S = 5

/**
 * The `prlimit` argv prefix that runs a command under `limits` as `uid`
 * (the uid the command runs as, whose tasks are counted now). The caps a
 * cgroup enforces for the whole command are not set again per process.
 */
export function prlimitArgs(
  prlimit: string,
  limits: ResourceLimits,
  uid: number,
  whole: WholeCommand = PER_PROCESS
): string[] {
  return [
    prlimit,
    ...(whole.processes
      ? []
      : [`--nproc=${countTasks(uid) + limits.processes}`]),
    ...(whole.memory ? [] : [`--data=${limits.memoryBytes}`]),
    `--fsize=${limits.fileSizeBytes}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + CPU_KILL_AFTER_S}`,
    '--core=0',
    '--'
  ]
}

/** The limits in words, for the run summary. */
export function describeLimits(
  limits: ResourceLimits,
  whole: WholeCommand = PER_PROCESS
): string {
  const memory = `${bytes(limits.memoryBytes)} of memory`
  const processes = `${limits.processes} processes`
  const perCommand = [
    whole.processes ? processes : '',
    whole.memory ? `${memory} (no swap)` : ''
  ].filter(Boolean)
  const perProcess = [
    whole.processes ? '' : `${processes} more of its user`,
    whole.memory ? '' : memory,
    `${bytes(limits.fileSizeBytes)} files`,
    `${limits.cpuSeconds} s of CPU time`
  ].filter(Boolean)
  const head = perCommand.length
    ? `each command at most ${perCommand.join(' and ')} for all its processes together, and `
    : ''
  return `${head}per process at most ${perProcess.join(', ')}`
}

export function bytes(value: number): string {
  if (value % 1024 ** 3 === 0) return `${value / 1024 ** 3} GiB`
  if (value % 1024 ** 2 === 0) return `${value / 1024 ** 2} MiB`
  return `${value} bytes`
}

/**
 * A line for the result when the command hit a limit: from the cgroup's
 * counters (exact: out of memory, forks refused), how it ended (SIGXCPU,
 * SIGXFSZ, or bash's 152 and 153 for a child they killed) or what it
 * printed (a failed fork or allocation; a hint, not a proof). '' when
 * nothing says so.
 */
export function limitNote(
  limits: ResourceLimits | null,
  exitCode: number,
  output: string,
  events: CgroupEvents | null = null,
  whole: WholeCommand = PER_PROCESS
): string {
  if (!limits) return ''
  const notes: string[] = []
  if (events && events.oomKills > 0)
    notes.push(
      `[the command ran out of memory: all its processes together reached ${bytes(limits.memoryBytes)}, its cap (command-memory-mb), and it was killed. Use less memory at once, e.g. fewer parallel jobs]`
    )
  if (events && events.forksRefused > 0)
    notes.push(
      `[${events.forksRefused} process start${events.forksRefused === 1 ? ' was' : 's were'} refused: the command reached its cap of ${limits.processes} processes and threads for all its processes together (command-processes)]`
    )
  if (exitCode === 152)
    notes.push(
      `[a process used up its CPU-time limit (${limits.cpuSeconds} s per process, RLIMIT_CPU) and was killed by SIGXCPU]`
    )
  if (exitCode === 153)
    notes.push(
      `[a process reached the file-size limit (${bytes(limits.fileSizeBytes)} per file, RLIMIT_FSIZE) and was killed by SIGXFSZ]`
    )
  if (
    !whole.processes &&
    /fork: (?:retry: )?Resource temporarily unavailable|[Cc]annot fork|can't fork|fork failed|spawn EAGAIN/.test(
      output
    )
  )
    notes.push(
      `[a process could not be started: the command probably reached its process limit (${limits.processes} more tasks of its user)]`
    )
  if (
    !whole.memory &&
    /MemoryError|Cannot allocate memory|[Oo]ut of memory|allocation failed|std::bad_alloc|ENOMEM/.test(
      output
    )
  )
    notes.push(
      `[an allocation failed: the command probably reached its memory limit (${bytes(limits.memoryBytes)} per process, RLIMIT_DATA)]`
    )
  return notes.join('\n')
}
