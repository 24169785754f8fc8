import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base'
import { z } from 'zod'
import { testRunner, sessionConfig } from '../../../__fixtures__/agent-parts.js'
import {
  createScriptedChatModel,
  type Reply
} from '../../../__fixtures__/scripted-chat-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { runAgentLoop } from '../../../src/agent/loop/loop.js'
import { runSession } from '../../../src/agent/session/session.js'
import { completionWithin } from '../../../src/agent/loop/stop-conditions.js'
import { buildSystemPrompt } from '../../../src/agent/context/system-prompt.js'
import { toolDefinitions } from '../../../src/agent/runner/tool-definitions.js'
import type { AgentEvent, Budget } from '../../../src/agent/types.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import {
  estimateToolTokens,
  estimateTokens
} from '../../../src/llm/request/token-estimate.js'
import type { ChatModel } from '../../../src/llm/types.js'
import { createRedactor } from '../../../src/security/redact.js'
import type { Sandbox } from '../../../src/tools/bash/sandbox/sandbox.js'
import { createToolSet } from '../../../src/tools/registry.js'
import type { Tool } from '../../../src/tools/types.js'

// docs/loop.md §7.4 to §7.6: the max-tokens budget, a rate limit that ends
// the run at once, cached tokens in the total, and an append-only
// conversation between compactions.

let workspace: string
beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'token-budget-'))
})
afterEach(() => rm(workspace, { recursive: true, force: true }))

/** A read-only tool that answers with `size` bytes of prose. */
function bulk(size: number): Tool<{ value?: string }> {
  return {
    name: 'bulk',
    description: 'Returns a block of text.',
    schema: z.object({ value: z.string().optional() }),
    readOnly: true,
    async run() {
      const text = 'The quick brown fox jumps over the lazy dog.\n'
      return {
        output: text.repeat(Math.ceil(size / text.length)),
        isError: false
      }
    }
  }
}

function loop(
  model: ChatModel,
  budget: Partial<Budget>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[] = [bulk(2000)],
  onEvent: (event: AgentEvent) => void = () => {}
) {
  const events: AgentEvent[] = []
  const runner = testRunner(tools, workspace, { redact: createRedactor([]) })
  const run = () =>
    runAgentLoop(
      { system: 'You are a test agent.', prompt: 'Do the task.' },
      runner,
      model,
      { ...DEFAULT_BUDGET, ...budget },
      (event) => {
        events.push(event)
        onEvent(event)
      },
      new AbortController().signal
    )
  return { run, events }
}

const callBulk: Reply = { toolCalls: [{ name: 'bulk', arguments: {} }] }

describe('max-tokens', () => {
  it('stops before a request would pass it, then asks for the summary in what is left', async () => {
    const model = createScriptedChatModel(
      (request) =>
        request.toolChoice === 'none'
          ? { text: 'Status: read a lot.' }
          : callBulk,
      { model: 'limited', limit: 1_000_000 }
    )
    const { run, events } = await loop(model, {
      maxTokens: 6000,
      maxOutputTokens: 2000
    })
    const outcome = await run()
    expect(outcome).toMatchObject({
      status: 'budget-exhausted',
      limit: 'max-tokens',
      limitDetail: 'reached max-tokens (6000 prompt + completion tokens)',
      summary: 'Status: read a lot.'
    })
    const used = outcome.usage.promptTokens + outcome.usage.completionTokens
    expect(used).toBeLessThanOrEqual(6000)
    expect(model.served.at(-1)!.parsed.tool_choice).toBe('none')
    // Every request's completion cap kept the run within the budget.
    let spent = 0
    for (const request of model.served) {
      expect(
        spent + request.tokens + Number(request.parsed.max_tokens)
      ).toBeLessThanOrEqual(6000)
      spent += request.tokens + 10
    }
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'limit-hit', limit: 'max-tokens' })
    )
  })

  it('ends with Stopped when not even the summary fits', async () => {
    const model = createScriptedChatModel(() => callBulk, {
      model: 'limited',
      limit: 1_000_000
    })
    const outcome = await loop(model, { maxTokens: 100 }).run()
    expect(outcome).toMatchObject({
      status: 'budget-exhausted',
      limit: 'max-tokens',
      summary: 'Stopped: reached max-tokens (100 prompt + completion tokens).'
    })
    expect(model.served).toHaveLength(0)
  })

  it('caps a completion at what is left, within the budget cap, and sends no large cap the model may not support', () => {
    expect(completionWithin(10_000, 4000)).toBe(4000)
    expect(completionWithin(900, 4000)).toBe(900)
    expect(completionWithin(900, undefined)).toBe(900)
    expect(completionWithin(50_000, undefined)).toBeUndefined()
  })

  it('counts cached prompt tokens into the run total', async () => {
    const model = createScriptedChatModel(
      (_request, index) =>
        index < 2
          ? { ...callBulk, usage: { cached: 40 } }
          : { text: 'done', usage: { cached: 40 } },
      { model: 'limited', limit: 1_000_000 }
    )
    const outcome = await loop(model, {}).run()
    expect(outcome.status).toBe('done')
    expect(outcome.usage.cachedPromptTokens).toBe(120)
  })
})

describe('rate limits', () => {
  it('end the run at once as a stop, with no summary request, and keep what was written', async () => {
    const limited = new ModelError(
      'GitHub Models refused the request: Rate limit of 50 per 86400s exceeded for UserByModelByDay.',
      'rate-limit',
      {
        status: 429,
        retryable: false,
        retryAfterMs: 43_200_000,
        rateLimit: {
          scope: 'UserByModelByDay',
          retryAfterMs: 43_200_000,
          model: 'openai/gpt-4o'
        }
      }
    )
    const write = {
      id: 'call_1',
      name: 'write',
      arguments: { path: 'notes.txt', content: 'written before the limit\n' }
    }
    const model = createScriptedChatModel(
      (_request, index) =>
        index === 0
          ? { toolCalls: [write], usage: { prompt: 10, completion: 5 } }
          : limited,
      { model: 'openai/gpt-4o' }
    )
    const { requests } = model
    const scratch = await mkdtemp(path.join(tmpdir(), 'token-budget-scratch-'))
    const { outcome } = await runSession(
      sessionConfig({
        workspace,
        task: 'write notes.txt',
        model,
        scratchDir: scratch
      })
    ).finally(() => rm(scratch, { recursive: true, force: true }))
    expect(outcome).toMatchObject({
      status: 'budget-exhausted',
      limit: 'rate-limit',
      summary:
        "Stopped: the endpoint's rate limit (UserByModelByDay) for openai/gpt-4o refused the request; it resets in 12 h."
    })
    expect(requests).toHaveLength(2)
    expect(await readFile(path.join(workspace, 'notes.txt'), 'utf8')).toBe(
      'written before the limit\n'
    )
  })
})

describe('the conversation between compactions', () => {
  it('only grows: each request extends the previous one unless a compaction came between', async () => {
    const model = createScriptedChatModel(
      (_request, index) => (index < 14 ? callBulk : { text: 'done' }),
      { model: 'limited', limit: 6000 }
    )
    const compactedBefore = new Set<number>()
    const outcome = await loop(
      model,
      { contextWindow: 6000 },
      [bulk(3000)],
      (event) => {
        if (event.type === 'compaction')
          compactedBefore.add(model.served.length)
      }
    ).run()
    expect(outcome.status).toBe('done')
    expect(compactedBefore.size).toBeGreaterThan(0)
    expect(model.served.filter((request) => request.refused)).toEqual([])
    const bodies = model.served.map((request) => request.parsed)
    for (let index = 1; index < bodies.length; index += 1) {
      const before = bodies[index - 1].messages as unknown[]
      const after = bodies[index].messages as unknown[]
      // The tools and the head never change, compaction or not.
      expect(bodies[index].tools).toEqual(bodies[0].tools)
      expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
      if (compactedBefore.has(index)) continue
      expect(after.slice(0, before.length)).toEqual(before)
    }
  })
})

describe('small windows', () => {
  const fakeSandbox = { network: false, kind: 'bwrap' } as unknown as Sandbox
  const tools = createToolSet({
    mayEdit: true,
    bash: { sandbox: fakeSandbox, env: {}, processes: {} as never },
    gitWorkTree: null
  })
  const prompt = (compact: boolean) =>
    buildSystemPrompt({
      verb: 'fix',
      shell: true,
      maxIterations: 40,
      compact
    })

  it('send the tool schemas and the system prompt in a fraction of the tokens', () => {
    const full = toolDefinitions(tools, false)
    const compact = toolDefinitions(tools, true)
    const size = (definitions: typeof full, system: string) =>
      estimateToolTokens(definitions) + estimateTokens(system)
    const large = size(full, prompt(false))
    const small = size(compact, prompt(true))
    const real = (definitions: typeof full, system: string) =>
      o200k(JSON.stringify(definitions) + system).length
    // docs/loop.md §7.3 quotes these: about 1,900 against 1,080 tokens.
    expect(real(compact, prompt(true))).toBeLessThan(
      real(full, prompt(false)) * 0.6
    )
    expect(small).toBeLessThan(large * 0.7)
    // Every argument keeps a description; only the first sentences remain.
    for (const definition of compact) {
      expect(definition.description).not.toMatch(/\.\s+[A-Z]/)
      const properties = definition.parameters.properties as Record<
        string,
        { description?: string }
      >
      for (const property of Object.values(properties))
        expect(property.description).toEqual(expect.any(String))
    }
  })
})
