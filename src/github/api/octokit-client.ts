import type {
  CommentInfo,
  CommentKind,
  GitHubClient,
  IssueInfo,
  OpenPull,
  Permission,
  PullFile,
  PullInfo,
  PullReviewComment,
  ReviewCommentInput
} from '../types.js'
import { getBranchSha, listBranchCommits } from './branch-api.js'
import {
  type Api,
  call,
  callOrNull,
  connect,
  listAll,
  type OctokitClientOptions
} from './octokit-api.js'
import {
  toComment,
  toIssue,
  toOpenPull,
  toPull,
  toPullFile,
  toReviewComment
} from './octokit-items.js'
import { checksCalls } from './checks-api.js'
import { labelsCalls } from './labels-api.js'
import { reviewCalls } from './review-api.js'

/** Most comments of a conversation read; the newest are kept. */
const MAX_COMMENTS = 3000
/** Most files of a pull request read (GitHub's own limit is 3000). */
const MAX_PULL_FILES = 3000
/** Most review comments of a pull request read; the newest are kept. */
const MAX_REVIEW_COMMENTS = 3000
/** Most open pull requests scanned for an earlier run's. */
const MAX_OPEN_PULLS = 1000

// The calls of the client, one function each, on the shared Api.

async function getPermission(
  { octokit, repo }: Api,
  username: string
): Promise<Permission> {
  // GitHub answers 404 for users who are not collaborators.
  const answer = await callOrNull('GET collaborator permission', () =>
    octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username })
  )
  return (answer?.data.permission as Permission | undefined) ?? 'none'
}

async function addReaction(
  { octokit, repo }: Api,
  commentId: number,
  kind: CommentKind,
  content: 'eyes' | 'rocket' | 'confused'
): Promise<{ id: number }> {
  const target = { ...repo, comment_id: commentId, content }
  const { data } = await call('POST reaction', () =>
    kind === 'issue'
      ? octokit.rest.reactions.createForIssueComment(target)
      : octokit.rest.reactions.createForPullRequestReviewComment(target)
  )
  return { id: data.id }
}

async function deleteReaction(
  { octokit, repo }: Api,
  commentId: number,
  kind: CommentKind,
  reactionId: number
): Promise<void> {
  const target = { ...repo, comment_id: commentId, reaction_id: reactionId }
  await call('DELETE reaction', () =>
    kind === 'issue'
      ? octokit.rest.reactions.deleteForIssueComment(target)
      : octokit.rest.reactions.deleteForPullRequestComment(target)
  )
}

async function createComment(
  { octokit, repo }: Api,
  issueNumber: number,
  body: string
): Promise<{ id: number; htmlUrl: string }> {
  const { data } = await call('POST issue comment', () =>
    octokit.rest.issues.createComment({
      ...repo,
      issue_number: issueNumber,
      body
    })
  )
  return { id: data.id, htmlUrl: data.html_url }
}

async function updateComment(
  { octokit, repo }: Api,
  commentId: number,
  body: string
): Promise<void> {
  await call('PATCH issue comment', () =>
    octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })
  )
}

async function getIssue(
  { octokit, repo }: Api,
  issueNumber: number
): Promise<IssueInfo> {
  const { data } = await call('GET issue', () =>
    octokit.rest.issues.get({ ...repo, issue_number: issueNumber })
  )
  return toIssue(data)
}

function listComments(
  { octokit, repo }: Api,
  issueNumber: number
): Promise<CommentInfo[]> {
  return listAll(
    'GET issue comments',
    (page) =>
      octokit.rest.issues.listComments({
        ...repo,
        issue_number: issueNumber,
        ...page
      }),
    { cap: MAX_COMMENTS, keep: 'last' },
    toComment
  )
}

async function getPull(
  { octokit, repo }: Api,
  pullNumber: number
): Promise<PullInfo> {
  const { data } = await call('GET pull request', () =>
    octokit.rest.pulls.get({ ...repo, pull_number: pullNumber })
  )
  return toPull(data)
}

function listPullFiles(
  { octokit, repo }: Api,
  pullNumber: number
): Promise<PullFile[]> {
  return listAll(
    'GET pull request files',
    (page) =>
      octokit.rest.pulls.listFiles({
        ...repo,
        pull_number: pullNumber,
        ...page
      }),
    { cap: MAX_PULL_FILES, keep: 'first' },
    toPullFile
  )
}

function listReviewComments(
  { octokit, repo }: Api,
  pullNumber: number
): Promise<PullReviewComment[]> {
  return listAll(
    'GET pull request review comments',
    (page) =>
      octokit.rest.pulls.listReviewComments({
        ...repo,
        pull_number: pullNumber,
        ...page
      }),
    { cap: MAX_REVIEW_COMMENTS, keep: 'last' },
    toReviewComment
  )
}

async function getDefaultBranch({ octokit, repo }: Api): Promise<string> {
  const { data } = await call('GET repository', () =>
    octokit.rest.repos.get(repo)
  )
  return data.default_branch
}

async function getFileText(
  { octokit, repo }: Api,
  path: string,
  ref: string
): Promise<string | null> {
  const answer = await callOrNull('GET contents', () =>
    octokit.rest.repos.getContent({ ...repo, path, ref })
  )
  const data = answer?.data
  if (!data || Array.isArray(data) || data.type !== 'file') return null
  if (!('content' in data)) return null
  return Buffer.from(data.content, 'base64').toString('utf8')
}

async function findOpenPull(
  { octokit, repo }: Api,
  branch: string
): Promise<{ number: number; htmlUrl: string } | null> {
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
}

async function createPull(
  { octokit, repo }: Api,
  input: Parameters<GitHubClient['createPull']>[0]
): Promise<{ number: number; htmlUrl: string }> {
  const { data } = await call('POST pull request', () =>
    octokit.rest.pulls.create({ ...repo, ...input })
  )
  return { number: data.number, htmlUrl: data.html_url }
}

async function updatePull(
  { octokit, repo }: Api,
  pullNumber: number,
  input: { title?: string; body?: string }
): Promise<void> {
  await call('PATCH pull request', () =>
    octokit.rest.pulls.update({ ...repo, pull_number: pullNumber, ...input })
  )
}

async function createReview(
  { octokit, repo }: Api,
  pullNumber: number,
  input: { commitId: string; body: string; comments: ReviewCommentInput[] }
): Promise<{ id: number; htmlUrl: string }> {
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
}

async function requestReviewers(
  { octokit, repo }: Api,
  pullNumber: number,
  logins: string[]
): Promise<void> {
  await call('POST requested reviewers', () =>
    octokit.rest.pulls.requestReviewers({
      ...repo,
      pull_number: pullNumber,
      reviewers: logins
    })
  )
}

async function replyToReviewComment(
  { octokit, repo }: Api,
  pullNumber: number,
  commentId: number,
  body: string
): Promise<{ id: number; htmlUrl: string }> {
  const { data } = await call('POST review comment reply', () =>
    octokit.rest.pulls.createReplyForReviewComment({
      ...repo,
      pull_number: pullNumber,
      comment_id: commentId,
      body
    })
  )
  return { id: data.id, htmlUrl: data.html_url }
}

async function updateReviewComment(
  { octokit, repo }: Api,
  commentId: number,
  body: string
): Promise<void> {
  await call('PATCH review comment', () =>
    octokit.rest.pulls.updateReviewComment({
      ...repo,
      comment_id: commentId,
      body
    })
  )
}

function listOpenPulls({ octokit, repo }: Api): Promise<OpenPull[]> {
  return listAll(
    'GET pull requests',
    (page) => octokit.rest.pulls.list({ ...repo, state: 'open', ...page }),
    { cap: MAX_OPEN_PULLS, keep: 'first' },
    toOpenPull
  )
}

/** To `<api>/graphql` (`/api/graphql` for a GHES `/api/v3` base), retrying too. */
async function getViewerLogin({ octokit }: Api): Promise<string> {
  const data = await call('POST graphql viewer', () =>
    octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
  )
  return data.viewer.login
}

/**
 * The GitHubClient on `@octokit/rest`, for one repository: a table of the
 * calls above on one Octokit.
 */
export function createOctokitClient(
  options: OctokitClientOptions
): GitHubClient {
  const api = connect(options)
  return {
    getPermission: (username) => getPermission(api, username),
    addReaction: (id, kind, content) => addReaction(api, id, kind, content),
    deleteReaction: (id, kind, reaction) =>
      deleteReaction(api, id, kind, reaction),
    createComment: (issue, body) => createComment(api, issue, body),
    updateComment: (id, body) => updateComment(api, id, body),
    getIssue: (issue) => getIssue(api, issue),
    listComments: (issue) => listComments(api, issue),
    getPull: (pull) => getPull(api, pull),
    listPullFiles: (pull) => listPullFiles(api, pull),
    listReviewComments: (pull) => listReviewComments(api, pull),
    getDefaultBranch: () => getDefaultBranch(api),
    getFileText: (path, ref) => getFileText(api, path, ref),
    findOpenPull: (branch) => findOpenPull(api, branch),
    createPull: (input) => createPull(api, input),
    updatePull: (pull, input) => updatePull(api, pull, input),
    createReview: (pull, input) => createReview(api, pull, input),
    requestReviewers: (pull, logins) => requestReviewers(api, pull, logins),
    replyToReviewComment: (pull, id, body) =>
      replyToReviewComment(api, pull, id, body),
    updateReviewComment: (id, body) => updateReviewComment(api, id, body),
    listOpenPulls: () => listOpenPulls(api),
    getViewerLogin: () => getViewerLogin(api),
    getBranchSha: (branch) => getBranchSha(api, branch),
    listBranchCommits: (branch, count) => listBranchCommits(api, branch, count),
    ...checksCalls(api),
    ...labelsCalls(api),
    ...reviewCalls(api)
  }
}
