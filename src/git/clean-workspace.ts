/**
 * The workspace outlives the action (docs/security.md item 17): a later
 * step of the job runs git there (`actions/checkout` again, a hook) or a
 * local action (`uses: ./.github/actions/setup`). So when the run ends,
 * whatever happened, {@link cleanWorkspace} puts `.git` back as the guard
 * snapshotted it and takes out of the work tree everything the run left
 * under the write policy's protected paths: tracked ones back to the base
 * commit, untracked ones (ignored too) removed unless they were there
 * before the run. Everything goes through the pinned git; nothing follows a
 * symlink out of the workspace. The agent's other changes stay.
 */
import { lstat, rm } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../shared/index.js'
import { isProtected } from '../security/index.js'
import { type GitDirSnapshot, restoreGitDirOutcome } from './git-dir-guard.js'
import type { GitClient } from './git-client.js'
import {
  protectedPathspecs,
  signatureOf,
  untrackedProtected,
  withBaseIndex
} from './protected-untracked.js'
import { parseRawDiff } from './publish-git.js'

/** How long cleaning may take before it gives up (it runs in a `finally`). */
const CLEAN_DEADLINE_MS = 2 * 60 * 1000

/** What {@link cleanWorkspace} did; paths are repository-relative. */
interface CleanReport {
  /** Whether `.git` had to be put back. */
  gitDirRestored: boolean
  /** Files of `.git` that differ and could not be put back. */
  gitDirLeft: string[]
  /** Tracked protected paths put back to the base commit. */
  reset: string[]
  /** Untracked protected paths removed. */
  removed: string[]
  /** Why cleaning stopped or was skipped, when it did. */
  problem?: string
}

/** Where the report goes (the run's log). */
interface CleanLog {
  info(message: string): void
  warning(message: string): void
}

/**
 * Restores `.git` and cleans the protected paths of the work tree. Never
 * throws: a problem is in the report and the log.
 */
export async function cleanWorkspace(
  guard: GitDirSnapshot,
  workspace: { dir: string; baseSha: string },
  log?: CleanLog,
  options: { deadlineMs?: number } = {}
): Promise<CleanReport> {
  const report: CleanReport = {
    gitDirRestored: false,
    gitDirLeft: [],
    reset: [],
    removed: []
  }
  try {
    const restored = await restoreGitDirOutcome(guard)
    if (restored === null) {
      report.problem =
        '.git was replaced or removed during the run, so the workspace was left as it is'
    } else {
      report.gitDirRestored = restored.changed
      report.gitDirLeft = restored.unrestorable
      const signal = AbortSignal.timeout(
        options.deadlineMs ?? CLEAN_DEADLINE_MS
      )
      await withBaseIndex(
        { gitDir: guard.gitDir, ...workspace },
        signal,
        async (git) => {
          const tracked = await changedTracked(git, workspace.baseSha)
          await git.run(['read-tree', workspace.baseSha])
          for (const name of await untrackedProtected(git)) {
            if (await keptFromBefore(guard, workspace.dir, name)) continue
            if (await removeInside(workspace.dir, name.replace(/\/$/, '')))
              report.removed.push(name)
          }
          if (tracked.length > 0) {
            await git.run(['checkout-index', '-f', '-q', '-z', '--stdin'], {
              input: tracked.join('\0')
            })
            report.reset.push(...tracked)
          }
        }
      )
    }
  } catch (error) {
    report.problem = `cleaning stopped: ${errorMessage(error)}`
  }
  if (log) logReport(report, log)
  return report
}

/**
 * Tracked protected paths whose work-tree version differs from the base
 * commit (changed, deleted, or replaced by another type), on the private
 * index, which holds the base commit.
 */
async function changedTracked(
  git: GitClient,
  baseSha: string
): Promise<string[]> {
  const { stdout } = await git.run([
    'ls-files',
    '-z',
    '--',
    ...protectedPathspecs()
  ])
  const tracked = stdout
    .split('\0')
    .filter((name) => name !== '' && isProtected(name))
  if (tracked.length === 0) return []
  // `.git/config` and `info/attributes` are restored, so only the
  // repository's own filters can run here, as when the change was staged.
  const added = await git.run(
    [
      '--literal-pathspecs',
      'add',
      '--all',
      '--pathspec-from-file=-',
      '--pathspec-file-nul'
    ],
    { input: tracked.join('\0'), allowFailure: true }
  )
  // git refuses a path beyond a symlink (a protected directory replaced by
  // a link): then every tracked protected path is put back.
  if (added.exitCode !== 0) return tracked
  const diff = await git.run([
    'diff',
    '--cached',
    '--raw',
    '-z',
    '--no-renames',
    '--no-ext-diff',
    '--no-textconv',
    baseSha,
    '--'
  ])
  return parseRawDiff(diff.stdout)
    .map((change) => change.path)
    .filter((name) => isProtected(name))
}

/** Whether an untracked path is one that was there, unchanged, before the run. */
async function keptFromBefore(
  guard: GitDirSnapshot,
  workTree: string,
  name: string
): Promise<boolean> {
  const before = guard.untracked
  // No list from before the run: remove nothing that might be the user's.
  if (!before || !before.complete) return true
  const was = before.files.get(name)
  if (was === undefined) return false
  return was === (await signatureOf(path.join(workTree, name)))
}

/**
 * Removes `name` (a file, symlink or directory, never what a symlink points
 * to) when every parent below `root` is a real directory. Returns whether
 * it removed something.
 */
async function removeInside(root: string, name: string): Promise<boolean> {
  const parts = name.split('/')
  let at = root
  for (const part of parts.slice(0, -1)) {
    at = path.join(at, part)
    const info = await lstat(at).catch(() => null)
    if (!info?.isDirectory()) return false
  }
  const full = path.join(root, name)
  if ((await lstat(full).catch(() => null)) === null) return false
  await rm(full, { recursive: true, force: true })
  return true
}

function logReport(report: CleanReport, log: CleanLog): void {
  const parts: string[] = []
  if (report.gitDirRestored)
    parts.push('restored .git as it was before the run')
  if (report.reset.length > 0)
    parts.push(
      `reset ${report.reset.length} protected path(s) to the base commit`
    )
  if (report.removed.length > 0)
    parts.push(`removed ${report.removed.length} untracked protected path(s)`)
  if (parts.length > 0) log.info(`agent-action: ${parts.join('; ')}`)
  if (report.gitDirLeft.length > 0)
    log.warning(
      `could not restore ${report.gitDirLeft.map((name) => `.git/${name}`).join(', ')}: no copy was kept; a later step may run what the agent left there`
    )
  if (report.problem) log.warning(`workspace not cleaned: ${report.problem}`)
}
