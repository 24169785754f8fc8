import { lstat } from 'node:fs/promises'
import path from 'node:path'
import { authEnv, createGitClient, type GitClient } from '../git/git-client.js'
import {
  type ChangedFile,
  commitIndexTree,
  listStagedChanges,
  pushBranch,
  stageAll,
  stagedPatch
} from '../git/publish-git.js'
import { type PreparedWorkspace, restoreGitConfig } from '../git/workspace.js'
import { describeFindings, scanPatch } from '../security/secret-scan.js'
import { checkGitInternals } from '../security/git-internals.js'
import {
  checkWritePolicy,
  type PolicyViolation
} from '../security/write-policy.js'
import type {
  GitHubClient,
  PullFile,
  ReviewCommentInput
} from './github-client.js'
import type { ReviewComment } from '../tools/review-comment.js'
import { commentableLines } from './diff-lines.js'
import { capChars } from './report.js'
import { OWN_MARKER } from './trigger.js'

/** The bot identity commits are authored by (the workflow token's app). */
export const BOT_IDENTITY = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com'
}

/** Where a fix goes. */
export type Delivery =
  /** A new branch and a pull request to the default branch. */
  | { kind: 'new-branch'; branch: string; issueNumber: number | null }
  /** One commit onto a same-repository pull request's head branch. */
  | { kind: 'pr-branch'; branch: string; pullNumber: number }
  /** No push at all (fork pull request): the change is posted as a patch. */
  | { kind: 'patch-only'; reason: string }

/** What publishing a fix did. */
export interface FixResult {
  conclusion: 'changed' | 'no-changes' | 'failed'
  changedFiles: { path: string; status: string }[]
  branch?: string
  commitSha?: string
  prUrl?: string
  prNumber?: number
  compareUrl?: string
  patch?: string
  patchReason?: string
  blocked?: string[]
  reason?: string
}

export interface PublishFixInput {
  github: GitHubClient
  workspace: PreparedWorkspace
  /** `snapshotGitInternals` of the workspace's git dir, taken before the loop. */
  gitInternals: string
  /** Inode of the git dir before the loop: a replaced `.git` blocks publishing. */
  gitDirIno: number
  /** A private folder (not visible to the agent's tools) for the publishing index. */
  scratchDir: string
  delivery: Delivery
  defaultBranch: string
  remoteUrl: string
  serverUrl: string
  owner: string
  repo: string
  token: string
  secrets: string[]
  redact: (text: string) => string
  /** First line of the commit and the PR title. */
  title: string
  /** The agent's summary, for the commit body and the PR body. */
  summary: string
  requester: { login: string; id: number | null } | null
  /** Link to the request (comment or issue) and to the run, for the PR body. */
  requestUrl: string | null
  runUrl: string
  draft: boolean
  /** False when the loop failed: the change is kept as a patch, not pushed. */
  push: boolean
}

function coAuthor(requester: PublishFixInput['requester']) {
  if (!requester || requester.login.endsWith('[bot]')) return []
  const email = requester.id
    ? `${requester.id}+${requester.login}@users.noreply.github.com`
    : `${requester.login}@users.noreply.github.com`
  return [{ name: requester.login, email }]
}

/** The commit message: the title, then the summary (capped). */
export function commitMessage(
  title: string,
  summary: string,
  requestUrl: string | null
): string {
  const body = capChars(summary.trim(), 4000, 'summary cut')
  return `${title}\n\n${body}${requestUrl ? `\n\nRequested in ${requestUrl}` : ''}`.trim()
}

/** The body of the pull request the action opens or updates. */
export function pullBody(
  input: PublishFixInput,
  issueNumber: number | null
): string {
  const parts = [
    capChars(input.summary.trim() || '(no summary)', 50_000, 'summary cut')
  ]
  const footer: string[] = []
  if (issueNumber !== null) footer.push(`Fixes #${issueNumber}`)
  if (input.requester)
    footer.push(
      `Requested by @${input.requester.login}${input.requestUrl ? ` in ${input.requestUrl}` : ''}.`
    )
  footer.push(`Made by [agent-action](${input.runUrl}).`)
  parts.push(footer.join('\n'))
  return `${parts.join('\n\n---\n')}\n${OWN_MARKER}`
}

async function policyViolations(
  input: PublishFixInput,
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
    workspace: input.workspace.dir,
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
 * Git pinned to the repository as it was before the loop: its git dir and
 * common dir fixed by environment (a `.git` file, `commondir` or `gitdir`
 * planted by the agent's shell is not followed) and a fresh index built
 * from the base commit (index tricks such as skip-worktree entries are
 * gone). Null when `.git` itself was replaced.
 */
async function pinnedGit(input: PublishFixInput): Promise<GitClient | null> {
  const { gitDir, dir } = input.workspace
  const info = await lstat(gitDir).catch(() => null)
  if (!info || !info.isDirectory() || info.ino !== input.gitDirIno) return null
  return createGitClient(dir, {
    token: input.token,
    redact: input.redact,
    env: {
      GIT_DIR: gitDir,
      GIT_COMMON_DIR: gitDir,
      GIT_WORK_TREE: dir,
      GIT_INDEX_FILE: path.join(input.scratchDir, 'publish-index'),
      GIT_NO_REPLACE_OBJECTS: '1'
    }
  })
}

/**
 * After the loop: stage what the agent changed, enforce the write policy and
 * the secret scan, then commit and push where the delivery says, and open or
 * update the pull request. Nothing is lost: when a push or the PR fails, the
 * result carries the patch or a compare link.
 */
export async function publishFix(input: PublishFixInput): Promise<FixResult> {
  const { workspace } = input
  const git = await pinnedGit(input)
  if (!git) {
    return {
      conclusion: 'failed',
      changedFiles: [],
      blocked: [
        '.git was replaced or removed during the run; nothing was published'
      ],
      reason:
        'the change was not pushed because .git was replaced during the run'
    }
  }
  // The agent's shell may have planted filters, hooks or proxies in .git;
  // report any change, and undo config changes before git reads them.
  const internals = await checkGitInternals(
    workspace.gitDir,
    input.gitInternals
  )
  await restoreGitConfig(workspace)
  await git.run(['read-tree', workspace.baseSha])
  await stageAll(git)
  const changes = await listStagedChanges(git, workspace.baseSha)
  const changedFiles = changes.map((change) => ({
    path: change.path,
    status: change.status
  }))
  if (changes.length === 0 && internals.length === 0) {
    return { conclusion: 'no-changes', changedFiles }
  }
  const patch = await stagedPatch(git, workspace.baseSha)
  const violations = [
    ...internals,
    ...(await policyViolations(input, git, changes, patch))
  ]
  if (violations.length > 0) {
    const leaks = violations.some((violation) => violation.rule === 'secret')
    return {
      conclusion: 'failed',
      changedFiles,
      blocked: violations.map((violation) => input.redact(violation.message)),
      reason: 'the change was not pushed because it breaks the write policy',
      ...(leaks
        ? {}
        : {
            patch: input.redact(patch),
            patchReason: 'blocked by the write policy'
          })
    }
  }
  if (!input.push) {
    return {
      conclusion: 'failed',
      changedFiles,
      patch: input.redact(patch),
      patchReason:
        'the run failed before it finished, so the change was not pushed',
      reason: 'the run failed; the change so far is attached as a patch'
    }
  }
  if (input.delivery.kind === 'patch-only') {
    return {
      conclusion: 'changed',
      changedFiles,
      patch: input.redact(patch),
      patchReason: input.delivery.reason
    }
  }

  const delivery = input.delivery
  if (delivery.branch === input.defaultBranch) {
    return {
      conclusion: 'failed',
      changedFiles,
      patch: input.redact(patch),
      patchReason: `the action never pushes to the default branch (${input.defaultBranch})`,
      reason: `refusing to push to the default branch ${input.defaultBranch}`
    }
  }
  // One commit of the checked index on an explicit parent: the base, or on a
  // re-run the branch's remote head (a fast-forward, never a force-push).
  const parent =
    delivery.kind === 'new-branch'
      ? ((await remoteHead(input, git, delivery.branch)) ?? workspace.baseSha)
      : workspace.baseSha
  const sha = await commitIndexTree(git, {
    parent,
    message: commitMessage(input.title, input.summary, input.requestUrl),
    author: BOT_IDENTITY,
    coAuthors: coAuthor(input.requester)
  })

  const pushed = await pushBranch(git, {
    remoteUrl: input.remoteUrl,
    token: input.token,
    branch: delivery.branch,
    defaultBranch: input.defaultBranch,
    source: sha
  })
  if (!pushed.ok) {
    return {
      conclusion: 'failed',
      changedFiles,
      commitSha: sha,
      patch: input.redact(patch),
      patchReason: `the push to ${delivery.branch} failed: ${input.redact(pushed.error).split('\n')[0]}`,
      reason: `git push failed: ${input.redact(pushed.error)}`
    }
  }
  if (delivery.kind === 'pr-branch') {
    return {
      conclusion: 'changed',
      changedFiles,
      branch: delivery.branch,
      commitSha: sha
    }
  }

  const body = pullBody(input, delivery.issueNumber)
  try {
    const existing = await input.github.findOpenPull(delivery.branch)
    if (existing) {
      await input.github.updatePull(existing.number, { body })
      return {
        conclusion: 'changed',
        changedFiles,
        branch: delivery.branch,
        commitSha: sha,
        prUrl: existing.htmlUrl,
        prNumber: existing.number
      }
    }
    const pull = await input.github.createPull({
      head: delivery.branch,
      base: input.defaultBranch,
      title: input.title,
      body,
      draft: input.draft
    })
    return {
      conclusion: 'changed',
      changedFiles,
      branch: delivery.branch,
      commitSha: sha,
      prUrl: pull.htmlUrl,
      prNumber: pull.number
    }
  } catch (error) {
    return {
      conclusion: 'changed',
      changedFiles,
      branch: delivery.branch,
      commitSha: sha,
      compareUrl: `${input.serverUrl}/${input.owner}/${input.repo}/compare/${encodeURIComponent(input.defaultBranch)}...${encodeURIComponent(delivery.branch)}?expand=1`,
      reason: `the pull request could not be opened: ${input.redact((error as Error).message)}`
    }
  }
}

/**
 * A re-run of the same run id finds its branch already pushed: its head is
 * the parent of the new commit, so the push is a fast-forward and the open
 * PR is reused. Null when the branch does not exist yet.
 */
async function remoteHead(
  input: PublishFixInput,
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
    { allowFailure: true, env: authEnv(input.token, input.remoteUrl) }
  )
  if (fetched.exitCode !== 0) return null
  return (
    await git.run(['rev-parse', '--verify', `${remoteRef}^{commit}`])
  ).stdout.trim()
}

/** What posting a review did. */
export interface ReviewResult {
  reviewUrl: string
  inline: number
  folded: number
}

/**
 * One PR review, event COMMENT. Comments on lines outside the diff cannot be
 * inline on GitHub; they are folded into the body instead of failing.
 */
export async function publishReview(input: {
  github: GitHubClient
  pullNumber: number
  headSha: string
  files: PullFile[]
  summary: string
  comments: ReviewComment[]
  redact: (text: string) => string
}): Promise<ReviewResult> {
  const allowed = new Map(
    input.files.map((file) => [
      file.filename,
      commentableLines(file.patch ?? '')
    ])
  )
  const inline: ReviewCommentInput[] = []
  const folded: ReviewComment[] = []
  for (const comment of input.comments) {
    if (allowed.get(comment.path)?.has(comment.line)) {
      inline.push({
        path: comment.path,
        line: comment.line,
        side: 'RIGHT',
        // The marker keeps an inline comment starting with /agent from
        // triggering the action again.
        body: `${input.redact(comment.body)}\n${OWN_MARKER}`
      })
    } else folded.push(comment)
  }
  const body = (extra: ReviewComment[]) => {
    const notes = extra.map(
      (comment) =>
        `- \`${comment.path}:${comment.line}\`: ${input.redact(comment.body)}`
    )
    const text = [
      input.redact(input.summary.trim() || 'Review by agent-action.')
    ]
    if (notes.length)
      text.push(`**Comments on lines outside the diff:**\n${notes.join('\n')}`)
    return capChars(`${text.join('\n\n')}\n${OWN_MARKER}`, 60_000)
  }
  try {
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(folded),
      comments: inline
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: inline.length,
      folded: folded.length
    }
  } catch (error) {
    // GitHub rejects the whole review for one bad line: post it with every comment in the body.
    if (inline.length === 0) throw error
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(input.comments),
      comments: []
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: 0,
      folded: input.comments.length
    }
  }
}
