import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  addPull,
  addReviewComments
} from '../../__fixtures__/github-builders.js'
import {
  type FakeGitHub,
  startFakeGitHub
} from '../../__fixtures__/github-world/http.js'
import { createOctokitClient } from '../../src/github/api/octokit-client.js'
import { missingPermission } from '../../src/github/api/permissions.js'
import { GitHubRequestError } from '../../src/github/types.js'

// The test GitHub's GraphQL for the review threads (docs/contract.md,
// Runtime: `reviewThreads` and `resolveReviewThread`), on the same state
// as the REST review comments, and strict like GitHub's.

const TOKEN = 'ghs_graphqlTest0123456789abcdefABCDEFGH'
let dir: string
let github: FakeGitHub

const client = () =>
  createOctokitClient({
    owner: 'octo',
    repo: 'dates',
    token: TOKEN,
    baseUrl: github.apiUrl,
    retry: { sleep: async () => {} }
  })

const post = (body: unknown, token = TOKEN) =>
  fetch(`${github.apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json'
    },
    body: JSON.stringify(body)
  })

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'graphql-'))
  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: dir
  })
  addPull(github, { number: 4 })
  addReviewComments(
    github,
    { id: 501, author: 'github-actions[bot]', body: 'own', line: 2 },
    { id: 502, author: 'alice', body: 'hers', line: 5, position: null }
  )
})

afterEach(async () => {
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('reviewThreads and resolveReviewThread', () => {
  it('are the REST review comments as threads; a reply is no thread, and resolving is seen by the next read', async () => {
    const api = client()
    await api.replyToReviewComment(4, 501, 'a reply')
    const threads = await api.listReviewThreads(4)
    expect(threads).toEqual([
      {
        id: 'PRRT_501',
        isResolved: false,
        path: 'src/extra.js',
        line: 2,
        // GraphQL names a Bot by its slug.
        first: { databaseId: 501, author: 'github-actions', body: 'own' }
      },
      expect.objectContaining({ id: 'PRRT_502', line: null })
    ])
    await api.resolveReviewThread('PRRT_501')
    const after = await api.listReviewThreads(4)
    expect(after.map((t) => [t.id, t.isResolved])).toEqual([
      ['PRRT_501', true],
      ['PRRT_502', false]
    ])
    expect(github.world.resolvedThreads).toEqual(['PRRT_501'])
  })

  it('are read page by page (100 a page) through the cursor', async () => {
    for (let n = 0; n < 150; n += 1)
      addReviewComments(github, { id: 10_000 + n, body: `note ${n}` })
    const threads = await client().listReviewThreads(4)
    expect(threads).toHaveLength(152)
    expect(threads[151].id).toBe('PRRT_10149')
    expect(
      github.calls.filter((c) => c.path.endsWith('/graphql'))
    ).toHaveLength(2)
  })

  it('answer an unknown field with HTTP 200 and errors, as GitHub does', async () => {
    const reply = await post({
      query: 'query { repository(owner: "octo", name: "dates") { stars } }'
    })
    expect(reply.status).toBe(200)
    const body = (await reply.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toContain("Field 'stars' doesn't exist")
  })

  it('answer an unknown node, and a missing variable, with errors', async () => {
    await expect(client().resolveReviewThread('PRRT_999')).rejects.toThrow(
      /Could not resolve to a node/
    )
    const reply = await post({
      query:
        'mutation($threadId: ID!) { resolveReviewThread(input: { threadId: $threadId }) { thread { id } } }'
    })
    const body = (await reply.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toContain('$threadId')
  })

  it('need the token', async () => {
    const reply = await post({ query: 'query { viewer { login } }' }, 'wrong')
    expect(reply.status).toBe(401)
  })

  it('refuse resolving without pull-requests: write, and the client names the permission', async () => {
    github.token.scopes['pull-requests'] = 'read'
    const error = await client()
      .resolveReviewThread('PRRT_501')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubRequestError)
    const { route, status, message } = error as GitHubRequestError
    expect(status).toBe(403)
    expect(missingPermission(route, status, message)?.permission).toBe(
      'pull-requests: write'
    )
    expect(github.world.reviewComments[0].resolved).toBeUndefined()
    // Reading the threads needs no write.
    await expect(client().listReviewThreads(4)).resolves.toHaveLength(2)
  })
})
