/**
 * Colour in the CLI's terminal output: a red ✗ on failed calls and a
 * coloured diff (+ green, - red, hunk headers cyan). Only on a terminal,
 * unless `FORCE_COLOR` says otherwise; `NO_COLOR` (any non-empty value)
 * turns it off. Colours are added to lines already redacted and escaped,
 * at their ends, so they never split a secret.
 */
import type { Terminal } from './live-text.js'

const RED = '\x1b[31m'
const GREEN = '\x1b[32m'
const CYAN = '\x1b[36m'
const BOLD = '\x1b[1m'
const RESET = '\x1b[0m'

/**
 * Whether stderr gets colour: `FORCE_COLOR` set and not `0` forces it
 * (also off a terminal), `FORCE_COLOR=0` or a non-empty `NO_COLOR` turns
 * it off, else colour exactly when stderr is a terminal.
 */
export function useColour(
  env: NodeJS.ProcessEnv,
  terminal: Terminal | undefined
): boolean {
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return force !== '0'
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  return terminal?.stderr === true
}

/** A progress line with its failure mark (`✗`) in red. */
export function paintProgress(line: string): string {
  return line.replace(/^(\s*)✗ /, `$1${RED}✗${RESET} `)
}

/** Diff text, line by line: added green, removed red, hunks cyan, file headers bold. */
export function paintDiff(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (line === '') return line
      if (/^(diff --git|\+\+\+ |--- |index |new file|deleted file)/.test(line))
        return `${BOLD}${line}${RESET}`
      if (line.startsWith('@@')) return `${CYAN}${line}${RESET}`
      if (line.startsWith('+')) return `${GREEN}${line}${RESET}`
      if (line.startsWith('-')) return `${RED}${line}${RESET}`
      return line
    })
    .join('\n')
}
