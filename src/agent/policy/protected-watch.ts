/**
 * The write policy around a call whose tool cannot say what it writes (an
 * MCP tool, docs/security.md item 12): what the work tree's protected
 * paths hold is taken before the call and compared after it, and what the
 * call changed there is put back. Git lists the paths when the workspace
 * is a work tree (tracked and untracked, ignored ones included), a bounded
 * walk otherwise; nothing follows a symlink when putting a path back.
 */
import { randomBytes } from 'node:crypto'
import {
  chmod,
  lstat,
  mkdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createGitClient,
  protectedPathspecs,
  signatureOf
} from '../../git/index.js'
import { Bounds, type GitWorkTree, walkTree } from '../../tools/index.js'

/** Files up to this size are kept to be put back; bigger ones only noticed. */
const KEEP_FILE_BYTES = 1024 * 1024
/** Bytes kept in all, per call. */
const KEEP_TOTAL_BYTES = 16 * 1024 * 1024
/** Bounds of the walk of a workspace that is not a git work tree. */
const WALK_ENTRIES = 200_000
const WALK_MS = 20_000

/** How to put a path back as it was. */
type Restore =
  | { kind: 'file'; mode: number; bytes: Buffer }
  | { kind: 'link'; target: string }

/** What one protected path held: an opaque signature, and how to restore it. */
interface Held {
  signature: string
  restore?: Restore
}

/** The protected paths of the work tree (workspace-relative) and what they held. */
export interface ProtectedState {
  held: Map<string, Held>
  /** False when the walk stopped at a bound: a path not seen is not taken as gone. */
  complete: boolean
}

/** Where the protected paths are, and which they are. */
export interface WatchTarget {
  workspace: string
  /** The git work tree the workspace is in, null for none. */
  tree: GitWorkTree | null
  /** Whether a workspace-relative path is protected. */
  isProtected: (file: string) => boolean
  globs: readonly string[]
  signal: AbortSignal
}

/** The protected paths present in the work tree. */
async function listProtected(
  target: WatchTarget
): Promise<{ paths: string[]; complete: boolean }> {
  if (target.tree) {
    // An index that does not exist: every file is "other", whatever the
    // agent made of the repository's own index.
    const noIndex = path.join(
      tmpdir(),
      `agent-no-index-${randomBytes(8).toString('hex')}`
    )
    const git = createGitClient(target.workspace, {
      env: {
        GIT_DIR: target.tree.gitDir,
        GIT_WORK_TREE: target.tree.workTree,
        GIT_INDEX_FILE: noIndex
      },
      signal: target.signal
    })
    const { stdout } = await git.run([
      'ls-files',
      '-z',
      '--others',
      '--',
      ...protectedPathspecs(target.globs)
    ])
    const names = stdout.split('\0').map((name) => name.replace(/\/$/, ''))
    const paths = [...new Set(names)].filter(
      (name) => name !== '' && target.isProtected(name)
    )
    return { paths, complete: true }
  }
  const bounds = new Bounds({
    deadline: Date.now() + WALK_MS,
    maxEntries: WALK_ENTRIES,
    signal: target.signal
  })
  const paths: string[] = []
  const skip = new Set(['.git'])
  for await (const entry of walkTree(target.workspace, '', bounds, { skip })) {
    if (entry.dirent.isDirectory()) continue
    if (target.isProtected(entry.relative)) paths.push(entry.relative)
  }
  return { paths, complete: bounds.stopped === undefined }
}

/** A copy of what `full` holds, within `budget` bytes; undefined when none is kept. */
async function copyOf(
  full: string,
  budget: number
): Promise<Restore | undefined> {
  const info = await lstat(full).catch(() => null)
  if (info?.isSymbolicLink())
    return { kind: 'link', target: await readlink(full) }
  if (!info?.isFile() || info.size > Math.min(KEEP_FILE_BYTES, budget))
    return undefined
  return { kind: 'file', mode: info.mode & 0o7777, bytes: await readFile(full) }
}

/**
 * What the protected paths hold now (those that exist), with copies to put
 * them back; `keep` false takes the signatures only.
 */
export async function protectedState(
  target: WatchTarget,
  keep: boolean
): Promise<ProtectedState> {
  const { paths, complete } = await listProtected(target)
  const held = new Map<string, Held>()
  let budget = KEEP_TOTAL_BYTES
  for (const name of paths) {
    const full = path.join(target.workspace, name)
    const signature = await signatureOf(full)
    if (signature === 'missing') continue
    const restore = keep ? await copyOf(full, budget) : undefined
    if (restore?.kind === 'file') budget -= restore.bytes.length
    held.set(name, restore ? { signature, restore } : { signature })
  }
  return { held, complete }
}

/**
 * The paths whose content changed between two states, parents before
 * what lies below them. A path missing from an incomplete listing is not
 * taken as removed.
 */
export async function changedPaths(
  before: ProtectedState,
  after: ProtectedState,
  workspace: string
): Promise<string[]> {
  const names = new Set(after.held.keys())
  if (after.complete) for (const name of before.held.keys()) names.add(name)
  const changed: string[] = []
  for (const name of names) {
    const was = before.held.get(name)?.signature ?? 'missing'
    // Gone from the listing: what is there now (nothing, or a folder).
    const now =
      after.held.get(name)?.signature ??
      (await signatureOf(path.join(workspace, name)))
    if (was !== now) changed.push(name)
  }
  return changed.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
}

/**
 * Whether every folder between the workspace and `name` is a real folder
 * (never a symlink); with `make`, missing ones are made.
 */
async function realParents(
  workspace: string,
  name: string,
  make: boolean
): Promise<boolean> {
  let at = workspace
  for (const part of name.split('/').slice(0, -1)) {
    at = path.join(at, part)
    const info = await lstat(at).catch(() => null)
    if (!info && make) await mkdir(at)
    else if (!info?.isDirectory()) return false
  }
  return true
}

/**
 * Puts `name` back as it was (`was` undefined: it did not exist). False
 * when that cannot be done: no copy was kept, or a parent is no folder.
 */
export async function putBack(
  workspace: string,
  name: string,
  was: Held | undefined
): Promise<boolean> {
  const full = path.join(workspace, name)
  const restore = was?.restore
  if (!restore) {
    if (was) return false
    // Below something that is no folder (any more): nothing to remove here.
    if (!(await realParents(workspace, name, false))) return true
    await rm(full, { recursive: true, force: true })
    return true
  }
  if (!(await realParents(workspace, name, true))) return false
  await rm(full, { recursive: true, force: true })
  if (restore.kind === 'link') await symlink(restore.target, full)
  else {
    await writeFile(full, restore.bytes, { flag: 'wx', mode: restore.mode })
    await chmod(full, restore.mode)
  }
  return true
}
