/**
 * What the task text is built from (`github/task/task-context.ts`): the request,
 * what round one read, and whether each author has write access (round
 * two). Pure.
 */
import {
  withTrust,
  type FailingChecks,
  type TaskContextInput,
  OWN_MARKER,
  type ReviewScope,
  type RunRequest,
  triggerComment
} from '../../github/index.js'
import type { RunFacts } from '../load.js'
import { type AuthorTrust, sameLogin } from '../trust/index.js'

/** The task's input for one run. */
export function taskInputFor(input: {
  request: RunRequest
  facts: RunFacts
  authors: AuthorTrust
  /** `owner/repo`. */
  repository: string
  /** The open pull request of an earlier run that this run continues. */
  continuesPull?: number
  /** A fix run on a pull request: its head's failing checks. */
  failingChecks?: FailingChecks | null
  /** `allowed-labels`, for a triage run's task. */
  allowedLabels?: string[] | null
  /** A review run's scope: the diff since the last review, own threads. */
  reviewScope?: ReviewScope | null
}): TaskContextInput {
  const { request, facts, authors } = input
  const trusted = (login: string) => authors.get(login) ?? false
  const subject = facts.pull?.info.author ?? facts.issue?.author
  const comment = triggerComment(request)
  return {
    verb: request.verb,
    instruction: request.instruction,
    requester: request.requester,
    repository: input.repository,
    ownMarker: OWN_MARKER,
    subjectTrusted: subject !== undefined && trusted(subject),
    comments: facts.comments.map((comment) => ({
      ...comment,
      trusted: trusted(comment.author)
    })),
    ...(facts.issue ? { issue: facts.issue } : {}),
    ...(facts.pull ? { pull: facts.pull } : {}),
    ...(request.source === 'review-comment'
      ? {
          reviewComment: {
            ...request.reviewComment,
            trusted:
              request.requester !== null &&
              sameLogin(request.reviewComment.author, request.requester)
          }
        }
      : {}),
    ...(comment ? { triggerCommentId: comment.id } : {}),
    ...(facts.reviewComments !== undefined
      ? { reviewThreads: withTrust(facts.reviewComments, trusted) }
      : {}),
    ...(input.failingChecks ? { failingChecks: input.failingChecks } : {}),
    ...(facts.triage && request.issueNumber !== null
      ? {
          triage: {
            ...facts.triage,
            issueNumber: request.issueNumber,
            allowed: input.allowedLabels ?? null
          }
        }
      : {}),
    ...(input.reviewScope ? { review: input.reviewScope } : {}),
    earlierRuns: {
      comments: facts.ownComments,
      where: request.isPullRequest ? 'pull request' : 'issue',
      ...(input.continuesPull !== undefined
        ? { continuesPull: input.continuesPull }
        : {})
    }
  }
}
