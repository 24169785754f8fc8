/**
 * A loopback git smart-HTTP server for tests: `git-http-backend` run as CGI
 * over the bare repositories under `root`, so clone, fetch and push work for
 * real and authentication matters.
 *
 * Every request (info/refs, upload-pack and receive-pack alike) must carry
 * `Authorization: Basic base64(x-access-token:<token>)`; otherwise the server
 * answers 401 with `WWW-Authenticate: Basic realm="x"`. A repository at
 * `<root>/owner/repo.git` is served at `<url>/owner/repo.git`.
 */
import { execFileSync, spawn } from 'node:child_process'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen } from './loopback.js'

/** Options of {@link startGitHttpServer}. */
interface GitHttpServerOptions {
  /** Directory holding the bare repositories (`GIT_PROJECT_ROOT`). */
  root: string
  /** The only accepted token (user name `x-access-token`). */
  token: string
}

/** One request the server received. */
export interface GitHttpRequest {
  method: string
  /** Path and query, e.g. `/owner/repo.git/info/refs?service=git-upload-pack`. */
  url: string
  /** The raw `Authorization` header, when sent. */
  authorization?: string
}

/** A running server. */
interface GitHttpServer {
  /** Base URL, e.g. `http://127.0.0.1:40123` (no trailing slash). */
  url: string
  /** Every request so far, in arrival order. */
  requests: GitHttpRequest[]
  /** Stops listening and drops open connections. */
  close(): Promise<void>
}

const BACKEND = join(
  execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim(),
  'git-http-backend'
)

/** Starts the server on 127.0.0.1 with a free port. */
export async function startGitHttpServer(
  options: GitHttpServerOptions
): Promise<GitHttpServer> {
  const requests: GitHttpRequest[] = []
  const server = http.createServer((req, res) => {
    const authorization = req.headers.authorization
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      ...(authorization !== undefined ? { authorization } : {})
    })
    handleGitRequest(req, res, options)
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close
  }
}

/**
 * Serves one git smart-HTTP request: 401 without the right token, otherwise
 * `git-http-backend` as CGI. For servers that route other paths elsewhere
 * (a fake GitHub); it records nothing.
 */
export function handleGitRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: GitHttpServerOptions
): void {
  if (!isAuthorized(req.headers.authorization, options.token)) {
    req.resume()
    res.writeHead(401, {
      'WWW-Authenticate': 'Basic realm="x"',
      'Content-Type': 'text/plain'
    })
    res.end('authentication required\n')
    return
  }
  runBackend(options.root, req, res)
}

function isAuthorized(header: string | undefined, token: string): boolean {
  const match = /^basic\s+(\S+)\s*$/i.exec(header ?? '')
  if (!match) return false
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  return decoded === `x-access-token:${token}`
}

function runBackend(
  root: string,
  req: http.IncomingMessage,
  res: http.ServerResponse
): void {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmpdir(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    GATEWAY_INTERFACE: 'CGI/1.1',
    SERVER_PROTOCOL: 'HTTP/1.1',
    REQUEST_METHOD: req.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.replace(/^\?/, ''),
    REMOTE_ADDR: '127.0.0.1',
    REMOTE_USER: 'x-access-token'
  }
  if (req.headers['content-type']) {
    env.CONTENT_TYPE = req.headers['content-type']
  }
  if (req.headers['content-length']) {
    env.CONTENT_LENGTH = req.headers['content-length']
  }
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'authorization') continue
    const cgiName = `HTTP_${name.toUpperCase().replace(/-/g, '_')}`
    env[cgiName] = Array.isArray(value) ? value.join(', ') : value
  }
  const child = spawn(BACKEND, [], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  const stderr: Buffer[] = []
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  child.stdin.on('error', () => undefined)
  req.pipe(child.stdin)

  let head = Buffer.alloc(0)
  let headersDone = false
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      res.write(chunk)
      return
    }
    head = Buffer.concat([head, chunk])
    const split = findHeaderEnd(head)
    if (split === null) return
    headersDone = true
    writeCgiHead(res, head.subarray(0, split.start).toString('latin1'))
    const rest = head.subarray(split.end)
    if (rest.length > 0) res.write(rest)
  })
  child.on('error', (error) => {
    if (!res.headersSent) res.writeHead(500)
    res.end(String(error))
  })
  child.on('close', (code) => {
    if (!headersDone) {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain' })
      }
      res.end(
        `git-http-backend exited with ${code}: ${Buffer.concat(stderr).toString('utf8')}`
      )
      return
    }
    res.end()
  })
}

function findHeaderEnd(buffer: Buffer): { start: number; end: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n')
  const lf = buffer.indexOf('\n\n')
  if (crlf >= 0 && (lf < 0 || crlf <= lf)) {
    return { start: crlf, end: crlf + 4 }
  }
  return lf >= 0 ? { start: lf, end: lf + 2 } : null
}

function writeCgiHead(res: http.ServerResponse, head: string): void {
  let status = 200
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    if (name.toLowerCase() === 'status') {
      status = Number.parseInt(value, 10) || 200
    } else {
      headers[name] = value
    }
  }
  res.writeHead(status, headers)
}
