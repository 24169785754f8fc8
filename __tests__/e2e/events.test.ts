import { describe, expect, it } from '@jest/globals'
import { e2eSuite, toolsOffered } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import {
  addPull as filePull,
  addReviewComments
} from '../../__fixtures__/github-builders.js'
import {
  pullRequestEvent,
  reviewCommentEvent,
  reviewEvent
} from '../../__fixtures__/github-events.js'
import {
  type E2E,
  gitIn,
  OWNER,
  REPO,
  RUN_ID
} from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// The events of issue 10 through the bundle against the loopback GitHub:
// pull_request with a prompt, pull_request_review, a review comment answered
// in its thread, and scheduled runs that continue their pull request.

const FIX: ScriptStep[] = [READ, EDIT, { text: 'Fixed the month.' }]

const start = e2eSuite()

const alice = { login: 'alice', id: 77, type: 'User' as const }

/** A pull request of `head` (a branch of this repository unless `fork`). */
function addPull(
  env: E2E,
  number: number,
  head: string,
  options: { fork?: boolean; author?: typeof alice } = {}
) {
  filePull(env.github, {
    number,
    head,
    author: options.author ?? alice,
    ...(options.fork ? { headRepo: 'mallory/dates' } : {})
  })
}

/** The workspace as actions/checkout leaves it on pull_request: the merge commit, detached. */
function checkOutMergeCommit(env: E2E, head: string): string {
  // From the bare repository's path: the git server runs in this process.
  gitIn(env.workspace, ['fetch', '-q', env.github.barePath, head])
  const fetched = gitIn(env.workspace, ['rev-parse', 'FETCH_HEAD']).trim()
  gitIn(env.workspace, ['checkout', '-q', '--detach', 'origin/main'])
  gitIn(env.workspace, [
    'merge',
    '-q',
    '--no-ff',
    '-m',
    'Merge into main',
    fetched
  ])
  return gitIn(env.workspace, ['rev-parse', 'HEAD']).trim()
}

/** What the previous run left in the work tree gone, as in a new job. */
function freshCheckout(env: E2E): void {
  gitIn(env.workspace, ['checkout', '-q', '-f', 'main'])
  gitIn(env.workspace, ['reset', '-q', '--hard', 'origin/main'])
  gitIn(env.workspace, ['clean', '-fdq'])
}

const botComments = (env: E2E) =>
  env.github.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]'
  )

describe('pull_request with the prompt input', () => {
  it('same-repo: one commit onto the head branch, never the merge commit, no new PR', async () => {
    const env = await start(FIX)
    const head = env.branch('feature/notes', { 'NOTES.md': 'notes\n' })
    addPull(env, 3, 'feature/notes')
    const merge = checkOutMergeCommit(env, 'feature/notes')
    const result = await env.run(pullRequestEvent(3), {
      prompt: 'Fix the month bug in src/dates.js'
    })
    expect(result.outputs).toMatchObject({
      conclusion: 'changed',
      branch: 'feature/notes'
    })
    expect(env.bare(['rev-parse', 'feature/notes~1']).trim()).toBe(head)
    expect(env.bare(['rev-list', 'feature/notes'])).not.toContain(merge)
    expect(env.bare(['show', 'feature/notes:src/dates.js'])).toContain(
      'getUTCMonth() + 1'
    )
    expect(env.github.pulls.size).toBe(1)
    // The tracking comment is on that pull request, as for a comment.
    expect(botComments(env).map((comment) => comment.issue_number)).toEqual([3])
    // No requester to check: the workflow asked.
    expect(
      env.github.calls.filter((call) => call.path.includes('/collaborators/'))
        .length
    ).toBeLessThanOrEqual(1)
  }, 60_000)

  it('fork: read-only, no bash, the change as a patch, nothing pushed', async () => {
    const env = await start(FIX)
    env.branch('refs/pull/5/head', { 'src/fork.js': 'export const f = 1\n' })
    addPull(env, 5, 'patch-1', {
      fork: true,
      author: { login: 'mallory', id: 9, type: 'User' }
    })
    const before = env.bare(['for-each-ref'])
    const result = await env.run(pullRequestEvent(5), {
      prompt: 'Fix the month bug in src/dates.js'
    })
    expect(result.outputs.conclusion).toBe('changed')
    expect(toolsOffered(env)).not.toContain('bash')
    expect(env.bare(['for-each-ref'])).toBe(before)
    expect(env.github.pulls.size).toBe(1)
    const final = botComments(env)[0]?.body ?? ''
    expect(final).toContain('getUTCMonth() + 1')
  }, 60_000)

  it('verb: review posts one review of the opened pull request, nothing pushed', async () => {
    const env = await start([
      {
        toolCalls: [
          {
            name: 'review_comment',
            arguments: { path: 'src/extra.js', line: 1, body: 'Off by one.' }
          }
        ]
      },
      { text: 'One problem.' }
    ])
    env.branch('feature/extra', { 'src/extra.js': 'export const a = 41\n' })
    addPull(env, 4, 'feature/extra')
    const before = env.bare(['for-each-ref'])
    const result = await env.run(pullRequestEvent(4), {
      prompt: 'Review for correctness.',
      verb: 'review'
    })
    expect(result.outputs.conclusion).toBe('reviewed')
    expect(env.github.reviews).toHaveLength(1)
    expect(env.github.reviews[0]).toMatchObject({
      pull: 4,
      comments: [{ path: 'src/extra.js', line: 1, body: expect.any(String) }]
    })
    expect(env.bare(['for-each-ref'])).toBe(before)
  }, 60_000)

  it('a bad verb input fails the step before anything is written', async () => {
    const env = await start(FIX)
    const result = await env.run(pullRequestEvent(3), {
      prompt: 'x',
      verb: 'merge'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.conclusion).toBe('failed')
    expect(result.stdout + result.stderr).toContain(
      'verb must be one of fix, review, ask, describe, triage, got "merge"'
    )
    expect(env.github.calls).toEqual([])
  }, 60_000)
})

describe('pull_request_review', () => {
  const review = (body: string, login = 'alice') =>
    reviewEvent(body, { user: { login, id: 78 } })

  it('a submitted review starting with the trigger runs as a comment by its author', async () => {
    const env = await start(FIX)
    env.github.permissions.alice = 'write'
    const head = env.branch('feature/notes', { 'NOTES.md': 'notes\n' })
    addPull(env, 3, 'feature/notes')
    const result = await env.run(review('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.bare(['rev-parse', 'feature/notes~1']).trim()).toBe(head)
    expect(botComments(env).map((comment) => comment.issue_number)).toEqual([3])
    expect(
      env.github.calls.some(
        (call) =>
          call.path === `/repos/${OWNER}/${REPO}/collaborators/alice/permission`
      )
    ).toBe(true)
  }, 60_000)

  it('refuses a reviewer below write permission: no model call, nothing written', async () => {
    const env = await start(FIX)
    env.github.permissions.bob = 'read'
    addPull(env, 3, 'main')
    const result = await env.run(review('/agent fix the month', 'bob'))
    expect(result.outputs.conclusion).toBe('refused')
    expect(env.model.requests).toHaveLength(0)
    expect(botComments(env)).toEqual([])
  }, 60_000)
})

describe('pull_request_review_comment', () => {
  it('is answered in its thread: the tracking comment is a reply, edited to the final report', async () => {
    const env = await start([
      { text: 'The answer is 41 because the fixture says so.' }
    ])
    env.github.permissions.alice = 'write'
    env.branch('feature/extra', { 'src/extra.js': 'export const a = 41\n' })
    addPull(env, 4, 'feature/extra')
    addReviewComments(
      env.github,
      { id: 91000, body: 'Why 41?' },
      { body: '/agent ask why 41?', in_reply_to_id: 91000 }
    )
    const result = await env.run(
      reviewCommentEvent('/agent ask why 41?', {
        inReplyTo: 91000,
        diffHunk: '@@ -0,0 +1 @@\n+export const a = 41'
      })
    )
    expect(result.outputs.conclusion).toBe('answered')
    expect(env.github.reactions).toEqual([
      expect.objectContaining({
        commentId: 91001,
        kind: 'review',
        content: 'eyes'
      })
    ])
    // No top-level comment: the reply in the thread is the tracking comment.
    expect(botComments(env)).toEqual([])
    const replies = env.github.reviewComments.filter(
      (comment) => comment.user.login === 'github-actions[bot]'
    )
    expect(replies).toHaveLength(1)
    expect(replies[0]).toMatchObject({ pull_number: 4, in_reply_to_id: 91000 })
    expect(replies[0].body).toContain('The answer is 41 because')
    expect(
      env.github.calls.filter(
        (call) =>
          call.method === 'PATCH' &&
          call.path ===
            `/repos/${OWNER}/${REPO}/pulls/comments/${replies[0].id}`
      ).length
    ).toBeGreaterThanOrEqual(1)
    expect(result.outputs['comment-url']).toBe(replies[0].html_url)
  }, 60_000)
})

describe('scheduled runs continue their pull request', () => {
  const schedule = { name: 'schedule', payload: {} }
  const workflow = {
    GITHUB_WORKFLOW_REF: `${OWNER}/${REPO}/.github/workflows/nightly.yml@refs/heads/main`
  }

  it('two runs of one prompt: one PR, two commits on top of its moved head; another prompt: a second PR', async () => {
    const second: ScriptStep = {
      toolCalls: [
        {
          name: 'write',
          arguments: { path: 'CHANGES.md', content: 'month fixed\n' }
        }
      ]
    }
    const env = await start([
      READ,
      EDIT,
      { text: 'Fixed the month.' },
      second,
      { text: 'Noted the change.' },
      {
        toolCalls: [
          { name: 'write', arguments: { path: 'OTHER.md', content: 'x\n' } }
        ]
      },
      { text: 'Other task.' }
    ])
    const prompt = { prompt: 'Keep the dates module tidy' }
    const first = await env.run(schedule, prompt, { env: workflow })
    expect(first.outputs).toMatchObject({
      conclusion: 'changed',
      branch: `agent/run-${RUN_ID}`
    })
    const pull = [...env.github.pulls.values()][0]
    expect(pull.body).toMatch(/<!-- agent-action:task=[0-9a-f]{16} -->$/)

    // Someone pushed onto the branch since: the next commit goes on top.
    const branch = `agent/run-${RUN_ID}`
    const moved = env.branch(branch, { 'HUMAN.md': 'by hand\n' }, branch)

    // A later run (another run id) of the same workflow and prompt, on a
    // fresh checkout as actions/checkout makes one.
    freshCheckout(env)
    const again = await env.run(schedule, prompt, {
      env: { ...workflow, GITHUB_RUN_ID: '424243' }
    })
    expect(again.outputs).toMatchObject({
      conclusion: 'changed',
      branch: `agent/run-${RUN_ID}`,
      'pr-url': first.outputs['pr-url']
    })
    expect(env.github.pulls.size).toBe(1)
    // Two commits of the agent and the one pushed by hand, none rewritten.
    expect(env.bare(['rev-list', '--count', `main..${branch}`]).trim()).toBe(
      '3'
    )
    expect(env.bare(['rev-parse', `${branch}~1`]).trim()).toBe(moved)
    expect(env.bare(['show', `${branch}:HUMAN.md`])).toBe('by hand\n')
    // The second commit builds on the first: both changes are on the branch.
    expect(env.bare(['show', `${branch}:src/dates.js`])).toContain(
      'getUTCMonth() + 1'
    )
    expect(env.bare(['show', `${branch}:CHANGES.md`])).toBe('month fixed\n')
    expect(env.github.pulls.get(pull.number)?.body).toContain(
      'Noted the change.'
    )
    expect(env.bare(['branch', '--list', 'agent/run-424243']).trim()).toBe('')

    freshCheckout(env)
    const other = await env.run(
      schedule,
      { prompt: 'Write OTHER.md' },
      { env: { ...workflow, GITHUB_RUN_ID: '424244' } }
    )
    expect(other.outputs.branch).toBe('agent/run-424244')
    expect(env.github.pulls.size).toBe(2)
  }, 90_000)

  it('an open PR of the same prompt in a fork is not continued', async () => {
    const env = await start(FIX)
    const first = await env.run(
      schedule,
      { prompt: 'Fix the month' },
      { env: workflow }
    )
    const marker = /<!-- agent-action:task=[0-9a-f]{16} -->/.exec(
      [...env.github.pulls.values()][0].body
    )?.[0]
    expect(marker).toBeDefined()
    // Someone's fork PR copies the marker and a run- branch name.
    const own = [...env.github.pulls.values()][0]
    own.state = 'closed'
    filePull(env.github, {
      number: 50,
      title: 'lookalike',
      body: `x ${marker}`,
      author: { login: 'mallory', id: 9, type: 'User' },
      head: 'agent/run-1',
      headRepo: 'mallory/dates'
    })
    env.model.requests.length = 0
    freshCheckout(env)
    const again = await env.run(
      schedule,
      { prompt: 'Fix the month' },
      { env: { ...workflow, GITHUB_RUN_ID: '424250' } }
    )
    expect(first.outputs.conclusion).toBe('changed')
    expect(again.outputs.branch).toBe('agent/run-424250')
  }, 90_000)
})
