/**
 * Label and assignment triggers: adding the `label` input's label to an
 * issue or pull request, or assigning the `assignee` input's login to an
 * issue, asks for a run on it. The sender of the event is the requester,
 * permission-checked like a commenter (`run/trust/trust.ts`); the request is the
 * `prompt` input, else the issue or pull request itself, as the payload
 * shows it (what the sender approved). Pure.
 */
import {
  type ApprovedSubject,
  type RunnerEvent,
  type SenderRequest,
  skip,
  type Skip,
  type TriggerSettings
} from './request.js'
import { authorProblem, type PayloadUser } from './trigger-author.js'

/** Labels compare as GitHub names them: case-insensitively. */
function sameLabel(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** A login as the `assignee` input may give it: any case, a leading @. */
function sameAssignee(login: string, input: string): boolean {
  return login.toLowerCase() === input.replace(/^@/, '').trim().toLowerCase()
}

/** `labeled` on `issues` or `pull_request`, with the `label` input. */
export function fromLabel(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): SenderRequest | Skip {
  const { payload } = event
  const isPullRequest = event.name === 'pull_request'
  const noun = isPullRequest ? 'pull request' : 'issue'
  const wanted = settings.label ?? ''
  if (!wanted)
    return skip(
      `the ${noun} was labeled; set the label input to start runs by adding a label`
    )
  const added = String(
    (payload.label as { name?: unknown } | undefined)?.name ?? ''
  )
  if (!sameLabel(added, wanted))
    return skip(
      `the label ${JSON.stringify(added)} was added, not ${JSON.stringify(wanted)} (the label input); only adding that label starts a run`
    )
  return fromSender(event, settings, ownLogins, {
    source: 'label',
    isPullRequest,
    why: `adding the label ${JSON.stringify(wanted)}`,
    renew: `remove the label ${JSON.stringify(wanted)} and add it again`
  })
}

/** `assigned` on `issues`, with the `assignee` input. */
export function fromAssignment(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): SenderRequest | Skip {
  const wanted = (settings.assignee ?? '').replace(/^@/, '').trim()
  if (!wanted)
    return skip(
      'the issue was assigned; set the assignee input to start runs by assigning an issue'
    )
  const assignee = (event.payload.assignee ?? {}) as PayloadUser
  const login = String(assignee.login ?? '')
  if (!sameAssignee(login, wanted))
    return skip(
      `the issue was assigned to ${login || 'someone unknown'}, not ${wanted} (the assignee input); only assigning ${wanted} starts a run`
    )
  return fromSender(event, settings, ownLogins, {
    source: 'assignment',
    isPullRequest: false,
    why: `assigning it to ${wanted}`,
    renew: `unassign ${wanted} and assign them again`
  })
}

/** The run of a label or assignment, asked for by the event's sender. */
function fromSender(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[],
  shape: {
    source: SenderRequest['source']
    isPullRequest: boolean
    why: string
    renew: string
  }
): SenderRequest | Skip {
  const { payload } = event
  const subject = (
    shape.isPullRequest ? payload.pull_request : payload.issue
  ) as SubjectPayload | undefined
  const number = Number(subject?.number)
  const noun = shape.isPullRequest ? 'pull request' : 'issue'
  if (!Number.isSafeInteger(number) || number <= 0)
    return skip(`the ${event.name} event names no ${noun}`)
  const sender = (payload.sender ?? {}) as PayloadUser
  const problem = authorProblem(sender, '', settings, ownLogins, 'event')
  if (problem) return skip(problem)
  const prompt = settings.prompt.trim()
  const url = typeof subject?.html_url === 'string' ? subject.html_url : ''
  return {
    kind: 'run',
    source: shape.source,
    event: event.name,
    verb: settings.verb ?? 'fix',
    // Without a prompt the issue or pull request is the request: the
    // sender, who has write access, asked for it by labeling or assigning.
    instruction:
      prompt ||
      `Work on ${noun} #${number} as its title and description ask (requested by ${shape.why}).`,
    requester: sender.login ?? null,
    requesterId: sender.id ?? null,
    requesterIsBot: settings.allowedBots.includes(sender.login ?? ''),
    issueNumber: number,
    isPullRequest: shape.isPullRequest,
    subjectUrl: url || null,
    approvedSubject: prompt ? null : approvedText(subject, shape)
  }
}

/** The issue or pull request of a `labeled` or `assigned` payload. */
interface SubjectPayload {
  number?: unknown
  html_url?: unknown
  title?: unknown
  body?: unknown
}

/**
 * The text the sender approved. GitHub sends `body: null` for an empty
 * body; anything else that is not text counts as empty, which no edited
 * issue matches unless it is empty too.
 */
function approvedText(
  subject: SubjectPayload | undefined,
  shape: { why: string; renew: string }
): ApprovedSubject {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    title: text(subject?.title),
    body: text(subject?.body),
    approvedBy: shape.why,
    renew: shape.renew
  }
}
