/**
 * The tracking comment of a run started by a review comment lives in that
 * comment's review thread: a reply, edited as the run goes. Where GitHub
 * refuses the reply (the thread was deleted, an outdated comment), the
 * tracking comment goes on the pull request's conversation instead, as
 * before, so the run still reports.
 */
import type { GitHubClient } from '../types.js'

/** Where the thread is: its pull request and its first comment. */
interface ReviewThread {
  pullNumber: number
  commentId: number
}

/**
 * `github` with `createComment` answering in `thread`, and `updateComment`
 * editing whichever comment was created.
 */
export function inReviewThread(
  github: GitHubClient,
  thread: ReviewThread,
  warn: (message: string) => void = () => {}
): GitHubClient {
  const replies = new Set<number>()
  return {
    ...github,
    async createComment(issueNumber, body) {
      try {
        const reply = await github.replyToReviewComment(
          thread.pullNumber,
          thread.commentId,
          body
        )
        replies.add(reply.id)
        return reply
      } catch (error) {
        warn(
          `could not reply in the review thread, commenting on the pull request instead: ${(error as Error).message}`
        )
        return github.createComment(issueNumber, body)
      }
    },
    updateComment(commentId, body) {
      return replies.has(commentId)
        ? github.updateReviewComment(commentId, body)
        : github.updateComment(commentId, body)
    }
  }
}
