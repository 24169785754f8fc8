/**
 * What an incremental review reads and writes, on the same state as the
 * REST review comments: the reviews list, the compare of two commits, and
 * the GraphQL review threads (a thread is a first comment and its replies;
 * its id is `PRRT_<first comment id>`) with resolving one. GraphQL is
 * strict like GitHub's: HTTP 200 with `errors` for a field or an operation
 * it does not know, a missing variable or an unknown node.
 */
import { findPull, notFound } from './rules.js'
import { type FakeReviewComment, type GitHubWorld, fakeUser } from './world.js'

/** The reviews of a pull request, oldest first, in REST's shape. */
export function pullReviews(world: GitHubWorld, number: number) {
  findPull(world, number)
  return world.reviews
    .filter((review) => review.pull === number)
    .map((review, index) => ({
      id: review.id ?? index + 1,
      body: review.body,
      user: review.user ?? fakeUser(world.viewer.login),
      commit_id: review.commit_id,
      state: 'COMMENTED'
    }))
}

/** `GET compare/{base}...{head}`: 404 when a commit is unknown. */
export function compare(world: GitHubWorld, base: string, head: string) {
  const answer = world.refs.compare(base, head)
  if (!answer) throw notFound()
  return {
    status: answer.status,
    ahead_by: 0,
    behind_by: 0,
    files: answer.files.map((file) => ({
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.additions + file.deletions,
      ...(file.patch !== undefined ? { patch: file.patch } : {})
    }))
  }
}

/** GraphQL names a Bot by its slug: `github-actions`, not `github-actions[bot]`. */
const graphqlLogin = (login: string) => login.replace(/\[bot\]$/, '')

function threadRoots(world: GitHubWorld, number: number): FakeReviewComment[] {
  return world.reviewComments.filter(
    (comment) =>
      comment.pull_number === number && comment.in_reply_to_id === undefined
  )
}

/** The fields the two operations may ask, by the type they are on. */
const KNOWN_FIELDS = new Set([
  'query',
  'mutation',
  'repository',
  'pullRequest',
  'reviewThreads',
  'pageInfo',
  'hasNextPage',
  'endCursor',
  'nodes',
  'id',
  'isResolved',
  'path',
  'line',
  'comments',
  'databaseId',
  'body',
  'author',
  'login',
  'resolveReviewThread',
  'thread',
  'viewer',
  'input',
  'threadId'
])

/** The selection's field names, arguments and variable types left out. */
function fieldNames(query: string): string[] {
  let depth = 0
  let text = ''
  for (const char of query) {
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (depth === 0) text += char
  }
  return text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []
}

type GraphqlReply = { data?: unknown; errors?: { message: string }[] }

const failure = (message: string): GraphqlReply => ({ errors: [{ message }] })

/** One GraphQL request: viewer, reviewThreads or resolveReviewThread. */
export function answerGraphql(
  world: GitHubWorld,
  query: string,
  variables: Record<string, unknown>
): GraphqlReply {
  const unknown = fieldNames(query).find((name) => !KNOWN_FIELDS.has(name))
  if (unknown)
    return failure(`Field '${unknown}' doesn't exist on type 'Query'`)
  if (/^\s*mutation\b/.test(query)) {
    if (!/\bresolveReviewThread\b/.test(query))
      return failure('the test GitHub knows only resolveReviewThread')
    return resolveThread(world, variables.threadId)
  }
  if (/\breviewThreads\b/.test(query)) return reviewThreads(world, variables)
  if (/\bviewer\s*\{\s*login\s*\}/.test(query))
    return { data: { viewer: { login: world.viewer.login } } }
  return failure(
    'the test GitHub answers viewer, reviewThreads and resolveReviewThread'
  )
}

const PAGE = 100

function reviewThreads(
  world: GitHubWorld,
  variables: Record<string, unknown>
): GraphqlReply {
  const { owner, repo, number, cursor } = variables
  if (typeof owner !== 'string' || typeof repo !== 'string')
    return failure('Variable $owner of type String! was provided invalid value')
  if (typeof number !== 'number')
    return failure('Variable $number of type Int! was provided invalid value')
  if (owner !== world.owner || repo !== world.repo)
    return {
      data: { repository: null },
      errors: [
        {
          message: `Could not resolve to a Repository with the name '${owner}/${repo}'.`
        }
      ]
    }
  if (!world.pulls.has(number))
    return {
      data: { repository: { pullRequest: null } },
      errors: [
        {
          message: `Could not resolve to a PullRequest with the number of ${number}.`
        }
      ]
    }
  const roots = threadRoots(world, number)
  const start = typeof cursor === 'string' ? Number(cursor) : 0
  const page = roots.slice(start, start + PAGE)
  const next = start + page.length
  return {
    data: {
      repository: {
        pullRequest: {
          reviewThreads: {
            pageInfo: {
              hasNextPage: next < roots.length,
              endCursor: page.length ? String(next) : null
            },
            nodes: page.map((root) => ({
              id: `PRRT_${root.id}`,
              isResolved: root.resolved ?? false,
              path: root.path,
              line: root.position === null ? null : root.line,
              comments: {
                nodes: [
                  {
                    databaseId: root.id,
                    body: root.body,
                    author: { login: graphqlLogin(root.user.login) }
                  }
                ]
              }
            }))
          }
        }
      }
    }
  }
}

function resolveThread(world: GitHubWorld, threadId: unknown): GraphqlReply {
  if (typeof threadId !== 'string')
    return failure('Variable $threadId of type ID! was provided invalid value')
  const id = /^PRRT_(\d+)$/.exec(threadId)?.[1]
  const root = world.reviewComments.find(
    (comment) =>
      String(comment.id) === id && comment.in_reply_to_id === undefined
  )
  if (!root)
    return failure(
      `Could not resolve to a node with the global id of '${threadId}'`
    )
  root.resolved = true
  world.resolvedThreads.push(threadId)
  return {
    data: {
      resolveReviewThread: { thread: { id: threadId, isResolved: true } }
    }
  }
}
