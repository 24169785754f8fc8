/**
 * Posting a review run's result: one PR review, event COMMENT, with the
 * model's inline comments where GitHub accepts them.
 */
import type { GitHubClient, PullFile, ReviewCommentInput } from '../types.js'
import type { ReviewComment } from '../../shared/index.js'
import { commentableHunks, commentableRange } from './diff-lines.js'
import {
  codeBlock,
  fitMarkdown,
  type CheckedToolEntry,
  checkedSection
} from '../report/index.js'
import {
  codeSpan,
  neutralizeMarkdown,
  type PostingPolicy,
  STRICT_POLICY
} from '../../security/index.js'
import { OWN_MARKER } from '../trigger/index.js'
import { reviewedMarker } from '../task/index.js'

/** Room for a review body and for each inline comment. */
const MAX_REVIEW_CHARS = 60_000

/** `12` or `10-12`. */
function where(comment: ReviewComment): string {
  return comment.startLine !== undefined
    ? `${comment.startLine}-${comment.line}`
    : String(comment.line)
}

/**
 * The model's replacement lines as a suggestion block GitHub offers to
 * apply; the fence is longer than any backtick run inside.
 */
function suggestionBlock(
  comment: ReviewComment,
  redact: (text: string) => string
): string {
  if (comment.suggestion === undefined) return ''
  return `\n\n${codeBlock(redact(comment.suggestion), 'suggestion')}`
}

/**
 * A suggestion on a line GitHub does not accept inline cannot be applied:
 * in the body it is shown as the proposed code, inside the list item.
 */
function foldedSuggestion(
  comment: ReviewComment,
  redact: (text: string) => string
): string {
  if (comment.suggestion === undefined) return ''
  const block = codeBlock(redact(comment.suggestion))
  return `\n\n  Proposed replacement:\n\n${block
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')}`
}

/** What posting a review did. */
export interface ReviewResult {
  reviewUrl: string
  inline: number
  folded: number
  /** Comments left out: the action's own open thread is already on that line. */
  repeated?: number
}

/** What a review is posted from. */
interface ReviewInput {
  github: GitHubClient
  pullNumber: number
  headSha: string
  files: PullFile[]
  summary: string
  comments: ReviewComment[]
  redact: (text: string) => string
  /** What stays live in the posted text (`postingPolicy`); default: nothing. */
  posting?: PostingPolicy
  /** The run's tool log: the body ends with what was checked (none: no such section). */
  tools?: readonly CheckedToolEntry[]
  /** Lines with an open thread of the action's own: no second comment goes there. */
  openLines?: readonly { path: string; line: number }[]
}

/**
 * One PR review, event COMMENT. Comments on lines outside the diff cannot be
 * inline on GitHub; they are folded into the body instead of failing.
 */
export async function publishReview(input: ReviewInput): Promise<ReviewResult> {
  const policy = input.posting ?? STRICT_POLICY
  const open = new Set(
    (input.openLines ?? []).map((at) => `${at.line}:${at.path}`)
  )
  const onOpenThread = (comment: ReviewComment) => {
    for (let at = comment.startLine ?? comment.line; at <= comment.line; at++)
      if (open.has(`${at}:${comment.path}`)) return true
    return false
  }
  // docs/contract.md: no inline comment where the action's own thread is open.
  const comments = input.comments.filter((comment) => !onOpenThread(comment))
  const repeated = input.comments.length - comments.length
  const { inline, folded } = placeComments({ ...input, comments }, policy)
  const checked = input.tools
    ? checkedSection(input.files, input.tools, input.redact)
    : ''
  const body = (extra: ReviewComment[]) =>
    `${reviewBody(input, extra, checked, policy)}\n${reviewedMarker(input.headSha)}`
  try {
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(folded),
      comments: inline
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: inline.length,
      folded: folded.length,
      ...(repeated ? { repeated } : {})
    }
  } catch (error) {
    // GitHub rejects the whole review for one bad line: post it with every comment in the body.
    if (inline.length === 0) throw error
    const review = await input.github.createReview(input.pullNumber, {
      commitId: input.headSha,
      body: body(comments),
      comments: []
    })
    return {
      reviewUrl: review.htmlUrl,
      inline: 0,
      folded: comments.length,
      ...(repeated ? { repeated } : {})
    }
  }
}

/**
 * The model's comments as GitHub takes them inline (on lines the diff
 * shows), and those folded into the body.
 */
function placeComments(
  input: Pick<ReviewInput, 'files' | 'comments' | 'redact'>,
  policy: PostingPolicy
): { inline: ReviewCommentInput[]; folded: ReviewComment[] } {
  const hunks = new Map(
    input.files.map((file) => [
      file.filename,
      commentableHunks(file.patch ?? '')
    ])
  )
  const inline: ReviewCommentInput[] = []
  const folded: ReviewComment[] = []
  for (const comment of input.comments) {
    const lines = hunks.get(comment.path)
    const fits =
      lines?.has(comment.line) &&
      (comment.startLine === undefined ||
        commentableRange(lines, comment.startLine, comment.line))
    if (!fits) {
      folded.push(comment)
      continue
    }
    inline.push({
      path: comment.path,
      line: comment.line,
      side: 'RIGHT',
      ...(comment.startLine !== undefined
        ? { start_line: comment.startLine, start_side: 'RIGHT' as const }
        : {}),
      // The marker keeps an inline comment starting with /agent from
      // triggering the action again.
      body: `${fitMarkdown(input.redact(comment.body), { max: MAX_REVIEW_CHARS }, policy)}${suggestionBlock(comment, input.redact)}\n${OWN_MARKER}`
    })
  }
  return { inline, folded }
}

/** The review's body: the summary, the comments folded into it, what was checked. */
function reviewBody(
  input: Pick<ReviewInput, 'summary' | 'redact'>,
  extra: ReviewComment[],
  checked: string,
  policy: PostingPolicy
): string {
  const notes = extra.map(
    (comment) =>
      `- ${codeSpan(`${comment.path}:${where(comment)}`)}: ${input.redact(comment.body)}${foldedSuggestion(comment, input.redact)}`
  )
  // The summary alone first, so a fence it leaves open is closed before
  // the notes; then the whole body, as GitHub reads it.
  const text = [
    neutralizeMarkdown(
      input.redact(input.summary.trim() || 'Review by agent-action.'),
      policy
    )
  ]
  if (notes.length)
    text.push(`**Comments on lines outside the diff:**\n${notes.join('\n')}`)
  // The action's own words, inert: after the model's text, never cut.
  const room = MAX_REVIEW_CHARS - checked.length - 2
  const fitted = fitMarkdown(text.join('\n\n'), { max: room }, policy)
  return `${checked ? `${fitted}\n\n${checked}` : fitted}\n${OWN_MARKER}`
}
