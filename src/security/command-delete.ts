/**
 * The delete rules of the command policy (docs/security.md item 22): the
 * commands that would wipe the repository or files outside it, `rm -r`,
 * `find -delete`, `xargs rm -r` and `git rm -r`. Each reads one simple
 * command; where an operand points is `command-paths.ts`.
 */
import {
  matchesEverything,
  pathReach,
  type PathReach
} from './command-paths.js'
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

/** The name tests of `find` that narrow what it matches. */
const NAME_TESTS = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-iwholename',
  '-regex',
  '-iregex'
])

/**
 * A `find` that deletes (`-delete`, `-exec rm`, `-execdir rm`, `-ok rm`)
 * from outside the workspace, from an unknown folder, or from the root
 * without narrowing what it matches by name first (`find . -delete`;
 * `find . -name '*.pyc' -delete` is fine).
 */
export function findDeletesRootOrOutside(
  command: SimpleCommand,
  workspace: string
): boolean {
  const [name = '', ...args] = command.words
  if (basename(name) !== 'find') return false
  let index = 0
  // -H, -L, -P, -O3 and -D flags come before the starting points.
  while (/^-(?:[HLP]|O\d*|D)$/.test(args[index] ?? '')) {
    index += args[index] === '-D' ? 2 : 1
  }
  const starts: string[] = []
  while (index < args.length && !/^[-!(),]/.test(args[index])) {
    starts.push(args[index])
    index += 1
  }
  const expression = args.slice(index)
  const action = expression.findIndex(
    (word, at) =>
      word === '-delete' ||
      (/^-(?:exec|execdir|ok|okdir)$/.test(word) &&
        /^(?:rm|unlink)$/.test(basename(expression[at + 1] ?? '')))
  )
  if (action === -1) return false
  const reaches = (starts.length > 0 ? starts : ['.']).map((start) =>
    pathReach(start, workspace)
  )
  if (reaches.includes('outside') || reaches.includes('unknown')) return true
  return reaches.includes('root') && !narrowsByName(expression.slice(0, action))
}

/**
 * Whether the tests before a `find` action narrow it by name: a name test
 * whose pattern is not `*`, or `-empty`. `-o`, `!` and `-not` can widen
 * any test, so with one of them it is not narrowed.
 */
function narrowsByName(tests: string[]): boolean {
  if (tests.some((test) => /^(?:-o|-or|-not|!|,)$/.test(test))) return false
  return tests.some(
    (test, at) =>
      test === '-empty' ||
      (NAME_TESTS.has(test) &&
        !/^[*./^$]*\*[*./^$]*$/.test(tests[at + 1] ?? ''))
  )
}

/** `xargs` options whose value is the next word. */
const XARGS_VALUE =
  /^(?:-[IPdLaEsn]|--(?:arg-file|delimiter|max-args|max-procs|max-chars|process-slot-var))$/

/**
 * `xargs rm -r…`: whatever it is fed (`ls | xargs rm -rf`), the policy
 * cannot see what it deletes.
 */
export function xargsDeletesRecursively(command: SimpleCommand): boolean {
  const [name = '', ...args] = command.words
  if (basename(name) !== 'xargs') return false
  let index = 0
  while (args[index]?.startsWith('-')) {
    if (args[index] === '--') {
      index += 1
      break
    }
    index += XARGS_VALUE.test(args[index]) ? 2 : 1
  }
  return recursiveRmOperands(args.slice(index)) !== null
}

/** `git` options whose value is the next word. */
const GIT_VALUE =
  /^(?:-[Cc]|--(?:git-dir|work-tree|namespace|config-env|super-prefix))$/

/**
 * `git rm -r` of the workspace root: `.`, `*` (git's `*` crosses folders,
 * so `git rm '*'` is every file even without `-r`), `:/`, `$PWD`, an
 * unknown path, or only exclusions (`:!keep`, the rest of the tree).
 * `--cached` and `--dry-run` delete no file and pass.
 */
export function gitRemovesRoot(
  command: SimpleCommand,
  workspace: string
): boolean {
  const [name = '', ...args] = command.words
  if (basename(name) !== 'git') return false
  let index = 0
  while (args[index]?.startsWith('-')) {
    index += GIT_VALUE.test(args[index]) ? 2 : 1
  }
  if (args[index] !== 'rm') return false
  const rest = args.slice(index + 1)
  const end = rest.indexOf('--')
  const options = (end === -1 ? rest : rest.slice(0, end)).filter((arg) =>
    arg.startsWith('-')
  )
  if (options.some((o) => /^(?:--cached|--dry-run|-[a-z]*n[a-z]*)$/.test(o)))
    return false
  const recursive = options.some((option) => /^-[a-z]*r[a-z]*$/.test(option))
  if (options.some((option) => option.startsWith('--pathspec-from-file')))
    return recursive
  const specs = rest
    .filter((arg, at) => (end !== -1 && at > end) || !arg.startsWith('-'))
    .map(readPathspec)
  if (recursive && specs.length > 0 && specs.every((spec) => spec.exclude))
    return true
  return specs.some(
    (spec) =>
      !spec.exclude &&
      (matchesEverything(spec.path) ||
        (recursive && pathReach(spec.path, workspace) !== 'inside'))
  )
}

/** A pathspec without its magic: `:/src` is `src` from the top. */
interface Pathspec {
  path: string
  exclude: boolean
}

function readPathspec(spec: string): Pathspec {
  const long = /^:\(([^)]*)\)/.exec(spec)
  if (long) {
    // `:(top)` alone is the whole tree, as `.` is.
    return {
      path: spec.slice(long[0].length) || '.',
      exclude: long[1].split(',').includes('exclude')
    }
  }
  const short = /^:([/!^]*):?/.exec(spec)
  if (!short) return { path: spec, exclude: false }
  return {
    path: spec.slice(short[0].length) || '.',
    exclude: /[!^]/.test(short[1])
  }
}
