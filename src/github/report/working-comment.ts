/**
 * The tracking comment while the run is going: what the agent is doing, in
 * words (`tool-activity.ts`), the turn, the time so far, the tokens (and
 * cost) so far, the run link.
 */
import {
  type CallActivity,
  type Verb,
  type PlanItem,
  costUsd,
  formatUsd,
  type TokenPrice,
  formatDuration,
  formatNumber
} from '../../shared/index.js'
import type { TokenUsage } from '../../llm/index.js'
import { capChars } from './fit-post.js'
import { planSection } from './plan-view.js'
import { MAX_COMMENT_CHARS } from './report.js'
import {
  activityLine,
  describeOngoing,
  describeToolCall
} from './tool-activity.js'
import { OWN_MARKER } from '../trigger/index.js'

/** One call in the working comment; `done` once it ended. */
export interface WorkingItem {
  /** The call in words, as its tool described it (the `tool-start` event's). */
  activity: CallActivity
  done: boolean
  /** A refusal, an error, or a command that exited non-zero. */
  failed: boolean
  /** A command's exit code, once it ran. */
  exitCode?: number
}

/** An item's line: ✓ or ✗ once done, ⏳ and the -ing form while it runs. */
function itemLine(item: WorkingItem): string {
  if (!item.done) return `⏳ ${describeOngoing(item.activity)}`
  return activityLine({
    description: describeToolCall(item.activity),
    failed: item.failed,
    ...(item.exitCode !== undefined ? { exitCode: item.exitCode } : {})
  })
}

/** The tracking comment while the run is going. */
export function renderWorkingComment(state: {
  runUrl: string
  verb: Verb
  iteration: number
  maxIterations: number
  /** The newest calls. */
  activity: WorkingItem[]
  usage: TokenUsage
  /** Time since the run started. */
  elapsedMs?: number
  /** The `token-price` input; the cost so far is shown when set. */
  tokenPrice?: TokenPrice | null
  /** The model's plan so far (the `plan` tool), shown above the activity. */
  plan?: readonly PlanItem[]
}): string {
  const verbText = {
    fix: 'Working on it',
    review: 'Reviewing',
    ask: 'Looking into it',
    describe: 'Describing the pull request',
    triage: 'Triaging'
  }[state.verb]
  const lines = state.activity
    .slice(-8)
    .map((item) => `- ${capChars(itemLine(item), 2000)}`)
  const parts =
    state.iteration > 0
      ? [
          `turn ${state.iteration} of at most ${state.maxIterations}`,
          ...(state.elapsedMs !== undefined
            ? [formatDuration(state.elapsedMs)]
            : []),
          `${formatNumber(state.usage.promptTokens + state.usage.completionTokens)} tokens so far${state.tokenPrice ? ` · ${formatUsd(costUsd(state.usage, state.tokenPrice))}` : ''}`
        ]
      : ['starting']
  const plan = planSection(state.plan, '**Plan**')
  return capChars(
    `${OWN_MARKER}\n### 🤖 ${verbText}…\n\n${plan}${plan ? '\n' : ''}${lines.join('\n')}${lines.length ? '\n\n' : ''}<sub>${parts.join(' · ')} · [run log](${state.runUrl})</sub>`,
    MAX_COMMENT_CHARS
  )
}
