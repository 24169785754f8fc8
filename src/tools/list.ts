import { lstat, readdir, readlink, stat } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { hardenedGitCommand } from '../git/git-client.js'
import { formatSize, plural } from '../shared/text.js'
import { runFile } from './run-file.js'
import { fsErrorMessage, resolveToolPath } from './tool-path.js'
import { toolError } from './types.js'
import type { Tool, ToolContext } from './types.js'
import type { WorkspacePath } from './workspace-path.js'

const DEFAULT_DEPTH = 2
const MAX_ENTRIES = 1000
/** A plain walk stops after this many entries (counts are then incomplete). */
const MAX_SCAN = 100_000
const GIT_TIMEOUT_MS = 30_000
const GIT_MAX_BUFFER = 64 * 1024 * 1024
const WALK_SKIP = new Set(['.git', 'node_modules'])

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

export type ListInput = z.infer<typeof listInput>

/** A rendered directory tree. */
export interface Listing {
  text: string
  /** Entries in the tree at the asked depth. */
  entries: number
  /** Entries shown (at most `maxEntries`). */
  shown: number
  /** `git`: `git ls-files` (respects .gitignore); `walk`: a plain walk. */
  source: 'git' | 'walk'
  /** The scan stopped early; file counts are lower bounds. */
  incomplete: boolean
}

/** Whether a workspace-relative path is git's own data (never listed). */
export function isGitDataPath(relative: string): boolean {
  return relative.split('/').includes('.git')
}

interface Collected {
  files: string[]
  dirs: string[]
  /** Directories with a note instead of contents (nested repositories). */
  notes: Map<string, string>
  source: 'git' | 'walk'
  incomplete: boolean
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

async function collectWithGit(
  directory: string,
  context: ToolContext
): Promise<Collected | null> {
  let result
  try {
    // The action's own hardened git (git-client.ts), run through runFile
    // for its timeout, abort and partial output on overflow.
    const git = hardenedGitCommand(
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
      {
        env: {
          GIT_OPTIONAL_LOCKS: '0',
          GIT_CEILING_DIRECTORIES: path.dirname(context.workspace)
        }
      }
    )
    result = await runFile('git', git.args, {
      cwd: directory,
      signal: context.signal,
      timeoutMs: GIT_TIMEOUT_MS,
      maxBuffer: GIT_MAX_BUFFER,
      env: git.env
    })
  } catch {
    return null
  }
  if (result.exitCode !== 0 && !result.overflow) return null
  const parts = result.stdout.split('\0')
  parts.pop()
  if (!parts.length) return null
  const files: string[] = []
  const notes = new Map<string, string>()
  for (const entry of new Set(parts)) {
    if (entry.endsWith('/')) notes.set(entry.slice(0, -1), 'git repository')
    else files.push(entry)
  }
  return {
    files,
    dirs: [...notes.keys()],
    notes,
    source: 'git',
    incomplete: result.overflow
  }
}

async function collectWithWalk(
  directory: string,
  signal: AbortSignal
): Promise<Collected> {
  const files: string[] = []
  const dirs: string[] = []
  const stack = ['']
  let scanned = 0
  let incomplete = false
  while (stack.length && !incomplete && !signal.aborted) {
    const relative = stack.pop() as string
    let entries
    try {
      entries = await readdir(path.join(directory, relative), {
        withFileTypes: true
      })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (WALK_SKIP.has(entry.name)) continue
      scanned += 1
      if (scanned > MAX_SCAN) {
        incomplete = true
        break
      }
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        dirs.push(child)
        stack.push(child)
      } else {
        files.push(child)
      }
    }
  }
  return {
    files,
    dirs,
    notes: new Map(),
    source: 'walk',
    incomplete: incomplete || signal.aborted
  }
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

/**
 * A tree of `directory` to `depth` levels, directories first, sorted by name.
 * Inside a git work tree it comes from `git ls-files` (so .gitignore is
 * respected); otherwise from a walk that skips `.git` and `node_modules`.
 * Directories beyond the depth are collapsed with their file count.
 */
export async function listDirectory(
  context: ToolContext,
  directory: WorkspacePath,
  options: { depth: number; maxEntries: number }
): Promise<Listing> {
  const collected =
    (await collectWithGit(directory.absolute, context)) ??
    (await collectWithWalk(directory.absolute, context.signal))
  const tree = buildTree(collected)
  const rows: Row[] = []
  flatten(tree, 1, options.depth, '', rows)
  const shownRows = rows.slice(0, options.maxEntries)
  const lines = await Promise.all(
    shownRows.map(async (row) => {
      const indent = '  '.repeat(row.level)
      return (
        indent +
        (row.dir
          ? renderDir(row)
          : await renderFile(
              path.join(directory.absolute, row.relative),
              row.name
            ))
      )
    })
  )
  const label = directory.relative === '.' ? '.' : directory.relative
  const header = `${label}/ (${plural(tree.count, 'file')}${collected.incomplete ? ' or more' : ''})`
  const text = [header]
  if (!rows.length) text.push('  (empty directory)')
  text.push(...lines)
  if (rows.length > shownRows.length) {
    text.push(
      `[${rows.length - shownRows.length} more entries; list a subdirectory or lower depth]`
    )
  }
  if (collected.incomplete) {
    text.push('[the scan stopped early; file counts are incomplete]')
  }
  return {
    text: text.join('\n'),
    entries: rows.length,
    shown: shownRows.length,
    source: collected.source,
    incomplete: collected.incomplete
  }
}

/** The `list` tool: a directory tree that respects .gitignore. */
export function createListTool(): Tool<ListInput> {
  return {
    name: 'list',
    description:
      'List a directory of the repository as a tree (directories first, files with sizes). Files ignored by .gitignore and the .git folder are left out; folders deeper than `depth` are collapsed with a file count. At most 1000 entries.',
    schema: listInput,
    readOnly: true,
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
        maxEntries: MAX_ENTRIES
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
          source: listing.source
        }
      }
    }
  }
}
