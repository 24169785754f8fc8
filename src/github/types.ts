/**
 * The small REST surface the action uses. Only `github/` talks to GitHub,
 * and only through this interface, so every flow runs against a loopback
 * test double. REST, plus GraphQL where REST has no answer: the login the
 * token acts as (`getViewerLogin`), a pull request's review threads with
 * their resolution state and resolving one (`review-api.ts`).
 */

import type { ChecksClient } from './checks-types.js'
import type { LabelsClient } from './labels-types.js'

/** Repository coordinates. */
export interface RepoRef {
  owner: string
  repo: string
}

/** A collaborator's permission as the collaborator-permission API reports it. */
export type Permission =
  'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

/** An issue or pull request as far as the action reads it. */
export interface IssueInfo {
  number: number
  title: string
  body: string
  author: string
  /** True when the issue is a pull request. */
  isPullRequest: boolean
  htmlUrl: string
  /** The names of the labels it has. */
  labels: string[]
}

/** A comment on an issue or pull request conversation. */
export interface CommentInfo {
  id: number
  body: string
  author: string
  authorType: string
  createdAt: string
  htmlUrl: string
}

/** A pull request's head and base. */
export interface PullInfo {
  number: number
  title: string
  body: string
  author: string
  htmlUrl: string
  state: string
  draft: boolean
  head: { ref: string; sha: string; repoFullName: string | null }
  base: { ref: string; sha: string; repoFullName: string }
}

/** One changed file of a pull request (the files endpoint). */
export interface PullFile {
  filename: string
  status: string
  additions: number
  deletions: number
  /** Unified diff of the file; absent for binary or very large files. */
  patch?: string
  previousFilename?: string
}

/** An inline comment of a review (the review API's field names). */
export interface ReviewCommentInput {
  path: string
  /** The last line of the comment, in the new version of the file. */
  line: number
  side: 'RIGHT'
  /** The first line of a multi-line comment, below `line` and in the same hunk. */
  start_line?: number
  start_side?: 'RIGHT'
  body: string
}

/** A comment of a pull request's review threads (the review-comments list). */
export interface PullReviewComment {
  id: number
  /** Set on replies: the id of the thread's first comment. */
  inReplyToId?: number
  path: string
  /** The line in the pull request's current diff; null when outdated. */
  line: number | null
  body: string
  author: string
  authorType: string
  createdAt: string
}

/** A review of a pull request (the reviews list). */
export interface PullReview {
  id: number
  body: string
  author: string
  /** The head the review was posted on; null when GitHub no longer knows it. */
  commitId: string | null
}

/** One review thread of a pull request (GraphQL `reviewThreads`). */
export interface ReviewThreadInfo {
  /** The thread's GraphQL node id (`resolveReviewThread` takes it). */
  id: string
  isResolved: boolean
  path: string
  /** The line in the current diff; null when outdated. */
  line: number | null
  /** The first comment: its REST id (`databaseId`), author and body. */
  first: { databaseId: number; author: string; body: string } | null
}

/** `GET compare/{base}...{head}`: how head relates to base, and the diff. */
export interface Comparison {
  /** `ahead` (base is an ancestor of head), `identical`, `behind`, `diverged`. */
  status: string
  files: PullFile[]
}

/** Where a comment lives: the issue conversation or a PR review thread. */
export type CommentKind = 'issue' | 'review'

/**
 * Every GitHub call of the action. Implementations throw a
 * GitHubRequestError for HTTP failures.
 */
export interface GitHubClient extends ChecksClient, LabelsClient {
  getPermission(username: string): Promise<Permission>
  /** Reacts to a comment; resolves with the reaction's id. */
  addReaction(
    commentId: number,
    kind: CommentKind,
    content: 'eyes' | 'rocket' | 'confused'
  ): Promise<{ id: number }>
  /** Removes a reaction this client added. */
  deleteReaction(
    commentId: number,
    kind: CommentKind,
    reactionId: number
  ): Promise<void>
  createComment(
    issueNumber: number,
    body: string
  ): Promise<{ id: number; htmlUrl: string }>
  updateComment(commentId: number, body: string): Promise<void>
  getIssue(issueNumber: number): Promise<IssueInfo>
  listComments(issueNumber: number): Promise<CommentInfo[]>
  getPull(pullNumber: number): Promise<PullInfo>
  listPullFiles(pullNumber: number): Promise<PullFile[]>
  /** The review comments of a pull request, oldest first, every page (the newest kept). */
  listReviewComments(pullNumber: number): Promise<PullReviewComment[]>
  getDefaultBranch(): Promise<string>
  /** A file's text on a ref, or null when it does not exist. */
  getFileText(path: string, ref: string): Promise<string | null>
  /** Open pull requests whose head is `branch` of this repository. */
  findOpenPull(
    branch: string
  ): Promise<{ number: number; htmlUrl: string } | null>
  createPull(input: {
    head: string
    base: string
    title: string
    body: string
    draft: boolean
  }): Promise<{ number: number; htmlUrl: string }>
  updatePull(
    pullNumber: number,
    input: { title?: string; body?: string }
  ): Promise<void>
  createReview(
    pullNumber: number,
    input: { commitId: string; body: string; comments: ReviewCommentInput[] }
  ): Promise<{ id: number; htmlUrl: string }>
  /**
   * Asks users to review a pull request. GitHub answers 422 when a login is
   * the pull request's author or cannot review.
   */
  requestReviewers(pullNumber: number, logins: string[]): Promise<void>
  /** Answers a review comment in its thread; resolves with the reply. */
  replyToReviewComment(
    pullNumber: number,
    commentId: number,
    body: string
  ): Promise<{ id: number; htmlUrl: string }>
  /** Rewrites a review comment this client wrote (e.g. such a reply). */
  updateReviewComment(commentId: number, body: string): Promise<void>
  /** The open pull requests of the repository, every page (capped). */
  listOpenPulls(): Promise<OpenPull[]>
  /**
   * The login the token acts as (GraphQL `viewer`): `github-actions[bot]`
   * for the workflow's token, `<app>[bot]` for an App installation token,
   * the user for a personal access token. REST has no such call for
   * installation tokens (`GET /user` answers 403 to them).
   */
  getViewerLogin(): Promise<string>
  /** The reviews of a pull request, oldest first, every page. */
  listReviews(pullNumber: number): Promise<PullReview[]>
  /** The diff of `base...head`; a GitHubRequestError 404 when a commit is gone. */
  compareCommits(base: string, head: string): Promise<Comparison>
  /** The review threads of a pull request (GraphQL), every page (capped). */
  listReviewThreads(pullNumber: number): Promise<ReviewThreadInfo[]>
  /** Resolves a review thread (GraphQL `resolveReviewThread`). */
  resolveReviewThread(threadId: string): Promise<void>
  /** The sha a branch of this repository points at; null when there is none. */
  getBranchSha(branch: string): Promise<string | null>
  /** The newest `count` (at most 100) commits of a branch, newest first. */
  listBranchCommits(branch: string, count: number): Promise<BranchCommit[]>
}

/** A commit of a branch's history, as the commits list gives it. */
export interface BranchCommit {
  sha: string
  message: string
}

/** An open pull request as the list endpoint gives it. */
export interface OpenPull {
  number: number
  htmlUrl: string
  body: string
  headRef: string
  /** `owner/repo` of the head; null when the fork was deleted. */
  headRepoFullName: string | null
  /** Login of whoever opened it. */
  author: string
}

/** A permission (or repository setting) the run lacked, and where it showed (api/permissions.ts). */
export interface PermissionProblem {
  /** `contents: write`, …, or the setting's name in quotes. */
  permission: string
  /** What answered 403: `POST issue comment`, `git push`. */
  route: string
  /** What to change, in one sentence. */
  fix: string
}

/** An HTTP failure of a GitHub call, with the status and GitHub's message. */
export class GitHubRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly route: string
  ) {
    super(message)
    this.name = 'GitHubRequestError'
  }
}

/** The patch of a change, when it did not fit the comment (run/keep-patch.ts). */
export type PatchArtifact =
  | {
      kind: 'uploaded'
      /** The artifact's (file) name. */
      name: string
      url: string
      /** Size of the whole patch. */
      bytes: number
    }
  | {
      kind: 'failed'
      name: string
      bytes: number
      /** Why the upload failed, safe to show. */
      reason: string
      /** Bytes of the patch the job summary still carries. */
      keptBytes: number
    }
