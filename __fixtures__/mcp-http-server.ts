/**
 * A remote MCP server for the tests: Streamable HTTP on loopback, built
 * with the SDK's server side (stateless: one `Server` and transport per
 * request). It answers only requests whose `Authorization` header is the
 * expected one (else 401, echoing what it got, as careless servers do),
 * and offers `lookup` (read-only, echoing the header it was called with,
 * `repeat` times) and `delete_record` (not read-only).
 */
import { createServer, type IncomingMessage } from 'node:http'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import {
  CallToolRequestSchema,
  ListToolsRequestSchema
} from '@modelcontextprotocol/sdk/types.js'
import { listen, type Listening } from './loopback.js'

export interface McpHttpServer extends Listening {
  /** `<origin>/mcp` */
  url: string
  /** Every request's `Authorization` header, in order. */
  authorizations: (string | undefined)[]
  /** The tools called, with their arguments. */
  calls: { name: string; arguments: unknown }[]
}

const TOOLS = [
  {
    name: 'lookup',
    description: 'Looks a record up by its key.',
    inputSchema: {
      type: 'object',
      properties: { key: { type: 'string' }, repeat: { type: 'number' } },
      required: ['key']
    },
    annotations: { readOnlyHint: true }
  },
  {
    name: 'delete_record',
    description: 'Deletes a record.',
    inputSchema: {
      type: 'object',
      properties: { key: { type: 'string' } },
      required: ['key']
    },
    annotations: { readOnlyHint: false, destructiveHint: true }
  }
]

function mcpServer(calls: McpHttpServer['calls'], heard: string): Server {
  const server = new Server(
    { name: 'records', version: '1.0.0' },
    { capabilities: { tools: {} } }
  )
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS
  }))
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    calls.push({
      name: request.params.name,
      arguments: request.params.arguments
    })
    const key = String(request.params.arguments?.key ?? '')
    const repeat = Number(request.params.arguments?.repeat ?? 1)
    const found = `record ${key}: blue (asked with ${heard})`
    return {
      content: [
        {
          type: 'text',
          text:
            request.params.name === 'lookup'
              ? Array.from({ length: repeat }, () => found).join('\n')
              : `deleted ${key}`
        }
      ]
    }
  })
  return server
}

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

/** Starts the server; requests must carry `Authorization: <authorization>`. */
export async function startMcpHttpServer(
  authorization: string
): Promise<McpHttpServer> {
  const authorizations: McpHttpServer['authorizations'] = []
  const calls: McpHttpServer['calls'] = []
  const http = createServer((request, response) => {
    const got = request.headers.authorization
    authorizations.push(got)
    if (got !== authorization) {
      response.writeHead(401, { 'content-type': 'text/plain' })
      response.end(`unauthorized: ${got ?? 'no header'}`)
      return
    }
    if (request.method !== 'POST') {
      // Stateless: no stream for server-sent messages.
      response.writeHead(405).end()
      return
    }
    void (async () => {
      const server = mcpServer(calls, got)
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true
      })
      response.once('close', () => {
        void transport.close()
        void server.close()
      })
      await server.connect(transport)
      await transport.handleRequest(request, response, await body(request))
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const listening = await listen(http)
  return {
    ...listening,
    url: `${listening.origin}/mcp`,
    authorizations,
    calls
  }
}
