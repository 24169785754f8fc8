/**
 * `issue_comment`: a new comment on an issue or pull request that starts
 * with the trigger, by an author who may ask (permission aside: that is
 * `run/trust/trust.ts`). What makes a comment ask is shared with review
 * comments (`review-comment.ts`). Pure.
 */
import type { CommentKind } from '../types.js'
import type { WebhookPayload } from '../api/index.js'
import { authorProblem, type PayloadUser } from './trigger-author.js'
import { askedBy, matchTrigger } from './trigger-text.js'
import {
  type Asked,
  type IssueCommentRequest,
  type RunnerEvent,
  skip,
  type Skip,
  type TriggerComment,
  type TriggerSettings
} from './request.js'

/** A comment of a webhook payload. */
type PayloadComment = Partial<NonNullable<WebhookPayload['comment']>>

/** A new comment that asks for a run. */
interface AskingComment {
  kind: 'asked'
  asked: Asked
  /** The comment as the payload gives it. */
  comment: PayloadComment
  trigger: TriggerComment
}

/** The payload's comment, when it is new, starts with the trigger and its author may ask. */
export function askingComment(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[],
  kind: CommentKind
): AskingComment | Skip {
  const { payload } = event
  const comment: PayloadComment = payload.comment ?? {}
  const body = String(comment.body ?? '')
  if (payload.action !== 'created') {
    return skip(
      `the comment was ${payload.action ?? 'changed'}, not created; only new comments start a run`
    )
  }
  const rest = matchTrigger(body, settings.trigger)
  if (rest === null)
    return skip(`the comment does not start with ${settings.trigger}`)
  const problem = authorProblem(comment.user, body, settings, ownLogins)
  if (problem) return skip(problem)
  return {
    kind: 'asked',
    asked: askedBy(event, rest, comment.user as PayloadUser, settings),
    comment,
    trigger: {
      id: Number(comment.id),
      kind,
      htmlUrl: String(comment.html_url ?? '')
    }
  }
}

/** `issue_comment`: a run on the comment's issue or pull request. */
export function fromIssueComment(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): IssueCommentRequest | Skip {
  const found = askingComment(event, settings, ownLogins, 'issue')
  if (found.kind === 'skip') return found
  const { issue } = event.payload
  return {
    ...found.asked,
    source: 'issue-comment',
    issueNumber: Number(issue?.number),
    isPullRequest: Boolean(issue?.pull_request),
    comment: found.trigger
  }
}
