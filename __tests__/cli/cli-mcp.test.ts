import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from '@jest/globals'
import { captureIo } from '../../__fixtures__/cli-io.js'
import { mcpTestServer } from '../../__fixtures__/mcp-test-command.js'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ScriptedModel,
  startScriptedModel
} from '../../__fixtures__/scripted-model.js'
import { runCli } from '../../src/cli.js'

/* `--mcp-servers <json|@file>`: the same input on the CLI. */

let dir: string | undefined
let model: ScriptedModel | undefined
afterEach(async () => {
  await model?.close()
  model = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

const io = (cwd: string) => captureIo(cwd)

const base = (url: string) => [
  '--base-url',
  url,
  '--api-key',
  'k-1234',
  '--model',
  'm',
  '--sandbox',
  'none'
]

describe('agent CLI with --mcp-servers', () => {
  it('reads a .mcp.json with @file and offers its tools', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cli-mcp-'))
    execFileSync('git', ['init', '-q'], { cwd: dir })
    writeFileSync(
      path.join(dir, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          notes: mcpTestServer()
        }
      })
    )
    model = await startScriptedModel([
      {
        toolCalls: [
          {
            name: 'mcp__notes__write_note',
            arguments: { path: 'n.md', text: 'cli' }
          }
        ]
      },
      { text: 'Wrote n.md.' }
    ])
    const cli = io(dir)
    const status = await runCli(
      [
        '--prompt',
        'write a note',
        ...base(model.url),
        '--mcp-servers',
        '@.mcp.json'
      ],
      cli
    )
    expect(status).toBe(0)
    expect(readFileSync(path.join(dir, 'n.md'), 'utf8')).toBe('cli')
    expect(cli.err.join('')).toContain('MCP server notes: 2 tools')
  }, 60_000)

  it('a bad value or a missing file is a usage error naming the option', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'cli-mcp-'))
    dir = cwd
    execFileSync('git', ['init', '-q'], { cwd })
    const usage = async (servers: string) => {
      const cli = io(cwd)
      const status = await runCli(
        [
          '--prompt',
          'x',
          ...base('http://127.0.0.1:9/v1'),
          '--mcp-servers',
          servers
        ],
        cli
      )
      return { status, err: cli.err.join('') }
    }
    const bad = await usage('{oops')
    expect(bad.status).toBe(64)
    expect(bad.err).toContain('--mcp-servers must be JSON such as')
    const missing = await usage('@nope.json')
    expect(missing.status).toBe(64)
    expect(missing.err).toMatch(/^--mcp-servers: cannot read nope\.json: /)
  })
})
