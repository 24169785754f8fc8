import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addPull } from '../../../__fixtures__/github-builders.js'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'
import { publishReview } from '../../../src/github/publish/publish-review.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'
import {
  createReviewCommentTool,
  type ReviewComment,
  reviewCommentInput
} from '../../../src/tools/review-comment/review-comment.js'

// review_comment's multi-line ranges and suggestions: checked when the
// model calls the tool (errors it can act on), and at posting time against
// the pull request's hunks, as GitHub checks them.

let workspace: string
beforeAll(() => {
  workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'review-range-')))
  writeFileSync(
    path.join(workspace, 'sum.js'),
    Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n'
  )
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

async function call(sink: ReviewComment[], args: object) {
  const tool = createReviewCommentTool(sink)
  const parsed = reviewCommentInput.safeParse(args)
  if (!parsed.success) return { output: parsed.error.message, isError: true }
  return tool.run(parsed.data, {
    workspace,
    signal: new AbortController().signal,
    callId: 'c1',
    reads: createReadTracker(),
    outputDir: workspace
  })
}

describe('review_comment: start_line and suggestion', () => {
  it('records a range with its suggestion', async () => {
    const sink: ReviewComment[] = []
    const result = await call(sink, {
      path: 'sum.js',
      start_line: 3,
      line: 5,
      body: 'These three lines can be one.',
      suggestion: 'line 3-5\n'
    })
    expect(result).toMatchObject({
      isError: false,
      output: 'comment recorded on sum.js:3-5 with a suggestion (1 so far)'
    })
    expect(sink).toEqual([
      {
        path: 'sum.js',
        line: 5,
        startLine: 3,
        body: 'These three lines can be one.',
        suggestion: 'line 3-5'
      }
    ])
  })

  it('refuses a range that does not run downwards, and a suggestion in its own fence, saying what to do', async () => {
    const sink: ReviewComment[] = []
    expect(
      await call(sink, { path: 'sum.js', start_line: 5, line: 5, body: 'x' })
    ).toEqual({
      isError: true,
      output:
        'start_line (5) must be below line (5): a range runs from start_line to line; for one line, leave start_line out'
    })
    expect(
      await call(sink, {
        path: 'sum.js',
        line: 5,
        body: 'x',
        suggestion: '```js\nline 5\n```'
      })
    ).toEqual({
      isError: true,
      output:
        'suggestion is the replacement code itself, without a ``` fence; the action adds the suggestion block'
    })
    expect(
      (await call(sink, { path: 'sum.js', line: 31, body: 'x' })).output
    ).toBe('sum.js has 30 lines; line 31 does not exist')
    expect(sink).toEqual([])
  })
})

// Two hunks: new lines 1-4 and 20-23.
const PATCH = [
  '@@ -1,3 +1,4 @@',
  ' line 1',
  '+line 2',
  ' line 3',
  ' line 4',
  '@@ -18,3 +20,4 @@',
  ' line 20',
  '+line 21',
  ' line 22',
  ' line 23'
].join('\n')

async function review(comments: ReviewComment[]) {
  const files = [
    {
      filename: 'sum.js',
      status: 'modified',
      additions: 2,
      deletions: 0,
      patch: PATCH
    }
  ]
  const github = createMemoryGitHub()
  addPull(github, { number: 8, files })
  const result = await publishReview({
    github,
    pullNumber: 8,
    headSha: 'h'.repeat(40),
    files,
    summary: 'Two findings.',
    comments,
    redact: (text) => text.replace('sekrit', '***')
  })
  return { result, posted: github.reviews[0] }
}

describe('publishReview: ranges and suggestions', () => {
  it('posts a range inside one hunk with start_line and start_side, the suggestion as a suggestion block', async () => {
    const { result, posted } = await review([
      {
        path: 'sum.js',
        startLine: 2,
        line: 4,
        body: 'Fold these.',
        suggestion: 'line 2-4 sekrit'
      }
    ])
    expect(result).toMatchObject({ inline: 1, folded: 0 })
    expect(posted.comments).toEqual([
      {
        path: 'sum.js',
        line: 4,
        side: 'RIGHT',
        start_line: 2,
        start_side: 'RIGHT',
        body: 'Fold these.\n\n```suggestion\nline 2-4 ***\n```\n<!-- agent-action -->'
      }
    ])
  })

  it('fences a suggestion that holds backticks with a longer fence', async () => {
    const { posted } = await review([
      { path: 'sum.js', line: 21, body: 'Quote it.', suggestion: 'a ``` b' }
    ])
    expect(posted.comments[0].body).toBe(
      'Quote it.\n\n````suggestion\na ``` b\n````\n<!-- agent-action -->'
    )
  })

  it('folds a range across hunks, or reaching outside the diff, into the body with the proposed code', async () => {
    const { result, posted } = await review([
      {
        path: 'sum.js',
        startLine: 3,
        line: 21,
        body: 'Across hunks.',
        suggestion: 'x'
      },
      { path: 'sum.js', startLine: 10, line: 21, body: 'From outside.' }
    ])
    expect(result).toMatchObject({ inline: 0, folded: 2 })
    expect(posted.comments).toEqual([])
    expect(posted.body).toContain(
      '- `sum.js:3-21`: Across hunks.\n\n  Proposed replacement:\n\n  ```\n  x\n  ```'
    )
    expect(posted.body).toContain('- `sum.js:10-21`: From outside.')
  })
})
