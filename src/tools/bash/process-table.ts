/**
 * What /proc says about the processes of this machine (Linux only): who
 * started whom, when, in which group and session, as which user. The
 * leftover sweep (`leftovers.ts`) and the process limit
 * (`resource-limits.ts`) read it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { endianness } from 'node:os'

/** One process, from `/proc/<pid>/stat`. */
export interface ProcessInfo {
  pid: number
  ppid: number
  /** Process group id. */
  pgid: number
  /** Session id. */
  sid: number
  /** Start time in clock ticks since boot (field 22 of `stat`). */
  start: number
  /** True for a zombie: dead, waiting to be reaped. */
  zombie: boolean
}

/** The pids /proc lists now; none where there is no /proc. */
export function listPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
  } catch {
    return []
  }
}

/** Every process /proc lists now, by pid; empty where there is no /proc. */
export function readProcessTable(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>()
  for (const pid of listPids()) {
    const info = readProcess(pid)
    if (info) table.set(info.pid, info)
  }
  return table
}

/** One process, or undefined when it is gone. */
export function readProcess(pid: number): ProcessInfo | undefined {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name (field 2) may hold spaces and parentheses: the fields
  // that follow start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    pid,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    sid: Number(fields[3]),
    start: Number(fields[19]),
    zombie: fields[0] === 'Z'
  }
}

/** The real uid and thread count of a process, from `status`. */
export function readOwner(
  pid: number
): { uid: number; threads: number } | undefined {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const uid = /^Uid:\s+(\d+)/m.exec(status)
  const threads = /^Threads:\s+(\d+)/m.exec(status)
  if (!uid) return undefined
  return { uid: Number(uid[1]), threads: threads ? Number(threads[1]) : 1 }
}

/** The cgroup lines of a process ('' when unreadable). */
export function readCgroup(pid: number | 'self'): string {
  try {
    return readFileSync(`/proc/${pid}/cgroup`, 'utf8')
  } catch {
    return ''
  }
}

/** Tasks (threads included) whose real uid is `uid`: what RLIMIT_NPROC counts. */
export function countTasks(uid: number): number {
  let count = 0
  for (const pid of listPids()) {
    const owner = readOwner(pid)
    if (owner?.uid === uid) count += owner.threads
  }
  return count
}

const AT_CLKTCK = 17n

let ticksPerSecond: number | undefined

/** Clock ticks per second (`sysconf(_SC_CLK_TCK)`), from the auxiliary vector; 100 when unreadable. */
function clockTicksPerSecond(): number {
  if (ticksPerSecond !== undefined) return ticksPerSecond
  ticksPerSecond = 100
  try {
    const auxv = readFileSync('/proc/self/auxv')
    const read =
      endianness() === 'LE'
        ? (offset: number) => auxv.readBigUInt64LE(offset)
        : (offset: number) => auxv.readBigUInt64BE(offset)
    for (let offset = 0; offset + 16 <= auxv.length; offset += 16) {
      if (read(offset) === AT_CLKTCK) {
        const value = Number(read(offset + 8))
        if (value > 0) ticksPerSecond = value
        break
      }
    }
  } catch {
    // not Linux, or a 32-bit auxv: keep the usual 100
  }
  return ticksPerSecond
}

/**
 * Now, in the clock ticks since boot that `ProcessInfo.start` uses (from
 * `/proc/uptime`, the same boot-time clock); undefined without /proc.
 */
export function ticksSinceBoot(): number | undefined {
  try {
    const uptime = readFileSync('/proc/uptime', 'utf8').split(' ')[0]
    const [seconds, fraction = '0'] = uptime.split('.')
    const hundredths =
      Number(seconds) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
    return Math.floor((hundredths * clockTicksPerSecond()) / 100)
  } catch {
    return undefined
  }
}
