/**
 * A review run's scope (docs/contract.md, the `synchronize` row), read
 * beside the checkout: the diff since the head the action last reviewed
 * (compare), and its own review threads with their resolution state
 * (GraphQL). A compare GitHub cannot answer (the commit is gone after a
 * force-push: 404; or another failure, said as such) or an earlier head
 * that is not an ancestor (`diverged`) makes a full review; threads that
 * cannot be read are none.
 */
import {
  type GitHubClient,
  GitHubRequestError,
  type ReviewScope,
  reviewScope,
  type RunRequest
} from '../../github/index.js'
import type { RunFacts } from '../load.js'

/**
 * A review run of the `pull_request` event (a push, or a re-run) on a head
 * the action already reviewed: why it ends, before any comment; else null.
 * A person who asks again gets the same answer in the tracking comment
 * (`alreadyReviewed`, in the flow's work).
 */
export async function reviewedBefore(
  request: Pick<RunRequest, 'verb' | 'source'>,
  facts: Promise<RunFacts>
): Promise<string | null> {
  if (request.verb !== 'review' || request.source !== 'pull-request')
    return null
  return facts.then(alreadyReviewed, () => null)
}

/** The scope of a review run on a pull request; null for any other run. */
export async function loadReviewScope(
  github: GitHubClient,
  facts: RunFacts,
  head: string
): Promise<ReviewScope | null> {
  const pull = facts.pull
  if (!pull || facts.reviewedSha === undefined) return null
  const reviewedSha = facts.reviewedSha
  const ownIds = new Set(
    (facts.reviewComments ?? [])
      .filter((comment) => comment.own)
      .map((comment) => comment.id)
  )
  const [comparison, threads] = await Promise.all([
    reviewedSha && reviewedSha !== head
      ? github.compareCommits(reviewedSha, head).catch(compareFailure)
      : null,
    // Only the action's own threads matter: none, no GraphQL call.
    ownIds.size > 0
      ? github.listReviewThreads(pull.info.number).catch(() => [])
      : []
  ])
  return reviewScope({ head, reviewedSha, comparison, threads, ownIds })
}

/** A 404 is the commit gone (a force-push); anything else is said as what it was. */
function compareFailure(error: unknown): { failed: string } | null {
  if (error instanceof GitHubRequestError)
    return error.status === 404
      ? null
      : { failed: `GitHub answered ${error.status}` }
  // Not GitHub's answer (the network): its text is not the model's business.
  return { failed: 'the request did not reach GitHub' }
}

/**
 * Why a review run does nothing: the action already reviewed this head
 * (one review per push). null: go on.
 */
export function alreadyReviewed(facts: RunFacts): string | null {
  const head = facts.pull?.info.head.sha
  if (!head || !facts.reviewedSha || facts.reviewedSha !== head) return null
  return `this action already reviewed ${head.slice(0, 12)}, the head of pull request #${facts.pull?.info.number}: one review per push`
}
