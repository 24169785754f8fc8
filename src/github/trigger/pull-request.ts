/**
 * `pull_request`: adding the `label` input's label asks for a run on it
 * (`trigger-label.ts`), and with the `prompt` input an opened, pushed or
 * reopened pull request is a run on it, as if the prompt were a comment on
 * it by the workflow (no requester to check). Whether its code is trusted
 * is the plan's decision: a fork's is not. `verb: describe` needs no
 * prompt. Without either it is as any other event. Pure.
 */
import { authorProblem, type PayloadUser } from './trigger-author.js'
import { fromLabel } from './trigger-label.js'
import { byWorkflow } from './prompt.js'
import {
  type PullRequestRequest,
  type RunnerEvent,
  type SenderRequest,
  skip,
  type Skip,
  type TriggerSettings
} from './request.js'

/** `pull_request` actions that start a prompt run. */
const PULL_REQUEST_ACTIONS = ['opened', 'synchronize', 'reopened']

export function fromPullRequest(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): PullRequestRequest | SenderRequest | Skip | null {
  if (event.payload.action === 'labeled' && settings.label)
    return fromLabel(event, settings, ownLogins)
  if (!settings.prompt && settings.verb !== 'describe') return null
  return fromPromptedPull(event, settings, ownLogins)
}

function fromPromptedPull(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): PullRequestRequest | Skip {
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
    ...byWorkflow(
      event,
      settings.prompt || `Describe pull request #${number}.`,
      settings.verb
    ),
    source: 'pull-request',
    issueNumber: number,
    isPullRequest: true
  }
}
