/**
 * The command policy (docs/security.md item 22) as a tool hook, on every
 * call that runs a command (its tool names the line: bash): a line with a
 * refused part is answered with the part and the rule, and the run goes
 * on. The verify command is the maintainer's and is not checked.
 */
import { checkCommandLine, type CommandPolicy } from '../../security/index.js'
import type { ToolHook } from '../hooks.js'

/** Refuses command lines the policy refuses; the built-in rules always apply. */
export function commandPolicyHook(
  policy: CommandPolicy = { allowed: [], blocked: [] }
): ToolHook {
  return {
    name: 'command policy',
    beforeToolCall(context) {
      const line = context.command
      if (line === undefined) return
      const refusal = checkCommandLine(line, policy, context.workspace)
      if (!refusal) return
      return {
        block: `${refusal.message}. The command was not run; use another command, or say in your summary what you could not do`,
        refusal: { kind: 'command', what: line, why: refusal.message }
      }
    }
  }
}
