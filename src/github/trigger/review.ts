/**
 * `pull_request_review`: a submitted review whose body starts with the
 * trigger is a comment on that pull request by the review's author,
 * permission-checked like one. The review's state (approved, changes
 * requested) does not matter. Reviews take no reactions, so there is no
 * 👀. Pure.
 */
import { authorProblem, type PayloadUser } from './trigger-author.js'
import { askedBy, matchTrigger } from './trigger-text.js'
import {
  type ReviewRequest,
  type RunnerEvent,
  skip,
  type Skip,
  type TriggerSettings
} from './request.js'

export function fromReview(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): ReviewRequest | Skip {
  const { payload } = event
  if (payload.action !== 'submitted') {
    return skip(
      `the review was ${payload.action ?? 'changed'}, not submitted; only submitted reviews start a run`
    )
  }
  const review = (payload.review ?? {}) as {
    body?: string | null
    user?: PayloadUser
    html_url?: string
  }
  const body = String(review.body ?? '')
  const rest = matchTrigger(body, settings.trigger)
  if (rest === null)
    return skip(`the review does not start with ${settings.trigger}`)
  const problem = authorProblem(review.user, body, settings, ownLogins)
  if (problem) return skip(problem)
  return {
    ...askedBy(event, rest, review.user as PayloadUser, settings),
    source: 'review',
    issueNumber: Number(payload.pull_request?.number),
    isPullRequest: true,
    reviewUrl: review.html_url ? String(review.html_url) : null
  }
}
