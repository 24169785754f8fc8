/**
 * Programs the action runs itself (git, bash, sudo, bwrap, …), resolved to
 * absolute paths once, before the agent's tools run (docs/security.md
 * item 7): a `git` that bash later puts early on PATH, or writes into a PATH
 * directory it can write, is never the one the action runs after the loop.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'

const pinned = new Map<string, string | null>()

/** Every program the action may run itself, pinned at start-up. */
export const ACTION_PROGRAMS = [
  'git',
  'bash',
  'sh',
  'env',
  'python3',
  'rg',
  'bwrap',
  'sudo',
  'unshare',
  'setpriv',
  'prlimit',
  'choom'
]

/** Directories searched when PATH is unset. */
const FALLBACK_PATH =
  '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

/**
 * The absolute path of `name` from PATH as it was at the first call for
 * that name, or null when it is not installed. Later calls return the same
 * answer whatever PATH or the file system say by then.
 */
export function programPath(name: string): string | null {
  if (pinned.has(name)) return pinned.get(name) ?? null
  const found = isAbsolute(name) ? executable(name) : search(name)
  pinned.set(name, found)
  return found
}

/** Like {@link programPath}, but the bare name when it is not installed (spawn then fails with ENOENT). */
export function program(name: string): string {
  return programPath(name) ?? name
}

/** Resolves every name now; call before the agent's tools run. */
export function pinPrograms(names: readonly string[]): void {
  for (const name of names) programPath(name)
}

function search(name: string): string | null {
  const dirs = (process.env.PATH || FALLBACK_PATH)
    .split(delimiter)
    .filter((dir) => isAbsolute(dir))
  for (const dir of dirs) {
    const found = executable(join(dir, name))
    if (found) return found
  }
  return null
}

function executable(file: string): string | null {
  try {
    accessSync(file, constants.X_OK)
    const real = realpathSync(file)
    return statSync(real).isFile() ? file : null
  } catch {
    return null
  }
}
