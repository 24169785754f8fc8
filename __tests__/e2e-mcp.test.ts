import { afterEach, describe, expect, it } from '@jest/globals'
import { mcpTestServer } from '../__fixtures__/mcp-test-command.js'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  bundlePath,
  createE2E,
  type E2E,
  issueCommentEvent,
  RUN_ID
} from '../__fixtures__/e2e-harness.js'
import { processesWith } from '../__fixtures__/sandbox-helpers.js'
import type { ScriptStep } from '../__fixtures__/scripted-model.js'
import { detectSandbox } from '../src/tools/bash/sandbox.js'

/*
 * The `mcp-servers` input through the bundle: the test server of
 * __fixtures__/mcp-test-server.mjs in the bash sandbox, a fix run that
 * writes through it and gets the file into its pull request, an ask run
 * that is offered only its read-only tool, no server process left after
 * either, and the SDK in a chunk of its own that a run without servers
 * never loads.
 */

const probe = await detectSandbox({
  mode: 'auto',
  workspace: tmpdir(),
  home: tmpdir(),
  tmpDir: tmpdir(),
  network: false
})
const sandboxed = probe.kind !== 'unavailable'
if (!sandboxed) {
  console.warn(`MCP e2e runs skipped: no sandbox here (${probe.description})`)
}
const itSandboxed = sandboxed ? it : it.skip

function mcpInput(tag: string): string {
  return JSON.stringify({
    mcpServers: {
      notes: {
        ...mcpTestServer('--tag', tag),
        env: { NOTE_PREFIX: 'note: ' }
      }
    }
  })
}

let e2e: E2E | undefined
afterEach(async () => {
  await e2e?.close()
  e2e = undefined
})

async function setup(script: ScriptStep[], comment: string): Promise<E2E> {
  e2e = await createE2E(script)
  e2e.github.permissions.alice = 'write'
  e2e.github.issues.set(7, {
    number: 7,
    title: 'Keep a note',
    body: 'Write the note through the notes server.',
    user: { login: 'alice', id: 77, type: 'User' }
  })
  e2e.github.comments.push({
    id: 5001,
    issue_number: 7,
    body: comment,
    user: { login: 'alice', id: 77, type: 'User' },
    created_at: '2026-11-30T00:00:00Z',
    html_url: 'x'
  })
  return e2e
}

function toolsOffered(env: E2E): string[] {
  return (
    (env.model.requests[0].tools ?? []) as { function: { name: string } }[]
  ).map((tool) => tool.function.name)
}

function toolMessages(env: E2E): string[] {
  const last = env.model.requests[env.model.requests.length - 1] as {
    messages: { role: string; content: string }[]
  }
  return last.messages
    .filter((message) => message.role === 'tool')
    .map((message) => message.content)
}

describe('MCP servers end to end through the bundle', () => {
  itSandboxed(
    'a fix run writes through mcp__notes__write_note and the file is in the pull request',
    async () => {
      const tag = randomBytes(6).toString('hex')
      const env = await setup(
        [
          {
            toolCalls: [
              {
                name: 'mcp__notes__write_note',
                arguments: { path: 'notes/mcp.md', text: 'from the server\n' }
              }
            ]
          },
          {
            toolCalls: [
              { name: 'mcp__notes__echo_upper', arguments: { text: 'env?' } }
            ]
          },
          { text: 'Wrote notes/mcp.md through the notes server.' }
        ],
        '/agent fix write the note'
      )
      const result = await env.run(
        issueCommentEvent('/agent fix write the note'),
        {
          'mcp-servers': mcpInput(tag)
        }
      )
      expect(result.stderr).not.toMatch(/::error::/)
      expect(result.outputs.conclusion).toBe('changed')
      expect(toolsOffered(env)).toEqual(
        expect.arrayContaining([
          'mcp__notes__echo_upper',
          'mcp__notes__write_note'
        ])
      )
      const [wrote, echoed] = toolMessages(env)
      expect(wrote).toBe('wrote notes/mcp.md')
      // The server sees none of the action's secrets or runner variables.
      expect(echoed).toContain('secret-like=none')
      const branch = `agent/issue-7-${RUN_ID}`
      expect(env.bare(['show', `${branch}:notes/mcp.md`])).toBe(
        'note: from the server\n'
      )
      expect(env.github.pulls.size).toBe(1)
      // The job log says what the server offered.
      expect(result.stdout).toContain(
        'MCP server notes: 2 tools (mcp__notes__echo_upper, mcp__notes__write_note)'
      )
      expect(await processesWith(tag)).toEqual([])
    },
    120_000
  )

  itSandboxed(
    'an ask run is offered only the read-only tool',
    async () => {
      const tag = randomBytes(6).toString('hex')
      const env = await setup(
        [
          {
            toolCalls: [
              { name: 'mcp__notes__echo_upper', arguments: { text: 'hi' } }
            ]
          },
          { text: 'The server says HI.' }
        ],
        '/agent ask what does the server say'
      )
      const result = await env.run(
        issueCommentEvent('/agent ask what does the server say'),
        { 'mcp-servers': mcpInput(tag) }
      )
      expect(result.outputs.conclusion).toBe('answered')
      expect(toolsOffered(env)).toContain('mcp__notes__echo_upper')
      expect(toolsOffered(env)).not.toContain('mcp__notes__write_note')
      expect(toolMessages(env)[0]).toMatch(/^HI\n/)
      expect(env.github.pulls.size).toBe(0)
      expect(await processesWith(tag)).toEqual([])
    },
    120_000
  )

  it('a bad mcp-servers input fails the run naming the input', async () => {
    const env = await setup([{ text: 'unused' }], '/agent fix it')
    const result = await env.run(issueCommentEvent('/agent fix it'), {
      'mcp-servers': '{"mcpServers": {"notes": {"args": []}}}'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.stdout + result.stderr).toContain(
      'mcp-servers: server "notes": needs a "command" (a string)'
    )
    expect(env.model.requests).toHaveLength(0)
  }, 60_000)

  it('the MCP SDK is a chunk of its own, which the start-up bundle does not hold', () => {
    const dir = path.dirname(bundlePath())
    const holding = readdirSync(dir).filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(path.join(dir, name), 'utf8').includes(
          'ReadBuffer exceeded maximum size'
        )
    )
    expect(holding).toHaveLength(1)
    expect(holding[0]).not.toBe('index.js')
    expect(readFileSync(bundlePath(), 'utf8')).not.toContain(
      'modelcontextprotocol'
    )
  })

  it('a run without servers works with the MCP chunks gone: it never loads them', async () => {
    const built = path.dirname(bundlePath())
    const copy = mkdtempSync(path.join(tmpdir(), 'bundle-without-mcp-'))
    const saved = process.env.E2E_BUNDLE_DIR
    try {
      cpSync(built, copy, { recursive: true })
      const chunks = readdirSync(copy).filter((name) => {
        if (name === 'index.js' || !name.endsWith('.js')) return false
        const text = readFileSync(path.join(copy, name), 'utf8')
        return (
          text.includes('ReadBuffer exceeded maximum size') ||
          text.includes('MAX_TOOLS_PER_SERVER')
        )
      })
      expect(chunks).toHaveLength(2)
      for (const name of chunks) rmSync(path.join(copy, name))
      process.env.E2E_BUNDLE_DIR = copy
      const env = await setup(
        [{ text: 'No servers here.' }],
        '/agent ask anything'
      )
      const result = await env.run(issueCommentEvent('/agent ask anything'))
      expect(result.stderr).not.toMatch(/::error::/)
      expect(result.outputs.conclusion).toBe('answered')
      expect(toolsOffered(env).some((name) => name.startsWith('mcp__'))).toBe(
        false
      )
    } finally {
      process.env.E2E_BUNDLE_DIR = saved
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)
})
