/**
 * Runs the workflow asks for with the `prompt` input: `schedule` and
 * `workflow_dispatch` (whose form may carry the prompt), and any event
 * without a row of its own in the table of `trigger.ts`. No requester, so
 * no permission look-up: GitHub requires write access to set those up.
 * Pure.
 */
import type { Verb } from '../../shared/index.js'
import {
  type Asked,
  type PromptRequest,
  type RunnerEvent,
  configurationSkip,
  type Skip,
  type TriggerSettings
} from './request.js'

/**
 * Events whose checkout may hold code from a fork while secrets are around
 * (docs/security.md item 15): runs from them are read-only (no bash, no push).
 */
const UNTRUSTED_CHECKOUT_EVENTS = ['pull_request_target', 'workflow_run']

/** A request the workflow makes with `prompt`: nobody to check. */
export function byWorkflow(
  event: RunnerEvent,
  prompt: string,
  verb: Verb = 'fix'
): Asked {
  return {
    kind: 'run',
    event: event.name,
    verb,
    instruction: prompt,
    requester: null,
    requesterId: null,
    requesterIsBot: false
  }
}

/** `schedule` and `workflow_dispatch`: the prompt input, else the dispatch form's. */
export function fromSchedule(
  event: RunnerEvent,
  settings: TriggerSettings
): PromptRequest | Skip {
  const prompt =
    settings.prompt || String(event.payload?.inputs?.prompt ?? '').trim()
  if (!prompt) {
    return configurationSkip(
      `a ${event.name} run needs an instruction: set the prompt input of the action${event.name === 'workflow_dispatch' ? ' (or a prompt input of the dispatch form)' : ''}`
    )
  }
  return promptRun(event, prompt, settings.verb)
}

/**
 * Any other event: with the prompt input, a run on whatever the workspace
 * holds (read-only where the checkout may be untrusted); without it,
 * skipped, naming `listed`, the events that need no prompt.
 */
export function fromOtherEvent(
  event: RunnerEvent,
  settings: TriggerSettings,
  listed: readonly string[]
): PromptRequest | Skip {
  if (!settings.prompt) {
    return configurationSkip(
      `the ${event.name} event is not supported without a prompt input; supported events: ${listed.join(', ')} (or any event with the prompt input set)`
    )
  }
  return promptRun(event, settings.prompt, settings.verb)
}

function promptRun(
  event: RunnerEvent,
  prompt: string,
  verb: Verb | undefined
): PromptRequest {
  return {
    ...byWorkflow(event, prompt, verb),
    source: 'prompt',
    issueNumber: null,
    isPullRequest: false,
    untrustedCheckout: UNTRUSTED_CHECKOUT_EVENTS.includes(event.name)
  }
}
