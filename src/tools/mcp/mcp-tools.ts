/**
 * MCP servers as tools of a run (docs/loop.md §5.9). Each configured stdio
 * server starts through the bash sandbox (`transport.ts`), is asked for
 * its tools, and each tool becomes a `Tool` named `mcp__<server>__<tool>`
 * that the session's runner executes like any other (hooks, caps,
 * redaction, transcript, wall clock). This module holds the MCP SDK: the
 * session imports it only when `mcp-servers` is set.
 */
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { z } from 'zod'
import { errorMessage } from '../../shared/index.js'
import type { ProcessRegistry, Sandbox } from '../bash/index.js'
import type { Tool, ToolResult } from '../types.js'
import { mcpToolName, type McpServerConfig } from './config.js'
import { SandboxedStdioTransport } from './transport.js'

/** How long a server has to start and list its tools. */
const MCP_STARTUP_TIMEOUT_MS = 20_000
/** A tool's JSON schema larger than this loses its descriptions, then the tool. */
const MAX_SCHEMA_CHARS = 8192
/** A tool's description is cut here. */
const MAX_DESCRIPTION_CHARS = 1024
/** Tools taken from one server. */
const MAX_TOOLS_PER_SERVER = 64
/** The SDK's own per-request timeout; the runner's per-call clock is the real one. */
const CALL_TIMEOUT_MS = 10 * 60_000

/** Inputs of {@link startMcpServers}. */
interface StartMcpOptions {
  servers: readonly McpServerConfig[]
  /** The bash sandbox (never `unavailable`). */
  sandbox: Sandbox
  /** The tool environment (`buildToolEnv`), before each server's own `env`. */
  env: Record<string, string>
  workspace: string
  processes: ProcessRegistry
  /** Offer only the tools annotated `readOnlyHint: true`. */
  readOnly: boolean
  signal?: AbortSignal
  startupTimeoutMs?: number
}

/** The servers that started, their tools, and what went wrong with the rest. */
interface McpTools {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[]
  /** One line per server: what it offers, or why it did not start. */
  notes: string[]
  /** The servers that did not start, and why (the reports list them). */
  failed: { server: string; reason: string }[]
  /** Closes every server (SIGTERM, then SIGKILL of its process group). */
  close(): Promise<void>
}

interface Listed {
  name: string
  description?: string
  title?: string
  inputSchema: Record<string, unknown>
  annotations?: { readOnlyHint?: boolean }
}

/** Starts every server at once; one that fails is noted and left out. */
export async function startMcpServers(
  options: StartMcpOptions
): Promise<McpTools> {
  const started = await Promise.all(
    options.servers.map((server) => startOne(server, options))
  )
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
        mcpTool(result.client, result.server, listed, name, parameters)
      )
    }
    notes.push(
      `MCP server ${result.server.name}: ${offered.length} tool${offered.length === 1 ? '' : 's'}${offered.length ? ` (${offered.join(', ')})` : ''}${hidden ? `; ${hidden} not read-only, not offered in this read-only run` : ''}`
    )
  }
  return {
    tools,
    notes,
    failed,
    close: async () => {
      await Promise.all(
        clients.map((client) => client.close().catch(() => undefined))
      )
    }
  }
}

async function startOne(
  server: McpServerConfig,
  options: StartMcpOptions
): Promise<
  | { server: McpServerConfig; client: Client; tools: Listed[] }
  | { server: string; error: string }
> {
  const env = { ...options.env, ...server.env }
  // The tool environment's own entries win (HOME, TMPDIR, PATH, the marker).
  Object.assign(env, options.env)
  const command = await resolveCommand(server.command, env.PATH ?? '')
  // Its own cgroup, like a bash command's, or it does not start.
  let cgroup
  try {
    cgroup = (await options.sandbox.cgroups?.create()) ?? null
  } catch (error) {
    return {
      server: server.name,
      error: `its cgroup could not be made (${errorMessage(error)})`
    }
  }
  const { file, args } = options.sandbox.wrap([command, ...server.args], {
    cwd: options.workspace,
    env,
    cgroup
  })
  const transport = new SandboxedStdioTransport({
    file,
    args,
    env,
    cwd: options.workspace,
    processes: options.processes,
    cgroup
  })
  const client = new Client({ name: 'agent-action', version: '1' })
  const timeout = options.startupTimeoutMs ?? MCP_STARTUP_TIMEOUT_MS
  const request = {
    timeout,
    ...(options.signal ? { signal: options.signal } : {})
  }
  try {
    await client.connect(transport, request)
    const tools: Listed[] = []
    let cursor: string | undefined
    // Pages until the server has no more, or the cap is reached.
    for (
      let page = 0;
      page < 10 && tools.length < MAX_TOOLS_PER_SERVER;
      page++
    ) {
      const listed = await client.listTools(
        cursor ? { cursor } : undefined,
        request
      )
      tools.push(...(listed.tools as Listed[]))
      cursor = listed.nextCursor
      if (!cursor) break
    }
    return { server, client, tools }
  } catch (error) {
    const stderr = transport.stderr
    await client.close().catch(() => undefined)
    await transport.close().catch(() => undefined)
    return {
      server: server.name,
      error: `${errorMessage(error)}${stderr ? ` (stderr: ${stderr.split('\n').slice(-3).join(' | ')})` : ''}`
    }
  }
}

/** A bare command name found on the tool environment's PATH, else as given. */
async function resolveCommand(
  command: string,
  searchPath: string
): Promise<string> {
  if (command.includes('/')) return command
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir.startsWith('/')) continue
    const candidate = path.join(dir, command)
    try {
      await access(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return command
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
  parameters: Record<string, unknown>
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
      try {
        const result = await client.callTool(
          { name: listed.name, arguments: input },
          undefined,
          { signal: context.signal, timeout: CALL_TIMEOUT_MS }
        )
        return {
          output: resultText(result),
          isError: result.isError === true,
          details: { mcpServer: server.name, mcpTool: listed.name }
        }
      } catch (error) {
        return {
          output: `MCP server ${server.name}: ${errorMessage(error)}`,
          isError: true,
          details: { mcpServer: server.name, mcpTool: listed.name }
        }
      }
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
