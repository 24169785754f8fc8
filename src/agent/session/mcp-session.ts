/**
 * The session's MCP servers (docs/loop.md §5.9): started only when some
 * are configured, and then through a dynamic import, so the MCP SDK is a
 * chunk of its own that a run without servers never loads. They run where
 * bash runs: no usable sandbox, no servers.
 */
import {
  type ProcessRegistry,
  type Sandbox,
  type McpServerConfig,
  startMcpServers,
  type Tool
} from '../../tools/index.js'
import type { EmitEvent } from '../types.js'

/** The `mcp-servers` of a session and whether the run is read-only for them. */
export interface SessionMcp {
  servers: McpServerConfig[]
  /**
   * Offer only tools the server annotates `readOnlyHint: true` (review and
   * ask runs, and runs on code that is not trusted).
   */
  readOnly: boolean
}

/** What the session adds: tools, and how to stop their servers. */
interface SessionMcpTools {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[]
  close(): Promise<void>
}

const NONE: SessionMcpTools = { tools: [], close: async () => undefined }

/**
 * Starts the servers inside `sandbox` and returns their tools; every line
 * of what happened (tools offered, a server that failed, or why none ran)
 * goes out as a `note` event, for the job log and the transcript.
 */
export async function startSessionMcp(
  mcp: SessionMcp | undefined,
  context: {
    sandbox: Sandbox | null
    env: Record<string, string>
    workspace: string
    processes: ProcessRegistry
    signal: AbortSignal
    emit: EmitEvent
  }
): Promise<SessionMcpTools> {
  if (!mcp || mcp.servers.length === 0) return NONE
  const { sandbox } = context
  if (!sandbox || sandbox.kind === 'unavailable') {
    const why = `they run where bash runs, and ${sandbox?.description ?? 'there is no sandbox'}`
    context.emit({ type: 'note', text: `MCP servers not started: ${why}` })
    for (const server of mcp.servers)
      context.emit({
        type: 'refusal',
        refusal: { kind: 'mcp', what: server.name, why: `not started: ${why}` }
      })
    return NONE
  }
  const started = await startMcpServers({
    servers: mcp.servers,
    sandbox,
    env: context.env,
    workspace: context.workspace,
    processes: context.processes,
    readOnly: mcp.readOnly,
    signal: context.signal
  })
  for (const text of started.notes) context.emit({ type: 'note', text })
  for (const { server, reason } of started.failed)
    context.emit({
      type: 'refusal',
      refusal: { kind: 'mcp', what: server, why: `did not start: ${reason}` }
    })
  return { tools: started.tools, close: started.close }
}
