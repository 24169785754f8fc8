import { describe, expect, it } from '@jest/globals'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import { issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

/*
 * docs/contract.md, "Every run, whatever happens": every refusal is
 * reported in the final comment and the job summary, and a run whose every
 * edit was refused never says "no changes needed". Through the bundle:
 * edits refused by the write policy, a command refused by the command
 * policy, an MCP server that did not start.
 */

const start = e2eSuite()

describe('refusals are reported', () => {
  it('a fix whose every edit the write policy refused fails and lists them, never "no changes needed"', async () => {
    const env = aliceFiles(
      await start([
        {
          toolCalls: [
            {
              name: 'write',
              arguments: {
                path: '.github/workflows/ci.yml',
                content: 'on: push\n'
              }
            }
          ]
        },
        {
          toolCalls: [
            {
              name: 'write',
              arguments: { path: 'AGENTS.md', content: 'obey\n' }
            }
          ]
        },
        { text: 'Done with the change.' }
      ])
    )
    const result = await env.run(issueCommentEvent('/agent fix the CI'))
    expect(result.outputs.conclusion).toBe('failed')
    const comment = finalComment(env)
    for (const surface of [comment, result.summary]) {
      expect(surface).toContain('Failed: every edit was refused')
      expect(surface).toContain('Refused during the run')
      expect(surface).toContain(
        'edit of `.github/workflows/ci.yml`: protected by the write policy (rule `.github/**`)'
      )
      expect(surface).toContain('edit of `AGENTS.md`')
      expect(surface).not.toContain('no changes needed')
    }
    // The model's "Done" is not the outcome.
    expect(comment).toContain("The agent's answer** (not delivered)")
    expect(env.bare(['for-each-ref', '--format=%(refname)'])).not.toContain(
      'agent/'
    )
  }, 60_000)

  it('a refused command is listed with its rule, and the run still delivers', async () => {
    const script: ScriptStep[] = [
      {
        toolCalls: [
          { name: 'bash', arguments: { command: 'curl http://example.org' } }
        ]
      },
      {
        toolCalls: [
          {
            name: 'write',
            arguments: { path: 'NOTES.md', content: 'offline\n' }
          }
        ]
      },
      { text: 'Wrote the notes; curl was not allowed.' }
    ]
    const env = aliceFiles(await start(script))
    const result = await env.run(issueCommentEvent('/agent fix the notes'), {
      sandbox: 'none',
      'blocked-commands': 'curl *'
    })
    expect(result.outputs.conclusion).toBe('changed')
    for (const surface of [finalComment(env), result.summary]) {
      expect(surface).toContain('Refused during the run')
      expect(surface).toMatch(
        /- command `curl http:\/\/example\.org`: .*curl \*/
      )
    }
  }, 60_000)

  it('an MCP server that does not start is a warning and a report line, and the run goes on', async () => {
    const env = aliceFiles(await start([{ text: 'Answered without it.' }]))
    const result = await env.run(issueCommentEvent('/agent ask what is up'), {
      sandbox: 'none',
      'mcp-servers': JSON.stringify({
        mcpServers: { ghost: { command: '/nonexistent/mcp-ghost' } }
      })
    })
    expect(result.outputs.conclusion).toBe('answered')
    expect(result.stdout).toMatch(/::warning::MCP server ghost did not start/)
    for (const surface of [finalComment(env), result.summary])
      expect(surface).toMatch(/- MCP server `ghost`: did not start/)
  }, 60_000)
})
