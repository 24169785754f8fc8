/**
 * How the action does the few things only root may (make a cgroup beside
 * its own, move a command into it, kill a root-owned launcher): directly
 * when it runs as root, else through passwordless `sudo -n` as on
 * GitHub-hosted runners, else not at all. Every privileged step is a
 * fixed `/bin/sh` script whose paths arrive as positional arguments, never
 * as part of the script text (docs/security.md item 11).
 */
import { spawn } from 'node:child_process'
import { programPath } from '../../../shared/index.js'

/** Who runs the privileged steps. */
export type Privilege =
  | { kind: 'root' }
  | { kind: 'sudo'; sudo: string }
  | { kind: 'none'; reason: string }

/** The argv that runs `sh -c script name args…` as root with this privilege. */
function rootArgv(
  privilege: Privilege,
  script: string,
  args: string[]
): string[] {
  const sh = programPath('sh') ?? '/bin/sh'
  const command = [sh, '-c', script, 'agent-action', ...args]
  if (privilege.kind === 'root') return command
  if (privilege.kind === 'sudo') return [privilege.sudo, '-n', '--', ...command]
  throw new Error(`no privilege to run as root: ${privilege.reason}`)
}

/**
 * Runs a privileged script and resolves with its exit code and the first
 * line of its stderr; never rejects. The environment is empty but for a
 * fixed PATH: nothing of the action's reaches it.
 */
export function runAsRoot(
  privilege: Privilege,
  script: string,
  args: string[],
  timeoutMs = 10_000
): Promise<{ code: number; error: string }> {
  let argv: string[]
  try {
    argv = rootArgv(privilege, script, args)
  } catch (error) {
    return Promise.resolve({ code: -1, error: (error as Error).message })
  }
  return new Promise((resolve) => {
    let stderr = ''
    const child = spawn(argv[0], argv.slice(1), {
      env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL'
    })
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk
    })
    child.on('error', (error) => resolve({ code: -1, error: error.message }))
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? -1,
        error:
          stderr.trim().split('\n')[0] || (signal ? `killed by ${signal}` : '')
      })
    )
  })
}

/**
 * The privilege this process has: root, or passwordless sudo (checked by
 * running `sudo -n true`), or none and why.
 */
export async function findPrivilege(sudoPath?: string): Promise<Privilege> {
  if (process.getuid?.() === 0) return { kind: 'root' }
  const sudo = programPath(sudoPath ?? 'sudo')
  if (!sudo)
    return {
      kind: 'none',
      reason: 'the action does not run as root and sudo is not installed'
    }
  const check = await runAsRoot({ kind: 'sudo', sudo }, 'exit 0', [])
  if (check.code === 0) return { kind: 'sudo', sudo }
  return {
    kind: 'none',
    reason: `the action does not run as root and sudo -n does not work (${check.error || `exit code ${check.code}`})`
  }
}
