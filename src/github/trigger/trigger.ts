/**
 * Event payload -> run or skip (items 1 to 3 of docs/security.md). Pure and
 * fast: a skip makes no network call at all. Whether the requester may run
 * is decided afterwards, with the permission API, in `run/trust/trust.ts`.
 *
 * One row per event in {@link TRIGGERS}: the event's handler (a file of
 * this folder) reads the payload and gives one case of `RunRequest`, or a
 * skip. The rules every trigger shares live beside them: who may ask
 * (`trigger-author.ts`), the trigger's text (`trigger-text.ts`), labels and
 * assignments (`trigger-label.ts`).
 */
import { fromIssueComment } from './issue-comment.js'
import { fromIssues } from './issues.js'
import { fromOtherEvent, fromSchedule } from './prompt.js'
import { fromPullRequest } from './pull-request.js'
import type {
  RunnerEvent,
  TriggerDecision,
  TriggerHandler,
  TriggerSettings
} from './request.js'
import { fromReviewComment } from './review-comment.js'
import { fromReview } from './review.js'
import { fromWorkflowRun } from './workflow-run.js'

export { matchTrigger, parseVerb } from './trigger-text.js'
export { OWN_MARKER } from './trigger-author.js'
export type { RunRequest, TriggerSettings } from './request.js'

/** One event the action knows. */
interface TriggerRow {
  handler: TriggerHandler
  /**
   * The event starts runs with no input set, so the skip of an unknown
   * event names it among the supported ones.
   */
  listed: boolean
}

/** Event name -> its handler; an event without a row is {@link fromOtherEvent}'s. */
export const TRIGGERS: ReadonlyMap<string, TriggerRow> = new Map<
  string,
  TriggerRow
>([
  ['issue_comment', { handler: fromIssueComment, listed: true }],
  ['pull_request_review', { handler: fromReview, listed: true }],
  ['pull_request_review_comment', { handler: fromReviewComment, listed: true }],
  ['issues', { handler: fromIssues, listed: true }],
  ['schedule', { handler: fromSchedule, listed: true }],
  ['workflow_dispatch', { handler: fromSchedule, listed: true }],
  ['workflow_run', { handler: fromWorkflowRun, listed: true }],
  // Runs only with the label or prompt input.
  ['pull_request', { handler: fromPullRequest, listed: false }]
])

/** Events the action handles without a `prompt` input, in the table's order. */
export function supportedEvents(): string[] {
  return [...TRIGGERS].filter(([, row]) => row.listed).map(([name]) => name)
}

/** Logins the action writes as by default (the workflow token). */
const DEFAULT_OWN_LOGINS = ['github-actions[bot]']

/**
 * The pure stage: which run the event asks for, or why there is none.
 * Makes no network call.
 */
export function parseTrigger(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[] = DEFAULT_OWN_LOGINS
): TriggerDecision {
  const row = TRIGGERS.get(event.name)
  return (
    row?.handler(event, settings, ownLogins) ??
    fromOtherEvent(event, settings, supportedEvents())
  )
}
