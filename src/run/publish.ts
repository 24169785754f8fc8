/**
 * The publish stage: after the loop, deliver what the plan says. A change
 * goes through `git/commit-change.ts` (one commit, pushed) and then
 * `github/publish/publish-pr.ts` (the pull request); a review through
 * `github/publish/publish-review.ts`. What came of it is a tagged result for the
 * conclude stage.
 */
import type { AgentOutcome } from '../agent/index.js'
import {
  commitChange,
  type CommitResult,
  type GitDirSnapshot,
  type GitIdentity,
  type PreparedWorkspace
} from '../git/index.js'
import {
  type GitHubClient,
  type PullFile,
  type ChangeText,
  commitMessage,
  runTrailer,
  openOrUpdatePull,
  withStats,
  postingPolicy,
  fallbackTitle,
  type RunReport,
  publishReview,
  answerThreads,
  type ReviewScope,
  type RunRequest,
  processes,
  requestLink,
  type PullResult,
  publishDescription,
  parseTriageAnswer,
  publishTriage
} from '../github/index.js'
import type { RunFacts } from './load.js'
import type { ReviewComment, ThreadAnswer } from '../tools/index.js'
import type { Published } from './conclude.js'
import type { RunContext } from './context.js'
import type { RunPlan } from './plan.js'

/** The identity commits are authored by (the workflow token's app). */
const BOT_IDENTITY: GitIdentity = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com'
}

/** Everything the publish stage needs. */
interface PublishInput {
  context: RunContext
  github: GitHubClient
  request: RunRequest
  plan: RunPlan
  /** `summary` without the model's `Title:` line (`splitTitle`). */
  outcome: Pick<AgentOutcome, 'status' | 'summary'>
  /** The model's title for the pull request, if it gave one. */
  title?: string | null
  /** What the reports know of the run: the tool calls, the verify result, what was killed. */
  ran?: Pick<RunReport, 'tools' | 'verification' | 'rerunRefused' | 'leftovers'>
  workspace: PreparedWorkspace
  guard: GitDirSnapshot
  /** A folder the agent's tools cannot see. */
  scratchDir: string
  defaultBranch: string
  /** The pull request's files, for a review: which lines may carry inline comments. */
  pullFiles: PullFile[]
  reviewComments: ReviewComment[]
  /** A review run's scope: own open threads, and those the model answered. */
  reviewScope?: ReviewScope | null
  threadAnswers?: ThreadAnswer[]
  /** Takes what may finish beside the final comment (the review request). */
  later?: (task: Promise<void>) => void
  /** A triage run's labels and open issues, read in round one. */
  triage?: RunFacts['triage']
}

/** Delivers the run's result where the plan says. */
export async function publish(input: PublishInput): Promise<Published> {
  const { context, plan, outcome, request } = input
  const { delivery } = plan
  const loopFailed = outcome.status === 'failed' || outcome.status === 'aborted'
  if (delivery.kind === 'answer') return { kind: 'nothing' }
  if (delivery.kind === 'review') {
    if (loopFailed) return { kind: 'nothing' }
    return publishReviewOf(input, delivery.pullNumber)
  }
  if (delivery.kind === 'description' || delivery.kind === 'triage')
    return loopFailed ? { kind: 'nothing' } : publishAnswer(input)
  const text = changeText(input)
  const pushTo =
    loopFailed || !plan.capabilities.mayPush || delivery.kind === 'patch'
      ? null
      : delivery
  // The branch's open pull request is looked up beside the push.
  const existing =
    pushTo?.kind === 'pull-request'
      ? input.github.findOpenPull(pushTo.branch)
      : undefined
  existing?.catch(() => undefined)
  const commit = await commitChange({
    workTree: input.workspace.dir,
    baseSha: input.workspace.baseSha,
    guard: input.guard,
    scratchDir: input.scratchDir,
    target: pushTo && {
      branch: pushTo.branch,
      // An earlier run's branch is checked out: commit on top of it.
      kind:
        pushTo.kind === 'pull-request' && pushTo.continues === undefined
          ? 'new'
          : 'existing'
    },
    remoteUrl: context.repository.remoteUrl,
    token: context.settings.githubToken,
    defaultBranch: input.defaultBranch,
    secrets: context.secrets,
    redact: context.redact,
    // The trailer counts the action's commits on a branch (`max-fix-attempts`).
    message: `${commitMessage(text)}\n\n${runTrailer(context.runner.runId)}`,
    author: BOT_IDENTITY,
    coAuthors: coAuthors(request),
    // Publishing starts only when no process of the run is alive.
    ...(input.ran?.leftovers?.left
      ? {
          refuse: `${processes(input.ran.leftovers.left)} of the agent's commands could not be killed, so nothing was pushed: a live process could change the work tree or .git while the change is published.`
        }
      : {})
  })
  if (commit.kind !== 'committed' || delivery.kind !== 'pull-request')
    return { kind: 'change', commit }
  const pull = await openPull(input, commit, text, existing)
  return { kind: 'change', commit, pull }
}

/** The review, and the answers in the action's own threads (incremental review). */
async function publishReviewOf(
  input: PublishInput,
  pullNumber: number
): Promise<Published> {
  const { context, outcome, request } = input
  const scope = input.reviewScope
  const posting = postingPolicy(context.runUrl, request.requester)
  const review = await publishReview({
    github: input.github,
    pullNumber,
    headSha: input.workspace.baseSha,
    files: input.pullFiles,
    summary: outcome.summary,
    comments: input.reviewComments,
    redact: context.redact,
    posting,
    tools: input.ran?.tools ?? [],
    openLines: scope?.openLines ?? []
  })
  if (scope?.threads.length && input.threadAnswers?.length) {
    const answered = await answerThreads({
      github: input.github,
      pullNumber,
      threads: scope.threads,
      answers: input.threadAnswers,
      redact: context.redact,
      posting
    })
    context.log.info(
      `agent-action: answered ${answered.replied} of the action's own threads, resolved ${answered.resolved}`
    )
    for (const failure of answered.failures)
      context.log.warning(`could not answer a review thread: ${failure}`)
  }
  return { kind: 'review', review }
}

/** What the commit message and the pull request say of the change. */
function changeText(input: PublishInput): ChangeText {
  const { context, plan, outcome, request } = input
  const { delivery } = plan
  return {
    title: context.redact(input.title || fallbackTitle(plan.title)),
    summary: context.redact(outcome.summary),
    requester: request.requester,
    requestUrl: requestLink(request),
    runUrl: context.runUrl,
    issueNumber: delivery.kind === 'pull-request' ? delivery.fixesIssue : null,
    changedFiles: [],
    ...(input.ran?.verification
      ? { verification: input.ran.verification }
      : {}),
    ...(input.ran?.rerunRefused
      ? { rerunRefused: input.ran.rerunRefused }
      : {}),
    tools: input.ran?.tools ?? [],
    request: context.redact(request.instruction),
    event: request.event,
    trigger: context.settings.trigger,
    ...(delivery.kind === 'pull-request' && delivery.taskMarker
      ? { bodySuffix: delivery.taskMarker }
      : {})
  }
}

/**
 * A describe run's block in the pull request's body, or a triage run's
 * labels. A triage answer without its JSON adds nothing: the run fails
 * saying so (the loop already asked once for it).
 */
async function publishAnswer(input: PublishInput): Promise<Published> {
  const { context, plan, outcome, request } = input
  const { delivery } = plan
  const posting = postingPolicy(context.runUrl, request.requester)
  if (delivery.kind === 'description') {
    const description = await publishDescription({
      github: input.github,
      pullNumber: delivery.pullNumber,
      answer: outcome.summary,
      redact: context.redact,
      posting
    })
    return { kind: 'description', description }
  }
  if (delivery.kind !== 'triage') throw new Error('not an answer delivery')
  const answer = parseTriageAnswer(outcome.summary)
  if (!answer)
    throw new Error(
      'the triage answer holds no JSON object with a "labels" list, so no label was added'
    )
  const triage = await publishTriage({
    github: input.github,
    issueNumber: delivery.issueNumber,
    answer,
    repoLabels: input.triage?.labels ?? [],
    openIssues: input.triage?.openIssues ?? [],
    allowed: context.settings.allowedLabels,
    issueLabels: input.triage?.issueLabels ?? []
  })
  return { kind: 'triage', triage }
}

/** The pull request of the pushed branch, opened or updated. */
function openPull(
  input: PublishInput,
  commit: Extract<CommitResult, { kind: 'committed' }>,
  text: ChangeText,
  existing: Promise<{ number: number; htmlUrl: string } | null> | undefined
): Promise<PullResult> {
  const { context } = input
  const base =
    (input.plan.delivery.kind === 'pull-request' && input.plan.delivery.base) ||
    input.defaultBranch
  return openOrUpdatePull(input.github, {
    branch: commit.branch,
    base,
    text: {
      ...text,
      changedFiles: withStats(commit.changedFiles, commit.patch)
    },
    draft: context.settings.draft,
    compareUrl: context.repository.compareUrl(base, commit.branch),
    redact: context.redact,
    warn: (message) => context.log.warning(message),
    ...(existing ? { existing } : {}),
    ...(input.later ? { later: input.later } : {})
  })
}

/** The requester as a `Co-authored-by:` trailer; none for bots. */
function coAuthors(request: RunRequest): GitIdentity[] {
  const login = request.requester
  if (!login || login.endsWith('[bot]')) return []
  const email = request.requesterId
    ? `${request.requesterId}+${login}@users.noreply.github.com`
    : `${login}@users.noreply.github.com`
  return [{ name: login, email }]
}
