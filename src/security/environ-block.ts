/**
 * The environment block a process was started with, as `/proc/<pid>/environ`
 * shows it to every process of the same user. Deleting a key from
 * `process.env` does not change that block, so a command the agent runs
 * without a sandbox (`sandbox: none`) could read the action's token there
 * (docs/security.md item 5). This module overwrites the values of chosen
 * variables in the block itself, through `/proc/<pid>/mem`.
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs'

/** One variable whose value was wiped from the block. */
interface ScrubbedVariable {
  name: string
  /** Bytes overwritten. */
  bytes: number
}

/**
 * Overwrites with NUL bytes the value of every variable of the environment
 * block of `pid` for which `shouldScrub(name)` holds. Linux only; throws
 * when `/proc` or the memory of the process cannot be written (a hardened
 * kernel, another user's process).
 *
 * For the action's own process (`'self'`), call {@link keepInProcessEnv}
 * first: libc's `environ` still points into the block until each variable
 * is set again.
 */
export function scrubEnvironBlock(
  pid: number | 'self',
  shouldScrub: (name: string) => boolean
): ScrubbedVariable[] {
  const proc = `/proc/${pid}`
  const block = readFileSync(`${proc}/environ`)
  const start = environStart(readFileSync(`${proc}/stat`, 'utf8'))
  const scrubbed: ScrubbedVariable[] = []
  const fd = openSync(`${proc}/mem`, 'r+')
  try {
    let offset = 0
    while (offset < block.length) {
      let end = block.indexOf(0, offset)
      if (end < 0) end = block.length
      const entry = block.subarray(offset, end)
      const equals = entry.indexOf(0x3d)
      if (equals > 0) {
        const name = entry.subarray(0, equals).toString('utf8')
        const length = entry.length - equals - 1
        if (length > 0 && shouldScrub(name)) {
          writeSync(
            fd,
            Buffer.alloc(length),
            0,
            length,
            start + offset + equals + 1
          )
          scrubbed.push({ name, bytes: length })
        }
      }
      offset = end + 1
    }
  } finally {
    closeSync(fd)
  }
  return scrubbed
}

/**
 * Sets each of `names` again in `process.env` (to the value it has), so
 * libc's `environ` points at fresh copies outside the start-up block and
 * the process keeps every value it needs after the block is wiped.
 */
export function keepInProcessEnv(names: readonly string[]): void {
  for (const name of names) {
    const value = process.env[name]
    if (value === undefined) continue
    // setenv(3) copies the string: environ[i] then points at the copy.
    process.env[name] = value
  }
}

/** `env_start` of `/proc/<pid>/stat` (field 51 counted after the command name). */
function environStart(stat: string): number {
  // The command name may hold spaces and parentheses: fields start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state); env_start is field 50 (1-based).
  const value = Number(fields[50 - 3])
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error('/proc/<pid>/stat has no env_start')
  return value
}
