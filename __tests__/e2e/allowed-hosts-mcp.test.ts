import { afterEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { type Listening, listen } from '../../__fixtures__/loopback.js'
import { startNpmRegistry } from '../../__fixtures__/npm-registry.js'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import { issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import { processesWith } from '../../__fixtures__/sandbox-helpers.js'

/*
 * bash-allowed-hosts for stdio MCP servers, through the bundle
 * (docs/security.md item 16a): a server started with `npx` is installed
 * from a listed loopback registry through the action's proxy and answers
 * a call; a second one, whose registry is not listed, is refused by the
 * proxy before that registry hears a request, does not start, and the
 * report names both the server and the refused connection; a connection
 * the started server is refused during a call is named in that call's
 * result. The
 * registries listen on 127.0.0.2, outside the sandbox's `no_proxy`
 * (localhost, 127.0.0.1, ::1), so npm goes through the proxy as it would
 * to registry.npmjs.org.
 */

const SERVER_SOURCE = readFileSync(
  new URL('../../__fixtures__/mcp-test-server.mjs', import.meta.url),
  'utf8'
)

/** The tests' MCP server as an npm package with a `notes-mcp` bin. */
const PACKAGE_FILES = {
  'package.json': JSON.stringify({ bin: { 'notes-mcp': 'server.mjs' } }),
  'server.mjs': `#!/usr/bin/env node\n${SERVER_SOURCE}`
}

const start = e2eSuite()
const servers: Listening[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/** A `.mcp.json` entry running the package with `npx` from `registry`. */
function npxServer(registry: string, tag: string): Record<string, unknown> {
  return {
    command: 'npx',
    args: ['--yes', 'notes-mcp@1.0.0', '--tag', tag, '--fetch'],
    env: {
      npm_config_registry: `${registry}/`,
      npm_config_fetch_retries: '0',
      npm_config_update_notifier: 'false'
    }
  }
}

describe('bash-allowed-hosts for stdio MCP servers', () => {
  it('installs an npx server from the listed registry only, and reports the one it refused', async () => {
    const listed = await startNpmRegistry(
      'notes-mcp',
      '1.0.0',
      PACKAGE_FILES,
      undefined,
      '127.0.0.2'
    )
    servers.push(listed)
    const unlisted = await startNpmRegistry(
      'notes-mcp',
      '1.0.0',
      PACKAGE_FILES,
      undefined,
      '127.0.0.2'
    )
    servers.push(unlisted)
    const elsewhereRequests: string[] = []
    const elsewhere = await listen(
      createServer((req, res) => {
        elsewhereRequests.push(`${req.method} ${req.url}`)
        res.end('reached\n')
      }),
      '127.0.0.2'
    )
    servers.push(elsewhere)
    const tag = randomBytes(6).toString('hex')
    const env = aliceFiles(
      await start([
        {
          toolCalls: [
            { name: 'mcp__notes__echo_upper', arguments: { text: 'via npx' } }
          ]
        },
        {
          toolCalls: [
            {
              name: 'mcp__notes__fetch',
              arguments: { url: `${elsewhere.origin}/from-a-call` }
            }
          ]
        },
        { text: 'The server says VIA NPX.' }
      ])
    )
    const result = await env.run(
      issueCommentEvent('/agent ask what does the server say'),
      {
        'bash-allowed-hosts': `127.0.0.2:${listed.port}`,
        'mcp-servers': JSON.stringify({
          mcpServers: {
            notes: npxServer(listed.origin, tag),
            blocked: npxServer(unlisted.origin, tag)
          }
        })
      }
    )
    expect(result.outputs.conclusion).toBe('answered')
    expect(listed.requests).toContain('GET /notes-mcp')
    expect(listed.requests).toContain('GET /notes-mcp/-/notes-mcp-1.0.0.tgz')
    const last = env.model.requests[env.model.requests.length - 1] as {
      messages: { role: string; content: string }[]
    }
    const answers = last.messages.filter((message) => message.role === 'tool')
    expect(answers[0].content).toMatch(/^VIA NPX\n/)
    // A refusal during a call is named in that call's result.
    const refusedInCall = `GET 127.0.0.2:${elsewhere.port}`
    expect(answers[1].content).toMatch(/^403\n/)
    expect(answers[1].content).toContain(
      `[proxy] refused ${refusedInCall}: not in bash-allowed-hosts`
    )
    expect(elsewhereRequests).toEqual([])
    const refused = `GET 127.0.0.2:${unlisted.port}`
    expect(result.stdout).toContain(
      `While the MCP servers notes, blocked started: [proxy] refused ${refused}: not in bash-allowed-hosts`
    )
    expect(unlisted.requests).toEqual([])
    for (const report of [finalComment(env), result.summary]) {
      expect(report).toContain('**Refused during the run**')
      expect(report).toContain('- MCP server `blocked`: did not start')
      for (const connection of [refused, refusedInCall]) {
        expect(report).toContain(
          `- connection \`${connection}\`: not in bash-allowed-hosts`
        )
      }
    }
    expect(await processesWith(tag)).toEqual([])
  }, 120_000)
})
