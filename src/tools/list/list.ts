import { lstat, readlink, stat } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { formatSize, plural } from '../../shared/index.js'
import {
  type GitWorkTree,
  workTreeSource,
  fsErrorMessage,
  resolveToolPath,
  type BoundStop,
  Bounds,
  stopPhrase,
  type WorkspacePath
} from '../path/index.js'
import {
  type Collected,
  collectWithGit,
  collectWithWalk
} from './list-collect.js'
import {
  type CallArguments,
  type CallView,
  toolError,
  type Tool,
  type ToolContext
} from '../types.js'
import { numberArg, textArg } from '../traits.js'

const DEFAULT_DEPTH = 2
const MAX_ENTRIES = 1000
/** Entries a listing takes (from git or a walk) before it stops. */
const MAX_SCAN = 100_000
/** Time a listing takes (git or a walk) before it stops. */
const LIST_TIMEOUT_MS = 30_000

/** How far one listing may go (docs/security.md item 16). */
interface ListLimits {
  /** Time for the whole listing, git or walk. 30 s. */
  timeoutMs: number
  /** Entries taken from git or the walk before it stops. 100,000. */
  maxScan: number
  /** The clock the time limit is read on. `Date.now` by default. */
  now: () => number
}

const DEFAULT_LIMITS: ListLimits = {
  timeoutMs: LIST_TIMEOUT_MS,
  maxScan: MAX_SCAN,
  now: () => Date.now()
}

/** Arguments of the `list` tool. */
export const listInput = z.object({
  path: z
    .string()
    .optional()
    .describe(
      'Directory to list, relative to the repository root. Default: the root.'
    ),
  depth: z
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .describe(
      'How many levels to show (1-10, default 2). Deeper folders are collapsed and show how many files they hold.'
    )
})

type ListInput = z.infer<typeof listInput>

/** A rendered directory tree. */
interface Listing {
  text: string
  /** Entries in the tree at the asked depth. */
  entries: number
  /** Entries shown (at most `maxEntries`). */
  shown: number
  /** `git`: `git ls-files` (respects .gitignore); `walk`: a plain walk. */
  source: 'git' | 'walk'
  /** The scan stopped early; file counts are lower bounds. */
  incomplete: boolean
  /** Which bound stopped it, when one did. */
  stopped?: BoundStop
}

/** Whether a workspace-relative path is git's own data (never listed). */
export function isGitDataPath(relative: string): boolean {
  return relative.split('/').includes('.git')
}

interface TreeDir {
  dirs: Map<string, TreeDir>
  files: Set<string>
  count: number
  note?: string
}

interface Row {
  level: number
  name: string
  relative: string
  dir?: TreeDir
  collapsed?: boolean
}

function newDir(): TreeDir {
  return { dirs: new Map(), files: new Set(), count: 0 }
}

function buildTree(collected: Collected): TreeDir {
  const root = newDir()
  const descend = (parts: string[], countFile: boolean): TreeDir => {
    let node = root
    if (countFile) node.count += 1
    for (const part of parts) {
      let next = node.dirs.get(part)
      if (!next) {
        next = newDir()
        node.dirs.set(part, next)
      }
      node = next
      if (countFile) node.count += 1
    }
    return node
  }
  for (const dir of collected.dirs) {
    const node = descend(dir.split('/'), false)
    node.note = collected.notes.get(dir)
  }
  for (const file of collected.files) {
    const parts = file.split('/')
    const name = parts.pop() as string
    descend(parts, true).files.add(name)
  }
  return root
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

function flatten(
  node: TreeDir,
  level: number,
  depth: number,
  prefix: string,
  rows: Row[]
): void {
  for (const name of [...node.dirs.keys()].sort(byName)) {
    const dir = node.dirs.get(name) as TreeDir
    const relative = prefix + name
    const collapsed = level >= depth
    rows.push({ level, name, relative, dir, collapsed })
    if (!collapsed) flatten(dir, level + 1, depth, `${relative}/`, rows)
  }
  for (const name of [...node.files].sort(byName)) {
    rows.push({ level, name, relative: prefix + name })
  }
}

async function renderFile(absolute: string, name: string): Promise<string> {
  try {
    const info = await lstat(absolute)
    if (info.isSymbolicLink()) return `${name} -> ${await readlink(absolute)}`
    if (info.isDirectory()) return `${name}/ (submodule)`
    return `${name} (${formatSize(info.size)})`
  } catch {
    return `${name} (deleted)`
  }
}

function renderDir(row: Row): string {
  const dir = row.dir as TreeDir
  if (dir.note) return `${row.name}/ (${dir.note})`
  if (!dir.count && !dir.dirs.size) return `${row.name}/ (empty)`
  return row.collapsed
    ? `${row.name}/ (${plural(dir.count, 'file')})`
    : `${row.name}/`
}

/** The rows as lines, indented by level. */
function renderRows(root: string, rows: readonly Row[]): Promise<string[]> {
  return Promise.all(
    rows.map(async (row) => {
      const indent = '  '.repeat(row.level)
      return (
        indent +
        (row.dir
          ? renderDir(row)
          : await renderFile(path.join(root, row.relative), row.name))
      )
    })
  )
}

/** Why the counts are incomplete, when they are: a bound, or an early stop. */
function stopNote(collected: Collected, limits: ListLimits): string | null {
  if (collected.stopped && collected.stopped !== 'cancelled') {
    const phrase = stopPhrase(collected.stopped, {
      maxEntries: limits.maxScan,
      timeoutMs: limits.timeoutMs
    })
    return `[the listing ${phrase}; file counts are incomplete; narrow the path or lower the depth]`
  }
  return collected.incomplete
    ? '[the listing stopped early; file counts are incomplete]'
    : null
}

/**
 * A tree of `directory` to `depth` levels, directories first, sorted by name.
 * Inside a git work tree it comes from `git ls-files` (so .gitignore is
 * respected); otherwise from a walk that skips `.git` and `node_modules`.
 * Directories beyond the depth are collapsed with their file count. Both
 * stop at the limits' deadline and entry count (and on the call's signal),
 * and the text says so.
 */
export async function listDirectory(
  context: ToolContext,
  directory: WorkspacePath,
  options: {
    depth: number
    maxEntries: number
    /**
     * The work tree before the loop: null lists with a walk only, a tree
     * pins git to it; undefined lets git find the repository itself.
     */
    gitWorkTree?: GitWorkTree | null
    limits?: Partial<ListLimits>
  }
): Promise<Listing> {
  const limits: ListLimits = {
    timeoutMs: options.limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
    maxScan: options.limits?.maxScan ?? DEFAULT_LIMITS.maxScan,
    now: options.limits?.now ?? DEFAULT_LIMITS.now
  }
  const bounds = new Bounds({
    deadline: limits.now() + limits.timeoutMs,
    maxEntries: limits.maxScan,
    signal: context.signal,
    now: limits.now
  })
  const collected =
    (options.gitWorkTree === null
      ? null
      : await collectWithGit(
          directory.absolute,
          context,
          options.gitWorkTree,
          bounds
        )) ?? (await collectWithWalk(directory.absolute, bounds))
  const tree = buildTree(collected)
  const rows: Row[] = []
  flatten(tree, 1, options.depth, '', rows)
  const shownRows = rows.slice(0, options.maxEntries)
  const label = directory.relative === '.' ? '.' : directory.relative
  const header = `${label}/ (${plural(tree.count, 'file')}${collected.incomplete ? ' or more' : ''})`
  const text = [header]
  if (!rows.length) text.push('  (empty directory)')
  text.push(...(await renderRows(directory.absolute, shownRows)))
  if (rows.length > shownRows.length) {
    text.push(
      `[${rows.length - shownRows.length} more entries; list a subdirectory or lower depth]`
    )
  }
  const stop = stopNote(collected, limits)
  if (stop) text.push(stop)
  return {
    text: text.join('\n'),
    entries: rows.length,
    shown: shownRows.length,
    source: collected.source,
    incomplete: collected.incomplete,
    ...(collected.stopped ? { stopped: collected.stopped } : {})
  }
}

/** Options of {@link createListTool}. */
interface ListToolOptions extends Partial<ListLimits> {
  /**
   * The git work tree the workspace was in before the loop (null: none). A
   * session always gives it; a tool made without it probes once per
   * workspace on first use.
   */
  gitWorkTree?: GitWorkTree | null
}

/** "Listed `src`" or "Listed the repository root"; the summary `src (depth 2)`. */
function describeList(args: CallArguments): CallView {
  const path = textArg(args, 'path')
  const depth = numberArg(args, 'depth')
  return {
    summary: `${path || '.'}${depth !== undefined ? ` (depth ${depth})` : ''}`,
    activity: {
      verb: ['Listed', 'Listing'],
      words: path && path !== '.' ? [{ value: path }] : ['the repository root']
    }
  }
}

/** The `list` tool: a directory tree that respects .gitignore. */
export function createListTool(options: ListToolOptions = {}): Tool<ListInput> {
  const { gitWorkTree, ...limits } = options
  const workTree = workTreeSource(gitWorkTree)
  return {
    name: 'list',
    description:
      'List a directory of the repository as a tree (directories first, files with sizes). Files ignored by .gitignore and the .git folder are left out; folders deeper than `depth` are collapsed with a file count. At most 1000 entries.',
    schema: listInput,
    readOnly: true,
    describe: describeList,
    async run(input, context) {
      const resolved = await resolveToolPath(context, input.path ?? '.')
      if ('error' in resolved) return resolved.error
      const target = resolved.path
      if (isGitDataPath(target.relative)) {
        return toolError(
          `${target.relative} is git's own data and is not listed; list the work tree instead`
        )
      }
      if (!target.exists) return toolError(`${target.relative} does not exist`)
      let info
      try {
        info = await stat(target.absolute)
      } catch (error) {
        return toolError(fsErrorMessage(error, target.relative))
      }
      if (!info.isDirectory()) {
        return {
          output: `${target.relative} is a file (${formatSize(info.size)}), not a directory; use read to see it`,
          isError: false,
          details: { path: target.relative, entries: 0, shown: 0 }
        }
      }
      const depth = input.depth ?? DEFAULT_DEPTH
      const listing = await listDirectory(context, target, {
        depth,
        maxEntries: MAX_ENTRIES,
        gitWorkTree: await workTree(context.workspace),
        limits
      })
      if (context.signal.aborted) return toolError('list was cancelled')
      return {
        output: listing.text,
        isError: false,
        truncation: {
          mode: 'head',
          continuation: () => 'list a subdirectory or lower depth'
        },
        details: {
          path: target.relative,
          depth,
          entries: listing.entries,
          shown: listing.shown,
          source: listing.source,
          ...(listing.stopped ? { stopped: listing.stopped } : {})
        }
      }
    }
  }
}
