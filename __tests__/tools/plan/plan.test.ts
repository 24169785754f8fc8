import { describe, expect, it } from '@jest/globals'
import { testRunner } from '../../../__fixtures__/agent-parts.js'
import {
  toJsonSchema,
  toolDefinitions
} from '../../../src/agent/runner/tool-definitions.js'
import type { AgentEvent } from '../../../src/agent/types.js'
import { createToolSet } from '../../../src/tools/registry.js'
import {
  createPlanTool,
  formatPlanForModel,
  planInput
} from '../../../src/tools/plan/plan.js'

/** The error text the runner sends the model for these arguments. */
async function answer(args: unknown): Promise<{
  content: string
  isError: boolean
  events: AgentEvent[]
}> {
  const runner = testRunner([createPlanTool()], '/nonexistent', {
    redact: (text) => text.replaceAll('s3cret', '***')
  })
  const events: AgentEvent[] = []
  const [result] = await runner.run(
    [{ id: 'c1', name: 'plan', arguments: JSON.stringify(args), input: args }],
    {
      signal: new AbortController().signal,
      emit: (event) => events.push(event)
    }
  )
  return { content: result.content, isError: result.isError, events }
}

describe('plan tool', () => {
  it('replaces the plan and confirms it with the counts by status', async () => {
    const { content, isError, events } = await answer({
      items: [
        { step: 'Read the date code', status: 'done' },
        { step: 'Fix the\n   month   index', status: 'doing' },
        { step: 'Run the tests', status: 'pending' },
        { step: 'Answer', status: 'pending' }
      ]
    })
    expect(isError).toBe(false)
    expect(content).toBe('plan updated: 1 done, 1 doing, 2 pending')
    const end = events.find((event) => event.type === 'tool-end')
    // Whitespace is folded to one line; the details carry the plan.
    expect(end).toMatchObject({
      details: {
        plan: [
          { step: 'Read the date code', status: 'done' },
          { step: 'Fix the month index', status: 'doing' },
          { step: 'Run the tests', status: 'pending' },
          { step: 'Answer', status: 'pending' }
        ]
      }
    })
    const start = events.find((event) => event.type === 'tool-start')
    expect(start).toMatchObject({
      summary: '4 steps: 1 done, 1 doing, 2 pending'
    })
  })

  it('redacts secrets in the plan it reports', async () => {
    const { events } = await answer({
      items: [{ step: 'use s3cret', status: 'doing' }]
    })
    const end = events.find((event) => event.type === 'tool-end')
    expect(JSON.stringify(end)).not.toContain('s3cret')
  })

  it.each([
    [{ items: [] }, 'items: give at least one step'],
    [
      {
        items: Array.from({ length: 21 }, (_, index) => ({
          step: `step ${index}`,
          status: 'pending'
        }))
      },
      'items: at most 20 steps; merge small ones'
    ],
    [
      { items: [{ step: ' \n ', status: 'pending' }] },
      'items.0.step: a step must not be empty'
    ],
    [
      { items: [{ step: 'x'.repeat(201), status: 'pending' }] },
      'items.0.step: a step is at most 200 characters; shorten it'
    ],
    [
      {
        items: [
          { step: 'a', status: 'doing' },
          { step: 'b', status: 'doing' }
        ]
      },
      'items: at most one step may be doing at a time; mark the others pending or done'
    ],
    [{ items: [{ step: 'a', status: 'started' }] }, 'items.0.status: '],
    [{ items: [{ text: 'a', status: 'done' }] }, 'items.0.step: '],
    [{}, 'items: ']
  ])('refuses %j with an error the model reads', async (args, message) => {
    const { content, isError } = await answer(args)
    expect(isError).toBe(true)
    expect(content).toContain(`error: invalid arguments for plan: ${message}`)
  })

  it('takes 20 steps of 200 characters, with one doing or none', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      step: `${index}`.padEnd(200, 'x'),
      status: index < 3 ? 'done' : 'pending'
    }))
    expect(planInput.safeParse({ items }).success).toBe(true)
  })

  it('is offered in every run, read-only, last', () => {
    for (const options of [
      { mayEdit: false, bash: null },
      { mayEdit: true, bash: null },
      { mayEdit: false, bash: null, reviewComments: [] }
    ]) {
      const tools = createToolSet(options)
      expect(tools.at(-1)?.name).toBe('plan')
      expect(tools.at(-1)?.readOnly).toBe(true)
    }
  })

  it('has a short schema in small windows, and says when to use it', () => {
    const tool = createPlanTool()
    const [full] = toolDefinitions([tool], false)
    const [short] = toolDefinitions([tool], true)
    expect(full.description).toContain('multi-step')
    expect(full.description).toContain('trivial')
    expect(short.description.length).toBeLessThan(full.description.length)
    expect(short.description).toContain('multi-step')
    expect(JSON.stringify(short.parameters).length).toBeLessThan(
      JSON.stringify(toJsonSchema(tool.schema)).length
    )
    const items = (short.parameters.properties as Record<string, object>).items
    expect(items).toMatchObject({
      type: 'array',
      items: {
        properties: { status: { enum: ['pending', 'doing', 'done'] } },
        required: ['step', 'status']
      }
    })
  })

  it('formats the plan for the model with each status', () => {
    expect(
      formatPlanForModel([
        { step: 'a', status: 'done' },
        { step: 'b', status: 'doing' },
        { step: 'c', status: 'pending' }
      ])
    ).toBe('[x] a (done)\n[>] b (doing)\n[ ] c (pending)')
  })
})
