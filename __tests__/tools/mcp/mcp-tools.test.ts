import { afterAll, describe, expect } from '@jest/globals'
import { probeAutoSandbox } from '../../../__fixtures__/sandbox-helpers.js'
import { copyFileSync, linkSync } from 'node:fs'
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mcpTestServer } from '../../../__fixtures__/mcp-test-command.js'
import { skipUnless } from '../../../__fixtures__/skips.js'
import { mcpVisiblePaths } from '../../../src/agent/session/mcp-session.js'
import { detectSandbox } from '../../../src/tools/bash/sandbox/sandbox.js'
import { createProcessRegistry } from '../../../src/tools/bash/process-registry.js'
import { buildToolEnv } from '../../../src/tools/bash/tool-env.js'
import type { McpStdioServer } from '../../../src/tools/mcp/config.js'
import { startMcpServers } from '../../../src/tools/mcp/mcp-tools.js'

/*
 * How a stdio server's command is found inside the sandbox (docs/tools.md,
 * "MCP servers"): a command on no PATH fails at once with a reason naming
 * it, and `node` is the action's own where the sandbox shows no other,
 * bound read-only from where the sandbox hides it.
 */

const root = await realpath(await mkdtemp(join(tmpdir(), 'mcp-stdio-')))
afterAll(() => rm(root, { recursive: true, force: true }))

const probeDir = await mkdtemp(join(root, 'probe-'))
const probed = await probeAutoSandbox(probeDir)
const itSandboxed = skipUnless(
  probed.kind !== 'unavailable',
  `MCP sandbox tests: ${probed.description}`
)
await probed.close()

/** A node of its own under `dir/bin`, where no sandbox shows it. */
async function hiddenNode(dir: string): Promise<string> {
  await mkdir(join(dir, 'bin'), { recursive: true })
  const file = join(dir, 'bin', 'node')
  try {
    linkSync(process.execPath, file)
  } catch {
    copyFileSync(process.execPath, file)
  }
  return file
}

async function start(
  servers: McpStdioServer[],
  options: { node?: string; bind: boolean }
) {
  const dir = await mkdtemp(join(root, 'run-'))
  const mcp = { servers, readOnly: false, toolCache: '/nonexistent' }
  const withNode = options.node ? { ...mcp, actionNode: options.node } : mcp
  const sandbox = await detectSandbox({
    mode: 'auto',
    workspace: dir,
    home: dir,
    tmpDir: dir,
    network: false,
    readOnly: options.bind ? mcpVisiblePaths(withNode) : []
  })
  const processes = createProcessRegistry()
  const started = await startMcpServers({
    servers,
    sandbox,
    // A PATH where the sandbox has no node of its own.
    env: buildToolEnv({ home: dir, tmpDir: dir, path: '/nonexistent/bin' }),
    ...(options.node ? { nodeBin: join(options.node, '..') } : {}),
    workspace: dir,
    processes,
    readOnly: false,
    startupTimeoutMs: 10_000
  })
  await started.close()
  await processes.killAll()
  await sandbox.close()
  return started
}

describe('stdio MCP server commands', () => {
  itSandboxed('a command on no PATH is a failure naming it', async () => {
    const started = await start(
      [{ name: 'gone', command: 'no-such-mcp-server', args: [], env: {} }],
      { bind: true }
    )
    expect(started.failed).toEqual([
      {
        server: 'gone',
        reason: expect.stringMatching(
          /^"no-such-mcp-server" is not on the sandbox's PATH \(.*\); give its absolute path/
        )
      }
    ])
  })

  itSandboxed(
    'a server that exits at once says so, with its stderr',
    async () => {
      const node = await hiddenNode(join(root, 'exit-node'))
      const started = await start(
        [
          {
            name: 'quits',
            command: 'node',
            args: ['-e', 'console.error("no config"); process.exit(3)'],
            env: {}
          }
        ],
        { node, bind: true }
      )
      expect(started.failed).toEqual([
        {
          server: 'quits',
          reason:
            "it exited (code 3) before answering MCP's initialize (stderr: no config)"
        }
      ])
    }
  )

  itSandboxed(
    "`node` is the action's own, bound read-only where the sandbox hides it",
    async () => {
      const node = await hiddenNode(join(root, 'action-node'))
      const server = { name: 'notes', ...mcpTestServer(), env: {} }
      const started = await start([server], { node, bind: true })
      expect(started.failed).toEqual([])
      expect(started.notes[0]).toMatch(/^MCP server notes: 2 tools/)
      // Without the binding the sandbox has no such file.
      const hidden = await start([server], { node, bind: false })
      expect(hidden.failed).toEqual([
        { server: 'notes', reason: expect.stringMatching(/^it exited/) }
      ])
    },
    60_000
  )
})
