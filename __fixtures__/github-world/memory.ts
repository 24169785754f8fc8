/**
 * The in-memory adapter of a GitHub world: a GitHubClient for in-process
 * stage tests, on the same state and rules as the HTTP adapter, every call
 * recorded, injected failures, and a count of round trips. A call's
 * `round` is one more than the newest round whose answer had arrived when
 * the call was made, so a call that could only be made after reading an
 * answer is counted after it, and calls made together share a round.
 * Answers arrive on the next turn of the event loop.
 *
 * Its world has no git: the default branch's files are `files`, and a pull
 * request carries its changed files and shas (see the builders).
 */
import type {
  CommentInfo,
  GitHubClient,
  IssueInfo,
  OpenPull,
  Permission,
  PullInfo,
  PullReviewComment
} from '../../src/github/types.js'
import { GitHubRequestError } from '../../src/github/types.js'
import { memoryRefs } from './refs.js'
import * as rules from './rules.js'
import { checksMethods } from './actions-memory.js'
import { labelMethods } from './labels.js'
import { reviewMethods } from './review-memory.js'
import {
  type FakeComment,
  type FakePull,
  type FakeReviewComment,
  type GitHubWorld,
  type WorldCollections,
  createWorld,
  issueUrl,
  pullFiles,
  pullShas,
  pullUrl
} from './world.js'

interface MemoryCall {
  method: keyof GitHubClient
  args: unknown[]
  /** 1 for calls made before any answer arrived. */
  round: number
}

export interface MemoryGitHub
  extends GitHubClient, WorldCollections, Pick<GitHubWorld, 'reviewRequests'> {
  world: GitHubWorld
  /** Files of the default branch, by path. */
  files: Map<string, string>
  /** Comments written through the client, with every body they had. */
  readonly written: { id: number; issueNumber: number; bodies: string[] }[]
  /** Replies written in review threads, with every body they had. */
  readonly replies: {
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

const commentInfo = (comment: FakeComment): CommentInfo => ({
  id: comment.id,
  body: comment.body,
  author: comment.user.login,
  authorType: comment.user.type,
  createdAt: comment.created_at,
  htmlUrl: comment.html_url
})

const reviewCommentInfo = (comment: FakeReviewComment): PullReviewComment => ({
  id: comment.id,
  ...(comment.in_reply_to_id ? { inReplyToId: comment.in_reply_to_id } : {}),
  path: comment.path,
  line: comment.position === null ? null : comment.line,
  body: comment.body,
  author: comment.user.login,
  authorType: comment.user.type,
  createdAt: comment.created_at ?? ''
})

function pullInfo(world: GitHubWorld, pull: FakePull): PullInfo {
  const shas = pullShas(world, pull)
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    author: pull.user.login,
    htmlUrl: pullUrl(world, pull.number),
    state: pull.state,
    draft: pull.draft,
    head: {
      ref: pull.head.ref,
      sha: shas.head,
      repoFullName: pull.head.repoFullName
    },
    base: {
      ref: pull.base.ref,
      sha: shas.base,
      repoFullName: `${world.owner}/${world.repo}`
    }
  }
}

const openPull = (world: GitHubWorld, pull: FakePull): OpenPull => ({
  number: pull.number,
  htmlUrl: pullUrl(world, pull.number),
  body: pull.body,
  headRef: pull.head.ref,
  headRepoFullName: pull.head.repoFullName,
  author: pull.user.login
})

/** A refusal of the world as the Octokit client reports it. */
function asRequestError(route: string, error: unknown): unknown {
  if (!(error instanceof rules.Refused)) return error
  const errors = error.errors?.length
    ? ` ${JSON.stringify(error.errors).slice(0, 300)}`
    : ''
  return new GitHubRequestError(
    `${route} failed (${error.status}): ${error.message}${errors}`,
    error.status,
    route
  )
}

/** Calls, rounds, holds and failures: what the client adds to the world. */
function createTransport() {
  let arrived = 0
  const holds = new Map<keyof GitHubClient, (() => void)[] | null>()
  const transport = {
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
      return Math.max(0, ...transport.calls.map((call) => call.round))
    },
    get nextRound() {
      return arrived + 1
    },
    answer<T>(
      method: keyof GitHubClient,
      route: string,
      args: unknown[],
      compute: () => T
    ): Promise<T> {
      const call = { method, args, round: arrived + 1 }
      transport.calls.push(call)
      return new Promise<T>((resolve, reject) => {
        const deliver = () =>
          setImmediate(() => {
            arrived = Math.max(arrived, call.round)
            const failure = transport.failures[method]
            if (failure) return reject(failure)
            try {
              resolve(compute())
            } catch (error) {
              reject(asRequestError(route, error))
            }
          })
        const queue = holds.get(method)
        if (queue) queue.push(deliver)
        else deliver()
      })
    }
  }
  return transport
}

type Answer = ReturnType<typeof createTransport>['answer']

/** The calls on the repository, its issues, comments and reactions. */
function issueMethods(world: GitHubWorld, answer: Answer) {
  return {
    getPermission: (login) =>
      answer(
        'getPermission',
        'GET collaborator permission',
        [login],
        () => (world.permissions[login] ?? 'none') as Permission
      ),
    addReaction: (commentId, kind, content) =>
      answer(
        'addReaction',
        'POST reaction',
        [commentId, kind, content],
        () => ({
          id: rules.addReaction(world, commentId, kind, content).id
        })
      ),
    deleteReaction: (commentId, kind, reactionId) =>
      answer(
        'deleteReaction',
        'DELETE reaction',
        [commentId, kind, reactionId],
        () => rules.deleteReaction(world, commentId, reactionId)
      ),
    createComment: (issueNumber, body) =>
      answer('createComment', 'POST issue comment', [issueNumber, body], () => {
        const comment = rules.createComment(world, issueNumber, body)
        return { id: comment.id, htmlUrl: comment.html_url }
      }),
    updateComment: (commentId, body) =>
      answer('updateComment', 'PATCH issue comment', [commentId, body], () => {
        rules.updateComment(world, commentId, body)
      }),
    getIssue: (number) =>
      answer('getIssue', 'GET issue', [number], (): IssueInfo => {
        const issue = rules.findIssue(world, number)
        return {
          number: issue.number,
          title: issue.title,
          body: issue.body,
          author: issue.user.login,
          isPullRequest: Boolean(issue.pull_request),
          htmlUrl: issueUrl(world, issue),
          labels: [...(issue.labels ?? [])]
        }
      }),
    listComments: (number) =>
      answer('listComments', 'GET issue comments', [number], () =>
        rules.issueComments(world, number).map(commentInfo)
      ),
    getDefaultBranch: () =>
      answer(
        'getDefaultBranch',
        'GET repository',
        [],
        () => world.defaultBranch
      ),
    getFileText: (path, ref) =>
      answer('getFileText', 'GET contents', [path, ref], () =>
        world.refs.fileText(path, ref)
      ),
    getViewerLogin: () =>
      answer(
        'getViewerLogin',
        'POST graphql viewer',
        [],
        () => world.viewer.login
      ),
    getBranchSha: (branch) =>
      answer('getBranchSha', 'GET branch', [branch], () =>
        world.refs.sha(`refs/heads/${branch}`)
      ),
    listBranchCommits: (branch, count) =>
      answer('listBranchCommits', 'GET commits', [branch, count], () =>
        world.refs.log(`refs/heads/${branch}`, Math.min(100, count))
      )
  } satisfies Partial<GitHubClient>
}

/** The calls on pull requests, their reviews and review threads. */
function pullMethods(world: GitHubWorld, answer: Answer) {
  return {
    getPull: (number) =>
      answer('getPull', 'GET pull request', [number], () =>
        pullInfo(world, rules.findPull(world, number))
      ),
    listPullFiles: (number) =>
      answer('listPullFiles', 'GET pull request files', [number], () =>
        pullFiles(world, rules.findPull(world, number))
      ),
    listReviewComments: (number) =>
      answer(
        'listReviewComments',
        'GET pull request review comments',
        [number],
        () => rules.pullReviewComments(world, number).map(reviewCommentInfo)
      ),
    findOpenPull: (branch) =>
      answer('findOpenPull', 'GET pull requests', [branch], () => {
        const [pull] = rules.openPulls(world, 'open', branch)
        return pull
          ? { number: pull.number, htmlUrl: pullUrl(world, pull.number) }
          : null
      }),
    createPull: (input) =>
      answer('createPull', 'POST pull request', [input], () => {
        const pull = rules.createPull(world, input)
        return { number: pull.number, htmlUrl: pullUrl(world, pull.number) }
      }),
    updatePull: (number, input) =>
      answer('updatePull', 'PATCH pull request', [number, input], () => {
        rules.updatePull(world, number, input)
      }),
    createReview: (pullNumber, input) =>
      answer('createReview', 'POST review', [pullNumber, input], () => {
        const review = rules.createReview(world, pullNumber, {
          commit_id: input.commitId,
          body: input.body,
          comments: input.comments
        })
        return { id: review.id, htmlUrl: review.html_url }
      }),
    requestReviewers: (pullNumber, logins) =>
      answer(
        'requestReviewers',
        'POST requested reviewers',
        [pullNumber, logins],
        () => {
          rules.requestReviewers(world, pullNumber, logins)
        }
      ),
    replyToReviewComment: (pullNumber, commentId, body) =>
      answer(
        'replyToReviewComment',
        'POST review comment reply',
        [pullNumber, commentId, body],
        () => {
          const reply = rules.replyToReviewComment(
            world,
            pullNumber,
            commentId,
            body
          )
          return { id: reply.id, htmlUrl: reply.html_url }
        }
      ),
    updateReviewComment: (commentId, body) =>
      answer(
        'updateReviewComment',
        'PATCH review comment',
        [commentId, body],
        () => {
          rules.updateReviewComment(world, commentId, body)
        }
      ),
    listOpenPulls: () =>
      answer('listOpenPulls', 'GET pull requests', [], () =>
        rules.openPulls(world).map((pull) => openPull(world, pull))
      )
  } satisfies Partial<GitHubClient>
}

function createClient(world: GitHubWorld, answer: Answer): GitHubClient {
  return {
    ...issueMethods(world, answer),
    ...pullMethods(world, answer),
    ...checksMethods(world, answer),
    ...labelMethods(world, answer),
    ...reviewMethods(world, answer)
  }
}

/**
 * A memory GitHub for `octo/dates` at `https://github.test`, whose pull
 * requests are numbered from 100.
 */
export function createMemoryGitHub(): MemoryGitHub {
  const files = new Map<string, string>()
  const world: GitHubWorld = createWorld({
    htmlBase: 'https://github.test',
    refs: memoryRefs(files, () => world.defaultBranch),
    firstPullNumber: 100
  })
  const transport = createTransport()
  const client = createClient(world, transport.answer)
  const bodies = (id: number) => world.bodies.get(id)
  const fake = Object.assign(transport, client, {
    world,
    files,
    permissions: world.permissions,
    issues: world.issues,
    comments: world.comments,
    reviewComments: world.reviewComments,
    pulls: world.pulls,
    reviews: world.reviews,
    reactions: world.reactions,
    reviewRequests: world.reviewRequests,
    viewer: world.viewer
  })
  return Object.defineProperties(fake, {
    written: {
      get: () =>
        world.comments
          .filter((comment) => bodies(comment.id))
          .map((comment) => ({
            id: comment.id,
            issueNumber: comment.issue_number,
            bodies: bodies(comment.id) ?? []
          }))
    },
    replies: {
      get: () =>
        world.reviewComments
          .filter((comment) => bodies(comment.id))
          .map((comment) => ({
            id: comment.id,
            pullNumber: comment.pull_number,
            inReplyTo: comment.in_reply_to_id ?? 0,
            bodies: bodies(comment.id) ?? []
          }))
    }
  }) as unknown as MemoryGitHub
}
