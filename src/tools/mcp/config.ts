/**
 * The `mcp-servers` input (docs/contract.md): MCP servers in the common
 * `.mcp.json` shape, validated before anything runs: stdio servers (run
 * inside the bash sandbox) and remote ones (`"type": "http"`, Streamable
 * HTTP, reached by the action itself). No MCP SDK here: this module loads
 * on every run, the client only when a server is configured
 * (`mcp-tools.ts`, imported lazily by the session).
 */
import { z } from 'zod'
import { isSecretName } from '../../security/index.js'
import { hasReference } from './env-refs.js'

/** One stdio server, as the session starts it inside the sandbox. */
export interface McpStdioServer {
  /** The key in `mcpServers`: `[A-Za-z0-9_-]{1,32}`, part of each tool's name. */
  name: string
  type?: 'stdio'
  /** The program, resolved on the sandbox's PATH (the tool environment's). */
  command: string
  args: string[]
  /**
   * More environment variables on top of the tool environment's allowlist
   * (docs/security.md item 4), `${NAME}` taken from the step's environment
   * (`env-refs.ts`). A secret-like name is refused with a literal value:
   * a secret reaches a sandboxed server only as the step's `${NAME}`.
   */
  env: Record<string, string>
  /** Values to redact everywhere, from `${NAME}` (set by `resolveMcpReferences`). */
  secrets?: string[]
}

/** One remote server over Streamable HTTP, reached by the action itself. */
export interface McpHttpServer {
  name: string
  type: 'http'
  /** `https://`, or `http://` to a loopback address (tests, local servers). */
  url: string
  /** Sent with every request; `${NAME}` from the step's environment. */
  headers: Record<string, string>
  /** The header values taken from the environment or naming a credential. */
  secrets?: string[]
}

export type McpServerConfig = McpStdioServer | McpHttpServer

/** At most this many servers in one run. */
const MAX_MCP_SERVERS = 8

const SERVER_NAME = /^[A-Za-z0-9_-]{1,32}$/
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * A remote server's URL: https, or plain http only to this machine's
 * loopback (a header sent in clear over a network is a leaked header).
 */
function allowedUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && LOOPBACK.test(url.hostname))
  )
}

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
    // Accepted for files shared with other clients.
    type: z.literal('stdio').optional()
  })

  const httpSchema = z.strictObject({
    type: z.literal('http'),
    url: z.string({ error: 'needs a "url" (a string)' }).refine(allowedUrl, {
      error:
        '"url" must be https://, or http:// to a loopback address (127.0.0.1, [::1], localhost), without user or password'
    }),
    headers: z
      .record(
        z.string().regex(HEADER_NAME, {
          error: '"headers" names must be HTTP header names'
        }),
        z
          .string({ error: '"headers" values must be strings' })
          .refine((value) => !/[\r\n\0]/.test(value), {
            error: '"headers" values must not contain CR, LF or NUL'
          }),
        { error: '"headers" must be an object of strings' }
      )
      .optional()
  })

  const fileSchema = z.strictObject({
    mcpServers: z.record(z.string(), z.unknown(), {
      error: '"mcpServers" must be an object of servers'
    })
  })
  return { serverSchema, httpSchema, fileSchema }
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
  const { fileSchema } = schemas
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
    const parsed = parseServer(name, value, schemas)
    if (typeof parsed === 'string') problems.push(`server "${name}": ${parsed}`)
    else servers.push(parsed)
  }
  if (problems.length > 0) throw new Error(`${input}: ${problems.join('; ')}`)
  return servers
}

/** One server's entry, or what is wrong with it. */
function parseServer(
  name: string,
  value: unknown,
  { serverSchema, httpSchema }: ReturnType<typeof buildSchemas>
): McpServerConfig | string {
  const type = (value as { type?: unknown } | null)?.type
  if (type !== undefined && type !== 'stdio' && type !== 'http') {
    return `"type" must be "stdio" (a command in the sandbox) or "http" (a remote server over Streamable HTTP); ${JSON.stringify(type)} is not supported`
  }
  const parsed =
    type === 'http'
      ? httpSchema.safeParse(value)
      : serverSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : ''
    const message =
      issue?.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : (issue?.message ?? 'wrong shape')
    return `${message}${where}`
  }
  const data = parsed.data
  if (data.type === 'http') {
    return { name, type: 'http', url: data.url, headers: data.headers ?? {} }
  }
  const env = data.env ?? {}
  const bad = Object.entries(env)
    .filter(
      ([key, text]) =>
        !ENV_NAME.test(key) || (isSecretName(key) && !hasReference(text))
    )
    .map(([key]) => key)
  if (bad.length > 0) {
    return `env ${bad.map((key) => `"${key}"`).join(', ')} not allowed (names must be shell variable names, and a secret-like name takes its value only from the step's environment, as "\${NAME}")`
  }
  if (Object.values(env).some((text) => text.includes('\0'))) {
    return 'env values must not contain NUL'
  }
  return { name, command: data.command, args: data.args ?? [], env }
}

/** Model tool names: letters, digits, `_` and `-`, at most 64. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)
}
