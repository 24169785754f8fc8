/**
 * Incremental review (docs/contract.md, the `pull_request` `synchronize`
 * row): each review body records the head it reviewed; the next review is
 * given only the changes since then, and the action's own open threads on
 * lines those changes touched, to answer. Pure: what to review, which
 * threads, and their part of the task text.
 */
import type {
  Comparison,
  PullFile,
  PullReview,
  ReviewThreadInfo
} from '../types.js'
import { byteLength, plural } from '../../shared/index.js'
import { isOwnComment } from '../trigger/index.js'
import {
  capBytes,
  escapeFenceTags,
  fenceUntrusted,
  revealInvisible,
  sanitizeUntrusted
} from './sanitize.js'

/** The hidden line a review body ends with: the head it reviewed. */
export function reviewedMarker(sha: string): string {
  return `<!-- agent-action:reviewed ${sha} -->`
}

const REVIEWED = /<!-- agent-action:reviewed ([0-9a-f]{40}) -->/

/**
 * The head of the newest review by the action itself (the marker, written
 * by the login the token acts as: a copied marker is not the action's),
 * or null when it never reviewed this pull request.
 */
export function lastReviewedSha(
  reviews: readonly PullReview[],
  ownLogin: string | null
): string | null {
  for (const review of [...reviews].reverse()) {
    const sha = REVIEWED.exec(review.body)?.[1]
    if (sha && isOwnComment(review, ownLogin)) return sha
  }
  return null
}

/** One of the action's own unresolved threads, as the review sees it. */
export interface OwnThread {
  /** GraphQL node id, for `resolveReviewThread`. */
  id: string
  /** The REST id of its first comment, which replies answer. */
  rootId: number
  path: string
  line: number | null
  body: string
}

/** What a review run reviews, and the action's own open threads. */
export interface ReviewScope {
  head: string
  /** An incremental review: the head reviewed before and the diff since. */
  since: { sha: string; files: PullFile[] } | null
  /** Why a pull request reviewed before gets a full review; null otherwise. */
  fullReason: string | null
  /** Where own unresolved threads sit: no new inline comment goes there. */
  openLines: { path: string; line: number }[]
  /** Own unresolved threads on lines the new commits changed, numbered from 1 in the task. */
  threads: OwnThread[]
}

/**
 * The lines of the new version a patch changed: added lines, and the line
 * where lines were removed.
 */
export function changedLines(patch: string): Set<number> {
  const lines = new Set<number>()
  let next = 0
  for (const text of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text)
    if (header) {
      next = Number(header[1])
      continue
    }
    if (next === 0) continue
    if (text.startsWith('+')) lines.add(next++)
    else if (text.startsWith('-')) lines.add(next)
    else if (text.startsWith(' ')) next += 1
  }
  return lines
}

/** Most own threads put to the model in one review. */
const MAX_THREADS = 10

/**
 * The review's scope: incremental when the action reviewed an earlier head
 * that is an ancestor of this one (`comparison` status `ahead`), else
 * full. `ownIds`: the REST ids of the action's own review comments
 * (`markOwn`: the marker and the token's login), which decide whose a
 * thread is; the GraphQL author is not trusted alone.
 */
export function reviewScope(input: {
  head: string
  reviewedSha: string | null
  /**
   * `reviewedSha...head`; null: not asked, or GitHub no longer has the
   * commit (404); `failed`: GitHub could not compare (why, for the report).
   */
  comparison: Comparison | { failed: string } | null
  threads: readonly ReviewThreadInfo[]
  ownIds: ReadonlySet<number>
}): ReviewScope {
  const { reviewedSha, comparison } = input
  const compared = comparison && 'status' in comparison ? comparison : null
  const since =
    reviewedSha && compared?.status === 'ahead'
      ? { sha: reviewedSha, files: compared.files }
      : null
  const fullReason =
    reviewedSha && !since
      ? comparison && 'failed' in comparison
        ? `the changes since ${reviewedSha.slice(0, 12)}, the head this action last reviewed, could not be compared (${comparison.failed})`
        : `the head this action last reviewed, ${reviewedSha.slice(0, 12)}, is no longer in the branch's history (a force-push)`
      : null
  const own = input.threads.filter(
    (thread) =>
      !thread.isResolved &&
      thread.first !== null &&
      input.ownIds.has(thread.first.databaseId)
  )
  const changed = new Map(
    (since?.files ?? []).map((file) => [
      file.filename,
      changedLines(file.patch ?? '')
    ])
  )
  const touched = own.filter((thread) => {
    const lines = changed.get(thread.path)
    // An outdated thread: GitHub lost its line when the code under it changed.
    return lines && (thread.line === null || lines.has(thread.line))
  })
  return {
    head: input.head,
    since,
    fullReason,
    openLines: own.flatMap((thread) =>
      thread.line === null ? [] : [{ path: thread.path, line: thread.line }]
    ),
    threads: touched.slice(0, MAX_THREADS).map((thread) => ({
      id: thread.id,
      rootId: thread.first?.databaseId ?? 0,
      path: thread.path,
      line: thread.line,
      body: thread.first?.body ?? ''
    }))
  }
}

/**
 * The task's "Since the last review" section, with the own threads to
 * answer; null for a first review. Each thread's comment is capped, and
 * the section at a tenth of the task (it fits an 8,000-token window).
 */
export function sinceSection(
  scope: ReviewScope | undefined,
  totalBytes: number
): string | null {
  if (!scope || (!scope.since && !scope.fullReason)) return null
  const title = '# Since the last review'
  if (!scope.since)
    return `${title}\n\nThis is a full review: ${scope.fullReason}.`
  const lines = [
    title,
    '',
    `This action reviewed this pull request at ${scope.since.sha.slice(0, 12)}; the head is now ${scope.head.slice(0, 12)}. The diff below holds only the changes since then: review those (${plural(scope.since.files.length, 'file')} changed). The list of changed files above is the whole pull request.`
  ]
  if (scope.threads.length === 0) return lines.join('\n')
  const room = Math.floor(totalBytes / 10)
  const each = Math.max(120, Math.floor(room / scope.threads.length) - 200)
  lines.push(
    '',
    `## Your open threads on changed lines`,
    '',
    "The new commits changed the lines of these threads of this action's earlier review. Answer each with thread_reply: addressed true when the new code settles the point (say what changed), false when it still stands (say why)."
  )
  let bytes = byteLength(lines.join('\n'))
  for (const [index, thread] of scope.threads.entries()) {
    const where = thread.line === null ? 'outdated' : `line ${thread.line}`
    const block = [
      '',
      `### Thread ${index + 1}: ${escapeFenceTags(capBytes(revealInvisible(thread.path.replace(/\s+/g, ' ')), 200))}, ${where}`,
      fenceUntrusted(sanitizeUntrusted(thread.body, { maxBytes: each }), {
        kind: 'earlier review by this action',
        author: 'this action',
        trusted: false
      })
    ].join('\n')
    if (bytes + byteLength(block) > room) break
    bytes += byteLength(block)
    lines.push(block)
  }
  return lines.join('\n')
}

/**
 * What an incremental review is asked to do: review the new changes only,
 * and answer the listed own threads; null for any other run.
 */
export function incrementalAsk(scope: ReviewScope | undefined): string | null {
  if (!scope?.since) return null
  const answer = scope.threads.length
    ? ' Answer each of your open threads listed above with thread_reply.'
    : ''
  return `Review the changes above: only what the new commits changed since your last review of this pull request. Report concrete findings on changed lines with review_comment, then answer with the review body. Do not change files.${answer}`
}
