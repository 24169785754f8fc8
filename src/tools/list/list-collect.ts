import path from 'node:path'
import { hardenedGitCommand } from '../../git/index.js'
import {
  type GitWorkTree,
  pinnedGitEnv,
  runFile,
  type BoundStop,
  type Bounds,
  walkTree
} from '../path/index.js'
import type { ToolContext } from '../types.js'

/**
 * Where a listing's entries come from (list.ts): `git ls-files`, which
 * respects .gitignore, or a plain walk; both under the listing's bounds.
 */

const GIT_MAX_BUFFER = 64 * 1024 * 1024
const WALK_SKIP = new Set(['.git', 'node_modules'])

/** The paths a listing shows, relative to the listed directory. */
export interface Collected {
  files: string[]
  dirs: string[]
  /** Directories with a note instead of contents (nested repositories). */
  notes: Map<string, string>
  source: 'git' | 'walk'
  incomplete: boolean
  stopped?: BoundStop
}

/**
 * The entries from `git ls-files`: pinned to the snapshot's git directory
 * and work tree when there is one, else (a listing made outside a session)
 * the repository git finds from `directory`; null when git has nothing.
 */
export async function collectWithGit(
  directory: string,
  context: ToolContext,
  tree: GitWorkTree | undefined,
  bounds: Bounds
): Promise<Collected | null> {
  const { limits } = bounds
  const now = limits.now ?? Date.now
  let result
  try {
    // The action's own hardened git (git-client.ts), run through runFile
    // for its timeout, abort and partial output on overflow.
    const git = hardenedGitCommand(
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
      {
        env: {
          GIT_OPTIONAL_LOCKS: '0',
          ...(tree
            ? pinnedGitEnv(tree)
            : { GIT_CEILING_DIRECTORIES: path.dirname(context.workspace) })
        }
      }
    )
    result = await runFile(git.file, git.args, {
      cwd: directory,
      signal: limits.signal,
      timeoutMs: Math.max(0, limits.deadline - now()),
      maxBuffer: GIT_MAX_BUFFER,
      env: git.env
    })
  } catch {
    return null
  }
  const stopped: BoundStop | undefined = result.timedOut
    ? 'timeout'
    : result.aborted
      ? 'cancelled'
      : undefined
  if (result.exitCode !== 0 && !result.overflow && !stopped) return null
  const parts = result.stdout.split('\0')
  parts.pop()
  if (!parts.length && !stopped) return null
  const files: string[] = []
  const notes = new Map<string, string>()
  for (const entry of new Set(parts)) {
    if (!bounds.count()) break
    if (entry.endsWith('/')) notes.set(entry.slice(0, -1), 'git repository')
    else files.push(entry)
  }
  const bound = stopped ?? bounds.stopped
  return {
    files,
    dirs: [...notes.keys()],
    notes,
    source: 'git',
    incomplete: result.overflow || bound !== undefined,
    ...(bound ? { stopped: bound } : {})
  }
}

/** Every entry under `directory` but `.git` and `node_modules`, by a walk. */
export async function collectWithWalk(
  directory: string,
  bounds: Bounds
): Promise<Collected> {
  const files: string[] = []
  const dirs: string[] = []
  const entries = walkTree(directory, '', bounds, { skip: WALK_SKIP })
  for await (const { relative, dirent } of entries) {
    if (dirent.isDirectory()) dirs.push(relative)
    else files.push(relative)
  }
  return {
    files,
    dirs,
    notes: new Map(),
    source: 'walk',
    incomplete: bounds.stopped !== undefined,
    ...(bounds.stopped ? { stopped: bounds.stopped } : {})
  }
}
