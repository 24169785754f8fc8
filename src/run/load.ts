/**
 * The load stage: everything a run reads before the model's first turn,
 * ordered for the critical path (docs/architecture.md, "Round trips").
 * Round one asks, all at once, for the requester's permission, the
 * repository, the issue, its comments, the pull request and the login the
 * token acts as; round two for the permissions of the other authors. Instruction files come from the
 * checkout's copy of the default branch where it has one, so they cost no
 * round trip at all.
 */
import { createGitClient, readNamedObjects } from '../git/index.js'
import {
  type EarlierPullQuery,
  findEarlierPull,
  findIssuePull,
  type CommentInfo,
  type GitHubClient,
  type IssueInfo,
  type OpenIssue,
  type OpenPull,
  type PullFile,
  type RepoLabel,
  type PullInfo,
  markOwn,
  type OwnedReviewComment,
  reviewAuthors,
  OWN_MARKER,
  type RunRequest,
  isOwnComment,
  lastReviewedSha,
  unhandledSource
} from '../github/index.js'
import {
  type AuthorTrust,
  checkRequester,
  type RequesterTrust,
  trustAuthors
} from './trust/index.js'

/** Repository instruction files, read from the default branch only. */
const INSTRUCTION_FILES = ['AGENTS.md', '.github/agent-instructions.md']
const MAX_INSTRUCTIONS_CHARS = 16_000
/** The newest comments of the conversation that are read. */
const RECENT_COMMENTS = 20
/** The newest open issues a triage run compares the issue with. */
const TRIAGE_OPEN_ISSUES = 30

/** What round one reads about the repository and the conversation. */
export interface RunFacts {
  defaultBranch: string
  issue?: IssueInfo
  /** The newest comments, oldest first, without the action's own. */
  comments: CommentInfo[]
  /**
   * The action's own comments of the conversation, oldest first: the
   * earlier runs' tracking comments, whose summaries the task quotes. Own
   * means the marker and the login the token acts as; a marked comment by
   * anyone else (another App's bot included) is in neither list.
   */
  ownComments: CommentInfo[]
  pull?: { info: PullInfo; files: PullFile[] }
  /**
   * The open pull request of an earlier run to continue: of the same prompt
   * task, or on the same issue.
   */
  earlierPull?: OpenPull
  /**
   * A review or fix run on a pull request: its review comments, each
   * marked own or not as `ownComments`; null when they could not be read.
   */
  reviewComments?: OwnedReviewComment[] | null
  /** A triage run: the repository's labels, its newest open issues, and the labels the issue has. */
  triage?: {
    labels: RepoLabel[]
    openIssues: OpenIssue[]
    issueLabels: string[]
  }
  /**
   * A review run on a pull request: the head the action's own newest
   * review recorded (its marker), null when it never reviewed it or the
   * reviews could not be read (then the review is a full one).
   */
  reviewedSha?: string | null
}

/** Round one, started at once: the two answers arrive independently. */
interface FirstRound {
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
  task?: EarlierPullQuery,
  /** The requester's standing when an earlier read decided it (`ci-gate.ts`). */
  known?: RequesterTrust
): FirstRound {
  const requester = known
    ? Promise.resolve(known)
    : checkRequester(request, () =>
        github.getPermission(request.requester ?? '')
      )
  const number = request.issueNumber
  const pullNumber = request.isPullRequest ? number : null
  const finder = earlierPullFinder(request, task)
  // Asked beside the other reads but awaited only when an answer needs it
  // (a marked comment, an open pull request on an action branch), so the
  // common run never waits for it.
  const ownLogin =
    number !== null || finder ? startOwnLogin(github) : Promise.resolve(null)
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
    finder && earlierPullOf(github, finder, ownLogin),
    pullNumber !== null && request.verb !== 'ask'
      ? // Context only: without them the run goes on and the task says so.
        github.listReviewComments(pullNumber).catch(() => null)
      : undefined,
    request.verb === 'triage' ? triageReads(github) : undefined,
    // An incremental review starts from the head the action last reviewed.
    pullNumber !== null && request.verb === 'review'
      ? github.listReviews(pullNumber).catch(() => [])
      : undefined
  ]).then(async (read) => {
    const [
      defaultBranch,
      issue,
      comments,
      pull,
      earlier,
      review,
      triage,
      reviews
    ] = read
    const marked = [...comments, ...(review ?? []), ...(reviews ?? [])].some(
      (comment) => comment.body.includes(OWN_MARKER)
    )
    const login = marked ? await ownLogin : null
    return {
      defaultBranch,
      // Marked comments are the action's or copies of its marker: neither
      // is a person's context.
      comments: comments
        .filter((comment) => !comment.body.includes(OWN_MARKER))
        .slice(-RECENT_COMMENTS),
      ownComments: comments.filter((comment) => isOwnComment(comment, login)),
      ...(issue ? { issue } : {}),
      ...(pull ? { pull } : {}),
      ...(earlier ? { earlierPull: earlier } : {}),
      ...(review !== undefined
        ? { reviewComments: markOwn(review, login) }
        : {}),
      ...(triage
        ? { triage: { ...triage, issueLabels: issue?.labels ?? [] } }
        : {}),
      ...(reviews ? { reviewedSha: lastReviewedSha(reviews, login) } : {})
    }
  })
  // Neither may reject unobserved while the other is awaited.
  requester.catch(() => undefined)
  facts.catch(() => undefined)
  return { requester, facts }
}

/** What a triage run shows the model: the labels, and open issues that may be duplicates. */
function triageReads(
  github: GitHubClient
): Promise<{ labels: RepoLabel[]; openIssues: OpenIssue[] }> {
  return Promise.all([
    github.listLabels(),
    github.listOpenIssues(TRIAGE_OPEN_ISSUES + 1)
  ]).then(([labels, openIssues]) => ({ labels, openIssues }))
}

/**
 * The login the token acts as, or null when it cannot be learned: then no
 * comment or pull request is taken as the action's own (fail closed).
 * Never rejects.
 */
function startOwnLogin(github: GitHubClient): Promise<string | null> {
  return github.getViewerLogin().then(
    (login) => login || null,
    () => null
  )
}

/** How this run finds the open pull request it continues, if it looks for one. */
interface EarlierPullFinder {
  branchPrefix: string
  find(pulls: readonly OpenPull[], ownLogin: string | null): OpenPull | null
}

function earlierPullFinder(
  request: RunRequest,
  task: EarlierPullQuery | undefined
): EarlierPullFinder | null {
  if (!task) return null
  const { branchPrefix, repository } = task
  const issueNumber = request.issueNumber
  if (reusesEarlierPull(request))
    return {
      branchPrefix,
      find: (pulls, ownLogin) => findEarlierPull(pulls, { ...task, ownLogin })
    }
  if (issueNumber !== null && continuesIssuePull(request))
    return {
      branchPrefix,
      find: (pulls, ownLogin) =>
        findIssuePull(pulls, {
          issueNumber,
          branchPrefix,
          repository,
          ownLogin
        })
    }
  return null
}

/**
 * The open pull request this run continues, if any: one read of the list,
 * and the token's login only when a pull request is on an action branch.
 */
function earlierPullOf(
  github: GitHubClient,
  finder: EarlierPullFinder,
  ownLogin: Promise<string | null>
): Promise<OpenPull | undefined> {
  return (
    github
      .listOpenPulls()
      .then(async (pulls) => {
        const candidates = pulls.filter((pull) =>
          pull.headRef.startsWith(finder.branchPrefix)
        )
        if (candidates.length === 0) return undefined
        return finder.find(candidates, await ownLogin) ?? undefined
      })
      // Without the list the run opens a pull request of its own.
      .catch(() => undefined)
  )
}

/**
 * The open pull request of an earlier run that a fix run continues: a
 * prompt task's (one per workflow and prompt), the issue's (a comment, a
 * label, an assignment on an issue), or none.
 */
function continuedPull(request: RunRequest): 'task' | 'issue' | null {
  if (request.verb !== 'fix') return null
  switch (request.source) {
    case 'prompt':
      return request.untrustedCheckout ? null : 'task'
    case 'issue-comment':
    case 'opened-issue':
    case 'label':
    case 'assignment':
      return request.isPullRequest || request.issueNumber === null
        ? null
        : 'issue'
    case 'review-comment':
    case 'review':
    case 'pull-request':
      // On a pull request: the change goes onto its own branch.
      return null
    case 'workflow-run':
      // The failed branch's pull request, or a pull request of its own.
      return null
    default:
      return unhandledSource(request)
  }
}

/**
 * A fix run on an issue (a comment, a label, an assignment): it continues
 * the open pull request of an earlier run on that issue, if there is one.
 */
export function continuesIssuePull(request: RunRequest): boolean {
  return continuedPull(request) === 'issue'
}

/** A prompt run that would open a pull request: one per workflow and prompt. */
function reusesEarlierPull(request: RunRequest): boolean {
  return continuedPull(request) === 'task'
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
 * The text of `files` on the default branch (null for a file it lacks),
 * read from `refs/remotes/origin/<defaultBranch>` of the checkout when it
 * has that ref (never from the work tree, which may be a pull request's
 * head: docs/security.md item 10), else through the API.
 */
async function readDefaultBranchFiles(
  checkout: string,
  defaultBranch: string,
  github: GitHubClient,
  files: readonly string[]
): Promise<(string | null)[]> {
  const ref = `refs/remotes/origin/${defaultBranch}`
  // The ref and every file in one git process.
  const [commit, ...blobs] = await readNamedObjects(createGitClient(checkout), [
    `${ref}^{commit}`,
    ...files.map((file) => `${ref}:${file}`)
  ]).catch(() => [null])
  if (commit?.type === 'commit')
    return blobs.map((blob) =>
      blob?.type === 'blob' ? blob.bytes.toString('utf8') : null
    )
  return Promise.all(
    files.map((file) =>
      github.getFileText(file, defaultBranch).catch(() => null)
    )
  )
}

/** The instruction files' texts (`readDefaultBranchFiles`), joined, each capped. */
function joinInstructions(texts: readonly (string | null)[]): string {
  return INSTRUCTION_FILES.flatMap((file, index) => {
    const text = texts[index]?.trim()
    return text
      ? [
          `From ${file} (default branch):\n${text.slice(0, MAX_INSTRUCTIONS_CHARS)}`
        ]
      : []
  }).join('\n\n')
}

/**
 * The instruction files of the default branch and, when `output-schema`
 * names a path, that file's text (null when the branch lacks it), in one
 * read.
 */
export async function loadRepositoryConfig(
  checkout: string,
  defaultBranch: string,
  github: GitHubClient,
  schemaPath: string | null
): Promise<{ instructions: string; schemaText: string | null }> {
  const texts = await readDefaultBranchFiles(checkout, defaultBranch, github, [
    ...INSTRUCTION_FILES,
    ...(schemaPath === null ? [] : [schemaPath])
  ])
  return {
    instructions: joinInstructions(texts),
    schemaText:
      schemaPath === null ? null : (texts[INSTRUCTION_FILES.length] ?? null)
  }
}
