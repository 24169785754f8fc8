/**
 * From the action's inputs and a run's capabilities to the session's own
 * config: the one place where `Settings` meets the loop, shared by the
 * action and the CLI, so `agent/` never reads the inputs.
 */
import { DEFAULT_BUDGET } from '../agent/budget.js'
import type { Budget } from '../agent/types.js'
import type { SessionConfig } from '../agent/session.js'
import type { Settings } from '../settings.js'
import type { Capabilities } from './plan.js'

/** The budget of a run, from the inputs. */
export function budgetFromSettings(settings: Settings): Budget {
  return {
    ...DEFAULT_BUDGET,
    maxIterations: settings.maxIterations,
    maxToolCalls: settings.maxToolCalls,
    timeoutMs: settings.timeoutMinutes * 60_000,
    maxToolOutputBytes: settings.maxToolOutputBytes,
    // Empty means per endpoint: Endpoint.limits has the profile's window.
    contextWindow: settings.contextWindow ?? DEFAULT_BUDGET.contextWindow
  }
}

/** The parts of a session that the inputs and the capabilities decide. */
export type SessionPolicy = Pick<
  SessionConfig,
  | 'mayEdit'
  | 'bash'
  | 'verifyCommand'
  | 'sandbox'
  | 'network'
  | 'budget'
  | 'instructions'
>

/**
 * Commands run only where the capabilities allow them: bash also needs the
 * `bash` input, and the verify command also needs a run that may edit.
 * `repositoryInstructions` (AGENTS.md and the like) come before the
 * workflow's `instructions` input.
 */
export function sessionPolicy(
  settings: Settings,
  capabilities: Pick<Capabilities, 'mayEdit' | 'mayRunCommands'>,
  repositoryInstructions = ''
): SessionPolicy {
  const commands = capabilities.mayRunCommands
  return {
    mayEdit: capabilities.mayEdit,
    bash: settings.bash && commands,
    verifyCommand:
      commands && capabilities.mayEdit ? settings.verifyCommand : '',
    sandbox: settings.sandbox,
    network: settings.bashNetwork,
    budget: budgetFromSettings(settings),
    instructions: [repositoryInstructions, settings.instructions]
      .map((text) => text.trim())
      .filter(Boolean)
      .join('\n\n')
  }
}
