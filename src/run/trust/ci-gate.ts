/**
 * Whether a failed CI run may start a fix (docs/security.md item 15),
 * decided before any model call and before any write but one, from a
 * single round of REST reads: the `triggering_actor`'s permission, where
 * the head branch points now, the branch's open pull request, and the
 * branch's newest `max-fix-attempts` commits. The pull request the payload
 * names is only taken while it is open: the payload's list also holds
 * closed ones, and a branch whose pull request was closed is a branch
 * without one (docs/usage.md, "Fixing red CI").
 * When all of those are the action's own (`Agent-Action-Run` trailer) and
 * CI failed again on the newest, the run stops: one comment on the pull
 * request says so, once per head commit, and nothing more.
 */
import {
  type BranchCommit,
  type GitHubClient,
  hasRunTrailer,
  isOwnComment,
  OWN_MARKER,
  type RunRequest,
  type WorkflowRunRequest
} from '../../github/index.js'
import { checkRequester, type RequesterTrust } from './trust.js'

/** What the gate decided. */
export type CiGate =
  /** Go on: `request` now names the branch's open pull request, if it has one. */
  | { kind: 'go'; request: WorkflowRunRequest; trust: RequesterTrust }
  | { kind: 'refused'; reason: string }
  | { kind: 'skip'; reason: string }

/** The hidden line of the stop comment of one head commit. */
const stopMarker = (sha: string) =>
  `<!-- agent-action:fix-attempts-stopped ${sha} -->`

/** Decides a `workflow_run` fix; see the file's comment. */
export async function gateFailedRun(
  github: GitHubClient,
  request: WorkflowRunRequest,
  maxFixAttempts: number
): Promise<CiGate> {
  const run = request.failedRun
  const [trust, head, pull, commits] = await Promise.all([
    checkRequester(request, () =>
      github.getPermission(request.requester ?? '')
    ),
    github.getBranchSha(run.headBranch),
    github.findOpenPull(run.headBranch).then((found) => found?.number ?? null),
    github.listBranchCommits(run.headBranch, maxFixAttempts)
  ])
  if (trust.kind === 'refused')
    return {
      kind: 'refused',
      reason: `${trust.reason} (the triggering actor of the failed run)`
    }
  if (head !== run.headSha)
    return {
      kind: 'skip',
      reason: head
        ? `the branch moved: ${run.headBranch} is at ${head.slice(0, 12)}, not at the failed commit ${run.headSha.slice(0, 12)}`
        : `the branch ${run.headBranch} is gone`
    }
  if (attemptsUsed(commits, maxFixAttempts)) {
    if (pull !== null)
      await commentStopped(github, request, pull, maxFixAttempts)
    return {
      kind: 'skip',
      reason: `the last ${maxFixAttempts} commits of ${run.headBranch} are fixes by this action and CI still fails: no further fix run on this branch (max-fix-attempts)`
    }
  }
  return {
    kind: 'go',
    trust,
    request: { ...request, issueNumber: pull, isPullRequest: pull !== null }
  }
}

/** Whether the newest `max` commits are all the action's own. */
function attemptsUsed(commits: readonly BranchCommit[], max: number): boolean {
  return (
    commits.length >= max &&
    commits.slice(0, max).every((commit) => hasRunTrailer(commit.message))
  )
}

/**
 * The one comment that says the fixes stopped; not again when the action
 * already said so for this head commit (a re-run, another failed workflow).
 */
async function commentStopped(
  github: GitHubClient,
  request: WorkflowRunRequest,
  pull: number,
  max: number
): Promise<void> {
  const run = request.failedRun
  const marker = stopMarker(run.headSha)
  const [comments, login] = await Promise.all([
    github.listComments(pull),
    github.getViewerLogin().catch(() => null)
  ])
  if (
    comments.some(
      (comment) => comment.body.includes(marker) && isOwnComment(comment, login)
    )
  )
    return
  const link = run.htmlUrl ? `[${run.name}](${run.htmlUrl})` : run.name
  await github.createComment(
    pull,
    [
      OWN_MARKER,
      marker,
      `**agent-action stopped fixing CI on \`${run.headBranch}\`.** ${link} failed again on ${run.headSha.slice(0, 12)}, and the last ${max} commits of the branch are the action's own fixes (\`max-fix-attempts: ${max}\`), so no further fix run starts on this branch. A commit by someone else, or \`/agent fix\` in a comment, starts again.`
    ].join('\n')
  )
}

/**
 * A CI fix works on the failed commit or not at all: the branch moved
 * between the gate and the checkout, or the workspace holds another commit.
 */
export function checkoutMoved(
  request: RunRequest,
  baseSha: string
): string | null {
  if (request.source !== 'workflow-run') return null
  const run = request.failedRun
  if (baseSha === run.headSha) return null
  return `the branch moved: the checkout of ${run.headBranch} is at ${baseSha.slice(0, 12)}, not at the failed commit ${run.headSha.slice(0, 12)} (a branch without a pull request is fixed from a checkout of github.event.workflow_run.head_sha)`
}
