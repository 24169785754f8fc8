/**
 * Builders for what a GitHub world holds: issues, pull requests, comments
 * and review comments, with defaults a test overrides field by field, and
 * `add*` helpers that put them into a world (an adapter's `world`, or the
 * adapter itself, which exposes the same collections). A pull request is
 * an issue too, so `addPull` files both.
 */
import type { PullFile } from '../src/github/types.js'
import type {
  FakeComment,
  FakeIssue,
  FakePull,
  FakeReviewComment,
  FakeUser,
  GitHubWorld
} from './github-world/world.js'

export type { FakeComment, FakeIssue, FakePull, FakeReviewComment, FakeUser }

/** The collections of a world that the `add*` helpers write to. */
export type WorldState = Pick<
  GitHubWorld,
  'issues' | 'pulls' | 'comments' | 'reviewComments' | 'permissions'
>

/** A GitHub user; `[bot]` logins are of type Bot. */
export function user(login: string, id = 77): FakeUser {
  return { login, id, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
}

const who = (author: string | FakeUser | undefined, fallback = 'alice') =>
  typeof author === 'object' ? author : user(author ?? fallback)

export interface IssueFields extends Partial<Omit<FakeIssue, 'user'>> {
  /** A login or a user; `alice` when unset. */
  author?: string | FakeUser
}

export function issue(fields: IssueFields = {}): FakeIssue {
  const { author, ...rest } = fields
  return {
    number: 7,
    title: 'Month off by one',
    body: 'formatDate prints the wrong month.',
    user: who(author),
    ...rest
  }
}

export interface PullFields extends Partial<
  Omit<FakePull, 'user' | 'head' | 'base'>
> {
  author?: string | FakeUser
  /** The head branch; `feature` when unset. */
  head?: string
  /** `owner/repo` of the head; this repository (`octo/dates`) when unset. */
  headRepo?: string | null
  headSha?: string
  base?: string
  baseSha?: string
  files?: PullFile[]
}

export function pull(fields: PullFields = {}): FakePull {
  const { author, head, headRepo, headSha, base, baseSha, ...rest } = fields
  const number = fields.number ?? 8
  return {
    number,
    title: `PR ${number}`,
    body: 'Please look.',
    user: who(author),
    draft: false,
    state: 'open',
    head: {
      ref: head ?? 'feature',
      repoFullName: headRepo === undefined ? 'octo/dates' : headRepo,
      ...(headSha ? { sha: headSha } : {})
    },
    base: { ref: base ?? 'main', ...(baseSha ? { sha: baseSha } : {}) },
    ...rest
  }
}

export interface CommentFields extends Partial<
  Omit<FakeComment, 'user' | 'issue_number'>
> {
  author?: string | FakeUser
  /** The issue it is on; 7 when unset. */
  issue?: number
}

let nextCommentId = 5000

export function comment(fields: CommentFields = {}): FakeComment {
  const { author, issue: number = 7, ...rest } = fields
  const id = fields.id ?? nextCommentId++
  return {
    id,
    issue_number: number,
    body: '@agent fix it',
    user: who(author),
    created_at: '2026-01-01T00:00:00Z',
    html_url: `https://github.test/octo/dates/issues/${number}#issuecomment-${id}`,
    ...rest
  }
}

export interface ReviewCommentFields extends Partial<
  Omit<FakeReviewComment, 'user' | 'pull_number'>
> {
  author?: string | FakeUser
  /** The pull request it is on; 8 when unset. */
  pull?: number
}

export function reviewComment(
  fields: ReviewCommentFields = {}
): FakeReviewComment {
  const { author, pull: number = 8, ...rest } = fields
  const id = fields.id ?? nextCommentId++
  return {
    id,
    pull_number: number,
    body: 'Please rename this.',
    user: who(author, 'bob'),
    path: 'src/a.js',
    line: 1,
    html_url: `https://github.test/octo/dates/pull/${number}#discussion_r${id}`,
    created_at: '2026-01-01T00:00:00Z',
    ...rest
  }
}

/** Files an issue. */
export function addIssue(world: WorldState, fields: IssueFields = {}) {
  const value = issue(fields)
  world.issues.set(value.number, value)
  return value
}

/** Files a pull request, and the issue every pull request also is. */
export function addPull(world: WorldState, fields: PullFields = {}) {
  const value = pull(fields)
  world.pulls.set(value.number, value)
  world.issues.set(value.number, {
    number: value.number,
    title: value.title,
    body: value.body,
    user: value.user,
    pull_request: { url: 'x' }
  })
  return value
}

export function addComments(world: WorldState, ...fields: CommentFields[]) {
  const values = fields.map(comment)
  world.comments.push(...values)
  return values
}

export function addReviewComments(
  world: WorldState,
  ...fields: ReviewCommentFields[]
) {
  const values = fields.map(reviewComment)
  world.reviewComments.push(...values)
  return values
}

/** Gives each login its permission: `permit(world, { alice: 'write' })`. */
export function permit(world: WorldState, permissions: Record<string, string>) {
  Object.assign(world.permissions, permissions)
}
