import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import {
  mkdir,
  mkdtemp,
  readFile,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { testRunner } from '../../../__fixtures__/agent-parts.js'
import {
  type ScriptedModel,
  type ScriptStep,
  startScriptedModel
} from '../../../__fixtures__/scripted-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { runAgentLoop } from '../../../src/agent/loop/loop.js'
import { type ToolRunnerOptions } from '../../../src/agent/runner/tool-runner.js'
import type { AgentEvent, ToolHook } from '../../../src/agent/types.js'
import { createProgressPrinter } from '../../../src/cli/progress-printer.js'
import { refusalOf } from '../../../src/shared/refusals.js'
import { partialOutput } from '../../../src/agent/runner/tool-output.js'
import {
  createTranscriptWriter,
  parseTranscript
} from '../../../src/agent/session/transcript.js'
import { writePolicyHook } from '../../../src/agent/policy/write-policy-hook.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { resolveEndpoint } from '../../../src/llm/request/providers.js'
import type { ParsedToolCall } from '../../../src/llm/types.js'
import { createRedactor } from '../../../src/security/redact.js'
import { createBashTool } from '../../../src/tools/bash/bash-tool.js'
import { detectSandbox } from '../../../src/tools/bash/sandbox/sandbox.js'
import { buildToolEnv } from '../../../src/tools/bash/tool-env.js'
import { createEditTool } from '../../../src/tools/edit/edit-tool.js'
import { createReadTool } from '../../../src/tools/read/read.js'
import { callWrites } from '../../../src/tools/traits.js'
import type { Tool, ToolContext } from '../../../src/tools/types.js'
import { createWriteTool } from '../../../src/tools/write/write.js'

let workspace: string
let scratch: string
let model: ScriptedModel | undefined

beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'hooks-ws-'))
  scratch = await mkdtemp(path.join(tmpdir(), 'hooks-scratch-'))
})

afterEach(async () => {
  jest.useRealTimers()
  await model?.close()
  model = undefined
  await rm(workspace, { recursive: true, force: true })
  await rm(scratch, { recursive: true, force: true })
})

/** A tool that records its calls and answers from a function. */
function fake(
  name: string,
  readOnly: boolean,
  answer: (
    input: { value?: string },
    context: ToolContext
  ) => Promise<string> | string = (input) => `${name} ${input.value ?? ''}`
): Tool<{ value?: string }> & { calls: string[] } {
  const calls: string[] = []
  return {
    name,
    description: name,
    schema: z.object({ value: z.string().optional() }),
    readOnly,
    calls,
    async run(input, context) {
      calls.push(input.value ?? '')
      return { output: await answer(input, context), isError: false }
    }
  }
}

function runner(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[],
  options: Partial<ToolRunnerOptions> = {}
) {
  return testRunner(tools, workspace, {
    outputDir: scratch,
    redact: createRedactor(['hunter2-secret']),
    outputIntervalMs: 0,
    ...options
  })
}

const call = (id: string, name: string, value = ''): ParsedToolCall => ({
  id,
  name,
  arguments: JSON.stringify({ value }),
  input: { value }
})

function collect(): { events: AgentEvent[]; emit: (e: AgentEvent) => void } {
  const events: AgentEvent[] = []
  return { events, emit: (event) => events.push(event) }
}

const signal = new AbortController().signal

describe('beforeToolCall', () => {
  it('blocks a call with a reason the model reads as an error, and the next call runs', async () => {
    const write = fake('write', false)
    const guard: ToolHook = {
      name: 'guard',
      beforeToolCall: (context) =>
        context.name === 'write' &&
        (context.input as { value: string }).value === 'bad'
          ? { block: 'bad is not allowed here' }
          : undefined
    }
    const { emit, events } = collect()
    const results = await runner([write], { hooks: [guard] }).run(
      [call('a', 'write', 'bad'), call('b', 'write', 'good')],
      { signal, emit }
    )
    expect(results[0]).toMatchObject({
      content: 'error: bad is not allowed here',
      isError: true,
      durationMs: 0
    })
    expect(results[1]).toMatchObject({ content: 'write good', isError: false })
    expect(write.calls).toEqual(['good'])
    expect(
      events.filter((event) => event.type === 'tool-end').map((e) => e.id)
    ).toEqual(['a', 'b'])
    // The reports list it: a hook that names no refusal is the hook's.
    const ends = events.filter((event) => event.type === 'tool-end')
    expect(ends.map((end) => refusalOf(end.details))).toEqual([
      { kind: 'hook', what: 'write', why: 'guard: bad is not allowed here' },
      undefined
    ])
  })

  it('carries the refusal a hook names into the call’s details', async () => {
    const refusal = { kind: 'command', what: 'curl x', why: 'blocked' } as const
    const hook: ToolHook = {
      name: 'policy',
      beforeToolCall: () => ({ block: 'no curl', refusal })
    }
    const { emit, events } = collect()
    await runner([fake('read', true)], { hooks: [hook] }).run(
      [call('a', 'read')],
      { signal, emit }
    )
    const end = events.find((event) => event.type === 'tool-end')
    expect(end?.type === 'tool-end' && refusalOf(end.details)).toEqual(refusal)
  })

  it('takes the first block of the list and asks no later hook', async () => {
    const asked: string[] = []
    const hook = (name: string, block?: string): ToolHook => ({
      name,
      beforeToolCall: () => {
        asked.push(name)
        return block ? { block } : undefined
      }
    })
    const read = fake('read', true)
    const [result] = await runner([read], {
      hooks: [hook('one'), hook('two', 'second says no'), hook('three', 'no')]
    }).run([call('a', 'read')], { signal, emit: () => {} })
    expect(result.content).toBe('error: second says no')
    expect(asked).toEqual(['one', 'two'])
    expect(read.calls).toEqual([])
  })

  it('fails closed: a hook that throws blocks the call', async () => {
    const read = fake('read', true)
    const [result] = await runner([read], {
      hooks: [
        {
          name: 'broken',
          beforeToolCall: () => {
            throw new Error('boom')
          }
        }
      ]
    }).run([call('a', 'read')], { signal, emit: () => {} })
    expect(result.isError).toBe(true)
    expect(result.content).toMatch(/^error: broken could not check this call/)
    expect(read.calls).toEqual([])
  })
})

describe('afterToolCall', () => {
  it('fails closed: a hook that throws after the call withholds the output', async () => {
    const read = fake('read', true)
    const broken = (where: 'after' | 'turn'): ToolHook => ({
      name: 'broken',
      ...(where === 'after'
        ? {
            afterToolCall: () => {
              throw new Error('boom')
            }
          }
        : {
            afterTurn: () => {
              throw new Error('boom')
            }
          })
    })
    for (const where of ['after', 'turn'] as const) {
      const [result] = await runner([read], { hooks: [broken(where)] }).run(
        [call('a', 'read', 'v')],
        { signal, emit: () => {} }
      )
      expect(result.isError).toBe(true)
      expect(result.content).toBe(
        'error: the broken hook failed on this result; its output was withheld'
      )
    }
  })

  it('rewrites results, chained in list order, before the caps and redaction', async () => {
    const read = fake('read', true)
    const append = (name: string, text: string): ToolHook => ({
      name,
      afterToolCall: (_context, result) => ({
        result: { ...result, output: `${result.output}${text}` }
      })
    })
    const { emit, events } = collect()
    const [result] = await runner([read], {
      hooks: [append('a', ' +A'), append('b', ' +B hunter2-secret')]
    }).run([call('x', 'read', 'v')], { signal, emit })
    expect(result.content).toBe('read v +A +B ***')
    const end = events.find((event) => event.type === 'tool-end')
    expect(end).toMatchObject({ output: 'read v +A +B ***' })
  })

  it('still caps what a hook made long', async () => {
    const read = fake('read', true)
    const [result] = await runner([read], {
      maxToolOutputBytes: 1000,
      hooks: [
        {
          name: 'long',
          afterToolCall: (_c, r) => ({
            result: { ...r, output: 'x\n'.repeat(5000) }
          })
        }
      ]
    }).run([call('x', 'read')], { signal, emit: () => {} })
    expect(result.truncated).toBe(true)
    expect(Buffer.byteLength(result.content)).toBeLessThanOrEqual(1000)
  })

  it('never sends the start of a secret the output cap cut in two', async () => {
    // Each line ends in the secret; the cap falls inside one of them.
    const read = fake('read', true, () => 'ab hunter2-secret\n'.repeat(200))
    const [result] = await runner([read], { maxToolOutputBytes: 1000 }).run(
      [call('x', 'read')],
      { signal, emit: () => {} }
    )
    expect(result.truncated).toBe(true)
    expect(result.content).toContain('ab ***\n')
    // Without redaction before the cap, the cut line reads `ab hunte`.
    expect(result.content).not.toMatch(/ab h/)
  })

  it('terminate ends the batch: later calls are not run, and the loop stops with the reason', async () => {
    const first = fake('first', false)
    const second = fake('second', false)
    const stopper: ToolHook = {
      name: 'stopper',
      afterToolCall: (context) =>
        context.name === 'first' ? { terminate: 'enough for today' } : undefined
    }
    const script: ScriptStep[] = [
      {
        toolCalls: [
          { name: 'first', arguments: { value: '1' } },
          { name: 'second', arguments: { value: '2' } }
        ]
      },
      { text: 'Stopped after the first call.' }
    ]
    model = await startScriptedModel(script)
    const client = createChatClient({
      endpoint: resolveEndpoint({
        apiKey: 'sk-hooks-test',
        githubToken: '',
        baseUrl: model.url,
        model: 'scripted',
        apiVersion: ''
      }),
      toolMode: 'native',
      sleep: async () => {}
    })
    const { emit, events } = collect()
    const outcome = await runAgentLoop(
      { system: 'test', prompt: 'go' },
      runner([first, second], { hooks: [stopper] }),
      client,
      DEFAULT_BUDGET,
      emit,
      signal
    )
    expect(first.calls).toEqual(['1'])
    expect(second.calls).toEqual([])
    expect(outcome).toMatchObject({
      status: 'budget-exhausted',
      limit: 'terminated',
      limitDetail: 'a tool hook ended the run: enough for today',
      summary: 'Stopped after the first call.',
      iterations: 1
    })
    const ends = events.filter(
      (event): event is Extract<AgentEvent, { type: 'tool-end' }> =>
        event.type === 'tool-end'
    )
    expect(ends.map((end) => end.output)).toEqual([
      'first 1',
      'error: not run: enough for today'
    ])
  })
})

describe('tool events', () => {
  it('emits tool-end in completion order and returns results in call order', async () => {
    let releaseSlow: () => void = () => {}
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve
    })
    const slow = fake('slow', true, async () => {
      await slowGate
      return 'slow done'
    })
    const fast = fake('fast', true, () => 'fast done')
    const ended: string[] = []
    const results = await runner([slow, fast]).run(
      [call('s', 'slow'), call('f', 'fast')],
      {
        signal,
        emit: (event) => {
          if (event.type !== 'tool-end') return
          ended.push(event.id)
          // The slow call ends only once the fast one's end is out: with
          // all ends emitted after the batch this would never happen.
          if (event.id === 'f') releaseSlow()
        }
      }
    )
    expect(ended).toEqual(['f', 's'])
    expect(results.map((result) => result.content)).toEqual([
      'slow done',
      'fast done'
    ])
  })

  it('turns partial output into tool-output events with the newest lines, redacted', async () => {
    const tool = fake('long', false, (_input, context) => {
      for (let line = 1; line <= 7; line += 1)
        context.onUpdate?.(`line ${line} hunter2-secret\n`)
      return 'finished'
    })
    const { emit, events } = collect()
    await runner([tool]).run([call('a', 'long')], { signal, emit })
    const outputs = events.filter(
      (event): event is Extract<AgentEvent, { type: 'tool-output' }> =>
        event.type === 'tool-output'
    )
    expect(outputs).toHaveLength(7)
    expect(outputs[0].output).toBe('line 1 ***')
    expect(outputs[6].output.split('\n')).toEqual([
      'line 3 ***',
      'line 4 ***',
      'line 5 ***',
      'line 6 ***',
      'line 7 ***'
    ])
    expect(events.map((event) => event.type).slice(-1)).toEqual(['tool-end'])
  })

  it('keeps partial output out of the transcript: tool-end has all of it', async () => {
    const file = path.join(scratch, 'transcript.jsonl')
    const writer = createTranscriptWriter(file, createRedactor([]))
    writer.emit({
      type: 'tool-output',
      id: 'a',
      name: 'bash',
      output: 'x',
      bytes: 1
    })
    writer.emit({ type: 'turn-start', iteration: 1 })
    writer.close()
    const parsed = parseTranscript(await readFile(file, 'utf8'))
    expect(parsed.map((event) => event.type)).toEqual(['turn-start'])
  })

  it('throttles partial output to one event per interval', async () => {
    jest.useFakeTimers()
    let finish: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      finish = resolve
    })
    let started: () => void = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    const tool = fake('long', false, async (_input, context) => {
      context.onUpdate?.('one\n')
      context.onUpdate?.('two\n')
      context.onUpdate?.('three\n')
      started()
      await done
      context.onUpdate?.('late\n')
      return 'finished'
    })
    const { emit, events } = collect()
    const result = runner([tool], { outputIntervalMs: 5000 }).run(
      [call('a', 'long')],
      { signal, emit }
    )
    await running
    const outputs = () => events.filter((event) => event.type === 'tool-output')
    expect(outputs()).toHaveLength(0)
    jest.advanceTimersByTime(5000)
    expect(outputs()).toEqual([
      {
        type: 'tool-output',
        id: 'a',
        name: 'long',
        output: 'one\ntwo\nthree',
        bytes: 14
      }
    ])
    finish()
    await result
    // What was not sent when the call ended is dropped: tool-end follows.
    jest.advanceTimersByTime(5000)
    expect(outputs()).toHaveLength(1)
  })

  it('streams a real bash command’s output and shows it in the job log', async () => {
    await writeFile(path.join(workspace, 'x'), '')
    const home = await mkdtemp(path.join(scratch, 'home-'))
    const sandbox = await detectSandbox({
      mode: 'none',
      workspace,
      home,
      tmpDir: home,
      network: false
    })
    const bash = createBashTool({
      sandbox,
      env: buildToolEnv({ home, tmpDir: home })
    })
    const lines: string[] = []
    const printer = createProgressPrinter((line) => lines.push(line))
    const { emit, events } = collect()
    const [result] = await runner([bash]).run(
      [
        {
          id: 'b',
          name: 'bash',
          arguments: '',
          input: { command: 'echo first; echo second' }
        }
      ],
      {
        signal,
        emit: (event) => {
          emit(event)
          printer(event)
        }
      }
    )
    expect(result.content).toMatch(/^exit=0 .*\nfirst\nsecond/)
    const partial = events.filter((event) => event.type === 'tool-output')
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.at(-1)).toMatchObject({ output: 'first\nsecond' })
    expect(lines.join('\n')).toMatch(/… bash \(\d+ bytes so far\)\n {2}┆ first/)
  })
})

describe('write policy at edit time', () => {
  // The paths each call writes, as its tool says (`Tool.writes`).
  const tools: Record<string, Tool<{ path: string }>> = {
    edit: createEditTool() as unknown as Tool<{ path: string }>,
    write: createWriteTool() as unknown as Tool<{ path: string }>,
    read: createReadTool() as unknown as Tool<{ path: string }>
  }
  const ask = async (name: string, file: string) =>
    writePolicyHook().beforeToolCall?.({
      id: 'a',
      name,
      input: { path: file },
      arguments: '',
      workspace,
      signal,
      writes: callWrites(tools[name], { path: file })
    })

  it.each([
    ['write', '.github/workflows/x.yml', '.github/**'],
    ['edit', '.GitHub/Workflows/X.yml', '.github/**'],
    ['write', 'AGENTS.md', '**/AGENTS.md'],
    ['write', 'src/../CODEOWNERS', '**/CODEOWNERS'],
    ['edit', 'pkg/.npmrc', '**/.npmrc'],
    ['write', '.gitattributes', '**/.git*']
  ])('refuses %s of %s with the rule %s', async (name, file, rule) => {
    const answer = await ask(name, file)
    expect(answer).toEqual({
      block: expect.stringContaining(
        `${file} is protected by the write policy (rule \`${rule}\`)`
      ),
      // What the reports list (docs/contract.md: every refusal is reported).
      refusal: {
        kind: 'write',
        what: file,
        why: `protected by the write policy (rule \`${rule}\`)`
      }
    })
  })

  it.each([
    ['write', 'src/a.ts'],
    ['edit', '.gitignore'],
    ['write', 'docs/github/workflows.md'],
    ['read', '.github/workflows/x.yml']
  ])('lets %s of %s through', async (name, file) => {
    expect(await ask(name, file)).toBeUndefined()
  })

  it('follows a symlink to a protected directory', async () => {
    await mkdir(path.join(workspace, '.github'), { recursive: true })
    await symlink('.github', path.join(workspace, 'gh'))
    const answer = await ask('write', 'gh/workflows/x.yml')
    expect(answer?.block).toMatch(
      /^gh\/workflows\/x\.yml \(through a symlink, \.github\/workflows\/x\.yml\) is protected/
    )
  })

  it('refuses the call in the runner, and the next edit runs', async () => {
    const written: string[] = []
    const write: Tool<{ path: string }> = {
      name: 'write',
      description: 'write',
      schema: z.object({ path: z.string() }),
      readOnly: false,
      writes: (input) => [input.path],
      async run(input) {
        written.push(input.path)
        return { output: `wrote ${input.path}`, isError: false }
      }
    }
    const results = await runner([write], { hooks: [writePolicyHook()] }).run(
      [
        {
          id: 'a',
          name: 'write',
          arguments: '',
          input: { path: '.github/workflows/x.yml' }
        },
        { id: 'b', name: 'write', arguments: '', input: { path: 'src/a.ts' } }
      ],
      { signal, emit: () => {} }
    )
    expect(results.map((result) => result.isError)).toEqual([true, false])
    expect(written).toEqual(['src/a.ts'])
  })
})

describe('partial output', () => {
  it('never sends the second half of a secret the 4 KiB tail cut in two', () => {
    const events: AgentEvent[] = []
    const secret = 'hunter2-secret-value'
    const redact = (text: string) => text.split(secret).join('***')
    const output = partialOutput(
      (event) => events.push(event),
      { id: 'a', name: 'bash' },
      redact,
      0
    )
    output.update(`${secret}${'y'.repeat(4096 - 10)}\nnext line\n`)
    output.stop()
    const sent = events
      .filter((event) => event.type === 'tool-output')
      .map((event) => (event as { output: string }).output)
    expect(sent).toEqual(['next line'])
  })
})
