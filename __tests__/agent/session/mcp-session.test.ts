import { sessionConfig } from '../../../__fixtures__/agent-parts.js'
import { afterAll, describe, expect, it } from '@jest/globals'
import { noteSkip, skipUnless } from '../../../__fixtures__/skips.js'
import { mcpTestServer } from '../../../__fixtures__/mcp-test-command.js'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import {
  failingBwrap,
  failingSudo,
  processesWith,
  probeAutoSandbox,
  noSandbox
} from '../../../__fixtures__/sandbox-helpers.js'
import {
  createScriptedChatModel,
  type ScriptedChatModel
} from '../../../__fixtures__/scripted-chat-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { toolDefinitions } from '../../../src/agent/runner/tool-definitions.js'
import {
  runSession,
  type SessionConfig
} from '../../../src/agent/session/session.js'
import type { AgentEvent } from '../../../src/agent/types.js'
import type { ChatRequest } from '../../../src/llm/types.js'
import { createProcessRegistry } from '../../../src/tools/bash/process-registry.js'
import { buildToolEnv } from '../../../src/tools/bash/tool-env.js'
import {
  resultText,
  startMcpServers
} from '../../../src/tools/mcp/mcp-tools.js'

/*
 * MCP servers in a session (docs/loop.md §5.9): the test server of
 * __fixtures__/mcp-test-server.mjs started in the bash sandbox, its tools
 * offered as mcp__notes__*, called through the runner (redaction and caps
 * apply), only its read-only tool in read-only runs, and the process gone
 * when the session ends.
 */

const SECRET = '9876-5432-1098-7654'
const root = await realpath(await mkdtemp(join(tmpdir(), 'mcp-session-')))
afterAll(() => rm(root, { recursive: true, force: true }))

const probeDir = await mkdtemp(join(root, 'probe-'))
const probed = await probeAutoSandbox(probeDir)
const sandboxed = probed.kind !== 'unavailable'
const itSandboxed = skipUnless(
  sandboxed,
  `MCP sandbox tests: ${probed.description}`
)

type Call = { name: string; input: Record<string, unknown> }

/** A model that makes one turn of calls per entry of `turns`, then answers. */
function scriptedModel(
  turns: Call[][],
  onChat?: () => Promise<void>
): ScriptedChatModel {
  const script = turns.map((turn) => ({
    toolCalls: turn.map((call) => ({ name: call.name, arguments: call.input }))
  }))
  return createScriptedChatModel(script, { model: 'mcp-model', onChat })
}

async function session(
  model: ScriptedChatModel,
  options: Partial<SessionConfig> & { readOnly?: boolean; tag?: string } = {}
) {
  const dir = await mkdtemp(join(root, 'run-'))
  const workspace = join(dir, 'workspace')
  await mkdir(workspace)
  const events: AgentEvent[] = []
  const tag = options.tag ?? randomBytes(6).toString('hex')
  const result = await runSession(
    sessionConfig({
      workspace,
      verb: options.readOnly ? 'review' : 'fix',
      task: 'use the notes server',
      mayEdit: !options.readOnly,
      bash: !options.readOnly,
      sandbox: 'auto',
      model,
      emit: (event) => events.push(event),
      scratchDir: join(dir, 'scratch'),
      secrets: [SECRET],
      mcp: {
        servers: [
          {
            name: 'notes',
            ...mcpTestServer('--tag', tag),
            env: { NOTE_PREFIX: 'note: ' }
          }
        ],
        readOnly: options.readOnly ?? false
      },
      ...options
    })
  )
  const toolMessages = model.requests
    .flatMap((request) => request.messages)
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
  return { ...result, workspace, events, tag, toolMessages }
}

const offered = (model: { requests: ChatRequest[] }): string[] =>
  (model.requests[0].tools ?? []).map((tool) => tool.name)

const notes = (events: AgentEvent[]): string[] =>
  events.flatMap((event) => (event.type === 'note' ? [event.text] : []))

describe('MCP tools in a session', () => {
  itSandboxed(
    'a fix run offers both tools, calls them through the runner with redaction, and the server is gone after',
    async () => {
      const tag = randomBytes(6).toString('hex')
      const running: number[][] = []
      const model = scriptedModel(
        [
          [
            { name: 'mcp__notes__echo_upper', input: { text: `key ${SECRET}` } }
          ],
          [
            {
              name: 'mcp__notes__write_note',
              input: { path: 'notes/a.md', text: 'hello' }
            }
          ]
        ],
        async () => {
          running.push(await processesWith(tag))
        }
      )
      const result = await session(model, { tag })
      expect(result.outcome.status).toBe('done')
      // One server process while the loop ran (the check itself works).
      expect(running.every((pids) => pids.length >= 1)).toBe(true)
      expect(result.tools).toEqual(
        expect.arrayContaining([
          'mcp__notes__echo_upper',
          'mcp__notes__write_note'
        ])
      )
      const tools = model.requests[0].tools ?? []
      const echo = tools.find((tool) => tool.name === 'mcp__notes__echo_upper')
      expect(echo?.description).toBe(
        'Returns the text in capitals. Also says which environment it sees. (MCP server notes.)'
      )
      expect(echo?.parameters).toMatchObject({
        type: 'object',
        properties: { text: { type: 'string' } },
        required: ['text']
      })
      const [echoed, wrote] = result.toolMessages
      // The secret the server printed back is redacted; digits survive capitals.
      expect(echoed).not.toContain(SECRET)
      expect(echoed).toContain('KEY ***')
      expect(echoed).toContain('original: key ***')
      // The server's environment: its own env, the scratch home, no secrets.
      expect(echoed).toContain('prefix=note: ')
      expect(echoed).toContain('secret-like=none')
      expect(echoed).toMatch(/home=\S*scratch\/home/)
      expect(echoed).toContain('[image image/png, 6 bytes]')
      expect(wrote).toBe('wrote notes/a.md')
      expect(await readFile(join(result.workspace, 'notes/a.md'), 'utf8')).toBe(
        'note: hello'
      )
      expect(notes(result.events)).toContain(
        'MCP server notes: 2 tools (mcp__notes__echo_upper, mcp__notes__write_note)'
      )
      const end = result.events.find(
        (event) =>
          event.type === 'tool-end' && event.name === 'mcp__notes__write_note'
      )
      expect(end).toMatchObject({
        isError: false,
        details: { mcpServer: 'notes', mcpTool: 'write_note' }
      })
      expect(await processesWith(result.tag)).toEqual([])
    },
    60_000
  )

  itSandboxed(
    'results are capped like any tool result',
    async () => {
      const model = scriptedModel([
        [
          {
            name: 'mcp__notes__echo_upper',
            input: { text: 'abcdefghij', repeat: 5000 }
          }
        ]
      ])
      const result = await session(model)
      const end = result.events.find((event) => event.type === 'tool-end')
      expect(end).toMatchObject({ truncated: true, isError: false })
      expect(Buffer.byteLength(result.toolMessages[0])).toBeLessThan(
        DEFAULT_BUDGET.maxToolOutputBytes + 1024
      )
    },
    60_000
  )

  itSandboxed(
    'a read-only run offers only the read-only tool, and refuses the other',
    async () => {
      const model = scriptedModel([
        [
          {
            name: 'mcp__notes__write_note',
            input: { path: 'x.md', text: 'no' }
          },
          { name: 'mcp__notes__echo_upper', input: { text: 'ok' } }
        ]
      ])
      const result = await session(model, { readOnly: true })
      expect(offered(model)).toContain('mcp__notes__echo_upper')
      expect(offered(model)).not.toContain('mcp__notes__write_note')
      expect(result.toolMessages[0]).toMatch(
        /^error: unknown tool "mcp__notes__write_note"/
      )
      expect(result.toolMessages[1]).toMatch(/^OK\n/)
      expect(existsSync(join(result.workspace, 'x.md'))).toBe(false)
      expect(notes(result.events)).toContain(
        'MCP server notes: 1 tool (mcp__notes__echo_upper); 1 not read-only, not offered in this read-only run'
      )
      expect(await processesWith(result.tag)).toEqual([])
    },
    60_000
  )

  itSandboxed(
    'under the sudo namespaces (bubblewrap failing) the server runs too',
    async () => {
      const model = scriptedModel([
        [{ name: 'mcp__notes__echo_upper', input: { text: 'ns' } }]
      ])
      const result = await session(model, {
        sandboxPrograms: { bwrap: await failingBwrap(root) }
      })
      if (!result.sandbox?.startsWith('bash ran in namespaces')) {
        noteSkip(`MCP sudo test: ${result.sandbox}`)
        return
      }
      expect(result.toolMessages[0]).toMatch(/^NS\n/)
      expect(await processesWith(result.tag)).toEqual([])
    },
    60_000
  )

  it('an aborted run closes its servers too', async () => {
    const tag = randomBytes(6).toString('hex')
    const controller = new AbortController()
    let seen: number[] = []
    const model = scriptedModel(
      [[{ name: 'mcp__notes__echo_upper', input: { text: 'x' } }]],
      async () => {
        seen = await processesWith(tag)
        controller.abort(new Error('cancelled'))
      }
    )
    await session(model, {
      tag,
      sandbox: 'none',
      signal: controller.signal
    }).catch(() => undefined)
    expect(seen.length).toBeGreaterThanOrEqual(1)
    expect(await processesWith(tag)).toEqual([])
  }, 60_000)

  it('sandbox: none runs the server on the runner, with the same environment', async () => {
    const model = scriptedModel([
      [{ name: 'mcp__notes__echo_upper', input: { text: 'plain' } }]
    ])
    const result = await session(model, { sandbox: 'none' })
    expect(result.toolMessages[0]).toMatch(/^PLAIN\n/)
    expect(result.toolMessages[0]).toContain('secret-like=none')
    expect(await processesWith(result.tag)).toEqual([])
  }, 60_000)

  it('where no sandbox works under auto, no server starts and a note says why', async () => {
    const model = scriptedModel([])
    const result = await session(model, {
      sandboxPrograms: {
        bwrap: await failingBwrap(root),
        sudo: await failingSudo(root)
      }
    })
    expect(offered(model).some((name) => name.startsWith('mcp__'))).toBe(false)
    expect(notes(result.events)).toEqual([
      expect.stringMatching(
        /^MCP servers not started: they run where bash runs, and no bash: no sandbox works here/
      )
    ])
    expect(await processesWith(result.tag)).toEqual([])
  }, 60_000)

  it('a server that does not start is noted and the run goes on', async () => {
    const model = scriptedModel([])
    const result = await session(model, {
      sandbox: 'none',
      mcp: {
        servers: [
          {
            name: 'broken',
            command: 'node',
            args: [
              '-e',
              'console.error("cannot start: no config"); process.exit(3)'
            ],
            env: {}
          }
        ],
        readOnly: false
      }
    })
    expect(result.outcome.status).toBe('done')
    expect(notes(result.events)).toEqual([
      expect.stringMatching(
        /^MCP server broken did not start: .*\(stderr: cannot start: no config\)$/
      )
    ])
  }, 60_000)
})

describe('MCP server start-up', () => {
  it('a server that never answers is given up after the start-up timeout and killed', async () => {
    const dir = await mkdtemp(join(root, 'silent-'))
    const tag = randomBytes(6).toString('hex')
    const sandbox = await noSandbox(dir)
    const started = Date.now()
    const mcp = await startMcpServers({
      servers: [
        {
          name: 'silent',
          command: 'node',
          args: ['-e', 'setInterval(() => {}, 1000)', tag],
          env: {}
        }
      ],
      sandbox,
      env: buildToolEnv({ home: dir, tmpDir: dir }),
      workspace: dir,
      processes: createProcessRegistry(),
      readOnly: false,
      startupTimeoutMs: 500
    })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(mcp.tools).toEqual([])
    expect(mcp.notes).toEqual([
      expect.stringMatching(/^MCP server silent did not start: .*timed out/i)
    ])
    await mcp.close()
    expect(await processesWith(tag)).toEqual([])
  })
})

describe('MCP schemas as offered', () => {
  it('are sent as the server gave them; small windows keep first sentences', () => {
    const tool = {
      name: 'mcp__s__t',
      description: 'Does one thing. Then much more detail.',
      schema: z.record(z.string(), z.unknown()),
      parameters: {
        type: 'object',
        properties: {
          q: { type: 'string', description: 'The query. Long explanation.' }
        }
      },
      readOnly: true,
      run: async () => ({ output: '', isError: false })
    }
    expect(toolDefinitions([tool], false)[0]).toEqual({
      name: 'mcp__s__t',
      description: 'Does one thing. Then much more detail.',
      parameters: tool.parameters
    })
    expect(toolDefinitions([tool], true)[0]).toEqual({
      name: 'mcp__s__t',
      description: 'Does one thing.',
      parameters: {
        type: 'object',
        properties: { q: { type: 'string', description: 'The query.' } }
      }
    })
    // The tool's own schema is left as it was.
    expect(tool.parameters.properties.q.description).toBe(
      'The query. Long explanation.'
    )
  })
})

describe('MCP results as text', () => {
  it('joins text parts and names the others', () => {
    expect(
      resultText({
        content: [
          { type: 'text', text: 'a' },
          { type: 'resource', resource: { uri: 'file:///x', text: 'body' } },
          { type: 'resource', resource: { uri: 'file:///y', blob: 'AA==' } },
          { type: 'resource_link', uri: 'file:///z', name: 'z' },
          { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' }
        ]
      })
    ).toBe(
      'a\n[resource file:///x]\nbody\n[resource file:///y, binary]\n[resource link file:///z]\n[audio audio/wav, 3 bytes]'
    )
    expect(resultText({ content: [], structuredContent: { n: 1 } })).toBe(
      '{"n":1}'
    )
  })
})
