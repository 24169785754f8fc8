import { hardenedGitCommand } from '../../git/index.js'
import { unquoteGitPath } from '../../shared/index.js'
import { type GitWorkTree, pinnedGitEnv } from '../path/index.js'
import {
  nulLineParser,
  parseNumbered,
  runStreaming,
  type LineHandler,
  type RunResult
} from './search-process.js'
import {
  finishStopped,
  patternError,
  type BackendOutcome,
  type Collector,
  type Search
} from './search.js'

const HELPER_TIMEOUT_MS = 10_000
const PCRE_MISSING = /USE_LIBPCRE|Perl-compatible/i

/** Cleared, for the rest of the process, when git was built without PCRE. */
let gitHasPcre = true

/**
 * Searches with git grep (PCRE, else extended regular expressions) in the
 * work tree of the snapshot taken before the loop; undefined when git cannot
 * be started, so that the next backend takes over.
 */
export async function searchWithGit(
  search: Search,
  collector: Collector,
  tree: GitWorkTree
): Promise<BackendOutcome | undefined> {
  const runGit = (
    args: string[],
    run: Search,
    onLine: LineHandler
  ): Promise<RunResult> => runPinnedGit(tree, args, run, onLine, collector)
  let exclude = true
  if (search.target !== '.') {
    const ignored = await runGit(
      ['check-ignore', '-q', '--', search.target],
      helperSearch(search),
      () => {}
    )
    exclude = ignored.code !== 0
  }
  for (;;) {
    const pcre = gitHasPcre
    const args = [
      '-c',
      'core.quotePath=true',
      '-c',
      'color.grep=never',
      '-c',
      'grep.column=false',
      '-c',
      'grep.fullName=false',
      '-c',
      'grep.fallbackToNoIndex=false',
      '-c',
      'submodule.recurse=false',
      'grep',
      '--no-color',
      '-I',
      '--untracked'
    ]
    if (!exclude) args.push('--no-exclude-standard')
    args.push(pcre ? '-P' : '-E')
    if (search.ignoreCase) args.push('-i')
    if (search.content) {
      args.push('-n', '--heading', '--break')
      if (search.context) args.push('-C', String(search.context))
    } else {
      args.push('-z', '-c')
    }
    const pattern = pcre ? search.pattern : perlClassesToEre(search.pattern)
    args.push('-e', pattern, '--', ...gitPathspecs(search))

    const parse = search.content
      ? headingParser(collector)
      : nulLineParser((file, rest) => collector.count(file, Number(rest)))
    const result = await runGit(args, search, parse)
    if (result.spawnError) return undefined
    if (result.stopped) return finishStopped(collector, result.stopped)
    if (result.code === 0 || result.code === 1) return {}
    const stderr = result.stderr.trim()
    if (pcre && PCRE_MISSING.test(stderr)) {
      gitHasPcre = false
      continue
    }
    return { error: patternError('git grep', stderr, result.code) }
  }
}

/**
 * git with the safety flags and environment of the action's own git
 * (git-client.ts), so a hook, fsmonitor or helper planted in the repository's
 * config cannot run, and pinned to the snapshot's git directory and work
 * tree, so a planted `core.bare` or `core.worktree` cannot move the search;
 * streamed, because a search can print a lot.
 */
function runPinnedGit(
  tree: GitWorkTree,
  args: string[],
  search: Search,
  onLine: LineHandler,
  collector: Collector
): Promise<RunResult> {
  const git = hardenedGitCommand(args, { env: pinnedGitEnv(tree) })
  return runStreaming(
    git.file,
    git.args,
    search,
    onLine,
    git.env,
    () => collector.files.size > search.maxEntries
  )
}

/**
 * Quick git queries get their own short deadline within the search's and
 * are not cancelled, so the ignore check is right even when the search
 * itself is cut short.
 */
function helperSearch(search: Search): Search {
  return {
    ...search,
    signal: new AbortController().signal,
    deadline: Math.min(search.deadline, search.now() + HELPER_TIMEOUT_MS)
  }
}

/**
 * Pathspecs for git grep: the target as a literal path, or the glob under
 * the target. An anchored glob is given from the root; results outside the
 * target are dropped by the collector.
 */
function gitPathspecs(search: Search): string[] {
  const base = search.target === '.' ? '' : search.target
  const literal = base ? [`:(literal)${base}`] : []
  const glob = search.glob
  if (!glob) return literal
  const specs = glob.alternatives.map((alternative) => {
    if (alternative.anchored) return alternative.pattern
    return `${base ? `${escapeGitGlob(base)}/` : ''}**/${alternative.pattern}`
  })
  if (glob.negate) {
    return [
      ...(literal.length ? literal : ['.']),
      ...specs.map((spec) => `:(exclude,glob)${spec}`)
    ]
  }
  return specs.map((spec) => `:(glob)${spec}`)
}

function escapeGitGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&')
}

/**
 * For git grep without PCRE: `\d` and `\D` (common in patterns, unknown to
 * POSIX regular expressions) become `[0-9]` and `[^0-9]`.
 */
export function perlClassesToEre(pattern: string): string {
  let out = ''
  let inClass = false
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]
    if (char === '\\' && index + 1 < pattern.length) {
      const next = pattern[index + 1]
      index += 1
      if (next === 'd') out += inClass ? '0-9' : '[0-9]'
      else if (next === 'D' && !inClass) out += '[^0-9]'
      else out += `\\${next}`
      continue
    }
    if (char === '[' && !inClass) {
      inClass = true
      out += char
      if (pattern[index + 1] === '^') out += pattern[++index]
      if (pattern[index + 1] === ']') out += pattern[++index]
      continue
    }
    if (char === ']' && inClass) inClass = false
    out += char
  }
  return out
}

/**
 * git grep `--heading --break -n`: a (C-quoted) path line, its numbered
 * lines, `--` between groups, an empty line between files.
 */
function headingParser(collector: Collector): LineHandler {
  let file: string | undefined
  return (line) => {
    if (line.length === 0) {
      file = undefined
      return
    }
    const text = line.toString('utf8')
    if (file === undefined) {
      file = unquoteGitPath(line)
      return
    }
    if (text === '--') return
    parseNumbered(collector, file, text)
  }
}

export { unquoteGitPath }
