/**
 * MCP servers as tools of a run (docs/loop.md §5.9). Each configured
 * server is started (stdio, in the bash sandbox) or reached (remote, over
 * Streamable HTTP) by `connect.ts`, is asked for its tools, and each tool becomes a `Tool` named `mcp__<server>__<tool>`
 * that the session's runner executes like any other (hooks, caps,
 * redaction, transcript, wall clock). This module holds the MCP SDK: the
 * session imports it only when `mcp-servers` is set.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { z } from 'zod'
import { errorMessage } from '../../shared/index.js'
import {
  type EgressProxy,
  type EgressRefusal,
  refusalDetails,
  refusalLines
} from '../bash/index.js'
import type { Tool, ToolResult } from '../types.js'
import { mcpToolName, type McpServerConfig } from './config.js'
import {
  type ConnectOptions,
  connectServer,
  type Listed,
  MAX_TOOLS_PER_SERVER
} from './connect.js'

/** A tool's JSON schema larger than this loses its descriptions, then the tool. */
const MAX_SCHEMA_CHARS = 8192
/** A tool's description is cut here. */
const MAX_DESCRIPTION_CHARS = 1024
/** The SDK's own per-request timeout; the runner's per-call clock is the real one. */
const CALL_TIMEOUT_MS = 10 * 60_000

/** Inputs of {@link startMcpServers}. */
interface StartMcpOptions extends ConnectOptions {
  servers: readonly McpServerConfig[]
  /** Offer only the tools annotated `readOnlyHint: true`. */
  readOnly: boolean
}

/** The servers that started, their tools, and what went wrong with the rest. */
interface McpTools {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[]
  /** One line per server: what it offers, or why it did not start. */
  notes: string[]
  /** The servers that did not start, and why (the reports list them). */
  failed: { server: string; reason: string }[]
  /**
   * What the `bash-allowed-hosts` proxy refused while the stdio servers
   * started (an `npx` install, say); the reports list them.
   */
  refused: EgressRefusal[]
  /** Closes every server (SIGTERM, then SIGKILL of its process group). */
  close(): Promise<void>
}

/** Starts every server at once; one that fails is noted and left out. */
export async function startMcpServers(
  options: StartMcpOptions
): Promise<McpTools> {
  // Stdio servers run in the sandbox, behind its proxy when it has one
  // (docs/security.md item 16a); remote ones are reached by the action.
  const proxy = options.sandbox?.egress?.proxy
  const refusedBefore = proxy?.refusals.length ?? 0
  const started = await Promise.all(
    options.servers.map((server) => connectServer(server, options))
  )
  const refused = proxy?.refusals.slice(refusedBefore) ?? []
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const tools: Tool<any>[] = []
  const notes: string[] = []
  const failed: McpTools['failed'] = []
  const names = new Set<string>()
  const clients: Client[] = []
  for (const result of started) {
    if ('error' in result) {
      notes.push(`MCP server ${result.server} did not start: ${result.error}`)
      failed.push({ server: result.server, reason: result.error })
      continue
    }
    clients.push(result.client)
    const offered: string[] = []
    let hidden = 0
    for (const listed of result.tools.slice(0, MAX_TOOLS_PER_SERVER)) {
      const readOnly = listed.annotations?.readOnlyHint === true
      if (options.readOnly && !readOnly) {
        hidden += 1
        continue
      }
      const name = mcpToolName(result.server.name, listed.name)
      const parameters = fitSchema(listed.inputSchema)
      if (names.has(name) || !parameters) {
        notes.push(
          `MCP tool ${name} left out: ${parameters ? 'its name is taken' : `its schema is over ${MAX_SCHEMA_CHARS} characters`}`
        )
        continue
      }
      names.add(name)
      offered.push(name)
      tools.push(
        mcpTool(result.client, result.server, listed, name, parameters, {
          proxy: result.server.type === 'http' ? undefined : proxy
        })
      )
    }
    notes.push(
      `MCP server ${result.server.name}: ${offered.length} tool${offered.length === 1 ? '' : 's'}${offered.length ? ` (${offered.join(', ')})` : ''}${hidden ? `; ${hidden} not read-only, not offered in this read-only run` : ''}`
    )
  }
  if (refused.length > 0) {
    // One proxy for every stdio server: a refusal is theirs together, named.
    const stdio = options.servers
      .filter((server) => server.type !== 'http')
      .map((server) => server.name)
    notes.push(
      `While the MCP server${stdio.length === 1 ? '' : 's'} ${stdio.join(', ')} started: ${refusalLines(refused).join('; ')}`
    )
  }
  return {
    tools,
    notes,
    failed,
    refused,
    close: async () => {
      await Promise.all(
        clients.map((client) => client.close().catch(() => undefined))
      )
    }
  }
}

/** The schema as sent to the model, or null when it stays too large. */
function fitSchema(
  schema: Record<string, unknown>
): Record<string, unknown> | null {
  const json = { type: 'object', ...schema }
  delete (json as Record<string, unknown>).$schema
  if (JSON.stringify(json).length <= MAX_SCHEMA_CHARS) return json
  const bare = withoutDescriptions(json) as Record<string, unknown>
  return JSON.stringify(bare).length <= MAX_SCHEMA_CHARS ? bare : null
}

function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions)
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'description' && typeof inner === 'string') continue
    out[key] = withoutDescriptions(inner)
  }
  return out
}

const anyArguments = z.record(z.string(), z.unknown())

function mcpTool(
  client: Client,
  server: McpServerConfig,
  listed: Listed,
  name: string,
  parameters: Record<string, unknown>,
  /** The sandbox's egress proxy, for a stdio server behind it. */
  { proxy }: { proxy: EgressProxy | undefined }
): Tool<Record<string, unknown>> {
  const text = (listed.description ?? listed.title ?? '').trim()
  const description = `${text ? text.slice(0, MAX_DESCRIPTION_CHARS) : `The ${listed.name} tool.`} (MCP server ${server.name}.)`
  return {
    name,
    description,
    // The server validates against its own schema; the model sees it as is.
    schema: anyArguments,
    parameters,
    readOnly: listed.annotations?.readOnlyHint === true,
    // The server's hint is its word: whatever it annotates, the work tree
    // is checked after each call (the write policy hook).
    writes: () => 'unknown',
    async run(input, context): Promise<ToolResult> {
      const before = proxy?.refusals.length ?? 0
      const result = await callServer(client, server, listed, input, context)
      // Each refused connection is named (docs/security.md item 16a).
      const refused = proxy?.refusals.slice(before) ?? []
      if (refused.length === 0) return result
      return {
        ...result,
        output: [result.output, ...refusalLines(refused)].join('\n'),
        details: { ...result.details, refusals: refusalDetails(refused) }
      }
    }
  }
}

/** One call of a server's tool, its failure a result. */
async function callServer(
  client: Client,
  server: McpServerConfig,
  listed: Listed,
  input: Record<string, unknown>,
  context: { signal?: AbortSignal }
): Promise<ToolResult> {
  const details = { mcpServer: server.name, mcpTool: listed.name }
  try {
    const result = await client.callTool(
      { name: listed.name, arguments: input },
      undefined,
      { signal: context.signal, timeout: CALL_TIMEOUT_MS }
    )
    return {
      output: resultText(result),
      isError: result.isError === true,
      details
    }
  } catch (error) {
    return {
      output: `MCP server ${server.name}: ${errorMessage(error)}`,
      isError: true,
      details
    }
  }
}

/** The text parts joined; other parts named in brackets. */
export function resultText(result: {
  content?: unknown
  structuredContent?: unknown
  toolResult?: unknown
}): string {
  const parts = Array.isArray(result.content) ? result.content : []
  const lines = parts.map((part: Record<string, unknown>) => {
    switch (part.type) {
      case 'text':
        return String(part.text ?? '')
      case 'image':
      case 'audio':
        return `[${part.type} ${String(part.mimeType ?? '')}, ${Math.floor((String(part.data ?? '').length * 3) / 4)} bytes]`
      case 'resource': {
        const resource = (part.resource ?? {}) as Record<string, unknown>
        return typeof resource.text === 'string'
          ? `[resource ${String(resource.uri ?? '')}]\n${resource.text}`
          : `[resource ${String(resource.uri ?? '')}, ${String(resource.mimeType ?? 'binary')}]`
      }
      case 'resource_link':
        return `[resource link ${String(part.uri ?? '')}]`
      default:
        return `[${String(part.type)} content]`
    }
  })
  if (lines.length === 0 && result.structuredContent !== undefined) {
    return JSON.stringify(result.structuredContent)
  }
  if (lines.length === 0 && result.toolResult !== undefined) {
    return JSON.stringify(result.toolResult)
  }
  return lines.join('\n')
}
