/**
 * The reads and the one write an incremental review needs (docs/contract.md,
 * the `pull_request` `synchronize` row): the pull request's reviews (REST),
 * the diff since the head last reviewed (REST compare), and its review
 * threads with their resolution state and resolving one, which only
 * GraphQL has, at the URL Octokit derives from the REST base.
 */
import {
  type Comparison,
  GitHubRequestError,
  type PullReview,
  type ReviewThreadInfo
} from '../types.js'
import { type Api, call, listAll, wrap } from './octokit-api.js'
import { toPullFile } from './octokit-items.js'

/** Most reviews of a pull request read; the newest are kept. */
const MAX_REVIEWS = 1000
/** Pages of 100 threads read at most. */
const MAX_THREAD_PAGES = 10

/** The reviewThreads query the action sends (the in-memory test GitHub sends it too). */
export const REVIEW_THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          path
          line
          comments(first: 1) { nodes { databaseId body author { login } } }
        }
      }
    }
  }
}`

export const RESOLVE_THREAD_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
        nodes: {
          id: string
          isResolved: boolean
          path: string
          line: number | null
          comments: {
            nodes: {
              databaseId: number
              body: string
              author: { login: string } | null
            }[]
          }
        }[]
      }
    } | null
  } | null
}

/** GitHub's GraphQL error types that mean an HTTP status (the rest are 0). */
const GRAPHQL_STATUS: Record<string, number> = {
  FORBIDDEN: 403,
  NOT_FOUND: 404
}

/**
 * One GraphQL call. GitHub answers a refused one with HTTP 200 and
 * `errors` (`FORBIDDEN`, "Resource not accessible by integration" for a
 * token without `pull-requests: write`); that becomes a GitHubRequestError
 * with the status it means, so `permissions.ts` can name what is missing.
 */
async function graphqlCall<T>(
  route: string,
  run: () => Promise<T>
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const errors = (error as { errors?: { type?: string; message?: string }[] })
      .errors
    if ((error as Error).name !== 'GraphqlResponseError' || !errors?.length)
      throw wrap(route, error)
    const status =
      errors.map((e) => GRAPHQL_STATUS[e.type ?? '']).find(Boolean) ?? 0
    const messages = errors.map((e) => e.message ?? e.type).join('; ')
    throw new GitHubRequestError(
      `${route} failed (${status || 'GraphQL error'}): ${messages}`,
      status,
      route
    )
  }
}

function listReviews(
  { octokit, repo }: Api,
  pullNumber: number
): Promise<PullReview[]> {
  return listAll(
    'GET pull request reviews',
    (page) =>
      octokit.rest.pulls.listReviews({
        ...repo,
        pull_number: pullNumber,
        ...page
      }),
    { cap: MAX_REVIEWS, keep: 'last' },
    (review) => ({
      id: review.id,
      body: review.body ?? '',
      author: review.user?.login ?? 'ghost',
      commitId: review.commit_id ?? null
    })
  )
}

async function compareCommits(
  { octokit, repo }: Api,
  base: string,
  head: string
): Promise<Comparison> {
  const { data } = await call('GET compare', () =>
    octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...${head}`
    })
  )
  return { status: data.status, files: (data.files ?? []).map(toPullFile) }
}

async function listReviewThreads(
  { octokit, repo }: Api,
  pullNumber: number
): Promise<ReviewThreadInfo[]> {
  const threads: ReviewThreadInfo[] = []
  let cursor: string | null = null
  for (let page = 0; page < MAX_THREAD_PAGES; page += 1) {
    const data: ThreadsPage = await graphqlCall(
      'POST graphql reviewThreads',
      () =>
        octokit.graphql<ThreadsPage>(REVIEW_THREADS_QUERY, {
          ...repo,
          number: pullNumber,
          cursor
        })
    )
    const list = data.repository?.pullRequest?.reviewThreads
    if (!list) break
    for (const node of list.nodes) {
      const first = node.comments.nodes[0]
      threads.push({
        id: node.id,
        isResolved: node.isResolved,
        path: node.path,
        line: node.line ?? null,
        first: first
          ? {
              databaseId: first.databaseId,
              author: first.author?.login ?? 'ghost',
              body: first.body
            }
          : null
      })
    }
    if (!list.pageInfo.hasNextPage || !list.pageInfo.endCursor) break
    cursor = list.pageInfo.endCursor
  }
  return threads
}

async function resolveReviewThread(
  { octokit }: Api,
  threadId: string
): Promise<void> {
  await graphqlCall('POST graphql resolveReviewThread', () =>
    octokit.graphql(RESOLVE_THREAD_MUTATION, { threadId })
  )
}

/** The calls above as GitHubClient methods on one Api. */
export function reviewCalls(api: Api) {
  return {
    listReviews: (pull: number) => listReviews(api, pull),
    compareCommits: (base: string, head: string) =>
      compareCommits(api, base, head),
    listReviewThreads: (pull: number) => listReviewThreads(api, pull),
    resolveReviewThread: (id: string) => resolveReviewThread(api, id)
  }
}
