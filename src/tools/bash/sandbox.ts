/**
 * The process boundary of the bash tool (docs/security.md item 5): bubblewrap where
 * it works, with its own PID namespace and /proc (so the action's
 * `/proc/<pid>/environ` is out of reach), no network unless allowed, a
 * read-only root and a writable workspace, scratch home and temp dir.
 */
import { spawn } from 'node:child_process'
import { constants } from 'node:fs'
import { access, lstat, realpath } from 'node:fs/promises'
import { delimiter, join, sep } from 'node:path'
import { errorMessage } from '../../shared/errors.js'
import { DEFAULT_PATH } from './tool-env.js'

/** `auto`: bubblewrap where it works; `bwrap`: required; `none`: never. */
export type SandboxMode = 'auto' | 'bwrap' | 'none'

/** How tool commands are run. */
export interface Sandbox {
  kind: 'bwrap' | 'none'
  /** One plain sentence for the run summary, saying what protected bash. */
  description: string
  /** Whether commands can reach the network. */
  network: boolean
  /**
   * The program and arguments that run `command` inside the sandbox. Spawn
   * it with `env` as its environment too: under bubblewrap the sandbox's
   * PID 1 is bwrap itself, whose environ is readable inside.
   */
  wrap(
    command: string[],
    options: { cwd: string; env: Record<string, string> }
  ): { file: string; args: string[] }
}

/** Inputs of {@link detectSandbox}. */
export interface DetectSandboxOptions {
  mode: SandboxMode
  /** Workspace, bound read-write. */
  workspace: string
  /** Scratch home, bound read-write. */
  home: string
  /** Temp dir, bound read-write. */
  tmpDir: string
  /** Let commands reach the network (no `--unshare-net`). */
  network: boolean
  /** bubblewrap binary; default `bwrap` from PATH. */
  bwrapPath?: string
  /**
   * More host paths to hide (e.g. the runner's `_work/_temp`), in addition
   * to `/root`, `/home`, `/run/secrets` and the Docker socket. Directories
   * get an empty tmpfs, files `/dev/null`; missing paths are skipped.
   */
  hide?: string[]
  /** Host paths bound back read-only after hiding (e.g. the tool-output dir). */
  readOnly?: string[]
  /** How long the probe may take; default 10 s. */
  probeTimeoutMs?: number
}

const DEFAULT_HIDDEN = [
  '/root',
  '/home',
  '/run/secrets',
  '/run/docker.sock',
  '/var/run/docker.sock'
]

const SCRUBBED_ONLY = 'bash ran with a scrubbed environment only'

/**
 * Picks how bash runs. In `auto` and `bwrap` modes bubblewrap is probed by
 * running `true` with exactly the flags real commands get; nothing is cached.
 * `auto` falls back to no sandbox and says why; `bwrap` throws instead.
 */
export async function detectSandbox(
  options: DetectSandboxOptions
): Promise<Sandbox> {
  if (options.mode === 'none') {
    return noSandbox(`no sandbox (sandbox: none); ${SCRUBBED_ONLY}`)
  }
  const reason = await probe(options)
  if (typeof reason !== 'string') return reason
  if (options.mode === 'bwrap') {
    throw new Error(
      `sandbox: bwrap was requested but bubblewrap does not work here: ${reason}. Install bubblewrap (apt-get install bubblewrap) or set sandbox: auto`
    )
  }
  return noSandbox(`no sandbox: ${reason}; ${SCRUBBED_ONLY}`)
}

/** The sandbox when it works, or why it does not. */
async function probe(options: DetectSandboxOptions): Promise<Sandbox | string> {
  if (process.platform !== 'linux') {
    return `bubblewrap needs Linux (this is ${process.platform})`
  }
  const file = await findBwrap(options.bwrapPath)
  if (!file) {
    return options.bwrapPath
      ? `${options.bwrapPath} is not an executable file`
      : 'bubblewrap is not installed'
  }
  let sandbox: BwrapSandbox
  try {
    sandbox = await bwrapSandbox(file, options)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  const env = { PATH: DEFAULT_PATH }
  const { args } = sandbox.wrap(['true'], { cwd: sandbox.workspace, env })
  const failure = await runProbe(file, args, env, options.probeTimeoutMs)
  return failure === null ? sandbox : failure
}

async function findBwrap(explicit?: string): Promise<string | undefined> {
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

type BwrapSandbox = Sandbox & { workspace: string }

async function bwrapSandbox(
  file: string,
  options: DetectSandboxOptions
): Promise<BwrapSandbox> {
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
  return {
    kind: 'bwrap',
    network,
    workspace,
    description: `bash ran inside bubblewrap (own PID namespace and /proc, ${network ? 'network allowed' : 'no network'}; read-only system, writable workspace, scratch home and temp dir)`,
    wrap(command, { cwd, env }) {
      const args = [...flags, '--chdir', cwd, '--clearenv']
      for (const [name, value] of Object.entries(env)) {
        args.push('--setenv', name, value)
      }
      return { file, args: [...args, '--', ...command] }
    }
  }
}

function noSandbox(description: string): Sandbox {
  return {
    kind: 'none',
    network: true,
    description,
    wrap(command) {
      return { file: command[0], args: command.slice(1) }
    }
  }
}

async function existingRealPath(path: string): Promise<string | undefined> {
  try {
    return await realpath(path)
  } catch {
    return undefined
  }
}

function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep)
}

/** Runs the probe; null when it worked, else a short reason. */
function runProbe(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 10_000
): Promise<string | null> {
  return new Promise((resolve) => {
    let stderr = ''
    let settled = false
    const done = (result: string | null): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const child = spawn(file, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe']
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      done(`the probe did not finish within ${timeoutMs} ms`)
    }, timeoutMs)
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk
    })
    child.on('error', (error) => done(errorMessage(error)))
    child.on('close', (code, signal) => {
      if (code === 0) return done(null)
      const message = stderr.trim().split('\n')[0]?.slice(0, 300)
      done(
        message ||
          (signal ? `the probe was killed by ${signal}` : `exit code ${code}`)
      )
    })
  })
}
