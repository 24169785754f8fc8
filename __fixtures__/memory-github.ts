/**
 * An in-memory GitHubClient for in-process stage tests: state the test
 * arranges, every call recorded, injected failures, and a count of round
 * trips. A call's `round` is one more than the newest round whose answer
 * had arrived when the call was made, so a call that could only be made
 * after reading an answer is counted after it, and calls made together
 * share a round. Answers arrive on the next turn of the event loop.
 */
import type {
  CommentInfo,
  CommentKind,
  GitHubClient,
  IssueInfo,
  Permission,
  PullFile,
  PullInfo,
  PullReviewComment,
  ReviewCommentInput
} from '../src/github/types.js'
import { GitHubRequestError } from '../src/github/types.js'

export interface MemoryCall {
  method: keyof GitHubClient
  args: unknown[]
  /** 1 for calls made before any answer arrived. */
  round: number
}

export interface MemoryGitHub extends GitHubClient {
  permissions: Record<string, Permission>
  defaultBranch: string
  issues: Map<number, IssueInfo>
  comments: Map<number, CommentInfo[]>
  pulls: Map<number, { info: PullInfo; files: PullFile[] }>
  /** Review comments of each pull request, oldest first. */
  reviewComments: Map<number, PullReviewComment[]>
  /** Files of the default branch, by path. */
  files: Map<string, string>
  reactions: {
    id: number
    commentId: number
    kind: CommentKind
    content: string
  }[]
  /** Comments the client wrote, with every body they had. */
  written: { id: number; issueNumber: number; bodies: string[] }[]
  openPulls: {
    number: number
    head: string
    base: string
    title: string
    body: string
    draft: boolean
    /** Where the head lives; `octo/dates` (this repository) when unset. */
    headRepoFullName?: string
    /** Who opened it; `viewer` (this client) when unset. */
    author?: string
  }[]
  /** The login the token acts as (`getViewerLogin`): `github-actions[bot]`. */
  viewer: string
  reviews: {
    pullNumber: number
    commitId: string
    body: string
    comments: ReviewCommentInput[]
  }[]
  /** Review requests made, in order. */
  reviewRequests: { pullNumber: number; logins: string[] }[]
  /** Replies the client wrote in review threads, with every body they had. */
  replies: {
    id: number
    pullNumber: number
    inReplyTo: number
    bodies: string[]
  }[]
  calls: MemoryCall[]
  /** A method listed here rejects with this error. */
  failures: Partial<Record<keyof GitHubClient, GitHubRequestError>>
  /**
   * Holds the answers of `method` until the returned function is called, to
   * show that nothing waits for them.
   */
  hold(method: keyof GitHubClient): () => void
  /** Calls of `method` whose answers are held. */
  held(method: keyof GitHubClient): number
  /** The highest round of any call so far. */
  readonly rounds: number
  /** The round the next call would be counted in. */
  readonly nextRound: number
}

export function createMemoryGitHub(): MemoryGitHub {
  let arrived = 0
  let ids = 1000
  const holds = new Map<keyof GitHubClient, (() => void)[] | null>()
  const fake = {
    permissions: {} as Record<string, Permission>,
    defaultBranch: 'main',
    issues: new Map<number, IssueInfo>(),
    comments: new Map<number, CommentInfo[]>(),
    pulls: new Map<number, { info: PullInfo; files: PullFile[] }>(),
    reviewComments: new Map<number, PullReviewComment[]>(),
    files: new Map<string, string>(),
    reactions: [] as MemoryGitHub['reactions'],
    written: [] as MemoryGitHub['written'],
    openPulls: [] as MemoryGitHub['openPulls'],
    viewer: 'github-actions[bot]',
    reviews: [] as MemoryGitHub['reviews'],
    reviewRequests: [] as MemoryGitHub['reviewRequests'],
    replies: [] as MemoryGitHub['replies'],
    calls: [] as MemoryCall[],
    failures: {} as MemoryGitHub['failures'],
    hold(method: keyof GitHubClient) {
      holds.set(method, [])
      return () => {
        const queued = holds.get(method) ?? []
        holds.set(method, null)
        for (const deliver of queued) deliver()
      }
    },
    held: (method: keyof GitHubClient) => holds.get(method)?.length ?? 0,
    get rounds() {
      return Math.max(0, ...fake.calls.map((call) => call.round))
    },
    get nextRound() {
      return arrived + 1
    }
  }

  function answer<T>(
    method: keyof GitHubClient,
    args: unknown[],
    compute: () => T
  ): Promise<T> {
    const call = { method, args, round: arrived + 1 }
    fake.calls.push(call)
    return new Promise<T>((resolve, reject) => {
      const deliver = () =>
        setImmediate(() => {
          arrived = Math.max(arrived, call.round)
          const failure = fake.failures[method]
          if (failure) {
            reject(failure)
            return
          }
          try {
            resolve(compute())
          } catch (error) {
            reject(error)
          }
        })
      const queue = holds.get(method)
      if (queue) queue.push(deliver)
      else deliver()
    })
  }

  const notFound = (what: string) =>
    new GitHubRequestError(`${what} failed (404): Not Found`, 404, what)

  const client: GitHubClient = {
    getPermission: (login) =>
      answer('getPermission', [login], () => fake.permissions[login] ?? 'none'),
    addReaction: (commentId, kind, content) =>
      answer('addReaction', [commentId, kind, content], () => {
        const id = ids++
        fake.reactions.push({ id, commentId, kind, content })
        return { id }
      }),
    deleteReaction: (commentId, kind, reactionId) =>
      answer('deleteReaction', [commentId, kind, reactionId], () => {
        const at = fake.reactions.findIndex(
          (reaction) =>
            reaction.id === reactionId && reaction.commentId === commentId
        )
        if (at < 0) throw notFound('DELETE reaction')
        fake.reactions.splice(at, 1)
      }),
    createComment: (issueNumber, body) =>
      answer('createComment', [issueNumber, body], () => {
        const id = ids++
        fake.written.push({ id, issueNumber, bodies: [body] })
        return { id, htmlUrl: `https://github.test/comment/${id}` }
      }),
    updateComment: (commentId, body) =>
      answer('updateComment', [commentId, body], () => {
        const comment = fake.written.find((item) => item.id === commentId)
        if (!comment) throw notFound('PATCH issue comment')
        comment.bodies.push(body)
      }),
    getIssue: (number) =>
      answer('getIssue', [number], () => {
        const issue = fake.issues.get(number)
        if (!issue) throw notFound('GET issue')
        return issue
      }),
    listComments: (number) =>
      answer('listComments', [number], () => fake.comments.get(number) ?? []),
    getPull: (number) =>
      answer('getPull', [number], () => {
        const pull = fake.pulls.get(number)
        if (!pull) throw notFound('GET pull request')
        return pull.info
      }),
    listPullFiles: (number) =>
      answer(
        'listPullFiles',
        [number],
        () => fake.pulls.get(number)?.files ?? []
      ),
    listReviewComments: (number) =>
      answer('listReviewComments', [number], () => {
        if (!fake.pulls.has(number))
          throw notFound('GET pull request review comments')
        return fake.reviewComments.get(number) ?? []
      }),
    getDefaultBranch: () =>
      answer('getDefaultBranch', [], () => fake.defaultBranch),
    getFileText: (path, ref) =>
      answer('getFileText', [path, ref], () =>
        ref === fake.defaultBranch ? (fake.files.get(path) ?? null) : null
      ),
    findOpenPull: (branch) =>
      answer('findOpenPull', [branch], () => {
        const pull = fake.openPulls.find((item) => item.head === branch)
        return pull
          ? {
              number: pull.number,
              htmlUrl: `https://github.test/pull/${pull.number}`
            }
          : null
      }),
    createPull: (input) =>
      answer('createPull', [input], () => {
        const number = fake.openPulls.length + 100
        fake.openPulls.push({ number, ...input, author: fake.viewer })
        return { number, htmlUrl: `https://github.test/pull/${number}` }
      }),
    updatePull: (number, input) =>
      answer('updatePull', [number, input], () => {
        const pull = fake.openPulls.find((item) => item.number === number)
        if (!pull) throw notFound('PATCH pull request')
        Object.assign(pull, input)
      }),
    createReview: (pullNumber, input) =>
      answer('createReview', [pullNumber, input], () => {
        fake.reviews.push({ pullNumber, ...input })
        return {
          id: ids++,
          htmlUrl: `https://github.test/pull/${pullNumber}#review`
        }
      }),
    requestReviewers: (pullNumber, logins) =>
      answer('requestReviewers', [pullNumber, logins], () => {
        if (!fake.openPulls.some((pull) => pull.number === pullNumber))
          throw notFound('POST requested reviewers')
        // The pull requests this client opens are the bot's own.
        if (logins.some((login) => login === 'github-actions[bot]'))
          throw new GitHubRequestError(
            'POST requested reviewers failed (422): Review cannot be requested from pull request author.',
            422,
            'POST requested reviewers'
          )
        fake.reviewRequests.push({ pullNumber, logins })
      }),
    replyToReviewComment: (pullNumber, commentId, body) =>
      answer('replyToReviewComment', [pullNumber, commentId, body], () => {
        const id = ids++
        fake.replies.push({
          id,
          pullNumber,
          inReplyTo: commentId,
          bodies: [body]
        })
        return {
          id,
          htmlUrl: `https://github.test/pull/${pullNumber}#discussion_r${id}`
        }
      }),
    updateReviewComment: (commentId, body) =>
      answer('updateReviewComment', [commentId, body], () => {
        const reply = fake.replies.find((item) => item.id === commentId)
        if (!reply) throw notFound('PATCH review comment')
        reply.bodies.push(body)
      }),
    listOpenPulls: () =>
      answer('listOpenPulls', [], () =>
        fake.openPulls.map((pull) => ({
          number: pull.number,
          htmlUrl: `https://github.test/pull/${pull.number}`,
          body: pull.body,
          headRef: pull.head,
          headRepoFullName: pull.headRepoFullName ?? 'octo/dates',
          author: pull.author ?? fake.viewer
        }))
      ),
    getViewerLogin: () => answer('getViewerLogin', [], () => fake.viewer)
  }
  return Object.assign(fake, client)
}
