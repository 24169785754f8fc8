/**
 * A before/after snapshot of the parts of `.git/` that can run code or
 * redirect the push (config, hooks, info, modules), taken around the agent's
 * run (security.md item 12). Any difference is a `git-internals` violation
 * that blocks the push.
 *
 * Messages name paths only, never file contents, which the agent controls
 * and which could hold a secret.
 */

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readFile, readdir, readlink } from 'node:fs/promises'
import path from 'node:path'
import type { PolicyViolation } from './write-policy.js'

/**
 * The parts of a git directory that can run code or redirect a push:
 * config (sshCommand, proxy, credential helper, filter drivers, hooksPath),
 * hooks, info (attributes, exclude) and the submodules' own git dirs.
 */
// commondir, gitdir and objects/info/alternates redirect where git reads
// config and objects from: planting one must block the push too.
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

/**
 * Takes a snapshot of the git directory's config, hooks, info and modules
 * before the agent runs. The result is opaque: a manifest of per-file
 * hashes (names, modes, contents, link targets), for {@link checkGitInternals}.
 * Missing files are fine. `gitDir` is the `.git` directory, or a `.git` file
 * with a `gitdir:` pointer (worktrees).
 */
export async function snapshotGitInternals(gitDir: string): Promise<string> {
  const root = await resolveGitDir(gitDir)
  const entries: string[] = []
  for (const name of WATCHED) await hashEntry(root, name, entries)
  // By name (each entry is `<sha256> <name>`), so reports come out in path order.
  entries.sort((a, b) => (a.slice(65) < b.slice(65) ? -1 : 1))
  const digest = createHash('sha256').update(entries.join('\n')).digest('hex')
  return [`git-internals v1 ${digest}`, ...entries].join('\n')
}

/**
 * Compares the git directory with a snapshot from {@link snapshotGitInternals}.
 * Every added, removed or changed file is one `git-internals` violation
 * naming the file (never its contents).
 */
export async function checkGitInternals(
  gitDir: string,
  before: string
): Promise<PolicyViolation[]> {
  const old = parseSnapshot(before)
  if (!old)
    return [
      {
        path: '.git',
        rule: 'git-internals',
        message: 'The snapshot of .git taken before the run is unreadable.'
      }
    ]
  const now = parseSnapshot(await snapshotGitInternals(gitDir)) ?? new Map()
  const violations: PolicyViolation[] = []
  const names = [...new Set([...old.keys(), ...now.keys()])].sort()
  for (const name of names) {
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
  return violations
}

async function resolveGitDir(gitDir: string): Promise<string> {
  const info = await lstat(gitDir).catch(() => null)
  if (!info?.isFile()) return gitDir
  const match = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(gitDir, 'utf8'))
  return match ? path.resolve(path.dirname(gitDir), match[1]) : gitDir
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
  // The executable bit matters: `chmod +x hooks/pre-push.sample` arms nothing,
  // but renaming or chmod-ing a real hook name does.
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

function parseSnapshot(snapshot: string): Map<string, string> | null {
  const lines = snapshot.split('\n')
  if (!lines[0]?.startsWith('git-internals v1 ')) return null
  const files = new Map<string, string>()
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ')
    if (space !== 64) return null
    files.set(line.slice(space + 1), line.slice(0, space))
  }
  return files
}
