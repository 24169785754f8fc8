/**
 * The tracking comment while the run is going: the newest tool calls, the
 * turn, the tokens (and cost) so far, the run link.
 */
import type { Verb } from '../agent/system-prompt.js'
import type { PlanItem } from '../agent/types.js'
import type { TokenUsage } from '../llm/types.js'
import { costUsd, formatUsd, type TokenPrice } from '../shared/cost.js'
import { formatNumber } from '../shared/text.js'
import { capChars } from './fit-post.js'
import { planSection } from './plan-view.js'
import { MAX_COMMENT_CHARS } from './report.js'
import { OWN_MARKER } from './trigger.js'

/** The tracking comment while the run is going. */
export function renderWorkingComment(state: {
  runUrl: string
  verb: Verb
  iteration: number
  maxIterations: number
  /** `text` is Markdown the caller built (tool calls as code spans). */
  activity: { text: string; done: boolean; isError: boolean }[]
  usage: TokenUsage
  /** The `token-price` input; the cost so far is shown when set. */
  tokenPrice?: TokenPrice | null
  /** The model's plan so far (the `plan` tool), shown above the activity. */
  plan?: readonly PlanItem[]
}): string {
  const verbText = {
    fix: 'Working on it',
    review: 'Reviewing',
    ask: 'Looking into it'
  }[state.verb]
  const lines = state.activity
    .slice(-8)
    .map(
      (item) =>
        `- ${item.done ? (item.isError ? '✗' : '✓') : '⏳'} ${capChars(item.text, 2000)}`
    )
  const progress =
    state.iteration > 0
      ? `turn ${state.iteration} of at most ${state.maxIterations} · ${formatNumber(state.usage.promptTokens + state.usage.completionTokens)} tokens so far${state.tokenPrice ? ` · ${formatUsd(costUsd(state.usage, state.tokenPrice))}` : ''}`
      : 'starting'
  const plan = planSection(state.plan, '**Plan**')
  return capChars(
    `${OWN_MARKER}\n### 🤖 ${verbText}…\n\n${plan}${plan ? '\n' : ''}${lines.join('\n')}${lines.length ? '\n\n' : ''}<sub>${progress} · [run log](${state.runUrl})</sub>`,
    MAX_COMMENT_CHARS
  )
}
