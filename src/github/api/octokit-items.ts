/** GitHub's answers, as Octokit types them, in the GitHubClient's shapes. */
import type { RestEndpointMethodTypes } from '@octokit/rest'
import type {
  CommentInfo,
  IssueInfo,
  OpenPull,
  PullFile,
  PullInfo,
  PullReviewComment
} from '../types.js'

/** The item types of the lists the client reads, as Octokit types them. */
type Rest = RestEndpointMethodTypes
type ListItem<T extends { response: { data: unknown[] } }> =
  T['response']['data'][number]

export function toComment(
  comment: ListItem<Rest['issues']['listComments']>
): CommentInfo {
  return {
    id: comment.id,
    body: comment.body ?? '',
    author: comment.user?.login ?? 'ghost',
    authorType: comment.user?.type ?? 'User',
    createdAt: comment.created_at,
    htmlUrl: comment.html_url
  }
}

export function toPullFile(
  file: ListItem<Rest['pulls']['listFiles']>
): PullFile {
  return {
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
    ...(file.previous_filename
      ? { previousFilename: file.previous_filename }
      : {})
  }
}

export function toReviewComment(
  comment: ListItem<Rest['pulls']['listReviewComments']>
): PullReviewComment {
  return {
    id: comment.id,
    ...(comment.in_reply_to_id ? { inReplyToId: comment.in_reply_to_id } : {}),
    path: comment.path,
    // An outdated comment has no line (and no position) in the current diff.
    line: comment.position === null ? null : (comment.line ?? null),
    body: comment.body ?? '',
    author: comment.user?.login ?? 'ghost',
    authorType: comment.user?.type ?? 'User',
    createdAt: comment.created_at
  }
}

export function toOpenPull(pull: ListItem<Rest['pulls']['list']>): OpenPull {
  return {
    number: pull.number,
    htmlUrl: pull.html_url,
    body: pull.body ?? '',
    headRef: pull.head.ref,
    headRepoFullName: pull.head.repo?.full_name ?? null,
    author: pull.user?.login ?? 'ghost'
  }
}

export function toIssue(
  data: Rest['issues']['get']['response']['data']
): IssueInfo {
  return {
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    author: data.user?.login ?? 'ghost',
    isPullRequest: Boolean(data.pull_request),
    htmlUrl: data.html_url,
    labels: (data.labels ?? []).flatMap((label) => {
      const name = typeof label === 'string' ? label : label.name
      return name ? [name] : []
    })
  }
}

export function toPull(
  data: Rest['pulls']['get']['response']['data']
): PullInfo {
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
}
