/**
 * Posting a review run's result: one PR review, event COMMENT, with the
 * model's inline comments where GitHub accepts them.
 */
import type {
  GitHubClient,
  PullFile,
  ReviewCommentInput
} from './github-client.js'
import type { ReviewComment } from '../tools/review-comment.js'
import { commentableLines } from './diff-lines.js'
import { capChars } from './report.js'
import { OWN_MARKER } from './trigger.js'

/** What posting a review did. */
export interface ReviewResult {
  reviewUrl: string
  inline: number
  folded: number
}

/**
 * One PR review, event COMMENT. Comments on lines outside the diff cannot be
 * inline on GitHub; they are folded into the body instead of failing.
 */
export async function publishReview(input: {
  github: GitHubClient
  pullNumber: number
  headSha: string
  files: PullFile[]
  summary: string
  comments: ReviewComment[]
  redact: (text: string) => string
}): Promise<ReviewResult> {
  const allowed = new Map(
    input.files.map((file) => [
      file.filename,
      commentableLines(file.patch ?? '')
    ])
  )
  const inline: ReviewCommentInput[] = []
  const folded: ReviewComment[] = []
  for (const comment of input.comments) {
    if (allowed.get(comment.path)?.has(comment.line)) {
      inline.push({
        path: comment.path,
        line: comment.line,
        side: 'RIGHT',
        // The marker keeps an inline comment starting with /agent from
        // triggering the action again.
        body: `${input.redact(comment.body)}\n${OWN_MARKER}`
      })
    } else folded.push(comment)
  }
  const body = (extra: ReviewComment[]) => {
    const notes = extra.map(
      (comment) =>
        `- \`${comment.path}:${comment.line}\`: ${input.redact(comment.body)}`
    )
    const text = [
      input.redact(input.summary.trim() || 'Review by agent-action.')
    ]
    if (notes.length)
      text.push(`**Comments on lines outside the diff:**\n${notes.join('\n')}`)
    return capChars(`${text.join('\n\n')}\n${OWN_MARKER}`, 60_000)
  }
  try {
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(folded),
      comments: inline
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: inline.length,
      folded: folded.length
    }
  } catch (error) {
    // GitHub rejects the whole review for one bad line: post it with every comment in the body.
    if (inline.length === 0) throw error
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(input.comments),
      comments: []
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: 0,
      folded: input.comments.length
    }
  }
}
