/**
 * One GitHub for every test: the state of one repository (issues, pull
 * requests, comments, review threads, reviews, reactions, permissions, the
 * login the token acts as, and its refs) and the rules GitHub applies to a
 * write (404 and 422 with GitHub's messages). Two adapters serve it:
 * `http.ts` over loopback REST (the e2e tests, the bundle) and `memory.ts`
 * as an in-process GitHubClient (stage tests). A test arranges the world
 * with the builders of `../github-builders.ts` and asserts on it, whichever
 * adapter the code under test talks to.
 *
 * Objects are stored in GitHub's REST shape (snake_case, `user` objects), so
 * the HTTP adapter answers them as they are.
 */
import type { GitHubClient, PullFile } from '../../src/github/types.js'
import type { WorldRefs } from './refs.js'
import { type ActionsWorld, createActionsWorld } from './actions-world.js'

export interface FakeUser {
  login: string
  id: number
  type: 'User' | 'Bot'
}

export interface FakeComment {
  id: number
  issue_number: number
  body: string
  user: FakeUser
  created_at: string
  html_url: string
}

/** An inline comment of a pull request's review (a thread's first comment or a reply). */
export interface FakeReviewComment {
  id: number
  pull_number: number
  body: string
  user: FakeUser
  path: string
  line: number | null
  /** Set on replies: the thread's first comment. */
  in_reply_to_id?: number
  html_url: string
  /** GitHub sets it on every comment; tests may leave it out. */
  created_at?: string
  /** null on an outdated comment (as `line`). */
  position?: number | null
  /** On a thread's first comment: the thread is resolved (GraphQL `isResolved`). */
  resolved?: boolean
}

export interface FakeIssue {
  number: number
  title: string
  body: string
  user: FakeUser
  pull_request?: { url: string }
  /** Where GitHub shows it; `<htmlBase>/issues/<number>` when unset. */
  html_url?: string
  /** Its labels' names; unset: none. */
  labels?: string[]
  /** Unset: open. */
  state?: 'open' | 'closed'
}

/** A label of the repository. */
interface FakeLabel {
  name: string
  description: string | null
  color: string
}

export interface FakePull {
  number: number
  title: string
  body: string
  user: FakeUser
  draft: boolean
  state: 'open' | 'closed'
  /** `repoFullName` null: the fork was deleted. `sha` unset: read from the refs. */
  head: { ref: string; repoFullName: string | null; sha?: string }
  base: { ref: string; sha?: string }
  /** Logins asked to review (`POST …/requested_reviewers`). */
  requestedReviewers?: string[]
  /** The changed files; unset: the diff of the refs. */
  files?: PullFile[]
}

export interface FakeReview {
  /** Set by an adapter's write; a test's review may leave it out. */
  id?: number
  /** Who posted it; unset: the viewer. */
  user?: FakeUser
  pull: number
  commit_id: string
  body: string
  event: string
  comments: {
    path: string
    line: number
    side?: string
    start_line?: number
    start_side?: string
    body: string
  }[]
}

interface FakeReaction {
  id: number
  commentId: number
  kind: 'issue' | 'review'
  content: string
}

/** The collections both test GitHubs (in memory and over HTTP) expose. */
export type WorldCollections = Pick<
  GitHubWorld,
  | 'permissions'
  | 'issues'
  | 'comments'
  | 'reviewComments'
  | 'pulls'
  | 'reviews'
  | 'reactions'
  | 'viewer'
>

/** How a world's client answers a call: recorded, then `compute`d in turn. */
export type Answer = <T>(
  method: keyof GitHubClient,
  route: string,
  args: unknown[],
  compute: () => T
) => Promise<T>

export interface GitHubWorld {
  owner: string
  repo: string
  defaultBranch: string
  /** The repository's web address (`<server>/<owner>/<repo>`). */
  htmlBase: string
  /**
   * Who the token acts as: the GraphQL `viewer` and the author of every
   * comment, reply and pull request written through an adapter. Default
   * `github-actions[bot]` (the workflow's token); a PAT's is a user.
   */
  viewer: { login: string }
  permissions: Record<string, string>
  issues: Map<number, FakeIssue>
  comments: FakeComment[]
  /** Review comments; replies written through an adapter land here too. */
  reviewComments: FakeReviewComment[]
  pulls: Map<number, FakePull>
  reviews: FakeReview[]
  /** Review threads resolved through GraphQL, by node id, in order. */
  resolvedThreads: string[]
  reactions: FakeReaction[]
  /** Review requests made, in order. */
  reviewRequests: { pull: number; logins: string[] }[]
  /** The repository's labels (labels.ts); adding an unknown one to an issue creates it, as GitHub does. */
  labels: FakeLabel[]
  /** Every body of each comment or review comment written through an adapter, by id. */
  bodies: Map<number, string[]>
  /** Where file contents, shas and diffs come from. */
  refs: WorldRefs
  /** Check runs, workflow runs, jobs and their logs (actions-world.ts). */
  actions: ActionsWorld
  /** The number of the first pull request opened when no issue or pull is above it. */
  firstPullNumber: number
  nextId(): number
}

interface WorldOptions {
  owner?: string
  repo?: string
  defaultBranch?: string
  htmlBase?: string
  refs: WorldRefs
  firstPullNumber?: number
}

export function createWorld(options: WorldOptions): GitHubWorld {
  let counter = 1000
  const owner = options.owner ?? 'octo'
  const repo = options.repo ?? 'dates'
  return {
    owner,
    repo,
    defaultBranch: options.defaultBranch ?? 'main',
    htmlBase: options.htmlBase ?? `https://github.test/${owner}/${repo}`,
    viewer: { login: 'github-actions[bot]' },
    permissions: {},
    issues: new Map(),
    comments: [],
    reviewComments: [],
    pulls: new Map(),
    reviews: [],
    resolvedThreads: [],
    reactions: [],
    reviewRequests: [],
    labels: [],
    bodies: new Map(),
    refs: options.refs,
    actions: createActionsWorld(),
    firstPullNumber: options.firstPullNumber ?? 1,
    nextId: () => counter++
  }
}

/** A user object as GitHub gives it: `[bot]` logins are of type Bot. */
export function fakeUser(login: string): FakeUser {
  return { login, id: 1, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
}

export const issueUrl = (world: GitHubWorld, issue: FakeIssue) =>
  issue.html_url ?? `${world.htmlBase}/issues/${issue.number}`

export const pullUrl = (world: GitHubWorld, number: number) =>
  `${world.htmlBase}/pull/${number}`

/** The ref of a pull request's head: a fork's lives only at refs/pull/<n>/head. */
function headRefOf(world: GitHubWorld, pull: FakePull): string {
  return pull.head.repoFullName === `${world.owner}/${world.repo}`
    ? `refs/heads/${pull.head.ref}`
    : `refs/pull/${pull.number}/head`
}

export function pullShas(world: GitHubWorld, pull: FakePull) {
  const zero = '0'.repeat(40)
  return {
    head: pull.head.sha ?? world.refs.sha(headRefOf(world, pull)) ?? zero,
    base: pull.base.sha ?? world.refs.sha(`refs/heads/${pull.base.ref}`) ?? zero
  }
}

export function pullFiles(world: GitHubWorld, pull: FakePull): PullFile[] {
  return (
    pull.files ??
    world.refs.diff(`refs/heads/${pull.base.ref}`, headRefOf(world, pull))
  )
}

/** Records a body an adapter wrote for comment `id`. */
export function recordBody(world: GitHubWorld, id: number, body: string) {
  world.bodies.set(id, [...(world.bodies.get(id) ?? []), body])
}
