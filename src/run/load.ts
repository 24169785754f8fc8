/**
 * The load stage: everything a run reads before the model's first turn,
 * ordered for the critical path (docs/architecture.md, "Round trips").
 * Round one asks, all at once, for the requester's permission, the
 * repository, the issue, its comments and the pull request; round two for
 * the permissions of the other authors. Instruction files come from the
 * checkout's copy of the default branch where it has one, so they cost no
 * round trip at all.
 */
import { createGitClient } from '../git/git-client.js'
import {
  type EarlierPullQuery,
  findEarlierPull,
  findIssuePull
} from '../github/earlier-pull.js'
import { isOwnComment } from '../github/earlier-runs.js'
import type {
  CommentInfo,
  GitHubClient,
  IssueInfo,
  OpenPull,
  PullFile,
  PullInfo,
  PullReviewComment
} from '../github/github-client.js'
import { reviewAuthors } from '../github/review-threads.js'
import { OWN_MARKER, type RunRequest } from '../github/trigger.js'
import {
  type AuthorTrust,
  checkRequester,
  type RequesterTrust,
  trustAuthors
} from './trust.js'

/** Repository instruction files, read from the default branch only. */
export const INSTRUCTION_FILES = ['AGENTS.md', '.github/agent-instructions.md']
const MAX_INSTRUCTIONS_CHARS = 16_000
/** The newest comments of the conversation that are read. */
const RECENT_COMMENTS = 20

/** What round one reads about the repository and the conversation. */
export interface RunFacts {
  defaultBranch: string
  issue?: IssueInfo
  /** The newest comments, oldest first, without the action's own. */
  comments: CommentInfo[]
  /**
   * The action's own comments of the conversation, oldest first: the
   * earlier runs' tracking comments, whose summaries the task quotes.
   */
  ownComments: CommentInfo[]
  pull?: { info: PullInfo; files: PullFile[] }
  /**
   * The open pull request of an earlier run to continue: of the same prompt
   * task, or on the same issue.
   */
  earlierPull?: OpenPull
  /** A review or fix run on a pull request: its review comments; null when they could not be read. */
  reviewComments?: PullReviewComment[] | null
}

/** Round one, started at once: the two answers arrive independently. */
export interface FirstRound {
  requester: Promise<RequesterTrust>
  facts: Promise<RunFacts>
}

/**
 * Starts every read that depends on nothing but the event. `task`: a
 * prompt run's task, whose earlier pull request is looked for; its branch
 * prefix and repository also find an earlier run's pull request on the
 * issue of an issue run.
 */
export function startLoad(
  github: GitHubClient,
  request: RunRequest,
  task?: EarlierPullQuery
): FirstRound {
  const requester = checkRequester(request, () =>
    github.getPermission(request.requester ?? '')
  )
  const number = request.issueNumber
  const pullNumber = request.isPullRequest ? number : null
  const facts = Promise.all([
    github.getDefaultBranch(),
    number === null ? undefined : github.getIssue(number),
    number === null ? [] : github.listComments(number),
    pullNumber === null
      ? undefined
      : Promise.all([
          github.getPull(pullNumber),
          github.listPullFiles(pullNumber)
        ]).then(([info, files]) => ({ info, files })),
    earlierPullOf(github, request, task),
    pullNumber !== null && request.verb !== 'ask'
      ? // Context only: without them the run goes on and the task says so.
        github.listReviewComments(pullNumber).catch(() => null)
      : undefined
  ]).then(([defaultBranch, issue, comments, pull, earlierPull, review]) => ({
    defaultBranch,
    comments: comments
      .filter((comment) => !comment.body.includes(OWN_MARKER))
      .slice(-RECENT_COMMENTS),
    ownComments: comments.filter(isOwnComment),
    ...(issue ? { issue } : {}),
    ...(pull ? { pull } : {}),
    ...(earlierPull ? { earlierPull } : {}),
    ...(review !== undefined ? { reviewComments: review } : {})
  }))
  // Neither may reject unobserved while the other is awaited.
  requester.catch(() => undefined)
  facts.catch(() => undefined)
  return { requester, facts }
}

/** The open pull request this run continues, if any: one read of the list. */
function earlierPullOf(
  github: GitHubClient,
  request: RunRequest,
  task: EarlierPullQuery | undefined
): Promise<OpenPull | undefined> | undefined {
  if (!task) return undefined
  const issueNumber = request.issueNumber
  const find = reusesEarlierPull(request)
    ? (pulls: OpenPull[]) => findEarlierPull(pulls, task)
    : issueNumber !== null && continuesIssuePull(request)
      ? (pulls: OpenPull[]) =>
          findIssuePull(pulls, {
            issueNumber,
            branchPrefix: task.branchPrefix,
            repository: task.repository
          })
      : null
  if (!find) return undefined
  return (
    github
      .listOpenPulls()
      .then((pulls) => find(pulls) ?? undefined)
      // Without the list the run opens a pull request of its own.
      .catch(() => undefined)
  )
}

/**
 * A fix run on an issue (a comment, a label, an assignment): it continues
 * the open pull request of an earlier run on that issue, if there is one.
 */
export function continuesIssuePull(request: RunRequest): boolean {
  return (
    request.verb === 'fix' &&
    request.issueNumber !== null &&
    !request.isPullRequest &&
    request.untrustedCheckout !== true
  )
}

/** A prompt run that would open a pull request: one per workflow and prompt. */
export function reusesEarlierPull(request: RunRequest): boolean {
  return (
    request.verb === 'fix' &&
    request.issueNumber === null &&
    request.requester === null &&
    request.comment === null &&
    request.untrustedCheckout !== true
  )
}

/** Round two: whether each author of the text the run reads has write access. */
export function loadAuthorTrust(
  github: GitHubClient,
  facts: RunFacts,
  requester: string | null
): Promise<AuthorTrust> {
  const authors = [
    ...(facts.pull ? [facts.pull.info.author] : []),
    ...(facts.issue ? [facts.issue.author] : []),
    ...facts.comments.map((comment) => comment.author),
    ...reviewAuthors(facts.reviewComments)
  ]
  return trustAuthors(authors, requester, (login) =>
    github.getPermission(login)
  )
}

/**
 * The instruction files of the default branch, joined, each capped. Read
 * from `refs/remotes/origin/<defaultBranch>` of the checkout when it has
 * that ref (never from the work tree, which may be a pull request's head),
 * else through the API.
 */
export async function loadInstructions(
  checkout: string,
  defaultBranch: string,
  github: GitHubClient
): Promise<string> {
  const git = createGitClient(checkout)
  const ref = `refs/remotes/origin/${defaultBranch}`
  const local =
    (
      await git.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        allowFailure: true
      })
    ).exitCode === 0
  const texts = await Promise.all(
    INSTRUCTION_FILES.map(async (file) => {
      if (!local)
        return github.getFileText(file, defaultBranch).catch(() => null)
      const blob = await git.run(['cat-file', 'blob', `${ref}:${file}`], {
        allowFailure: true
      })
      return blob.exitCode === 0 ? blob.stdout : null
    })
  )
  return INSTRUCTION_FILES.flatMap((file, index) => {
    const text = texts[index]?.trim()
    return text
      ? [
          `From ${file} (default branch):\n${text.slice(0, MAX_INSTRUCTIONS_CHARS)}`
        ]
      : []
  }).join('\n\n')
}
