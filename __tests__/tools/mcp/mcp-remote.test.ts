import { sessionConfig } from '../../../__fixtures__/agent-parts.js'
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type McpHttpServer,
  startMcpHttpServer
} from '../../../__fixtures__/mcp-http-server.js'
import { createScriptedChatModel } from '../../../__fixtures__/scripted-chat-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { runSession } from '../../../src/agent/session/session.js'
import type { ToolHook } from '../../../src/agent/hooks.js'
import type { AgentEvent, Budget } from '../../../src/agent/types.js'
import { parseSettings, secretValues } from '../../../src/config/settings.js'

/*
 * Remote MCP servers (docs/tools.md, "MCP servers"): reached by the action
 * over Streamable HTTP with the SDK's client, their header taken from the
 * step's environment and treated as a secret, their tools run through the
 * session's runner like any other, only read-only ones in read-only runs,
 * and a server that refuses is a refusal with the run going on.
 */

const TOKEN = 'mcp-remote-token-7f3a9c2e41'
const root = await realpath(await mkdtemp(join(tmpdir(), 'mcp-remote-')))
afterAll(() => rm(root, { recursive: true, force: true }))
let server: McpHttpServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** The servers as the settings read them, `${MCP_TOKEN}` from `environment`. */
function serversFor(url: string, environment: Record<string, string>) {
  const settings = parseSettings(
    (name) =>
      name === 'mcp-servers'
        ? JSON.stringify({
            mcpServers: {
              records: {
                type: 'http',
                url,
                headers: { Authorization: 'Bearer ${MCP_TOKEN}' }
              }
            }
          })
        : '',
    environment
  )
  return { servers: settings.mcpServers, secrets: secretValues(settings) }
}

/** A call of the script: a tool's name (asked for `k1`), or name and arguments. */
type Call = string | { name: string; arguments: Record<string, unknown> }

async function session(
  url: string,
  token: string,
  options: {
    readOnly: boolean
    calls: Call[]
    hooks?: ToolHook[]
    budget?: Partial<Budget>
  }
) {
  const dir = await mkdtemp(join(root, 'run-'))
  const workspace = join(dir, 'workspace')
  await mkdir(workspace)
  const { servers, secrets } = serversFor(url, { MCP_TOKEN: token })
  const model = createScriptedChatModel(
    options.calls.map((call) => ({
      toolCalls: [
        typeof call === 'string'
          ? { name: call, arguments: { key: 'k1' } }
          : call
      ]
    })),
    { model: 'mcp-model' }
  )
  const events: AgentEvent[] = []
  const result = await runSession(
    sessionConfig({
      workspace,
      verb: options.readOnly ? 'ask' : 'fix',
      task: 'use the records server',
      mayEdit: !options.readOnly,
      sandbox: 'auto',
      budget: { ...DEFAULT_BUDGET, ...options.budget },
      model,
      emit: (event) => events.push(event),
      scratchDir: join(dir, 'scratch'),
      secrets,
      mcp: { servers, readOnly: options.readOnly },
      ...(options.hooks ? { hooks: options.hooks } : {})
    })
  )
  const offered = (model.requests[0].tools ?? []).map((tool) => tool.name)
  // The last request holds every tool result of the run, once.
  const tools = model.requests[model.requests.length - 1].messages
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
  return { result, events, offered, tools, model }
}

describe('a remote MCP server', () => {
  it('is reached with its header from the environment, its tools run through the runner, the header redacted', async () => {
    server = await startMcpHttpServer(`Bearer ${TOKEN}`)
    const run = await session(server.url, TOKEN, {
      readOnly: false,
      calls: ['mcp__records__lookup', 'mcp__records__delete_record']
    })
    expect(run.offered).toEqual(
      expect.arrayContaining([
        'mcp__records__lookup',
        'mcp__records__delete_record'
      ])
    )
    // The server echoes the header it was called with: the model reads it
    // redacted (the header's value is one of the run's secrets).
    expect(server.calls.map((call) => call.name)).toEqual([
      'lookup',
      'delete_record'
    ])
    expect(run.tools[0]).toBe('record k1: blue (asked with ***)')
    expect(run.tools.join('\n')).not.toContain(TOKEN)
    expect(
      server.authorizations.every((got) => got === `Bearer ${TOKEN}`)
    ).toBe(true)
    expect(JSON.stringify(run.model.requests)).not.toContain(TOKEN)
    expect(JSON.stringify(run.events)).not.toContain(TOKEN)
  })

  it('offers only readOnlyHint tools to a read-only run, and refuses the other unrun', async () => {
    server = await startMcpHttpServer(`Bearer ${TOKEN}`)
    const run = await session(server.url, TOKEN, {
      readOnly: true,
      calls: ['mcp__records__delete_record', 'mcp__records__lookup']
    })
    expect(run.offered).toContain('mcp__records__lookup')
    expect(run.offered).not.toContain('mcp__records__delete_record')
    expect(run.tools[0]).toMatch(
      /^error: unknown tool "mcp__records__delete_record"/
    )
    // The server never heard of the call the model made anyway.
    expect(server.calls.map((call) => call.name)).toEqual(['lookup'])
    expect(run.events).toContainEqual({
      type: 'note',
      text: 'MCP server records: 1 tool (mcp__records__lookup); 1 not read-only, not offered in this read-only run'
    })
  })

  it("its calls go through the session's hooks, caps and redaction like any tool's", async () => {
    server = await startMcpHttpServer(`Bearer ${TOKEN}`)
    const seen: string[] = []
    const noDeletes: ToolHook = {
      name: 'no-deletes',
      beforeToolCall: (call) => {
        seen.push(call.name)
        return call.name === 'mcp__records__delete_record'
          ? { block: 'deleting records is not allowed here' }
          : undefined
      }
    }
    const run = await session(server.url, TOKEN, {
      readOnly: false,
      hooks: [noDeletes],
      budget: { maxToolCalls: 2 },
      calls: [
        {
          name: 'mcp__records__lookup',
          arguments: { key: 'k1', repeat: 2000 }
        },
        'mcp__records__delete_record',
        'mcp__records__lookup'
      ]
    })
    // The caller's hook saw both calls and blocked the delete before the
    // server heard of it; the run stopped at max-tool-calls before the third.
    expect(seen).toEqual([
      'mcp__records__lookup',
      'mcp__records__delete_record'
    ])
    expect(server.calls.map((call) => call.name)).toEqual(['lookup'])
    expect(run.tools[1]).toContain('deleting records is not allowed here')
    expect(run.tools).toHaveLength(2)
    expect(run.result.outcome.limit).toBe('max-tool-calls')
    // The long result is capped like any tool's, and redacted all through.
    const end = run.events.find((event) => event.type === 'tool-end')
    expect(end).toMatchObject({ truncated: true, isError: false })
    expect(Buffer.byteLength(run.tools[0])).toBeLessThan(
      DEFAULT_BUDGET.maxToolOutputBytes + 1024
    )
    expect(run.tools[0]).toMatch(/^record k1: blue \(asked with \*\*\*\)\n/)
    // No cut leaves the start of the header either.
    expect(JSON.stringify(run.model.requests)).not.toContain('Bearer mcp-')
    expect(JSON.stringify(run.events)).not.toContain('Bearer mcp-')
  })

  it('that refuses the header (401, echoing it) is a redacted refusal and the run goes on', async () => {
    server = await startMcpHttpServer('Bearer the-right-one-123456')
    const run = await session(server.url, TOKEN, {
      readOnly: false,
      calls: []
    })
    expect(run.result.outcome.status).toBe('done')
    expect(run.offered.some((name) => name.startsWith('mcp__'))).toBe(false)
    const refusals = run.events.flatMap((event) =>
      event.type === 'refusal' ? [event.refusal] : []
    )
    expect(refusals).toEqual([
      {
        kind: 'mcp',
        what: 'records',
        why: 'did not start: Streamable HTTP error: Error POSTing to endpoint: unauthorized: *** (HTTP 401)'
      }
    ])
    // The server echoed the header it got: redacted everywhere.
    expect(JSON.stringify(run.events)).not.toContain(TOKEN)
  })

  it('that is not listening is a refusal naming why', async () => {
    server = await startMcpHttpServer('x')
    const { url } = server
    await server.close()
    server = undefined
    const run = await session(url, TOKEN, { readOnly: false, calls: [] })
    expect(run.result.outcome.status).toBe('done')
    expect(run.events).toContainEqual({
      type: 'refusal',
      refusal: {
        kind: 'mcp',
        what: 'records',
        why: expect.stringMatching(
          /^did not start: .*(fetch failed|ECONNREFUSED)/
        )
      }
    })
  })
})
