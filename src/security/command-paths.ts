/**
 * Where a path operand of a bash line points, for the delete rules of the
 * command policy (docs/security.md item 22). The line is read, not run: a
 * variable or a command substitution is unknown, except the few spellings
 * that always name the workspace root (`$PWD`, `$(pwd)`,
 * `$(git rev-parse --show-toplevel)`; a `cd` before them is not followed).
 */
import path from 'node:path'
import { matchingParen } from './command-lex.js'

/**
 * Where an operand points: inside the workspace, the workspace root (or
 * all of it, `*`), outside it (`/`, `~`, `..`, a folder that holds the
 * workspace, an absolute path other than inside `/tmp`), or unknown (it
 * depends on a variable or a command's output).
 */
export type PathReach = 'inside' | 'root' | 'outside' | 'unknown'

const PWD_COMMAND = String.raw`\s*(?:pwd(?:\s+-[LP])?|git\s+rev-parse\s+--show-toplevel)\s*`

/** The spellings of the workspace root, at the start of an operand. */
const ROOT_FORM = new RegExp(
  String.raw`^(?:\$PWD(?![A-Za-z0-9_])|\$\{PWD\}|\$\(${PWD_COMMAND}\)|` +
    '`' +
    PWD_COMMAND +
    '`' +
    String.raw`)(?=/|$)`
)

/** At most this many words from one brace expansion are read… */
const MAX_BRACE_WORDS = 64
/** …and this many braces deep: past it a brace is read as written. */
const MAX_BRACE_DEPTH = 8

/** Where `operand` points, the worst of its brace expansions. */
export function pathReach(operand: string, workspace: string): PathReach {
  const reaches = expandBraces(operand).map((word) => reachOf(word, workspace))
  for (const reach of ['outside', 'root', 'unknown'] as const) {
    if (reaches.includes(reach)) return reach
  }
  return 'inside'
}

/**
 * Whether a pattern matches every name (`*`, `./*`, `.*`, `**`): a glob
 * that is all of a folder.
 */
export function matchesEverything(pattern: string): boolean {
  return /^(?:\.\/)?\.?\*+$/.test(pattern)
}

function reachOf(operand: string, workspace: string): PathReach {
  // The home folder (`~`, `~user`, `$HOME`) holds more than the workspace.
  if (/^(?:~|\$HOME(?![A-Za-z0-9_])|\$\{HOME\})/.test(operand)) return 'outside'
  const root = path.posix.normalize(workspace)
  const text = operand.replace(ROOT_FORM, root)
  if (replaceExpansions(text, '') === text) return literalReach(text, root)
  // Read with the expansions empty and filled: `"$x"/*` is `/*` when `$x`
  // is empty, `"$PWD/$x"` the root, `"build/$x/.."` when it is not.
  const empty = literalReach(replaceExpansions(text, ''), root)
  const filled = literalReach(replaceExpansions(text, 'x'), root)
  return empty === 'inside' && filled === 'inside' ? 'inside' : 'unknown'
}

/** Where a path without expansions points. */
function literalReach(operand: string, root: string): PathReach {
  const text = operand.replace(/\/+$/, '') || '/'
  if (matchesEverything(path.posix.basename(text))) {
    const folder = literalReach(path.posix.dirname(text), root)
    return folder === 'inside' ? 'inside' : folder
  }
  const absolute = path.posix.resolve(root, text.replace(/\*/g, 'x'))
  if (absolute === root) return 'root'
  if (absolute === '/' || root.startsWith(`${absolute}/`)) return 'outside'
  if (absolute.startsWith(`${root}/`)) return 'inside'
  // Inside /tmp is scratch space; /tmp itself is not.
  return /^\/tmp\/[^/]/.test(absolute) ? 'inside' : 'outside'
}

/**
 * `text` with every parameter expansion (`$x`, `${x}`, `$1`, `$@`) and
 * substitution (`$(…)`, `$((…))`, backticks) replaced by `by`.
 */
function replaceExpansions(text: string, by: string): string {
  let result = ''
  let i = 0
  while (i < text.length) {
    const char = text[i]
    const next = text[i + 1] ?? ''
    let end = i
    if (char === '`') {
      const close = text.indexOf('`', i + 1)
      end = close === -1 ? text.length : close + 1
    } else if (char === '$' && next === '(') {
      end = matchingParen(text, i + 1) + 1
    } else if (char === '$' && next === '{') {
      const close = text.indexOf('}', i + 2)
      end = close === -1 ? text.length : close + 1
    } else if (char === '$' && /[A-Za-z_]/.test(next)) {
      end = i + 1 + (/^[A-Za-z0-9_]+/.exec(text.slice(i + 1))?.[0].length ?? 0)
    } else if (char === '$' && /[0-9@*#?$!-]/.test(next)) {
      end = i + 2
    }
    if (end === i) {
      result += char
      i += 1
    } else {
      result += by
      i = end
    }
  }
  return result
}

/**
 * The words of a brace expansion (`{build,.}` is `build` and `.`), at most
 * `MAX_BRACE_WORDS` of them, stopping as soon as there are that many (so
 * `{a,b}{a,b}…` costs no more); `${…}` is a parameter, not a brace.
 */
function expandBraces(word: string, words: string[] = [], depth = 0): string[] {
  const match = /(?<!\$)\{([^{}]*,[^{}]*)\}/.exec(word)
  if (!match || depth >= MAX_BRACE_DEPTH) {
    words.push(word)
    return words
  }
  const before = word.slice(0, match.index)
  const after = word.slice(match.index + match[0].length)
  for (const part of match[1].split(',')) {
    if (words.length >= MAX_BRACE_WORDS) break
    expandBraces(`${before}${part}${after}`, words, depth + 1)
  }
  return words
}
