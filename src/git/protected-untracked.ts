/**
 * Untracked files under the write policy's protected paths (docs/security.md
 * item 17): which were there before the run, so that cleaning the workspace
 * after it removes only what the run added. Listed by the action's pinned
 * git against a private index of the base commit, ignored files included.
 */
import { createHash } from 'node:crypto'
import { lstat, mkdtemp, readlink, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_PROTECTED_PATHS, isProtected } from '../security/index.js'
import type { GitClient } from './git-client.js'
import { pinnedGit } from './pinned-git.js'
import { hashFile } from '../shared/index.js'

/** Untracked protected paths and what each held, from {@link listProtectedUntracked}. */
export interface UntrackedSnapshot {
  /** Path -> an opaque signature of its type, mode and content. */
  files: Map<string, string>
  /** False when there were more than {@link MAX_UNTRACKED} (then none is removed). */
  complete: boolean
}

/** Most untracked protected files remembered before the run. */
const MAX_UNTRACKED = 10_000

/** Files up to this size are remembered by content, bigger ones by size and time. */
const HASH_MAX_BYTES = 4 * 1024 * 1024

/** The repository as the guard knows it. */
interface RepoAt {
  gitDir: string
  /** Top of the work tree. */
  dir: string
  baseSha: string
}

/**
 * Git pathspecs that cover every path {@link isProtected} can protect
 * (case-insensitive globs; `X/**` also as `X`, so a symlink or file named
 * `X` is seen). Negations are left to the exact check afterwards.
 */
export function protectedPathspecs(
  globs: readonly string[] = DEFAULT_PROTECTED_PATHS
): string[] {
  const specs = new Set<string>()
  for (const glob of globs) {
    if (glob.startsWith('!')) continue
    specs.add(`:(glob,icase)${glob}`)
    if (glob.endsWith('/**')) specs.add(`:(glob,icase)${glob.slice(0, -3)}`)
  }
  return [...specs]
}

/**
 * Runs `use` with git pinned to `repo` on a private index holding the base
 * commit, in a fresh folder that is removed afterwards.
 */
export async function withBaseIndex<T>(
  repo: RepoAt,
  signal: AbortSignal | null,
  use: (git: GitClient) => Promise<T>
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agent-index-'))
  try {
    const git = pinnedGit(repo, repo.dir, {
      indexFile: path.join(dir, 'index'),
      ...(signal ? { signal } : {})
    })
    await git.run(['read-tree', repo.baseSha])
    return await use(git)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The untracked (ignored ones included) paths under protected paths that
 * {@link isProtected} protects exactly, as git lists them: files and
 * symlinks, never anything inside a symlinked directory.
 */
export async function untrackedProtected(git: GitClient): Promise<string[]> {
  const { stdout } = await git.run([
    'ls-files',
    '-z',
    '--others',
    '--',
    ...protectedPathspecs()
  ])
  return stdout
    .split('\0')
    .filter((name) => name !== '' && isProtected(name.replace(/\/$/, '')))
}

/** Lists the untracked protected files of `repo` with their signatures. */
export async function listProtectedUntracked(
  repo: RepoAt,
  signal: AbortSignal | null
): Promise<UntrackedSnapshot> {
  return withBaseIndex(repo, signal, async (git) => {
    const names = await untrackedProtected(git)
    if (names.length > MAX_UNTRACKED)
      return { files: new Map(), complete: false }
    const files = new Map<string, string>()
    for (const name of names)
      files.set(name, await signatureOf(path.join(repo.dir, name)))
    return { files, complete: true }
  })
}

/** An opaque signature of what a path holds now; `missing` when nothing. */
export async function signatureOf(full: string): Promise<string> {
  const info = await lstat(full).catch(() => null)
  if (!info) return 'missing'
  const mode = (info.mode & 0o7777).toString(8)
  if (info.isSymbolicLink())
    return `link ${mode} ${await readlink(full).catch(() => '')}`
  if (!info.isFile()) return `other ${mode} ${info.size} ${info.mtimeMs}`
  if (info.size > HASH_MAX_BYTES)
    return `big ${mode} ${info.size} ${info.mtimeMs}`
  const hash = createHash('sha256')
  await hashFile(hash, full)
  return `file ${mode} ${hash.digest('hex')}`
}
