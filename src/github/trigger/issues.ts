/**
 * `issues`: a newly opened issue with a line of its body that starts with
 * the trigger is a comment on it by its author; adding the `label` input's
 * label or assigning the `assignee` input's login asks too
 * (`trigger-label.ts`). Any other action is skipped. Pure.
 */
import type { WebhookPayload } from '../api/index.js'
import { authorProblem, type PayloadUser } from './trigger-author.js'
import { fromAssignment, fromLabel } from './trigger-label.js'
import { askedBy, matchTrigger } from './trigger-text.js'
import {
  type OpenedIssueRequest,
  type RunnerEvent,
  type SenderRequest,
  skip,
  type Skip,
  type TriggerSettings
} from './request.js'

export function fromIssues(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): OpenedIssueRequest | SenderRequest | Skip {
  const { action } = event.payload
  if (action === 'labeled') return fromLabel(event, settings, ownLogins)
  if (action === 'assigned') return fromAssignment(event, settings, ownLogins)
  if (action !== 'opened') {
    return skip(
      `the issue was ${action ?? 'changed'}; only newly opened issues start a run`
    )
  }
  return fromOpenedIssue(event, settings, ownLogins)
}

function fromOpenedIssue(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): OpenedIssueRequest | Skip {
  const issue: Partial<NonNullable<WebhookPayload['issue']>> =
    event.payload.issue ?? {}
  const body = String(issue.body ?? '')
  const line = body
    .split('\n')
    .find((text) => matchTrigger(text, settings.trigger) !== null)
  if (line === undefined)
    return skip(`the issue body has no line starting with ${settings.trigger}`)
  const problem = authorProblem(issue.user, body, settings, ownLogins, 'issue')
  if (problem) return skip(problem)
  const rest = matchTrigger(line, settings.trigger) ?? ''
  return {
    ...askedBy(event, rest, issue.user as PayloadUser, settings),
    source: 'opened-issue',
    issueNumber: Number(issue.number),
    isPullRequest: false
  }
}
