import { describe, expect, it } from '@jest/globals'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import {
  addComments,
  addIssue,
  addPull
} from '../../__fixtures__/github-builders.js'
import {
  type E2E,
  gitIn,
  issueCommentEvent,
  OWNER,
  REPO
} from '../../__fixtures__/e2e-harness.js'

// How the action reads GitHub, through the bundle against the loopback
// GitHub, which pages its lists with Link headers as GitHub does.

const start = e2eSuite()

const alice = { login: 'alice', id: 77, type: 'User' as const }

function messagesSent(env: E2E): string {
  return JSON.stringify(
    (env.model.requests[0] as { messages: unknown }).messages
  )
}

describe('every page of a list', () => {
  it('on a thread of 130 comments the context holds the newest: #111 to #130', async () => {
    const env = await start([{ text: 'Read them.' }])
    env.github.permissions.alice = 'write'
    addIssue(env.github, {
      title: 'A long thread',
      body: 'Lots to say.',
      author: alice
    })
    for (let n = 1; n <= 130; n += 1)
      addComments(env.github, {
        id: 20_000 + n,
        body: n === 130 ? '/agent ask what was said?' : `Remark no. ${n}.`,
        author: alice,
        html_url: `x#${n}`
      })
    const result = await env.run(
      issueCommentEvent('/agent ask what was said?', { commentId: 20_130 })
    )
    expect(result.outputs.conclusion).toBe('answered')
    const sent = messagesSent(env)
    for (const n of [111, 115, 129]) expect(sent).toContain(`Remark no. ${n}.`)
    for (const n of [81, 100, 110])
      expect(sent).not.toContain(`Remark no. ${n}.`)
    const pages = env.github.calls
      .filter(
        (call) => call.path === `/repos/${OWNER}/${REPO}/issues/7/comments`
      )
      .filter((call) => call.method === 'GET')
      .map((call) => call.query.page)
    expect(pages).toEqual(['1', '2'])
  }, 60_000)

  it('a pull request of 150 files is seen whole: an inline comment on file 120 stays inline', async () => {
    const env = await start([
      {
        toolCalls: [
          {
            name: 'review_comment',
            arguments: { path: 'files/f120.txt', line: 1, body: 'Typo here.' }
          }
        ]
      },
      { text: 'One typo.' }
    ])
    env.github.permissions.alice = 'write'
    const files: Record<string, string> = {}
    for (let n = 1; n <= 150; n += 1)
      files[`files/f${String(n).padStart(3, '0')}.txt`] = `file ${n}\n`
    files['files/f120.txt'] = 'teh file 120\n'
    env.branch('feature/many', files)
    addPull(env.github, {
      number: 3,
      title: 'Many files',
      body: '',
      author: alice,
      head: 'feature/many'
    })
    const result = await env.run(
      issueCommentEvent('/agent review', { issue: 3, pr: true })
    )
    expect(result.outputs.conclusion).toBe('reviewed')
    expect(env.github.reviews).toHaveLength(1)
    expect(env.github.reviews[0].comments).toEqual([
      expect.objectContaining({ path: 'files/f120.txt', line: 1 })
    ])
    expect(messagesSent(env)).toContain('files/f150.txt')
  }, 90_000)
})

describe('expected 404s are silent', () => {
  it('missing instruction files and a non-collaborator leave no 404 in the job log', async () => {
    const env = await start([{ text: 'Nothing to do.' }])
    env.github.permissions.alice = 'write'
    addIssue(env.github, { title: 'Dates', body: '', author: alice })
    // A comment by someone without access: their permission look-up is a 404.
    addComments(env.github, {
      id: 5000,
      body: 'me too',
      author: { login: 'stranger', id: 3, type: 'User' }
    })
    addComments(env.github, {
      body: '/agent ask anything?',
      author: alice,
      created_at: '2026-11-30T00:00:01Z'
    })
    // No copy of the default branch in the checkout: the instruction files
    // are asked of the API, and .github/agent-instructions.md is missing.
    gitIn(env.workspace, ['update-ref', '-d', 'refs/remotes/origin/main'])
    const result = await env.run(issueCommentEvent('/agent ask anything?'))
    expect(result.outputs.conclusion).toBe('answered')
    const notFound = env.github.calls.filter(
      (call) =>
        decodeURIComponent(call.path).endsWith(
          '/contents/.github/agent-instructions.md'
        ) || call.path.endsWith('/collaborators/stranger/permission')
    )
    expect(notFound).toHaveLength(2)
    const log = `${result.stdout}\n${result.stderr}`
    expect(log).not.toMatch(/404|Not Found/)
  }, 60_000)
})
