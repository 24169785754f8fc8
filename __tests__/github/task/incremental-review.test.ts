import { describe, expect, it } from '@jest/globals'
import {
  addPull,
  addReviewComments
} from '../../../__fixtures__/github-builders.js'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'
import type {
  Comparison,
  PullFile,
  PullReview,
  ReviewThreadInfo
} from '../../../src/github/types.js'
import {
  changedLines,
  incrementalAsk,
  lastReviewedSha,
  reviewedMarker,
  reviewScope,
  sinceSection
} from '../../../src/github/task/incremental-review.js'
import { publishReview } from '../../../src/github/publish/publish-review.js'
import { answerThreads } from '../../../src/github/publish/thread-answers.js'
import { OWN_MARKER } from '../../../src/github/trigger/trigger.js'
import { createThreadReplyTool } from '../../../src/tools/thread-reply/thread-reply.js'
import type { ThreadAnswer } from '../../../src/shared/words.js'
import { alreadyReviewed } from '../../../src/run/session/review-scope.js'
import type { RunFacts } from '../../../src/run/load.js'

// Incremental review (docs/contract.md, the `synchronize` row): the pure
// parts, the review's filter of own open lines, and the thread answers.

const OLD = 'a'.repeat(40)
const NEW = 'b'.repeat(40)
const BOT = 'github-actions[bot]'
const same = (text: string) => text

const review = (body: string, author = BOT): PullReview => ({
  id: 1,
  body,
  author,
  commitId: null
})

describe('the reviewed-head marker', () => {
  it('is read back from the newest review of the action itself', () => {
    const reviews = [
      review(`first\n${OWN_MARKER}\n${reviewedMarker(OLD)}`),
      review(`second\n${OWN_MARKER}\n${reviewedMarker(NEW)}`)
    ]
    expect(lastReviewedSha(reviews, BOT)).toBe(NEW)
  })

  it('ignores a copy of the marker by another author, and any review when the login is unknown', () => {
    const reviews = [
      review(`mine\n${OWN_MARKER}\n${reviewedMarker(OLD)}`),
      review(`copied\n${OWN_MARKER}\n${reviewedMarker(NEW)}`, 'mallory')
    ]
    expect(lastReviewedSha(reviews, BOT)).toBe(OLD)
    expect(lastReviewedSha(reviews, null)).toBeNull()
  })

  it('needs the full sha and the action marker', () => {
    expect(
      lastReviewedSha(
        [review(`${OWN_MARKER}\n<!-- agent-action:reviewed abc123 -->`)],
        BOT
      )
    ).toBeNull()
    expect(lastReviewedSha([review(reviewedMarker(OLD))], BOT)).toBeNull()
    expect(lastReviewedSha([], BOT)).toBeNull()
  })
})

describe('changedLines', () => {
  it('maps added lines and removals to lines of the new version, hunk by hunk', () => {
    const patch = [
      '@@ -1,4 +1,4 @@',
      ' a',
      '-b',
      '+B',
      ' c',
      ' d',
      '@@ -10,3 +10,2 @@',
      ' x',
      '-y',
      ' z'
    ].join('\n')
    expect([...changedLines(patch)].sort((a, b) => a - b)).toEqual([2, 11])
  })

  it('is empty for no patch (a binary file)', () => {
    expect(changedLines('').size).toBe(0)
  })
})

const file = (filename: string, patch: string): PullFile => ({
  filename,
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch
})

const thread = (
  id: number,
  fields: Partial<ReviewThreadInfo> = {}
): ReviewThreadInfo => ({
  id: `PRRT_${id}`,
  isResolved: false,
  path: 'src/a.js',
  line: 2,
  first: { databaseId: id, author: 'github-actions', body: `point ${id}` },
  ...fields
})

const ahead: Comparison = {
  status: 'ahead',
  files: [file('src/a.js', '@@ -1,3 +1,3 @@\n a\n-b\n+B\n c')]
}

describe('reviewScope', () => {
  it('is incremental when the head reviewed is an ancestor, and lists own open threads on changed lines', () => {
    const scope = reviewScope({
      head: NEW,
      reviewedSha: OLD,
      comparison: ahead,
      threads: [
        thread(1),
        thread(2, { line: 3 }),
        thread(3, { isResolved: true }),
        thread(4, { first: { databaseId: 4, author: 'alice', body: 'mine' } }),
        thread(5, { path: 'src/other.js' }),
        thread(6, { line: null })
      ],
      ownIds: new Set([1, 2, 3, 5, 6])
    })
    expect(scope.since?.sha).toBe(OLD)
    expect(scope.since?.files.map((f) => f.filename)).toEqual(['src/a.js'])
    expect(scope.fullReason).toBeNull()
    // 2: a line not changed; 3: resolved; 4: alice's; 5: a file not changed.
    // 6: outdated (GitHub lost its line because the code under it changed).
    expect(scope.threads.map((t) => t.id)).toEqual(['PRRT_1', 'PRRT_6'])
    expect(scope.threads[0]).toMatchObject({ rootId: 1, body: 'point 1' })
    expect(scope.openLines).toEqual([
      { path: 'src/a.js', line: 2 },
      { path: 'src/a.js', line: 3 },
      { path: 'src/other.js', line: 2 }
    ])
  })

  it('is a full review, saying why, when the head reviewed is gone or not an ancestor (a force-push)', () => {
    for (const comparison of [null, { status: 'diverged', files: [] }]) {
      const scope = reviewScope({
        head: NEW,
        reviewedSha: OLD,
        comparison,
        threads: [thread(1)],
        ownIds: new Set([1])
      })
      expect(scope.since).toBeNull()
      expect(scope.fullReason).toContain('force-push')
      expect(scope.threads).toEqual([])
      expect(scope.openLines).toEqual([{ path: 'src/a.js', line: 2 }])
    }
  })

  it('says a compare GitHub could not answer, not a force-push', () => {
    const scope = reviewScope({
      head: NEW,
      reviewedSha: OLD,
      comparison: { failed: 'GitHub answered 500' },
      threads: [thread(1)],
      ownIds: new Set([1])
    })
    expect(scope.since).toBeNull()
    expect(scope.fullReason).toBe(
      `the changes since ${OLD.slice(0, 12)}, the head this action last reviewed, could not be compared (GitHub answered 500)`
    )
  })

  it('is a plain first review when the action never reviewed', () => {
    const scope = reviewScope({
      head: NEW,
      reviewedSha: null,
      comparison: null,
      threads: [],
      ownIds: new Set()
    })
    expect(scope).toMatchObject({ since: null, fullReason: null })
    expect(sinceSection(scope, 100_000)).toBeNull()
  })

  it('puts the own threads to answer in the task, fenced as untrusted', () => {
    const scope = reviewScope({
      head: NEW,
      reviewedSha: OLD,
      comparison: ahead,
      threads: [thread(1)],
      ownIds: new Set([1])
    })
    const text = sinceSection(scope, 100_000) ?? ''
    expect(text).toContain('# Since the last review')
    expect(text).toContain('### Thread 1: src/a.js, line 2')
    expect(text).toContain('point 1')
    expect(text).toContain('thread_reply')
    expect(incrementalAsk(scope)).toContain('since your last review')
    expect(incrementalAsk(scope)).toContain('thread_reply')
    expect(incrementalAsk({ ...scope, since: null })).toBeNull()
  })
})

describe('publishReview with own open threads', () => {
  it('leaves out a comment on a line (or a range over a line) where an own thread is open', async () => {
    const github = createMemoryGitHub()
    const files = [file('src/a.js', '@@ -1,3 +1,5 @@\n a\n+b\n+c\n+d\n e')]
    addPull(github, { number: 7, files })
    const result = await publishReview({
      github,
      pullNumber: 7,
      headSha: NEW,
      files,
      summary: 'ok',
      comments: [
        { path: 'src/a.js', line: 2, body: 'again' },
        { path: 'src/a.js', startLine: 3, line: 4, body: 'range over 3' },
        { path: 'src/a.js', line: 4, body: 'new point' }
      ],
      redact: same,
      openLines: [
        { path: 'src/a.js', line: 2 },
        { path: 'src/a.js', line: 3 }
      ]
    })
    expect(result).toMatchObject({ inline: 1, repeated: 2 })
    expect(github.reviews[0].comments.map((c) => c.body)).toEqual([
      expect.stringContaining('new point')
    ])
    expect(github.reviews[0].body.endsWith(reviewedMarker(NEW))).toBe(true)
  })
})

describe('answerThreads', () => {
  const setUp = () => {
    const github = createMemoryGitHub()
    addPull(github, { number: 7 })
    addReviewComments(
      github,
      { id: 11, pull: 7, author: BOT, body: `a\n${OWN_MARKER}`, line: 2 },
      { id: 12, pull: 7, author: BOT, body: `b\n${OWN_MARKER}`, line: 3 }
    )
    const threads = [11, 12].map((id) => ({
      id: `PRRT_${id}`,
      rootId: id,
      path: 'src/extra.js',
      line: 2,
      body: 'x'
    }))
    return { github, threads }
  }

  it('replies in each thread and resolves only the addressed ones', async () => {
    const { github, threads } = setUp()
    const result = await answerThreads({
      github,
      pullNumber: 7,
      threads,
      answers: [
        {
          thread: 1,
          addressed: true,
          reply: 'Fixed: the month is 1-based now.'
        },
        { thread: 2, addressed: false, reply: 'Still off by one.' },
        { thread: 9, addressed: true, reply: 'no such thread' }
      ],
      redact: same
    })
    expect(result).toEqual({ replied: 2, resolved: 1, failures: [] })
    expect(github.world.resolvedThreads).toEqual(['PRRT_11'])
    const replies = github.reviewComments.filter((c) => c.in_reply_to_id)
    expect(
      replies.map((c) => [c.in_reply_to_id, c.body.split('\n')[0]])
    ).toEqual([
      [11, 'Fixed: the month is 1-based now.'],
      [12, 'Still off by one.']
    ])
    expect(replies.every((c) => c.body.includes(OWN_MARKER))).toBe(true)
  })

  it('reports a thread it could not resolve, and never throws', async () => {
    const { github, threads } = setUp()
    const result = await answerThreads({
      github,
      pullNumber: 7,
      threads: [{ ...threads[0], id: 'PRRT_404' }],
      answers: [{ thread: 1, addressed: true, reply: 'done' }],
      redact: same
    })
    expect(result.replied).toBe(1)
    expect(result.resolved).toBe(0)
    expect(result.failures[0]).toContain('Could not resolve to a node')
  })
})

describe('thread_reply', () => {
  it('records one answer a thread, the newest, and refuses a thread the task did not list', async () => {
    const sink: ThreadAnswer[] = []
    const tool = createThreadReplyTool(sink, 2)
    const run = (thread: number, reply: string) =>
      tool.run({ thread, addressed: false, reply }, {} as never)
    await run(1, 'first')
    await run(1, 'second ')
    const wrong = await run(3, 'nope')
    expect(wrong.isError).toBe(true)
    expect(sink).toEqual([{ thread: 1, addressed: false, reply: 'second' }])
  })
})

describe('one review per push', () => {
  const facts = (reviewedSha: string | null) =>
    ({
      pull: { info: { number: 4, head: { sha: NEW } } },
      reviewedSha
    }) as unknown as RunFacts

  it('ends a review run on a head the action already reviewed, and only then', () => {
    expect(alreadyReviewed(facts(NEW))).toContain('one review per push')
    expect(alreadyReviewed(facts(OLD))).toBeNull()
    expect(alreadyReviewed(facts(null))).toBeNull()
  })
})
