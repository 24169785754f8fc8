/**
 * The session's MCP servers (docs/loop.md §5.9): started only when some
 * are configured, and then through a dynamic import, so the MCP SDK is a
 * chunk of its own that a run without servers never loads. Stdio servers
 * run where bash runs: no usable sandbox, none of them. Remote servers
 * are reached by the action itself and need no sandbox.
 */
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { createRedactor } from '../../security/index.js'
import {
  type ProcessRegistry,
  type Sandbox,
  type McpServerConfig,
  refusalDetails,
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
  /**
   * The `node` offered to stdio servers where the sandbox shows none of
   * its own; default the action's (`process.execPath`).
   */
  actionNode?: string
  /** The runner's tool cache, shown read-only; default `RUNNER_TOOL_CACHE`. */
  toolCache?: string
}

/** What the session adds: tools, and how to stop their servers. */
interface SessionMcpTools {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[]
  close(): Promise<void>
}

const NONE: SessionMcpTools = { tools: [], close: async () => undefined }

/** The folder of the action's `node`, symlinks resolved. */
function nodeBin(mcp: SessionMcp): string | undefined {
  try {
    return path.dirname(realpathSync(mcp.actionNode ?? process.execPath))
  } catch {
    return undefined
  }
}

const SYSTEM_BINS = ['/bin', '/usr/bin', '/usr/local/bin', '/sbin', '/usr/sbin']

/**
 * Host paths the sandbox shows read-only when stdio servers run: the
 * action's `node` (its `bin`, and the `lib/node_modules` that `npx` and
 * `npm` there link into: the action's node lives under the runner's home,
 * which the sandbox hides) and the runner's tool cache, where
 * `actions/setup-*` install what the step's PATH names.
 */
export function mcpVisiblePaths(mcp: SessionMcp | undefined): string[] {
  if (!mcp?.servers.some((server) => server.type !== 'http')) return []
  const paths: string[] = []
  const bin = nodeBin(mcp)
  if (bin && !SYSTEM_BINS.includes(bin)) {
    paths.push(bin)
    const modules = path.join(path.dirname(bin), 'lib', 'node_modules')
    if (path.basename(bin) === 'bin' && existsSync(modules)) paths.push(modules)
  }
  const cache = mcp.toolCache ?? process.env.RUNNER_TOOL_CACHE
  if (cache && path.isAbsolute(cache) && existsSync(cache)) paths.push(cache)
  return paths
}

/**
 * Starts the servers (stdio ones inside `sandbox`) and returns their
 * tools; every line of what happened (tools offered, a server that
 * failed, or why none ran) goes out as a `note` event, for the job log and
 * the transcript, and each failure as a refusal, for the warning and the
 * reports. Reasons are redacted: a remote server's error may echo a header.
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
    secrets: readonly string[]
  }
): Promise<SessionMcpTools> {
  if (!mcp || mcp.servers.length === 0) return NONE
  const redact = createRedactor(context.secrets)
  const { sandbox } = context
  let servers = mcp.servers
  if (!sandbox || sandbox.kind === 'unavailable') {
    const stdio = servers.filter((server) => server.type !== 'http')
    servers = servers.filter((server) => server.type === 'http')
    const why = `they run where bash runs, and ${sandbox?.description ?? 'there is no sandbox'}`
    if (stdio.length > 0)
      context.emit({ type: 'note', text: `MCP servers not started: ${why}` })
    for (const server of stdio)
      context.emit({
        type: 'refusal',
        refusal: { kind: 'mcp', what: server.name, why: `not started: ${why}` }
      })
    if (servers.length === 0) return NONE
  }
  const bin = nodeBin(mcp)
  const started = await startMcpServers({
    servers,
    sandbox,
    env: context.env,
    ...(bin ? { nodeBin: bin } : {}),
    workspace: context.workspace,
    processes: context.processes,
    readOnly: mcp.readOnly,
    signal: context.signal
  })
  for (const text of started.notes)
    context.emit({ type: 'note', text: redact(text) })
  for (const { server, reason } of started.failed)
    context.emit({
      type: 'refusal',
      refusal: {
        kind: 'mcp',
        what: server,
        why: `did not start: ${redact(reason)}`
      }
    })
  // Counted like a bash command's (docs/security.md item 16a).
  for (const refused of refusalDetails(started.refused))
    context.emit({ type: 'refusal', refusal: refused })
  return { tools: started.tools, close: started.close }
}
