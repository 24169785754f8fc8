/**
 * Resource limits of every bash command, in every sandbox mode
 * (docs/security.md item 16): tasks, memory and file size, set with
 * `prlimit` (soft and hard alike, so a command cannot raise them) just
 * before bash starts.
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

/** The limits every command gets unless the caller says otherwise. */
export const DEFAULT_LIMITS: ResourceLimits = {
  processHeadroom: DEFAULT_PROCESS_HEADROOM,
  memoryBytes: DEFAULT_MEMORY_BYTES,
  fileSizeBytes: DEFAULT_FILE_SIZE_BYTES
}

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
    '--'
  ]
}

/** The limits in words, for the run summary. */
export function describeLimits(limits: ResourceLimits): string {
  return `per command at most ${limits.processHeadroom} more tasks, ${bytes(limits.memoryBytes)} of memory and ${bytes(limits.fileSizeBytes)} files per process`
}

function bytes(value: number): string {
  if (value % 1024 ** 3 === 0) return `${value / 1024 ** 3} GiB`
  if (value % 1024 ** 2 === 0) return `${value / 1024 ** 2} MiB`
  return `${value} bytes`
}
