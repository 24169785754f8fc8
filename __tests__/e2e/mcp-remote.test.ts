import { afterEach, describe, expect, it } from '@jest/globals'
import { probeAutoSandbox } from '../../__fixtures__/sandbox-helpers.js'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  e2eSuite,
  finalComment,
  toolsOffered,
  toolMessages
} from '../../__fixtures__/e2e-suite.js'
import { addComments, addIssue } from '../../__fixtures__/github-builders.js'
import { issueCommentEvent, type E2E } from '../../__fixtures__/e2e-harness.js'
import {
  type McpHttpServer,
  startMcpHttpServer
} from '../../__fixtures__/mcp-http-server.js'
import { mcpTestServer } from '../../__fixtures__/mcp-test-command.js'
import { skipUnless } from '../../__fixtures__/skips.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

/*
 * MCP servers as teams write them, through the bundle (docs/tools.md, "MCP
 * servers"): a remote server over Streamable HTTP on loopback whose
 * Authorization header comes from the step's environment and appears
 * nowhere else (model requests, comments, transcript, job log, summary),
 * a read-only run offered only its readOnlyHint tools, a stdio server
 * whose command is missing (a warning, a report line, the run goes on),
 * and `${NAME}` in a stdio server's env taken from the step.
 */

const probe = await probeAutoSandbox()
const itSandboxed = skipUnless(
  probe.kind !== 'unavailable',
  `MCP stdio e2e runs: no sandbox here (${probe.description})`
)

const TOKEN = 'e2e-mcp-remote-bearer-5b8c1d0e9f'

const start = e2eSuite()
let remote: McpHttpServer | undefined
afterEach(async () => {
  await remote?.close()
  remote = undefined
})

async function setup(script: ScriptStep[], comment: string): Promise<E2E> {
  const e2e = await start(script)
  e2e.github.permissions.alice = 'write'
  addIssue(e2e.github, { title: 'Look it up', body: 'Use the records.' })
  addComments(e2e.github, { body: comment })
  return e2e
}

function remoteInput(url: string): string {
  return JSON.stringify({
    mcpServers: {
      records: {
        type: 'http',
        url,
        headers: { Authorization: 'Bearer ${RECORDS_MCP_AUTH}' }
      }
    }
  })
}

/** Every file under `dir`, as text (the run's scratch, transcript, logs). */
function filesUnder(dir: string): string {
  let text = ''
  for (const entry of readdirSync(dir, {
    withFileTypes: true,
    recursive: true
  })) {
    if (!entry.isFile()) continue
    try {
      text += readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    } catch {
      // unreadable: not the run's
    }
  }
  return text
}

describe('remote MCP servers end to end through the bundle', () => {
  it("a read-only run reaches the server with the step's header, offered only its read-only tool; the header is nowhere else", async () => {
    remote = await startMcpHttpServer(`Bearer ${TOKEN}`)
    const env = await setup(
      [
        {
          toolCalls: [
            { name: 'mcp__records__lookup', arguments: { key: 'k7' } }
          ]
        },
        { text: 'Record k7 is blue.' }
      ],
      '/agent ask what is record k7'
    )
    const result = await env.run(
      issueCommentEvent('/agent ask what is record k7'),
      { 'mcp-servers': remoteInput(remote.url) },
      { env: { RECORDS_MCP_AUTH: TOKEN } }
    )
    expect(result.stderr).not.toMatch(/::error::/)
    expect(result.outputs.conclusion).toBe('answered')
    expect(toolsOffered(env)).toContain('mcp__records__lookup')
    expect(toolsOffered(env)).not.toContain('mcp__records__delete_record')
    expect(remote.calls).toEqual([{ name: 'lookup', arguments: { key: 'k7' } }])
    expect(remote.authorizations.length).toBeGreaterThan(0)
    expect(
      remote.authorizations.every((got) => got === `Bearer ${TOKEN}`)
    ).toBe(true)
    // The server echoed its header into the tool result: the model got it masked.
    expect(toolMessages(env)[0]).toMatch(/^record k7: blue \(asked with \*+/)
    expect(result.stdout).toContain(
      'MCP server records: 1 tool (mcp__records__lookup); 1 not read-only'
    )
    // The runner masks it too: told before any line is printed (the
    // runner takes these lines; they are never shown).
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`)
    const stdout = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n')
    for (const [where, text] of Object.entries({
      'model requests': JSON.stringify(env.model.requests),
      comments: JSON.stringify(env.github.comments),
      transcript: result.transcript,
      stdout,
      stderr: result.stderr,
      summary: result.summary,
      'files of the run': filesUnder(env.dir)
    })) {
      expect([where, text.includes(TOKEN)]).toEqual([where, false])
    }
  }, 120_000)

  it('a server that refuses the header is a warning and a report line, and the run goes on', async () => {
    remote = await startMcpHttpServer('Bearer some-other-value-0000')
    const env = await setup(
      [{ text: 'No records today.' }],
      '/agent ask what is record k7'
    )
    const result = await env.run(
      issueCommentEvent('/agent ask what is record k7'),
      { 'mcp-servers': remoteInput(remote.url) },
      { env: { RECORDS_MCP_AUTH: TOKEN } }
    )
    expect(result.outputs.conclusion).toBe('answered')
    expect(result.stdout).toMatch(
      /::warning::MCP server records did not start: .*\(HTTP 401\)/
    )
    expect(finalComment(env)).toMatch(
      /- MCP server `records`: did not start: .*\(HTTP 401\)/
    )
    expect(result.summary).toMatch(/- MCP server `records`: did not start/)
    expect(JSON.stringify(env.github.comments)).not.toContain(TOKEN)
    expect(result.summary + result.transcript).not.toContain(TOKEN)
  }, 120_000)

  it('a header naming a variable the step does not set fails the run naming server and variable', async () => {
    const env = await setup([{ text: 'unused' }], '/agent ask anything')
    const result = await env.run(issueCommentEvent('/agent ask anything'), {
      'mcp-servers': remoteInput('https://mcp.example.com/mcp')
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.stdout + result.stderr).toContain(
      'mcp-servers: server "records": header "Authorization" uses ${RECORDS_MCP_AUTH}, which is not set in the step\'s environment'
    )
    expect(env.model.requests).toHaveLength(0)
  }, 60_000)
})

describe('stdio MCP servers end to end through the bundle', () => {
  itSandboxed(
    'a missing command is a warning and a report line, ${NAME} reaches the other server masked, and the run goes on',
    async () => {
      const env = await setup(
        [
          {
            toolCalls: [
              { name: 'mcp__notes__echo_upper', arguments: { text: 'hi' } }
            ]
          },
          { text: 'The notes server answered.' }
        ],
        '/agent ask what does the server say'
      )
      const result = await env.run(
        issueCommentEvent('/agent ask what does the server say'),
        {
          'mcp-servers': JSON.stringify({
            mcpServers: {
              gone: { command: 'no-such-mcp-server-e2e' },
              notes: {
                ...mcpTestServer(),
                env: { NOTE_PREFIX: '${E2E_NOTE_PREFIX}/x' }
              }
            }
          })
        },
        { env: { E2E_NOTE_PREFIX: 'from-the-step' } }
      )
      expect(result.outputs.conclusion).toBe('answered')
      expect(result.stdout).toContain(
        `::warning::MCP server gone did not start: "no-such-mcp-server-e2e" is not on the sandbox's PATH`
      )
      expect(finalComment(env)).toContain(
        '- MCP server `gone`: did not start: "no-such-mcp-server-e2e" is not on the sandbox\'s PATH'
      )
      expect(result.summary).toContain('- MCP server `gone`: did not start')
      expect(toolsOffered(env)).toContain('mcp__notes__echo_upper')
      // The server got the step's value; what ${NAME} takes is a secret of
      // the run, so the model reads it masked, and nothing else shows it.
      expect(toolMessages(env)[0]).toContain('prefix=***/x ')
      expect(result.stdout).toContain('::add-mask::from-the-step')
      for (const text of [
        JSON.stringify(env.model.requests),
        JSON.stringify(env.github.comments),
        result.transcript,
        result.summary
      ])
        expect(text).not.toContain('from-the-step')
    },
    120_000
  )
})
