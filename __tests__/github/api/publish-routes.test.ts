import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { pull as fakePull } from '../../../__fixtures__/github-builders.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gitAsT, seedOctoDates } from '../../../__fixtures__/git-env.js'
import {
  type FakeGitHub,
  startFakeGitHub
} from '../../../__fixtures__/github-world/http.js'
import type { GitHubClient } from '../../../src/github/types.js'
import { createOctokitClient } from '../../../src/github/api/octokit-client.js'

// The two REST calls this round adds, through the real Octokit client
// against the loopback GitHub, which answers as strictly as GitHub does:
// review requests (404 for an unknown PR, 422 for its author or a
// non-collaborator) and multi-line review comments (start_line below line,
// in the same hunk).

const TOKEN = 'ghs_routesTestToken0123456789abcdefghijAB'
let dir: string
let github: FakeGitHub
let client: GitHubClient

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'github-routes-'))
  const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`)
  const { bare, work } = seedOctoDates(dir, {
    'sum.js': `${lines.join('\n')}\n`
  })
  // Two hunks on the new side: around line 3 and around line 35.
  lines[2] = 'line 3 changed'
  lines[34] = 'line 35 changed'
  writeFileSync(path.join(work, 'sum.js'), `${lines.join('\n')}\n`)
  gitAsT(work, ['commit', '-q', '-am', 'change'])
  gitAsT(work, ['push', '-q', bare, 'HEAD:refs/heads/feature'])

  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: path.join(dir, 'git')
  })
  github.permissions.alice = 'write'
  github.pulls.set(
    4,
    fakePull({
      number: 4,
      title: 'Change',
      body: '',
      author: { login: 'bob', id: 2, type: 'User' }
    })
  )
  client = createOctokitClient({
    token: TOKEN,
    baseUrl: github.apiUrl,
    owner: 'octo',
    repo: 'dates'
  })
})

afterAll(async () => {
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('POST /pulls/{n}/requested_reviewers', () => {
  it('asks a collaborator to review', async () => {
    await client.requestReviewers(4, ['alice'])
    expect(github.pulls.get(4)?.requestedReviewers).toEqual(['alice'])
  })

  it('404 for an unknown pull request, 422 for its author or a non-collaborator', async () => {
    await expect(client.requestReviewers(99, ['alice'])).rejects.toMatchObject({
      status: 404
    })
    await expect(client.requestReviewers(4, ['bob'])).rejects.toThrow(
      /\(422\): Review cannot be requested from pull request author/
    )
    await expect(client.requestReviewers(4, ['mallory'])).rejects.toThrow(
      /\(422\): Reviews may only be requested from collaborators/
    )
  })
})

describe('POST /pulls/{n}/reviews with ranges', () => {
  const post = (comment: object) =>
    client.createReview(4, {
      commitId: 'x',
      body: 'Review.',
      comments: [
        { path: 'sum.js', side: 'RIGHT', body: 'c', ...comment } as never
      ]
    })

  it('accepts a range inside one hunk and keeps start_line and start_side', async () => {
    await post({ start_line: 1, start_side: 'RIGHT', line: 4 })
    expect(github.reviews.at(-1)?.comments).toEqual([
      {
        path: 'sum.js',
        side: 'RIGHT',
        body: 'c',
        start_line: 1,
        start_side: 'RIGHT',
        line: 4
      }
    ])
  })

  it('422 for a start_line not below line, or a range across hunks', async () => {
    await expect(
      post({ start_line: 4, start_side: 'RIGHT', line: 4 })
    ).rejects.toThrow(/\(422\).*start_line must precede the end line/)
    await expect(
      post({ start_line: 3, start_side: 'RIGHT', line: 35 })
    ).rejects.toThrow(/\(422\).*same hunk/)
  })
})
