import { spawn } from 'node:child_process'
import { constants, type Stats } from 'node:fs'
import { access, open, readdir, readFile, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { toolError } from './types.js'
import type { Tool, ToolContext, ToolResult } from './types.js'
import { PathPolicyError, resolveWorkspacePath } from './workspace-path.js'

/**
 * The grep tool (§9.4): ripgrep when installed, else `git grep` in a git
 * repository, else a bounded recursive scan in JavaScript. Every backend skips
 * `.git/` and binary files; rg and git grep also skip .gitignored files.
 * Children run from argv arrays (never a shell) with a minimal environment,
 * their output is streamed and read up to a byte cap, and the search stops at
 * the timeout or when the run is cancelled, keeping what it found.
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
      "Only search files matching this glob: '*.ts' matches file names at any depth, 'src/**/*.ts' paths from the repository root, '*.{ts,tsx}' either; a leading '!' excludes"
    ),
  mode: z
    .enum(['files', 'content'])
    .optional()
    .describe(
      "'files' (default): files with their number of matching lines, most first; 'content': the matching lines as path:line: text"
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
}

/** Which search program answered. */
export type GrepBackend = 'rg' | 'git-grep' | 'scan'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000
const MAX_LINE_CHARS = 500
/** Child output read before the search is stopped (counts become lower bounds). */
const MAX_READ_BYTES = 4 * 1024 * 1024
/** Matching and context lines kept for display; further ones are only counted. */
const MAX_STORED_HITS = 20_000
/** Longest output line kept from a child; the rest of the line is dropped. */
const MAX_LINE_BYTES = 8192
const MAX_STDERR_BYTES = 8192
/** Bytes git grep (and the scan) look at to decide that a file is binary. */
const BINARY_SNIFF_BYTES = 8000
const SCAN_MAX_FILES = 100_000
const SCAN_MAX_FILE_BYTES = 16 * 1024 * 1024
const SCAN_SKIP_DIRS = new Set(['.git', 'node_modules'])
const MAX_GLOB_ALTERNATIVES = 64
const HELPER_TIMEOUT_MS = 10_000
const PCRE_MISSING = /USE_LIBPCRE|Perl-compatible/i
const CONTINUATION = 'refine the pattern or narrow path/glob'

type StopReason = 'cap' | 'timeout' | 'cancelled'

interface Hit {
  line: number
  text: string
  match: boolean
}

interface FileHits {
  path: string
  count: number
  hits: Hit[]
}

/** Settings of one search, shared by the backends. */
interface Search {
  pattern: string
  ignoreCase: boolean
  content: boolean
  context: number
  /** Workspace-relative target, `.` for the root. */
  target: string
  targetIsFile: boolean
  /** Parsed glob, or undefined (also when the target is a file). */
  glob?: GlobSpec
  cwd: string
  signal: AbortSignal
  deadline: number
}

interface GlobAlternative {
  /** Glob without braces, leading `/` or `./`. */
  pattern: string
  /** Has a `/`: matched against the whole root-relative path. */
  anchored: boolean
  regex: RegExp
}

interface GlobSpec {
  /** The glob as given, minus a leading `!`, for rg. */
  raw: string
  negate: boolean
  alternatives: GlobAlternative[]
}

interface BackendOutcome {
  /** Error text for the model (bad pattern, failed program). */
  error?: string
  stopped?: StopReason
}

let rgOnPath: Promise<string | null> | undefined
let gitHasPcre = true

/** Creates the grep tool. */
export function createGrepTool(options: GrepToolOptions = {}): Tool<GrepInput> {
  const timeoutMs = options.timeoutMs ?? 30_000
  return {
    name: 'grep',
    description:
      'Search file contents with a regular expression: extended syntax as in ripgrep and PCRE ' +
      '(a|b, (x), x+, x{2,}, \\w \\d \\s \\b); escape ( ) [ ] { } . * + ? | \\ to match them literally. ' +
      'Searches the repository or `path` ' +
      '(a directory or a file) and skips .git/, .gitignored and binary files. ' +
      "mode 'files' (default) lists files with their number of matching lines, most first; " +
      "mode 'content' shows matching lines as `path:line: text`, with `context` lines around " +
      'them as `path-line- text`. Shows up to `limit` files or lines (default 100, max 1000); ' +
      `lines are cut at ${MAX_LINE_CHARS} characters. Paths are relative to the repository root.`,
    schema: grepInput,
    readOnly: true,
    run: (input, context) => runGrep(input, context, options.rgPath, timeoutMs)
  }
}

async function runGrep(
  input: GrepInput,
  context: ToolContext,
  rgOption: string | null | undefined,
  timeoutMs: number
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
    deadline: Date.now() + timeoutMs
  }
  const { backend, collector, outcome } = await searchWithBestBackend(
    search,
    rgOption
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
    const why =
      outcome.stopped === 'timeout'
        ? ` (the search timed out after ${Math.round(timeoutMs / 1000)} s before finishing)`
        : outcome.stopped === 'cancelled'
          ? ' (the search was cancelled before finishing)'
          : ''
    return noMatches(describeTarget, backend, why, details)
  }
  const lines = search.content
    ? formatContent(collector, limit, search.context)
    : formatFiles(collector, limit)
  const note = stopNote(outcome.stopped, timeoutMs)
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
 * ripgrep when available, else git grep in a git work tree, else the scan.
 * A backend whose program cannot be started hands over to the next one.
 */
async function searchWithBestBackend(
  search: Search,
  rgOption: string | null | undefined
): Promise<{
  backend: GrepBackend
  collector: Collector
  outcome: BackendOutcome
}> {
  const target = search.target
  const underTarget = (file: string): boolean =>
    target === '.' || file === target || file.startsWith(`${target}/`)
  const rgPath =
    rgOption === undefined ? await (rgOnPath ??= findOnPath('rg')) : rgOption
  if (rgPath) {
    const collector = new Collector(underTarget)
    const outcome = await searchWithRg(rgPath, search, collector)
    if (outcome) return { backend: 'rg', collector, outcome }
  }
  if (await isGitWorkTree(search)) {
    const collector = new Collector(underTarget)
    const outcome = await searchWithGit(search, collector)
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

function stopNote(
  stopped: StopReason | undefined,
  timeoutMs: number
): string | undefined {
  if (stopped === 'timeout') {
    return `[the search timed out after ${Math.round(timeoutMs / 1000)} s; results are partial]`
  }
  if (stopped === 'cancelled') {
    return '[the search was cancelled; results are partial]'
  }
  if (stopped === 'cap') {
    return '[the search stopped early because the output was very large; counts are lower bounds]'
  }
  return undefined
}

function refineHint(limit: number): string {
  return limit >= MAX_LIMIT
    ? 'refine the pattern or narrow path/glob'
    : `refine the pattern or raise limit (max ${MAX_LIMIT})`
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 'es'}`
}

function formatFiles(collector: Collector, limit: number): string[] {
  const files = [...collector.files.values()]
    .filter((file) => file.count > 0)
    .sort((a, b) => b.count - a.count || compare(a.path, b.path))
  const lines = files
    .slice(0, limit)
    .map((file) => `${file.path}: ${plural(file.count, 'match')}`)
  if (files.length > limit) {
    const total = `${files.length}${collector.partial ? '+' : ''}`
    lines.push(`showing ${limit} of ${total} files; ${refineHint(limit)}`)
  }
  return lines
}

function formatContent(
  collector: Collector,
  limit: number,
  context: number
): string[] {
  const files = [...collector.files.values()]
    .filter((file) => file.hits.length)
    .sort((a, b) => compare(a.path, b.path))
  const lines: string[] = []
  let shown = 0
  for (const file of files) {
    if (shown >= limit) break
    let previous: number | undefined
    let lastMatch = -Infinity
    for (const hit of file.hits) {
      if (shown >= limit) {
        const trailing =
          !hit.match &&
          hit.line === (previous ?? 0) + 1 &&
          hit.line <= lastMatch + context
        if (!trailing) break
      }
      const gap =
        previous === undefined ? lines.length > 0 : hit.line !== previous + 1
      if (context > 0 && gap) {
        lines.push('--')
      }
      const separator = hit.match ? ':' : '-'
      lines.push(`${file.path}${separator}${hit.line}${separator} ${hit.text}`)
      previous = hit.line
      if (hit.match) {
        shown += 1
        lastMatch = hit.line
      }
    }
  }
  if (collector.matches > shown) {
    const total = `${collector.matches}${collector.partial ? '+' : ''}`
    lines.push(
      `showing ${shown} of ${total} matching lines in ${collector.files.size}${
        collector.partial ? '+' : ''
      } files; ${refineHint(limit)}`
    )
  }
  return lines
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Cuts a line at {@link MAX_LINE_CHARS} characters with `…`. */
function cutLine(text: string): string {
  const line = text.endsWith('\r') ? text.slice(0, -1) : text
  if (line.length <= MAX_LINE_CHARS) return line
  let end = MAX_LINE_CHARS
  const code = line.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end -= 1
  return `${line.slice(0, end)}…`
}

/** Results of one search: counts for every file, lines up to a bound. */
class Collector {
  readonly files = new Map<string, FileHits>()
  matches = 0
  /** The search stopped early: counts are lower bounds. */
  partial = false
  private stored = 0

  constructor(private readonly accept: (file: string) => boolean) {}

  private entry(file: string): FileHits | undefined {
    const name = file.startsWith('./') ? file.slice(2) : file
    if (!this.accept(name)) return undefined
    let entry = this.files.get(name)
    if (!entry) {
      entry = { path: name, count: 0, hits: [] }
      this.files.set(name, entry)
    }
    return entry
  }

  count(file: string, count: number): void {
    if (!(count > 0)) return
    const entry = this.entry(file)
    if (!entry) return
    entry.count += count
    this.matches += count
  }

  line(file: string, line: number, text: string, match: boolean): void {
    const entry = this.entry(file)
    if (!entry) return
    if (match) {
      entry.count += 1
      this.matches += 1
    }
    if (this.stored >= MAX_STORED_HITS) return
    entry.hits.push({ line, text: cutLine(text), match })
    this.stored += 1
  }
}

// Backends -----------------------------------------------------------------

async function searchWithRg(
  rgPath: string,
  search: Search,
  collector: Collector
): Promise<BackendOutcome | undefined> {
  const args = [
    '--no-config',
    '--hidden',
    '--no-messages',
    '--color',
    'never',
    '--no-heading',
    '--with-filename',
    '--null'
  ]
  if (search.ignoreCase) args.push('--ignore-case')
  if (search.content) {
    args.push('--line-number')
    if (search.context) args.push('--context', String(search.context))
  } else {
    args.push('--count')
  }
  if (search.glob) {
    args.push('--glob', `${search.glob.negate ? '!' : ''}${search.glob.raw}`)
  }
  // Last, so that it wins over a user glob such as '*'.
  args.push('--glob', '!.git', '-e', search.pattern, '--', search.target)

  const parse = search.content
    ? nulLineParser((file, rest) => parseNumbered(collector, file, rest))
    : nulLineParser((file, rest) => collector.count(file, Number(rest)))
  const result = await runStreaming(rgPath, args, search, parse)
  if (result.spawnError) return undefined
  if (result.stopped) return finishStopped(collector, result.stopped)
  const stderr = result.stderr.trim()
  if (result.code === 0 || result.code === 1) return {}
  if (result.code === 2 && !stderr) return {}
  return { error: patternError('rg', stderr, result.code) }
}

async function searchWithGit(
  search: Search,
  collector: Collector
): Promise<BackendOutcome | undefined> {
  let exclude = true
  if (search.target !== '.') {
    const ignored = await runStreaming(
      'git',
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
      'core.fsmonitor=false',
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
    const result = await runStreaming('git', args, search, parse)
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

async function searchWithScan(
  search: Search,
  collector: Collector
): Promise<BackendOutcome> {
  let regex: RegExp
  let prefilter: RegExp
  try {
    regex = new RegExp(search.pattern, search.ignoreCase ? 'i' : '')
    prefilter = new RegExp(search.pattern, search.ignoreCase ? 'im' : 'm')
  } catch (error) {
    return {
      error: `invalid regular expression: ${(error as Error).message}\n${ESCAPE_HINT}`
    }
  }
  let visited = 0
  let kept = 0
  for await (const rel of walkFiles(search)) {
    const stopped = search.signal.aborted
      ? 'cancelled'
      : Date.now() >= search.deadline
        ? 'timeout'
        : kept > MAX_READ_BYTES || visited >= SCAN_MAX_FILES
          ? 'cap'
          : undefined
    if (stopped) return finishStopped(collector, stopped)
    visited += 1
    const absolute = path.join(search.cwd, rel)
    let data: Buffer
    try {
      if ((await stat(absolute)).size > SCAN_MAX_FILE_BYTES) continue
      data = await readFile(absolute)
    } catch {
      continue
    }
    if (data.subarray(0, BINARY_SNIFF_BYTES).includes(0)) continue
    const text = data.toString('utf8')
    if (!prefilter.test(text)) continue
    const lines = text.split('\n')
    if (text.endsWith('\n')) lines.pop()
    const matched: number[] = []
    for (let index = 0; index < lines.length; index += 1) {
      if (regex.test(lines[index])) matched.push(index)
    }
    if (!matched.length) continue
    if (!search.content) {
      collector.count(rel, matched.length)
      kept += rel.length + 8
      continue
    }
    const shown = new Set<number>()
    for (const index of matched) {
      const from = Math.max(0, index - search.context)
      const to = Math.min(lines.length - 1, index + search.context)
      for (let line = from; line <= to; line += 1) shown.add(line)
    }
    const isMatch = new Set(matched)
    for (const index of [...shown].sort((a, b) => a - b)) {
      collector.line(rel, index + 1, lines[index], isMatch.has(index))
      kept += rel.length + Math.min(lines[index].length, MAX_LINE_CHARS) + 8
    }
  }
  return {}
}

/**
 * Files under the target in path order, skipping .git/, node_modules/,
 * symlinks and files the glob rejects.
 */
async function* walkFiles(search: Search): AsyncGenerator<string> {
  if (search.targetIsFile) {
    yield search.target
    return
  }
  const stack = [search.target]
  while (stack.length) {
    const dir = stack.pop() as string
    let entries
    try {
      entries = await readdir(path.join(search.cwd, dir), {
        withFileTypes: true
      })
    } catch {
      continue
    }
    entries.sort((a, b) => compare(a.name, b.name))
    const subdirs: string[] = []
    for (const entry of entries) {
      const rel = dir === '.' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (!SCAN_SKIP_DIRS.has(entry.name)) subdirs.push(rel)
      } else if (entry.isFile()) {
        if (!search.glob || globAccepts(search.glob, rel)) yield rel
      }
    }
    stack.push(...subdirs.reverse())
  }
}

function finishStopped(
  collector: Collector,
  stopped: StopReason
): BackendOutcome {
  collector.partial = true
  return { stopped }
}

const ESCAPE_HINT =
  'the pattern is a regular expression: escape ( ) [ ] { } . * + ? | \\ with a backslash to match them literally'

function patternError(
  program: string,
  stderr: string,
  code: number | null
): string {
  const message = stderr.replace(/^fatal: /gm, '') || `exit code ${code}`
  return `${program} failed: ${message}\n${ESCAPE_HINT}`
}

/**
 * Quick git queries get their own deadline and are not cancelled, so the
 * backend is chosen right even when the search itself is cut short.
 */
function helperSearch(search: Search): Search {
  return {
    ...search,
    signal: new AbortController().signal,
    deadline: Date.now() + HELPER_TIMEOUT_MS
  }
}

/** Whether `cwd` is inside a git work tree (git grep can search it). */
async function isGitWorkTree(search: Search): Promise<boolean> {
  let out = ''
  const result = await runStreaming(
    'git',
    ['rev-parse', '--is-inside-work-tree'],
    helperSearch(search),
    (line) => {
      out += line.toString('utf8')
    }
  )
  return !result.spawnError && result.code === 0 && out.trim() === 'true'
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

// Output parsing -----------------------------------------------------------

type LineHandler = (line: Buffer) => void

/**
 * Lines of the form `path NUL rest`. A line without NUL is a piece of a path
 * that holds a newline, kept for the next line; `--` separators are skipped.
 */
function nulLineParser(
  onRecord: (file: string, rest: string) => void
): LineHandler {
  let carry: Buffer | undefined
  return (line) => {
    const nul = line.indexOf(0)
    if (nul === -1) {
      if (!carry && line.length === 2 && line.toString('latin1') === '--') {
        return
      }
      carry = Buffer.concat([carry ?? Buffer.alloc(0), line, Buffer.from('\n')])
      return
    }
    const name = Buffer.concat([
      carry ?? Buffer.alloc(0),
      line.subarray(0, nul)
    ])
    carry = undefined
    onRecord(name.toString('utf8'), line.toString('utf8', nul + 1))
  }
}

/** `N:text` (a match) or `N-text` (a context line). */
function parseNumbered(collector: Collector, file: string, rest: string): void {
  const found = /^(\d+)([:-])/.exec(rest)
  if (!found) return
  collector.line(
    file,
    Number(found[1]),
    rest.slice(found[0].length),
    found[2] === ':'
  )
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

const C_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92
}

/** Undoes git's C-style quoting of unusual path names (`"a\tb\303\274"`). */
export function unquoteGitPath(raw: Buffer): string {
  const length = raw.length
  if (length < 2 || raw[0] !== 34 || raw[length - 1] !== 34) {
    return raw.toString('utf8')
  }
  const bytes: number[] = []
  for (let index = 1; index < length - 1; index += 1) {
    const byte = raw[index]
    if (byte !== 92) {
      bytes.push(byte)
      continue
    }
    const next = String.fromCharCode(raw[index + 1])
    if (/[0-7]/.test(next)) {
      const octal = raw.toString('latin1', index + 1, index + 4)
      bytes.push(parseInt(octal, 8) & 0xff)
      index += 3
    } else {
      bytes.push(C_ESCAPES[next] ?? raw[index + 1])
      index += 1
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

// Processes ----------------------------------------------------------------

interface RunResult {
  code: number | null
  stderr: string
  stopped?: StopReason
  spawnError?: Error
}

function childEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? os.homedir(),
    LANG: 'C.UTF-8',
    GIT_TERMINAL_PROMPT: '0'
  }
}

/**
 * Runs `command` in the workspace and feeds its stdout line by line to
 * `onLine`. Stops (kills the child) at the deadline, on abort or after
 * {@link MAX_READ_BYTES}; lines longer than {@link MAX_LINE_BYTES} are cut.
 */
function runStreaming(
  command: string,
  args: string[],
  search: Search,
  onLine: LineHandler
): Promise<RunResult> {
  return new Promise((resolve) => {
    let settled = false
    let stopped: StopReason | undefined
    let stderr = ''
    let read = 0
    const finish = (result: RunResult): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      search.signal.removeEventListener('abort', onAbort)
      resolve(result)
    }
    const child = spawn(command, args, {
      cwd: search.cwd,
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const stop = (reason: StopReason): void => {
      if (stopped) return
      stopped = reason
      child.kill('SIGKILL')
    }
    const onAbort = (): void => stop('cancelled')
    const timer = setTimeout(
      () => stop('timeout'),
      Math.max(0, search.deadline - Date.now())
    )
    search.signal.addEventListener('abort', onAbort, { once: true })
    if (search.signal.aborted) stop('cancelled')
    const lines = new LineSplitter(onLine)
    child.stdout.on('data', (chunk: Buffer) => {
      if (stopped) return
      read += chunk.length
      lines.push(chunk)
      if (read >= MAX_READ_BYTES) stop('cap')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR_BYTES) {
        stderr += chunk.toString('utf8').slice(0, MAX_STDERR_BYTES)
      }
    })
    child.on('error', (error) => {
      finish({ code: null, stderr, spawnError: error })
    })
    child.on('close', (code) => {
      if (!stopped) lines.end()
      finish({ code, stderr, ...(stopped ? { stopped } : {}) })
    })
  })
}

/** Splits a byte stream at `\n`, keeping at most MAX_LINE_BYTES of a line. */
class LineSplitter {
  private pending: Buffer[] = []
  private pendingBytes = 0

  constructor(private readonly onLine: LineHandler) {}

  push(chunk: Buffer): void {
    let start = 0
    for (;;) {
      const newline = chunk.indexOf(10, start)
      if (newline === -1) {
        this.keep(chunk.subarray(start))
        return
      }
      this.keep(chunk.subarray(start, newline))
      this.flush()
      start = newline + 1
    }
  }

  end(): void {
    if (this.pendingBytes) this.flush()
  }

  private keep(part: Buffer): void {
    const room = MAX_LINE_BYTES - this.pendingBytes
    if (room <= 0 || !part.length) return
    const kept = part.length > room ? part.subarray(0, room) : part
    this.pending.push(kept)
    this.pendingBytes += kept.length
  }

  private flush(): void {
    const line =
      this.pending.length === 1
        ? this.pending[0]
        : Buffer.concat(this.pending, this.pendingBytes)
    this.pending = []
    this.pendingBytes = 0
    this.onLine(line)
  }
}

async function findOnPath(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, name)
    try {
      await access(candidate, constants.X_OK)
      if ((await stat(candidate)).isFile()) return candidate
    } catch {
      // not here
    }
  }
  return null
}

async function isBinaryFile(absolute: string): Promise<boolean> {
  const handle = await open(absolute, 'r')
  try {
    const sample = Buffer.alloc(BINARY_SNIFF_BYTES)
    const { bytesRead } = await handle.read(sample, 0, BINARY_SNIFF_BYTES, 0)
    return sample.subarray(0, bytesRead).includes(0)
  } finally {
    await handle.close()
  }
}

// Globs --------------------------------------------------------------------

/** Parses a glob: `!` negation, braces, anchoring as in .gitignore. */
function parseGlob(glob: string): GlobSpec {
  const negate = glob.startsWith('!')
  let raw = negate ? glob.slice(1) : glob
  while (raw.startsWith('./')) raw = raw.slice(2)
  if (raw.endsWith('/')) raw += '**'
  const alternatives = expandBraces(raw).map((alternative) => {
    const anchored = alternative.includes('/')
    const pattern = alternative.replace(/^\/+/, '')
    return { pattern, anchored, regex: globToRegExp(pattern) }
  })
  return { raw, negate, alternatives }
}

/** Whether a root-relative file path passes the glob. */
function globAccepts(glob: GlobSpec, file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1)
  const matched = glob.alternatives.some((alternative) =>
    alternative.regex.test(alternative.anchored ? file : name)
  )
  return matched !== glob.negate
}

/** Expands `{a,b}` alternatives (nested too), at most 64 results. */
export function expandBraces(glob: string): string[] {
  let depth = 0
  let start = -1
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]
    if (char === '\\') {
      index += 1
    } else if (char === '{') {
      if (depth === 0) start = index
      depth += 1
    } else if (char === '}' && depth > 0) {
      depth -= 1
      if (depth > 0) continue
      const options = splitTopLevel(glob.slice(start + 1, index))
      if (options.length < 2) continue
      const prefix = glob.slice(0, start)
      const suffix = glob.slice(index + 1)
      const results: string[] = []
      for (const option of options) {
        for (const expanded of expandBraces(prefix + option + suffix)) {
          results.push(expanded)
          if (results.length >= MAX_GLOB_ALTERNATIVES) return results
        }
      }
      return results
    }
  }
  return [glob]
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]
    if (char === '\\') index += 1
    else if (char === '{') depth += 1
    else if (char === '}') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, index))
      start = index + 1
    }
  }
  parts.push(body.slice(start))
  return parts
}

/** A brace-free glob as an anchored RegExp: `**` spans directories, `*` not. */
export function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]
    if (char === '*') {
      if (glob[index + 1] === '*') {
        const atStart = index === 0 || glob[index - 1] === '/'
        const after = glob[index + 2]
        index += 1
        if (atStart && after === '/') {
          source += '(?:.*/)?'
          index += 1
          continue
        }
        if (atStart && after === undefined) {
          source += '.*'
          continue
        }
      }
      source += '[^/]*'
    } else if (char === '?') {
      source += '[^/]'
    } else if (char === '[') {
      const end = glob.indexOf(']', index + 2)
      if (end === -1) {
        source += '\\['
        continue
      }
      let body = glob.slice(index + 1, end)
      if (body.startsWith('!')) body = `^${body.slice(1)}`
      source += `[${body.replace(/\\(?!.)/g, '\\\\')}]`
      index = end
    } else if (char === '\\' && index + 1 < glob.length) {
      index += 1
      source += escapeRegExp(glob[index])
    } else {
      source += escapeRegExp(char)
    }
  }
  return new RegExp(`^${source}$`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}
