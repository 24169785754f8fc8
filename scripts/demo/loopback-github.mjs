// The demo's GitHub on 127.0.0.1: the REST routes a comment-triggered fix
// run calls (strict about auth, 404 and 422 where the action relies on it)
// and git smart HTTP through `git http-backend`, for one repository. It
// records what the action posts, so the demo shows exactly that.
// The tests' fixture (__fixtures__/github-world/) covers every event; this
// one is plain JS so `npm run demo` needs no build.
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { join } from 'node:path'
import { serveGit } from './git-http.mjs'
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray']
REACTIONS.push('rocket', 'eyes')
const BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' }

/**
 * Starts the server. `issue` and `comment` are the trigger's; `users` maps
 * logins to permissions; `onChange()` is called after each write that
 * succeeded. Resolves with the URLs, the recorded state
 * (`comments` with every version of each body, `reactions`, `pulls`,
 * `unknown` routes) and `close()`.
 */
export async function startLoopbackGitHub(options) {
  const { owner, repo, token, gitRoot, users, issue, comment, now } = options
  const barePath = join(gitRoot, owner, `${repo}.git`)
  const repoPath = `/repos/${owner}/${repo}`
  let counter = 9000
  let base = ''
  const html = () => `${base}/${owner}/${repo}`
  const state = {
    comments: [{ ...comment, versions: [] }],
    reactions: [],
    pulls: [],
    reviewers: [],
    unknown: []
  }
  const git = (args) =>
    execFileSync('git', ['--git-dir', barePath, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    })
  const branchExists = (ref) => {
    try {
      git(['rev-parse', '--verify', '--quiet', `refs/heads/${ref}`])
      return true
    } catch {
      return false
    }
  }
  const commentJson = (c) => ({
    id: c.id,
    body: c.body,
    user: c.user,
    created_at: c.createdAt,
    updated_at: c.updatedAt ?? c.createdAt,
    html_url: `${html()}/issues/${c.issue}#issuecomment-${c.id}`
  })
  const pullJson = (p) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    user: BOT,
    state: 'open',
    draft: p.draft,
    html_url: `${html()}/pull/${p.number}`,
    head: {
      ref: p.head,
      sha: git(['rev-parse', `refs/heads/${p.head}`]).trim(),
      repo: { full_name: `${owner}/${repo}` }
    },
    base: {
      ref: p.base,
      sha: git(['rev-parse', `refs/heads/${p.base}`]).trim(),
      repo: { full_name: `${owner}/${repo}` }
    }
  })
  const notFound = { status: 404, body: { message: 'Not Found' } }
  const invalid = (errors = []) => ({
    status: 422,
    body: { message: 'Validation Failed', errors }
  })
  const text = (value) => typeof value === 'string' && value.length > 0
  const write = (target, body) => {
    target.body = body
    target.updatedAt = new Date(now()).toISOString()
    // Only distinct versions: an edit to the same text changes nothing seen.
    if (target.versions.at(-1)?.body !== body)
      target.versions.push({ at: now(), body })
  }

  const routes = [
    [
      'GET',
      '',
      () => ({
        status: 200,
        body: {
          full_name: `${owner}/${repo}`,
          default_branch: 'main',
          html_url: html()
        }
      })
    ],
    [
      'GET',
      '/collaborators/([^/]+)/permission',
      ([login]) => {
        const permission = users[decodeURIComponent(login)]
        if (!permission) return notFound
        return { status: 200, body: { permission, user: { login } } }
      }
    ],
    [
      'POST',
      '/issues/comments/(\\d+)/reactions',
      ([id], body) => {
        if (!state.comments.some((c) => c.id === Number(id))) return notFound
        if (!REACTIONS.includes(body?.content)) return invalid()
        const reaction = {
          id: counter++,
          commentId: Number(id),
          content: body.content,
          at: now()
        }
        state.reactions.push(reaction)
        return {
          status: 201,
          body: { id: reaction.id, content: body.content, user: BOT }
        }
      }
    ],
    [
      'DELETE',
      '/issues/comments/(\\d+)/reactions/(\\d+)',
      ([id, reactionId]) => {
        const reaction = state.reactions.find(
          (r) =>
            r.commentId === Number(id) &&
            r.id === Number(reactionId) &&
            !r.removedAt
        )
        if (!reaction) return notFound
        reaction.removedAt = now()
        return { status: 204 }
      }
    ],
    [
      'GET',
      '/issues/(\\d+)',
      ([number]) =>
        Number(number) === issue.number
          ? {
              status: 200,
              body: { ...issue, html_url: `${html()}/issues/${issue.number}` }
            }
          : notFound
    ],
    [
      'GET',
      '/issues/(\\d+)/comments',
      ([number]) => ({
        status: Number(number) === issue.number ? 200 : 404,
        body:
          Number(number) === issue.number
            ? state.comments
                .filter((c) => c.issue === issue.number)
                .map(commentJson)
            : notFound.body
      })
    ],
    [
      'POST',
      '/issues/(\\d+)/comments',
      ([number], body) => {
        const onIssue = Number(number) === issue.number
        if (!onIssue && !state.pulls.some((p) => p.number === Number(number)))
          return notFound
        if (!text(body?.body) || body.body.length > 65_536) return invalid()
        const created = {
          id: counter++,
          issue: Number(number),
          user: BOT,
          createdAt: new Date(now()).toISOString(),
          versions: []
        }
        write(created, body.body)
        state.comments.push(created)
        return { status: 201, body: commentJson(created) }
      }
    ],
    [
      'PATCH',
      '/issues/comments/(\\d+)',
      ([id], body) => {
        const target = state.comments.find((c) => c.id === Number(id))
        if (!target) return notFound
        if (!text(body?.body) || body.body.length > 65_536) return invalid()
        write(target, body.body)
        return { status: 200, body: commentJson(target) }
      }
    ],
    // Instruction files: the sample repository has none.
    ['GET', '/contents/(.+)', () => notFound],
    [
      'GET',
      '/pulls',
      (_, _body, query) => ({
        status: 200,
        body: state.pulls
          .filter((p) => !query.head || `${owner}:${p.head}` === query.head)
          .map(pullJson)
      })
    ],
    [
      'POST',
      '/pulls',
      (_, body) => {
        if (!text(body?.title) || !text(body?.head) || !text(body?.base))
          return invalid()
        const head = body.head.replace(`${owner}:`, '')
        if (!branchExists(head) || !branchExists(body.base))
          return invalid([
            { resource: 'PullRequest', field: 'head', code: 'invalid' }
          ])
        if (state.pulls.some((p) => p.head === head))
          return invalid([
            { message: `A pull request already exists for ${owner}:${head}.` }
          ])
        const pull = {
          number: issue.number + 1,
          title: body.title,
          body: body.body ?? '',
          head,
          base: body.base,
          draft: Boolean(body.draft),
          at: now()
        }
        state.pulls.push(pull)
        return { status: 201, body: pullJson(pull) }
      }
    ],
    [
      'GET',
      '/pulls/(\\d+)',
      ([number]) => {
        const pull = state.pulls.find((p) => p.number === Number(number))
        return pull ? { status: 200, body: pullJson(pull) } : notFound
      }
    ],
    [
      'PATCH',
      '/pulls/(\\d+)',
      ([number], body) => {
        const pull = state.pulls.find((p) => p.number === Number(number))
        if (!pull) return notFound
        if (typeof body?.title === 'string') pull.title = body.title
        if (typeof body?.body === 'string') pull.body = body.body
        return { status: 200, body: pullJson(pull) }
      }
    ],
    [
      'POST',
      '/pulls/(\\d+)/requested_reviewers',
      ([number], body) => {
        const pull = state.pulls.find((p) => p.number === Number(number))
        if (!pull) return notFound
        if (!Array.isArray(body?.reviewers)) return invalid()
        state.reviewers.push(...body.reviewers)
        return { status: 201, body: pullJson(pull) }
      }
    ]
  ].map(([method, pattern, handle]) => ({
    method,
    pattern: new RegExp(`^${repoPath}${pattern}$`),
    handle
  }))

  const answer = (req, res, url, raw) => {
    const path = url.pathname.replace(/^\/api\/v3/, '')
    const send = (status, body) => {
      if (status === 204) res.writeHead(204).end()
      else
        res
          .writeHead(status, {
            'content-type': 'application/json; charset=utf-8'
          })
          .end(JSON.stringify(body))
    }
    const auth = req.headers.authorization ?? ''
    if (auth !== `token ${token}` && auth !== `Bearer ${token}`) {
      send(401, { message: 'Bad credentials' })
      return
    }
    let body
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      send(400, { message: 'Problems parsing JSON' })
      return
    }
    // GraphQL (`/api/graphql` for an `/api/v3` base): only the query the
    // action asks, the login its token acts as.
    if (req.method === 'POST' && path === '/api/graphql') {
      if (/\bviewer\s*\{\s*login\s*\}/.test(String(body?.query ?? '')))
        send(200, { data: { viewer: { login: BOT.login } } })
      else send(200, { errors: [{ message: 'only viewer { login }' }] })
      return
    }
    for (const route of routes) {
      const match = route.method === req.method && route.pattern.exec(path)
      if (!match) continue
      const reply = route.handle(
        match.slice(1),
        body,
        Object.fromEntries(url.searchParams)
      )
      send(reply.status, reply.body)
      if (req.method !== 'GET' && reply.status < 300) options.onChange?.()
      return
    }
    state.unknown.push(`${req.method} ${path}`)
    send(404, { message: 'Not Found' })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith(`/${owner}/${repo}.git/`)) {
      serveGit(req, res, url, gitRoot, token)
      return
    }
    const parts = []
    req.on('data', (part) => parts.push(part))
    req.on('end', () => answer(req, res, url, Buffer.concat(parts).toString()))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${server.address().port}`
  return {
    serverUrl: base,
    apiUrl: `${base}/api/v3`,
    barePath,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
