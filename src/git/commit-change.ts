/**
 * The git half of publishing: after the loop, turn what the agent left in
 * the work tree into at most one commit and push it. The GitHub half (the
 * pull request) is `github/publish-pr.ts`. Every outcome is a tagged
 * result, so nothing is lost: a change that is blocked or cannot be pushed
 * still comes back as a patch (unless it holds a secret).
 */
import path from 'node:path'
import { describeFindings, scanPatch } from '../security/secret-scan.js'
import {
  checkWritePolicy,
  type PolicyViolation
} from '../security/write-policy.js'
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
  stageAll,
  stagedPatch
} from './publish-git.js'

/** A changed path as reports show it. */
export interface ChangedPath {
  path: string
  status: ChangedFile['status']
}

/** Where the commit goes; null in {@link CommitChangeInput} means nowhere. */
export interface PushTarget {
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
}

/**
 * Stages the work tree on a fresh index over the base commit, checks it
 * (git-dir guard, write policy, secret scan), and when a target is given
 * makes one commit of it on an explicit parent and pushes it (never forced,
 * never to the default branch).
 */
export async function commitChange(
  input: CommitChangeInput
): Promise<CommitResult> {
  const verdict = await verifyGitDir(input.guard)
  if (verdict.kind === 'replaced') return { kind: 'replaced' }
  // Undo what the agent's shell planted in .git before any git call reads it.
  await restoreGitDir(input.guard)
  const git = pinnedGit(input.guard, input.workTree, {
    token: input.token,
    redact: input.redact,
    indexFile: path.join(input.scratchDir, 'publish-index'),
    authDir: input.scratchDir
  })
  await git.run(['read-tree', input.baseSha])
  await stageAll(git)
  const changes = await listStagedChanges(git, input.baseSha)
  const changedFiles = changes.map(({ path, status }) => ({ path, status }))
  if (changes.length === 0 && verdict.violations.length === 0)
    return { kind: 'no-changes' }
  const rawPatch = await stagedPatch(git, input.baseSha)
  const violations = [
    ...verdict.violations,
    ...(await policyViolations(input, git, changes, rawPatch))
  ]
  if (violations.length > 0) {
    const leaks = violations.some((violation) => violation.rule === 'secret')
    return {
      kind: 'blocked',
      changedFiles,
      violations: violations.map((violation) =>
        input.redact(violation.message)
      ),
      ...(leaks ? {} : { patch: input.redact(rawPatch) })
    }
  }
  const patch = input.redact(rawPatch)
  const target = input.target
  if (!target) return { kind: 'not-pushed', changedFiles, patch }
  if (target.branch === input.defaultBranch) {
    return {
      kind: 'push-failed',
      changedFiles,
      patch,
      branch: target.branch,
      error: `refusing to push to the default branch ${input.defaultBranch}`
    }
  }
  const parent =
    target.kind === 'new'
      ? ((await remoteHead(input, git, target.branch)) ?? input.baseSha)
      : input.baseSha
  const sha = await commitIndexTree(git, {
    parent,
    message: input.message,
    author: input.author,
    coAuthors: input.coAuthors
  })
  const pushed = await pushBranch(git, {
    remoteUrl: input.remoteUrl,
    token: input.token,
    branch: target.branch,
    defaultBranch: input.defaultBranch,
    source: sha
  })
  if (!pushed.ok) {
    return {
      kind: 'push-failed',
      changedFiles,
      patch,
      branch: target.branch,
      sha,
      error: input.redact(pushed.error)
    }
  }
  return { kind: 'committed', changedFiles, patch, sha, branch: target.branch }
}

async function policyViolations(
  input: CommitChangeInput,
  git: GitClient,
  changes: ChangedFile[],
  patch: string
): Promise<PolicyViolation[]> {
  // Sizes and link targets come from the index that will be committed, not
  // from the work tree, which a leftover process could still change.
  const blob = async (file: string, what: '-s' | 'blob') => {
    const result = await git.run(['cat-file', what, `:${file}`], {
      allowFailure: true
    })
    return result.exitCode === 0 ? result.stdout : null
  }
  const violations = await checkWritePolicy({
    changes,
    workspace: input.workTree,
    sizes: async (file) => {
      const size = await blob(file, '-s')
      return size === null ? null : Number(size.trim())
    },
    readLink: (file) => blob(file, 'blob')
  })
  const findings = scanPatch(patch, input.secrets)
  if (findings.length > 0) {
    violations.push({
      path: '*',
      rule: 'secret',
      message: describeFindings(findings)
    })
  }
  return violations
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
