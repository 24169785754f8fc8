/**
 * What an event asks for: a run request, one case per kind of trigger
 * (the tagged union `RunRequest`, told apart by `source`), or a skip. What
 * only some triggers have lives on their case, never as an optional field
 * of every request. The stages switch on `source` with an
 * {@link unhandledSource} default, so a new kind does not compile until
 * each of them has decided what it means for it. Pure.
 */
import type { Verb } from '../../shared/index.js'
import type { CommentKind } from '../types.js'
import type { WebhookPayload } from '../api/index.js'

/** The runner event: name and payload (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH). */
export interface RunnerEvent {
  name: string
  payload: WebhookPayload
}

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
  /**
   * `GITHUB_WORKFLOW_REF` of this run (`owner/repo/<path>@<ref>`): a failed
   * run of this very workflow never starts a fix (docs/security.md item 15).
   */
  workflowRef?: string
}

/** What every run request has, whatever asked for it. */
interface RequestBase {
  kind: 'run'
  /** The runner event's name (`issue_comment`, `schedule`, …). */
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
}

/** The fields of a request that say who asked for what. */
export type Asked = Pick<
  RequestBase,
  | 'kind'
  | 'event'
  | 'verb'
  | 'instruction'
  | 'requester'
  | 'requesterId'
  | 'requesterIsBot'
>

/** The triggering comment, for the 👀 reaction. */
export interface TriggerComment {
  id: number
  kind: CommentKind
  htmlUrl: string
}

/** `issue_comment`: a new comment starting with the trigger. */
export interface IssueCommentRequest extends RequestBase {
  source: 'issue-comment'
  comment: TriggerComment
}

/** A review comment's place in the diff, and what it says. */
export interface ReviewCommentContext {
  path: string
  line: number | null
  diffHunk: string
  body: string
  author: string
}

/** `pull_request_review_comment`: a new review comment starting with the trigger. */
export interface ReviewCommentRequest extends RequestBase {
  source: 'review-comment'
  comment: TriggerComment
  /** The file, line and hunk commented on. */
  reviewComment: ReviewCommentContext
  /**
   * The thread to answer in. `commentId` is the thread's first comment
   * (GitHub takes no reply to a reply).
   */
  thread: { pullNumber: number; commentId: number }
}

/** `pull_request_review`: a submitted review whose body starts with the trigger. */
export interface ReviewRequest extends RequestBase {
  source: 'review'
  /** Link to the review, where the request was made; null when the payload has none. */
  reviewUrl: string | null
}

/** `issues` `opened`: a line of the body starts with the trigger. */
export interface OpenedIssueRequest extends RequestBase {
  source: 'opened-issue'
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

/**
 * `issues` / `pull_request` `labeled` with the `label` input, `issues`
 * `assigned` to the `assignee` input: the event's sender asks.
 */
export interface SenderRequest extends RequestBase {
  source: 'label' | 'assignment'
  /** Link to the issue or pull request; null when the payload has none. */
  subjectUrl: string | null
  /**
   * Without the `prompt` input the issue or pull request itself is the
   * request (its title, not the instruction, names the change): its title
   * and body as the event's payload gave them, the text the sender saw and
   * approved by labeling or assigning. Its author may edit it before the
   * run reads it, so the run compares: another text is refused
   * (`run/trust/approval.ts`), and the task quotes this copy. Null when
   * the prompt is the request.
   */
  approvedSubject: ApprovedSubject | null
}

/**
 * `pull_request` (`opened`, `synchronize`, `reopened`) with the `prompt`
 * input: as if the prompt were a comment on it, by the workflow.
 */
export interface PullRequestRequest extends RequestBase {
  source: 'pull-request'
}

/** `schedule`, `workflow_dispatch`, or any other event with the `prompt` input. */
export interface PromptRequest extends RequestBase {
  source: 'prompt'
  /**
   * True when the workspace may hold untrusted code next to secrets
   * (`pull_request_target`, `workflow_run`): no commands, no push.
   */
  untrustedCheckout: boolean
}

/** The failed workflow run a `workflow_run` fix is about, from the payload. */
export interface FailedRun {
  /** The failed run's id (`workflow_run.id`): the `ci-<id>` branch, and where its jobs are read. */
  id: number
  /** The workflow's name (`CI`). */
  name: string
  /** The workflow file, `.github/workflows/ci.yml`. */
  path: string
  htmlUrl: string
  /** The commit CI failed on: the fix goes on it, and only while the branch points at it. */
  headSha: string
  headBranch: string
  /** The run's attempt (a re-run is 2, …). */
  attempt: number
}

/**
 * `workflow_run` `completed` with conclusion `failure` on a same-repository
 * head: a fix of what failed. `issueNumber` is the head branch's open pull
 * request when the payload names one (the load stage looks it up by branch
 * otherwise: `run/trust/ci-gate.ts`).
 */
export interface WorkflowRunRequest extends RequestBase {
  source: 'workflow-run'
  failedRun: FailedRun
}

/** A run the event asks for (before or after the permission check). */
export type RunRequest =
  | IssueCommentRequest
  | ReviewCommentRequest
  | ReviewRequest
  | OpenedIssueRequest
  | SenderRequest
  | PullRequestRequest
  | PromptRequest
  | WorkflowRunRequest

/** Nothing to do: no model call and no write to GitHub. */
export interface Skip {
  kind: 'skip'
  reason: string
  /**
   * Skipped because of how the workflow is set up (a scheduled run without
   * `prompt`), not because of what the event said: a warning in the log
   * (docs/contract.md).
   */
  configuration?: true
}

export type TriggerDecision = RunRequest | Skip

/**
 * Reads one event (a row of the table in `trigger.ts`). Null: the event,
 * as it came, is none of this handler's triggers, so it counts as any
 * other event (a prompt run, or unsupported).
 */
export type TriggerHandler = (
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
) => TriggerDecision | null

export const skip = (reason: string): Skip => ({ kind: 'skip', reason })

/** A skip the workflow's configuration causes (`Skip.configuration`). */
export const configurationSkip = (reason: string): Skip => ({
  kind: 'skip',
  reason,
  configuration: true
})

/** The default of a switch on `source` that handled every kind. */
export function unhandledSource(request: never): never {
  throw new Error(
    `no case for the run request ${JSON.stringify((request as { source?: unknown }).source)}`
  )
}

/** The comment that asked, for the 👀 and 😕 reactions; null when no comment did. */
export function triggerComment(request: RunRequest): TriggerComment | null {
  switch (request.source) {
    case 'issue-comment':
    case 'review-comment':
      return request.comment
    case 'review':
    case 'opened-issue':
    case 'label':
    case 'assignment':
    case 'pull-request':
    case 'prompt':
    case 'workflow-run':
      return null
    default:
      return unhandledSource(request)
  }
}

/**
 * Link to where the request was made (the comment, the review, the
 * labeled or assigned issue or pull request); null when there is none.
 */
export function requestLink(request: RunRequest): string | null {
  switch (request.source) {
    case 'issue-comment':
    case 'review-comment':
      return request.comment.htmlUrl || null
    case 'review':
      return request.reviewUrl
    case 'label':
    case 'assignment':
      return request.subjectUrl
    case 'workflow-run':
      return request.failedRun.htmlUrl || null
    case 'opened-issue':
    case 'pull-request':
    case 'prompt':
      return null
    default:
      return unhandledSource(request)
  }
}

/**
 * The issue or pull request as its sender approved it, when it is the
 * request (a label or assignment run without `prompt`); else null.
 */
export function approvedSubjectOf(request: RunRequest): ApprovedSubject | null {
  return request.source === 'label' || request.source === 'assignment'
    ? request.approvedSubject
    : null
}
