/**
 * `issues`: a newly opened issue with a line of its body that starts with
 * the trigger is a comment on it by its author; adding the `label` input's
 * label or assigning the `assignee` input's login asks too
 * (`trigger-label.ts`). With `verb: triage`, every newly opened issue is
 * a triage run by the workflow, whoever opened it: its text is fenced as
 * untrusted, and only labels and one comment come out (docs/security.md
 * item 15a). Any other action is skipped. Pure.
 */
import type { WebhookPayload } from '../api/index.js'
import {
  authorProblem,
  OWN_MARKER,
  type PayloadUser
} from './trigger-author.js'
import { byWorkflow } from './prompt.js'
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
  if (settings.verb === 'triage')
    return fromTriagedIssue(event, settings, ownLogins)
  return fromOpenedIssue(event, settings, ownLogins)
}

/**
 * `verb: triage`: the workflow asks, with `prompt` or without; only the
 * action's own issues are skipped (no loop).
 */
function fromTriagedIssue(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): OpenedIssueRequest | Skip {
  const issue: Partial<NonNullable<WebhookPayload['issue']>> =
    event.payload.issue ?? {}
  const number = Number(issue.number)
  if (!Number.isSafeInteger(number) || number <= 0)
    return skip('the issues event names no issue')
  const login = (issue.user as PayloadUser | undefined)?.login ?? ''
  if (
    String(issue.body ?? '').includes(OWN_MARKER) ||
    ownLogins.includes(login)
  )
    return skip('the issue was written by this action')
  return {
    ...byWorkflow(
      event,
      settings.prompt || `Triage issue #${number}.`,
      'triage'
    ),
    source: 'opened-issue',
    issueNumber: number,
    isPullRequest: false
  }
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
