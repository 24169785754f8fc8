import { describe, expect, it } from '@jest/globals'
import { skipUnless } from '../../__fixtures__/skips.js'
import {
  e2eSuite,
  toolsOffered,
  toolMessages
} from '../../__fixtures__/e2e-suite.js'
import { addComments, addIssue } from '../../__fixtures__/github-builders.js'
import { mcpTestServer } from '../../__fixtures__/mcp-test-command.js'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  bundlePath,
  type E2E,
  issueCommentEvent,
  RUN_ID
} from '../../__fixtures__/e2e-harness.js'
import {
  processesWith,
  probeAutoSandbox
} from '../../__fixtures__/sandbox-helpers.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

/*
 * The `mcp-servers` input through the bundle: the test server of
 * __fixtures__/mcp-test-server.mjs in the bash sandbox, a fix run that
 * writes through it and gets the file into its pull request, an ask run
 * that is offered only its read-only tool, no server process left after
 * either, a reply too long for one line that fails its call at once in
 * bounded memory, and the SDK in a chunk of its own that a run without
 * servers never loads.
 */

const probe = await probeAutoSandbox()
const sandboxed = probe.kind !== 'unavailable'
const itSandboxed = skipUnless(
  sandboxed,
  `MCP e2e runs: no sandbox here (${probe.description})`
)

function mcpInput(tag: string, ...extra: string[]): string {
  return JSON.stringify({
    mcpServers: {
      notes: {
        ...mcpTestServer('--tag', tag, ...extra),
        env: { NOTE_PREFIX: 'note: ' }
      }
    }
  })
}

/** A message of the SDK's protocol layer, which holds its clients' requests. */
const SDK_MARKER = 'Received a response for an unknown message ID'

const start = e2eSuite()

async function setup(script: ScriptStep[], comment: string): Promise<E2E> {
  const e2e = await start(script)
  e2e.github.permissions.alice = 'write'
  addIssue(e2e.github, {
    title: 'Keep a note',
    body: 'Write the note through the notes server.'
  })
  addComments(e2e.github, { body: comment })
  return e2e
}

/** `/proc/<pid>/status` of a live process (its VmHWM is the peak RSS). */
function processStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch (error) {
    // Thrown here it would be lost in the scripted model's request handler.
    return String(error)
  }
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

  itSandboxed(
    'a 24 MiB MCP line fails its call at once, under 150 MB RSS, and the next call works',
    async () => {
      const tag = randomBytes(6).toString('hex')
      let pid = 0
      let status = ''
      const env = await setup(
        [
          {
            toolCalls: [
              { name: 'mcp__notes__big_reply', arguments: { mebibytes: 24 } }
            ]
          },
          {
            toolCalls: [
              { name: 'mcp__notes__echo_upper', arguments: { text: 'after' } }
            ]
          },
          () => {
            // The server wrote the echo's answer after the whole big line,
            // so the action has read all 24 MiB by now: its peak is final.
            status = processStatus(pid)
            return { text: 'The reply was too long for the server.' }
          }
        ],
        '/agent ask how big is the reply'
      )
      const result = await env.run(
        issueCommentEvent('/agent ask how big is the reply'),
        { 'mcp-servers': mcpInput(tag, '--big-reply') },
        // Under E2E_RUN_AS this is setpriv's pid, and setpriv execs node.
        { onSpawn: (child) => (pid = child.pid ?? 0) }
      )
      expect(result.outputs.conclusion).toBe('answered')
      const [big, after] = toolMessages(env)
      expect(big).toContain(
        "MCP server notes: MCP error -32603: the MCP server's reply was over 4 MiB on one line, so it was dropped"
      )
      expect(after).toMatch(/^AFTER\n/)
      expect(status).toMatch(/^VmHWM:/m)
      // The action's node, not a setpriv that is still waiting for it.
      expect(status).not.toMatch(/^Name:\s+setpriv$/m)
      const peak = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]) * 1024
      expect(peak).toBeLessThan(150e6)
      expect(await processesWith(tag)).toEqual([])
    },
    // Below the runner's 60 s call clock: a call that waits for it fails.
    30_000
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
        readFileSync(path.join(dir, name), 'utf8').includes(SDK_MARKER)
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
          text.includes(SDK_MARKER) || text.includes('MAX_TOOLS_PER_SERVER')
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
