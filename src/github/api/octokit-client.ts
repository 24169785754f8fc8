import { Octokit } from '@octokit/rest'
import {
  type CommentKind,
  type GitHubClient,
  GitHubRequestError,
  type Permission,
  type RepoRef
} from '../types.js'
import { PER_PAGE, readAllPages } from './pages.js'
import {
  DEFAULT_RETRY_POLICY,
  RETRY_NOTE,
  retryingRequest,
  type RetryPolicy
} from './request-retry.js'
import { errorMessage } from '../../shared/index.js'

/** Most comments of a conversation read; the newest are kept. */
export const MAX_COMMENTS = 3000
/** Most files of a pull request read (GitHub's own limit is 3000). */
export const MAX_PULL_FILES = 3000
/** Most review comments of a pull request read; the newest are kept. */
export const MAX_REVIEW_COMMENTS = 3000
/** Most open pull requests scanned for an earlier run's. */
export const MAX_OPEN_PULLS = 1000

const quiet = (): void => {}

/** Options of the Octokit-backed client. */
export interface OctokitClientOptions extends RepoRef {
  token: string
  /** REST base, `GITHUB_API_URL` (github.com, GHES or a test double). */
  baseUrl: string
  userAgent?: string
  /** Retries of failed calls; tests shorten the waits. */
  retry?: Partial<RetryPolicy>
}

function wrap(route: string, error: unknown): GitHubRequestError {
  const status = (error as { status?: number }).status ?? 0
  const data = (
    error as { response?: { data?: { message?: string; errors?: unknown } } }
  ).response?.data
  const note = (error as Record<string, unknown>)[RETRY_NOTE]
  const detail = `${data?.message ?? errorMessage(error)}${typeof note === 'string' ? ` (${note})` : ''}`
  const errors = data?.errors
    ? ` ${JSON.stringify(data.errors).slice(0, 300)}`
    : ''
  return new GitHubRequestError(
    `${route} failed (${status || 'network error'}): ${detail}${errors}`,
    status,
    route
  )
}

/** The GitHubClient on `@octokit/rest`, for one repository. */
export function createOctokitClient(
  options: OctokitClientOptions
): GitHubClient {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent ?? 'agent-action',
    // Octokit logs every failed call, expected 404s included; failures
    // that matter reach the job log through the caller, once.
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet }
  })
  octokit.hook.wrap(
    'request',
    retryingRequest({ ...DEFAULT_RETRY_POLICY, ...options.retry }) as never
  )
  const repo = { owner: options.owner, repo: options.repo }
  const call = async <T>(route: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw wrap(route, error)
    }
  }

  return {
    async getPermission(username) {
      try {
        const { data } =
          await octokit.rest.repos.getCollaboratorPermissionLevel({
            ...repo,
            username
          })
        return (data.permission as Permission) ?? 'none'
      } catch (error) {
        // GitHub answers 404 for users who are not collaborators.
        if ((error as { status?: number }).status === 404) return 'none'
        throw wrap('GET collaborator permission', error)
      }
    },
    async addReaction(commentId, kind: CommentKind, content) {
      const { data } = await call('POST reaction', () =>
        kind === 'issue'
          ? octokit.rest.reactions.createForIssueComment({
              ...repo,
              comment_id: commentId,
              content
            })
          : octokit.rest.reactions.createForPullRequestReviewComment({
              ...repo,
              comment_id: commentId,
              content
            })
      )
      return { id: data.id }
    },
    async deleteReaction(commentId, kind: CommentKind, reactionId) {
      await call('DELETE reaction', () =>
        kind === 'issue'
          ? octokit.rest.reactions.deleteForIssueComment({
              ...repo,
              comment_id: commentId,
              reaction_id: reactionId
            })
          : octokit.rest.reactions.deleteForPullRequestComment({
              ...repo,
              comment_id: commentId,
              reaction_id: reactionId
            })
      )
    },
    async createComment(issueNumber, body) {
      const { data } = await call('POST issue comment', () =>
        octokit.rest.issues.createComment({
          ...repo,
          issue_number: issueNumber,
          body
        })
      )
      return { id: data.id, htmlUrl: data.html_url }
    },
    async updateComment(commentId, body) {
      await call('PATCH issue comment', () =>
        octokit.rest.issues.updateComment({
          ...repo,
          comment_id: commentId,
          body
        })
      )
    },
    async getIssue(issueNumber) {
      const { data } = await call('GET issue', () =>
        octokit.rest.issues.get({ ...repo, issue_number: issueNumber })
      )
      return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        author: data.user?.login ?? 'ghost',
        isPullRequest: Boolean(data.pull_request),
        htmlUrl: data.html_url
      }
    },
    async listComments(issueNumber) {
      const comments = await call('GET issue comments', () =>
        readAllPages(
          (page) =>
            octokit.rest.issues
              .listComments({
                ...repo,
                issue_number: issueNumber,
                per_page: PER_PAGE,
                page
              })
              .then(({ data, headers }) => ({
                items: data,
                link: headers.link
              })),
          { cap: MAX_COMMENTS, keep: 'last' }
        )
      )
      return comments.map((comment) => ({
        id: comment.id,
        body: comment.body ?? '',
        author: comment.user?.login ?? 'ghost',
        authorType: comment.user?.type ?? 'User',
        createdAt: comment.created_at,
        htmlUrl: comment.html_url
      }))
    },
    async getPull(pullNumber) {
      const { data } = await call('GET pull request', () =>
        octokit.rest.pulls.get({ ...repo, pull_number: pullNumber })
      )
      return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        author: data.user?.login ?? 'ghost',
        htmlUrl: data.html_url,
        state: data.state,
        draft: Boolean(data.draft),
        head: {
          ref: data.head.ref,
          sha: data.head.sha,
          repoFullName: data.head.repo?.full_name ?? null
        },
        base: {
          ref: data.base.ref,
          sha: data.base.sha,
          repoFullName: data.base.repo.full_name
        }
      }
    },
    async listPullFiles(pullNumber) {
      const files = await call('GET pull request files', () =>
        readAllPages(
          (page) =>
            octokit.rest.pulls
              .listFiles({
                ...repo,
                pull_number: pullNumber,
                per_page: PER_PAGE,
                page
              })
              .then(({ data, headers }) => ({
                items: data,
                link: headers.link
              })),
          { cap: MAX_PULL_FILES, keep: 'first' }
        )
      )
      return files.map((file) => ({
        filename: file.filename,
        status: file.status,
        additions: file.additions,
        deletions: file.deletions,
        ...(file.patch !== undefined ? { patch: file.patch } : {}),
        ...(file.previous_filename
          ? { previousFilename: file.previous_filename }
          : {})
      }))
    },
    async listReviewComments(pullNumber) {
      const comments = await call('GET pull request review comments', () =>
        readAllPages(
          (page) =>
            octokit.rest.pulls
              .listReviewComments({
                ...repo,
                pull_number: pullNumber,
                per_page: PER_PAGE,
                page
              })
              .then(({ data, headers }) => ({
                items: data,
                link: headers.link
              })),
          { cap: MAX_REVIEW_COMMENTS, keep: 'last' }
        )
      )
      return comments.map((comment) => ({
        id: comment.id,
        ...(comment.in_reply_to_id
          ? { inReplyToId: comment.in_reply_to_id }
          : {}),
        path: comment.path,
        // An outdated comment has no line (and no position) in the current diff.
        line: comment.position === null ? null : (comment.line ?? null),
        body: comment.body ?? '',
        author: comment.user?.login ?? 'ghost',
        authorType: comment.user?.type ?? 'User',
        createdAt: comment.created_at
      }))
    },
    async getDefaultBranch() {
      const { data } = await call('GET repository', () =>
        octokit.rest.repos.get(repo)
      )
      return data.default_branch
    },
    async getFileText(path, ref) {
      try {
        const { data } = await octokit.rest.repos.getContent({
          ...repo,
          path,
          ref
        })
        if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
          return null
        return Buffer.from(data.content, 'base64').toString('utf8')
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null
        throw wrap('GET contents', error)
      }
    },
    async findOpenPull(branch) {
      const { data } = await call('GET pull requests', () =>
        octokit.rest.pulls.list({
          ...repo,
          head: `${repo.owner}:${branch}`,
          state: 'open',
          per_page: 10
        })
      )
      const match = data.find((pull) => pull.head.ref === branch)
      return match ? { number: match.number, htmlUrl: match.html_url } : null
    },
    async createPull(input) {
      const { data } = await call('POST pull request', () =>
        octokit.rest.pulls.create({ ...repo, ...input })
      )
      return { number: data.number, htmlUrl: data.html_url }
    },
    async updatePull(pullNumber, input) {
      await call('PATCH pull request', () =>
        octokit.rest.pulls.update({
          ...repo,
          pull_number: pullNumber,
          ...input
        })
      )
    },
    async createReview(pullNumber, input) {
      const { data } = await call('POST review', () =>
        octokit.rest.pulls.createReview({
          ...repo,
          pull_number: pullNumber,
          commit_id: input.commitId,
          body: input.body,
          event: 'COMMENT',
          comments: input.comments
        })
      )
      return { id: data.id, htmlUrl: data.html_url }
    },
    async requestReviewers(pullNumber, logins) {
      await call('POST requested reviewers', () =>
        octokit.rest.pulls.requestReviewers({
          ...repo,
          pull_number: pullNumber,
          reviewers: logins
        })
      )
    },
    async replyToReviewComment(pullNumber, commentId, body) {
      const { data } = await call('POST review comment reply', () =>
        octokit.rest.pulls.createReplyForReviewComment({
          ...repo,
          pull_number: pullNumber,
          comment_id: commentId,
          body
        })
      )
      return { id: data.id, htmlUrl: data.html_url }
    },
    async updateReviewComment(commentId, body) {
      await call('PATCH review comment', () =>
        octokit.rest.pulls.updateReviewComment({
          ...repo,
          comment_id: commentId,
          body
        })
      )
    },
    async listOpenPulls() {
      const pulls = await call('GET pull requests', () =>
        readAllPages(
          (page) =>
            octokit.rest.pulls
              .list({ ...repo, state: 'open', per_page: PER_PAGE, page })
              .then(({ data, headers }) => ({
                items: data,
                link: headers.link
              })),
          { cap: MAX_OPEN_PULLS, keep: 'first' }
        )
      )
      return pulls.map((pull) => ({
        number: pull.number,
        htmlUrl: pull.html_url,
        body: pull.body ?? '',
        headRef: pull.head.ref,
        headRepoFullName: pull.head.repo?.full_name ?? null,
        author: pull.user?.login ?? 'ghost'
      }))
    },
    async getViewerLogin() {
      // To `<api>/graphql` (`/api/graphql` for a GHES `/api/v3` base),
      // through the same retrying request hook.
      const data = await call('POST graphql viewer', () =>
        octokit.graphql<{ viewer: { login: string } }>(
          'query { viewer { login } }'
        )
      )
      return data.viewer.login
    }
  }
}
