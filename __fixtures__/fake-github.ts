/**
 * A loopback GitHub for end-to-end tests: the REST endpoints the action uses
 * (strict like GitHub: auth required, 404 and 422 with GitHub's messages),
 * and git smart HTTP for the same repository through `git http-backend`.
 * Everything it receives is recorded, so tests assert on what was sent.
 *
 * REST lives under `/api/v3` (as on GitHub Enterprise Server), git under
 * `/<owner>/<repo>.git`. Set GITHUB_API_URL to `apiUrl` and
 * GITHUB_SERVER_URL to `serverUrl`.
 */
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import {
  commentableHunks,
  commentableRange
} from '../src/github/publish/diff-lines.js'
import { handleGitRequest } from './git-http-server.js'

export interface FakeUser {
  login: string
  id: number
  type: 'User' | 'Bot'
}

export interface FakeComment {
  id: number
  issue_number: number
  body: string
  user: FakeUser
  created_at: string
  html_url: string
}

/** An inline comment of a pull request's review (a thread's first comment or a reply). */
export interface FakeReviewComment {
  id: number
  pull_number: number
  body: string
  user: FakeUser
  path: string
  line: number | null
  /** Set on replies: the thread's first comment. */
  in_reply_to_id?: number
  html_url: string
  /** GitHub sets it on every comment; tests may leave it out. */
  created_at?: string
  /** null on an outdated comment (as `line`). */
  position?: number | null
}

export interface FakeIssue {
  number: number
  title: string
  body: string
  user: FakeUser
  pull_request?: { url: string }
}

export interface FakePull {
  number: number
  title: string
  body: string
  user: FakeUser
  draft: boolean
  state: 'open' | 'closed'
  head: { ref: string; repoFullName: string }
  base: { ref: string }
  /** Logins asked to review (`POST …/requested_reviewers`). */
  requestedReviewers?: string[]
}

export interface RecordedCall {
  /** `performance.now()` when the answer was sent (after any latency). */
  answeredAt?: number
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | undefined
}

/**
 * Whether a recorded call writes: any method but GET, except a GraphQL
 * query (GraphQL reads are POSTed too; the action sends no mutation).
 */
export function isWriteCall(call: RecordedCall): boolean {
  if (call.method === 'GET') return false
  const query = (call.body as { query?: unknown } | undefined)?.query
  return !(
    call.path.endsWith('/graphql') &&
    typeof query === 'string' &&
    !/^\s*mutation\b/.test(query)
  )
}

/** Make a route fail: `failures['POST /pulls'] = { status: 422, message: '…' }`. */
export interface InjectedFailure {
  status: number
  message: string
  errors?: unknown[]
  /** Headers of the failure, e.g. `retry-after`. */
  headers?: Record<string, string>
  /** Fail this many times, then answer normally; unset: every time. */
  times?: number
}

export interface FakeGitHub {
  serverUrl: string
  apiUrl: string
  owner: string
  repo: string
  /** Path of the bare repository behind `<owner>/<repo>.git`. */
  barePath: string
  permissions: Record<string, string>
  issues: Map<number, FakeIssue>
  comments: FakeComment[]
  /** Review comments; replies the action writes land here too. */
  reviewComments: FakeReviewComment[]
  pulls: Map<number, FakePull>
  reviews: {
    pull: number
    commit_id: string
    body: string
    event: string
    comments: {
      path: string
      line: number
      side?: string
      start_line?: number
      start_side?: string
      body: string
    }[]
  }[]
  reactions: {
    id: number
    commentId: number
    kind: 'issue' | 'review'
    content: string
  }[]
  /** Every REST call, in order (git traffic not included). */
  calls: RecordedCall[]
  /** Git HTTP requests, in order. */
  gitRequests: { method: string; url: string }[]
  /**
   * Files served under `/user-attachments/<path>` (as github.com serves
   * issue attachments: a private repository's only with the token, else
   * 404), keyed by `<path>`; `redirect` answers 302 to that URL instead.
   */
  attachments: Map<
    string,
    { body?: Buffer; contentType?: string; redirect?: string }
  >
  /** Every request under `/user-attachments/`, in order. */
  attachmentRequests: { path: string; authorization: string | undefined }[]
  failures: Record<string, InjectedFailure>
  /**
   * Who the token acts as: the GraphQL `viewer` and the author of every
   * comment, reply and pull request the action writes. Default
   * `github-actions[bot]` (the workflow's token); a PAT's is a user.
   */
  viewer: { login: string }
  nextId(): number
  close(): Promise<void>
}

export interface FakeGitHubOptions {
  token: string
  owner: string
  repo: string
  /** Folder holding `<owner>/<repo>.git` (a bare repository made by the test). */
  gitRoot: string
  defaultBranch?: string
  /** Delay of every REST answer in ms, a simulated round-trip time. 0. */
  latencyMs?: number
}

function git(bare: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', bare, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024
  })
}

function tryGit(bare: string, args: string[]): string | null {
  try {
    return git(bare, args)
  } catch {
    return null
  }
}

export async function startFakeGitHub(
  options: FakeGitHubOptions
): Promise<FakeGitHub> {
  const { owner, repo, token } = options
  const barePath = `${options.gitRoot}/${owner}/${repo}.git`
  const defaultBranch = options.defaultBranch ?? 'main'
  let counter = 1000
  const state = {
    permissions: {} as Record<string, string>,
    issues: new Map<number, FakeIssue>(),
    comments: [] as FakeComment[],
    reviewComments: [] as FakeReviewComment[],
    pulls: new Map<number, FakePull>(),
    reviews: [] as FakeGitHub['reviews'],
    reactions: [] as FakeGitHub['reactions'],
    calls: [] as RecordedCall[],
    gitRequests: [] as { method: string; url: string }[],
    attachments: new Map() as FakeGitHub['attachments'],
    attachmentRequests: [] as FakeGitHub['attachmentRequests'],
    failures: {} as Record<string, InjectedFailure>,
    viewer: { login: 'github-actions[bot]' }
  }
  let base = ''
  const repoPath = `/repos/${owner}/${repo}`
  const htmlBase = () => `${base}/${owner}/${repo}`
  const user = (login: string): FakeUser => ({
    login,
    id: 1,
    type: login.endsWith('[bot]') ? 'Bot' : 'User'
  })

  // A fork's head lives only at refs/pull/<n>/head in the base repository.
  const headRefOf = (pull: FakePull) =>
    pull.head.repoFullName === `${owner}/${repo}`
      ? `refs/heads/${pull.head.ref}`
      : `refs/pull/${pull.number}/head`
  const pullFiles = (pull: FakePull) => {
    const head = headRefOf(pull)
    const baseRef = `refs/heads/${pull.base.ref}`
    const names = git(barePath, [
      'diff',
      '--name-status',
      '--no-renames',
      `${baseRef}...${head}`
    ])
      .trim()
      .split('\n')
      .filter(Boolean)
    return names.map((line) => {
      const [status, filename] = line.split('\t')
      const patch = git(barePath, [
        'diff',
        `${baseRef}...${head}`,
        '--',
        filename
      ]).split('\n')
      const hunkStart = patch.findIndex((text) => text.startsWith('@@'))
      const body =
        hunkStart >= 0
          ? patch.slice(hunkStart).join('\n').replace(/\n$/, '')
          : undefined
      const numstat = git(barePath, [
        'diff',
        '--numstat',
        `${baseRef}...${head}`,
        '--',
        filename
      ])
        .trim()
        .split('\t')
      return {
        filename,
        status:
          status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified',
        additions: Number(numstat[0]) || 0,
        deletions: Number(numstat[1]) || 0,
        ...(body !== undefined ? { patch: body } : {})
      }
    })
  }

  const pullJson = (pull: FakePull) => {
    const headSha =
      tryGit(barePath, ['rev-parse', headRefOf(pull)])?.trim() ?? '0'.repeat(40)
    const baseSha =
      tryGit(barePath, ['rev-parse', `refs/heads/${pull.base.ref}`])?.trim() ??
      '0'.repeat(40)
    return {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      user: pull.user,
      draft: pull.draft,
      state: pull.state,
      html_url: `${htmlBase()}/pull/${pull.number}`,
      head: {
        ref: pull.head.ref,
        sha: headSha,
        repo: { full_name: pull.head.repoFullName }
      },
      base: {
        ref: pull.base.ref,
        sha: baseSha,
        repo: { full_name: `${owner}/${repo}` }
      }
    }
  }

  type Reply = {
    status: number
    body: unknown
    headers?: Record<string, string>
  }
  /**
   * One page of a list, as GitHub answers it: `per_page` (default 30, at
   * most 100) and `page`, with a `Link` header naming next, last, first and
   * prev.
   */
  const paged = (
    items: unknown[],
    path: string,
    query: Record<string, string>
  ): Reply => {
    const perPage = Math.min(100, Math.max(1, Number(query.per_page) || 30))
    const page = Math.max(1, Number(query.page) || 1)
    const last = Math.max(1, Math.ceil(items.length / perPage))
    const url = (n: number) => {
      const params = new URLSearchParams({
        ...query,
        per_page: String(perPage),
        page: String(n)
      })
      return `<${base}/api/v3${path}?${params}>`
    }
    const links: string[] = []
    if (page < last)
      links.push(`${url(page + 1)}; rel="next"`, `${url(last)}; rel="last"`)
    if (page > 1)
      links.push(`${url(1)}; rel="first"`, `${url(page - 1)}; rel="prev"`)
    return {
      status: 200,
      body: items.slice((page - 1) * perPage, page * perPage),
      ...(links.length ? { headers: { link: links.join(', ') } } : {})
    }
  }
  const notFound: Reply = {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest'
    }
  }
  const invalid = (message: string, errors: unknown[] = []): Reply => ({
    status: 422,
    body: { message, errors }
  })

  const route = (
    method: string,
    path: string,
    query: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any
  ): Reply => {
    const m = (pattern: RegExp) => pattern.exec(path)
    let match: RegExpExecArray | null
    // GraphQL: Octokit posts to `/api/graphql` for an `/api/v3` base. Only
    // the `viewer` query the action asks is answered.
    if (method === 'POST' && (path === '/api/graphql' || path === '/graphql')) {
      const text = typeof body?.query === 'string' ? body.query : ''
      return /\bviewer\s*\{\s*login\s*\}/.test(text)
        ? {
            status: 200,
            body: { data: { viewer: { login: state.viewer.login } } }
          }
        : {
            status: 200,
            body: {
              errors: [{ message: 'the fake answers only viewer { login }' }]
            }
          }
    }
    if (method === 'GET' && path === repoPath) {
      return {
        status: 200,
        body: {
          full_name: `${owner}/${repo}`,
          default_branch: defaultBranch,
          html_url: htmlBase()
        }
      }
    }
    if (
      method === 'GET' &&
      (match = m(new RegExp(`^${repoPath}/collaborators/([^/]+)/permission$`)))
    ) {
      const login = decodeURIComponent(match[1])
      const permission = state.permissions[login]
      if (!permission)
        return { status: 404, body: { message: `${login} is not a user` } }
      return {
        status: 200,
        body: { permission, role_name: permission, user: user(login) }
      }
    }
    if (
      method === 'POST' &&
      (match = m(
        new RegExp(`^${repoPath}/(issues|pulls)/comments/(\\d+)/reactions$`)
      ))
    ) {
      const id = Number(match[2])
      const kind = match[1] === 'issues' ? 'issue' : 'review'
      if (
        kind === 'issue' &&
        !state.comments.some((comment) => comment.id === id) &&
        id < 90_000
      )
        return notFound
      if (
        ![
          '+1',
          '-1',
          'laugh',
          'confused',
          'heart',
          'hooray',
          'rocket',
          'eyes'
        ].includes(body?.content)
      )
        return invalid('Validation Failed')
      const reactionId = counter++
      state.reactions.push({
        id: reactionId,
        commentId: id,
        kind,
        content: body.content
      })
      return { status: 201, body: { id: reactionId, content: body.content } }
    }
    if (
      method === 'DELETE' &&
      (match = m(
        new RegExp(
          `^${repoPath}/(issues|pulls)/comments/(\\d+)/reactions/(\\d+)$`
        )
      ))
    ) {
      const at = state.reactions.findIndex(
        (reaction) =>
          reaction.commentId === Number(match![2]) &&
          reaction.id === Number(match![3])
      )
      if (at < 0) return notFound
      state.reactions.splice(at, 1)
      return { status: 204, body: null }
    }
    if ((match = m(new RegExp(`^${repoPath}/issues/(\\d+)/comments$`)))) {
      const number = Number(match[1])
      if (!state.issues.has(number)) return notFound
      if (method === 'GET')
        return paged(
          state.comments.filter((comment) => comment.issue_number === number),
          path,
          query
        )
      if (method === 'POST') {
        if (typeof body?.body !== 'string' || body.body.length === 0)
          return invalid('Validation Failed')
        if (body.body.length > 65_536)
          return invalid('Validation Failed', [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: 'body is too long (maximum is 65536 characters)'
            }
          ])
        const id = counter++
        const comment: FakeComment = {
          id,
          issue_number: number,
          body: body.body,
          user: user(state.viewer.login),
          created_at: new Date().toISOString(),
          html_url: `${htmlBase()}/issues/${number}#issuecomment-${id}`
        }
        state.comments.push(comment)
        return { status: 201, body: comment }
      }
    }
    if ((match = m(new RegExp(`^${repoPath}/issues/comments/(\\d+)$`)))) {
      const comment = state.comments.find(
        (item) => item.id === Number(match![1])
      )
      if (!comment) return notFound
      if (method === 'PATCH') {
        if (typeof body?.body !== 'string' || body.body.length > 65_536)
          return invalid('Validation Failed')
        comment.body = body.body
        return { status: 200, body: comment }
      }
      if (method === 'GET') return { status: 200, body: comment }
    }
    if (
      method === 'GET' &&
      (match = m(new RegExp(`^${repoPath}/issues/(\\d+)$`)))
    ) {
      const issue = state.issues.get(Number(match[1]))
      if (!issue) return notFound
      return {
        status: 200,
        body: { ...issue, html_url: `${htmlBase()}/issues/${issue.number}` }
      }
    }
    if (
      method === 'GET' &&
      (match = m(new RegExp(`^${repoPath}/pulls/(\\d+)/files$`)))
    ) {
      const pull = state.pulls.get(Number(match[1]))
      return pull ? paged(pullFiles(pull), path, query) : notFound
    }
    if (
      method === 'GET' &&
      (match = m(new RegExp(`^${repoPath}/pulls/(\\d+)/comments$`)))
    ) {
      const number = Number(match[1])
      if (!state.pulls.has(number)) return notFound
      // GitHub lists them oldest first (by id).
      return paged(
        state.reviewComments
          .filter((comment) => comment.pull_number === number)
          .sort((a, b) => a.id - b.id),
        path,
        query
      )
    }
    if (
      method === 'POST' &&
      (match = m(
        new RegExp(`^${repoPath}/pulls/(\\d+)/comments/(\\d+)/replies$`)
      ))
    ) {
      const number = Number(match[1])
      const target = state.reviewComments.find(
        (item) => item.id === Number(match![2]) && item.pull_number === number
      )
      if (!state.pulls.has(number) || !target) return notFound
      // GitHub: "Replies to replies are not supported."
      if (target.in_reply_to_id !== undefined)
        return invalid('Validation Failed', [
          { resource: 'PullRequestReviewComment', code: 'invalid' }
        ])
      if (typeof body?.body !== 'string' || body.body.length === 0)
        return invalid('Validation Failed')
      if (body.body.length > 65_536) return invalid('Validation Failed')
      const id = counter++
      const reply: FakeReviewComment = {
        id,
        pull_number: number,
        body: body.body,
        user: user(state.viewer.login),
        path: target.path,
        line: target.line,
        in_reply_to_id: target.id,
        html_url: `${htmlBase()}/pull/${number}#discussion_r${id}`,
        created_at: new Date().toISOString()
      }
      state.reviewComments.push(reply)
      return { status: 201, body: reply }
    }
    if ((match = m(new RegExp(`^${repoPath}/pulls/comments/(\\d+)$`)))) {
      const comment = state.reviewComments.find(
        (item) => item.id === Number(match![1])
      )
      if (!comment) return notFound
      if (method === 'PATCH') {
        if (
          typeof body?.body !== 'string' ||
          body.body.length === 0 ||
          body.body.length > 65_536
        )
          return invalid('Validation Failed')
        comment.body = body.body
        return { status: 200, body: comment }
      }
      if (method === 'GET') return { status: 200, body: comment }
    }
    if ((match = m(new RegExp(`^${repoPath}/pulls/(\\d+)$`)))) {
      const pull = state.pulls.get(Number(match[1]))
      if (!pull) return notFound
      if (method === 'GET') return { status: 200, body: pullJson(pull) }
      if (method === 'PATCH') {
        if (typeof body?.title === 'string') pull.title = body.title
        if (typeof body?.body === 'string') pull.body = body.body
        return { status: 200, body: pullJson(pull) }
      }
    }
    if (method === 'GET' && path === `${repoPath}/pulls`) {
      const head = query.head?.split(':')[1]
      const open = [...state.pulls.values()].filter(
        (pull) =>
          (query.state ?? 'open') === pull.state &&
          (!head || pull.head.ref === head)
      )
      return paged(open.map(pullJson), path, query)
    }
    if (method === 'POST' && path === `${repoPath}/pulls`) {
      const head = String(body?.head ?? '')
      const headRef = head.includes(':') ? head.split(':')[1] : head
      if (!body?.title || !headRef || !body?.base)
        return invalid('Validation Failed', [
          { resource: 'PullRequest', code: 'missing_field' }
        ])
      if (
        !tryGit(barePath, ['rev-parse', '--verify', `refs/heads/${headRef}`])
      ) {
        return invalid('Validation Failed', [
          { resource: 'PullRequest', field: 'head', code: 'invalid' }
        ])
      }
      if (
        [...state.pulls.values()].some(
          (pull) => pull.state === 'open' && pull.head.ref === headRef
        )
      ) {
        return invalid('Validation Failed', [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for ${owner}:${headRef}.`
          }
        ])
      }
      const number =
        Math.max(0, ...state.issues.keys(), ...state.pulls.keys()) + 1
      const pull: FakePull = {
        number,
        title: body.title,
        body: body.body ?? '',
        user: user(state.viewer.login),
        draft: Boolean(body.draft),
        state: 'open',
        head: { ref: headRef, repoFullName: `${owner}/${repo}` },
        base: { ref: body.base }
      }
      state.pulls.set(number, pull)
      state.issues.set(number, {
        number,
        title: pull.title,
        body: pull.body,
        user: pull.user,
        pull_request: { url: '' }
      })
      return { status: 201, body: pullJson(pull) }
    }
    if (
      method === 'POST' &&
      (match = m(new RegExp(`^${repoPath}/pulls/(\\d+)/reviews$`)))
    ) {
      const pull = state.pulls.get(Number(match[1]))
      if (!pull) return notFound
      const files = pullFiles(pull)
      for (const comment of body?.comments ?? []) {
        const file = files.find((item) => item.filename === comment.path)
        if (!file?.patch || !commentableHunks(file.patch).has(comment.line)) {
          return invalid('Unprocessable Entity', [
            'Pull request review thread line must be part of the diff'
          ])
        }
        if (comment.start_line !== undefined) {
          if (
            !Number.isInteger(comment.start_line) ||
            comment.start_line >= comment.line
          )
            return invalid('Unprocessable Entity', [
              'start_line must precede the end line.'
            ])
          if (
            !commentableRange(
              commentableHunks(file.patch),
              comment.start_line,
              comment.line
            )
          )
            return invalid('Unprocessable Entity', [
              'Pull request review thread start line must be part of the same hunk as the line.'
            ])
          if (
            (comment.start_side ?? comment.side) !== (comment.side ?? 'RIGHT')
          )
            return invalid('Unprocessable Entity', [
              'start_side must match side for a range on one side.'
            ])
        }
      }
      const id = counter++
      state.reviews.push({
        pull: pull.number,
        commit_id: body.commit_id,
        body: body.body,
        event: body.event,
        comments: body.comments ?? []
      })
      return {
        status: 200,
        body: {
          id,
          html_url: `${htmlBase()}/pull/${pull.number}#pullrequestreview-${id}`,
          state: 'COMMENTED'
        }
      }
    }
    if (
      method === 'POST' &&
      (match = m(new RegExp(`^${repoPath}/pulls/(\\d+)/requested_reviewers$`)))
    ) {
      const pull = state.pulls.get(Number(match[1]))
      if (!pull) return notFound
      const logins: unknown = body?.reviewers
      if (
        !Array.isArray(logins) ||
        logins.some((login) => typeof login !== 'string')
      )
        return invalid('Validation Failed')
      if (logins.includes(pull.user.login))
        return invalid('Review cannot be requested from pull request author.')
      if (logins.some((login) => !state.permissions[login]))
        return invalid(
          'Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the repository.'
        )
      pull.requestedReviewers = [
        ...new Set([...(pull.requestedReviewers ?? []), ...logins])
      ]
      return {
        status: 201,
        body: {
          ...pullJson(pull),
          requested_reviewers: pull.requestedReviewers.map(user)
        }
      }
    }
    if (
      method === 'GET' &&
      (match = m(new RegExp(`^${repoPath}/contents/(.+)$`)))
    ) {
      const file = decodeURIComponent(match[1])
      const ref = query.ref ?? defaultBranch
      const content = tryGit(barePath, ['show', `${ref}:${file}`])
      if (content === null) return notFound
      return {
        status: 200,
        body: {
          type: 'file',
          encoding: 'base64',
          path: file,
          content: Buffer.from(content).toString('base64')
        }
      }
    }
    return notFound
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith(`/${owner}/${repo}.git/`)) {
      state.gitRequests.push({ method: req.method ?? '', url: req.url ?? '' })
      handleGitRequest(req, res, { root: options.gitRoot, token })
      return
    }
    if (url.pathname.startsWith('/user-attachments/')) {
      const file = url.pathname.slice('/user-attachments/'.length)
      const authorization = req.headers.authorization
      state.attachmentRequests.push({ path: file, authorization })
      const attachment = state.attachments.get(file)
      const authorized =
        authorization === `token ${token}` ||
        authorization === `Bearer ${token}`
      if (!attachment || !authorized || req.method !== 'GET') {
        res.writeHead(404, { 'content-type': 'text/plain' })
        res.end('Not Found')
      } else if (attachment.redirect) {
        res.writeHead(302, { location: attachment.redirect })
        res.end()
      } else {
        res.writeHead(200, {
          'content-type': attachment.contentType ?? 'image/png',
          'content-length': String(attachment.body?.length ?? 0)
        })
        res.end(attachment.body)
      }
      return
    }
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8')
      let body: unknown = undefined
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        body = raw
      }
      const path = url.pathname.replace(/^\/api\/v3/, '')
      const query = Object.fromEntries(url.searchParams.entries())
      const method = req.method ?? 'GET'
      const recorded: RecordedCall = {
        method,
        path,
        query,
        body,
        authorization: req.headers.authorization
      }
      state.calls.push(recorded)
      const send = (
        status: number,
        payload: unknown,
        headers: Record<string, string> = {}
      ) => {
        const write = () => {
          recorded.answeredAt = performance.now()
          if (status === 204) {
            res.writeHead(204)
            res.end()
            return
          }
          res.writeHead(status, {
            'content-type': 'application/json; charset=utf-8',
            ...headers
          })
          res.end(JSON.stringify(payload))
        }
        // A fixed round-trip time for every REST answer (bench/round-trips.ts).
        if (options.latencyMs) setTimeout(write, options.latencyMs)
        else write()
      }
      const auth = req.headers.authorization ?? ''
      if (auth !== `token ${token}` && auth !== `Bearer ${token}`) {
        send(401, {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest'
        })
        return
      }
      const key = `${method} ${path.replace(repoPath, '')}`
      const failure = state.failures[key]
      if (failure && failure.times !== 0) {
        if (failure.times !== undefined) failure.times -= 1
        send(
          failure.status,
          {
            message: failure.message,
            ...(failure.errors ? { errors: failure.errors } : {})
          },
          failure.headers
        )
        return
      }
      try {
        const reply = route(method, path, query, body)
        send(reply.status, reply.body, reply.headers)
      } catch (error) {
        send(500, { message: (error as Error).message })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    serverUrl: base,
    apiUrl: `${base}/api/v3`,
    owner,
    repo,
    barePath,
    ...state,
    nextId: () => counter++,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
