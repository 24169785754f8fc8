/**
 * The git-dir guard: what the agent's shell can do to `.git` never reaches
 * the action's own git calls, the push, or a later step of the job
 * (docs/security.md, items 7, 12 and 17).
 *
 * - `snapshotGitDir` before the loop: the cleaned `config`, the directory's
 *   inode, a manifest of hashes of everything in `.git` that can run code
 *   or redirect a push, and copies of those files (within a byte budget),
 *   plus, given the work tree, the untracked files under protected paths
 *   that were already there.
 * - `verifyGitDir` after the loop: `replaced` when `.git` is no longer the
 *   same directory, else one `git-internals` violation per added, removed
 *   or changed file (naming paths only, never contents, which the agent
 *   controls and which could hold a secret); a changed file that was too
 *   big to copy also says it cannot be restored.
 * - `restoreGitDir`: puts every watched file back as it was (removes what
 *   was added, recreates what was removed, modes included), before any git
 *   call reads them and again when the run ends.
 * - `pinnedGit`: a GitClient fixed to the snapshotted git dir by
 *   environment (a planted `.git` file, `commondir` or `gitdir` is not
 *   followed) with a private index.
 */
import { createHash } from 'node:crypto'
import { lstat, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PolicyViolation } from '../security/index.js'
import {
  type GitDirListing,
  listGitDir,
  restorable,
  restoreListing,
  type RestoreOutcome
} from './git-dir-files.js'
export { pinnedGit } from './pinned-git.js'
import {
  listProtectedUntracked,
  type UntrackedSnapshot
} from './protected-untracked.js'

/** What the guard remembers of a git directory before the loop. */
export interface GitDirSnapshot {
  /** The git directory (the common dir of a worktree). */
  readonly gitDir: string
  /** Its inode: a `.git` replaced during the run is another directory. */
  readonly ino: number
  /** `config` as the action left it, after removing persisted credentials. */
  readonly config: string
  /** Sorted `<sha256> <name>` lines of the watched files; opaque. */
  readonly manifest: string
  /** The watched files with their copies, for {@link restoreGitDir}. */
  readonly saved: GitDirListing
  /**
   * Untracked files under protected paths before the run (given a work
   * tree): cleaning the workspace keeps these and removes the others.
   */
  readonly untracked?: UntrackedSnapshot
}

/** The result of {@link verifyGitDir}. */
type GitDirVerdict =
  /** `.git` was replaced or removed: nothing may be published from it. */
  | { kind: 'replaced' }
  /** Same directory; `violations` lists every watched file that changed. */
  | { kind: 'checked'; violations: PolicyViolation[] }

const MANIFEST_HEADER = 'git-internals v1'

/** How long listing the untracked protected files before the loop may take. */
const UNTRACKED_LIST_MS = 60 * 1000

/**
 * Takes the snapshot. `gitDir` may also be a `.git` file with a `gitdir:`
 * pointer. With `workTree`, also lists the untracked files under protected
 * paths (against a private index of `baseSha`).
 */
export async function snapshotGitDir(
  gitDir: string,
  workTree?: { dir: string; baseSha: string }
): Promise<GitDirSnapshot> {
  const root = await resolveGitDir(gitDir)
  const info = await lstat(root).catch(() => null)
  // The untracked protected files are listed beside the walk of .git:
  // git works on a private index outside .git and writes nothing there.
  const [config, saved, untracked] = await Promise.all([
    readFile(path.join(root, 'config'), 'utf8').catch(() => ''),
    listGitDir(root, { copy: true }),
    workTree && info?.isDirectory()
      ? untrackedOf(root, workTree)
      : Promise.resolve(null)
  ])
  return {
    gitDir: root,
    ino: info?.ino ?? -1,
    config,
    manifest: manifestOf(saved),
    saved,
    ...(untracked ? { untracked } : {})
  }
}

/**
 * The untracked files under protected paths. Cannot list them (or not in
 * time): cleaning then removes no untracked file, rather than one that may
 * be the user's.
 */
function untrackedOf(
  gitDir: string,
  workTree: { dir: string; baseSha: string }
): Promise<UntrackedSnapshot> {
  return listProtectedUntracked(
    { gitDir, ...workTree },
    AbortSignal.timeout(UNTRACKED_LIST_MS)
  ).catch(() => ({ files: new Map<string, string>(), complete: false }))
}

/** Compares the git directory with its snapshot. */
export async function verifyGitDir(
  snapshot: GitDirSnapshot
): Promise<GitDirVerdict> {
  const info = await lstat(snapshot.gitDir).catch(() => null)
  if (!info || !info.isDirectory() || info.ino !== snapshot.ino)
    return { kind: 'replaced' }
  const old = parseManifest(snapshot.manifest)
  if (!old) {
    return {
      kind: 'checked',
      violations: [
        {
          path: '.git',
          rule: 'git-internals',
          message: 'The snapshot of .git taken before the run is unreadable.'
        }
      ]
    }
  }
  const current = await listGitDir(snapshot.gitDir, {
    copy: false,
    worktrees: snapshot.saved.worktrees
  })
  const now = parseManifest(manifestOf(current)) ?? new Map()
  const violations: PolicyViolation[] = []
  for (const name of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const was = old.get(name)
    const is = now.get(name)
    if (was === is) continue
    const what =
      was === undefined ? 'added' : is === undefined ? 'removed' : 'changed'
    const entry = snapshot.saved.files.get(name)
    const lost =
      entry !== undefined && !restorable(entry)
        ? ' It cannot be restored: it was too big to keep a copy of.'
        : ''
    violations.push({
      path: `.git/${name}`,
      rule: 'git-internals',
      message: `.git/${name} was ${what} during the run; it could run code or redirect the push token.${lost}`
    })
  }
  return { kind: 'checked', violations }
}

/**
 * Puts every watched file of the git directory back as it was snapshotted:
 * removes what was added, recreates what was removed and rewrites what
 * changed, modes included. Never follows a symlink. Returns whether
 * anything had changed; files that differ and had no copy stay as they are
 * ({@link verifyGitDir} names them). Does nothing when `.git` was replaced.
 */
export async function restoreGitDir(
  snapshot: GitDirSnapshot
): Promise<boolean> {
  return (await restoreGitDirOutcome(snapshot))?.changed ?? false
}

/**
 * {@link restoreGitDir} with the details: what could not be put back.
 * Null when `.git` was replaced or removed (nothing is touched then).
 */
export async function restoreGitDirOutcome(
  snapshot: GitDirSnapshot
): Promise<RestoreOutcome | null> {
  const info = await lstat(snapshot.gitDir).catch(() => null)
  if (!info?.isDirectory() || info.ino !== snapshot.ino) return null
  return restoreListing(snapshot.gitDir, snapshot.saved)
}

async function resolveGitDir(gitDir: string): Promise<string> {
  const info = await lstat(gitDir).catch(() => null)
  if (!info?.isFile()) return gitDir
  const match = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(gitDir, 'utf8'))
  return match ? path.resolve(path.dirname(gitDir), match[1]) : gitDir
}

function manifestOf(listing: GitDirListing): string {
  // By name (each entry is `<sha256> <name>`), so reports come out in path order.
  const entries = [...listing.files]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, entry]) => `${entry.hash} ${name}`)
  const digest = createHash('sha256').update(entries.join('\n')).digest('hex')
  return [`${MANIFEST_HEADER} ${digest}`, ...entries].join('\n')
}

function parseManifest(manifest: string): Map<string, string> | null {
  const lines = manifest.split('\n')
  if (!lines[0]?.startsWith(`${MANIFEST_HEADER} `)) return null
  const files = new Map<string, string>()
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ')
    if (space !== 64) return null
    files.set(line.slice(space + 1), line.slice(0, space))
  }
  return files
}
