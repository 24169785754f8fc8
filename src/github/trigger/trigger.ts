import type { Verb } from '../../shared/index.js'
import type { CommentKind } from '../types.js'
import type { WebhookPayload } from '../api/index.js'
import { authorProblem, type PayloadUser } from './trigger-author.js'
import { fromAssignment, fromLabel } from './trigger-label.js'
import { matchTrigger, parseVerb } from './trigger-text.js'

export { matchTrigger, parseVerb }
export { OWN_MARKER } from './trigger-author.js'

/**
 * Event payload -> run or skip (items 1 to 3 of docs/security.md). Pure and
 * fast: a skip makes no network call at all. Whether the requester may run
 * is decided afterwards, with the permission API, in `run/trust/trust.ts`.
 */

/** Events the action handles without a `prompt` input. */
export const SUPPORTED_EVENTS = [
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'issues',
  'schedule',
  'workflow_dispatch'
]

/** The triggering comment, for the 👀 reaction. */
export interface TriggerComment {
  id: number
  kind: CommentKind
  htmlUrl: string
}

/** A run the event asks for (before or after the permission check). */
export interface RunRequest {
  kind: 'run'
  event: string
  verb: Verb
  /** The instruction: text after the trigger and verb, or the prompt input. */
  instruction: string
  /** Login of the person who asked; null for schedule, dispatch and prompt runs. */
  requester: string | null
  /** Numeric id of the requester, for the Co-authored-by trailer. */
  requesterId: number | null
  /** True when the requester is a bot listed in `allowed-bots`. */
  requesterIsBot: boolean
  /** The issue or pull request the run is about, if any. */
  issueNumber: number | null
  isPullRequest: boolean
  comment: TriggerComment | null
  /**
   * True when the workspace may hold untrusted code next to secrets
   * (`pull_request_target`, `workflow_run`): no commands, no push.
   */
  untrustedCheckout?: boolean
  /** For review comments: the file, line and hunk commented on. */
  reviewComment?: ReviewCommentContext
  /**
   * For review comments: the thread to answer in. `commentId` is the
   * thread's first comment (GitHub takes no reply to a reply).
   */
  replyTo?: { pullNumber: number; commentId: number }
  /** Link to where the request was made, when it is not a comment (a review). */
  requestUrl?: string
  /**
   * The issue or pull request itself is the request (a label or assignment
   * run without `prompt`): its title, not the instruction, names the change.
   */
  subjectIsRequest?: boolean
  /**
   * With `subjectIsRequest`: the title and body of the issue or pull
   * request as the event's payload gave them, the text the sender saw and
   * approved by labeling or assigning. Its author may edit it before the
   * run reads it, so the run compares: another text is refused
   * (`run/trust/approval.ts`), and the task quotes this copy.
   */
  approvedSubject?: ApprovedSubject
}

/** The issue or pull request as a label or assignment approved it. */
export interface ApprovedSubject {
  title: string
  body: string
  /** How it was approved, e.g. `adding the label "agent"`. */
  approvedBy: string
  /** How to approve the current text, e.g. `remove the label "agent" and add it again`. */
  renew: string
}

/** A review comment's place in the diff, and what it says. */
export interface ReviewCommentContext {
  path: string
  line: number | null
  diffHunk: string
  body: string
  author: string
}

/** Nothing to do: no model call and no write to GitHub. */
export interface Skip {
  kind: 'skip'
  reason: string
}

export type TriggerDecision = RunRequest | Skip

/** What the trigger stage needs from the settings. */
export interface TriggerSettings {
  trigger: string
  prompt: string
  allowedBots: string[]
  /** The `verb` input: what a prompt run does. Default `fix`. */
  verb?: Verb
  /** The `label` input: adding it starts a run. Empty or unset: off. */
  label?: string
  /** The `assignee` input: assigning it starts a run. Empty or unset: off. */
  assignee?: string
}

/** `pull_request` actions that start a prompt run. */
export const PULL_REQUEST_ACTIONS = ['opened', 'synchronize', 'reopened']

/** The runner event: name and payload (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH). */
export interface RunnerEvent {
  name: string
  payload: WebhookPayload
}

/**
 * Events whose checkout may hold code from a fork while secrets are around
 * (docs/security.md item 15): runs from them are read-only (no bash, no push).
 */
export const UNTRUSTED_CHECKOUT_EVENTS = ['pull_request_target', 'workflow_run']

/** Logins the action writes as by default (the workflow token). */
export const DEFAULT_OWN_LOGINS = ['github-actions[bot]']

const skip = (reason: string): Skip => ({ kind: 'skip', reason })

/** A run asked for by `user` with the text after the trigger. */
function requestFrom(
  event: RunnerEvent,
  afterTrigger: string,
  user: PayloadUser,
  settings: TriggerSettings,
  place: Pick<
    RunRequest,
    'issueNumber' | 'isPullRequest' | 'comment' | 'reviewComment'
  >
): RunRequest {
  const { verb, instruction } = parseVerb(afterTrigger)
  return {
    kind: 'run',
    event: event.name,
    verb,
    instruction,
    requester: user.login ?? null,
    requesterId: user.id ?? null,
    requesterIsBot: settings.allowedBots.includes(user.login ?? ''),
    ...place
  }
}

function fromComment(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[],
  shape: { issueNumber: number; isPullRequest: boolean; kind: CommentKind }
): RunRequest | Skip {
  const { payload } = event
  const comment: Partial<NonNullable<WebhookPayload['comment']>> =
    payload.comment ?? {}
  const body = String(comment.body ?? '')
  if (payload.action !== 'created') {
    return skip(
      `the comment was ${payload.action ?? 'changed'}, not created; only new comments start a run`
    )
  }
  const rest = matchTrigger(body, settings.trigger)
  if (rest === null)
    return skip(`the comment does not start with ${settings.trigger}`)
  const problem = authorProblem(comment.user, body, settings, ownLogins)
  if (problem) return skip(problem)
  const user = comment.user as PayloadUser
  return requestFrom(event, rest, user, settings, {
    issueNumber: shape.issueNumber,
    isPullRequest: shape.isPullRequest,
    comment: {
      id: Number(comment.id),
      kind: shape.kind,
      htmlUrl: String(comment.html_url ?? '')
    },
    ...(shape.kind === 'review'
      ? {
          replyTo: {
            pullNumber: shape.issueNumber,
            commentId: Number(comment.in_reply_to_id ?? comment.id)
          },
          reviewComment: {
            path: String(comment.path ?? ''),
            line:
              typeof comment.line === 'number'
                ? comment.line
                : (comment.original_line ?? null),
            diffHunk: String(comment.diff_hunk ?? ''),
            body,
            author: user.login ?? ''
          }
        }
      : {})
  })
}

function fromPrompt(
  event: RunnerEvent,
  prompt: string,
  verb: Verb = 'fix'
): RunRequest {
  return {
    kind: 'run',
    event: event.name,
    verb,
    instruction: prompt,
    requester: null,
    requesterId: null,
    requesterIsBot: false,
    issueNumber: null,
    isPullRequest: false,
    comment: null
  }
}

/**
 * The pure stage: which run the event asks for, or why there is none.
 * Makes no network call.
 */
export function parseTrigger(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[] = DEFAULT_OWN_LOGINS
): RunRequest | Skip {
  const { payload } = event
  switch (event.name) {
    case 'issue_comment':
      return fromComment(event, settings, ownLogins, {
        issueNumber: Number(payload.issue?.number),
        isPullRequest: Boolean(payload.issue?.pull_request),
        kind: 'issue'
      })
    case 'pull_request_review_comment':
      return fromComment(event, settings, ownLogins, {
        issueNumber: Number(payload.pull_request?.number),
        isPullRequest: true,
        kind: 'review'
      })
    case 'issues': {
      if (payload.action === 'labeled')
        return fromLabel(event, settings, ownLogins)
      if (payload.action === 'assigned')
        return fromAssignment(event, settings, ownLogins)
      if (payload.action !== 'opened') {
        return skip(
          `the issue was ${payload.action ?? 'changed'}; only newly opened issues start a run`
        )
      }
      const issue: Partial<NonNullable<WebhookPayload['issue']>> =
        payload.issue ?? {}
      const body = String(issue.body ?? '')
      const line = body
        .split('\n')
        .find((text) => matchTrigger(text, settings.trigger) !== null)
      if (line === undefined)
        return skip(
          `the issue body has no line starting with ${settings.trigger}`
        )
      const problem = authorProblem(
        issue.user,
        body,
        settings,
        ownLogins,
        'issue'
      )
      if (problem) return skip(problem)
      return requestFrom(
        event,
        matchTrigger(line, settings.trigger) ?? '',
        issue.user as PayloadUser,
        settings,
        {
          issueNumber: Number(issue.number),
          isPullRequest: false,
          comment: null
        }
      )
    }
    case 'schedule':
    case 'workflow_dispatch': {
      const prompt =
        settings.prompt || String(payload?.inputs?.prompt ?? '').trim()
      if (!prompt) {
        return skip(
          `a ${event.name} run needs an instruction: set the prompt input of the action`
        )
      }
      return fromPrompt(event, prompt, settings.verb)
    }
    case 'pull_request_review':
      return fromReview(event, settings, ownLogins)
    default:
      if (
        event.name === 'pull_request' &&
        payload.action === 'labeled' &&
        settings.label
      )
        return fromLabel(event, settings, ownLogins)
      if (event.name === 'pull_request' && settings.prompt)
        return fromPullRequest(event, settings, ownLogins)
      if (settings.prompt) {
        return {
          ...fromPrompt(event, settings.prompt, settings.verb),
          untrustedCheckout: UNTRUSTED_CHECKOUT_EVENTS.includes(event.name)
        }
      }
      return skip(
        `the ${event.name} event is not supported without a prompt input; supported events: ${SUPPORTED_EVENTS.join(', ')} (or any event with the prompt input set)`
      )
  }
}

/**
 * A `pull_request` run through the `prompt` input: as if the prompt were a
 * comment on that pull request, by the workflow (no requester to check).
 * Whether its code is trusted is the plan's decision: a fork's is not.
 */
function fromPullRequest(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): RunRequest | Skip {
  const { payload } = event
  if (!PULL_REQUEST_ACTIONS.includes(String(payload.action))) {
    return skip(
      `the pull request was ${payload.action ?? 'changed'}; prompt runs start when one is ${PULL_REQUEST_ACTIONS.join(', ')}`
    )
  }
  const number = Number(payload.pull_request?.number)
  if (!Number.isSafeInteger(number) || number <= 0)
    return skip('the pull_request event names no pull request')
  // The action's own push (with an App token or a PAT, which do start
  // workflows) must not start the next run: no loop of fixes.
  const sender = (payload.sender ?? {}) as PayloadUser
  if (sender.login) {
    const problem = authorProblem(sender, '', settings, ownLogins, 'event')
    if (problem) return skip(problem)
  }
  return {
    ...fromPrompt(event, settings.prompt, settings.verb),
    issueNumber: number,
    isPullRequest: true
  }
}

/**
 * A submitted review whose body starts with the trigger: a comment on that
 * pull request by the review's author, permission-checked like one. The
 * review's state (approved, changes requested) does not matter. Reviews
 * take no reactions, so there is no 👀.
 */
function fromReview(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): RunRequest | Skip {
  const { payload } = event
  if (payload.action !== 'submitted') {
    return skip(
      `the review was ${payload.action ?? 'changed'}, not submitted; only submitted reviews start a run`
    )
  }
  const review = (payload.review ?? {}) as {
    body?: string | null
    user?: PayloadUser
    html_url?: string
  }
  const body = String(review.body ?? '')
  const rest = matchTrigger(body, settings.trigger)
  if (rest === null)
    return skip(`the review does not start with ${settings.trigger}`)
  const problem = authorProblem(review.user, body, settings, ownLogins)
  if (problem) return skip(problem)
  return {
    ...requestFrom(event, rest, review.user as PayloadUser, settings, {
      issueNumber: Number(payload.pull_request?.number),
      isPullRequest: true,
      comment: null
    }),
    ...(review.html_url ? { requestUrl: String(review.html_url) } : {})
  }
}
