import { pull as fakePull } from '../../../__fixtures__/github-builders.js'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type FakeGitHub,
  startFakeGitHub
} from '../../../__fixtures__/github-world/http.js'
import { GitHubRequestError } from '../../../src/github/types.js'
import { createOctokitClient } from '../../../src/github/api/octokit-client.js'
import { parseLink, readAllPages } from '../../../src/github/api/pages.js'
import { retryDecision } from '../../../src/github/api/request-retry.js'

const TOKEN = 'ghs_octokitClientTest0123456789abcdefABCD'
let dir: string
let github: FakeGitHub
let waits: number[]

function client(now = Date.now) {
  return createOctokitClient({
    owner: 'octo',
    repo: 'dates',
    token: TOKEN,
    baseUrl: github.apiUrl,
    retry: {
      sleep: async (ms) => {
        waits.push(ms)
      },
      now
    }
  })
}

const calls = (method: string, suffix: string) =>
  github.calls.filter(
    (call) =>
      call.method === method && call.path === `/repos/octo/dates${suffix}`
  ).length

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'octokit-client-'))
  waits = []
  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: dir
  })
  github.issues.set(7, {
    number: 7,
    title: 'Long thread',
    body: '',
    user: { login: 'alice', id: 1, type: 'User' }
  })
})

afterEach(async () => {
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('retries against a loopback GitHub', () => {
  it('a 502 then a 200 succeeds, after one backoff', async () => {
    github.failures['GET '] = { status: 502, message: 'Bad Gateway', times: 1 }
    await expect(client().getDefaultBranch()).resolves.toBe('main')
    expect(calls('GET', '')).toBe(2)
    expect(waits).toEqual([1000])
  })

  it('gives up on 5xx after three retries with doubling waits', async () => {
    github.failures['GET '] = { status: 503, message: 'Unavailable' }
    await expect(client().getDefaultBranch()).rejects.toMatchObject({
      status: 503
    })
    expect(calls('GET', '')).toBe(4)
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it.each([
    [400, 'Bad Request'],
    [401, 'Bad credentials'],
    [403, 'Resource not accessible by integration'],
    [404, 'Not Found'],
    [410, 'Gone'],
    [422, 'Validation Failed']
  ])('a %i is called once', async (status, message) => {
    github.failures['POST /issues/7/comments'] = { status, message }
    const error = await client()
      .createComment(7, 'hello')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GitHubRequestError)
    expect((error as GitHubRequestError).status).toBe(status)
    expect(calls('POST', '/issues/7/comments')).toBe(1)
    expect(waits).toEqual([])
  })

  it('a 404 of an issue is called once', async () => {
    await expect(client().getIssue(99)).rejects.toMatchObject({ status: 404 })
    expect(calls('GET', '/issues/99')).toBe(1)
  })

  it('a 429 with retry-after: 1 waits a second and retries', async () => {
    github.failures['POST /issues/7/comments'] = {
      status: 429,
      message: 'You have exceeded a secondary rate limit',
      headers: { 'retry-after': '1' },
      times: 1
    }
    await expect(client().createComment(7, 'hello')).resolves.toMatchObject({
      id: expect.any(Number)
    })
    expect(waits).toEqual([1000])
    expect(calls('POST', '/issues/7/comments')).toBe(2)
    expect(github.comments).toHaveLength(1)
  })

  it('a 403 at the primary rate limit waits until x-ratelimit-reset', async () => {
    const now = 1_800_000_000_000
    github.failures['GET /issues/7'] = {
      status: 403,
      message: 'API rate limit exceeded',
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(now / 1000 + 7)
      },
      times: 1
    }
    await expect(client(() => now).getIssue(7)).resolves.toMatchObject({
      number: 7
    })
    expect(waits).toEqual([7000])
  })

  it('a rate limit longer than a minute fails at once, saying so', async () => {
    github.failures['GET /issues/7'] = {
      status: 429,
      message: 'slow down',
      headers: { 'retry-after': '3600' }
    }
    await expect(client().getIssue(7)).rejects.toThrow(
      /asks to wait 3600 s, longer than the 60 s this action waits/
    )
    expect(calls('GET', '/issues/7')).toBe(1)
    expect(waits).toEqual([])
  })

  it('retries a network error (the connection dropped)', async () => {
    let answered = 0
    const server = http.createServer((req, res) => {
      answered += 1
      if (answered === 1) {
        req.socket.destroy()
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ default_branch: 'trunk' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const port = (server.address() as AddressInfo).port
      const flaky = createOctokitClient({
        owner: 'octo',
        repo: 'dates',
        token: TOKEN,
        baseUrl: `http://127.0.0.1:${port}`,
        retry: { sleep: async (ms) => void waits.push(ms) }
      })
      await expect(flaky.getDefaultBranch()).resolves.toBe('trunk')
      expect(answered).toBe(2)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  /** Three retries from a 10 ms base, a clock stopped at 0. */
  const policy = {
    retries: 3,
    baseDelayMs: 10,
    maxWaitMs: 60_000,
    now: () => 0
  }

  it('decides 403 without rate-limit headers and 404 never retry, 500 does', () => {
    expect(retryDecision({ status: 403, headers: {} }, 0, policy)).toEqual({
      retry: false
    })
    expect(retryDecision({ status: 404, headers: {} }, 0, policy)).toEqual({
      retry: false
    })
    expect(retryDecision({ status: 500, headers: {} }, 1, policy)).toEqual({
      retry: true,
      waitMs: 20
    })
    expect(retryDecision({ status: 500, headers: {} }, 3, policy)).toEqual({
      retry: false
    })
  })

  it('never retries a POST after a 5xx or no answer (it may have created the thing), but waits out its rate limit', () => {
    for (const status of [0, 500, 502])
      expect(
        retryDecision({ status, headers: {}, method: 'POST' }, 0, policy)
      ).toEqual({ retry: false })
    expect(
      retryDecision({ status: 502, headers: {}, method: 'PATCH' }, 0, policy)
    ).toEqual({ retry: true, waitMs: 10 })
    expect(
      retryDecision(
        { status: 429, headers: { 'retry-after': '1' }, method: 'POST' },
        0,
        policy
      )
    ).toEqual({ retry: true, waitMs: 1000 })
  })
})

describe('expected 404s are silent', () => {
  it('a missing file and a non-collaborator log nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const quiet = client()
      await expect(quiet.getFileText('AGENTS.md', 'main')).resolves.toBeNull()
      await expect(quiet.getPermission('mallory')).resolves.toBe('none')
      expect([
        ...error.mock.calls,
        ...warn.mock.calls,
        ...log.mock.calls
      ]).toEqual([])
    } finally {
      error.mockRestore()
      warn.mockRestore()
      log.mockRestore()
    }
  })
})

describe('the login the token acts as', () => {
  it('asks GraphQL viewer at /api/graphql for a GHES /api/v3 base, and the pull list names each author', async () => {
    await expect(client().getViewerLogin()).resolves.toBe('github-actions[bot]')
    github.viewer.login = 'maint'
    await expect(client().getViewerLogin()).resolves.toBe('maint')
    const asked = github.calls.filter((call) => call.path === '/api/graphql')
    expect(asked).toHaveLength(2)
    expect(asked[0]).toMatchObject({
      method: 'POST',
      authorization: `token ${TOKEN}`,
      body: { query: 'query { viewer { login } }' }
    })
    github.pulls.set(
      3,
      fakePull({
        number: 3,
        title: 't',
        body: '',
        author: { login: 'evil-app[bot]', id: 9, type: 'Bot' },
        head: 'agent/issue-7-1'
      })
    )
    const [pull] = await client().listOpenPulls()
    expect(pull.author).toBe('evil-app[bot]')
  })

  it('a refused look-up (an App token without GraphQL access) is a GitHubRequestError', async () => {
    github.failures['POST /api/graphql'] = {
      status: 403,
      message: 'Resource not accessible by integration'
    }
    await expect(client().getViewerLogin()).rejects.toThrow(GitHubRequestError)
  })
})

describe('every page of a list', () => {
  const comment = (n: number) => ({
    id: 10_000 + n,
    issue_number: 7,
    body: `comment #${n}`,
    user: { login: 'bob', id: 2, type: 'User' as const },
    created_at: '2026-11-30T00:00:00Z',
    html_url: `x#${n}`
  })

  it('reads 130 comments through Link headers, in order', async () => {
    for (let n = 1; n <= 130; n += 1) github.comments.push(comment(n))
    const comments = await client().listComments(7)
    expect(comments).toHaveLength(130)
    expect(comments[0].body).toBe('comment #1')
    expect(comments.at(-1)?.body).toBe('comment #130')
    const pages = github.calls
      .filter((call) => call.path === '/repos/octo/dates/issues/7/comments')
      .map((call) => [call.query.per_page, call.query.page])
    expect(pages).toEqual([
      ['100', '1'],
      ['100', '2']
    ])
  })

  it('keeps the newest comments past the cap, and the first files', async () => {
    const items = Array.from({ length: 1050 }, (_, index) => index + 1)
    const fetchPage = async (page: number) => {
      const last = Math.ceil(items.length / 100)
      return {
        items: items.slice((page - 1) * 100, page * 100),
        link:
          page < last
            ? `<http://x/y?page=${page + 1}>; rel="next", <http://x/y?page=${last}>; rel="last"`
            : undefined
      }
    }
    const newest = await readAllPages(fetchPage, { cap: 300, keep: 'last' })
    expect(newest).toHaveLength(300)
    expect(newest[0]).toBe(751)
    expect(newest.at(-1)).toBe(1050)
    const first = await readAllPages(fetchPage, { cap: 300, keep: 'first' })
    expect(first[0]).toBe(1)
    expect(first.at(-1)).toBe(300)
  })

  it("reads a pull request's 130 review comments through every page: replies and outdated lines kept", async () => {
    github.pulls.set(
      7,
      fakePull({
        number: 7,
        title: 'Long review',
        body: '',
        author: { login: 'alice', id: 1, type: 'User' }
      })
    )
    for (let n = 1; n <= 130; n += 1)
      github.reviewComments.push({
        id: 20_000 + n,
        pull_number: 7,
        body: `review #${n}`,
        user: {
          login: n === 130 ? 'github-actions[bot]' : 'bob',
          id: 2,
          type: n === 130 ? 'Bot' : 'User'
        },
        path: 'src/a.js',
        line: n === 2 ? null : n,
        ...(n === 2 ? { position: null } : {}),
        ...(n === 3 ? { in_reply_to_id: 20_001 } : {}),
        html_url: `x#r${n}`,
        created_at: '2026-11-30T00:00:00Z'
      })
    const comments = await client().listReviewComments(7)
    expect(comments).toHaveLength(130)
    expect(comments[0]).toEqual({
      id: 20_001,
      path: 'src/a.js',
      line: 1,
      body: 'review #1',
      author: 'bob',
      authorType: 'User',
      createdAt: '2026-11-30T00:00:00Z'
    })
    expect(comments[1].line).toBeNull()
    expect(comments[2].inReplyToId).toBe(20_001)
    expect(comments.at(-1)).toMatchObject({
      body: 'review #130',
      authorType: 'Bot'
    })
    const pages = github.calls
      .filter((call) => call.path === '/repos/octo/dates/pulls/7/comments')
      .map((call) => call.query.page)
    expect(pages).toEqual(['1', '2'])
    await expect(client().listReviewComments(99)).rejects.toMatchObject({
      status: 404
    })
  })

  it('parses GitHub Link headers', () => {
    expect(
      parseLink(
        '<https://api.github.com/repositories/1/issues/7/comments?per_page=100&page=2>; rel="next", <https://api.github.com/repositories/1/issues/7/comments?per_page=100&page=13>; rel="last"'
      )
    ).toEqual({ next: 2, last: 13 })
    expect(parseLink(undefined)).toEqual({})
  })
})
