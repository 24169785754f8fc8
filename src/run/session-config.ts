/**
 * From the action's inputs and a run's capabilities to the session's own
 * config: the one place where `Settings` meets the loop, shared by the
 * action and the CLI, so `agent/` never reads the inputs.
 */
import {
  DEFAULT_BUDGET,
  type Budget,
  type SessionConfig
} from '../agent/index.js'
import type { Settings } from '../config/index.js'
import type { Capabilities } from './plan.js'

/**
 * The window of an endpoint (docs/loop.md §7.1): its `limits`, which
 * `resolveEndpoint` already took from the `context-window` and
 * `max-output-tokens` inputs or the provider's profile. An `Endpoint`'s
 * `limits` fits.
 */
export interface WindowLimits {
  /** Input tokens one request may hold. */
  contextWindow: number
  /** Completion tokens per request, sent as `max_tokens`. */
  maxOutputTokens?: number | null
}

/** The inputs the budget reads. `Settings` fits. */
type BudgetSettings = Pick<
  Settings,
  'maxIterations' | 'maxToolCalls' | 'timeoutMinutes' | 'maxToolOutputBytes'
> & {
  /** `context-window`; null: per endpoint. */
  contextWindow: number | null
  /** `max-output-tokens`; null: per endpoint. */
  maxOutputTokens?: number | null
  /** `max-tokens`; null: no cap. */
  maxTokens?: number | null
}

/**
 * The window where no endpoint was resolved (a replayed session): the
 * inputs as given, else the default window and no completion cap.
 */
export function limitsFromSettings(settings: BudgetSettings): WindowLimits {
  return {
    contextWindow: settings.contextWindow ?? DEFAULT_BUDGET.contextWindow,
    maxOutputTokens: settings.maxOutputTokens ?? null
  }
}

/**
 * The budget of a run: the caps from the inputs, the window and the
 * completion cap from the endpoint's limits.
 */
export function budgetFromSettings(
  settings: BudgetSettings,
  limits: WindowLimits = limitsFromSettings(settings)
): Budget {
  const { maxOutputTokens } = limits
  const { maxTokens } = settings
  return {
    ...DEFAULT_BUDGET,
    maxIterations: settings.maxIterations,
    maxToolCalls: settings.maxToolCalls,
    timeoutMs: settings.timeoutMinutes * 60_000,
    maxToolOutputBytes: settings.maxToolOutputBytes,
    contextWindow: limits.contextWindow,
    ...(maxOutputTokens ? { maxOutputTokens } : {}),
    ...(maxTokens ? { maxTokens } : {})
  }
}

/** The parts of a session that the inputs and the capabilities decide. */
type SessionPolicy = Pick<
  SessionConfig,
  | 'mayEdit'
  | 'bash'
  | 'verifyCommand'
  | 'sandbox'
  | 'network'
  | 'allowedHosts'
  | 'commandCaps'
  | 'budget'
  | 'instructions'
  | 'commandPolicy'
  | 'mcp'
>

/**
 * Commands run only where the capabilities allow them: bash also needs the
 * `bash` input, and the verify command also needs a run that may edit.
 * `repositoryInstructions` (AGENTS.md and the like) come before the
 * workflow's `instructions` input. `limits` are the endpoint's (its
 * window and completion cap); without them, the inputs' own.
 */
export function sessionPolicy(
  settings: Settings,
  capabilities: Pick<Capabilities, 'mayEdit' | 'mayRunCommands'> &
    Partial<Pick<Capabilities, 'trustedCode'>>,
  repositoryInstructions = '',
  limits: WindowLimits = limitsFromSettings(settings)
): SessionPolicy {
  const commands = capabilities.mayRunCommands
  return {
    mayEdit: capabilities.mayEdit,
    bash: settings.bash && commands,
    verifyCommand:
      commands && capabilities.mayEdit ? settings.verifyCommand : '',
    sandbox: settings.sandbox,
    // Servers' tools that change things only where the run may change
    // files and run commands; elsewhere the read-only ones. None on code
    // that is not trusted: a server's command may be a script of the
    // checkout (docs/security.md item 15).
    ...(settings.mcpServers.length > 0 && capabilities.trustedCode !== false
      ? {
          mcp: {
            servers: settings.mcpServers,
            readOnly: !(commands && capabilities.mayEdit)
          }
        }
      : {}),
    network: settings.bashNetwork,
    ...(settings.bashAllowedHosts.length > 0
      ? { allowedHosts: settings.bashAllowedHosts }
      : {}),
    commandCaps: {
      processes: settings.commandProcesses,
      ...(settings.commandMemoryMb
        ? { memoryBytes: settings.commandMemoryMb * 1024 ** 2 }
        : {})
    },
    budget: budgetFromSettings(settings, limits),
    commandPolicy: {
      allowed: settings.allowedCommands,
      blocked: settings.blockedCommands
    },
    instructions: [repositoryInstructions, settings.instructions]
      .map((text) => text.trim())
      .filter(Boolean)
      .join('\n\n')
  }
}
