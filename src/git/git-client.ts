/**
 * The one git wrapper: every git process the action starts goes through
 * {@link GitClient.run}, or, where the caller must start it itself (the grep
 * and list tools stream its output or stop it at a deadline), is started
 * with the argv and environment of {@link hardenedGitCommand}, which are the
 * same. Commands are argv arrays (never a shell string), the process gets a
 * small explicit environment (never the action's `process.env`), hooks and
 * fsmonitor are switched off on every call, and the push token travels only
 * through `GIT_CONFIG_*` environment variables ({@link authEnv}), so it is
 * never in argv and never in `.git/config`.
 */
import { spawn } from 'node:child_process'
import { minimalEnv } from '../shared/child-env.js'
import { constants } from 'node:os'
import { createRedactor } from '../security/redact.js'

/** What a finished git process left behind. */
export interface GitResult {
  /** Process exit code (128 + the signal number when git was killed). */
  exitCode: number
  /** Standard output, UTF-8 decoded, not redacted (it may be a patch). */
  stdout: string
  /** Standard error, UTF-8 decoded and redacted. */
  stderr: string
}

/** Per-call options of {@link GitClient.run}. */
export interface GitRunOptions {
  /** Return a non-zero exit as a result instead of throwing. Default false. */
  allowFailure?: boolean
  /** Extra environment for this call only, e.g. {@link authEnv}. */
  env?: Record<string, string>
  /** Written to stdin, which is then closed. Default: stdin closed at once. */
  input?: string | Buffer
  /**
   * Cap on stdout and stderr bytes (each); beyond it the process is killed
   * and the call throws, allowFailure or not. Default 256 MiB.
   */
  maxBuffer?: number
}

/** A git runner bound to one working directory. */
export interface GitClient {
  /** Working directory of every command. */
  readonly cwd: string
  /**
   * Runs git with argv. Throws {@link GitError} (message: the command without
   * secrets, the exit code and the redacted stderr) unless `allowFailure`.
   */
  run(args: string[], options?: GitRunOptions): Promise<GitResult>
}

/** Options of {@link createGitClient}. */
export interface GitClientOptions {
  /** A secret to redact (with its base64 forms) from stderr and errors. */
  token?: string
  /** A further redactor applied to stderr and error messages. */
  redact?: (text: string) => string
  /** HOME of the git process. Default: the action's HOME, else the temp dir. */
  home?: string
  /**
   * Environment added to every call, e.g. GIT_DIR, GIT_COMMON_DIR and
   * GIT_INDEX_FILE to pin git to a repository whatever the work tree holds.
   */
  env?: Record<string, string>
}

/** A git command that failed; its message and stderr are already redacted. */
export class GitError extends Error {
  /** Exit code of git (-1 when it could not be started or was cut off). */
  readonly exitCode: number
  /** Redacted standard error. */
  readonly stderr: string

  constructor(message: string, exitCode: number, stderr: string) {
    super(message)
    this.name = 'GitError'
    this.exitCode = exitCode
    this.stderr = stderr
  }
}

/**
 * `-c` flags on every command. Command-line config beats `.git/config`, so a
 * hook, fsmonitor, credential helper or askpass planted by the agent's shell
 * cannot run in the action's (unsandboxed) git processes.
 */
const SAFETY_CONFIG = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'credential.helper=',
  'core.askPass=',
  'protocol.ext.allow=never'
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

const DEFAULT_MAX_BUFFER = 256 * 1024 * 1024

/**
 * Environment that authenticates git over HTTPS as `x-access-token:<token>`
 * through `http.extraheader`, set by `GIT_CONFIG_COUNT`/`KEY`/`VALUE` so it is
 * never in argv or `.git/config`. With `url`, the header is scoped to that
 * URL's origin (`http.<scheme>://<host>/.extraheader`), so a rewrite planted
 * in `.git/config` (`url.*.insteadOf`) cannot carry it to another host.
 */
export function authEnv(token: string, url?: string): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64')
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: url
      ? `http.${new URL(url).origin}/.extraheader`
      : 'http.extraheader',
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`
  }
}

/**
 * Whether `name` is a valid branch name, mirroring
 * `git check-ref-format --branch` without spawning git. Stricter in two
 * places: `@` and `HEAD` (which git would resolve to the current branch) are
 * refused.
 */
export function isValidBranchName(name: string): boolean {
  if (name === '' || name === '@' || name === 'HEAD') return false
  if (name.startsWith('-') || name.endsWith('.')) return false
  if (name.includes('..') || name.includes('@{')) return false
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false
  return name
    .split('/')
    .every(
      (part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock')
    )
}

/** The argv and environment of one hardened git process. */
export interface GitCommand {
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
    args: safetyArgs(args),
    env: { ...gitEnv(options.home), ...options.env }
  }
}

function safetyArgs(args: string[]): string[] {
  return SAFETY_CONFIG.flatMap((entry) => ['-c', entry]).concat(args)
}

/** Creates the git wrapper for `cwd`. */
export function createGitClient(
  cwd: string,
  options: GitClientOptions = {}
): GitClient {
  const tokenRedactor = options.token
    ? createRedactor([options.token])
    : (text: string): string => text
  const redact = (text: string): string =>
    options.redact ? options.redact(tokenRedactor(text)) : tokenRedactor(text)
  const baseEnv = { ...gitEnv(options.home), ...options.env }
  return {
    cwd,
    run: (args, runOptions = {}) =>
      runGit(cwd, args, { ...runOptions, baseEnv, redact })
  }
}

function gitEnv(home: string | undefined): Record<string, string> {
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
    GIT_EDITOR: 'true',
    GIT_PAGER: 'cat',
    GCM_INTERACTIVE: 'never'
  }
}

interface RunInternals extends GitRunOptions {
  baseEnv: Record<string, string>
  redact: (text: string) => string
}

function runGit(
  cwd: string,
  args: string[],
  options: RunInternals
): Promise<GitResult> {
  const maxBuffer = options.maxBuffer ?? DEFAULT_MAX_BUFFER
  const argv = safetyArgs(args)
  const command = options.redact(`git ${args.join(' ')}`)
  return new Promise((resolve, reject) => {
    const child = spawn('git', argv, {
      cwd,
      env: { ...options.baseEnv, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true
    })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    const sizes = { stdout: 0, stderr: 0 }
    let overflow = false
    const collect =
      (into: Buffer[], key: 'stdout' | 'stderr') =>
      (chunk: Buffer): void => {
        sizes[key] += chunk.length
        if (sizes[key] > maxBuffer) {
          overflow = true
          child.kill('SIGKILL')
          return
        }
        into.push(chunk)
      }
    child.stdout.on('data', collect(stdout, 'stdout'))
    child.stderr.on('data', collect(stderr, 'stderr'))
    child.stdin.on('error', () => undefined)
    child.on('error', (error) =>
      reject(
        new GitError(
          options.redact(`${command} could not start: ${error.message}`),
          -1,
          ''
        )
      )
    )
    child.on('close', (code, signal) => {
      const errText = options.redact(Buffer.concat(stderr).toString('utf8'))
      if (overflow) {
        reject(
          new GitError(
            `${command} produced more than ${maxBuffer} bytes of output`,
            -1,
            errText
          )
        )
        return
      }
      const exitCode =
        code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)
      const result: GitResult = {
        exitCode,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: errText
      }
      if (exitCode !== 0 && !options.allowFailure) {
        const detail = errText.trim()
        reject(
          new GitError(
            `${command} failed with exit code ${exitCode}` +
              (detail ? `: ${detail}` : ''),
            exitCode,
            errText
          )
        )
        return
      }
      resolve(result)
    })
    child.stdin.end(options.input ?? '')
  })
}
