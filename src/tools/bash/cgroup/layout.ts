/**
 * Where this process could make cgroups for its commands
 * (docs/security.md item 16): read from `/proc/self/mountinfo` (which
 * hierarchies are mounted where) and `/proc/self/cgroup` (where this
 * process sits in each). Pure but for {@link readCgroupLayout}.
 *
 * - cgroup v2 (the unified hierarchy, as on GitHub-hosted `ubuntu-24.04`):
 *   the commands' cgroups are made beside this process's own, under its
 *   parent. A cgroup that holds processes cannot hand controllers to
 *   children (the "no internal processes" rule), so they cannot go under
 *   our own cgroup; the parent holds none and already gives its children
 *   `memory` and `pids` where systemd enables them.
 * - cgroup v1 (separate `pids`, `memory` and `freezer` hierarchies, as on
 *   older distributions and this project's CI machines): under this
 *   process's own cgroup in each hierarchy, so whatever limits that cgroup
 *   has (a container's) still bind the commands.
 *
 * Where both exist (a "hybrid" host: v1 controllers and an empty v2
 * hierarchy), v1 wins when it has the `memory` or `pids` controller: v2
 * then has no controller to cap with.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The v1 controllers used: caps (`pids`, `memory`) and a stop-the-world for killing (`freezer`). */
const V1_CONTROLLERS = ['pids', 'memory', 'freezer'] as const

/** One of {@link V1_CONTROLLERS}. */
type V1Controller = (typeof V1_CONTROLLERS)[number]

/** Where the session's cgroups are made. */
export type CgroupLayout =
  /** cgroup v2: `parent` is the directory the session's cgroup is made in. */
  | { version: 2; parent: string }
  /** cgroup v1: per controller, the directory the session's cgroup is made in. */
  | { version: 1; parents: Partial<Record<V1Controller, string>> }

/** One cgroup mount from mountinfo. */
interface CgroupMount {
  /** Where it is mounted. */
  mountPoint: string
  /** The path inside the hierarchy that is mounted there (usually `/`). */
  root: string
  version: 1 | 2
  /** v1: the controllers of this hierarchy (from the super options). */
  controllers: string[]
}

/**
 * The layout, from the texts of `/proc/self/mountinfo` and
 * `/proc/self/cgroup`, or why there is none.
 */
export function parseCgroupLayout(
  mountinfo: string,
  cgroup: string
): CgroupLayout | string {
  const mounts = parseMounts(mountinfo)
  const own = parseOwnCgroups(cgroup)
  const parents: Partial<Record<V1Controller, string>> = {}
  for (const controller of V1_CONTROLLERS) {
    const mount = mounts.find(
      (entry) => entry.version === 1 && entry.controllers.includes(controller)
    )
    const where = mount && own.v1.get(controller)
    if (mount && where !== undefined) {
      const dir = inMount(mount, where)
      if (dir) parents[controller] = dir
    }
  }
  if (parents.memory || parents.pids) return { version: 1, parents }
  const unified = mounts.find((entry) => entry.version === 2)
  if (unified && own.v2 !== undefined) {
    const dir = inMount(unified, own.v2)
    if (!dir) return 'this process sits outside the mounted cgroup v2 tree'
    // Beside our own cgroup: its parent, or the root when we are at it.
    return {
      version: 2,
      parent: dir === unified.mountPoint ? dir : path.dirname(dir)
    }
  }
  if (mounts.length === 0) return 'no cgroup file system is mounted'
  return 'no cgroup hierarchy has the memory or pids controller'
}

/** {@link parseCgroupLayout} of this process; a reason where /proc is unreadable. */
export function readCgroupLayout(): CgroupLayout | string {
  if (process.platform !== 'linux')
    return `cgroups need Linux (this is ${process.platform})`
  try {
    return parseCgroupLayout(
      readFileSync('/proc/self/mountinfo', 'utf8'),
      readFileSync('/proc/self/cgroup', 'utf8')
    )
  } catch (error) {
    return `cannot read /proc/self/mountinfo or /proc/self/cgroup (${(error as Error).message})`
  }
}

/** The cgroup mounts of a mountinfo text. */
function parseMounts(mountinfo: string): CgroupMount[] {
  const mounts: CgroupMount[] = []
  for (const line of mountinfo.split('\n')) {
    // `id parent major:minor root mountpoint options [optional...] - type source superoptions`
    const [left, right] = line.split(' - ')
    if (!left || !right) continue
    const fields = left.split(' ')
    const [type, , superOptions = ''] = right.split(' ')
    if (type !== 'cgroup' && type !== 'cgroup2') continue
    mounts.push({
      root: unescapeMountPath(fields[3] ?? '/'),
      mountPoint: unescapeMountPath(fields[4] ?? ''),
      version: type === 'cgroup2' ? 2 : 1,
      controllers: type === 'cgroup' ? superOptions.split(',') : []
    })
  }
  return mounts
}

/** Where this process is: per v1 controller, and in v2. */
function parseOwnCgroups(cgroup: string): {
  v1: Map<string, string>
  v2?: string
} {
  const v1 = new Map<string, string>()
  let v2: string | undefined
  for (const line of cgroup.split('\n')) {
    const first = line.indexOf(':')
    const second = line.indexOf(':', first + 1)
    if (first < 0 || second < 0) continue
    const list = line.slice(first + 1, second)
    const where = line.slice(second + 1)
    if (line.slice(0, first) === '0' && list === '') v2 = where
    else for (const name of list.split(',')) v1.set(name, where)
  }
  return v2 === undefined ? { v1 } : { v1, v2 }
}

/** The directory of cgroup `where` under a mount; null when it is not inside the mounted part. */
function inMount(mount: CgroupMount, where: string): string | null {
  const root = mount.root === '/' ? '' : mount.root
  if (root && where !== root && !where.startsWith(`${root}/`)) return null
  const rest = where.slice(root.length).replace(/^\/+/, '')
  return rest ? path.join(mount.mountPoint, rest) : mount.mountPoint
}

/** mountinfo escapes space, tab, newline and backslash as octal. */
function unescapeMountPath(text: string): string {
  return text.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8))
  )
}
