/**
 * The watched parts of a git directory as data: a listing of every file,
 * symlink and directory under them, with hashes for comparing and, within a
 * byte budget, copies for putting them back (git-dir-guard.ts). The walk
 * never follows a symlink and never opens anything but a regular file.
 */
import { createHash } from 'node:crypto'
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'
import { eachLimited, hashFile } from '../shared/index.js'

/**
 * Parts of a git directory that can run code or redirect a push: config
 * (sshCommand, proxies, credential helpers, filters, hooksPath, aliases,
 * includes), hooks, info (attributes), the submodules' git dirs, linked
 * worktrees, and the files that redirect where git reads config and
 * objects from.
 */
const WATCHED = [
  'config',
  'config.worktree',
  'hooks',
  'info',
  'modules',
  'worktrees',
  'commondir',
  'gitdir',
  'objects/info/alternates'
]

/**
 * In a linked worktree that existed before the run, only these files are
 * watched: the rest (HEAD, index, logs) is that worktree's ordinary state,
 * which git commands change. A worktree added during the run is watched
 * whole, so it is reported and removed.
 */
const WORKTREE_FILES = new Set(['commondir', 'gitdir', 'config.worktree'])

/** Copies are kept of files up to this size... */
export const COPY_FILE_MAX_BYTES = 1024 * 1024
/** ...and up to this much in all; beyond, only the hash is kept. */
const COPY_TOTAL_MAX_BYTES = 16 * 1024 * 1024

/** One watched non-directory. */
interface GitDirEntry {
  kind: 'file' | 'link' | 'special'
  /** Permission bits (`mode & 0o7777`). */
  mode: number
  /** sha256 of the executable bit and the content (or link target); opaque. */
  hash: string
  /** A file's bytes, when within the copy budget. */
  data?: Buffer
  /** A symlink's target. */
  target?: string
}

/** Everything under {@link WATCHED}, by path relative to the git dir. */
export interface GitDirListing {
  files: Map<string, GitDirEntry>
  /** Directories and their permission bits. */
  dirs: Map<string, number>
  /** Names under `worktrees/` when the listing was taken. */
  worktrees: string[]
}

/**
 * Lists the watched parts of `root`. With `copy`, keeps the bytes of files
 * within the budget. `worktrees` names the linked worktrees whose ordinary
 * state is not watched (default: those present now).
 */
export async function listGitDir(
  root: string,
  options: { copy: boolean; worktrees?: readonly string[] }
): Promise<GitDirListing> {
  const present = await readdir(path.join(root, 'worktrees')).catch(
    () => [] as string[]
  )
  const known = new Set(options.worktrees ?? present)
  const listing: GitDirListing = {
    files: new Map(),
    dirs: new Map(),
    worktrees: [...present].sort()
  }
  // Every lstat and readdir at once, then the files in walk order: the copy
  // budget goes to the same files as one walk after the other would give it.
  const found = (
    await Promise.all(WATCHED.map((name) => discover(root, name, known)))
  ).flat()
  const budget = { left: options.copy ? COPY_TOTAL_MAX_BYTES : 0 }
  const reads: Array<{ name: string; info: Stats; copy: boolean }> = []
  for (const { name, info } of found) {
    if (info.isDirectory()) {
      listing.dirs.set(name, Number(info.mode) & 0o7777)
      continue
    }
    // Its place in the map now, its entry when read.
    listing.files.set(name, PENDING)
    reads.push({ name, info, copy: reserve(info, budget) })
  }
  await eachLimited(reads, READS_AT_ONCE, async ({ name, info, copy }) => {
    listing.files.set(name, await entryOf(path.join(root, name), info, copy))
  })
  return listing
}

/** Files read at once: a submodule's git dir may hold thousands. */
const READS_AT_ONCE = 8

/** A placeholder while a file of the listing is read. */
const PENDING: GitDirEntry = { kind: 'special', mode: 0, hash: '' }

type Stats = Awaited<ReturnType<typeof lstat>>

/**
 * `name` and everything under it that is watched, in walk order (a
 * directory before its children, children by name), never following a
 * symlink; what vanishes meanwhile is left out.
 */
async function discover(
  root: string,
  name: string,
  known: ReadonlySet<string>
): Promise<Array<{ name: string; info: Stats }>> {
  if (!isWatched(name, known)) return []
  const full = path.join(root, name)
  const info = await lstat(full).catch(() => null)
  if (!info) return []
  if (!info.isDirectory()) return [{ name, info }]
  const children = await readdir(full).catch(() => [] as string[])
  const below = await Promise.all(
    children.sort().map((child) => discover(root, `${name}/${child}`, known))
  )
  return [{ name, info }, ...below.flat()]
}

/** Whether a file's copy fits what is left of the budget; takes its share. */
function reserve(info: Stats, budget: { left: number }): boolean {
  const size = Number(info.size)
  if (!info.isFile() || size > COPY_FILE_MAX_BYTES || size > budget.left)
    return false
  budget.left -= size
  return true
}

function isWatched(name: string, known: ReadonlySet<string>): boolean {
  const parts = name.split('/')
  if (parts[0] !== 'worktrees' || parts.length < 3) return true
  return !known.has(parts[1]) || WORKTREE_FILES.has(parts.slice(2).join('/'))
}

async function entryOf(
  full: string,
  info: Stats,
  copy: boolean
): Promise<GitDirEntry> {
  const mode = Number(info.mode) & 0o7777
  const hash = createHash('sha256')
  // The executable bit matters: chmod-ing a real hook name arms it.
  hash.update(`mode ${(mode & 0o111) !== 0 ? 'x' : '-'}\n`)
  if (info.isSymbolicLink()) {
    const target = await readlink(full).catch(() => '')
    hash.update(`link ${target}`)
    return { kind: 'link', mode, hash: hash.digest('hex'), target }
  }
  if (!info.isFile()) {
    // A FIFO or device: never open it (a FIFO would block the read).
    hash.update('special')
    return { kind: 'special', mode, hash: hash.digest('hex') }
  }
  if (copy) {
    const data = await readFile(full).catch(() => null)
    if (data) {
      hash.update(data)
      return { kind: 'file', mode, hash: hash.digest('hex'), data }
    }
    hash.update('unreadable')
    return { kind: 'file', mode, hash: hash.digest('hex') }
  }
  await hashFile(hash, full)
  return { kind: 'file', mode, hash: hash.digest('hex') }
}

/** Whether a saved entry can be put back (it has its bytes or target). */
export function restorable(entry: GitDirEntry): boolean {
  return entry.kind === 'link' || entry.data !== undefined
}

/** The outcome of {@link restoreListing}. */
export interface RestoreOutcome {
  /** Whether anything was changed back, added or removed. */
  changed: boolean
  /** Paths that differ and could not be put back (no copy, or unsafe). */
  unrestorable: string[]
}

/**
 * Makes the watched parts of `root` equal `saved` again: removes what was
 * added (never following a symlink), recreates removed directories, and
 * rewrites every file or symlink that differs, modes included.
 */
export async function restoreListing(
  root: string,
  saved: GitDirListing
): Promise<RestoreOutcome> {
  const now = await listGitDir(root, {
    copy: false,
    worktrees: saved.worktrees
  })
  const outcome: RestoreOutcome = { changed: false, unrestorable: [] }
  for (const name of [...now.files.keys(), ...now.dirs.keys()]) {
    if (saved.files.has(name) || saved.dirs.has(name)) continue
    if (!(await insideRealDirs(root, name))) continue
    await rm(path.join(root, name), { recursive: true, force: true })
    outcome.changed = true
  }
  // Shallow first, so each parent is a real directory before its children.
  for (const [name, mode] of [...saved.dirs].sort(byDepth)) {
    const full = path.join(root, name)
    const info = await lstat(full).catch(() => null)
    if (info?.isDirectory() && (info.mode & 0o7777) === mode) continue
    if (!(await insideRealDirs(root, name))) {
      outcome.unrestorable.push(name)
      continue
    }
    if (!info?.isDirectory()) {
      await rm(full, { recursive: true, force: true })
      await mkdir(full)
    }
    await chmod(full, mode)
    outcome.changed = true
  }
  for (const [name, entry] of saved.files) {
    const current = now.files.get(name)
    if (current && current.hash === entry.hash && current.mode === entry.mode)
      continue
    if (!restorable(entry) || !(await insideRealDirs(root, name))) {
      outcome.unrestorable.push(name)
      continue
    }
    const full = path.join(root, name)
    await rm(full, { recursive: true, force: true })
    if (entry.kind === 'link') await symlink(entry.target ?? '', full)
    else {
      await writeFile(full, entry.data ?? Buffer.alloc(0), { flag: 'wx' })
      await chmod(full, entry.mode)
    }
    outcome.changed = true
  }
  return outcome
}

function byDepth(a: [string, number], b: [string, number]): number {
  return a[0].split('/').length - b[0].split('/').length
}

/** Whether every parent of `name` below `root` is a real directory (no symlink). */
async function insideRealDirs(root: string, name: string): Promise<boolean> {
  const parts = name.split('/').slice(0, -1)
  let at = root
  for (const part of parts) {
    at = path.join(at, part)
    const info = await lstat(at).catch(() => null)
    if (!info?.isDirectory()) return false
  }
  return true
}
