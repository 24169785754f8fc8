/**
 * Which permission a 403 on a write means (docs/contract.md: a 403 on a
 * write names the permission it lacks, or the repository setting). GitHub
 * answers a workflow token without the permission "Resource not accessible
 * by integration", and a pull request the repository does not let Actions
 * open "GitHub Actions is not permitted to create or approve pull
 * requests"; neither says which `permissions:` entry is missing, so the
 * route does.
 */
import {
  GitHubRequestError,
  type GitHubClient,
  type PermissionProblem
} from '../types.js'

/** The repository setting that lets the workflow token open pull requests. */
const PULL_SETTING =
  '"Allow GitHub Actions to create and approve pull requests"'

/** The write routes of the client (octokit-client.ts) and its checks reads, by the permission they need. */
const ROUTE_PERMISSION: Record<string, string> = {
  'POST reaction': 'issues: write',
  'DELETE reaction': 'issues: write',
  'POST issue comment': 'issues: write',
  'PATCH issue comment': 'issues: write',
  'POST issue labels': 'issues: write',
  'POST pull request': 'pull-requests: write',
  'PATCH pull request': 'pull-requests: write',
  'POST review': 'pull-requests: write',
  'POST requested reviewers': 'pull-requests: write',
  'POST review comment reply': 'pull-requests: write',
  'PATCH review comment': 'pull-requests: write',
  'POST graphql resolveReviewThread': 'pull-requests: write',
  'git push': 'contents: write',
  // Reads (checks-api.ts): the failing checks of a fix run on a pull request.
  'GET check runs': 'checks: read',
  'GET check run annotations': 'checks: read',
  'GET workflow run': 'actions: read',
  'GET workflow run jobs': 'actions: read',
  'GET job logs': 'actions: read'
}

function problem(permission: string, route: string): PermissionProblem {
  if (permission === PULL_SETTING)
    return {
      permission,
      route,
      fix: `turn on ${PULL_SETTING} in the repository's Settings → Actions → General → Workflow permissions (or the organization's)`
    }
  const comments =
    permission === 'issues: write'
      ? ' (`pull-requests: write` also covers comments on a pull request)'
      : ''
  return {
    permission,
    route,
    fix: `add \`${permission}\` under \`permissions:\` in the workflow's job${comments}`
  }
}

/**
 * The permission a failed call lacked: a 403 on a write route whose answer
 * is GitHub's missing-permission one ("Resource not accessible by
 * integration"). Any other 403 (a rate limit, a locked issue) claims none.
 */
export function missingPermission(
  route: string,
  status: number,
  message: string
): PermissionProblem | undefined {
  if (status !== 403) return undefined
  if (
    route === 'POST pull request' &&
    /not permitted to create or approve pull requests/i.test(message)
  )
    return problem(PULL_SETTING, route)
  const permission = ROUTE_PERMISSION[route]
  return permission && /Resource not accessible by integration/i.test(message)
    ? problem(permission, route)
    : undefined
}

/** `contents: write` when git's stderr of a push says 403 or "Permission … denied". */
export function pushPermission(stderr: string): PermissionProblem | undefined {
  return /\b403\b|Permission to \S+ denied/i.test(stderr)
    ? problem('contents: write', 'git push')
    : undefined
}

/**
 * The client, telling `found` of every 403 that names a missing
 * permission before the error goes on to its caller as it was.
 */
export function watchPermissions(
  client: GitHubClient,
  found: (problem: PermissionProblem) => void
): GitHubClient {
  const noticed = (error: unknown): never => {
    if (error instanceof GitHubRequestError) {
      const seen = missingPermission(error.route, error.status, error.message)
      if (seen) found(seen)
    }
    throw error
  }
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args)
          return result instanceof Promise ? result.catch(noticed) : result
        } catch (error) {
          return noticed(error)
        }
      }
    }
  })
}
