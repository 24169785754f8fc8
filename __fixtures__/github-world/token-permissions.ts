/**
 * The workflow token's `permissions:` as GitHub enforces them on the
 * routes the action writes to: a write without its permission answers 403
 * "Resource not accessible by integration" (GitHub's own words, which name
 * no permission), and a pull request the repository does not let Actions
 * open answers 403 "GitHub Actions is not permitted to create or approve
 * pull requests." A push without `contents: write` is refused by the git
 * side (http.ts). The checks and Actions reads need `checks: read` and
 * `actions: read`: without them (`none`) GitHub answers 403 the same way.
 * Every permission is `write` until a test lowers one.
 */
import type { Reply } from './http-routes.js'

type Scope = 'contents' | 'issues' | 'pull-requests' | 'actions' | 'checks'
type Level = 'none' | 'read' | 'write'

export interface TokenPermissions {
  scopes: Record<Scope, Level>
  /** The repository setting "Allow GitHub Actions to create and approve pull requests". */
  actionsMayCreatePulls: boolean
}

export function fullToken(): TokenPermissions {
  return {
    scopes: {
      contents: 'write',
      issues: 'write',
      'pull-requests': 'write',
      actions: 'write',
      checks: 'write'
    },
    actionsMayCreatePulls: true
  }
}

/** Write routes (method and path below `/repos/<owner>/<repo>`) by the scope they need. */
const WRITES: [string, RegExp, Scope][] = [
  ['POST', /^\/issues\/comments\/\d+\/reactions$/, 'issues'],
  ['DELETE', /^\/issues\/comments\/\d+\/reactions\/\d+$/, 'issues'],
  ['POST', /^\/issues\/\d+\/comments$/, 'issues'],
  ['PATCH', /^\/issues\/comments\/\d+$/, 'issues'],
  ['POST', /^\/issues\/\d+\/labels$/, 'issues'],
  ['POST', /^\/pulls\/comments\/\d+\/reactions$/, 'pull-requests'],
  ['DELETE', /^\/pulls\/comments\/\d+\/reactions\/\d+$/, 'pull-requests'],
  ['POST', /^\/pulls$/, 'pull-requests'],
  ['PATCH', /^\/pulls\/\d+$/, 'pull-requests'],
  ['POST', /^\/pulls\/\d+\/reviews$/, 'pull-requests'],
  ['POST', /^\/pulls\/\d+\/requested_reviewers$/, 'pull-requests'],
  ['POST', /^\/pulls\/\d+\/comments\/\d+\/replies$/, 'pull-requests'],
  ['PATCH', /^\/pulls\/comments\/\d+$/, 'pull-requests']
]

/** Read routes (GET below `/repos/<owner>/<repo>`) that need a scope of `read` at least. */
const READS: [RegExp, Scope][] = [
  [/^\/commits\/[^/]+\/check-runs$/, 'checks'],
  [/^\/check-runs\/\d+(\/annotations)?$/, 'checks'],
  [/^\/actions\/runs\/\d+(\/jobs|\/attempts\/\d+\/jobs)?$/, 'actions'],
  [/^\/actions\/jobs\/\d+(\/logs)?$/, 'actions']
]

function forbidden(message: string, docs: string): Reply {
  return {
    status: 403,
    body: {
      message,
      documentation_url: `https://docs.github.com/rest/${docs}`,
      status: '403'
    }
  }
}

/** GitHub's 403 for a write the token may not make, or null. */
export function tokenRefusal(
  token: TokenPermissions,
  method: string,
  repoPath: string
): Reply | null {
  const read =
    method === 'GET'
      ? READS.find(([pattern]) => pattern.test(repoPath))
      : undefined
  if (read && token.scopes[read[1]] === 'none')
    return forbidden('Resource not accessible by integration', read[1])
  const row = WRITES.find(
    ([verb, pattern]) => verb === method && pattern.test(repoPath)
  )
  if (!row) return null
  if (token.scopes[row[2]] !== 'write')
    return forbidden('Resource not accessible by integration', row[2])
  if (
    method === 'POST' &&
    repoPath === '/pulls' &&
    !token.actionsMayCreatePulls
  )
    return forbidden(
      'GitHub Actions is not permitted to create or approve pull requests.',
      'pulls/pulls#create-a-pull-request'
    )
  return null
}

/**
 * GitHub's answer to a GraphQL mutation the token may not make: HTTP 200,
 * the field null and a `FORBIDDEN` error ("Resource not accessible by
 * integration"). `resolveReviewThread` needs `pull-requests: write`.
 */
export function graphqlRefusal(
  token: TokenPermissions,
  path: string,
  body: unknown
): Reply | null {
  if (!path.endsWith('/graphql')) return null
  const query = (body as { query?: unknown } | undefined)?.query
  if (typeof query !== 'string' || !/^\s*mutation\b/.test(query)) return null
  if (token.scopes['pull-requests'] === 'write') return null
  return {
    status: 200,
    body: {
      data: { resolveReviewThread: null },
      errors: [
        {
          type: 'FORBIDDEN',
          path: ['resolveReviewThread'],
          message: 'Resource not accessible by integration'
        }
      ]
    }
  }
}
