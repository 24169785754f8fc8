/**
 * The incremental review's calls of the in-memory GitHubClient, on the
 * rules of `review-rules.ts` (the HTTP adapter's too): a GraphQL answer
 * with `errors` rejects as Octokit's `graphql` does.
 */
import type {
  GitHubClient,
  PullReview,
  ReviewThreadInfo
} from '../../src/github/types.js'
import {
  RESOLVE_THREAD_MUTATION,
  REVIEW_THREADS_QUERY
} from '../../src/github/api/review-api.js'
import { answerGraphql, compare, pullReviews } from './review-rules.js'
import type { GitHubWorld, Answer } from './world.js'

type Reviews = Pick<
  GitHubClient,
  'listReviews' | 'compareCommits' | 'listReviewThreads' | 'resolveReviewThread'
>

function graphqlData<T>(
  world: GitHubWorld,
  query: string,
  variables: Record<string, unknown>
): T {
  const reply = answerGraphql(world, query, variables)
  if (reply.errors?.length) throw new Error(reply.errors[0].message)
  return reply.data as T
}

interface ThreadNodes {
  repository: {
    pullRequest: {
      reviewThreads: {
        nodes: {
          id: string
          isResolved: boolean
          path: string
          line: number | null
          comments: {
            nodes: {
              databaseId: number
              body: string
              author: { login: string }
            }[]
          }
        }[]
      }
    }
  }
}

export function reviewMethods(world: GitHubWorld, answer: Answer): Reviews {
  return {
    listReviews: (number) =>
      answer('listReviews', 'GET pull request reviews', [number], () =>
        pullReviews(world, number).map((review): PullReview => ({
          id: review.id,
          body: review.body,
          author: review.user.login,
          commitId: review.commit_id
        }))
      ),
    compareCommits: (base, head) =>
      answer('compareCommits', 'GET compare', [base, head], () =>
        compare(world, base, head)
      ),
    listReviewThreads: (number) =>
      answer('listReviewThreads', 'POST graphql reviewThreads', [number], () =>
        graphqlData<ThreadNodes>(world, REVIEW_THREADS_QUERY, {
          owner: world.owner,
          repo: world.repo,
          number
        }).repository.pullRequest.reviewThreads.nodes.map(
          (node): ReviewThreadInfo => {
            const first = node.comments.nodes[0]
            return {
              id: node.id,
              isResolved: node.isResolved,
              path: node.path,
              line: node.line,
              first: first
                ? {
                    databaseId: first.databaseId,
                    author: first.author.login,
                    body: first.body
                  }
                : null
            }
          }
        )
      ),
    resolveReviewThread: (threadId) =>
      answer(
        'resolveReviewThread',
        'POST graphql resolveReviewThread',
        [threadId],
        () => {
          graphqlData(world, RESOLVE_THREAD_MUTATION, { threadId })
        }
      )
  }
}
