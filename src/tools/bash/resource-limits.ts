/**
 * Resource limits of every bash command, in every sandbox mode
 * (docs/security.md item 16): tasks, memory, file size and CPU time, set
 * with `prlimit` (the hard limit at the soft one, or just above it for CPU
 * time, so a command cannot raise them) just before bash starts; core
 * dumps are off, so a process a limit kills leaves no core file in the
 * workspace.
 */
import { countTasks } from './process-table.js'

/** What each command may use. */
export interface ResourceLimits {
  /**
   * Tasks (processes and threads) the command's uid may have on top of
   * those it has when the command starts. RLIMIT_NPROC counts every task of
   * the uid on the machine, the runner's and the action's own included, so
   * the limit is that count plus this headroom, taken for each command. Not
   * enforced for uid 0 (the kernel exempts root).
   */
  processHeadroom: number
  /**
   * RLIMIT_DATA of each process, in bytes: its heap and private writable
   * mappings. Not RLIMIT_AS: address space that is only reserved (Node's
   * WebAssembly guard regions, the JVM's heap reservation) would count, and
   * `fetch` in Node fails under a 4 GiB RLIMIT_AS.
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
 * Tasks on top of the uid's current count. Threads count as tasks, and a
 * JVM or Node process has tens of them, so a parallel build or test run
 * needs a few hundred; a fork flood stops here.
 */
export const DEFAULT_PROCESS_HEADROOM = 512

/** 4 GiB per process: a large build or test run fits, a multi-GB bomb does not. */
export const DEFAULT_MEMORY_BYTES = 4 * 1024 ** 3

/** 1 GiB per file. */
export const DEFAULT_FILE_SIZE_BYTES = 1024 ** 3

/**
 * 30 minutes of CPU per process: three cores busy for the longest bash
 * timeout (600 s). Only a runaway loop, or one process keeping many cores
 * busy for the whole timeout, reaches it; the wall-clock timeout ends the
 * rest.
 */
export const DEFAULT_CPU_SECONDS = 1800

/** The limits every command gets unless the caller says otherwise. */
export const DEFAULT_LIMITS: ResourceLimits = {
  processHeadroom: DEFAULT_PROCESS_HEADROOM,
  memoryBytes: DEFAULT_MEMORY_BYTES,
  fileSizeBytes: DEFAULT_FILE_SIZE_BYTES,
  cpuSeconds: DEFAULT_CPU_SECONDS
}

/** CPU seconds between SIGXCPU (the soft limit) and SIGKILL (the hard one). */
const CPU_KILL_AFTER_S = 5

/**
 * The `prlimit` argv prefix that runs a command under `limits` as `uid`
 * (the uid the command runs as, whose tasks are counted now).
 */
export function prlimitArgs(
  prlimit: string,
  limits: ResourceLimits,
  uid: number
): string[] {
  const processes = countTasks(uid) + limits.processHeadroom
  return [
    prlimit,
    `--nproc=${processes}`,
    `--data=${limits.memoryBytes}`,
    `--fsize=${limits.fileSizeBytes}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + CPU_KILL_AFTER_S}`,
    '--core=0',
    '--'
  ]
}

/** The limits in words, for the run summary. */
export function describeLimits(limits: ResourceLimits): string {
  return `per command at most ${limits.processHeadroom} more tasks, ${bytes(limits.memoryBytes)} of memory, ${bytes(limits.fileSizeBytes)} files and ${limits.cpuSeconds} s of CPU time per process`
}

export function bytes(value: number): string {
  if (value % 1024 ** 3 === 0) return `${value / 1024 ** 3} GiB`
  if (value % 1024 ** 2 === 0) return `${value / 1024 ** 2} MiB`
  return `${value} bytes`
}

/**
 * A line for the result when the command seems to have hit a limit: from
 * how it ended (SIGXCPU, SIGXFSZ, or bash's 152 and 153 for a child they
 * killed) or what it printed (a failed fork or allocation). '' when
 * nothing says so; a hint, not a proof, for the printed forms.
 */
export function limitNote(
  limits: ResourceLimits | null,
  exitCode: number,
  output: string
): string {
  if (!limits) return ''
  const notes: string[] = []
  if (exitCode === 152)
    notes.push(
      `[a process used up its CPU-time limit (${limits.cpuSeconds} s per process, RLIMIT_CPU) and was killed by SIGXCPU]`
    )
  if (exitCode === 153)
    notes.push(
      `[a process reached the file-size limit (${bytes(limits.fileSizeBytes)} per file, RLIMIT_FSIZE) and was killed by SIGXFSZ]`
    )
  if (
    /fork: (?:retry: )?Resource temporarily unavailable|[Cc]annot fork|can't fork|fork failed|spawn EAGAIN/.test(
      output
    )
  )
    notes.push(
      `[a process could not be started: the command probably reached its process limit (${limits.processHeadroom} more tasks)]`
    )
  if (
    /MemoryError|Cannot allocate memory|[Oo]ut of memory|allocation failed|std::bad_alloc|ENOMEM/.test(
      output
    )
  )
    notes.push(
      `[an allocation failed: the command probably reached its memory limit (${bytes(limits.memoryBytes)} per process, RLIMIT_DATA)]`
    )
  return notes.join('\n')
}
