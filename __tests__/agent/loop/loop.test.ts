import { describe, expect, it } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import {
  loopScene,
  testClient,
  testRunner
} from '../../../__fixtures__/agent-parts.js'
import { type ScriptStep } from '../../../__fixtures__/scripted-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import {
  DROPPED_NOTE,
  dropOldTurns,
  HANDOFF_PROMPT,
  maskOldToolResults,
  SUMMARY_PREFIX
} from '../../../src/agent/context/compaction.js'
import { startDeadline } from '../../../src/agent/loop/deadline.js'
import {
  FINAL_CALL_FLOOR_MS,
  FINAL_CALL_TIMEOUT_MS,
  finalCallTimeoutMs
} from '../../../src/agent/loop/final-summary.js'
import { runAgentLoop } from '../../../src/agent/loop/loop.js'
import {
  callTimeLimitMs,
  createToolRunner,
  type ToolRunnerOptions
} from '../../../src/agent/runner/tool-runner.js'
import {
  createTranscriptWriter,
  parseTranscript
} from '../../../src/agent/session/transcript.js'
import type { AgentEvent, AgentTask, Budget } from '../../../src/agent/types.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { resolveEndpoint } from '../../../src/llm/request/providers.js'
import { createRedactor } from '../../../src/security/redact.js'
import { createBashTool } from '../../../src/tools/bash/bash-tool.js'
import type { Sandbox } from '../../../src/tools/bash/sandbox/sandbox.js'
import { createGrepTool } from '../../../src/tools/grep/grep-tool.js'
import { createReadTool } from '../../../src/tools/read/read.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'
import type { Tool } from '../../../src/tools/types.js'

const scene = loopScene('loop-')

const TASK: AgentTask = {
  system: 'You are a test agent.',
  prompt: 'Do the task.'
}

/** A tool that records calls and answers from a function. */
function fakeTool(
  name: string,
  readOnly: boolean,
  answer: (input: { value?: string }) => Promise<{
    output: string
    isError?: boolean
    details?: Record<string, unknown>
  }>
): Tool<{ value?: string }> {
  return {
    name,
    description: `fake ${name}`,
    schema: z.object({ value: z.string().optional() }),
    readOnly,
    async run(input) {
      const result = await answer(input)
      return {
        output: result.output,
        isError: result.isError ?? false,
        details: result.details
      }
    }
  }
}

async function setup(
  script: ScriptStep[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[] = [createReadTool()],
  budget: Partial<Budget> = {},
  options: {
    toolMode?: 'native' | 'xml'
    secrets?: string[]
    now?: () => number
    runner?: Partial<ToolRunnerOptions>
  } = {}
) {
  const model = await scene.start(script)
  const client = createChatClient({
    endpoint: resolveEndpoint({
      apiKey: 'sk-loop-test',
      githubToken: '',
      baseUrl: model.url,
      model: 'scripted',
      apiVersion: ''
    }),
    toolMode: options.toolMode ?? 'native',
    sleep: async () => {}
  })
  const runner = createToolRunner({
    tools,
    workspace: scene.workspace,
    outputDir: scene.scratch,
    reads: createReadTracker(),
    maxToolOutputBytes: budget.maxToolOutputBytes ?? 16_384,
    maxTurnOutputBytes: budget.maxTurnOutputBytes ?? 65_536,
    maxToolOutputLines: 400,
    redact: createRedactor(options.secrets ?? []),
    ...options.runner
  })
  const events: AgentEvent[] = []
  const run = (signal = new AbortController().signal) =>
    runAgentLoop(
      TASK,
      runner,
      client,
      { ...DEFAULT_BUDGET, ...budget },
      (event) => events.push(event),
      signal,
      options.now ? { now: options.now } : {}
    )
  return { run, events, requests: model.requests }
}

type WireMessage = {
  role: string
  content: string | null
  tool_call_id?: string
  tool_calls?: { id: string }[]
}
const messagesOf = (request: Record<string, unknown>) =>
  request.messages as WireMessage[]

/**
 * Runs the loop on TASK with a model of `script`, `tools` and `hooks` (the
 * tools' output in the scratch folder); the model and the outcome.
 */
async function loopOn(
  script: ScriptStep[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[],
  hooks: Parameters<typeof runAgentLoop>[6],
  budget: Budget = DEFAULT_BUDGET
) {
  const model = await scene.start(script)
  const runner = testRunner(tools, scene.workspace, {
    outputDir: scene.scratch
  })
  const outcome = await runAgentLoop(
    TASK,
    runner,
    testClient(model.url),
    budget,
    () => {},
    new AbortController().signal,
    hooks
  )
  return { model, outcome }
}

describe('agent loop', () => {
  it('runs tool calls, sends results back and ends on a plain answer', async () => {
    const { run, requests, events } = await setup([
      { toolCalls: [{ name: 'read', arguments: { path: 'hello.txt' } }] },
      { text: 'The file greets the world.' }
    ])
    const outcome = await run()
    expect(outcome).toMatchObject({
      status: 'done',
      summary: 'The file greets the world.',
      iterations: 2,
      toolCalls: 1
    })
    expect(requests).toHaveLength(2)
    const second = messagesOf(requests[1])
    expect(second.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool'
    ])
    expect(second[3].tool_call_id).toBe('call_1')
    expect(second[3].content).toContain('1\thello world')
    const types = events.map((event) => event.type)
    expect(types[0]).toBe('run-start')
    expect(types).toContain('tool-start')
    expect(types[types.length - 1]).toBe('run-end')
    const end = events.find((event) => event.type === 'tool-end') as Extract<
      AgentEvent,
      { type: 'tool-end' }
    >
    expect(end.durationMs).toBeGreaterThanOrEqual(0)
    expect(outcome.usage.promptTokens).toBe(200)
  })

  it('answers unknown tools, invalid JSON and schema errors with one error result each, in order', async () => {
    const { run, requests } = await setup([
      {
        toolCalls: [
          { name: 'nope', arguments: {} },
          { name: 'read', arguments: '{"path": ' },
          { name: 'read', arguments: { path: 42 } },
          { name: 'read', arguments: { path: '../outside.txt' } },
          { name: 'read', arguments: { path: 'hello.txt' } }
        ]
      },
      { text: 'done' }
    ])
    await run()
    const tools = messagesOf(requests[1]).filter(
      (message) => message.role === 'tool'
    )
    expect(tools.map((message) => message.tool_call_id)).toEqual([
      'call_1',
      'call_2',
      'call_3',
      'call_4',
      'call_5'
    ])
    expect(tools[0].content).toMatch(
      /^error: unknown tool "nope"\. Available tools: read/
    )
    expect(tools[1].content).toMatch(/^error: arguments were not valid JSON/)
    expect(tools[2].content).toMatch(
      /^error: invalid arguments for read: path: /
    )
    expect(tools[3].content).toMatch(/^error: .*outside the repository/)
    expect(tools[4].content).toContain('hello world')
  })

  it('returns results in call order while read-only calls run in parallel', async () => {
    const release: (() => void)[] = []
    let running = 0
    let maxRunning = 0
    const slow = fakeTool('probe', true, async (input) => {
      running += 1
      maxRunning = Math.max(maxRunning, running)
      // Finish in reverse order: the last call is released first.
      await new Promise<void>((resolve) => {
        release.push(resolve)
        if (release.length === 3) release.reverse().forEach((done) => done())
      })
      running -= 1
      return { output: `probe ${input.value}` }
    })
    const order: string[] = []
    const mutate = fakeTool('mutate', false, async (input) => {
      order.push(input.value ?? '')
      return { output: `mutated ${input.value}` }
    })
    const { run, requests } = await setup(
      [
        {
          toolCalls: [
            { name: 'probe', arguments: { value: 'a' } },
            { name: 'probe', arguments: { value: 'b' } },
            { name: 'probe', arguments: { value: 'c' } },
            { name: 'mutate', arguments: { value: 'd' } },
            { name: 'mutate', arguments: { value: 'e' } }
          ]
        },
        { text: 'ok' }
      ],
      [slow, mutate]
    )
    await run()
    expect(maxRunning).toBe(3)
    expect(order).toEqual(['d', 'e'])
    const contents = messagesOf(requests[1])
      .filter((message) => message.role === 'tool')
      .map((message) => message.content)
    expect(contents).toEqual([
      'probe a',
      'probe b',
      'probe c',
      'mutated d',
      'mutated e'
    ])
  })

  it('stops at max-iterations with a tool-less summary turn', async () => {
    const loopForever: ScriptStep = {
      toolCalls: [{ name: 'read', arguments: { path: 'hello.txt' } }]
    }
    const { run, requests, events } = await setup(
      [
        loopForever,
        loopForever,
        loopForever,
        { text: 'Status: read the file three times.' }
      ],
      undefined,
      {
        maxIterations: 3
      }
    )
    const outcome = await run()
    expect(outcome.status).toBe('budget-exhausted')
    expect(outcome.limit).toBe('max-iterations')
    expect(outcome.summary).toBe('Status: read the file three times.')
    expect(requests).toHaveLength(4)
    expect(requests[3].tool_choice).toBe('none')
    expect(messagesOf(requests[3]).at(-1)?.content).toMatch(
      /reached max-iterations \(3 model turns\).*cannot use tools/s
    )
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'limit-hit', limit: 'max-iterations' })
    )
  })

  it('sends the wrap-up note ten turns before the cap', async () => {
    const call: ScriptStep = {
      toolCalls: [{ name: 'read', arguments: { path: 'hello.txt' } }]
    }
    const { run, requests } = await setup(
      [call, call, { text: 'finished' }],
      undefined,
      { maxIterations: 12 }
    )
    await run()
    const third = messagesOf(requests[2])
    expect(third.at(-1)?.content).toMatch(/10 turns left/)
    expect(
      messagesOf(requests[1]).some((message) =>
        /turns left/.test(message.content ?? '')
      )
    ).toBe(false)
  })

  it('stops after three bash timeouts in a row', async () => {
    const bash = {
      ...fakeTool('bash', false, async () => ({
        output: 'exit=124 (timed out after 1 s)',
        details: { timedOut: true }
      })),
      // It runs commands, so its timeouts count.
      command: (input: { value?: string }) => input.value ?? ''
    }
    const call: ScriptStep = {
      toolCalls: [{ name: 'bash', arguments: { value: 'sleep' } }]
    }
    const { run } = await setup([call, call, call, { text: 'gave up' }], [bash])
    const outcome = await run()
    expect(outcome.limit).toBe('bash-timeouts')
    expect(outcome.iterations).toBe(3)
    expect(outcome.summary).toBe('gave up')
  })

  it('stops when the same failing call is repeated', async () => {
    const call: ScriptStep = {
      toolCalls: [{ name: 'read', arguments: { path: 'missing.txt' } }]
    }
    const { run } = await setup([call, call, call, { text: 'cannot find it' }])
    const outcome = await run()
    expect(outcome.limit).toBe('repeated-failure')
    expect(outcome.iterations).toBe(3)
  })

  it('answers calls beyond max-tool-calls without running them', async () => {
    let runs = 0
    const counted = fakeTool('count', false, async () => {
      runs += 1
      return { output: 'counted' }
    })
    const { run, requests } = await setup(
      [
        {
          toolCalls: Array.from({ length: 5 }, () => ({
            name: 'count',
            arguments: {}
          }))
        },
        { text: 'summary' }
      ],
      [counted],
      { maxToolCalls: 2 }
    )
    const outcome = await run()
    expect(runs).toBe(2)
    expect(outcome.limit).toBe('max-tool-calls')
    const tools = messagesOf(requests[1]).filter(
      (message) => message.role === 'tool'
    )
    expect(tools).toHaveLength(5)
    expect(tools[4].content).toBe(
      'error: not run: the run reached max-tool-calls'
    )
  })

  it('masks old tool results, then summarizes, as the context fills', async () => {
    const big = 'x'.repeat(200)
    await writeFile(
      path.join(scene.workspace, 'big.txt'),
      `${big}\n`.repeat(60)
    )
    // Report usage the way a provider would: the prompt's size in tokens.
    const call: ScriptStep = (request) => ({
      toolCalls: [{ name: 'read', arguments: { path: 'big.txt' } }],
      usage: {
        prompt: Math.ceil(JSON.stringify(request.messages).length / 4),
        completion: 20
      }
    })
    const script: ScriptStep[] = []
    for (let index = 0; index < 7; index += 1) script.push(call)
    script.push({ text: 'Goal: read big.txt. Done: read it seven times.' })
    script.push({ text: 'finished after compaction' })
    const { run, requests, events } = await setup(script, undefined, {
      contextWindow: 8000,
      maxToolOutputBytes: 4096
    })
    const outcome = await run()
    expect(outcome.status).toBe('done')
    const stages = events
      .filter((event) => event.type === 'compaction')
      .map((event) => (event as { stage: string }).stage)
    expect(stages).toContain('mask')
    const masked = requests.find((request) =>
      messagesOf(request).some((message) =>
        message.content?.startsWith('[output of read elided')
      )
    )
    expect(masked).toBeDefined()
    if (stages.includes('summary')) {
      const summaryRequest = requests.find(
        (request) => messagesOf(request).at(-1)?.content === HANDOFF_PROMPT
      )
      expect(summaryRequest).toBeDefined()
      const after = requests[requests.indexOf(summaryRequest!) + 1]
      expect(messagesOf(after)[2].content?.startsWith(SUMMARY_PREFIX)).toBe(
        true
      )
      expect(messagesOf(after)[1].content).toBe('Do the task.')
    }
  })

  it('learns a smaller window from a context-length error and sends a smaller request', async () => {
    const line = 'const value = compute(input, options) // a line of code\n'
    await writeFile(path.join(scene.workspace, 'big.txt'), line.repeat(200))
    const read: ScriptStep = {
      toolCalls: [{ name: 'read', arguments: { path: 'big.txt' } }]
    }
    const { run, requests, events } = await setup([
      read,
      read,
      read,
      {
        status: 400,
        body: '{"error":{"message":"maximum context length exceeded","code":"context_length_exceeded"}}'
      },
      { text: 'answer after compaction' }
    ])
    const outcome = await run()
    expect(outcome.status).toBe('done')
    expect(outcome.summary).toBe('answer after compaction')
    expect(requests).toHaveLength(5)
    // Not the refused request again: old results masked to fit.
    expect(JSON.stringify(requests[4])).not.toBe(JSON.stringify(requests[3]))
    expect(
      messagesOf(requests[4]).some((message) =>
        message.content?.startsWith('[output of read elided')
      )
    ).toBe(true)
    const learned = events.find((event) => event.type === 'context-window')
    expect(learned).toMatchObject({
      previous: DEFAULT_BUDGET.contextWindow,
      reason: expect.stringContaining('the endpoint named no limit')
    })
    // 75 % of what the refused request was estimated at.
    expect((learned as { contextWindow: number }).contextWindow).toBeLessThan(
      10_000
    )
  })

  it('summarizes when masking cannot make a refused request fit', async () => {
    const prose = 'The quick brown fox jumps over the lazy dog. '.repeat(300)
    const { run, requests, events } = await setup([
      {
        text: prose,
        toolCalls: [{ name: 'read', arguments: { path: 'hello.txt' } }]
      },
      {
        status: 400,
        body: '{"error":{"message":"maximum context length exceeded","code":"context_length_exceeded"}}'
      },
      { text: 'Goal: summary of work' },
      { text: 'answer after compaction' }
    ])
    const outcome = await run()
    expect(outcome.status).toBe('done')
    expect(outcome.summary).toBe('answer after compaction')
    expect(messagesOf(requests[2]).at(-1)?.content).toBe(HANDOFF_PROMPT)
    expect(messagesOf(requests[3])[2].content).toContain(
      'Goal: summary of work'
    )
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'compaction', stage: 'summary' })
    )
  })

  it('stops on the wall clock and asks for no summary past it', async () => {
    const hang = fakeTool('hang', false, () => new Promise(() => {}))
    const waitForAbort: Tool<{ value?: string }> = {
      ...hang,
      run: (_input, context) =>
        new Promise((resolve) =>
          context.signal.addEventListener(
            'abort',
            () => resolve({ output: 'cancelled', isError: true }),
            { once: true }
          )
        )
    }
    const { run, requests } = await setup(
      [
        { toolCalls: [{ name: 'hang', arguments: {} }] },
        { text: 'ran out of time' }
      ],
      [waitForAbort],
      {
        // Long enough for the first model turn even on a loaded machine; the
        // tool then waits for the deadline, so the test never races it.
        timeoutMs: 1000
      }
    )
    const outcome = await run()
    expect(outcome.status).toBe('budget-exhausted')
    expect(outcome.limit).toBe('timeout')
    // Nothing of the budget is left for a summary request.
    expect(outcome.summary).toBe(`Stopped: ${outcome.limitDetail}.`)
    expect(requests).toHaveLength(1)
  })

  it('reports one timeout whether the timer or the clock runs out first', async () => {
    // The timer path: the deadline aborts a model request in flight.
    const byTimer = await setup(
      [{ hang: true }, { text: 'summary after the timer' }],
      [],
      { timeoutMs: 1000 }
    )
    const timerOutcome = await byTimer.run()
    await scene.model?.close()

    // The clock path: the injected clock passes the deadline between turns,
    // long before the timer would fire.
    let clock = 0
    const tick = fakeTool('tick', true, async () => {
      clock += 1000
      return { output: 'ticked' }
    })
    const byClock = await setup(
      [
        { toolCalls: [{ name: 'tick', arguments: {} }] },
        { text: 'summary after the clock' }
      ],
      [tick],
      { timeoutMs: 1000 },
      { now: () => clock }
    )
    const clockOutcome = await byClock.run()

    expect(timerOutcome.limit).toBe('timeout')
    expect(timerOutcome.summary).toBe(`Stopped: ${timerOutcome.limitDetail}.`)
    expect(clockOutcome.limit).toBe('timeout')
    expect(clockOutcome.summary).toBe(`Stopped: ${clockOutcome.limitDetail}.`)
    expect(clockOutcome.durationMs).toBe(1000)
    // The stop came before a second turn, and no summary request followed.
    expect(byTimer.requests).toHaveLength(1)
    expect(byClock.requests).toHaveLength(1)
    expect(clockOutcome.limitDetail).toBe(timerOutcome.limitDetail)
    const hits = [...byTimer.events, ...byClock.events].filter(
      (event) => event.type === 'limit-hit'
    )
    expect(hits).toEqual([
      { type: 'limit-hit', limit: 'timeout', detail: timerOutcome.limitDetail },
      { type: 'limit-hit', limit: 'timeout', detail: timerOutcome.limitDetail }
    ])
  })

  it('gives every call its own wall clock; a call that never returns is answered and the loop goes on', async () => {
    // Ignores its signal and never returns.
    const stuck = fakeTool('stuck', true, () => new Promise(() => {}))
    // Stops when its own signal aborts.
    const polite: Tool<{ value?: string }> = {
      ...fakeTool('polite', true, async () => ({ output: '' })),
      run: (_input, context) =>
        new Promise((resolve) =>
          context.signal.addEventListener(
            'abort',
            () => resolve({ output: 'stopped at my limit', isError: true }),
            { once: true }
          )
        )
    }
    let ticked = false
    const timer = setTimeout(() => {
      ticked = true
    }, 10)
    const { run, requests } = await setup(
      [
        {
          toolCalls: [
            { name: 'stuck', arguments: {} },
            { name: 'polite', arguments: {} },
            { name: 'read', arguments: { path: 'hello.txt' } }
          ]
        },
        { text: 'went on' }
      ],
      [stuck, polite, createReadTool()],
      {},
      { runner: { callTimeoutMs: () => 100, callGraceMs: 20 } }
    )
    const outcome = await run()
    clearTimeout(timer)
    expect(ticked).toBe(true)
    expect(outcome.status).toBe('done')
    expect(outcome.summary).toBe('went on')
    const results = messagesOf(requests[1]).filter((m) => m.role === 'tool')
    expect(results.map((m) => m.content)).toEqual([
      'error: stuck did not return within 0.1 s; its result is lost. Narrow the call (a smaller path, a simpler pattern, a shorter command)',
      'error: stopped at my limit',
      expect.stringContaining('hello world')
    ])
  })

  it('keeps bash on its own timeout_s and gives it a margin to report', () => {
    const sandbox = { network: false, kind: 'none' } as unknown as Sandbox
    const bash = createBashTool({ sandbox, env: {} })
    expect(callTimeLimitMs(bash, { command: 'x', timeout_s: 5 })).toBe(35_000)
    // No timeout_s: the most bash allows, so the runner never cuts it early.
    expect(callTimeLimitMs(bash, { command: 'x' })).toBe(630_000)
    expect(callTimeLimitMs(createGrepTool(), { pattern: 'x' })).toBe(60_000)
    expect(callTimeLimitMs(createReadTool(), { path: 'x' })).toBe(60_000)
    expect(callTimeLimitMs(undefined, {})).toBe(60_000)
  })

  it('ends a timed-out run within its budget, however long the model hangs', async () => {
    const started = Date.now()
    const { run, requests } = await setup(
      [{ hang: true }, { hang: true }],
      [],
      {
        timeoutMs: 300
      }
    )
    const outcome = await run()
    expect(outcome.status).toBe('budget-exhausted')
    expect(outcome.limit).toBe('timeout')
    expect(requests).toHaveLength(1)
    // The budget plus a small grace, never a summary request's own 120 s.
    expect(Date.now() - started).toBeLessThan(300 + 5000)
  })

  it('bounds the final summary by what is left of the budget', async () => {
    let clock = 0
    const budget = 30 * 60_000
    // The turn's tool call uses up all but 1.5 s of the budget.
    const spend = fakeTool('spend', true, async () => {
      clock = budget - 1500
      return { output: 'spent' }
    })
    const { run, requests } = await setup(
      [{ toolCalls: [{ name: 'spend', arguments: {} }] }, { hang: true }],
      [spend],
      { timeoutMs: budget, maxIterations: 1 },
      { now: () => clock }
    )
    const started = Date.now()
    const outcome = await run()
    expect(outcome.status).toBe('budget-exhausted')
    expect(outcome.limit).toBe('max-iterations')
    expect(requests).toHaveLength(2)
    expect(outcome.summary).toBe(
      `Stopped: ${outcome.limitDetail}. The final summary could not be produced.`
    )
    // The rest of the budget, raised to the 2 s floor, then a small grace.
    expect(Date.now() - started).toBeLessThan(2000 + 5000)
  })

  it('gives the final summary at most 120 s and at least the floor', () => {
    expect(finalCallTimeoutMs(0)).toBe(0)
    expect(finalCallTimeoutMs(-5)).toBe(0)
    expect(finalCallTimeoutMs(1)).toBe(FINAL_CALL_FLOOR_MS)
    expect(finalCallTimeoutMs(50_000)).toBe(50_000)
    expect(finalCallTimeoutMs(30 * 60_000)).toBe(FINAL_CALL_TIMEOUT_MS)
  })

  it('ends after three malformed text-protocol replies', async () => {
    const bad: ScriptStep = {
      text: '<function=>\n<parameter=path>x</parameter>'
    }
    const { run, requests } = await setup(
      [bad, bad, bad, { text: 'sorry' }],
      undefined,
      {},
      { toolMode: 'xml' }
    )
    const outcome = await run()
    expect(outcome.limit).toBe('format-errors')
    expect(messagesOf(requests[1]).at(-1)?.content).toMatch(
      /could not be read as a tool call/
    )
  })

  it('runs a real tool through the text protocol', async () => {
    const { run, requests } = await setup(
      [
        { text: '<function=read>\n<parameter=path>hello.txt</parameter>\n' },
        { text: 'It says hello world.' }
      ],
      undefined,
      {},
      { toolMode: 'xml' }
    )
    const outcome = await run()
    expect(outcome.summary).toBe('It says hello world.')
    const last = messagesOf(requests[1]).at(-1)
    expect(last?.role).toBe('user')
    expect(last?.content).toMatch(
      /^EXECUTION RESULT of \[read\]:\n[\s\S]*hello world/
    )
    expect(requests[1].tools).toBeUndefined()
  })

  it('feeds a failing verify command back, then finishes when it passes', async () => {
    const edit = fakeTool('edit', false, async () => ({ output: 'edited' }))
    const results = [
      { ok: true, exitCode: 0, output: 'exit=0' },
      { ok: false, exitCode: 1, output: 'exit=1\n1 test failed' },
      { ok: true, exitCode: 0, output: 'exit=0' }
    ]
    let verifications = 0
    const { model, outcome } = await loopOn(
      [
        { toolCalls: [{ name: 'edit', arguments: {} }] },
        { text: 'first answer' },
        { text: 'fixed it' }
      ],
      [edit],
      {
        verify: async () => results[verifications++]
      }
    )
    // Once on the unchanged tree, once after the edit.
    expect(verifications).toBe(2)
    expect(outcome.summary).toBe('fixed it')
    expect(messagesOf(model.requests[2]).at(-1)?.content).toMatch(
      /verify command failed[\s\S]*1 test failed/
    )
  })

  it('sends an answer without the form the run needs back once, then takes the next answer whatever it holds', async () => {
    const checked: string[] = []
    const { model, outcome } = await loopOn(
      [{ text: 'no json' }, { text: 'still no json' }, { text: 'never asked' }],
      [],
      {
        checkAnswer: (answer) => {
          checked.push(answer)
          return 'it holds no JSON object'
        }
      }
    )
    expect(checked).toEqual(['no json'])
    expect(model.requests).toHaveLength(2)
    expect(messagesOf(model.requests[1]).at(-1)?.content).toMatch(
      /does not have the form this run needs: it holds no JSON object/
    )
    expect(outcome).toMatchObject({ status: 'done', summary: 'still no json' })
  })

  it("stops the verify command at the run's wall clock", async () => {
    const edit = fakeTool('edit', false, async () => ({ output: 'edited' }))
    // A verify command that only ends when its signal says so.
    const { outcome } = await loopOn(
      [{ toolCalls: [{ name: 'edit', arguments: {} }] }, { text: 'done' }],
      [edit],
      {
        verify: (signal) =>
          new Promise((resolve) =>
            signal.addEventListener('abort', () =>
              resolve({ ok: false, output: 'stopped' })
            )
          )
      },
      { ...DEFAULT_BUDGET, timeoutMs: 300 }
    )
    expect(outcome.status).toBe('budget-exhausted')
    expect(outcome.limit).toBe('timeout')
  })

  it('checks the final state once more when the verify retries are used up', async () => {
    const edit = fakeTool('edit', false, async () => ({ output: 'edited' }))
    const turn = (text: string): ScriptStep[] => [
      { toolCalls: [{ name: 'edit', arguments: {} }] },
      { text }
    ]
    // The first is the run on the unchanged tree.
    const results = [false, false, false, false, true]
    let runs = 0
    const { outcome } = await loopOn(
      [...turn('one'), ...turn('two'), ...turn('three'), ...turn('four')],
      [edit],
      {
        verify: async () => ({ ok: results[runs++], output: 'result' })
      }
    )
    expect(runs).toBe(5)
    expect(outcome.summary).toBe('four')
    expect(outcome.verification?.after?.ok).toBe(true)
  })

  it('ends as failed with the reason when the model cannot be used', async () => {
    const { run } = await setup([
      { status: 401, body: '{"error":{"message":"bad key"}}' }
    ])
    const outcome = await run()
    expect(outcome.status).toBe('failed')
    expect(outcome.error).toMatch(/api-key/)
    expect(outcome.failure).toBe(
      'the model endpoint rejected the credential (401)'
    )
  })

  it('ends as aborted when the caller cancels', async () => {
    const controller = new AbortController()
    const stop = fakeTool('stop', false, async () => {
      controller.abort()
      return { output: 'stopping' }
    })
    const { run } = await setup(
      [{ toolCalls: [{ name: 'stop', arguments: {} }] }, { text: 'never' }],
      [stop]
    )
    const outcome = await run(controller.signal)
    expect(outcome.status).toBe('aborted')
  })

  it('redacts secrets from tool results before the model sees them', async () => {
    await writeFile(
      path.join(scene.workspace, 'leak.txt'),
      'token=ghp_abcdefghijklmnopqrstuvwxyz0123456789 key=supersecretvalue\n'
    )
    const { run, requests } = await setup(
      [
        { toolCalls: [{ name: 'read', arguments: { path: 'leak.txt' } }] },
        { text: 'ok' }
      ],
      undefined,
      {},
      { secrets: ['supersecretvalue'] }
    )
    await run()
    const tool = messagesOf(requests[1]).at(-1)?.content ?? ''
    expect(tool).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789')
    expect(tool).not.toContain('supersecretvalue')
    expect(tool).toContain('token=***')
  })

  it('writes a JSONL transcript of the run, one event per line', async () => {
    const { run, events } = await setup([
      { toolCalls: [{ name: 'read', arguments: { path: 'hello.txt' } }] },
      { text: 'done' }
    ])
    await run()
    const file = path.join(scene.scratch, 'logs', 'transcript.jsonl')
    await mkdir(path.dirname(file), { recursive: true })
    const writer = createTranscriptWriter(file, createRedactor([]))
    for (const event of events) writer.emit(event)
    writer.close()
    const parsed = parseTranscript(await readFile(file, 'utf8'))
    expect(parsed.map((event) => event.type)).toEqual(
      events
        .filter((event) => event.type !== 'text-delta')
        .map((event) => event.type)
    )
    expect(parsed[0].time).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('runs a tool call the model wrote as JSON text instead of ending the run', async () => {
    const { run, requests } = await setup([
      { text: '{"name": "read", "arguments": {"path": "hello.txt"}}' },
      { text: 'It greets the world.' }
    ])
    const outcome = await run()
    expect(outcome).toMatchObject({
      status: 'done',
      summary: 'It greets the world.',
      toolCalls: 1
    })
    const sent = messagesOf(requests[1])
    expect(sent[2].tool_calls?.[0]).toMatchObject({
      function: { name: 'read' }
    })
    expect(sent[3].content).toContain('hello world')
  })

  it('fails, not succeeds, when the model replies with nothing twice', async () => {
    const { run, requests } = await setup([{ text: '' }, { text: '' }])
    const outcome = await run()
    expect(outcome.status).toBe('failed')
    expect(outcome.error).toBe('the model replied with nothing twice')
    expect(messagesOf(requests[1]).at(-1)?.content).toMatch(
      /Your reply was empty/
    )
    // The empty assistant message goes back as an empty string, never null.
    expect(messagesOf(requests[1])[2]).toEqual({
      role: 'assistant',
      content: ''
    })
  })

  it('shows a full 400-line read window with its continuation hint', async () => {
    await writeFile(
      path.join(scene.workspace, 'long.txt'),
      Array.from({ length: 1000 }, (_, i) => `line ${i + 1}`).join('\n')
    )
    const { run, requests } = await setup([
      { toolCalls: [{ name: 'read', arguments: { path: 'long.txt' } }] },
      { text: 'read it' }
    ])
    await run()
    const content = messagesOf(requests[1]).at(-1)?.content ?? ''
    expect(content).toContain('400\tline 400')
    expect(content).toContain('continue with offset=401')
    expect(content).not.toContain('output truncated')
  })
})

describe('deadline', () => {
  it('expires by the injected clock and then aborts the signal it hands out', () => {
    let clock = 5_000
    const deadline = startDeadline({
      startedAt: clock,
      timeoutMs: 60_000,
      now: () => clock,
      signal: new AbortController().signal
    })
    try {
      clock += 59_999
      expect(deadline.check()).toBe(false)
      expect(deadline.signal.aborted).toBe(false)
      clock += 1
      expect(deadline.check()).toBe(true)
      expect(deadline.expired).toBe(true)
      expect(deadline.signal.aborted).toBe(true)
      expect(deadline.stop).toEqual({
        limit: 'timeout',
        detail: 'reached timeout-minutes (1 min)'
      })
    } finally {
      deadline.dispose()
    }
  })

  it('passes the caller cancelling on without counting it as a timeout', () => {
    const caller = new AbortController()
    const deadline = startDeadline({
      startedAt: 0,
      timeoutMs: 60_000,
      now: () => 0,
      signal: caller.signal
    })
    caller.abort()
    expect(deadline.signal.aborted).toBe(true)
    expect(deadline.expired).toBe(false)
    expect(deadline.check()).toBe(false)
    deadline.dispose()
  })
})

describe('compaction helpers', () => {
  it('never masks results of the newest turn, which the model has not seen', () => {
    const calls = Array.from({ length: 8 }, (_, i) => ({
      id: `c${i}`,
      name: 'read',
      arguments: '{}'
    }))
    const history = [
      { role: 'system' as const, content: 's' },
      { role: 'user' as const, content: 'task' },
      { role: 'assistant' as const, content: null, tool_calls: calls },
      ...calls.map((call) => ({
        role: 'tool' as const,
        tool_call_id: call.id,
        content: 'x'.repeat(1000)
      }))
    ]
    const { messages, freedTokens } = maskOldToolResults(history, 5)
    expect(freedTokens).toBe(0)
    expect(messages).toEqual(history)
  })

  it('drops old turns at a turn boundary when no summary can be made', () => {
    const history = [
      { role: 'system' as const, content: 's' },
      { role: 'user' as const, content: 'task' },
      {
        role: 'assistant' as const,
        content: null,
        tool_calls: [{ id: 'a', name: 'read', arguments: '{}' }]
      },
      { role: 'tool' as const, tool_call_id: 'a', content: 'x'.repeat(4000) },
      {
        role: 'assistant' as const,
        content: null,
        tool_calls: [{ id: 'b', name: 'read', arguments: '{}' }]
      },
      { role: 'tool' as const, tool_call_id: 'b', content: 'small' }
    ]
    const kept = dropOldTurns(history, 200)
    expect(kept.map((message) => message.role)).toEqual([
      'system',
      'user',
      'user',
      'assistant',
      'tool'
    ])
    expect(kept[2].content).toBe(DROPPED_NOTE)
    expect((kept[4] as { tool_call_id: string }).tool_call_id).toBe('b')
  })
})
