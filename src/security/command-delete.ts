/**
 * The delete rules of the command policy (docs/security.md item 22): the
 * commands that would wipe the repository or files outside it. Each reads
 * one simple command; where an operand points is `command-paths.ts`.
 */
import { pathReach, type PathReach } from './command-paths.js'
import { basename, type SimpleCommand } from './command-split.js'

const RECURSIVE_FLAG = /^-(?:[a-zA-Z]*[rR][a-zA-Z]*|-recursive)$/

/** The operands of a recursive `rm`; null when it is not one. */
function recursiveRmOperands(words: string[]): string[] | null {
  const [name = '', ...args] = words
  if (basename(name) !== 'rm') return null
  const end = args.indexOf('--')
  // GNU rm takes options anywhere before `--`.
  const options = (end === -1 ? args : args.slice(0, end)).filter((arg) =>
    arg.startsWith('-')
  )
  if (!options.some((flag) => RECURSIVE_FLAG.test(flag))) return null
  return args.filter(
    (arg, index) => (end !== -1 && index > end) || !arg.startsWith('-')
  )
}

/** Where the operands of a recursive `rm` reach, or [] when it is not one. */
function rmReaches(command: SimpleCommand, workspace: string): PathReach[] {
  const operands = recursiveRmOperands(command.words) ?? []
  return operands.map((operand) => pathReach(operand, workspace))
}

/** A recursive `rm` of the workspace root (`.`, `*`, `$PWD`) or outside it. */
export function deletesRootOrOutside(
  command: SimpleCommand,
  workspace: string
): boolean {
  return rmReaches(command, workspace).some(
    (reach) => reach === 'root' || reach === 'outside'
  )
}

/** A recursive `rm` of a variable or a command's output (`rm -rf "$dir"`). */
export function deletesUnknownPath(
  command: SimpleCommand,
  workspace: string
): boolean {
  return rmReaches(command, workspace).includes('unknown')
}
