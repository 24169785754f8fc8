import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { testRunner, sessionConfig } from '../../../__fixtures__/agent-parts.js'
import {
  type SeenRequest,
  startLimitedServer
} from '../../../__fixtures__/limited-model.js'
import {
  createScriptedChatModel,
  type Reply
} from '../../../__fixtures__/scripted-chat-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { HANDOFF_PROMPT } from '../../../src/agent/context/compaction.js'
import { runSession } from '../../../src/agent/session/session.js'
import type { AgentEvent, Budget } from '../../../src/agent/types.js'
import {
  calibrate,
  createWindow,
  learnWindow,
  MAX_LEARNINGS,
  requestBudget,
  resultCaps
} from '../../../src/agent/context/window.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import { estimateTokens } from '../../../src/llm/request/token-estimate.js'
import { createRedactor } from '../../../src/security/redact.js'
import type { Tool } from '../../../src/tools/types.js'
import { z } from 'zod'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { resolveEndpoint } from '../../../src/llm/request/providers.js'
import type { ChatModel } from '../../../src/llm/types.js'

// docs/loop.md §7: a real task in an 8,000-token window, and a window
// learned from the endpoint's refusals. The endpoints here count tokens
// with the real encoders and refuse anything over their limit.

let workspace: string
let scratch: string
let closers: (() => Promise<void>)[] = []

beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'window-ws-'))
  scratch = await mkdtemp(path.join(tmpdir(), 'window-scratch-'))
})

afterEach(async () => {
  await Promise.all(closers.map((close) => close()))
  closers = []
  await rm(workspace, { recursive: true, force: true })
  await rm(scratch, { recursive: true, force: true })
})

const FILES = ['src/alpha.ts', 'src/beta.ts', 'src/gamma.ts']
const TARGET = 'export const answer = compute(41)'

/** About 30 KB of code-like lines, each different. */
function sourceFile(name: string): string {
  const lines: string[] = [`// ${name}: generated for the window test`]
  for (let index = 0; lines.join('\n').length < 30_000; index += 1) {
    lines.push(
      `export function ${name}Step${index}(input: number): number {`,
      `  return input * ${index} + ${(index * 7919) % 1000} // step ${index} of ${name}`,
      '}'
    )
  }
  if (name === 'gamma') lines.splice(400, 0, TARGET)
  return `${lines.join('\n')}\n`
}

async function writeSources(): Promise<void> {
  await mkdir(path.join(workspace, 'src'))
  await writeFile(path.join(workspace, 'README.md'), '# window test\n')
  for (const file of FILES)
    await writeFile(
      path.join(workspace, file),
      sourceFile(path.basename(file, '.ts'))
    )
}

interface Message {
  role: string
  content?: unknown
}

/**
 * A model that reads every file in pages, following the continuation the
 * last result names, then makes one edit and answers. It remembers its
 * plan itself, so compaction cannot confuse it; a summary request gets a
 * summary.
 */
function pagingReader(): {
  reply: (messages: readonly Message[]) => Reply
  pages: { path: string; offset: number }[]
} {
  const pages: { path: string; offset: number }[] = []
  let file = 0
  let phase: 'read' | 'edit' | 'done' = 'read'
  let next: { name: string; arguments: Record<string, unknown> } = {
    name: 'read',
    arguments: { path: FILES[0] }
  }
  const reply = (messages: readonly Message[]): Reply => {
    const last = messages.at(-1)
    if (last?.role === 'user' && last.content === HANDOFF_PROMPT) {
      return {
        text: `Goal: change compute(41) to compute(42) in ${FILES[2]}. Done: read ${FILES.slice(0, file).join(', ') || 'nothing yet'}. Next: ${JSON.stringify(next)}.`
      }
    }
    if (last?.role === 'tool' && typeof last.content === 'string') {
      const content = last.content
      if (phase === 'edit') {
        if (!content.startsWith('error')) phase = 'done'
      } else if (phase === 'read') {
        const more = /continue with offset=(\d+)/.exec(content)
        if (more) {
          next = {
            name: 'read',
            arguments: { path: FILES[file], offset: Number(more[1]) }
          }
        } else if (++file < FILES.length) {
          next = { name: 'read', arguments: { path: FILES[file] } }
        } else {
          phase = 'edit'
          next = {
            name: 'edit',
            arguments: {
              path: FILES[2],
              old_str: TARGET,
              new_str: 'export const answer = compute(42)'
            }
          }
        }
      }
    }
    if (phase === 'done') return { text: 'Changed compute(41) to compute(42).' }
    if (next.name === 'read')
      pages.push({
        path: String(next.arguments.path),
        offset: Number(next.arguments.offset ?? 1)
      })
    return { toolCalls: [next] }
  }
  return { reply, pages }
}

async function session(model: ChatModel, budget: Partial<Budget>) {
  const events: AgentEvent[] = []
  const result = await runSession(
    sessionConfig({
      workspace,
      task: `Read ${FILES.join(', ')} and change compute(41) to compute(42).`,
      budget: { ...DEFAULT_BUDGET, ...budget },
      model,
      emit: (event) => events.push(event),
      scratchDir: scratch
    })
  )
  return { ...result, events }
}

async function httpModel(limit: number) {
  const reader = pagingReader()
  const server = await startLimitedServer({
    limit,
    reply: (body) => reader.reply(body.messages as Message[])
  })
  closers.push(server.close)
  const model = createChatClient({
    endpoint: resolveEndpoint({
      apiKey: 'sk-window-test',
      githubToken: '',
      baseUrl: server.url,
      model: 'openai/gpt-4o',
      apiVersion: ''
    }),
    toolMode: 'native',
    sleep: async () => {}
  })
  return { model, server, reader }
}

/** No two refused requests alike, and none sent again after its refusal. */
function expectNoRepeatedRefusal(requests: readonly SeenRequest[]): void {
  const refused = requests.filter((request) => request.refused)
  expect(new Set(refused.map((request) => request.body)).size).toBe(
    refused.length
  )
  for (const request of refused) {
    const later = requests.slice(requests.indexOf(request) + 1)
    expect(later.some((other) => other.body === request.body)).toBe(false)
  }
}

describe('a task in an 8,000-token window', () => {
  it('reads three files larger than the window in pages, edits, and ends done without a refusal', async () => {
    await writeSources()
    const { model, server, reader } = await httpModel(8000)
    const { outcome, events } = await session(model, {
      contextWindow: 8000,
      maxOutputTokens: 4000
    })
    expect(outcome.status).toBe('done')
    expect(await readFile(path.join(workspace, FILES[2]), 'utf8')).toContain(
      'export const answer = compute(42)'
    )
    expect(server.requests.filter((request) => request.refused)).toEqual([])
    expect(
      Math.max(...server.requests.map((request) => request.tokens))
    ).toBeLessThanOrEqual(8000)
    // Every file was read to its end, in more than one page each.
    for (const file of FILES) {
      expect(
        reader.pages.filter((page) => page.path === file).length
      ).toBeGreaterThan(2)
    }
    // Each request carries the completion cap.
    for (const request of server.requests)
      expect(request.parsed.max_tokens).toBe(4000)
    expect(events.some((event) => event.type === 'compaction')).toBe(true)
  })

  it('learns the window from 413s when the budget says 128,000, and still finishes', async () => {
    await writeSources()
    const { model, server } = await httpModel(8000)
    const { outcome, events } = await session(model, {
      contextWindow: 128_000
    })
    expect(outcome.status).toBe('done')
    expect(await readFile(path.join(workspace, FILES[2]), 'utf8')).toContain(
      'compute(42)'
    )
    const refused = server.requests.filter((request) => request.refused)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.length).toBeLessThanOrEqual(MAX_LEARNINGS)
    expectNoRepeatedRefusal(server.requests)
    const learned = events.filter(
      (event): event is Extract<AgentEvent, { type: 'context-window' }> =>
        event.type === 'context-window'
    )
    expect(learned).toHaveLength(refused.length)
    expect(learned.at(-1)!.contextWindow).toBeLessThan(128_000)
  })

  it('after a refusal that names the limit, sends nothing over it again', async () => {
    await writeSources()
    const reader = pagingReader()
    const model = createScriptedChatModel(
      (request) => reader.reply(request.messages),
      { model: 'limited', limit: 8000, reportLimit: true }
    )
    const { outcome, events } = await session(model, {
      contextWindow: 128_000
    })
    expect(outcome.status).toBe('done')
    const first = model.served.findIndex((request) => request.refused)
    expect(first).toBeGreaterThan(0)
    const after = model.served.slice(first + 1)
    expect(after.filter((request) => request.tokens > 8000)).toEqual([])
    expectNoRepeatedRefusal(model.served)
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'context-window',
        contextWindow: 8000,
        previous: 128_000
      })
    )
  })
})

describe('learnWindow', () => {
  const refusal = (options: ConstructorParameters<typeof ModelError>[2] = {}) =>
    new ModelError('too long', 'context-length', { status: 413, ...options })

  it('takes the limit the endpoint named, less the margin for what fits', () => {
    const window = createWindow(128_000)
    const learned = learnWindow(window, refusal({ contextLimit: 8000 }), 12_000)
    expect(learned).toMatchObject({ ok: true, previous: 128_000, tokens: 8000 })
    expect(requestBudget(window)).toBe(8000 - 320)
  })

  it('takes 75 % of the refused estimate when no limit is named', () => {
    const window = createWindow(128_000)
    expect(learnWindow(window, refusal(), 12_000)).toMatchObject({
      ok: true,
      tokens: 9000
    })
  })

  it('shrinks below what was refused when the endpoint refused under its own limit', () => {
    const window = createWindow(8000)
    // Estimated 7,000 fitted the limit of 8,000 as we count: the endpoint
    // counts more (a completion reserve, a template).
    const learned = learnWindow(window, refusal({ contextLimit: 8000 }), 7000)
    expect(learned).toMatchObject({ ok: true, tokens: 5250 })
    expect(requestBudget(window)).toBeLessThan(7000)
  })

  it('raises the estimate factor when the endpoint counted more', () => {
    const window = createWindow(128_000)
    learnWindow(
      window,
      refusal({ contextLimit: 100_000, requestedTokens: 130_000 }),
      110_000
    )
    expect(window.factor).toBeGreaterThan(130_000 / 110_000)
    expect(window.tokens).toBe(100_000)
  })

  it('learns at most three times, and never a window below 1,024', () => {
    const window = createWindow(128_000)
    for (let index = 0; index < MAX_LEARNINGS; index += 1)
      expect(learnWindow(window, refusal(), window.tokens).ok).toBe(true)
    expect(learnWindow(window, refusal(), window.tokens)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('after 3 smaller windows')
    })
    expect(learnWindow(createWindow(8000), refusal(), 1200)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no usable window')
    })
  })

  it('raises the factor from usage, never lowers it', () => {
    const window = createWindow(8000)
    calibrate(window, 1000, {
      promptTokens: 1200,
      completionTokens: 0,
      totalTokens: 1200
    })
    expect(window.factor).toBeCloseTo(1.2)
    calibrate(window, 1000, {
      promptTokens: 500,
      completionTokens: 0,
      totalTokens: 500
    })
    expect(window.factor).toBeCloseTo(1.2)
  })
})

describe('an endpoint that refuses everything', () => {
  it('stops with the context limit after at most three learned windows, never resending a refused request', async () => {
    await writeSources()
    const reader = pagingReader()
    const model = createScriptedChatModel(
      (request) => reader.reply(request.messages),
      { model: 'limited', limit: 0 }
    )
    const { outcome, events } = await session(model, { contextWindow: 8000 })
    expect(outcome).toMatchObject({
      status: 'budget-exhausted',
      limit: 'context'
    })
    expect(outcome.limitDetail).toContain('was refused as too long')
    expect(model.served.length).toBeLessThanOrEqual(MAX_LEARNINGS + 1)
    expectNoRepeatedRefusal(model.served)
    expect(
      events.filter((event) => event.type === 'context-window').length
    ).toBeLessThanOrEqual(MAX_LEARNINGS)
  })
})

describe('tool results in a small window', () => {
  it('are capped at a quarter of the window each, and 40 % for the turn, in estimated tokens', async () => {
    const big = (name: string, text: string): Tool<{ value?: string }> => ({
      name,
      description: name,
      schema: z.object({ value: z.string().optional() }),
      readOnly: true,
      run: async () => ({ output: text, isError: false })
    })
    const runner = testRunner(
      [
        big('code', sourceFile('alpha')),
        big('cjk', '这是一个用于测试的中文句子。\n'.repeat(2000))
      ],
      workspace,
      { outputDir: scratch, redact: createRedactor([]) }
    )
    const caps = resultCaps(createWindow(8000))
    expect(caps).toEqual({ resultTokens: 2000, turnTokens: 3200 })
    const call = (name: string, id: string) => ({
      id,
      name,
      arguments: '{}',
      input: {}
    })
    const signal = new AbortController().signal
    const [one] = await runner.run([call('code', 'a')], {
      signal,
      emit: () => {},
      caps
    })
    expect(one.truncated).toBe(true)
    expect(estimateTokens(one.content)).toBeLessThanOrEqual(2000)
    const results = await runner.run(
      [call('code', 'b'), call('cjk', 'c'), call('code', 'd')],
      { signal, emit: () => {}, caps }
    )
    const total = results.reduce(
      (sum, result) => sum + estimateTokens(result.content),
      0
    )
    expect(total).toBeLessThanOrEqual(3200)
    // Without caps (a large window) the byte and line caps alone apply.
    const [plain] = await runner.run([call('code', 'e')], {
      signal,
      emit: () => {}
    })
    expect(Buffer.byteLength(plain.content)).toBeGreaterThan(12_000)
  })
})
