/**
 * The sudo-namespace backend (docs/security.md item 5), for runners where
 * bubblewrap does not work but the user has passwordless `sudo`, as on
 * GitHub-hosted runners: AppArmor denies unprivileged user namespaces
 * there, root may still create namespaces. `sudo -n unshare` makes PID,
 * mount, IPC, UTS and (unless the network is allowed) network namespaces;
 * the fixed script of `namespace-setup.ts` builds the view and pivots into
 * it; `setpriv` then drops to the workspace owner with no capabilities, no
 * supplementary groups and no new privileges (so `sudo` inside fails), and
 * `prlimit` and `env -i` give the command its limits and exactly the tool
 * environment.
 */
import { rmdirSync } from 'node:fs'
import {
  chown,
  lstat,
  mkdtemp,
  readdir,
  readlink,
  stat
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { programPath } from '../../../shared/index.js'
import { type LimitSetting, existingRealPath } from './bwrap-sandbox.js'
import { mountPlan, SETUP_SCRIPT, type RootEntry } from './namespace-setup.js'
import { enterArgs } from '../cgroup/index.js'
import { limitsPhrase, wholeCommand } from '../containment.js'
import { prlimitArgs } from '../resource-limits.js'
import type {
  Containment,
  DetectSandboxOptions,
  Sandbox
} from './sandbox-types.js'

/** Hidden in the view besides what is never bound (`/home`, `/root`, `/run`, `/tmp`, …). */
const DEFAULT_HIDDEN = ['/var/tmp', '/var/run']

/** The programs the backend runs, resolved once. */
interface Programs {
  sudo: string
  unshare: string
  sh: string
  setpriv: string
  env: string
}

/**
 * The sudo-namespace sandbox for these options (not yet probed), or why it
 * cannot be built here.
 */
export async function sudoSandbox(
  options: DetectSandboxOptions,
  limit: LimitSetting,
  containment: Containment
): Promise<(Sandbox & { workspace: string }) | string> {
  const programs = findPrograms(options.sudoPath)
  if (typeof programs === 'string') return programs
  const dirs = await realDirs(options)
  if (typeof dirs === 'string') return dirs
  const owner = await stat(dirs.workspace)
  const self = process.getuid?.()
  if (self === 0 && owner.uid !== 0) {
    // The action runs as root: hand the scratch dirs to whom commands run as.
    for (const dir of [dirs.home, dirs.tmpDir]) {
      await chown(dir, owner.uid, owner.gid)
    }
  }
  const root = await rootMountPoint()
  const plan = await viewPlan(options, dirs)
  const network = options.network
  const limits = limit.prlimit ? limit.limits : null
  const setup: SudoSetup = {
    programs,
    root,
    plan,
    network,
    namespaces: namespaceArgs(network),
    drop: dropArgs(programs, owner),
    uid: owner.uid,
    prlimit: limit.prlimit && limits ? { file: limit.prlimit, limits } : null,
    whole: wholeCommand(containment)
  }
  return {
    kind: 'sudo',
    network,
    limits,
    cgroups: containment.cgroups,
    cgroupProblem: containment.cgroupProblem,
    workspace: dirs.workspace,
    description: `bash ran in namespaces made through sudo (own PID namespace and /proc, ${network ? 'network allowed' : 'no network'}; read-only system, runner paths hidden, writable workspace, scratch home and temp dir; as uid ${owner.uid} without sudo, capabilities or groups; ${limitsPhrase(limits, containment)})`,
    wrap: (command, how) => sudoCommand(setup, command, how),
    close: async () => containment.cgroups?.close()
  }
}

/** The workspace, scratch home and temp dir as real paths, or why not. */
async function realDirs(
  options: DetectSandboxOptions
): Promise<{ workspace: string; home: string; tmpDir: string } | string> {
  const workspace = await existingRealPath(options.workspace)
  const home = await existingRealPath(options.home)
  const tmpDir = await existingRealPath(options.tmpDir)
  if (!workspace || !home || !tmpDir) {
    return 'the workspace, scratch home or temp dir does not exist'
  }
  return { workspace, home, tmpDir }
}

/** The setup script's steps: the view of the filesystem commands get. */
async function viewPlan(
  options: DetectSandboxOptions,
  dirs: { workspace: string; home: string; tmpDir: string }
): Promise<string[]> {
  const hidden: string[] = []
  for (const path of [...DEFAULT_HIDDEN, ...(options.hide ?? [])]) {
    const real = await existingRealPath(path)
    if (real) hidden.push(real)
  }
  const readOnly: string[] = []
  for (const path of options.readOnly ?? []) {
    const real = await existingRealPath(path)
    if (real) readOnly.push(real)
  }
  // Where /etc/resolv.conf points (often under /run) stays readable, so
  // names resolve when the network is allowed.
  const resolv = await existingRealPath('/etc/resolv.conf')
  return mountPlan({
    system: await rootEntries(),
    writable: [dirs.workspace, dirs.home, dirs.tmpDir],
    tmpDir: dirs.tmpDir,
    readOnly,
    hidden,
    extraFiles: resolv && resolv !== '/etc/resolv.conf' ? [resolv] : []
  })
}

/** `unshare`'s namespaces: the network's only when it is not allowed. */
function namespaceArgs(network: boolean): string[] {
  const namespaces = ['--pid', '--fork', '--mount-proc', '--mount']
  if (!network) namespaces.push('--net')
  namespaces.push('--ipc', '--uts', '--kill-child')
  return namespaces
}

/** `setpriv` to the workspace owner, with no groups or capabilities. */
function dropArgs(
  programs: Programs,
  owner: { uid: number; gid: number }
): string[] {
  return [
    programs.setpriv,
    `--reuid=${owner.uid}`,
    `--regid=${owner.gid}`,
    '--clear-groups',
    '--no-new-privs',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--'
  ]
}

/** What every wrapped command of one sandbox shares. */
interface SudoSetup {
  programs: Programs
  /** The empty directory the new root is mounted on. */
  root: string
  /** The setup script's mount steps. */
  plan: string[]
  network: boolean
  namespaces: string[]
  /** The `setpriv` that drops to the workspace owner. */
  drop: string[]
  uid: number
  /** `prlimit` and the limits it sets; null without one. */
  prlimit: { file: string; limits: LimitSetting['limits'] } | null
  whole: ReturnType<typeof wholeCommand>
}

/** One command as sudo runs it in the namespaces. */
function sudoCommand(
  setup: SudoSetup,
  command: string[],
  { cwd, env, cgroup }: Parameters<Sandbox['wrap']>[1]
): { file: string; args: string[] } {
  const { programs, prlimit } = setup
  const limited = prlimit
    ? prlimitArgs(prlimit.file, prlimit.limits, setup.uid, setup.whole)
    : []
  // Everything here is on the command line of sudo and unshare, which
  // any process on the host can read in /proc/<pid>/cmdline. That is
  // fine because nothing here is secret: the paths, the command, and
  // the tool environment, which is an allowlist without secrets
  // (docs/security.md item 4). The action's own environment never
  // reaches sudo: it is spawned with the tool environment too.
  const assignments = Object.entries(env).map(
    ([name, value]) => `${name}=${value}`
  )
  // As root, first: into the command's cgroup (and first in line for
  // the OOM killer); then unshare, which dies with sudo (the parent
  // death signal), and its namespace with it (--kill-child), should
  // sudo be killed while its cgroup is not.
  const args = [
    '-n',
    '--',
    ...enterArgs(cgroup),
    programs.setpriv,
    '--pdeathsig=KILL',
    '--',
    programs.unshare,
    ...setup.namespaces,
    '--',
    programs.sh,
    '-c',
    SETUP_SCRIPT,
    'agent-sandbox',
    setup.root,
    cwd,
    setup.network ? 'host' : 'own',
    ...setup.plan,
    '--',
    ...setup.drop,
    ...limited,
    programs.env,
    '-i',
    ...assignments,
    ...command
  ]
  return { file: programs.sudo, args }
}

function findPrograms(sudoPath?: string): Programs | string {
  const sudo = programPath(sudoPath ?? 'sudo')
  if (!sudo) {
    return sudoPath
      ? `${sudoPath} is not an executable file`
      : 'sudo is not installed'
  }
  const found: Partial<Programs> = { sudo }
  for (const name of ['unshare', 'sh', 'setpriv', 'env'] as const) {
    const path = programPath(name)
    if (!path) return `${name} is not installed`
    found[name] = path
  }
  return found as Programs
}

let mountPoint: Promise<string> | undefined

/**
 * An empty directory the new root is mounted on inside the namespace (the
 * host only ever sees it empty); one per process, removed when it exits.
 */
function rootMountPoint(): Promise<string> {
  mountPoint ??= mkdtemp(join(tmpdir(), 'agent-sandbox-root-')).then((dir) => {
    process.once('exit', () => {
      try {
        rmdirSync(dir)
      } catch {
        // gone already
      }
    })
    return dir
  })
  return mountPoint
}

/** The host's top-level directories and symlinks. */
async function rootEntries(): Promise<RootEntry[]> {
  const entries: RootEntry[] = []
  for (const name of (await readdir('/')).sort()) {
    const info = await lstat(`/${name}`).catch(() => undefined)
    if (info?.isDirectory()) entries.push({ name, kind: 'dir' })
    else if (info?.isSymbolicLink()) {
      entries.push({ name, kind: 'link', target: await readlink(`/${name}`) })
    }
  }
  return entries
}
