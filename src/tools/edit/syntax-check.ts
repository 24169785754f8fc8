import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { errorMessage, program } from '../../shared/index.js'
import { stripBom } from './match.js'

const SYNTAX_TIMEOUT_MS = 10_000

/** Result of a syntax check. */
export type SyntaxOutcome = { ok: true } | { ok: false; message: string }

const PYTHON_CHECK =
  "import sys;compile(open(sys.argv[1],'rb').read(),sys.argv[1],'exec')"

interface Checker {
  command: string
  args: string[]
  /** Text fed on stdin instead of naming the file. */
  stdin?: string
}

const ESM_SYNTAX = /^\s*(import|export)\b/m

/**
 * The checker of a file by extension. JS goes through stdin with an explicit
 * module type: `node --check` on a `.js` file passes broken ES modules on
 * Node 20 (module detection swallows the error).
 */
function checkerFor(absolute: string, text: string): Checker | 'json' | null {
  const extension = path.extname(absolute).toLowerCase()
  if (['.js', '.mjs', '.cjs'].includes(extension)) {
    const esm =
      extension === '.mjs' || (extension === '.js' && ESM_SYNTAX.test(text))
    return {
      command: process.execPath,
      args: [`--input-type=${esm ? 'module' : 'commonjs'}`, '--check'],
      stdin: stripBom(text)
    }
  }
  switch (extension) {
    case '.sh':
    case '.bash':
      return { command: program('bash'), args: ['-n', absolute] }
    case '.py':
      // -I: isolated (no cwd or script dir on sys.path, no PYTHON* env), so a
      // module the agent wrote (e.g. traceback.py) is never imported.
      return {
        command: program('python3'),
        args: ['-I', '-B', '-c', PYTHON_CHECK, absolute]
      }
    case '.json':
      return 'json'
    default:
      return null
  }
}

function cleanCheckerOutput(
  output: string,
  absolute: string,
  relative: string
): string {
  const lines = output
    .split(absolute)
    .join(relative)
    .split('[stdin]')
    .join(relative)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith('Traceback ') &&
        !/^\s+File "<string>"/.test(line) &&
        !/^\s+at /.test(line) &&
        !/^Node\.js v/.test(line) &&
        !/^\(node:\d+\) Warning/.test(line) &&
        !line.startsWith('(Use `node --trace-warnings')
    )
  return lines
    .slice(0, 6)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
    .join('\n')
}

/**
 * Cheap syntax check of a file by extension; null when there is none for it
 * or the checker is missing, timed out or was cancelled.
 */
export async function checkSyntax(
  absolute: string,
  relative: string,
  text: string,
  signal: AbortSignal
): Promise<SyntaxOutcome | null> {
  const checker = checkerFor(absolute, text)
  if (!checker) return null
  if (checker === 'json') {
    try {
      JSON.parse(stripBom(text))
      return { ok: true }
    } catch (error) {
      return { ok: false, message: errorMessage(error) }
    }
  }
  if (signal.aborted) return null
  const { command, args, stdin } = checker
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {
        // Never the workspace: checkers must not pick up files the agent wrote.
        cwd: tmpdir(),
        env: { PATH: process.env.PATH ?? '' },
        timeout: SYNTAX_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
        signal
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true })
        const code = (error as NodeJS.ErrnoException & { code?: unknown }).code
        if (typeof code !== 'number' || code === 127) return resolve(null)
        const message = cleanCheckerOutput(
          `${stderr}\n${stdout}`,
          absolute,
          relative
        )
        resolve({ ok: false, message: message || `exit code ${code}` })
      }
    )
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(stdin ?? '')
  })
}

/** The reply line of a syntax check. */
export function syntaxLine(outcome: SyntaxOutcome): string {
  return outcome.ok
    ? 'syntax check: ok'
    : `syntax check failed: ${outcome.message}`
}
