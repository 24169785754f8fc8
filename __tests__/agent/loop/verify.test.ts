import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { testClient, testRunner } from '../../../__fixtures__/agent-parts.js'
import {
  type ScriptedModel,
  type ScriptStep,
  startScriptedModel
} from '../../../__fixtures__/scripted-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { runAgentLoop } from '../../../src/agent/loop/loop.js'
import type {
  AgentTask,
  Budget,
  LoopOptions,
  Verification
} from '../../../src/agent/types.js'
import type { Tool } from '../../../src/tools/types.js'

// The verify command around the loop (docs/loop.md §2): once on the
// unchanged tree, with calls that may write waiting for it, then after the
// edits; the outcome carries both.

let model: ScriptedModel | undefined
let workspace: string

beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'verify-ws-'))
})

afterEach(async () => {
  await model?.close()
  model = undefined
  await rm(workspace, { recursive: true, force: true })
})

const TASK: AgentTask = { system: 'You are a test agent.', prompt: 'Fix it.' }

/** What happened, in order: verify runs and tool calls. */
let order: string[]

function tool(name: string, readOnly: boolean): Tool<{ value?: string }> {
  return {
    name,
    description: `fake ${name}`,
    schema: z.object({ value: z.string().optional() }),
    readOnly,
    async run() {
      order.push(name)
      return { output: `${name} done`, isError: false }
    }
  }
}

const EDIT = { toolCalls: [{ name: 'edit', arguments: {} }] }
const LOOK = { toolCalls: [{ name: 'look', arguments: {} }] }

async function run(
  script: ScriptStep[],
  verify: LoopOptions['verify'],
  budget: Partial<Budget> = {}
) {
  order = []
  model = await startScriptedModel(script)
  return runAgentLoop(
    TASK,
    testRunner([tool('edit', false), tool('look', true)], workspace),
    testClient(model.url),
    { ...DEFAULT_BUDGET, ...budget },
    () => {},
    new AbortController().signal,
    { verify }
  )
}

/** A verify command giving `results` in turn, recording each run in `order`. */
function results(...list: Verification[]): LoopOptions['verify'] {
  let index = 0
  return async () => {
    order.push('verify')
    return list[Math.min(index++, list.length - 1)]
  }
}

const PASS: Verification = { ok: true, exitCode: 0, output: 'exit=0' }
const FAIL: Verification = {
  ok: false,
  exitCode: 1,
  output: 'exit=1\nnot ok 1 - formats the month'
}

/** The texts of the messages of request `n`. */
function sent(n: number): string {
  const body = model?.requests[n] as { messages: { content: unknown }[] }
  return body.messages.map((message) => String(message.content)).join('\n')
}

describe('the verify command before and after', () => {
  it('runs on the unchanged tree first, and a failing result reaches the model before its next request', async () => {
    const outcome = await run([EDIT, { text: 'Fixed.' }], results(FAIL, PASS))
    expect(order).toEqual(['verify', 'edit', 'verify'])
    expect(outcome.verification?.before).toEqual(FAIL)
    expect(outcome.verification?.after).toEqual(PASS)
    expect(sent(1)).toContain(
      'Before any change, the verify command already fails on the unchanged tree (exit 1)'
    )
    expect(sent(1)).toContain('not ok 1 - formats the month')
  })

  it('a call that may write waits for the run before; a read-only one does not', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let calls = 0
    const verify: LoopOptions['verify'] = async () => {
      calls += 1
      if (calls === 1) {
        order.push('verify started')
        await gate
        order.push('verify ended')
        return PASS
      }
      order.push('verify')
      return PASS
    }
    const running = run([LOOK, EDIT, { text: 'Done.' }], verify)
    // The read-only call goes on beside the run before; the edit waits.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (order.includes('look')) {
          clearInterval(poll)
          resolve()
        }
      }, 5)
    })
    expect(order).toEqual(['verify started', 'look'])
    release()
    await running
    expect(order).toEqual([
      'verify started',
      'look',
      'verify ended',
      'edit',
      'verify'
    ])
  })

  it('with nothing changed, after is the run before and the command runs once', async () => {
    const outcome = await run([LOOK, { text: 'Nothing to do.' }], results(PASS))
    expect(order).toEqual(['verify', 'look'])
    expect(outcome.verification?.before).toBe(outcome.verification?.after)
  })

  it('tells a passing run before nothing', async () => {
    await run([EDIT, { text: 'Fixed.' }], results(PASS))
    expect(sent(1)).not.toContain('Before any change')
  })

  it('checks the tree once more when a limit other than the clock stops a run that changed files', async () => {
    const outcome = await run(
      [EDIT, EDIT, { text: 'summary' }],
      results(FAIL, PASS),
      { maxIterations: 1 }
    )
    expect(outcome.status).toBe('budget-exhausted')
    expect(order).toEqual(['verify', 'edit', 'verify'])
    expect(outcome.verification?.after).toEqual(PASS)
  })

  it('has no after when the clock ran out after a change', async () => {
    let calls = 0
    const verify: LoopOptions['verify'] = (signal) => {
      calls += 1
      if (calls === 1) return Promise.resolve(FAIL)
      return new Promise((resolve) =>
        signal.addEventListener('abort', () =>
          resolve({ ok: false, output: 'stopped' })
        )
      )
    }
    const outcome = await run([EDIT, { text: 'Fixed.' }], verify, {
      timeoutMs: 300
    })
    expect(outcome.limit).toBe('timeout')
    expect(outcome.verification?.before).toEqual(FAIL)
    // The check after the answer was stopped by the clock: its result is a failure, not a pass.
    expect(outcome.verification?.after?.ok).not.toBe(true)
  })

  it('a verify command that throws is a failed run, not a crash', async () => {
    const outcome = await run([EDIT, { text: 'Fixed.' }], async () => {
      throw new Error('spawn failed')
    })
    expect(outcome.status).toBe('done')
    expect(outcome.verification?.before?.ok).toBe(false)
    expect(outcome.verification?.before?.output).toContain('spawn failed')
  })
})
