/**
 * `pull_request_review_comment`: a new review comment that starts with the
 * trigger asks like any comment (`issue-comment.ts`); the run also gets the
 * file, line and hunk commented on, and answers in the comment's thread.
 * Pure.
 */
import { askingComment } from './issue-comment.js'
import type {
  ReviewCommentRequest,
  RunnerEvent,
  Skip,
  TriggerSettings
} from './request.js'

export function fromReviewComment(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): ReviewCommentRequest | Skip {
  const found = askingComment(event, settings, ownLogins, 'review')
  if (found.kind === 'skip') return found
  const { comment, asked } = found
  const pullNumber = Number(event.payload.pull_request?.number)
  return {
    ...asked,
    source: 'review-comment',
    issueNumber: pullNumber,
    isPullRequest: true,
    comment: found.trigger,
    thread: {
      pullNumber,
      commentId: Number(comment.in_reply_to_id ?? comment.id)
    },
    reviewComment: {
      path: String(comment.path ?? ''),
      line:
        typeof comment.line === 'number'
          ? comment.line
          : (comment.original_line ?? null),
      diffHunk: String(comment.diff_hunk ?? ''),
      body: String(comment.body ?? ''),
      author: asked.requester ?? ''
    }
  }
}
