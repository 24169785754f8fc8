// Git smart HTTP for the demo's GitHub: `git http-backend` as CGI over the
// bare repositories under a folder, behind the token (as GitHub asks for it).
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'

const BACKEND = join(
  execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim(),
  'git-http-backend'
)

/** Git smart HTTP as CGI: 401 without the token, else `git http-backend`. */
export function serveGit(req, res, url, root, token) {
  const expected = Buffer.from(`x-access-token:${token}`).toString('base64')
  if (
    req.headers.authorization !== `basic ${expected}` &&
    req.headers.authorization !== `Basic ${expected}`
  ) {
    req.resume()
    res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="x"' }).end()
    return
  }
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    GATEWAY_INTERFACE: 'CGI/1.1',
    REQUEST_METHOD: req.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.replace(/^\?/, ''),
    REMOTE_ADDR: '127.0.0.1',
    REMOTE_USER: 'x-access-token'
  }
  if (req.headers['content-type'])
    env.CONTENT_TYPE = req.headers['content-type']
  if (req.headers['content-length'])
    env.CONTENT_LENGTH = req.headers['content-length']
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'authorization' || value === undefined) continue
    env[`HTTP_${name.toUpperCase().replace(/-/g, '_')}`] = String(value)
  }
  const child = spawn(BACKEND, [], { env, stdio: ['pipe', 'pipe', 'ignore'] })
  child.stdin.on('error', () => undefined)
  req.pipe(child.stdin)
  let head = Buffer.alloc(0)
  let sent = false
  child.stdout.on('data', (chunk) => {
    if (sent) return void res.write(chunk)
    head = Buffer.concat([head, chunk])
    const end = head.indexOf('\r\n\r\n')
    if (end < 0) return
    sent = true
    let status = 200
    const headers = {}
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const [name, ...rest] = line.split(':')
      if (name.toLowerCase() === 'status')
        status = Number.parseInt(rest.join(':'), 10)
      else headers[name] = rest.join(':').trim()
    }
    res.writeHead(status, headers)
    res.write(head.subarray(end + 4))
  })
  child.on('close', () => {
    if (!sent) res.writeHead(500)
    res.end()
  })
}
