import type { Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { MAX_LINE_CHARS, programPath } from '../../shared/index.js'
import { globAccepts, parseGlob } from './glob.js'
import {
  type GitWorkTree,
  workTreeSource,
  PathPolicyError,
  resolveWorkspacePath
} from '../path/index.js'
import { formatContent, formatFiles, stopNote, stopWhy } from './format.js'
import { searchWithGit } from './git-grep.js'
import { searchWithRg } from './ripgrep.js'
import { isBinaryFile, searchWithScan } from './scan.js'
import { Collector, type BackendOutcome, type Search } from './search.js'
import {
  type CallArguments,
  type CallView,
  toolError,
  type Tool,
  type ToolContext,
  type ToolResult
} from '../types.js'
import { summaryLine, textArg } from '../traits.js'

/**
 * The grep tool (docs/loop.md §5.2): ripgrep when installed, else `git grep` in a git
 * repository, else a bounded recursive scan in JavaScript. Every backend skips
 * `.git/` and binary files; rg and git grep also skip .gitignored files.
 * Children run from argv arrays (never a shell) with a minimal environment,
 * their output is streamed and read up to a byte cap, and every backend
 * stops at the timeout, at an entry count, or when the run is cancelled,
 * keeping what it found and saying why. Whether git grep may run comes from
 * the snapshot of the work tree taken before the loop (git-work-tree.ts).
 */

/** Arguments of the grep tool. */
export const grepInput = z.object({
  pattern: z
    .string()
    .min(1)
    .describe(
      'Regular expression (ripgrep/PCRE syntax: \\w \\d \\s \\b, a|b, (group)); escape ( ) [ ] { } . * + ? | \\ with a backslash to match them literally'
    ),
  path: z
    .string()
    .optional()
    .describe(
      'Directory or file to search, relative to the repository root; default the whole repository'
    ),
  glob: z
    .string()
    .optional()
    .describe(
      "Only files matching this glob, such as '*.ts' or 'src/**/*.ts'; '*.ts' matches file names at any depth, 'src/**/*.ts' paths from the repository root, '*.{ts,tsx}' either; a leading '!' excludes"
    ),
  mode: z
    .enum(['files', 'content'])
    .optional()
    .describe(
      "'files' (default) or 'content'; files: files with their number of matching lines, most first; content: the matching lines as path:line: text"
    ),
  ignore_case: z.boolean().optional().describe('Match case-insensitively'),
  context: z
    .number()
    .int()
    .min(0)
    .max(2)
    .optional()
    .describe('Content mode: lines shown before and after each match (0-2)'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe(
      'Most files (files mode) or matching lines (content mode) shown; default 100, max 1000'
    )
})

/** Parsed arguments of the grep tool. */
export type GrepInput = z.infer<typeof grepInput>

/** Options of {@link createGrepTool}. */
export interface GrepToolOptions {
  /**
   * ripgrep binary: a path, `null` to never use ripgrep, or undefined to
   * look for `rg` on PATH (once per process).
   */
  rgPath?: string | null
  /** Time limit of one search in milliseconds. Default 30,000. */
  timeoutMs?: number
  /**
   * Entries one search looks at: files with results from rg or git grep, or
   * directory entries walked by the scan. Default 100,000.
   */
  maxEntries?: number
  /** The clock the time limit is read on. `Date.now` by default. */
  now?: () => number
  /**
   * The git work tree the workspace was in before the loop (null: none),
   * which decides whether git grep runs and pins it there. A session always
   * gives it; a tool made without it probes once per workspace on first use.
   */
  gitWorkTree?: GitWorkTree | null
}

/** Which search program answered. */
type GrepBackend = 'rg' | 'git-grep' | 'scan'

const DEFAULT_LIMIT = 100
const CONTINUATION = 'refine the pattern or narrow path/glob'

/** The bounds of one search. */
interface Limits {
  timeoutMs: number
  maxEntries: number
  now: () => number
  workTree: (workspace: string) => Promise<GitWorkTree | null>
}

/** Creates the grep tool. */
export function createGrepTool(options: GrepToolOptions = {}): Tool<GrepInput> {
  const limits: Limits = {
    timeoutMs: options.timeoutMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100_000,
    now: options.now ?? Date.now,
    workTree: workTreeSource(options.gitWorkTree)
  }
  return {
    name: 'grep',
    description:
      "Search file contents with a regular expression (ripgrep/PCRE); mode 'files' (default) lists the matching files, 'content' the matching lines. " +
      'Syntax: a|b, (x), x+, x{2,}, \\w \\d \\s \\b; escape ( ) [ ] { } . * + ? | \\ to match them literally. ' +
      'Searches the repository or `path` (a directory or a file) and skips .git/, .gitignored and binary files. ' +
      'Files mode gives each file its number of matching lines, most first; content mode shows lines as `path:line: text`, with `context` lines around ' +
      'them as `path-line- text`. Shows up to `limit` files or lines (default 100, max 1000); ' +
      `lines are cut at ${MAX_LINE_CHARS} characters. Paths are relative to the repository root.`,
    schema: grepInput,
    readOnly: true,
    describe: describeGrep,
    run: (input, context) => runGrep(input, context, options.rgPath, limits)
  }
}

/** "Searched for `foo` in `src/` (`*.ts`)"; the summary `/foo/ in src/ (*.ts)`. */
function describeGrep(args: CallArguments): CallView {
  const pattern = textArg(args, 'pattern')
  const path = textArg(args, 'path')
  const glob = textArg(args, 'glob')
  const summary = `/${summaryLine(pattern)}/${path ? ` in ${path}` : ''}${glob ? ` (${glob})` : ''}`
  return {
    summary,
    activity: {
      verb: ['Searched', 'Searching'],
      words: [
        'for ',
        { value: pattern || summary || '?' },
        ...(path ? [' in ', { value: path }] : []),
        ...(glob ? [' (', { value: glob }, ')'] : [])
      ],
      ...(path ? { inspects: path } : {})
    }
  }
}

async function runGrep(
  input: GrepInput,
  context: ToolContext,
  rgOption: string | null | undefined,
  limits: Limits
): Promise<ToolResult> {
  if (context.signal.aborted) return toolError('grep was cancelled')
  const resolved = await resolveTarget(input.path, context.workspace)
  if ('isError' in resolved) return resolved
  const { target, absolute, info } = resolved
  const targetIsFile = info.isFile()

  const mode = input.mode ?? 'files'
  const limit = input.limit ?? DEFAULT_LIMIT
  const glob = input.glob?.trim() ? parseGlob(input.glob.trim()) : undefined
  const describeTarget = `/${input.pattern}/${input.ignore_case ? 'i' : ''} in ${target}${
    input.glob?.trim() ? ` (glob ${input.glob.trim()})` : ''
  }`

  if (targetIsFile) {
    if (glob && !globAccepts(glob, target)) {
      return noMatches(
        describeTarget,
        'scan',
        ' (the file does not match the glob)'
      )
    }
    if (await isBinaryFile(absolute)) {
      return {
        output: `${target} is a binary file (${info.size} bytes); grep skips binary files`,
        isError: false,
        details: { backend: 'scan', files: 0, matches: 0 }
      }
    }
  }

  const search: Search = {
    pattern: input.pattern,
    ignoreCase: input.ignore_case ?? false,
    content: mode === 'content',
    context: mode === 'content' ? (input.context ?? 0) : 0,
    target,
    targetIsFile,
    glob: targetIsFile ? undefined : glob,
    cwd: context.workspace,
    signal: context.signal,
    deadline: limits.now() + limits.timeoutMs,
    now: limits.now,
    maxEntries: limits.maxEntries
  }
  const { backend, collector, outcome } = await searchWithBestBackend(
    search,
    rgOption,
    await limits.workTree(context.workspace)
  )
  if (outcome.error !== undefined) {
    return toolError(outcome.error, { backend })
  }
  const details = {
    backend,
    files: collector.files.size,
    matches: collector.matches,
    ...(outcome.stopped ? { stopped: outcome.stopped } : {})
  }
  if (collector.matches === 0) {
    const why = stopWhy(outcome.stopped, limits)
    return noMatches(describeTarget, backend, why, details)
  }
  const lines = search.content
    ? formatContent(collector, limit, search.context)
    : formatFiles(collector, limit)
  const note = stopNote(outcome.stopped, limits)
  return {
    output: [...lines, ...(note ? [note] : [])].join('\n'),
    isError: false,
    truncation: { mode: 'head', continuation: () => CONTINUATION },
    details
  }
}

/** The searched path under the path policy: a file or directory, not in .git/. */
async function resolveTarget(
  input: string | undefined,
  workspace: string
): Promise<{ target: string; absolute: string; info: Stats } | ToolResult> {
  let resolved
  try {
    resolved = await resolveWorkspacePath(
      workspace,
      input?.trim() ? input : '.'
    )
  } catch (error) {
    if (error instanceof PathPolicyError) return toolError(error.message)
    throw error
  }
  if (!resolved.exists) {
    return toolError(
      `${input} does not exist; give a directory or file relative to the repository root`
    )
  }
  if (resolved.relative.split('/').includes('.git')) {
    return toolError(
      `${input} is inside .git/; grep searches the files of the repository, not git's data`
    )
  }
  const info = await stat(resolved.absolute)
  if (!info.isFile() && !info.isDirectory()) {
    return toolError(`${input} is neither a file nor a directory`)
  }
  return { target: resolved.relative, absolute: resolved.absolute, info }
}

/**
 * ripgrep when available, else git grep when the workspace was a git work
 * tree before the loop, else the scan. A backend whose program cannot be
 * started hands over to the next one.
 */
async function searchWithBestBackend(
  search: Search,
  rgOption: string | null | undefined,
  workTree: GitWorkTree | null
): Promise<{
  backend: GrepBackend
  collector: Collector
  outcome: BackendOutcome
}> {
  const target = search.target
  const underTarget = (file: string): boolean =>
    target === '.' || file === target || file.startsWith(`${target}/`)
  const rgPath = rgOption === undefined ? programPath('rg') : rgOption
  if (rgPath) {
    const collector = new Collector(underTarget)
    const outcome = await searchWithRg(rgPath, search, collector)
    if (outcome) return { backend: 'rg', collector, outcome }
  }
  if (workTree) {
    const collector = new Collector(underTarget)
    const outcome = await searchWithGit(search, collector, workTree)
    if (outcome) return { backend: 'git-grep', collector, outcome }
  }
  const collector = new Collector(underTarget)
  const outcome = await searchWithScan(search, collector)
  return { backend: 'scan', collector, outcome }
}

function noMatches(
  describeTarget: string,
  backend: GrepBackend,
  why: string,
  details?: Record<string, unknown>
): ToolResult {
  return {
    output: `no matches for ${describeTarget}${why}`,
    isError: false,
    details: details ?? { backend, files: 0, matches: 0 }
  }
}
