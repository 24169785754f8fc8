import { endpointArgs, initDemoSample } from '../../__fixtures__/cli-io.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ScriptedModel,
  type ScriptedTurn,
  startScriptedModel
} from '../../__fixtures__/scripted-model.js'
import { type CliIo, runCli } from '../../src/cli.js'
import { liveText, type Terminal } from '../../src/cli/live-text.js'
import { createChatClient } from '../../src/llm/chat-client.js'
import { resolveEndpoint } from '../../src/llm/request/providers.js'
import type { AgentEvent } from '../../src/agent/types.js'
import type { StreamEvent } from '../../src/llm/types.js'

// The model's text live on stderr: in a terminal, each piece once and in
// order, the answer once on the screen; --no-stream as before.

const KEY = 'k-live-stream-secret-0123456789'
let repo: string
let model: ScriptedModel | undefined

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'cli-stream-repo-'))
  initDemoSample(repo)
})

afterEach(async () => {
  await model?.close()
  model = undefined
  rmSync(repo, { recursive: true, force: true })
})

/** A reply streamed as these content pieces, one chunk each. */
function pieces(...texts: string[]): ScriptedTurn {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
  return {
    sse:
      chunk({ role: 'assistant', content: '' }) +
      texts.map((content) => chunk({ content })).join('') +
      chunk({}, 'stop') +
      'data: [DONE]\n\n'
  }
}

const ANSWER = ['It formats ', 'dates as ', 'YYYY-MM-DD.']

/** One io for both streams when they are one terminal, like a screen. */
function io(terminal?: Terminal) {
  const out: string[] = []
  const err: string[] = []
  const screen: string[] = []
  const cli: CliIo = {
    stdout: (text) => {
      out.push(text)
      screen.push(text)
    },
    stderr: (text) => {
      err.push(text)
      screen.push(text)
    },
    env: { PATH: process.env.PATH },
    cwd: repo,
    ...(terminal ? { terminal } : {})
  }
  return { cli, out, err, screen }
}

async function run(
  terminal: Terminal | undefined,
  extra: string[] = [],
  answer: ScriptedTurn = pieces(...ANSWER)
) {
  model = await startScriptedModel([
    {
      text: 'Let me look.',
      toolCalls: [{ name: 'read', arguments: { path: 'src/dates.js' } }]
    },
    answer
  ])
  const streams = io(terminal)
  const status = await runCli(
    [
      '--verb',
      'ask',
      '--prompt',
      'what does src/dates.js do?',
      ...endpointArgs(model.url, KEY, 'm'),
      ...extra
    ],
    streams.cli
  )
  expect(status).toBe(0)
  return streams
}

const plain = (text: string) => text.replace(/\x1b\[\d+m/g, '')
const count = (text: string, part: string) => text.split(part).length - 1

describe('live output in the CLI', () => {
  it('in one terminal: each piece once, in order, dimmed; the answer once on the screen', async () => {
    const { out, err, screen } = await run({
      stderr: true,
      sameAsStdout: true
    })
    // The text went out in several writes as it streamed (cut where the
    // redactor may let it go: at word ends), in order, each once.
    const first = err.findIndex((text) => text.includes('  │ It '))
    const last = err.findIndex((text) => text.endsWith('YYYY-MM-DD.'))
    expect(first).toBeGreaterThan(0)
    expect(last).toBeGreaterThan(first + 1)
    expect(plain(err.slice(first, last + 1).join(''))).toBe(
      `  │ ${ANSWER.join('')}`
    )
    const stderr = err.join('')
    expect(stderr).toContain('\x1b[2m  │ Let me look.\x1b[22m\n')
    expect(stderr).toContain(
      '\x1b[2m  │ It formats dates as YYYY-MM-DD.\x1b[22m\n'
    )
    // The streamed answer is on the screen: stdout does not repeat it.
    expect(out).toEqual([])
    const seen = plain(screen.join(''))
    expect(count(seen, 'It formats dates as YYYY-MM-DD.')).toBe(1)
    expect(count(seen, 'Let me look.')).toBe(1)
    expect(stderr.indexOf('── turn 2')).toBeLessThan(
      stderr.indexOf('It formats')
    )
  })

  it('with stdout elsewhere: the answer streams on stderr and goes once to stdout', async () => {
    const { out, err } = await run({ stderr: true, sameAsStdout: false })
    expect(out.join('')).toBe('It formats dates as YYYY-MM-DD.\n')
    expect(count(plain(err.join('')), 'It formats dates as YYYY-MM-DD.')).toBe(
      1
    )
  })

  it('redacts a secret split across two pieces before it is printed', async () => {
    const { out, err } = await run(
      { stderr: true, sameAsStdout: true },
      [],
      pieces('The key is ', KEY.slice(0, 12), `${KEY.slice(12)}, keep it.`)
    )
    const stderr = err.join('')
    expect(stderr).toContain('  │ The key is ***, keep it.')
    expect(stderr).not.toContain(KEY.slice(0, 8))
    expect(stderr).not.toContain(KEY.slice(12, 20))
    expect(out).toEqual([])
  })

  it('--stream outside a terminal: live, not dimmed; --no-stream in a terminal: as before', async () => {
    const streamed = await run(undefined, ['--stream'])
    const stderr = streamed.err.join('')
    expect(stderr).not.toContain('\x1b[')
    expect(streamed.err).toContain('dates as ')
    expect(stderr).toContain('  │ It formats dates as YYYY-MM-DD.\n')
    expect(streamed.out.join('')).toBe('It formats dates as YYYY-MM-DD.\n')

    await model?.close()
    const off = await run({ stderr: true, sameAsStdout: true }, ['--no-stream'])
    await model?.close()
    const before = await run(undefined)
    // On a terminal the elapsed-time line shows while the model thinks,
    // and is erased (cli/waiting.test.ts): not on the screen after.
    const erased = (text: string) =>
      text.replace(/\r\x1b\[2K( {2}thinking \d+s)?/g, '')
    for (const streams of [off, before]) {
      const text = erased(streams.err.join(''))
      // Today's output: the reply with a call printed whole, the answer
      // held back from stderr and printed once on stdout.
      expect(text).not.toContain('\x1b[')
      expect(streams.err).toContain('  │ Let me look.\n')
      expect(text).not.toContain('It formats')
      expect(streams.out.join('')).toBe('It formats dates as YYYY-MM-DD.\n')
    }
    const shape = (lines: string[]) =>
      erased(lines.join('')).replace(/\d+(\.\d+)? s\b/g, 'N s')
    expect(shape(off.err)).toBe(shape(before.err))
  })
})

describe('text deltas of the chat client', () => {
  it('are sent in native mode and not in the text protocol, whose text holds the call', async () => {
    model = await startScriptedModel([pieces('Hi ', 'there.')])
    const deltasOf = async (toolMode: 'native' | 'xml') => {
      const client = createChatClient({
        endpoint: resolveEndpoint({
          apiKey: KEY,
          githubToken: '',
          baseUrl: model!.url,
          model: 'm',
          apiVersion: ''
        }),
        toolMode
      })
      const events: StreamEvent[] = []
      const reply = await client.chat(
        {
          messages: [{ role: 'user', content: 'hi' }],
          tools: [
            {
              name: 'read',
              description: 'read',
              parameters: { type: 'object' }
            }
          ]
        },
        { onEvent: (event) => events.push(event) }
      )
      expect(reply.text).toBe('Hi there.')
      return events.filter((event) => event.type === 'text-delta')
    }
    expect(await deltasOf('native')).toEqual([
      { type: 'text-delta', text: 'Hi ' },
      { type: 'text-delta', text: 'there.' }
    ])
    await model.close()
    model = await startScriptedModel([pieces('Hi ', 'there.')])
    expect(await deltasOf('xml')).toEqual([])
  })
})

describe('liveText', () => {
  const run = (pieces: string[]) => {
    const written: string[] = []
    const passed: AgentEvent[] = []
    const live = liveText(
      (text) => written.push(text),
      (event) => passed.push(event),
      { dim: false }
    )
    for (const text of pieces) live.emit({ type: 'text-delta', text })
    live.emit({
      type: 'assistant-message',
      iteration: 1,
      text: pieces.join(''),
      toolCalls: [],
      finishReason: 'stop'
    })
    return { written: written.join(''), passed, live }
  }

  it('prefixes every line, drops control characters and CR, and escapes ##[ split across pieces', () => {
    const { written, passed, live } = run([
      '\nfirst\r',
      'second \u001b[31mred\u0007\n\nthird #',
      '#[warning]x ::cmd',
      '\n::error::y\n'
    ])
    expect(written).toBe(
      '  │ first\n  │ second [31mred\n  │\n  │ third ##\\[warning]x ::cmd\n  │ ::error::y\n'
    )
    // The reply reaches the printer without its text: it is on screen.
    expect(passed).toHaveLength(1)
    expect(passed[0]).toMatchObject({ type: 'assistant-message', text: '' })
    expect(live.lastStreamed()).toBe(
      '\nfirst\rsecond \u001b[31mred\u0007\n\nthird ##[warning]x ::cmd\n::error::y\n'
    )
  })

  it('takes a CRLF split across two pieces as one line break', () => {
    expect(run(['one\r', '\ntwo\r']).written).toBe('  │ one\n  │ two\n')
  })

  it('passes a reply that did not stream as it is', () => {
    const passed: AgentEvent[] = []
    const live = liveText(
      () => undefined,
      (event) => passed.push(event),
      { dim: true }
    )
    const reply: AgentEvent = {
      type: 'assistant-message',
      iteration: 1,
      text: 'not streamed',
      toolCalls: [],
      finishReason: 'stop'
    }
    live.emit(reply)
    expect(passed).toEqual([reply])
    expect(live.lastStreamed()).toBeNull()
  })
})
