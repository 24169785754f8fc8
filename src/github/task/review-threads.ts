/**
 * The pull request's existing review threads in the task text, so a review
 * does not repeat what reviewers (or an earlier review by this action)
 * already said, and a fix knows what reviewers asked for. Comments are
 * grouped into threads by `in_reply_to_id`; the newest threads (by their
 * last comment) are kept. Text of authors without write access is left out,
 * as for issue comments (docs/security.md item 9); the action's own
 * comments (the hidden marker, written by the login the action's token acts
 * as) are shown and marked.
 */
import type { PullReviewComment } from '../types.js'
import { plural, byteLength } from '../../shared/index.js'
import {
  capBytes,
  escapeFenceTags,
  fenceUntrusted,
  revealInvisible,
  sanitizeUntrusted
} from './sanitize.js'
import { isOwnComment } from '../trigger/index.js'

/** The newest threads shown. */
const MAX_THREADS = 30
/** Replies shown per thread (the newest), after its first comment. */
const MAX_REPLIES = 5

/** What marks the action's own comments for the model. */
const OWN_NOTE = '(earlier review by this action)'

/** A review comment with whether it is the action's own (`markOwn`). */
export type OwnedReviewComment = PullReviewComment & { own: boolean }

/** An owned review comment with whether its author has write access. */
export type TrustedReviewComment = OwnedReviewComment & { trusted: boolean }

/** One thread: its first comment's id, place, and comments oldest first. */
interface ReviewThread<C extends PullReviewComment = PullReviewComment> {
  rootId: number
  path: string
  /** The line of the thread's first comment; null when outdated. */
  line: number | null
  /** Oldest first; the first is the thread's start unless `missingFirst`. */
  comments: C[]
  /** The first comment was not among those read (older than the cap). */
  missingFirst: boolean
}

/**
 * Groups comments into threads by `inReplyToId` (followed up the chain
 * where a reply answers a reply), newest activity last.
 */
export function groupThreads<C extends PullReviewComment>(
  comments: readonly C[]
): ReviewThread<C>[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]))
  const rootOf = (comment: C): number => {
    let at: C = comment
    const seen = new Set<number>()
    while (at.inReplyToId !== undefined && !seen.has(at.id)) {
      seen.add(at.id)
      const parent = byId.get(at.inReplyToId)
      if (!parent) return at.inReplyToId
      at = parent
    }
    return at.id
  }
  const threads = new Map<number, ReviewThread<C>>()
  for (const comment of [...comments].sort((a, b) => a.id - b.id)) {
    const rootId = rootOf(comment)
    const thread = threads.get(rootId)
    if (thread) {
      thread.comments.push(comment)
      continue
    }
    threads.set(rootId, {
      rootId,
      path: comment.path,
      line: comment.line,
      comments: [comment],
      missingFirst: comment.id !== rootId
    })
  }
  const last = (thread: ReviewThread<C>) => thread.comments.at(-1)?.id ?? 0
  return [...threads.values()].sort((a, b) => last(a) - last(b))
}

/**
 * Each comment with whether it is the action's own: the marker, written by
 * `ownLogin`, the login the token acts as (null: unknown, none is own).
 */
export function markOwn(
  comments: readonly PullReviewComment[] | null,
  ownLogin: string | null
): OwnedReviewComment[] | null {
  return comments
    ? comments.map((comment) => ({
        ...comment,
        own: isOwnComment(comment, ownLogin)
      }))
    : null
}

/**
 * The authors whose write access decides what is shown: those of the
 * newest `MAX_THREADS` threads, without the action's own comments.
 */
export function reviewAuthors(
  comments: readonly OwnedReviewComment[] | null | undefined
): string[] {
  if (!comments) return []
  return groupThreads(comments)
    .slice(-MAX_THREADS)
    .flatMap((thread) => thread.comments)
    .filter((comment) => !comment.own)
    .map((comment) => comment.author)
}

/** Each comment with its author's write access, for the task text. */
export function withTrust(
  comments: readonly OwnedReviewComment[] | null,
  trusted: (login: string) => boolean
): TrustedReviewComment[] | null {
  return comments
    ? comments.map((comment) => ({
        ...comment,
        trusted: trusted(comment.author)
      }))
    : null
}

/** The task budgets the section takes, in UTF-8 bytes and threads. */
interface ThreadBudgets {
  maxThreads: number
  /** One comment (at most `perItemBytes`). */
  threadCommentBytes: number
  /** The section (at most a fifth of `totalBytes`). */
  threadsBytes: number
  perItemBytes: number
  totalBytes: number
}

/**
 * The "Existing review threads" section; null when the run has no review
 * comments or the pull request none. `comments` null: they could not be
 * read, and the section says so.
 */
export function reviewThreadsSection(
  comments: readonly TrustedReviewComment[] | null | undefined,
  verb: string,
  budgets: ThreadBudgets
): string | null {
  if (comments === undefined) return null
  const sectionBytes = Math.min(
    budgets.threadsBytes,
    Math.floor(budgets.totalBytes / 5)
  )
  // A thread of a first comment and a few replies fits a small section.
  const commentBytes = Math.min(
    budgets.threadCommentBytes,
    budgets.perItemBytes,
    Math.floor(sectionBytes / 4)
  )
  const title = '# Existing review threads'
  if (comments === null)
    return `${title}\n\nThe pull request's review comments could not be read; existing threads are not shown.`
  const all = groupThreads(comments)
  if (all.length === 0) return null
  const notes: string[] = []
  let hidden = 0
  const blocks: string[] = []
  const recent = all.slice(-budgets.maxThreads)
  let bytes = 0
  let droppedForSize = 0
  let own = false
  for (let at = recent.length - 1; at >= 0; at -= 1) {
    const rendered = renderThread(recent[at], commentBytes)
    hidden += rendered.hidden
    if (rendered.text === null) continue
    if (bytes + byteLength(rendered.text) > sectionBytes) {
      droppedForSize += 1
      continue
    }
    bytes += byteLength(rendered.text) + 2
    blocks.unshift(rendered.text)
    own ||= rendered.own
  }
  const older = all.length - recent.length
  if (older > 0)
    notes.push(
      `${plural(older, 'older thread')} ${older === 1 ? 'was' : 'were'} left out (only the newest ${budgets.maxThreads} are read).`
    )
  if (droppedForSize > 0)
    notes.push(
      `${plural(droppedForSize, 'thread')} ${droppedForSize === 1 ? 'was' : 'were'} left out to fit the size budget.`
    )
  if (hidden > 0)
    notes.push(
      `${plural(hidden, 'review comment')} from users without write access ${hidden === 1 ? 'was' : 'were'} left out.`
    )
  const intro = blocks.length
    ? `${plural(blocks.length, 'thread')} of review comments on this pull request, by their last comment oldest first.${own ? ` Comments marked ${OWN_NOTE} are this action's own.` : ''}`
    : 'No review threads are shown.'
  const ask =
    verb === 'review'
      ? ' Do not repeat a point these threads already raise unless the code still has the problem; then say that it is still unaddressed.'
      : verb === 'fix'
        ? ' They say what reviewers asked for.'
        : ''
  return [title, [intro + ask, ...notes].join(' '), ...blocks].join('\n\n')
}

function renderThread(
  thread: ReviewThread<TrustedReviewComment>,
  commentBytes: number
): { text: string | null; hidden: number; own: boolean } {
  const first = thread.missingFirst ? null : thread.comments[0]
  const replies = thread.comments.slice(first ? 1 : 0)
  const shown = (comment: TrustedReviewComment) =>
    comment.trusted || comment.own
  const hidden = thread.comments.filter((comment) => !shown(comment)).length
  const visibleReplies = replies.filter(shown)
  if (!(first && shown(first)) && visibleReplies.length === 0)
    return { text: null, hidden, own: false }
  const where = thread.line === null ? 'outdated' : `line ${thread.line}`
  const lines = [`## ${pathLine(thread.path)}, ${where}`]
  if (!first) lines.push('', '(The first comment of this thread was not read.)')
  else if (!shown(first))
    lines.push(
      '',
      '(The first comment, by a user without write access, is left out.)'
    )
  else lines.push('', commentBlock(first, commentBytes))
  const kept = visibleReplies.slice(-MAX_REPLIES)
  if (visibleReplies.length > kept.length)
    lines.push(
      '',
      `(${earlierReplies(visibleReplies.length - kept.length)} left out.)`
    )
  for (const reply of kept)
    lines.push('', 'Reply:', commentBlock(reply, commentBytes))
  const own = [...(first && shown(first) ? [first] : []), ...kept].some(
    (comment) => comment.own
  )
  return { text: lines.join('\n'), hidden, own }
}

function earlierReplies(count: number): string {
  return `${count} earlier ${count === 1 ? 'reply' : 'replies'}`
}

function commentBlock(
  comment: TrustedReviewComment,
  commentBytes: number
): string {
  const { own } = comment
  const body = sanitizeUntrusted(comment.body, { maxBytes: commentBytes })
  const block = fenceUntrusted(body, {
    kind: own ? 'earlier review by this action' : 'review comment',
    author: comment.author,
    trusted: own ? false : comment.trusted
  })
  return own ? `${OWN_NOTE}\n${block}` : block
}

/** A file name on one line, capped, invisible characters shown. */
function pathLine(path: string): string {
  return escapeFenceTags(
    capBytes(revealInvisible(path.replace(/\s+/g, ' ').trim()), 300)
  )
}
