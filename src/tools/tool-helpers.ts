import { isUtf8 } from 'node:buffer'
import { execFile } from 'node:child_process'
import { toolError } from './types.js'
import type { ToolContext, ToolResult } from './types.js'
import {
  PathPolicyError,
  resolveWorkspacePath,
  type WorkspacePath
} from './workspace-path.js'

/** How many leading bytes of a file decide whether it is text. */
export const SNIFF_BYTES = 8192

/**
 * Share of suspicious characters (replacement characters from invalid UTF-8,
 * control characters other than whitespace and ESC) above which a sample is
 * binary. Latin-1 prose stays far below it; executables and images far above.
 */
const BINARY_RATIO = 0.3

/** What a sample of bytes looks like. */
export type ByteKind = 'text' | 'non-utf8' | 'binary'

/**
 * Drops an incomplete UTF-8 sequence at the end of `bytes` (a sample cut in
 * the middle of a character), so it is not mistaken for invalid text.
 */
export function trimIncompleteUtf8(bytes: Uint8Array): Uint8Array {
  const end = bytes.length
  for (let back = 1; back <= Math.min(3, end); back += 1) {
    const byte = bytes[end - back]
    if ((byte & 0xc0) === 0x80) continue
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return needed > back ? bytes.subarray(0, end - back) : bytes
  }
  return bytes
}

/**
 * Classifies a sample of a file: `binary` when it holds a NUL byte or mostly
 * invalid UTF-8 and control characters, `non-utf8` for text in another
 * encoding (e.g. latin-1), else `text`. `complete` says the sample is the
 * whole file; otherwise a character cut at the end is ignored.
 */
export function classifyBytes(sample: Uint8Array, complete = true): ByteKind {
  if (sample.includes(0)) return 'binary'
  const bytes = complete ? sample : trimIncompleteUtf8(sample)
  const valid = isUtf8(bytes)
  const text = new TextDecoder('utf-8').decode(bytes)
  if (!text.length) return 'text'
  let suspicious = 0
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (
      (!valid && code === 0xfffd) ||
      code === 0x7f ||
      (code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13)
    ) {
      if (code !== 0x1b) suspicious += 1
    }
  }
  if (suspicious / text.length > BINARY_RATIO) return 'binary'
  return valid ? 'text' : 'non-utf8'
}

/** A byte count for people: `812 B`, `4.2 KB`, `1.5 MB`, `2.0 GB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** `1 line`, `2 lines`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** A message the model can act on for a failed file-system call. */
export function fsErrorMessage(error: unknown, displayPath: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'ENOENT':
      return `${displayPath} does not exist`
    case 'EACCES':
    case 'EPERM':
      return `${displayPath}: permission denied`
    case 'EISDIR':
      return `${displayPath} is a directory`
    case 'ENOTDIR':
    case 'EEXIST':
      return `${displayPath}: a part of the path is a file, not a directory`
    case 'ELOOP':
      return `${displayPath} is a symbolic link (or a loop of links); it cannot be used`
    default:
      return `${displayPath}: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** A path that passed the policy, or the error result to return instead. */
export type ResolvedToolPath = { path: WorkspacePath } | { error: ToolResult }

/**
 * `resolveWorkspacePath` for tools: a refusal by the path policy (or a failed
 * look-up) becomes an error result with its message.
 */
export async function resolveToolPath(
  context: Pick<ToolContext, 'workspace'>,
  input: string,
  options: { forWrite?: boolean } = {}
): Promise<ResolvedToolPath> {
  try {
    return {
      path: await resolveWorkspacePath(context.workspace, input, options)
    }
  } catch (error) {
    if (error instanceof PathPolicyError)
      return { error: toolError(error.message) }
    return { error: toolError(fsErrorMessage(error, input)) }
  }
}

/** Options of `runFile`. */
export interface RunFileOptions {
  cwd: string
  /** Kills the program when aborted; the result then has `aborted: true`. */
  signal?: AbortSignal
  /** Kills the program after this long; the result then has `timedOut: true`. */
  timeoutMs?: number
  /** Bytes kept per stream; beyond it the program is killed (`overflow`). 16 MiB. */
  maxBuffer?: number
  /** Added to (or, with `undefined`, removed from) the inherited environment. */
  env?: Record<string, string | undefined>
  /** Signal sent on timeout, abort or overflow. SIGTERM. */
  killSignal?: NodeJS.Signals
}

/** How a program ended and what it printed (decoded as UTF-8). */
export interface RunFileResult {
  /** Exit code; null when killed by a signal (timeout, abort, overflow). */
  exitCode: number | null
  /** The signal that ended it, if any. */
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  timedOut: boolean
  aborted: boolean
  /** Output went over `maxBuffer`: it was killed and its output is cut. */
  overflow: boolean
}

/**
 * Runs a program with an argv array (no shell) and stdin closed, and
 * resolves with its exit status and output whatever the status is. Rejects
 * only when the program cannot be started (e.g. `code: 'ENOENT'` when it is
 * not installed).
 */
export function runFile(
  file: string,
  args: readonly string[],
  options: RunFileOptions
): Promise<RunFileResult> {
  const empty: RunFileResult = {
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    aborted: true,
    overflow: false
  }
  if (options.signal?.aborted) return Promise.resolve(empty)
  // An explicit minimal environment: never the action's own (tokens, INPUT_*).
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LANG: 'C.UTF-8'
  }
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return new Promise((resolve, reject) => {
    const controller = new AbortController()
    let timedOut = false
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true
            controller.abort()
          }, options.timeoutMs)
    const onAbort = (): void => controller.abort()
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const child = execFile(
      file,
      [...args],
      {
        cwd: options.cwd,
        env,
        encoding: 'utf8',
        maxBuffer: options.maxBuffer ?? 16 * 1024 * 1024,
        killSignal: options.killSignal ?? 'SIGTERM',
        signal: controller.signal,
        windowsHide: true
      },
      (error, stdout, stderr) => {
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        const code = (error as NodeJS.ErrnoException | null)?.code as
          string | number | undefined
        const overflow = code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER'
        const stopped = timedOut || controller.signal.aborted || overflow
        if (error && typeof code === 'string' && !stopped) {
          reject(error)
          return
        }
        resolve({
          exitCode: !error ? 0 : typeof code === 'number' ? code : null,
          signal:
            (error as { signal?: NodeJS.Signals } | null)?.signal ??
            (stopped ? (options.killSignal ?? 'SIGTERM') : null),
          stdout,
          stderr,
          timedOut,
          aborted: !timedOut && (options.signal?.aborted ?? false),
          overflow
        })
      }
    )
    child.stdin?.end()
  })
}
