/**
 * Connecting one MCP server and listing its tools: a stdio server through
 * the bash sandbox (`transport.ts`), a remote one over Streamable HTTP
 * with the SDK's client transport, from the action's own process (it
 * never runs in the sandbox, and its headers never reach one). Either
 * way a failure is a reason, never a throw: the run goes on without it.
 */
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { errorMessage } from '../../shared/index.js'
import type { ProcessRegistry, Sandbox } from '../bash/index.js'
import type {
  McpHttpServer,
  McpServerConfig,
  McpStdioServer
} from './config.js'
import { SandboxedStdioTransport } from './transport.js'

/** How long a server has to start and list its tools. */
const MCP_STARTUP_TIMEOUT_MS = 20_000
/** Tools taken from one server. */
export const MAX_TOOLS_PER_SERVER = 64

/** What a server needs to start. */
export interface ConnectOptions {
  /** The bash sandbox; null or `unavailable`: stdio servers do not start. */
  sandbox: Sandbox | null
  /** The tool environment (`buildToolEnv`), before each server's own `env`. */
  env: Record<string, string>
  /**
   * A folder holding the action's own `node` (and `npx`), put last on a
   * stdio server's PATH, so a server finds a `node` where the sandbox
   * shows none of its own (docs/tools.md, "MCP servers"). The session
   * binds it read-only into the sandbox.
   */
  nodeBin?: string
  workspace: string
  processes: ProcessRegistry
  signal?: AbortSignal
  startupTimeoutMs?: number
}

/** A tool as a server lists it. */
export interface Listed {
  name: string
  description?: string
  title?: string
  inputSchema: Record<string, unknown>
  annotations?: { readOnlyHint?: boolean }
}

type Connected =
  | { server: McpServerConfig; client: Client; tools: Listed[] }
  | { server: string; error: string }

/** Starts or reaches one server and lists its tools, or says why not. */
export async function connectServer(
  server: McpServerConfig,
  options: ConnectOptions
): Promise<Connected> {
  const opened =
    server.type === 'http'
      ? await httpTransport(server)
      : await stdioTransport(server, options)
  if ('error' in opened) return { server: server.name, error: opened.error }
  const { transport } = opened
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
    const why = startFailure(error, transport)
    await client.close().catch(() => undefined)
    await transport.close().catch(() => undefined)
    return { server: server.name, error: why }
  }
}

/** Why a server did not start, in words a workflow author can act on. */
function startFailure(error: unknown, transport: Transport): string {
  if (!(transport instanceof SandboxedStdioTransport)) {
    // The SDK's HTTP errors carry the status as `code`.
    const code = (error as { code?: unknown }).code
    const status =
      typeof code === 'number' && code >= 100 && code < 600
        ? ` (HTTP ${code})`
        : ''
    return `${errorMessage(error)}${status}`
  }
  const stderr = transport.stderr
  const exit = transport.exitCode
  const ended =
    exit === undefined
      ? errorMessage(error)
      : `it exited (${exit}) before answering MCP's initialize`
  return `${ended}${stderr ? ` (stderr: ${stderr.split('\n').slice(-3).join(' | ')})` : ''}`
}

/** The SDK's Streamable HTTP client, loaded only for a remote server. */
async function httpTransport(
  server: McpHttpServer
): Promise<{ transport: Transport } | { error: string }> {
  const { StreamableHTTPClientTransport } =
    await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
  try {
    const transport = new StreamableHTTPClientTransport(new URL(server.url), {
      // Redirects stay within the server's origin (the SDK's default), so
      // its headers go nowhere else.
      requestInit: { headers: server.headers }
    })
    return { transport }
  } catch (error) {
    return { error: errorMessage(error) }
  }
}

/** A stdio server's process, wrapped by the sandbox in a cgroup of its own. */
async function stdioTransport(
  server: McpStdioServer,
  options: ConnectOptions
): Promise<{ transport: Transport } | { error: string }> {
  const { sandbox } = options
  if (!sandbox || sandbox.kind === 'unavailable') {
    return {
      error: `it runs where bash runs, and ${sandbox?.description ?? 'there is no sandbox'}`
    }
  }
  const env = { ...options.env, ...server.env }
  // The tool environment's own entries win (HOME, TMPDIR, PATH, the marker).
  Object.assign(env, options.env)
  if (options.nodeBin) {
    const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean)
    if (!dirs.includes(options.nodeBin)) dirs.push(options.nodeBin)
    env.PATH = dirs.join(path.delimiter)
  }
  const command = await resolveCommand(server.command, env.PATH ?? '')
  if (command === null) {
    return {
      error: `"${server.command}" is not on the sandbox's PATH (${env.PATH ?? ''}); give its absolute path, or install it in an earlier step`
    }
  }
  // Its own cgroup, like a bash command's, or it does not start.
  let cgroup
  try {
    cgroup = (await sandbox.cgroups?.create()) ?? null
  } catch (error) {
    return { error: `its cgroup could not be made (${errorMessage(error)})` }
  }
  const { file, args } = sandbox.wrap([command, ...server.args], {
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
  return { transport }
}

/**
 * A bare command name found on the server's PATH, else null; a path is
 * taken as given (the sandbox says whether it is there).
 */
async function resolveCommand(
  command: string,
  searchPath: string
): Promise<string | null> {
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
  return null
}
