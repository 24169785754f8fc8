/**
 * The REST routes of the HTTP adapter: each reads or writes the world
 * through `rules.ts` and answers GitHub's JSON, lists one page at a time.
 */
import { branchReply, commitsReply } from './branch-routes.js'
import {
  Refused,
  addReaction,
  createComment,
  createPull,
  createReview,
  deleteReaction,
  findIssue,
  findPull,
  issueComments,
  notFound,
  openPulls,
  pullReviewComments,
  replyToReviewComment,
  requestReviewers,
  updateComment,
  updatePull,
  updateReviewComment
} from './rules.js'
import {
  type FakePull,
  type GitHubWorld,
  fakeUser,
  issueUrl,
  pullFiles,
  pullShas,
  pullUrl
} from './world.js'
import { ACTIONS_ROUTES } from './actions-routes.js'
import { LABEL_ROUTES, labelJson } from './labels.js'
import { answerGraphql, compare, pullReviews } from './review-rules.js'

export interface Reply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export interface RestRequest {
  method: string
  /** Without the `/api/v3` prefix. */
  path: string
  query: Record<string, string>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

function pullJson(world: GitHubWorld, pull: FakePull) {
  const shas = pullShas(world, pull)
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    user: pull.user,
    draft: pull.draft,
    state: pull.state,
    html_url: pullUrl(world, pull.number),
    head: {
      ref: pull.head.ref,
      sha: shas.head,
      repo: pull.head.repoFullName
        ? { full_name: pull.head.repoFullName }
        : null
    },
    base: {
      ref: pull.base.ref,
      sha: shas.base,
      repo: { full_name: `${world.owner}/${world.repo}` }
    }
  }
}

/**
 * One page of a list, as GitHub answers it: `per_page` (default 30, at
 * most 100) and `page`, with a `Link` header naming next, last, first and
 * prev.
 */
function paged(items: unknown[], base: string, request: RestRequest): Reply {
  const { path, query } = request
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

const ok = (body: unknown, status = 200): Reply => ({ status, body })

/** GraphQL: the viewer query and the review-thread operations (review-rules.ts). */
function graphql(world: GitHubWorld, body: RestRequest['body']): Reply {
  const text = typeof body?.query === 'string' ? body.query : ''
  const variables =
    body?.variables && typeof body.variables === 'object' ? body.variables : {}
  return ok(answerGraphql(world, text, variables))
}

function permission(world: GitHubWorld, login: string): Reply {
  const value = world.permissions[login]
  if (!value)
    return { status: 404, body: { message: `${login} is not a user` } }
  return ok({ permission: value, role_name: value, user: fakeUser(login) })
}

function contents(world: GitHubWorld, file: string, ref: string): Reply {
  const content = world.refs.fileText(file, ref)
  if (content === null) throw notFound()
  return ok({
    type: 'file',
    encoding: 'base64',
    path: file,
    content: Buffer.from(content).toString('base64')
  })
}

export type Route = [
  method: string,
  pattern: string,
  answer: (
    world: GitHubWorld,
    match: string[],
    request: RestRequest,
    base: string
  ) => Reply
]

const n = Number
const kindOf = (part: string) => (part === 'issues' ? 'issue' : 'review')

/** Every route, `<repo>` standing for `/repos/<owner>/<repo>`; the first match answers. */
const ROUTES: Route[] = [
  [
    'GET',
    '<repo>',
    (world) =>
      ok({
        full_name: `${world.owner}/${world.repo}`,
        default_branch: world.defaultBranch,
        html_url: world.htmlBase
      })
  ],
  [
    'GET',
    '<repo>/collaborators/([^/]+)/permission',
    (world, [login]) => permission(world, decodeURIComponent(login))
  ],
  [
    'POST',
    '<repo>/(issues|pulls)/comments/(\\d+)/reactions',
    (world, [kind, id], { body }) => {
      const reaction = addReaction(world, n(id), kindOf(kind), body?.content)
      return ok({ id: reaction.id, content: reaction.content }, 201)
    }
  ],
  [
    'DELETE',
    '<repo>/(issues|pulls)/comments/(\\d+)/reactions/(\\d+)',
    (world, [, id, reaction]) => {
      deleteReaction(world, n(id), n(reaction))
      return ok(null, 204)
    }
  ],
  [
    'GET',
    '<repo>/issues/(\\d+)/comments',
    (world, [number], request, base) =>
      paged(issueComments(world, n(number)), base, request)
  ],
  [
    'POST',
    '<repo>/issues/(\\d+)/comments',
    (world, [number], { body }) =>
      ok(createComment(world, n(number), body?.body), 201)
  ],
  [
    'GET',
    '<repo>/issues/comments/(\\d+)',
    (world, [id]) => {
      const comment = world.comments.find((item) => item.id === n(id))
      if (!comment) throw notFound()
      return ok(comment)
    }
  ],
  [
    'PATCH',
    '<repo>/issues/comments/(\\d+)',
    (world, [id], { body }) => ok(updateComment(world, n(id), body?.body))
  ],
  [
    'GET',
    '<repo>/issues/(\\d+)',
    (world, [number]) => {
      const issue = findIssue(world, n(number))
      return ok({
        ...issue,
        labels: (issue.labels ?? []).map((name) => labelJson(world, name)),
        html_url: issueUrl(world, issue)
      })
    }
  ],
  [
    'GET',
    '<repo>/pulls/(\\d+)/files',
    (world, [number], request, base) =>
      paged(pullFiles(world, findPull(world, n(number))), base, request)
  ],
  [
    'GET',
    '<repo>/pulls/(\\d+)/comments',
    (world, [number], request, base) =>
      paged(pullReviewComments(world, n(number)), base, request)
  ],
  [
    'POST',
    '<repo>/pulls/(\\d+)/comments/(\\d+)/replies',
    (world, [number, id], { body }) =>
      ok(replyToReviewComment(world, n(number), n(id), body?.body), 201)
  ],
  [
    'GET',
    '<repo>/pulls/comments/(\\d+)',
    (world, [id]) => {
      const comment = world.reviewComments.find((item) => item.id === n(id))
      if (!comment) throw notFound()
      return ok(comment)
    }
  ],
  [
    'PATCH',
    '<repo>/pulls/comments/(\\d+)',
    (world, [id], { body }) => ok(updateReviewComment(world, n(id), body?.body))
  ],
  [
    'GET',
    '<repo>/pulls/(\\d+)',
    (world, [number]) => ok(pullJson(world, findPull(world, n(number))))
  ],
  [
    'PATCH',
    '<repo>/pulls/(\\d+)',
    (world, [number], { body }) =>
      ok(pullJson(world, updatePull(world, n(number), body ?? {})))
  ],
  [
    'GET',
    '<repo>/pulls',
    (world, _, request, base) => {
      const { query } = request
      const pulls = openPulls(
        world,
        query.state ?? 'open',
        query.head?.split(':')[1]
      )
      return paged(
        pulls.map((pull) => pullJson(world, pull)),
        base,
        request
      )
    }
  ],
  [
    'POST',
    '<repo>/pulls',
    (world, _, { body }) =>
      ok(pullJson(world, createPull(world, body ?? {})), 201)
  ],
  [
    'GET',
    '<repo>/pulls/(\\d+)/reviews',
    (world, [number], request, base) =>
      paged(pullReviews(world, n(number)), base, request)
  ],
  [
    'GET',
    '<repo>/compare/(.+)\\.\\.\\.(.+)',
    (world, [from, to]) =>
      ok(compare(world, decodeURIComponent(from), decodeURIComponent(to)))
  ],
  [
    'POST',
    '<repo>/pulls/(\\d+)/reviews',
    (world, [number], { body }) =>
      ok({ ...createReview(world, n(number), body ?? {}), state: 'COMMENTED' })
  ],
  [
    'POST',
    '<repo>/pulls/(\\d+)/requested_reviewers',
    (world, [number], { body }) => {
      const pull = requestReviewers(world, n(number), body?.reviewers)
      return ok(
        {
          ...pullJson(world, pull),
          requested_reviewers: (pull.requestedReviewers ?? []).map(fakeUser)
        },
        201
      )
    }
  ],
  [
    'GET',
    '<repo>/branches/(.+)',
    (world, [branch]) => branchReply(world, decodeURIComponent(branch))
  ],
  [
    'GET',
    '<repo>/commits',
    (world, _, { query }) => commitsReply(world, query)
  ],
  [
    'GET',
    '<repo>/contents/(.+)',
    (world, [file], { query }) =>
      contents(
        world,
        decodeURIComponent(file),
        query.ref ?? world.defaultBranch
      )
  ],
  ...ACTIONS_ROUTES,
  ...LABEL_ROUTES(paged)
]

const refusal = (error: Refused): Reply => ({
  status: error.status,
  body:
    error.status === 404
      ? {
          message: 'Not Found',
          documentation_url: 'https://docs.github.com/rest'
        }
      : { message: error.message, errors: error.errors ?? [] }
})

export function routeRest(
  world: GitHubWorld,
  base: string,
  request: RestRequest
): Reply {
  const { method, path } = request
  // Octokit posts GraphQL to `/api/graphql` for an `/api/v3` base.
  if (method === 'POST' && (path === '/api/graphql' || path === '/graphql'))
    return graphql(world, request.body)
  const repoPath = `/repos/${world.owner}/${world.repo}`
  for (const [routeMethod, pattern, answer] of ROUTES) {
    if (routeMethod !== method) continue
    const match = new RegExp(`^${pattern.replace('<repo>', repoPath)}$`).exec(
      path
    )
    if (!match) continue
    try {
      return answer(world, match.slice(1), request, base)
    } catch (error) {
      if (error instanceof Refused) return refusal(error)
      throw error
    }
  }
  return refusal(notFound())
}
