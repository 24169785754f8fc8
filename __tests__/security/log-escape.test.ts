import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import {
  type ScriptedModel,
  startScriptedModel
} from '../../__fixtures__/scripted-model.js'
import { createProgressPrinter } from '../../src/cli/progress-printer.js'
import { runCli } from '../../src/cli.js'
import { createSafeLog } from '../../src/run/run-log.js'
import {
  createSafeWriter,
  escapeLog,
  escapeLogLine
} from '../../src/security/log-escape.js'
import { createRedactor } from '../../src/security/redact.js'
import { toolStart } from '../../__fixtures__/tool-calls.js'

const ATTACKS = [
  '::add-mask::x',
  '::stop-commands::abc',
  '  ::set-output name=x::1',
  '\u200B::add-mask::y',
  '\u00A0::warning::fake',
  'see ##[set-output name=a;]b',
  '##[group]x',
  '###[error]y',
  'a\r::add-mask::z',
  'b\r\n::error::e'
]

describe('escapeLogLine and escapeLog', () => {
  it('the runner emulation finds every attack before escaping', () => {
    for (const attack of ATTACKS)
      expect(runnerCommands(attack).length).toBeGreaterThan(0)
  })

  it.each(ATTACKS)('leaves the runner nothing to execute in %j', (attack) => {
    expect(runnerCommands(escapeLog(attack))).toEqual([])
  })

  it.each([
    ['::add-mask::x', ':\\:add-mask::x'],
    ['  ::a::b', '  :\\:a::b'],
    ['text ##[set-output name=a;]b', 'text ##\\[set-output name=a;]b'],
    ['##[##[', '##\\[##\\['],
    ['plain :: text', 'plain :: text'],
    ['', '']
  ])('escapeLogLine(%j)', (line, expected) => {
    expect(escapeLogLine(line)).toBe(expected)
  })

  it('splits where the runner splits, and is idempotent', () => {
    expect(escapeLog('ok\r::add-mask::x\r\n##[error]y')).toBe(
      'ok\n:\\:add-mask::x\n##\\[error]y'
    )
    const once = escapeLog(ATTACKS.join('\n'))
    expect(escapeLog(once)).toBe(once)
  })
})

describe('createSafeWriter', () => {
  it('redacts a secret split across two writes, on the line boundary', () => {
    const out: string[] = []
    const writer = createSafeWriter(
      (text) => out.push(text),
      createRedactor(['supersecretvalue'])
    )
    writer.write('key: super')
    expect(out).toEqual([])
    writer.write('secretvalue\n::add-')
    writer.write('mask::x')
    writer.flush()
    expect(out.join('')).toBe('key: ***\n:\\:add-mask::x')
  })
})

describe('createProgressPrinter', () => {
  it("redacts the assistant's text and escapes every line it prints", () => {
    const lines: string[] = []
    const print = createProgressPrinter(
      (line) => lines.push(line),
      createRedactor(['supersecretvalue'])
    )
    print({
      type: 'assistant-message',
      iteration: 1,
      text: 'the key is supersecretvalue\r::add-mask::x\n##[set-output name=a;]b',
      toolCalls: [],
      finishReason: 'stop'
    })
    print(toolStart('1', 'bash', { command: "echo '##[set-output name=a;]b'" }))
    print({
      type: 'tool-end',
      id: '1',
      name: 'bash',
      isError: false,
      durationMs: 10,
      truncated: false,
      output: '::stop-commands::abc\nmore'
    })
    const log = lines.join('\n')
    expect(log).not.toContain('supersecretvalue')
    expect(log).toContain('│ the key is ***')
    expect(runnerCommands(log)).toEqual([])
  })
})

describe("createSafeLog (the action's job log)", () => {
  it('redacts and escapes info lines, redacts warnings and group names', () => {
    const seen: string[] = []
    const log = createSafeLog(
      {
        info: (message) => seen.push(`info ${message}`),
        warning: (message) => seen.push(`warning ${message}`),
        error: (message) => seen.push(`error ${message}`),
        startGroup: (name) => seen.push(`group ${name}`),
        endGroup: () => seen.push('endgroup')
      },
      () => createRedactor(['supersecretvalue'])
    )
    log.info('agent-action: failed: supersecretvalue\n::add-mask::x ##[error]y')
    log.warning('model said supersecretvalue')
    log.startGroup('turn supersecretvalue')
    expect(seen).toEqual([
      'info agent-action: failed: ***\n:\\:add-mask::x ##\\[error]y',
      'warning model said ***',
      'group turn ***'
    ])
  })
})

describe('the CLI prints nothing the runner executes', () => {
  let model: ScriptedModel | undefined
  let dir: string | undefined
  afterEach(async () => {
    await model?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('redacts and escapes the answer on stdout and the progress on stderr', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cli-log-'))
    writeFileSync(path.join(dir, 'a.txt'), '##[set-output name=a;]b\n')
    // The CLI works in a git work tree (it shows the changes as a diff).
    execFileSync('git', ['init', '-q'], { cwd: dir })
    const key = 'sk-cli-log-key-0123456789abcdef'
    model = await startScriptedModel([
      {
        text: `reading ${key}\r::add-mask::x`,
        toolCalls: [{ name: 'read', arguments: { path: 'a.txt' } }]
      },
      { text: `::stop-commands::abc\nthe key is ${key}\n##[error]y` }
    ])
    const out: string[] = []
    const err: string[] = []
    const status = await runCli(
      ['--verb', 'ask', '--prompt', 'what is in a.txt?'].concat([
        '--base-url',
        model.url,
        '--api-key',
        key,
        '--model',
        'm'
      ]),
      {
        stdout: (text) => out.push(text),
        stderr: (text) => err.push(text),
        env: { PATH: process.env.PATH },
        cwd: dir
      }
    )
    expect(status).toBe(0)
    const printed = `${out.join('')}\n${err.join('')}`
    expect(printed).not.toContain(key)
    expect(out.join('')).toContain(':\\:stop-commands::abc')
    expect(runnerCommands(printed)).toEqual([])
  })
})
