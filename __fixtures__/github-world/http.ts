/**
 * The HTTP adapter of a GitHub world: a loopback GitHub for end-to-end tests
 * and the bundle, with the REST endpoints the action uses (strict like
 * GitHub: auth required, 404 and 422 with GitHub's messages, from
 * `rules.ts`), and git smart HTTP for the same repository through
 * `git http-backend`. Everything it receives is recorded, so tests assert
 * on what was sent.
 *
 * REST lives under `/api/v3` (as on GitHub Enterprise Server), git under
 * `/<owner>/<repo>.git`. Set GITHUB_API_URL to `apiUrl` and
 * GITHUB_SERVER_URL to `serverUrl`.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { handleGitRequest } from '../git-http-server.js'
import { listen } from '../loopback.js'
import { gitRefs } from './refs.js'
import type { TimedRequest } from './rounds.js'
import { type Reply, routeRest } from './http-routes.js'
import { startBlobHost } from './actions-routes.js'
import {
  fullToken,
  tokenRefusal,
  graphqlRefusal,
  type TokenPermissions
} from './token-permissions.js'
import {
  type GitHubWorld,
  type WorldCollections,
  createWorld
} from './world.js'

interface RecordedCall {
  /** `performance.now()` when the request arrived. */
  receivedAt: number
  /** `performance.now()` when the answer was sent in full (after any latency). */
  answeredAt?: number
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | undefined
}

/**
 * Whether a recorded call writes: any method but GET, except a GraphQL
 * query (GraphQL reads are POSTed too; a `mutation` writes).
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
interface InjectedFailure {
  status: number
  message: string
  errors?: unknown[]
  /** Headers of the failure, e.g. `retry-after`. */
  headers?: Record<string, string>
  /** Fail this many times, then answer normally; unset: every time. */
  times?: number
}

/** The world's state, plus what went over the wire. */
export interface FakeGitHub
  extends WorldCollections, Pick<GitHubWorld, 'owner' | 'repo' | 'nextId'> {
  world: GitHubWorld
  serverUrl: string
  apiUrl: string
  /** Path of the bare repository behind `<owner>/<repo>.git`. */
  barePath: string
  /** Every REST call, in order (git traffic not included). */
  calls: RecordedCall[]
  /** Git HTTP requests, in order, timed like {@link RecordedCall}. */
  gitRequests: GitRequest[]
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
  /** What the workflow token may do (token-permissions.ts); all `write` by default. */
  token: TokenPermissions
  /**
   * The delay of every answer, REST and git, a simulated round-trip time;
   * `ms` may be changed at any time and applies to requests that arrive
   * after (e.g. only to publishing: set it in the model's last reply).
   */
  latency: { ms: number }
  /** Every answered REST and git request so far with its times, for `rounds.ts`. */
  timeline(): TimedRequest[]
  close(): Promise<void>
}

/** A git smart-HTTP request the test GitHub received. */
interface GitRequest {
  method: string
  url: string
  receivedAt: number
  answeredAt?: number
}

interface FakeGitHubOptions {
  token: string
  owner: string
  repo: string
  /** Folder holding `<owner>/<repo>.git` (a bare repository made by the test). */
  gitRoot: string
  defaultBranch?: string
  /** Delay of every answer (REST and git) in ms, a simulated round-trip time. 0. */
  latencyMs?: number
}

interface Wire {
  calls: RecordedCall[]
  gitRequests: FakeGitHub['gitRequests']
  attachments: FakeGitHub['attachments']
  attachmentRequests: FakeGitHub['attachmentRequests']
  failures: Record<string, InjectedFailure>
  token: TokenPermissions
  latency: { ms: number }
}

function serveAttachment(
  wire: Wire,
  token: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string
) {
  const authorization = req.headers.authorization
  wire.attachmentRequests.push({ path: file, authorization })
  const attachment = wire.attachments.get(file)
  const authorized =
    authorization === `token ${token}` || authorization === `Bearer ${token}`
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
}

/** The answer of an injected failure of `key`, once it is due. */
function injected(wire: Wire, key: string): Reply | null {
  const failure = wire.failures[key]
  if (!failure || failure.times === 0) return null
  if (failure.times !== undefined) failure.times -= 1
  return {
    status: failure.status,
    body: {
      message: failure.message,
      ...(failure.errors ? { errors: failure.errors } : {})
    },
    headers: failure.headers
  }
}

function parseBody(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return raw
  }
}

function serveRest(
  world: GitHubWorld,
  wire: Wire,
  options: FakeGitHubOptions,
  base: () => string,
  req: http.IncomingMessage,
  res: http.ServerResponse
) {
  const receivedAt = performance.now()
  const url = new URL(req.url ?? '/', 'http://localhost')
  const parts: Buffer[] = []
  req.on('data', (part: Buffer) => parts.push(part))
  req.on('end', () => {
    const body = parseBody(Buffer.concat(parts).toString('utf8'))
    const path = url.pathname.replace(/^\/api\/v3/, '')
    const query = Object.fromEntries(url.searchParams.entries())
    const method = req.method ?? 'GET'
    const recorded: RecordedCall = {
      receivedAt,
      method,
      path,
      query,
      body,
      authorization: req.headers.authorization
    }
    wire.calls.push(recorded)
    res.on('finish', () => (recorded.answeredAt = performance.now()))
    const send = ({ status, body: payload, headers = {} }: Reply) => {
      const write = () => {
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
      // A simulated round-trip time (bench/round-trips.ts, publish-trips.ts).
      delayed(wire, write)
    }
    const auth = req.headers.authorization ?? ''
    if (
      auth !== `token ${options.token}` &&
      auth !== `Bearer ${options.token}`
    ) {
      send({
        status: 401,
        body: {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest'
        }
      })
      return
    }
    const repoPath = `/repos/${world.owner}/${world.repo}`
    const below = path.startsWith(repoPath) ? path.slice(repoPath.length) : ''
    const failure =
      tokenRefusal(wire.token, method, below) ??
      graphqlRefusal(wire.token, path, body) ??
      injected(wire, `${method} ${path.replace(repoPath, '')}`)
    if (failure) {
      send(failure)
      return
    }
    try {
      send(routeRest(world, base(), { method, path, query, body }))
    } catch (error) {
      send({ status: 500, body: { message: (error as Error).message } })
    }
  })
}

/**
 * A git smart-HTTP request through `git http-backend`, after the latency.
 * As GitHub: a token without `contents: write` may fetch, not push
 * (checked after authentication, like the other answers).
 */
function serveGit(
  wire: Wire,
  options: FakeGitHubOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse
): void {
  const { owner, repo, token } = options
  const recorded: GitRequest = {
    method: req.method ?? '',
    url: req.url ?? '',
    receivedAt: performance.now()
  }
  wire.gitRequests.push(recorded)
  res.on('finish', () => (recorded.answeredAt = performance.now()))
  const basic = `Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`
  const refused =
    req.url?.includes('git-receive-pack') &&
    req.headers.authorization?.toLowerCase() === basic.toLowerCase() &&
    wire.token.scopes.contents !== 'write'
  delayed(wire, () => {
    if (!refused) {
      handleGitRequest(req, res, { root: options.gitRoot, token })
      return
    }
    req.resume()
    res.writeHead(403, { 'content-type': 'text/plain' })
    res.end(
      `Permission to ${owner}/${repo}.git denied to github-actions[bot].\n`
    )
  })
}

/** Runs `answer` after the current latency (at once without one). */
function delayed(wire: Wire, answer: () => void): void {
  if (wire.latency.ms > 0) setTimeout(answer, wire.latency.ms)
  else answer()
}

/** The REST calls and git requests answered so far, each with its times. */
function timeline(wire: Wire): TimedRequest[] {
  const rest = wire.calls.map((call) => ({
    label: `${call.method} ${call.path}`,
    start: call.receivedAt,
    end: call.answeredAt
  }))
  const git = wire.gitRequests.map((request) => ({
    label: `${request.method} ${request.url}`,
    start: request.receivedAt,
    end: request.answeredAt
  }))
  return [...rest, ...git]
    .filter((request): request is TimedRequest => request.end !== undefined)
    .sort((a, b) => a.start - b.start)
}

export async function startFakeGitHub(
  options: FakeGitHubOptions
): Promise<FakeGitHub> {
  const { owner, repo, token } = options
  const barePath = `${options.gitRoot}/${owner}/${repo}.git`
  const world = createWorld({
    owner,
    repo,
    defaultBranch: options.defaultBranch,
    refs: gitRefs(barePath)
  })
  const wire: Wire = {
    calls: [],
    gitRequests: [],
    attachments: new Map(),
    attachmentRequests: [],
    failures: {},
    token: fullToken(),
    latency: { ms: options.latencyMs ?? 0 }
  }
  let base = ''
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith(`/${owner}/${repo}.git/`)) {
      serveGit(wire, options, req, res)
    } else if (url.pathname.startsWith('/user-attachments/')) {
      const file = url.pathname.slice('/user-attachments/'.length)
      serveAttachment(wire, token, req, res, file)
    } else serveRest(world, wire, options, () => base, req, res)
  })
  const listening = await listen(server)
  const blobs = await startBlobHost(world.actions)
  base = listening.origin
  world.htmlBase = `${base}/${owner}/${repo}`
  return {
    world,
    serverUrl: base,
    apiUrl: `${base}/api/v3`,
    owner,
    repo,
    barePath,
    permissions: world.permissions,
    issues: world.issues,
    comments: world.comments,
    reviewComments: world.reviewComments,
    pulls: world.pulls,
    reviews: world.reviews,
    reactions: world.reactions,
    viewer: world.viewer,
    nextId: world.nextId,
    ...wire,
    timeline: () => timeline(wire),
    close: () => blobs.close().then(listening.close)
  }
}
