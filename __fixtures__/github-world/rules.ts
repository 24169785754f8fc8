/**
 * The writes (and strict reads) of a GitHub world, with GitHub's rules:
 * each throws a `Refused` with GitHub's status, message and errors where
 * GitHub would refuse. Both adapters call these, so the HTTP and the
 * in-memory GitHub agree on what is allowed and on what it leaves behind.
 */
import {
  commentableHunks,
  commentableRange
} from '../../src/github/publish/diff-lines.js'
import {
  type FakeComment,
  type FakePull,
  type FakeReview,
  type FakeReviewComment,
  type GitHubWorld,
  fakeUser,
  pullFiles,
  pullUrl,
  recordBody
} from './world.js'

/** GitHub's answer instead of the write. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[]
  ) {
    super(message)
  }
}

const MAX_BODY = 65_536
const REACTIONS = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes'
]

export const notFound = () => new Refused(404, 'Not Found')
const invalid = (message = 'Validation Failed', errors?: unknown[]) =>
  new Refused(422, message, errors)

function need<T>(value: T | undefined): T {
  if (value === undefined) throw notFound()
  return value
}

export const findIssue = (world: GitHubWorld, number: number) =>
  need(world.issues.get(number))

export const findPull = (world: GitHubWorld, number: number) =>
  need(world.pulls.get(number))

export function issueComments(world: GitHubWorld, number: number) {
  findIssue(world, number)
  return world.comments.filter((comment) => comment.issue_number === number)
}

/** A pull request's review comments, oldest first (by id), as GitHub lists them. */
export function pullReviewComments(world: GitHubWorld, number: number) {
  findPull(world, number)
  return world.reviewComments
    .filter((comment) => comment.pull_number === number)
    .sort((a, b) => a.id - b.id)
}

export function addReaction(
  world: GitHubWorld,
  commentId: number,
  kind: 'issue' | 'review',
  content: string
) {
  // Ids from 90000 are comments the events of a test name but do not arrange.
  if (
    kind === 'issue' &&
    !world.comments.some((comment) => comment.id === commentId) &&
    commentId < 90_000
  )
    throw notFound()
  if (!REACTIONS.includes(content)) throw invalid()
  const reaction = { id: world.nextId(), commentId, kind, content }
  world.reactions.push(reaction)
  return reaction
}

export function deleteReaction(
  world: GitHubWorld,
  commentId: number,
  reactionId: number
) {
  const at = world.reactions.findIndex(
    (reaction) => reaction.commentId === commentId && reaction.id === reactionId
  )
  if (at < 0) throw notFound()
  world.reactions.splice(at, 1)
}

function checkBody(body: unknown, tooLong?: unknown[]): string {
  if (typeof body !== 'string' || body.length === 0) throw invalid()
  if (body.length > MAX_BODY) throw invalid('Validation Failed', tooLong)
  return body
}

export function createComment(
  world: GitHubWorld,
  issueNumber: number,
  body: unknown
): FakeComment {
  findIssue(world, issueNumber)
  const text = checkBody(body, [
    {
      resource: 'IssueComment',
      code: 'custom',
      field: 'body',
      message: 'body is too long (maximum is 65536 characters)'
    }
  ])
  const id = world.nextId()
  const comment: FakeComment = {
    id,
    issue_number: issueNumber,
    body: text,
    user: fakeUser(world.viewer.login),
    created_at: new Date().toISOString(),
    html_url: `${world.htmlBase}/issues/${issueNumber}#issuecomment-${id}`
  }
  world.comments.push(comment)
  recordBody(world, id, text)
  return comment
}

export function updateComment(world: GitHubWorld, id: number, body: unknown) {
  const comment = need(world.comments.find((item) => item.id === id))
  if (typeof body !== 'string' || body.length > MAX_BODY) throw invalid()
  comment.body = body
  recordBody(world, id, body)
  return comment
}

export function replyToReviewComment(
  world: GitHubWorld,
  pullNumber: number,
  commentId: number,
  body: unknown
): FakeReviewComment {
  const target = world.reviewComments.find(
    (item) => item.id === commentId && item.pull_number === pullNumber
  )
  if (!world.pulls.has(pullNumber) || !target) throw notFound()
  // GitHub: "Replies to replies are not supported."
  if (target.in_reply_to_id !== undefined)
    throw invalid('Validation Failed', [
      { resource: 'PullRequestReviewComment', code: 'invalid' }
    ])
  const text = checkBody(body)
  const id = world.nextId()
  const reply: FakeReviewComment = {
    id,
    pull_number: pullNumber,
    body: text,
    user: fakeUser(world.viewer.login),
    path: target.path,
    line: target.line,
    in_reply_to_id: target.id,
    html_url: `${pullUrl(world, pullNumber)}#discussion_r${id}`,
    created_at: new Date().toISOString()
  }
  world.reviewComments.push(reply)
  recordBody(world, id, text)
  return reply
}

export function updateReviewComment(
  world: GitHubWorld,
  id: number,
  body: unknown
) {
  const comment = need(world.reviewComments.find((item) => item.id === id))
  comment.body = checkBody(body)
  recordBody(world, id, comment.body)
  return comment
}

/** Open pull requests, optionally of one head branch. */
export function openPulls(world: GitHubWorld, state = 'open', head?: string) {
  return [...world.pulls.values()].filter(
    (pull) => pull.state === state && (!head || pull.head.ref === head)
  )
}

export function createPull(
  world: GitHubWorld,
  input: { head?: unknown; base?: unknown; title?: unknown; body?: unknown } & {
    draft?: unknown
  }
): FakePull {
  const head = String(input.head ?? '')
  const headRef = head.includes(':') ? head.split(':')[1] : head
  if (!input.title || !headRef || !input.base)
    throw invalid('Validation Failed', [
      { resource: 'PullRequest', code: 'missing_field' }
    ])
  if (!world.refs.hasBranch(headRef))
    throw invalid('Validation Failed', [
      { resource: 'PullRequest', field: 'head', code: 'invalid' }
    ])
  if (openPulls(world, 'open', headRef).length > 0)
    throw invalid('Validation Failed', [
      {
        resource: 'PullRequest',
        code: 'custom',
        message: `A pull request already exists for ${world.owner}:${headRef}.`
      }
    ])
  const number =
    Math.max(
      world.firstPullNumber - 1,
      ...world.issues.keys(),
      ...world.pulls.keys()
    ) + 1
  const pull: FakePull = {
    number,
    title: String(input.title),
    body: typeof input.body === 'string' ? input.body : '',
    user: fakeUser(world.viewer.login),
    draft: Boolean(input.draft),
    state: 'open',
    head: { ref: headRef, repoFullName: `${world.owner}/${world.repo}` },
    base: { ref: String(input.base) }
  }
  world.pulls.set(number, pull)
  world.issues.set(number, {
    number,
    title: pull.title,
    body: pull.body,
    user: pull.user,
    pull_request: { url: '' }
  })
  return pull
}

export function updatePull(
  world: GitHubWorld,
  number: number,
  input: { title?: unknown; body?: unknown }
) {
  const pull = findPull(world, number)
  if (typeof input.title === 'string') pull.title = input.title
  if (typeof input.body === 'string') pull.body = input.body
  return pull
}

type ReviewInput = Omit<FakeReview, 'pull' | 'event'> & { event?: string }

/** Every inline comment must sit on a line (and a range in one hunk) of the diff. */
function checkReviewComments(
  world: GitHubWorld,
  pull: FakePull,
  comments: FakeReview['comments']
) {
  const files = pullFiles(world, pull)
  const refuse = (message: string) => invalid('Unprocessable Entity', [message])
  for (const comment of comments) {
    const file = files.find((item) => item.filename === comment.path)
    if (!file?.patch || !commentableHunks(file.patch).has(comment.line))
      throw refuse('Pull request review thread line must be part of the diff')
    if (comment.start_line === undefined) continue
    if (
      !Number.isInteger(comment.start_line) ||
      comment.start_line >= comment.line
    )
      throw refuse('start_line must precede the end line.')
    const hunks = commentableHunks(file.patch)
    if (!commentableRange(hunks, comment.start_line, comment.line))
      throw refuse(
        'Pull request review thread start line must be part of the same hunk as the line.'
      )
    if ((comment.start_side ?? comment.side) !== (comment.side ?? 'RIGHT'))
      throw refuse('start_side must match side for a range on one side.')
  }
}

export function createReview(
  world: GitHubWorld,
  number: number,
  input: ReviewInput
) {
  const pull = findPull(world, number)
  const comments = input.comments ?? []
  checkReviewComments(world, pull, comments)
  const id = world.nextId()
  world.reviews.push({
    id,
    user: fakeUser(world.viewer.login),
    pull: pull.number,
    commit_id: input.commit_id,
    body: input.body,
    event: input.event ?? 'COMMENT',
    comments
  })
  // Each inline comment starts a review thread, as on GitHub.
  for (const comment of comments) {
    const commentId = world.nextId()
    world.reviewComments.push({
      id: commentId,
      pull_number: pull.number,
      body: comment.body,
      user: fakeUser(world.viewer.login),
      path: comment.path,
      line: comment.line,
      html_url: `${pullUrl(world, pull.number)}#discussion_r${commentId}`,
      created_at: new Date().toISOString()
    })
  }
  return {
    id,
    html_url: `${pullUrl(world, pull.number)}#pullrequestreview-${id}`
  }
}

export function requestReviewers(
  world: GitHubWorld,
  number: number,
  logins: unknown
) {
  const pull = findPull(world, number)
  if (
    !Array.isArray(logins) ||
    logins.some((login) => typeof login !== 'string')
  )
    throw invalid()
  if (logins.includes(pull.user.login))
    throw invalid('Review cannot be requested from pull request author.')
  if (logins.some((login) => !world.permissions[login]))
    throw invalid(
      'Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the repository.'
    )
  pull.requestedReviewers = [
    ...new Set([...(pull.requestedReviewers ?? []), ...logins])
  ]
  world.reviewRequests.push({ pull: number, logins: [...logins] })
  return pull
}
