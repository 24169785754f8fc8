/**
 * The `mcp-servers` input (docs/contract.md): stdio MCP servers in the
 * common `.mcp.json` shape, validated before anything runs. No MCP SDK
 * here: this module loads on every run, the client only when a server is
 * configured (`mcp-tools.ts`, imported lazily by the session).
 */
import { z } from 'zod'
import { isSecretName } from '../../security/index.js'

/** One stdio server, as the session starts it inside the sandbox. */
export interface McpServerConfig {
  /** The key in `mcpServers`: `[A-Za-z0-9_-]{1,32}`, part of each tool's name. */
  name: string
  /** The program, resolved on the sandbox's PATH (the tool environment's). */
  command: string
  args: string[]
  /**
   * More environment variables on top of the tool environment's allowlist
   * (docs/security.md item 4). Secret-like names are refused: a server runs
   * where bash runs and gets no secrets.
   */
  env: Record<string, string>
}

/** At most this many servers in one run. */
const MAX_MCP_SERVERS = 8

const SERVER_NAME = /^[A-Za-z0-9_-]{1,32}$/
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Built on first use: a run without the input never pays for them. */
let schemas: ReturnType<typeof buildSchemas> | undefined

function buildSchemas() {
  const serverSchema = z.strictObject({
    command: z
      .string({ error: 'needs a "command" (a string)' })
      .min(1, { error: '"command" must not be empty' })
      .refine((text) => !text.includes('\0'), {
        error: '"command" must not contain NUL'
      }),
    args: z
      .array(z.string({ error: '"args" must be an array of strings' }), {
        error: '"args" must be an array of strings'
      })
      .max(64, { error: '"args" takes at most 64 strings' })
      .optional(),
    env: z
      .record(z.string(), z.string({ error: '"env" values must be strings' }), {
        error: '"env" must be an object of strings'
      })
      .optional(),
    // Accepted for files shared with other clients; only stdio runs here.
    type: z
      .literal('stdio', { error: 'only "type": "stdio" is supported' })
      .optional()
  })

  const fileSchema = z.strictObject({
    mcpServers: z.record(z.string(), z.unknown(), {
      error: '"mcpServers" must be an object of servers'
    })
  })
  return { serverSchema, fileSchema }
}

/**
 * Parses the input's JSON; '' is no servers. Throws an Error whose message
 * says what is wrong and where (`mcp-servers: server "x": needs a
 * "command"`), for the settings to report.
 */
export function parseMcpServers(
  raw: string,
  input = 'mcp-servers'
): McpServerConfig[] {
  const text = raw.trim()
  if (text === '') return []
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${input} must be JSON such as {"mcpServers": {"notes": {"command": "node", "args": ["server.js"]}}} (${(error as Error).message})`
    )
  }
  schemas ??= buildSchemas()
  const { serverSchema, fileSchema } = schemas
  const file = fileSchema.safeParse(json)
  if (!file.success) {
    throw new Error(
      `${input} must be an object {"mcpServers": {"<name>": {"command": …}}}: ${file.error.issues[0]?.message ?? 'wrong shape'}`
    )
  }
  const entries = Object.entries(file.data.mcpServers)
  if (entries.length > MAX_MCP_SERVERS) {
    throw new Error(
      `${input} names ${entries.length} servers; at most ${MAX_MCP_SERVERS} are allowed`
    )
  }
  const problems: string[] = []
  const servers: McpServerConfig[] = []
  for (const [name, value] of entries) {
    if (!SERVER_NAME.test(name)) {
      problems.push(
        `server name ${JSON.stringify(name)} must be 1 to 32 letters, digits, _ or -`
      )
      continue
    }
    const parsed = serverSchema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : ''
      const message =
        issue?.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : (issue?.message ?? 'wrong shape')
      problems.push(`server "${name}": ${message}${where}`)
      continue
    }
    const env = parsed.data.env ?? {}
    const bad = Object.keys(env).filter(
      (key) => !ENV_NAME.test(key) || isSecretName(key)
    )
    if (bad.length > 0) {
      problems.push(
        `server "${name}": env ${bad.map((key) => `"${key}"`).join(', ')} not allowed (names must be shell variable names, and secret-like names never reach a sandboxed process)`
      )
      continue
    }
    if (Object.values(env).some((value) => value.includes('\0'))) {
      problems.push(`server "${name}": env values must not contain NUL`)
      continue
    }
    servers.push({
      name,
      command: parsed.data.command,
      args: parsed.data.args ?? [],
      env
    })
  }
  if (problems.length > 0) throw new Error(`${input}: ${problems.join('; ')}`)
  return servers
}

/** Model tool names: letters, digits, `_` and `-`, at most 64. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)
}
