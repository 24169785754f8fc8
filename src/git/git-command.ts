/**
 * The hardened git command (docs/security.md item 7): the `git` pinned
 * before the loop, the `-c` flags that switch off hooks, fsmonitor, pagers,
 * editors, external diffs and dangerous transports, and a small explicit
 * environment, never the action's `process.env`. `GitClient.run`
 * (git-client.ts) starts every git process with them, and so does a
 * caller that starts git itself through {@link hardenedGitCommand}.
 */
import { minimalEnv, program } from '../shared/index.js'

/**
 * `-c` flags on every command. Command-line config beats `.git/config` and
 * anything it includes, so a hook, fsmonitor, credential helper, askpass,
 * pager, editor, ssh command or external diff planted by the agent's shell
 * cannot run in the action's (unsandboxed) git processes, and no transport
 * that runs a program (`ext`, `ssh`, `fd`, `git` with its proxy) can be
 * used. Only http(s) and local (`file`, used by tests and local remotes)
 * transports are allowed.
 *
 * What `-c` cannot switch off: `include.path` entries and filter drivers
 * (`filter.<name>.clean`/`smudge` with an attribute naming them). For the
 * action's own calls after the loop, publishing restores `.git` (config,
 * info/attributes and the rest, git-dir-guard.ts) before any git call
 * reads it. The tools' git calls during the loop (grep, list: `rev-parse`,
 * `ls-files`, `grep`) never run a filter or a textconv, and an include can
 * only set keys, which these flags beat.
 */
const SAFETY_CONFIG = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'credential.helper=',
  'core.askPass=',
  // Empty programs fail to start instead of running anything.
  'core.sshCommand=',
  'diff.external=',
  'core.pager=cat',
  // `:` is git's "no editor"; it never starts a process for it.
  'core.editor=:',
  'sequence.editor=:',
  'submodule.recurse=false',
  'protocol.allow=never',
  'protocol.https.allow=always',
  'protocol.http.allow=always',
  'protocol.file.allow=always',
  'protocol.ext.allow=never',
  'protocol.fd.allow=never',
  'protocol.ssh.allow=never',
  'protocol.git.allow=never'
]

/** Environment names passed through to git when set (network and OS basics). */
const PASS_THROUGH_ENV = [
  'TMPDIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'all_proxy',
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'SystemRoot',
  'SYSTEMROOT',
  'ComSpec',
  'PATHEXT',
  'windir',
  'TEMP',
  'TMP'
]

/** The program, argv and environment of one hardened git process. */
interface GitCommand {
  /** The `git` pinned before the loop (an absolute path when installed). */
  file: string
  /** git's arguments: the safety `-c` flags, then the caller's. */
  args: string[]
  /** The whole environment of the process; never the action's own. */
  env: Record<string, string>
}

/**
 * The `-c` safety flags and the environment {@link GitClient.run} gives git,
 * for a caller that has to start `git` itself (to read its output as a
 * stream, or kill it at a deadline or on a signal). `env` is added last.
 */
export function hardenedGitCommand(
  args: string[],
  options: { home?: string; env?: Record<string, string> } = {}
): GitCommand {
  return {
    file: program('git'),
    args: safetyArgs(args),
    env: { ...gitEnv(options.home), ...options.env }
  }
}

export function safetyArgs(args: string[]): string[] {
  return SAFETY_CONFIG.flatMap((entry) => ['-c', entry]).concat(args)
}

/** The environment of every git process: the pass-through names, and git kept from prompting or reading global config. */
export function gitEnv(home: string | undefined): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of PASS_THROUGH_ENV) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return {
    ...env,
    ...minimalEnv(home ? { HOME: home } : {}),
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ASKPASS: '',
    GIT_EDITOR: ':',
    GIT_SEQUENCE_EDITOR: ':',
    GIT_PAGER: 'cat',
    GCM_INTERACTIVE: 'never'
  }
}
