import { afterEach, describe, expect, it } from '@jest/globals'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { tmpdir } from 'node:os'
import { mcpTestServer } from '../../../__fixtures__/mcp-test-command.js'
import { SandboxedStdioTransport } from '../../../src/tools/mcp/transport.js'

/*
 * The MCP stdio transport (src/tools/mcp/transport.ts) with the SDK's
 * client over the test server, run directly (no sandbox): a line over the
 * cap fails the calls waiting on it at once with an error naming the cap,
 * and the server's next line works; malformed lines are reported and
 * skipped, as the SDK's own transport does.
 */

let open: { client: Client; transport: SandboxedStdioTransport }[] = []
afterEach(async () => {
  await Promise.all(open.map(({ client }) => client.close()))
  open = []
})

/** A connected client over `node -e <source>`, lines capped at `maxLineBytes`. */
async function connect(
  args: string[],
  maxLineBytes?: number
): Promise<{ client: Client; errors: Error[] }> {
  const transport = new SandboxedStdioTransport(
    {
      file: process.execPath,
      args,
      env: { PATH: process.env.PATH ?? '' },
      cwd: tmpdir()
    },
    maxLineBytes
  )
  const client = new Client({ name: 'test', version: '1' })
  const errors: Error[] = []
  client.onerror = (error) => errors.push(error)
  await client.connect(transport)
  open.push({ client, transport })
  return { client, errors }
}

const server = (...extra: string[]) => {
  const { args } = mcpTestServer('--big-reply', ...extra)
  return args
}

// Far above the default 60 s clock of the SDK, so only the transport can end the call early.
const LONG = { timeout: 10 * 60_000 }

describe('MCP stdio transport', () => {
  it('fails a call whose reply is over the cap at once, naming the cap, and the next call works', async () => {
    const { client } = await connect(server())
    await expect(
      client.callTool(
        { name: 'big_reply', arguments: { mebibytes: 8 } },
        undefined,
        LONG
      )
    ).rejects.toThrow(
      "MCP error -32603: the MCP server's reply was over 4 MiB on one line, so it was dropped"
    )
    const after = await client.callTool(
      { name: 'echo_upper', arguments: { text: 'next' } },
      undefined,
      LONG
    )
    expect((after.content as { text: string }[])[0].text).toBe('NEXT')
  })

  it('fails every call then waiting on the server, and drops their late answers', async () => {
    const { client, errors } = await connect(server(), 64 * 1024)
    const calls = [
      client.callTool(
        { name: 'big_reply', arguments: { mebibytes: 1 } },
        undefined,
        LONG
      ),
      client.callTool(
        { name: 'echo_upper', arguments: { text: 'beside' } },
        undefined,
        LONG
      )
    ]
    const settled = await Promise.allSettled(calls)
    expect(settled.map((result) => result.status)).toEqual([
      'rejected',
      'rejected'
    ])
    for (const result of settled) {
      expect(String((result as PromiseRejectedResult).reason)).toContain(
        'over 65536 bytes on one line'
      )
    }
    // The echo's own answer came after the big line; it is dropped, not an error.
    await client.ping()
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('over 65536 bytes on one line')
    ])
  })

  it('reports a malformed line and goes on with the next', async () => {
    // A server that writes one bad line before the test server starts.
    const { args } = mcpTestServer()
    const source = `process.stdout.write('not json\\n');${args[2]}`
    const { client, errors } = await connect([args[0], '-e', source])
    await client.ping()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(SyntaxError)
  })
})
