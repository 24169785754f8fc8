/**
 * The conclude stage, pure: the loop's outcome and what publishing did,
 * mapped to the contract's conclusion and the report's result fields.
 *
 * - A failed or cancelled loop is `failed`; what it changed is kept as a patch.
 * - A change that could not be delivered (blocked, `.git` replaced, push
 *   rejected) is `failed`, with the patch when it holds no secret.
 * - A run stopped by a limit is `budget-exhausted` whether or not it changed
 *   files; what it delivered (branch, commit, pull request, review, patch)
 *   is still in the report, and the limit is named.
 * - A fix whose every edit the write policy refused is `failed`, not
 *   `no-changes`.
 * - Otherwise: `changed`, `no-changes`, `reviewed` or `answered`.
 */
import type { AgentOutcome } from '../agent/index.js'
import type { CommitResult } from '../git/index.js'
import {
  type DescriptionResult,
  pushPermission,
  type TriageResult,
  type PullResult,
  type ReviewResult,
  withStats,
  type RunReport
} from '../github/index.js'
import type { RunContext } from './context.js'
import type { Delivery, RunPlan } from './plan.js'

/** What the publish stage did. */
export type Published =
  /** Nothing to publish: an answer, or a review whose loop failed. */
  | { kind: 'nothing' }
  | { kind: 'review'; review: ReviewResult }
  /** A describe run's block written into the pull request's body. */
  | { kind: 'description'; description: DescriptionResult }
  /** A triage run's labels added (the comment is the final report). */
  | { kind: 'triage'; triage: TriageResult }
  | { kind: 'change'; commit: CommitResult; pull?: PullResult }

/** The report fields the conclusion decides. */
type Conclusion = Pick<
  RunReport,
  | 'conclusion'
  | 'reason'
  | 'limit'
  | 'limitDetail'
  | 'changedFiles'
  | 'branch'
  | 'commitSha'
  | 'commitUrl'
  | 'prUrl'
  | 'prNumber'
  | 'compareUrl'
  | 'patch'
  | 'patchReason'
  | 'blocked'
  | 'reviewUrl'
  | 'reviewComments'
  | 'reviewFolded'
  | 'failure'
  | 'pushError'
  | 'prAction'
  | 'descriptionUrl'
  | 'labels'
>

/** The plan's delivery and what publishing did, with what the words need. */
interface DeliveryEnd {
  delivery: Delivery
  published: Published
  defaultBranch: string
  commitUrl: (sha: string) => string
  /** Edits the write policy refused during the loop. */
  refusedEdits?: number
}

/** Maps a run's end to its conclusion. */
export function conclude(
  input: DeliveryEnd & {
    outcome: Pick<
      AgentOutcome,
      'status' | 'error' | 'failure' | 'limit' | 'limitDetail'
    >
  }
): Conclusion {
  const { outcome } = input
  const loopFailed = outcome.status === 'failed' || outcome.status === 'aborted'
  const limited = outcome.status === 'budget-exhausted'
  const result = {
    ...delivered(input),
    ...(outcome.limit
      ? { limit: outcome.limit, limitDetail: outcome.limitDetail }
      : {})
  }
  if (loopFailed) {
    return {
      ...result,
      conclusion: 'failed',
      reason: outcome.error ?? 'the agent loop failed',
      failure:
        outcome.status === 'aborted'
          ? 'the run was cancelled'
          : (outcome.failure ?? 'the agent loop failed'),
      ...(result.patch
        ? {
            patchReason:
              'the run failed before it finished, so the change was not pushed'
          }
        : {})
    }
  }
  if (result.conclusion === 'failed') return result
  return limited ? { ...result, conclusion: 'budget-exhausted' } : result
}

/** What the run delivered, as the report says it. */
function delivered(input: DeliveryEnd): Conclusion {
  const { published } = input
  if (published.kind === 'nothing')
    return { conclusion: 'answered', changedFiles: [] }
  if (published.kind === 'review') {
    return {
      conclusion: 'reviewed',
      changedFiles: [],
      reviewUrl: published.review.reviewUrl,
      reviewComments: published.review.inline,
      reviewFolded: published.review.folded
    }
  }
  if (published.kind === 'description')
    return {
      conclusion: 'answered',
      changedFiles: [],
      descriptionUrl: published.description.pullUrl
    }
  if (published.kind === 'triage')
    return {
      conclusion: 'answered',
      changedFiles: [],
      labels: published.triage.added
    }
  return changeDelivered(published.commit, published.pull, input)
}

/** A change: committed and pushed (with its pull request), or why not. */
function changeDelivered(
  commit: CommitResult,
  pull: PullResult | undefined,
  input: DeliveryEnd
): Conclusion {
  switch (commit.kind) {
    case 'replaced':
      return {
        conclusion: 'failed',
        changedFiles: [],
        blocked: [
          '.git was replaced or removed during the run; nothing was published'
        ],
        failure: '.git was replaced during the run',
        reason:
          'the change was not pushed because .git was replaced during the run'
      }
    case 'no-changes':
      return noChanges(input.refusedEdits ?? 0)
    case 'blocked':
      return blockedChange(commit)
    case 'not-pushed':
      return {
        conclusion: 'changed',
        changedFiles: withStats(commit.changedFiles, commit.patch),
        patch: commit.patch,
        patchReason:
          input.delivery.kind === 'patch'
            ? input.delivery.reason
            : 'it was not pushed'
      }
    case 'push-failed':
      return pushFailed(commit, input.defaultBranch)
    case 'committed':
      return {
        conclusion: 'changed',
        changedFiles: withStats(commit.changedFiles, commit.patch),
        branch: commit.branch,
        commitSha: commit.sha,
        commitUrl: input.commitUrl(commit.sha),
        ...pullFields(pull)
      }
  }
}

/**
 * Nothing changed: a success only when nothing was refused. A run whose
 * every edit the write policy refused did not do what was asked
 * (docs/contract.md: it never says "no changes needed").
 */
function noChanges(refusedEdits: number): Conclusion {
  if (refusedEdits === 0) return { conclusion: 'no-changes', changedFiles: [] }
  return {
    conclusion: 'failed',
    changedFiles: [],
    failure: 'every edit was refused',
    reason: `the write policy refused ${refusedEdits === 1 ? 'the only edit' : `all ${refusedEdits} edits`} the agent tried, so nothing was changed: a maintainer has to make this change (the refused paths and their rules are listed below)`
  }
}

function blockedChange(
  commit: Extract<CommitResult, { kind: 'blocked' }>
): Conclusion {
  return {
    conclusion: 'failed',
    changedFiles: withStats(commit.changedFiles, commit.patch),
    blocked: commit.violations,
    failure: commit.stopped
      ? 'nothing was pushed'
      : 'the change breaks the write policy',
    reason: commit.stopped
      ? 'the change was not pushed: publishing did not finish'
      : 'the change was not pushed because it breaks the write policy',
    ...(commit.patch
      ? {
          patch: commit.patch,
          patchReason: commit.stopped
            ? 'publishing did not finish'
            : 'blocked by the write policy'
        }
      : {})
  }
}

function pushFailed(
  commit: Extract<CommitResult, { kind: 'push-failed' }>,
  defaultBranch: string
): Conclusion {
  const changedFiles = withStats(commit.changedFiles, commit.patch)
  if (!commit.sha)
    return {
      conclusion: 'failed',
      changedFiles,
      patch: commit.patch,
      patchReason: `the action never pushes to the default branch (${defaultBranch})`,
      failure: 'nothing was pushed',
      reason: commit.error
    }
  // The commit exists only here: no commit link, no commit-sha output.
  const lacks = pushPermission(commit.error)
  return {
    conclusion: 'failed',
    changedFiles,
    patch: commit.patch,
    patchReason: `the push to ${commit.branch} was rejected`,
    failure: lacks
      ? `the push was rejected: the token lacks \`${lacks.permission}\``
      : 'the push was rejected',
    reason: lacks
      ? `git push to ${commit.branch} was rejected: the workflow's token lacks ${lacks.permission}; ${lacks.fix}`
      : `git push to ${commit.branch} was rejected`,
    pushError: commit.error
  }
}

function pullFields(pull: PullResult | undefined): Partial<Conclusion> {
  if (!pull) return {}
  if (pull.kind === 'failed')
    return { compareUrl: pull.compareUrl, reason: pull.reason }
  return { prUrl: pull.url, prNumber: pull.number, prAction: pull.kind }
}

/** The report of a run that published: its conclusion and reason, redacted. */
export function concluded(
  context: Pick<RunContext, 'redact' | 'repository'>,
  plan: Pick<RunPlan, 'delivery'>,
  session: { outcome: AgentOutcome; report: RunReport },
  published: Published,
  defaultBranch: string
): RunReport {
  const result = conclude({
    delivery: plan.delivery,
    outcome: session.outcome,
    published,
    defaultBranch,
    commitUrl: context.repository.commitUrl,
    refusedEdits: (session.report.refusals ?? []).filter(
      (refusal) => refusal.kind === 'write'
    ).length
  })
  const reason =
    result.reason === undefined ? undefined : context.redact(result.reason)
  if (published.kind !== 'triage')
    return { ...session.report, ...result, reason }
  // The triage comment is the final report: the action's words around the
  // model's, and each label it may not add among the refusals.
  return {
    ...session.report,
    ...result,
    reason,
    summary: context.redact(published.triage.summary),
    refusals: [...(session.report.refusals ?? []), ...published.triage.refused]
  }
}
