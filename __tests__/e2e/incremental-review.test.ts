import { describe, expect, it } from '@jest/globals'
import { e2eSuite, finalComment } from '../../__fixtures__/e2e-suite.js'
import type { E2E } from '../../__fixtures__/e2e-harness.js'
import { addPull, reviewComment } from '../../__fixtures__/github-builders.js'
import {
  issueCommentEvent,
  pullRequestEvent
} from '../../__fixtures__/github-events.js'

// Issue 20, incremental review (docs/contract.md, the `synchronize` row),
// through the bundle: each review records the head it reviewed; the next
// push is reviewed from there (compare), the action's own open threads on
// changed lines are answered and resolved (GraphQL), another author's
// never; no second comment where an own thread is open; one review a push;
// a force-push that lost the head reviewed gets a full review.

const start = e2eSuite()

const REVIEW = { prompt: 'Review for correctness.', verb: 'review' }
const BOT = 'github-actions[bot]'
const alice = { login: 'alice', id: 1, type: 'User' as const }

function openPull(env: E2E): string {
  const head = env.branch('feature/extra', {
    'src/extra.js': 'export const answer = 41\n',
    'src/more.js': 'export const more = 1\n'
  })
  env.github.permissions.alice = 'write'
  env.github.permissions.bob = 'write'
  addPull(env.github, {
    number: 4,
    title: 'Extra',
    author: alice,
    head: 'feature/extra'
  })
  return head
}

const taskOf = (env: E2E, request: number) =>
  String(
    (env.model.requests[request].messages as { content: unknown }[])[1].content
  )

const toolsOf = (env: E2E, request: number) =>
  (
    (env.model.requests[request].tools ?? []) as {
      function: { name: string }
    }[]
  ).map((tool) => tool.function.name)

const comment = (path: string, line: number, body: string) => ({
  toolCalls: [{ name: 'review_comment', arguments: { path, line, body } }]
})

describe('incremental review', () => {
  it('reviews two pushes: the second sees only the new diff, answers and resolves its own thread, never another author’s, and repeats no comment', async () => {
    const env = await start([
      // Push 1: a full review with two inline comments.
      comment('src/extra.js', 1, 'The answer is 42, not 41.'),
      comment('src/more.js', 1, 'Name `more` says nothing.'),
      { text: 'Two problems.' },
      // Push 2: the own thread on the changed line is addressed; the
      // model repeats its point on src/more.js, where its thread is open.
      {
        toolCalls: [
          {
            name: 'thread_reply',
            arguments: {
              thread: 1,
              addressed: true,
              reply: 'The constant is 42 now.'
            }
          }
        ]
      },
      comment('src/more.js', 1, 'Name `more` still says nothing.'),
      { text: 'The fix is right.' }
    ])
    const first = openPull(env)
    const one = await env.run(pullRequestEvent(4), REVIEW)
    expect(one.outputs.conclusion).toBe('reviewed')
    expect(env.github.reviews).toHaveLength(1)
    expect(env.github.reviews[0].body).toContain(
      `<!-- agent-action:reviewed ${first} -->`
    )
    const own = env.github.reviewComments.filter(
      (c) => c.user.login === BOT && c.path === 'src/extra.js'
    )
    expect(own).toHaveLength(1)
    // Bob's thread on the same line: never answered, never resolved.
    env.github.reviewComments.push(
      reviewComment({
        id: 70_001,
        author: { login: 'bob', id: 2, type: 'User' },
        path: 'src/extra.js',
        line: 1,
        body: 'Why 41 at all?'
      })
    )

    const second = env.branch(
      'feature/extra',
      { 'src/extra.js': 'export const answer = 42\n' },
      'feature/extra'
    )
    const before = env.model.requests.length
    const two = await env.run(
      pullRequestEvent(4, { action: 'synchronize' }),
      REVIEW
    )
    expect(two.outputs.conclusion).toBe('reviewed')

    // Only the new commit's diff reached the model, from the compare API.
    const task = taskOf(env, before)
    expect(task).toContain('# Since the last review')
    expect(task).toContain('+export const answer = 42')
    expect(task).toContain('-export const answer = 41')
    expect(task).not.toContain('+export const more = 1')
    expect(
      env.github.calls.some((call) =>
        call.path.endsWith(`/compare/${first}...${second}`)
      )
    ).toBe(true)
    // The own thread on the changed line is put to the model; bob's is not.
    expect(task).toContain('### Thread 1: src/extra.js, line 1')
    expect(task).not.toContain('### Thread 2')
    expect(toolsOf(env, before)).toContain('thread_reply')

    // One new review, on the new head, without the repeated comment.
    expect(env.github.reviews).toHaveLength(2)
    const latest = env.github.reviews[1]
    expect(latest.commit_id).toBe(second)
    expect(latest.body).toContain(`<!-- agent-action:reviewed ${second} -->`)
    expect(latest.comments).toEqual([])

    // The own thread got the reply and was resolved, through GraphQL.
    const replies = env.github.reviewComments.filter(
      (c) => c.in_reply_to_id !== undefined
    )
    expect(replies).toHaveLength(1)
    expect(replies[0]).toMatchObject({ in_reply_to_id: own[0].id })
    expect(replies[0].body).toContain('The constant is 42 now.')
    expect(env.github.world.resolvedThreads).toEqual([`PRRT_${own[0].id}`])
    const bob = env.github.reviewComments.find((c) => c.id === 70_001)
    expect(bob?.resolved).toBeUndefined()
    const graphql = env.github.calls.filter((c) => c.path.endsWith('/graphql'))
    expect(
      graphql.map(
        (c) =>
          /reviewThreads|resolveReviewThread|viewer/.exec(
            String((c.body as { query: string }).query)
          )?.[0]
      )
    ).toEqual(expect.arrayContaining(['reviewThreads', 'resolveReviewThread']))

    // The same push again (a re-run): one review per push.
    const commentsBefore = env.github.comments.length
    const requests = env.model.requests.length
    const three = await env.run(
      pullRequestEvent(4, { action: 'synchronize' }),
      REVIEW
    )
    expect(three.outputs.conclusion).toBe('skipped')
    expect(env.github.reviews).toHaveLength(2)
    expect(env.model.requests.length).toBe(requests)
    // No comment for a re-run of the push; a person asking again is told why.
    expect(env.github.comments.length).toBe(commentsBefore)
    const comments = env.github.comments.length
    const four = await env.run(
      issueCommentEvent('/agent review', { issue: 4, pr: true })
    )
    expect(four.outputs.conclusion).toBe('skipped')
    expect(env.github.comments.length).toBe(comments + 1)
    expect(finalComment(env)).toContain('one review per push')
    expect(env.github.reviews).toHaveLength(2)
    expect(env.model.requests.length).toBe(requests)
  }, 120_000)

  it('falls back to a full review when a force-push lost the head reviewed', async () => {
    const env = await start([
      { text: 'Looks fine.' },
      { text: 'Reviewed the whole change again.' }
    ])
    const first = openPull(env)
    const one = await env.run(pullRequestEvent(4), REVIEW)
    expect(one.outputs.conclusion).toBe('reviewed')

    // A rewritten branch; the commit reviewed is gone from the repository.
    const rewritten = env.branch('rewrite', {
      'src/extra.js': 'export const answer = 42\n',
      'src/more.js': 'export const more = 2\n'
    })
    env.bare(['update-ref', 'refs/heads/feature/extra', rewritten])
    env.bare(['update-ref', '-d', 'refs/heads/rewrite'])
    env.bare(['reflog', 'expire', '--expire=now', '--all'])
    env.bare(['gc', '-q', '--prune=now'])
    expect(() => env.bare(['cat-file', '-e', first])).toThrow()

    const before = env.model.requests.length
    const two = await env.run(
      pullRequestEvent(4, { action: 'synchronize' }),
      REVIEW
    )
    expect(two.outputs.conclusion).toBe('reviewed')
    const task = taskOf(env, before)
    expect(task).toContain('This is a full review')
    expect(task).toContain('force-push')
    // The whole pull request's diff, both files.
    expect(task).toContain('+export const answer = 42')
    expect(task).toContain('+export const more = 2')
    expect(toolsOf(env, before)).not.toContain('thread_reply')
    expect(env.github.reviews).toHaveLength(2)
    expect(env.github.reviews[1].body).toContain(
      `<!-- agent-action:reviewed ${rewritten} -->`
    )
  }, 120_000)
})
