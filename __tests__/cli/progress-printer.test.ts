import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { captureIo, commitDemoSample } from '../../__fixtures__/cli-io.js'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProgressPrinter } from '../../src/cli/progress-printer.js'
import type { AgentEvent } from '../../src/agent/types.js'
import { answerOnce } from '../../src/cli/answer-once.js'
import { runCli } from '../../src/cli.js'
import { describeHttpError } from '../../src/llm/failures/errors.js'
import { resolveEndpoint } from '../../src/llm/request/providers.js'

// What the CLI prints in a terminal, and what it leaves behind.

const root = fileURLToPath(new URL('../..', import.meta.url))
const replay = path.join(root, 'examples/demo/session.jsonl')

let base: string
let temp: string
let repo: string
const savedTmpdir = process.env.TMPDIR

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'cli-output-'))
  // The CLI's own temp folders go here (os.tmpdir() reads TMPDIR).
  temp = path.join(base, 'tmp')
  mkdirSync(temp)
  process.env.TMPDIR = temp
  repo = path.join(base, 'repo')
  commitDemoSample(repo)
})

afterEach(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = savedTmpdir
  rmSync(base, { recursive: true, force: true })
})

const io = (env: NodeJS.ProcessEnv = {}) => captureIo(repo, env)

const ANSWER = 'Fixed the off-by-one month in `formatDate`.'

describe('agent CLI output', () => {
  it('prints the answer once, on stdout; a failed command as ✗ exit 1 with the end of its output; leaves no temp folder', async () => {
    const cli = io()
    const status = await runCli(
      ['--dir', repo, '--replay', replay, '--sandbox', 'none'],
      cli
    )
    expect(status).toBe(0)
    const out = cli.out.join('')
    const err = cli.err.join('')
    expect(out.startsWith(ANSWER)).toBe(true)
    expect(out.split(ANSWER)).toHaveLength(2)
    expect(err).not.toContain(ANSWER)
    expect(err).not.toContain('all 3 tests pass')

    // The first `node --test` fails (2 of 3): its ✗ line and last lines.
    const lines = err.split('\n')
    const failed = lines.findIndex((line) => line.startsWith('  ✗ bash '))
    expect(lines[failed]).toMatch(/^ {2}✗ bash \d+\.\d s: exit 1$/)
    const tail = lines.slice(failed + 1, failed + 7)
    expect(tail).toHaveLength(6)
    for (const line of tail) expect(line).toMatch(/^ {6}\S/)
    expect(tail.join('\n')).toContain('# fail 2')
    expect(lines[failed + 7]).not.toMatch(/^ {6}/)
    expect(err).not.toContain('exit=1')
    // The passing run keeps its one line.
    expect(err).toMatch(/← bash \d+\.\d s: exit=0/)

    // No transcript unless asked, and the scratch folder is gone.
    expect(err).not.toContain('transcript:')
    expect(readdirSync(temp)).toEqual([])
  })

  it('keeps the transcript only where --transcript says', async () => {
    const cli = io()
    const transcript = path.join(base, 'run.jsonl')
    await runCli(
      [
        '--dir',
        repo,
        '--replay',
        replay,
        '--sandbox',
        'none',
        '--transcript',
        transcript
      ],
      cli
    )
    expect(existsSync(transcript)).toBe(true)
    expect(cli.err.join('')).toContain(`transcript: ${transcript}`)
    expect(readdirSync(temp)).toEqual([])
  })

  it('shows a reply the loop went on from, and a final answer only on stdout', () => {
    // A reply without tool calls that the output cap cut off: the loop
    // goes on, so its text belongs to the progress lines.
    const printed: string[] = []
    const progress = answerOnce(
      createProgressPrinter((line) => printed.push(line))
    )
    const events: AgentEvent[] = [
      { type: 'turn-start', iteration: 1 },
      {
        type: 'assistant-message',
        iteration: 1,
        text: 'Half an answ',
        toolCalls: [],
        finishReason: 'length'
      },
      { type: 'note', text: 'Your reply was cut off at the output limit.' },
      { type: 'turn-start', iteration: 2 },
      {
        type: 'assistant-message',
        iteration: 2,
        text: 'The whole answer.',
        toolCalls: [],
        finishReason: 'stop'
      },
      { type: 'note', text: 'verify command passed' }
    ]
    for (const event of events) progress.emit(event)
    progress.release('The whole answer.')
    expect(printed).toEqual([
      '── turn 1',
      '  │ Half an answ',
      '  · Your reply was cut off at the output limit.',
      '── turn 2',
      '  · verify command passed'
    ])
  })

  it('the closing line says one turn and one tool call in the singular, tokens with separators', () => {
    const printed: string[] = []
    createProgressPrinter((line) => printed.push(line))({
      type: 'run-end',
      status: 'done',
      summary: 'done',
      iterations: 1,
      toolCalls: 1,
      usage: { promptTokens: 3000, completionTokens: 12, totalTokens: 3012 },
      durationMs: 1500
    })
    expect(printed.join('\n')).toContain(
      'after 1 turn, 1 tool call, 3,000 prompt + 12 completion tokens'
    )
  })

  it('a timed-out command says why, and a command without output says only its exit', () => {
    const printed: string[] = []
    const print = createProgressPrinter((line) => printed.push(line))
    const end = (output: string, exitCode: number): AgentEvent => ({
      type: 'tool-end',
      id: 'c1',
      name: 'bash',
      isError: false,
      durationMs: 1000,
      truncated: false,
      output,
      details: { exitCode }
    })
    print(end('exit=124 (timed out after 1 s)\nwaiting\n', 124))
    print(end('exit=2 (0.1 s)\n(no output)', 2))
    print(end('exit=2 (0.1 s)', 2))
    expect(printed).toEqual([
      '  ✗ bash 1.0 s: exit 124 (timed out after 1 s)\n      waiting',
      '  ✗ bash 1.0 s: exit 2\n      (no output)',
      '  ✗ bash 1.0 s: exit 2'
    ])
  })

  it('says what to set in terminal words: environment variables and options, not workflow inputs', async () => {
    const cli = io()
    const status = await runCli(['--prompt', 'x', '--dir', repo], cli)
    expect(status).toBe(64)
    const err = cli.err.join('')
    expect(err).toContain('Set GITHUB_TOKEN')
    expect(err).toContain('pass --api-key (or set AGENT_API_KEY)')
    expect(err).not.toContain('github.token')
    expect(err).not.toMatch(/\binput\b/)

    const input = {
      apiKey: 'sk-terminal-wording-0123456789',
      githubToken: '',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      apiVersion: ''
    }
    const terminal = resolveEndpoint({ ...input, surface: 'terminal' })
    const workflow = resolveEndpoint(input)
    for (const status of [401, 403, 404]) {
      const text = describeHttpError(status, '{}', terminal).message
      expect(text).toMatch(/--(api-key|model)/)
      expect(text).not.toMatch(/\binput\b/)
      expect(describeHttpError(status, '{}', workflow).message).toMatch(
        /\binput\b|as api-key/
      )
    }
    expect(() =>
      resolveEndpoint({ ...input, model: '', surface: 'terminal' })
    ).toThrow('pass --model with a model id')
  })
})
