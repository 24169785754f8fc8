/**
 * The git half of publishing: after the loop, turn what the agent left in
 * the work tree into at most one commit and push it. The GitHub half (the
 * pull request) is `github/publish/publish-pr.ts`. Every outcome is a tagged
 * result, so nothing is lost: a change that is blocked or cannot be pushed
 * still comes back as a patch (unless it holds a secret).
 */
import path from 'node:path'
import type { PolicyViolation } from '../security/index.js'
import { errorMessage } from '../shared/index.js'
import { checkStagedChange } from './check-change.js'
import { privateGitDir } from './private-git-dir.js'
import type { GitClient } from './git-client.js'
import {
  type GitDirSnapshot,
  pinnedGit,
  restoreGitDir,
  verifyGitDir
} from './git-dir-guard.js'
import {
  type ChangedFile,
  commitIndexTree,
  type GitIdentity,
  listStagedChanges,
  pushBranch,
  stageAll
} from './publish-git.js'

/**
 * How long publishing may take, all git calls together: past it, the
 * running git is killed and the run fails with what it has (the patch,
 * when it was made and is clean).
 */
const PUBLISH_DEADLINE_MS = 5 * 60 * 1000

/** A changed path as reports show it. */
interface ChangedPath {
  path: string
  status: ChangedFile['status']
}

/** Where the commit goes; null in {@link CommitChangeInput} means nowhere. */
interface PushTarget {
  branch: string
  /**
   * `new`: a branch of this run; on a re-run it may exist already, and its
   * head becomes the parent (a fast-forward). `existing`: a pull request's
   * head branch, checked out as the base.
   */
  kind: 'new' | 'existing'
}

/** What publishing the work tree did. */
export type CommitResult =
  /** `.git` was replaced or removed during the run: nothing is read from it. */
  | { kind: 'replaced' }
  /** The work tree equals the base commit. */
  | { kind: 'no-changes' }
  /** The write policy, the secret scan or the git-dir guard refused it. `patch` is absent when it would leak a secret. */
  | {
      kind: 'blocked'
      changedFiles: ChangedPath[]
      violations: string[]
      patch?: string
      /** Publishing ran out of time or was stopped: no policy was broken. */
      stopped?: true
    }
  /** There was no push target: the change is the patch. */
  | { kind: 'not-pushed'; changedFiles: ChangedPath[]; patch: string }
  /** Not pushed to `branch`: refused before committing (no `sha`) or rejected; `error` is redacted. */
  | {
      kind: 'push-failed'
      changedFiles: ChangedPath[]
      patch: string
      branch: string
      error: string
      sha?: string
    }
  /** One commit, pushed to `branch`. */
  | {
      kind: 'committed'
      changedFiles: ChangedPath[]
      patch: string
      sha: string
      branch: string
    }

/** Everything {@link commitChange} needs. */
export interface CommitChangeInput {
  /** The work tree the agent changed. */
  workTree: string
  /** The commit the agent started from. */
  baseSha: string
  /** Taken before the loop. */
  guard: GitDirSnapshot
  /** A folder the agent's tools cannot see, for the private index. */
  scratchDir: string
  /** Null: build the patch only. */
  target: PushTarget | null
  remoteUrl: string
  /** Sent only as an HTTP header, only to `remoteUrl`. */
  token: string
  /** Never pushed to. */
  defaultBranch: string
  /** Values the change must not contain. */
  secrets: readonly string[]
  redact: (text: string) => string
  message: string
  author: GitIdentity
  coAuthors: GitIdentity[]
  /** Default {@link PUBLISH_DEADLINE_MS}. */
  deadlineMs?: number
  /** Stops publishing early, like the deadline. */
  signal?: AbortSignal
  /**
   * Why nothing may be pushed whatever the change is (a process of the run
   * could not be killed); the change is still checked and kept as a patch.
   */
  refuse?: string
}

/**
 * Stages the work tree on a fresh index over the base commit, checks it
 * (git-dir guard, write policy, secret scan), and when a target is given
 * makes one commit of it on an explicit parent and pushes it (never forced,
 * never to the default branch). Bounded by `deadlineMs`.
 */
export async function commitChange(
  input: CommitChangeInput
): Promise<CommitResult> {
  const deadlineMs = input.deadlineMs ?? PUBLISH_DEADLINE_MS
  const deadline = AbortSignal.timeout(deadlineMs)
  const signal = input.signal
    ? AbortSignal.any([deadline, input.signal])
    : deadline
  const state: Progress = { changedFiles: [], patch: null }
  try {
    return await publishChange(input, signal, state)
  } catch (error) {
    if (!signal.aborted) throw error
    const why = deadline.aborted
      ? `publishing did not finish within ${formatDuration(deadlineMs)}`
      : 'publishing was stopped'
    const reason = `${why} (${input.redact(errorMessage(error))})`
    if (state.patch !== null && input.target) {
      return {
        kind: 'push-failed',
        changedFiles: state.changedFiles,
        patch: state.patch,
        branch: input.target.branch,
        error: reason
      }
    }
    return {
      kind: 'blocked',
      changedFiles: state.changedFiles,
      violations: [`Nothing was pushed: ${reason}.`],
      stopped: true,
      ...(state.patch !== null ? { patch: state.patch } : {})
    }
  }
}

function formatDuration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`
  const minutes = Math.round(ms / 6000) / 10
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** What publishing had when its deadline passed. */
interface Progress {
  changedFiles: ChangedPath[]
  /** The redacted patch, once checked and clean. */
  patch: string | null
}

/**
 * Stage, check, then commit and push: each step may end publishing with
 * its result, and `state` keeps what a deadline would leave.
 */
async function publishChange(
  input: CommitChangeInput,
  signal: AbortSignal,
  state: Progress
): Promise<CommitResult> {
  const staged = await stageChange(input, signal, state)
  if ('kind' in staged) return staged
  const checked = await checkChange(input, staged, state)
  if ('kind' in checked) return checked
  return commitAndPush(input, staged.git, {
    changedFiles: state.changedFiles,
    patch: checked.patch
  })
}

/** The work tree staged on a fresh index over the base commit. */
interface Staged {
  /** The pinned git on the private index and git dir. */
  git: GitClient
  changes: ChangedFile[]
  /** What the git-dir guard found the run did to `.git`. */
  guardViolations: PolicyViolation[]
}

/**
 * `.git` checked and put back as snapshotted, then the work tree staged
 * through a git that reads none of `.git`'s config; or why publishing ends.
 */
async function stageChange(
  input: CommitChangeInput,
  signal: AbortSignal,
  state: Progress
): Promise<Staged | CommitResult> {
  const verdict = await verifyGitDir(input.guard)
  if (verdict.kind === 'replaced') return { kind: 'replaced' }
  // Undo what the agent's shell planted in .git before any git call reads it.
  await restoreGitDir(input.guard)
  // And read none of .git's config in any case: a private copy of the
  // snapshot's (docs/security.md item 7).
  const git = pinnedGit(input.guard, input.workTree, {
    token: input.token,
    redact: input.redact,
    indexFile: path.join(input.scratchDir, 'publish-index'),
    authDir: input.scratchDir,
    signal,
    privateGitDir: await privateGitDir(input.guard, input.scratchDir)
  })
  await git.run(['read-tree', input.baseSha])
  const before = await stillAsSnapshotted(input.guard, 'staging')
  if (before) return blocked(before, state)
  await stageAll(git)
  const changes = await listStagedChanges(git, input.baseSha, {
    withBlobs: true
  })
  state.changedFiles = changes.map(({ path, status }) => ({ path, status }))
  if (changes.length === 0 && verdict.violations.length === 0 && !input.refuse)
    return { kind: 'no-changes' }
  return { git, changes, guardViolations: verdict.violations }
}

/**
 * The staged change through the write policy and the secret scan: its
 * redacted patch when nothing is wrong, else the blocked result.
 */
async function checkChange(
  input: CommitChangeInput,
  staged: Staged,
  state: Progress
): Promise<{ patch: string } | CommitResult> {
  const checked = await checkStagedChange(staged.git, {
    baseSha: input.baseSha,
    workTree: input.workTree,
    changes: staged.changes,
    secrets: input.secrets
  })
  const violations = [
    ...(input.refuse
      ? [{ path: '', rule: 'processes', message: input.refuse }]
      : []),
    ...staged.guardViolations,
    ...checked.violations
  ]
  const leaks = violations.some((violation) => violation.rule === 'secret')
  const patch =
    checked.patch === null || leaks ? null : input.redact(checked.patch)
  state.patch = patch
  if (violations.length > 0 || patch === null) {
    return {
      kind: 'blocked',
      changedFiles: state.changedFiles,
      violations: violations.map((violation) =>
        input.redact(violation.message)
      ),
      ...(patch !== null ? { patch } : {})
    }
  }
  return { patch }
}

/**
 * One commit of the index on an explicit parent, pushed to the target
 * (never to the default branch); without a target, the patch alone.
 */
async function commitAndPush(
  input: CommitChangeInput,
  git: GitClient,
  change: { changedFiles: ChangedPath[]; patch: string }
): Promise<CommitResult> {
  const target = input.target
  if (!target) return { kind: 'not-pushed', ...change }
  const branch = target.branch
  if (branch === input.defaultBranch) {
    return {
      kind: 'push-failed',
      ...change,
      branch,
      error: `refusing to push to the default branch ${input.defaultBranch}`
    }
  }
  // A new branch is pushed on the base with no read first; only a re-run's
  // refused push fetches the head to build on (docs/architecture.md).
  const first = await commitAndPushOn(input, git, input.baseSha, change)
  if ('kind' in first) return first
  const rejected =
    first.result.kind === 'push-failed' &&
    /\[rejected\]/.test(first.result.error)
  if (target.kind !== 'new' || !rejected) return first.result
  const head = await remoteHead(input, git, branch)
  if (head === null || head === input.baseSha) return first.result
  const again = await commitAndPushOn(input, git, head, change)
  return 'kind' in again ? again : again.result
}

/**
 * One commit of the index on `parent`, pushed to the target: the result,
 * or (`kind` absent) the push's failure, which a re-run may still mend.
 */
async function commitAndPushOn(
  input: CommitChangeInput,
  git: GitClient,
  parent: string,
  change: { changedFiles: ChangedPath[]; patch: string }
): Promise<CommitResult | { result: CommitResult }> {
  const branch = input.target?.branch ?? ''
  const sha = await commitIndexTree(git, {
    parent,
    message: input.message,
    author: input.author,
    coAuthors: input.coAuthors
  })
  const beforePush = await stillAsSnapshotted(input.guard, 'pushing')
  if (beforePush) return blocked(beforePush, change)
  const pushed = await pushBranch(git, {
    remoteUrl: input.remoteUrl,
    token: input.token,
    branch,
    defaultBranch: input.defaultBranch,
    source: sha
  })
  if (!pushed.ok) {
    const error = input.redact(pushed.error)
    return { result: { kind: 'push-failed', ...change, branch, sha, error } }
  }
  return { kind: 'committed', ...change, sha, branch }
}

/**
 * Checks `.git` again just before a step that reads it (staging, the
 * push): by now every process of the run is gone, so a change here means
 * something of the run is still alive. Puts it back and says why nothing
 * may be published; null when `.git` is as snapshotted.
 */
async function stillAsSnapshotted(
  guard: GitDirSnapshot,
  step: 'staging' | 'pushing'
): Promise<string | null> {
  const verdict = await verifyGitDir(guard)
  if (verdict.kind === 'checked' && verdict.violations.length === 0) return null
  await restoreGitDir(guard)
  return `.git changed again while the change was being published, before ${step}: something the run started may still be running, so nothing was pushed.`
}

function blocked(reason: string, state: Progress): CommitResult {
  return {
    kind: 'blocked',
    changedFiles: state.changedFiles,
    violations: [reason],
    ...(state.patch !== null ? { patch: state.patch } : {})
  }
}

/**
 * A re-run of the same run id finds its branch already pushed: its head is
 * the parent of the new commit, so the push is a fast-forward and the open
 * PR is reused. Null when the branch does not exist yet.
 */
async function remoteHead(
  input: CommitChangeInput,
  git: GitClient,
  branch: string
): Promise<string | null> {
  const remoteRef = `refs/agent-action/remote/${branch}`
  const fetched = await git.run(
    [
      'fetch',
      '--no-tags',
      '--',
      input.remoteUrl,
      `+refs/heads/${branch}:${remoteRef}`
    ],
    {
      allowFailure: true,
      auth: { token: input.token, url: input.remoteUrl }
    }
  )
  if (fetched.exitCode !== 0) return null
  return (
    await git.run(['rev-parse', '--verify', `${remoteRef}^{commit}`])
  ).stdout.trim()
}
