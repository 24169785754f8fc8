// Whether bash can be sandboxed on this machine, asked the way the action's
// `sandbox: auto` asks (src/tools/bash/sandbox/sandbox.ts): bubblewrap
// (the first `bwrap` on PATH, else /usr/bin/bwrap) running `true` in its own
// PID, IPC, UTS and network namespaces over a read-only root; else
// passwordless `sudo` making the PID, mount, IPC, UTS and network
// namespaces of the sudo backend. Where neither works the action offers no
// bash, and the demo's recorded `bash` calls would fail.
import { spawn } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'

const BWRAP_FLAGS = [
  '--die-with-parent',
  '--new-session',
  '--unshare-pid',
  '--unshare-ipc',
  '--unshare-uts',
  '--unshare-cgroup-try',
  '--unshare-net',
  '--ro-bind',
  '/',
  '/',
  '--proc',
  '/proc',
  '--dev',
  '/dev',
  '--tmpfs',
  '/tmp'
]
const SUDO_NAMESPACES = [
  '--pid',
  '--fork',
  '--mount-proc',
  '--mount',
  '--net',
  '--ipc',
  '--uts',
  '--kill-child'
]

/** The first executable regular file among `candidates`. */
function firstExecutable(candidates) {
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK)
      if (statSync(file).isFile()) return file
    } catch {
      // not this one
    }
  }
  return null
}

/** `name` on `path` (absolute entries only), or null. */
function onPath(name, path) {
  return firstExecutable(
    (path ?? '')
      .split(delimiter)
      .filter((dir) => isAbsolute(dir))
      .map((dir) => join(dir, name))
  )
}

/** Runs `file args`: null when it exits 0, else the first line of why not. */
function attempt(file, args, env) {
  return new Promise((resolve) => {
    let stderr = ''
    const child = spawn(file, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe']
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (part) => {
      if (stderr.length < 2000) stderr += part
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve(error.message)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(null)
      else
        resolve(
          stderr.trim().split('\n')[0]?.slice(0, 200) ||
            (signal ? `killed by ${signal}` : `exit code ${code}`)
        )
    })
  })
}

async function bubblewrap(env) {
  const bwrap = firstExecutable(
    [onPath('bwrap', env.PATH), '/usr/bin/bwrap'].filter(Boolean)
  )
  if (!bwrap) return 'not installed'
  const truePath = onPath('true', env.PATH) ?? '/bin/true'
  return attempt(bwrap, [...BWRAP_FLAGS, '--', truePath], { PATH: env.PATH })
}

async function sudoNamespaces(env) {
  const sudo = onPath('sudo', env.PATH)
  if (!sudo) return 'sudo is not installed'
  for (const name of ['unshare', 'sh', 'setpriv', 'env'])
    if (!onPath(name, env.PATH)) return `${name} is not installed`
  const unshare = onPath('unshare', env.PATH)
  const truePath = onPath('true', env.PATH) ?? '/bin/true'
  return attempt(sudo, ['-n', unshare, ...SUDO_NAMESPACES, truePath], {
    PATH: env.PATH
  })
}

/**
 * `{ available: true, backend }` where bash can be sandboxed here, else
 * `{ available: false, reason }` with why neither backend works. Programs
 * are looked up on `env.PATH`, as the action (started with this PATH)
 * looks them up.
 */
export async function probeSandbox(env = process.env) {
  if (process.platform !== 'linux')
    return {
      available: false,
      reason: `bubblewrap and the sudo namespaces need Linux, this is ${process.platform}`
    }
  const bwrap = await bubblewrap(env)
  if (bwrap === null) return { available: true, backend: 'bubblewrap' }
  const sudo = await sudoNamespaces(env)
  if (sudo === null) return { available: true, backend: 'sudo namespaces' }
  return {
    available: false,
    reason: `bubblewrap: ${bwrap}; sudo namespaces: ${sudo}`
  }
}

/**
 * The one line said first, in the terminal and on the page, when the demo
 * runs the recording without a sandbox; `runner` is what it runs (the
 * action, or the CLI).
 */
export function noSandboxNotice(reason, runner = 'the action') {
  return `No sandbox for bash on this machine (${reason}), so this demo runs ${runner} with sandbox: none, and the recorded commands (node --test) run unsandboxed, as you, on the demo's own throwaway copy of the sample repository. That is safe only because the copy is thrown away and the commands are the recorded ones: a workflow keeps the default sandbox: auto.`
}
