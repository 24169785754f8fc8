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
type WorldState = Pick<
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

function issue(fields: IssueFields = {}): FakeIssue {
  const { author, ...rest } = fields
  return {
    number: 7,
    title: 'Dates are off by one month',
    body: 'formatDate prints 2026-10-30 for November 30.',
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

/** A pull request: #3, `feature` of octo/dates onto main, by alice; `fields` over that. */
export function pull(fields: PullFields = {}): FakePull {
  const { author, head, headRepo, headSha, base, baseSha, ...rest } = fields
  const number = fields.number ?? 3
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

interface CommentFields extends Partial<
  Omit<FakeComment, 'user' | 'issue_number'>
> {
  author?: string | FakeUser
  /** The issue it is on; 7 when unset. */
  issue?: number
}

/** A comment; by default alice's `/agent fix the month` (5001) on issue 7. */
export function comment(fields: CommentFields = {}): FakeComment {
  const { author, issue: number = 7, ...rest } = fields
  return {
    id: 5001,
    issue_number: number,
    body: '/agent fix the month',
    user: who(author),
    created_at: '2026-11-30T00:00:00Z',
    html_url: 'x',
    ...rest
  }
}

export interface ReviewCommentFields extends Partial<
  Omit<FakeReviewComment, 'user' | 'pull_number'>
> {
  author?: string | FakeUser
  /** The pull request it is on; 4 when unset. */
  pull?: number
}

/** A review comment; by default alice's (91001) on line 1 of src/extra.js in pull request 4. */
export function reviewComment(
  fields: ReviewCommentFields = {}
): FakeReviewComment {
  const { author, pull: number = 4, ...rest } = fields
  return {
    id: 91001,
    pull_number: number,
    body: '/agent fix the month while you are here',
    user: who(author),
    path: 'src/extra.js',
    line: 1,
    html_url: 'x',
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
