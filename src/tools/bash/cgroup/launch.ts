/**
 * The first step of every command (docs/security.md item 16): a fixed
 * `/bin/sh` script that enters the command's cgroup before anything of
 * the command runs, and marks the command as the OOM killer's first
 * choice, then execs the sandbox. Run as root (directly, or as the first
 * thing `sudo` runs), so the `oom_score_adj` it sets is also the lowest the
 * command may set later.
 *
 * If the cgroup is gone (the run already tore it down) or cannot be
 * entered, the script exits 125 and nothing of the command runs.
 */
import { programPath } from '../../../shared/index.js'
import type { CommandCgroup } from './command-cgroup.js'
import type { Privilege } from './privilege.js'

/** `$@`: the `cgroup.procs` files to enter, `--`, then the command. */
const ENTER_SCRIPT = `while [ "$#" -gt 0 ] && [ "$1" != -- ]; do
  if ! echo 0 > "$1"; then
    echo "agent-action: cannot enter the command's cgroup ($1)" >&2
    exit 125
  fi
  shift
done
shift
echo 1000 > /proc/self/oom_score_adj 2>/dev/null
exec "$@"
`

/** The exit code of {@link ENTER_SCRIPT} when the cgroup could not be entered. */
export const ENTER_FAILED = 125

/** The argv prefix that enters `cgroup` (none: only the OOM score) and runs what follows. */
export function enterArgs(cgroup: CommandCgroup | null | undefined): string[] {
  const sh = programPath('sh') ?? '/bin/sh'
  return [
    sh,
    '-c',
    ENTER_SCRIPT,
    'agent-enter',
    ...(cgroup?.procsFiles ?? []),
    '--'
  ]
}

/**
 * How a sandbox that runs as the action's own user (bubblewrap, or none)
 * starts a command in its cgroup: as root, the entry step runs directly;
 * through sudo it runs as root and then drops back to the action's user
 * and group (its supplementary groups too) with exactly `env`. Without a
 * cgroup the command starts as it is, under `choom` where it is installed.
 * `command[0]` is the program.
 */
export function launchAsUser(
  privilege: Privilege,
  cgroup: CommandCgroup | null | undefined,
  command: string[],
  env: Record<string, string>
): string[] {
  if (!cgroup) {
    // No root step: the command still goes first under memory pressure
    // (raising one's own score needs no privilege).
    const choom = programPath('choom')
    return choom ? [choom, '-n', '1000', '--', ...command] : command
  }
  if (privilege.kind === 'root') return [...enterArgs(cgroup), ...command]
  if (privilege.kind !== 'sudo')
    throw new Error(`a cgroup without privilege: ${privilege.reason}`)
  const uid = process.getuid?.() ?? 0
  const gid = process.getgid?.() ?? 0
  // The action's own groups, by number: no passwd look-up.
  const groups = (process.getgroups?.() ?? []).filter((group) => group !== gid)
  return [
    privilege.sudo,
    '-n',
    '--',
    ...enterArgs(cgroup),
    programPath('setpriv') ?? 'setpriv',
    `--reuid=${uid}`,
    `--regid=${gid}`,
    groups.length > 0 ? `--groups=${groups.join(',')}` : '--clear-groups',
    '--',
    programPath('env') ?? 'env',
    '-i',
    ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
    ...command
  ]
}
