import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  captureIo,
  commitDemoSample,
  endpointArgs
} from '../../__fixtures__/cli-io.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import {
  type ScriptedModel,
  startScriptedModel
} from '../../__fixtures__/scripted-model.js'
import { runCli } from '../../src/cli.js'

let repo: string
let model: ScriptedModel | undefined

/** A git repository holding a copy of the demo sample (the seeded bug). */
function sampleRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-repo-'))
  commitDemoSample(dir)
  return dir
}

const io = (env: NodeJS.ProcessEnv = {}) => captureIo(repo, env)

beforeEach(() => {
  repo = sampleRepo()
})

afterEach(async () => {
  await model?.close()
  model = undefined
  rmSync(repo, { recursive: true, force: true })
})

/** The tool names the model was offered in its first request. */
const offeredTools = (scripted: ScriptedModel) =>
  (scripted.requests[0].tools as { function: { name: string } }[]).map(
    (tool) => tool.function.name
  )

describe('agent CLI', () => {
  it('runs against a live OpenAI-compatible endpoint and sends the tool table', async () => {
    model = await startScriptedModel([READ, EDIT, { text: 'Fixed the month.' }])
    const cli = io()
    const status = await runCli(
      [
        '--prompt',
        'fix the month',
        ...endpointArgs(model.url, 'sk-cli-test-key', 'm1'),
        '--sandbox',
        'none'
      ],
      cli
    )
    expect(status).toBe(0)
    expect(cli.out.join('')).toBe('Fixed the month.\n')
    expect(model.headers[0].authorization).toBe('Bearer sk-cli-test-key')
    const tools = offeredTools(model)
    expect(tools).toEqual([
      'read',
      'grep',
      'list',
      'edit',
      'write',
      'bash',
      'plan'
    ])
    expect(model.requests[0].model).toBe('m1')
    expect(cli.err.join('')).toContain('getUTCMonth() + 1')
    expect(JSON.stringify(model.requests)).not.toContain('sk-cli-test-key')
  })

  it('offers only read tools for ask', async () => {
    model = await startScriptedModel([{ text: 'It formats dates.' }])
    const cli = io()
    const status = await runCli(
      [
        '--verb',
        'ask',
        '--prompt',
        'what does src/dates.js do?',
        ...endpointArgs(model.url, 'k-1234', 'm')
      ],
      cli
    )
    expect(status).toBe(0)
    const tools = offeredTools(model)
    expect(tools).toEqual(['read', 'grep', 'list', 'plan'])
  })

  it('exits 2 with a summary when a limit stops the run', async () => {
    const call = { toolCalls: [{ name: 'list', arguments: {} }] }
    model = await startScriptedModel([
      call,
      call,
      { text: 'Stopped early; nothing changed.' }
    ])
    const cli = io()
    const status = await runCli(
      [
        '--prompt',
        'x',
        ...endpointArgs(model.url, 'k-1234', 'm'),
        '--max-iterations',
        '2'
      ],
      cli
    )
    expect(status).toBe(2)
    expect(cli.out.join('')).toBe('Stopped early; nothing changed.\n')
    expect(cli.err.join('')).toContain(
      'limit reached: reached max-iterations (2 model turns)'
    )
  })

  it('explains bad usage and prints help', async () => {
    let cli = io()
    expect(
      await runCli(['--prompt', 'x', '--max-iterations', 'lots'], cli)
    ).toBe(64)
    expect(cli.err.join('')).toContain(
      '--max-iterations must be a whole number from 1 to 200, got "lots"'
    )
    cli = io()
    expect(await runCli(['--bogus'], cli)).toBe(64)
    expect(cli.err.join('')).toContain('unknown option --bogus')
    cli = io()
    expect(await runCli([], cli)).toBe(64)
    expect(cli.err.join('')).toContain('--prompt is required')
    cli = io()
    expect(await runCli(['--help'], cli)).toBe(0)
    expect(cli.out.join('')).toContain('Usage: agent-cli')
  })
})
