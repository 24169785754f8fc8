import { NAMED_VERBS, type Verb } from '../../shared/index.js'
import type { PayloadUser } from './trigger-author.js'
import type { Asked, RunnerEvent, TriggerSettings } from './request.js'

/** The trigger's text rules: where a trigger starts and which verb follows it. */

/**
 * The text after the trigger when `text` starts with it (leading whitespace
 * allowed, and the trigger must end at a word boundary), else null.
 */
export function matchTrigger(text: string, trigger: string): string | null {
  const trimmed = text.replace(/^\s+/, '')
  if (!trimmed.startsWith(trigger)) return null
  const rest = trimmed.slice(trigger.length)
  if (rest !== '' && !/^\s/.test(rest)) return null
  return rest.trim()
}

/** Splits the text after the trigger into the verb and the instruction. */
export function parseVerb(text: string): { verb: Verb; instruction: string } {
  const match = /^(\S+)\s*([\s\S]*)$/.exec(text)
  const word = match?.[1].toLowerCase() ?? ''
  const named = NAMED_VERBS.find((verb) => verb === word)
  if (named) return { verb: named, instruction: match?.[2] ?? '' }
  // `fix the flaky test` keeps its verb: it reads as the instruction.
  return { verb: 'fix', instruction: text }
}

/** A request asked for by `user` with the text after the trigger. */
export function askedBy(
  event: RunnerEvent,
  afterTrigger: string,
  user: PayloadUser,
  settings: TriggerSettings
): Asked {
  const { verb, instruction } = parseVerb(afterTrigger)
  return {
    kind: 'run',
    event: event.name,
    verb,
    instruction,
    requester: user.login ?? null,
    requesterId: user.id ?? null,
    requesterIsBot: settings.allowedBots.includes(user.login ?? '')
  }
}
