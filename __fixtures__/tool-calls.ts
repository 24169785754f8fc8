/**
 * Tool calls as the runner reports them, for tests of what consumes them
 * (the tracking comment, the tool log, the reports): each call described
 * by the run's real tool (`Tool.describe`), as the runner does.
 */
import type { AgentEvent } from '../src/agent/types.js'
import type { ToolLogEntry } from '../src/github/report/report.js'
import type { Sandbox } from '../src/tools/bash/sandbox/sandbox.js'
import { createToolSet } from '../src/tools/registry.js'
import { callView } from '../src/tools/traits.js'
import type { CallView } from '../src/tools/types.js'

const sandbox = { network: false, kind: 'none' } as unknown as Sandbox

/** Every tool a run can have, by name. */
const TOOLS = new Map(
  createToolSet({
    mayEdit: true,
    bash: { sandbox, env: {}, processes: {} as never },
    reviewComments: [],
    gitWorkTree: null
  }).map((tool) => [tool.name, tool])
)

/** A call as its tool describes it; a name no tool has, in the generic form. */
export function viewOf(name: string, args: Record<string, unknown>): CallView {
  return callView(TOOLS.get(name), name, args)
}

/** The `tool-start` event of a call. */
export function toolStart(
  id: string,
  name: string,
  args: Record<string, unknown>
): Extract<AgentEvent, { type: 'tool-start' }> {
  const { summary, activity } = viewOf(name, args)
  return {
    type: 'tool-start',
    id,
    name,
    summary,
    activity,
    arguments: JSON.stringify(args)
  }
}

/** A finished call in the tool log (5 ms, no error unless `extra` says). */
export function loggedCall(
  name: string,
  args: Record<string, unknown>,
  extra: Partial<ToolLogEntry> = {}
): ToolLogEntry {
  const { summary, activity } = viewOf(name, args)
  return { name, summary, activity, isError: false, durationMs: 5, ...extra }
}
