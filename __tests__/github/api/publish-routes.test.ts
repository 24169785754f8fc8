import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
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
  const bare = path.join(dir, 'git', 'octo', 'dates.git')
  mkdirSync(bare, { recursive: true })
  const git = (cwd: string, args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
      { cwd, encoding: 'utf8' }
    )
  git(dir, ['init', '-q', '--bare', '-b', 'main', bare])
  const work = path.join(dir, 'work')
  mkdirSync(work)
  git(work, ['init', '-q', '-b', 'main'])
  const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`)
  writeFileSync(path.join(work, 'sum.js'), `${lines.join('\n')}\n`)
  git(work, ['add', '-A'])
  git(work, ['commit', '-q', '-m', 'base'])
  git(work, ['push', '-q', bare, 'HEAD:refs/heads/main'])
  // Two hunks on the new side: around line 3 and around line 35.
  lines[2] = 'line 3 changed'
  lines[34] = 'line 35 changed'
  writeFileSync(path.join(work, 'sum.js'), `${lines.join('\n')}\n`)
  git(work, ['commit', '-q', '-am', 'change'])
  git(work, ['push', '-q', bare, 'HEAD:refs/heads/feature'])

  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: path.join(dir, 'git')
  })
  github.permissions.alice = 'write'
  github.pulls.set(4, {
    number: 4,
    title: 'Change',
    body: '',
    user: { login: 'bob', id: 2, type: 'User' },
    draft: false,
    state: 'open',
    head: { ref: 'feature', repoFullName: 'octo/dates' },
    base: { ref: 'main' }
  })
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
