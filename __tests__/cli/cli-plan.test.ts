import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  captureIo,
  endpointArgs,
  initDemoSample
} from '../../__fixtures__/cli-io.js'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ScriptedModel,
  startScriptedModel
} from '../../__fixtures__/scripted-model.js'
import { parseTranscript } from '../../src/agent/session/transcript.js'
import { runCli } from '../../src/cli.js'

// The plan in the CLI: printed to stderr as a checklist when it changes,
// recorded in the transcript, and the same again when the transcript is
// replayed.

let repo: string
let scratch: string
let model: ScriptedModel | undefined

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'cli-plan-repo-'))
  scratch = mkdtempSync(path.join(tmpdir(), 'cli-plan-'))
  initDemoSample(repo)
})

afterEach(async () => {
  await model?.close()
  model = undefined
  rmSync(repo, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
})

const io = () => captureIo(repo)

const plan = (first: string, second: string) => ({
  name: 'plan',
  arguments: {
    items: [
      { step: 'Read the code', status: first },
      { step: 'Answer', status: second }
    ]
  }
})

describe('the plan in the CLI', () => {
  it('prints each new plan as a checklist, and a replay of the transcript does the same', async () => {
    model = await startScriptedModel([
      { toolCalls: [plan('doing', 'pending')] },
      { toolCalls: [plan('doing', 'pending')] },
      { toolCalls: [plan('done', 'doing')] },
      { text: 'It formats dates.' }
    ])
    const transcript = path.join(scratch, 'first.jsonl')
    const first = io()
    const args = ['--verb', 'ask', '--prompt', 'what does src/dates.js do?']
    expect(
      await runCli(
        [
          ...args,
          ...endpointArgs(model.url, 'k-1234', 'm'),
          '--transcript',
          transcript
        ],
        first
      )
    ).toBe(0)
    const printed = (cli: { err: string[] }) =>
      [...cli.err.join('').matchAll(/☐ plan:\n(?: {4}.*\n)+/g)].map(
        (match) => match[0]
      )
    // The unchanged second call prints nothing.
    expect(printed(first)).toEqual([
      '☐ plan:\n    [ ] Read the code (in progress)\n    [ ] Answer\n',
      '☐ plan:\n    [x] Read the code\n    [ ] Answer (in progress)\n'
    ])
    const events = parseTranscript(readFileSync(transcript, 'utf8'))
    expect(
      events.filter((event) => event.type === 'plan-updated')
    ).toHaveLength(3)

    const again = io()
    expect(
      await runCli(
        [
          '--replay',
          transcript,
          '--transcript',
          path.join(scratch, 'replay.jsonl')
        ],
        again
      )
    ).toBe(0)
    expect(again.out.join('')).toBe('It formats dates.\n')
    expect(printed(again)).toEqual(printed(first))
  })
})
