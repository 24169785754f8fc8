/**
 * The bubblewrap backend (docs/security.md item 5): its own PID namespace
 * and /proc (so the action's `/proc/<pid>/environ` is out of reach), no
 * network unless allowed, a read-only root and a writable workspace,
 * scratch home and temp dir.
 */
import { constants } from 'node:fs'
import { access, lstat, realpath } from 'node:fs/promises'
import { delimiter, join, sep } from 'node:path'
import { launchAsUser } from '../cgroup/index.js'
import { limitsPhrase, wholeCommand } from '../containment.js'
import { prlimitArgs, type ResourceLimits } from '../resource-limits.js'
import type {
  Containment,
  DetectSandboxOptions,
  Sandbox
} from './sandbox-types.js'

const DEFAULT_HIDDEN = [
  '/root',
  '/home',
  '/run/secrets',
  '/run/docker.sock',
  '/var/run/docker.sock'
]

/** The bwrap binary: the given one, else the first `bwrap` on PATH, else `/usr/bin/bwrap`. */
export async function findBwrap(
  explicit?: string
): Promise<string | undefined> {
  const candidates = explicit
    ? [explicit]
    : [
        ...(process.env.PATH ?? '')
          .split(delimiter)
          .filter((dir) => dir.startsWith('/'))
          .map((dir) => join(dir, 'bwrap')),
        '/usr/bin/bwrap'
      ]
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK)
      if ((await lstat(await realpath(candidate))).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

/** How commands are limited: the `prlimit` binary (null: not installed) and the limits. */
export interface LimitSetting {
  prlimit: string | null
  limits: ResourceLimits
}

/** The bubblewrap sandbox for these options (not yet probed). */
export async function bwrapSandbox(
  file: string,
  options: DetectSandboxOptions,
  limit: LimitSetting,
  containment: Containment
): Promise<Sandbox & { workspace: string }> {
  const workspace = await realpath(options.workspace)
  const home = await realpath(options.home)
  const tmpDir = await realpath(options.tmpDir)
  const flags = [
    '--die-with-parent',
    '--new-session',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try'
  ]
  if (!options.network) flags.push('--unshare-net')
  flags.push('--ro-bind', '/', '/')
  flags.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp')
  const writable = [workspace, home, tmpDir].filter(
    (path, index, all) => all.indexOf(path) === index
  )
  const hides: string[][] = [[], []]
  const seen = new Set<string>()
  for (const path of [...DEFAULT_HIDDEN, ...(options.hide ?? [])]) {
    const target = await existingRealPath(path)
    if (!target || target === '/' || seen.has(target)) continue
    seen.add(target)
    const info = await lstat(target)
    const hide = info.isDirectory()
      ? ['--tmpfs', target]
      : ['--ro-bind', '/dev/null', target]
    // Hidden paths inside a writable dir must come after its bind.
    hides[writable.some((dir) => isInside(target, dir)) ? 1 : 0].push(...hide)
  }
  flags.push(...hides[0])
  for (const path of writable) flags.push('--bind', path, path)
  flags.push(...hides[1])
  for (const path of options.readOnly ?? []) {
    const target = await existingRealPath(path)
    if (target && !writable.some((dir) => isInside(target, dir))) {
      flags.push('--ro-bind', target, target)
    }
  }
  const network = options.network
  // bwrap keeps the uid (a user namespace maps it to itself, or root).
  const uid = process.getuid?.() ?? 0
  const limits = limit.prlimit ? limit.limits : null
  const whole = wholeCommand(containment)
  return {
    kind: 'bwrap',
    network,
    limits,
    cgroups: containment.cgroups,
    cgroupProblem: containment.cgroupProblem,
    workspace,
    description: `bash ran inside bubblewrap (own PID namespace and /proc, ${network ? 'network allowed' : 'no network'}; read-only system, writable workspace, scratch home and temp dir; ${limitsPhrase(limits, containment)})`,
    wrap(command, { cwd, env, cgroup }) {
      const args = [...flags, '--chdir', cwd, '--clearenv']
      for (const [name, value] of Object.entries(env)) {
        args.push('--setenv', name, value)
      }
      const limited =
        limit.prlimit && limits
          ? prlimitArgs(limit.prlimit, limits, uid, whole)
          : []
      const [first, ...rest] = launchAsUser(
        containment.privilege,
        cgroup,
        [file, ...args, '--', ...limited, ...command],
        env
      )
      return { file: first, args: rest }
    },
    close: async () => containment.cgroups?.close()
  }
}

/** The real path, or undefined when it does not exist. */
export async function existingRealPath(
  path: string
): Promise<string | undefined> {
  try {
    return await realpath(path)
  } catch {
    return undefined
  }
}

function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep)
}
