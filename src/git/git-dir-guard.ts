/**
 * The git-dir guard: what the agent's shell can do to `.git` never reaches
 * the action's own git calls, the push, or a later step of the job
 * (docs/security.md, items 7, 12 and 17).
 *
 * - `snapshotGitDir` before the loop: the cleaned `config`, the directory's
 *   inode, and a manifest of hashes of everything in `.git` that can run
 *   code or redirect a push.
 * - `verifyGitDir` after the loop: `replaced` when `.git` is no longer the
 *   same directory, else one `git-internals` violation per added, removed
 *   or changed file (naming paths only, never contents, which the agent
 *   controls and which could hold a secret).
 * - `restoreGitDir`: puts `config` back and drops a planted
 *   `config.worktree`, before any git call reads them.
 * - `pinnedGit`: a GitClient fixed to the snapshotted git dir by
 *   environment (a planted `.git` file, `commondir` or `gitdir` is not
 *   followed) with a private index.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import {
  lstat,
  readdir,
  readFile,
  readlink,
  rm,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'
import type { PolicyViolation } from '../security/write-policy.js'
import { createGitClient, type GitClient } from './git-client.js'

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
}

/** The result of {@link verifyGitDir}. */
export type GitDirVerdict =
  /** `.git` was replaced or removed: nothing may be published from it. */
  | { kind: 'replaced' }
  /** Same directory; `violations` lists every watched file that changed. */
  | { kind: 'checked'; violations: PolicyViolation[] }

/**
 * Parts of a git directory that can run code or redirect a push: config
 * (sshCommand, proxies, credential helpers, filters, hooksPath), hooks,
 * info (attributes), the submodules' git dirs, and the files that redirect
 * where git reads config and objects from.
 */
const WATCHED = [
  'config',
  'config.worktree',
  'hooks',
  'info',
  'modules',
  'commondir',
  'gitdir',
  'objects/info/alternates'
]

const MANIFEST_HEADER = 'git-internals v1'

/** Takes the snapshot. `gitDir` may also be a `.git` file with a `gitdir:` pointer. */
export async function snapshotGitDir(gitDir: string): Promise<GitDirSnapshot> {
  const root = await resolveGitDir(gitDir)
  const info = await lstat(root).catch(() => null)
  const config = await readFile(path.join(root, 'config'), 'utf8').catch(
    () => ''
  )
  return {
    gitDir: root,
    ino: info?.ino ?? -1,
    config,
    manifest: await manifestOf(root)
  }
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
  const now = parseManifest(await manifestOf(snapshot.gitDir)) ?? new Map()
  const violations: PolicyViolation[] = []
  for (const name of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const was = old.get(name)
    const is = now.get(name)
    if (was === is) continue
    const what =
      was === undefined ? 'added' : is === undefined ? 'removed' : 'changed'
    violations.push({
      path: `.git/${name}`,
      rule: 'git-internals',
      message: `.git/${name} was ${what} during the run; it could run code or redirect the push token.`
    })
  }
  return { kind: 'checked', violations }
}

/**
 * Puts back `config` as it was snapshotted, and drops `config.worktree`
 * unless that config enables it. Returns whether anything had changed.
 */
export async function restoreGitDir(
  snapshot: Pick<GitDirSnapshot, 'gitDir' | 'config'>
): Promise<boolean> {
  const configPath = path.join(snapshot.gitDir, 'config')
  const info = await lstat(configPath).catch(() => null)
  const current = info?.isFile() ? await readFile(configPath, 'utf8') : null
  let changed = current !== snapshot.config
  if (changed) {
    await rm(configPath, { force: true, recursive: true })
    await writeFile(configPath, snapshot.config, { flag: 'wx', mode: 0o644 })
  }
  if (!/worktreeconfig\s*=\s*true/i.test(snapshot.config)) {
    const worktreeConfig = path.join(snapshot.gitDir, 'config.worktree')
    if ((await lstat(worktreeConfig).catch(() => null)) !== null) {
      await rm(worktreeConfig, { force: true, recursive: true })
      changed = true
    }
  }
  return changed
}

/**
 * Git pinned to the snapshotted repository: its git dir and common dir
 * fixed by environment and a fresh index in `indexFile` (index tricks such
 * as skip-worktree entries are gone). Call after {@link verifyGitDir}.
 */
export function pinnedGit(
  snapshot: GitDirSnapshot,
  workTree: string,
  options: {
    token: string
    redact: (text: string) => string
    indexFile: string
  }
): GitClient {
  return createGitClient(workTree, {
    token: options.token,
    redact: options.redact,
    env: {
      GIT_DIR: snapshot.gitDir,
      GIT_COMMON_DIR: snapshot.gitDir,
      GIT_WORK_TREE: workTree,
      GIT_INDEX_FILE: options.indexFile,
      GIT_NO_REPLACE_OBJECTS: '1'
    }
  })
}

async function resolveGitDir(gitDir: string): Promise<string> {
  const info = await lstat(gitDir).catch(() => null)
  if (!info?.isFile()) return gitDir
  const match = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(gitDir, 'utf8'))
  return match ? path.resolve(path.dirname(gitDir), match[1]) : gitDir
}

async function manifestOf(root: string): Promise<string> {
  const entries: string[] = []
  for (const name of WATCHED) await hashEntry(root, name, entries)
  // By name (each entry is `<sha256> <name>`), so reports come out in path order.
  entries.sort((a, b) => (a.slice(65) < b.slice(65) ? -1 : 1))
  const digest = createHash('sha256').update(entries.join('\n')).digest('hex')
  return [`${MANIFEST_HEADER} ${digest}`, ...entries].join('\n')
}

async function hashEntry(
  root: string,
  name: string,
  out: string[]
): Promise<void> {
  const full = path.join(root, name)
  const info = await lstat(full).catch(() => null)
  if (!info) return
  if (info.isDirectory()) {
    const children = await readdir(full).catch(() => [] as string[])
    for (const child of children) await hashEntry(root, `${name}/${child}`, out)
    return
  }
  const hash = createHash('sha256')
  // The executable bit matters: chmod-ing a real hook name arms it.
  hash.update(`mode ${(info.mode & 0o111) !== 0 ? 'x' : '-'}\n`)
  if (info.isSymbolicLink()) {
    hash.update(`link ${await readlink(full).catch(() => '')}`)
  } else if (info.isFile()) {
    await new Promise<void>((resolve, reject) => {
      createReadStream(full)
        .on('data', (chunk) => hash.update(chunk))
        .on('end', resolve)
        .on('error', reject)
    }).catch(() => hash.update('unreadable'))
  } else {
    // A FIFO or device: never open it (a FIFO would block the read).
    hash.update('special')
  }
  out.push(`${hash.digest('hex')} ${name}`)
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
