/**
 * The one git wrapper: every git process the action starts goes through
 * {@link GitClient.run}, or, where the caller must start it itself (the grep
 * and list tools stream its output or stop it at a deadline), is started
 * with the program, argv and environment of {@link hardenedGitCommand},
 * which are the same. The program is the `git` pinned before the loop
 * (`shared/programs.ts`), commands are argv arrays (never a shell string),
 * the process gets a small explicit environment (never the action's
 * `process.env`), hooks, fsmonitor, pagers, editors, external diffs and
 * dangerous transports are switched off on every call, and the push token
 * travels only in a private 0600 config file that exists for the one call
 * that needs it (`git-auth.ts`): never in argv, in an environment or in
 * `.git/config` (docs/security.md item 7).
 */
import { spawn } from 'node:child_process'
import { program } from '../shared/index.js'
import { constants } from 'node:os'
import { createRedactor } from '../security/index.js'
import { type GitAuth, withAuthConfig } from './git-auth.js'
import { gitEnv, safetyArgs } from './git-command.js'

export { hardenedGitCommand } from './git-command.js'

/** What a finished git process left behind. */
interface GitResult {
  /** Process exit code (128 + the signal number when git was killed). */
  exitCode: number
  /** Standard output, UTF-8 decoded, not redacted (it may be a patch). */
  stdout: string
  /** Standard output as bytes (binary blobs of `cat-file --batch`). */
  stdoutBytes: Buffer
  /** Standard error, UTF-8 decoded and redacted. */
  stderr: string
}

/** Per-call options of {@link GitClient.run}. */
interface GitRunOptions {
  /** Return a non-zero exit as a result instead of throwing. Default false. */
  allowFailure?: boolean
  /** Extra environment for this call only. */
  env?: Record<string, string>
  /**
   * Credentials for this call (clone, fetch, push): sent as an HTTP header
   * to the origin of `auth.url` only, through a config file that exists
   * only while this call runs (see `git-auth.ts`).
   */
  auth?: GitAuth
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
interface GitClientOptions {
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
  /**
   * Where a call with `auth` writes its credential file (in a fresh 0700
   * folder it removes afterwards): the run's scratch dir, which the
   * sandbox hides from the agent's tools. Default: the OS temp dir.
   */
  authDir?: string
  /**
   * Ends every call: a running git is killed and the call throws a
   * {@link GitError}; later calls throw at once. For publishing's deadline.
   */
  signal?: AbortSignal
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

const DEFAULT_MAX_BUFFER = 256 * 1024 * 1024

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
    run: (args, runOptions = {}) => {
      const internals = {
        ...runOptions,
        baseEnv,
        redact,
        signal: options.signal
      }
      const auth = runOptions.auth
      if (!auth) return runGit(cwd, args, internals)
      const withToken = createRedactor([auth.token])
      return withAuthConfig(auth, options.authDir, (env) =>
        runGit(cwd, args, {
          ...internals,
          env: { ...runOptions.env, ...env },
          redact: (text) => redact(withToken(text))
        })
      )
    }
  }
}

interface RunInternals extends GitRunOptions {
  baseEnv: Record<string, string>
  redact: (text: string) => string
  signal: AbortSignal | undefined
}

function runGit(
  cwd: string,
  args: string[],
  options: RunInternals
): Promise<GitResult> {
  const maxBuffer = options.maxBuffer ?? DEFAULT_MAX_BUFFER
  const argv = safetyArgs(args)
  const command = options.redact(`git ${args.join(' ')}`)
  const { signal } = options
  if (signal?.aborted)
    return Promise.reject(
      new GitError(`${command} not started: ${stopReason(signal)}`, -1, '')
    )
  return new Promise((resolve, reject) => {
    const child = spawn(program('git'), argv, {
      cwd,
      env: { ...options.baseEnv, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true
    })
    let stopped = false
    const stop = (): void => {
      stopped = true
      child.kill('SIGKILL')
    }
    signal?.addEventListener('abort', stop, { once: true })
    const output = new BoundedOutput(maxBuffer, () => child.kill('SIGKILL'))
    child.stdout.on('data', (chunk: Buffer) => output.add('stdout', chunk))
    child.stderr.on('data', (chunk: Buffer) => output.add('stderr', chunk))
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
    child.on('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', stop)
      const end = { code, exitSignal, stopped, output }
      const ended = gitEnded(command, options, end)
      if (ended instanceof GitError) reject(ended)
      else resolve(ended)
    })
    child.stdin.end(options.input ?? '')
  })
}

/** A process's stdout and stderr, each cut off (and the process killed) past `maxBuffer` bytes. */
class BoundedOutput {
  readonly chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] }
  /** One of them passed the cap. */
  overflow = false
  private readonly sizes = { stdout: 0, stderr: 0 }

  constructor(
    readonly maxBuffer: number,
    private readonly kill: () => void
  ) {}

  add(key: 'stdout' | 'stderr', chunk: Buffer): void {
    this.sizes[key] += chunk.length
    if (this.sizes[key] > this.maxBuffer) {
      this.overflow = true
      this.kill()
      return
    }
    this.chunks[key].push(chunk)
  }
}

/**
 * How a git process ended, as the call's result or the GitError it throws:
 * stopped by the signal, past the output cap, or failed (unless allowed).
 */
function gitEnded(
  command: string,
  options: RunInternals,
  end: {
    code: number | null
    exitSignal: NodeJS.Signals | null
    stopped: boolean
    output: BoundedOutput
  }
): GitResult | GitError {
  const { output } = end
  const errText = options.redact(
    Buffer.concat(output.chunks.stderr).toString('utf8')
  )
  if (end.stopped && options.signal) {
    const why = stopReason(options.signal)
    return new GitError(`${command} stopped: ${why}`, -1, errText)
  }
  if (output.overflow) {
    return new GitError(
      `${command} produced more than ${output.maxBuffer} bytes of output`,
      -1,
      errText
    )
  }
  const { code, exitSignal } = end
  const exitCode =
    code ?? 128 + (exitSignal ? (constants.signals[exitSignal] ?? 0) : 0)
  if (exitCode !== 0 && !options.allowFailure) {
    const detail = errText.trim()
    return new GitError(
      `${command} failed with exit code ${exitCode}` +
        (detail ? `: ${detail}` : ''),
      exitCode,
      errText
    )
  }
  const bytes = Buffer.concat(output.chunks.stdout)
  return {
    exitCode,
    stdout: bytes.toString('utf8'),
    stdoutBytes: bytes,
    stderr: errText
  }
}

function stopReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason
  if (reason instanceof Error && reason.name !== 'TimeoutError')
    return reason.message
  return typeof reason === 'string' ? reason : 'the deadline passed'
}
