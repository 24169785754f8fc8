/**
 * What the sandbox and process-cleanup tests share: stand-ins for a broken
 * bubblewrap and a sudo that asks for a password, the runner account,
 * looking processes up in /proc, and polling for the kernel to finish a
 * kill.
 */
import { spawnSync } from 'node:child_process'
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  detectSandbox,
  type Sandbox
} from '../src/tools/bash/sandbox/sandbox.js'

/** A `bwrap` that fails like the hosted runner's (AppArmor denies its user namespace). */
export function failingBwrap(dir: string): Promise<string> {
  return failingProgram(
    join(dir, 'failing-bwrap'),
    'bwrap: setting up uid map: Permission denied'
  )
}

/** A `sudo` that is not passwordless. */
export function failingSudo(dir: string): Promise<string> {
  return failingProgram(
    join(dir, 'failing-sudo'),
    'sudo: a password is required'
  )
}

/** An executable `file` that says `message` on stderr and exits 1. */
async function failingProgram(file: string, message: string): Promise<string> {
  await writeFile(file, `#!/bin/sh\necho "${message}" >&2\nexit 1\n`)
  await chmod(file, 0o755)
  return file
}

/** The `runner` user's uid and gid, or why the tests that need it skip. */
export function runnerAccount(): { uid: number; gid: number } | string {
  if (process.platform !== 'linux')
    return `needs Linux, not ${process.platform}`
  const uid = spawnSync('id', ['-u', 'runner'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'runner'], { encoding: 'utf8' })
  if (uid.status !== 0 || gid.status !== 0) return 'no runner user'
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/** Why passwordless `sudo` cannot be used here, or '' when it can. */
export function sudoProblem(): string {
  const result = spawnSync('sudo', ['-n', 'true'], { encoding: 'utf8' })
  if (result.error) return `sudo is not installed (${result.error.message})`
  if (result.status !== 0) {
    return `sudo -n true failed: ${result.stderr.trim().split('\n')[0]}`
  }
  return ''
}

/** True when the pid no longer exists or is a zombie (dead, not yet reaped). */
export async function isGone(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
  } catch {
    return true
  }
}

/** Live (non-zombie) processes whose argv contains `arg`. */
export async function processesWith(arg: string): Promise<number[]> {
  const found: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const argv = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split(
        '\0'
      )
      if (argv.includes(arg) && !(await isGone(Number(entry)))) {
        found.push(Number(entry))
      }
    } catch {
      // exited meanwhile
    }
  }
  return found
}

/** Polls briefly: the kernel finishes a SIGKILL asynchronously. */
export async function eventually(
  check: () => Promise<boolean> | boolean
): Promise<boolean> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

/** A `sleep` duration no other process uses, so it can be found in /proc. */
export function uniqueSleep(tag: number): string {
  return `${7000 + tag}.${process.pid}`
}

/** The sandbox `auto` picks here, for a workspace, home and temp dir of `dir`, offline. */
export function probeAutoSandbox(dir: string = tmpdir()): Promise<Sandbox> {
  return detectSandbox({
    mode: 'auto',
    workspace: dir,
    home: dir,
    tmpDir: dir,
    network: false
  })
}

/** No sandbox (`none`), for a workspace, home and temp dir of `dir`, offline. */
export function noSandbox(dir: string): Promise<Sandbox> {
  return detectSandbox({
    mode: 'none',
    workspace: dir,
    home: dir,
    tmpDir: dir,
    network: false
  })
}
