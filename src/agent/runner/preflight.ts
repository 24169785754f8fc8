/**
 * A call before it runs: its tool and validated arguments, or why it
 * cannot run, and what the hooks know of it.
 */
import type { z } from 'zod'
import type { ParsedToolCall } from '../../llm/index.js'
import { callWrites, type Tool } from '../../tools/index.js'
import type { ToolCallContext } from '../hooks.js'

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.join('.') : 'arguments'}: ${issue.message}`
    )
    .join('; ')
}

/** A call of the turn, preflighted. */
export interface Pending {
  call: ParsedToolCall
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool?: Tool<any>
  input?: unknown
  refusal?: string
}

/** The call's tool and validated arguments, or why it cannot run. */
export function preflight(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  byName: ReadonlyMap<string, Tool<any>>,
  call: ParsedToolCall
): Pending {
  const tool = byName.get(call.name)
  if (!tool) {
    return {
      call,
      refusal: `unknown tool "${call.name}". Available tools: ${[...byName.keys()].join(', ')}`
    }
  }
  if (call.error) return { call, tool, refusal: call.error }
  const parsed = tool.schema.safeParse(call.input ?? {})
  if (!parsed.success) {
    return {
      call,
      tool,
      refusal: `invalid arguments for ${call.name}: ${formatIssues(parsed.error)}`
    }
  }
  return { call, tool, input: parsed.data }
}

/** What the hooks know of a call, the tool's word on what it does included. */
export function callContext(
  pending: Pending,
  workspace: string,
  signal: AbortSignal
): ToolCallContext {
  const { call, tool } = pending
  const runnable = tool && pending.refusal === undefined
  const command = runnable ? tool.command?.(pending.input) : undefined
  return {
    id: call.id,
    name: call.name,
    input: pending.input ?? call.input,
    arguments: call.arguments,
    workspace,
    signal,
    writes: runnable ? callWrites(tool, pending.input) : [],
    ...(command !== undefined ? { command } : {})
  }
}
