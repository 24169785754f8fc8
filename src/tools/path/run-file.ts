import { execFile } from 'node:child_process'
import { minimalEnv } from '../../shared/index.js'

/** Options of `runFile`. */
interface RunFileOptions {
  cwd: string
  /** Kills the program when aborted; the result then has `aborted: true`. */
  signal?: AbortSignal
  /** Kills the program after this long; the result then has `timedOut: true`. */
  timeoutMs?: number
  /** Bytes kept per stream; beyond it the program is killed (`overflow`). 16 MiB. */
  maxBuffer?: number
  /**
   * Added to (or, with `undefined`, removed from) the minimal environment of
   * `minimalEnv`; never the action's own.
   */
  env?: Record<string, string | undefined>
  /** Signal sent on timeout, abort or overflow. SIGTERM. */
  killSignal?: NodeJS.Signals
}

/** How a program ended and what it printed (decoded as UTF-8). */
interface RunFileResult {
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
  const env = minimalEnv(options.env)
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
