import { describe, expect, it } from '@jest/globals'
import { recordedSse } from '../../../__fixtures__/wire.js'
import { loopScene, testRunner } from '../../../__fixtures__/agent-parts.js'
import { type ScriptStep } from '../../../__fixtures__/scripted-model.js'
import { DEFAULT_BUDGET } from '../../../src/agent/loop/budget.js'
import { runAgentLoop } from '../../../src/agent/loop/loop.js'
import type { AgentEvent } from '../../../src/agent/types.js'
import {
  createChatClient,
  type ToolMode
} from '../../../src/llm/chat-client.js'
import { resolveEndpoint } from '../../../src/llm/request/providers.js'
import { createReadTool } from '../../../src/tools/read/read.js'

/** A recorded stream of __fixtures__/sse/. */
const recorded = (name: string): ScriptStep => ({
  sse: recordedSse(`${name}.sse`)
})

interface WireMessage {
  role: string
  content: string | null
  tool_calls?: { function: { name: string; arguments: string } }[]
}
const messagesOf = (request: Record<string, unknown>) =>
  request.messages as WireMessage[]

const scene = loopScene('text-calls-', 'out')

async function run(script: ScriptStep[], toolMode: ToolMode) {
  const model = await scene.start(script)
  const client = createChatClient({
    endpoint: resolveEndpoint({
      apiKey: 'sk-text-calls-test',
      githubToken: '',
      baseUrl: model.url,
      model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
      apiVersion: ''
    }),
    toolMode,
    sleep: async () => {}
  })
  const runner = testRunner([createReadTool()], scene.workspace, {
    outputDir: scene.scratch
  })
  const events: AgentEvent[] = []
  const outcome = await runAgentLoop(
    { system: 'You are a test agent.', prompt: 'What does hello.txt say?' },
    runner,
    client,
    DEFAULT_BUDGET,
    (event) => events.push(event),
    new AbortController().signal
  )
  return { outcome, events, requests: model.requests, client }
}

const notes = (events: AgentEvent[]) =>
  events.flatMap((e) => (e.type === 'note' ? [e.text] : []))

describe('tool calls written as text in native mode', () => {
  const script = [
    recorded('native-function-text'),
    recorded('native-action-text'),
    { text: 'It says hello world.' }
  ]

  it('tool-mode auto: runs both, then switches to the text protocol after the second', async () => {
    const { outcome, events, requests, client } = await run(script, 'auto')
    expect(outcome).toMatchObject({
      status: 'done',
      summary: 'It says hello world.',
      toolCalls: 2
    })
    const ends = events.filter((e) => e.type === 'tool-end')
    expect(ends.map((e) => e.type === 'tool-end' && e.isError)).toEqual([
      false,
      false
    ])
    expect(notes(events)).toEqual([
      'the model wrote its read call as text (<function=…>); running it',
      'the model wrote its read call as text (Action: …(…)); running it'
    ])
    const switches = events.filter((e) => e.type === 'tool-mode-change')
    expect(switches).toEqual([
      {
        type: 'tool-mode-change',
        mode: 'xml',
        reason: 'the model wrote its tool calls as text twice'
      }
    ])
    expect(client.toolMode).toBe('xml')

    // The first two requests were native; the second carried the first
    // call back as a native call and its result.
    expect(requests[0].tools).toBeDefined()
    expect(requests[1].tools).toBeDefined()
    expect(messagesOf(requests[1])[2]).toMatchObject({
      role: 'assistant',
      content: "I'll read the file first.",
      tool_calls: [
        { function: { name: 'read', arguments: '{"path":"hello.txt"}' } }
      ]
    })
    // The third is the text protocol: no tools, the instructions in the
    // system prompt, the history rewritten once into text.
    const third = messagesOf(requests[2])
    expect(requests[2].tools).toBeUndefined()
    expect(requests[2].stop).toEqual(['</function'])
    expect(third[0].content).toContain('# Tool calls')
    expect(third[2].content).toContain('<function=read>')
    expect(third[3].content).toMatch(/^EXECUTION RESULT of \[read\]:/)
    expect(third[4].content).toContain(
      '<function=read>\n<parameter=path>hello.txt</parameter>\n<parameter=offset>2</parameter>'
    )
    expect(third[5].content).toMatch(/second line/)
    expect(third[5].content).not.toMatch(/hello world/)
  })

  it('tool-mode native: runs both and never switches', async () => {
    const { outcome, events, requests, client } = await run(script, 'native')
    expect(outcome).toMatchObject({ status: 'done', toolCalls: 2 })
    expect(events.some((e) => e.type === 'tool-mode-change')).toBe(false)
    expect(client.toolMode).toBe('native')
    expect(requests[2].tools).toBeDefined()
    expect(messagesOf(requests[2])[4].tool_calls?.[0].function).toEqual({
      name: 'read',
      arguments: '{"path":"hello.txt","offset":2}'
    })
  })

  it('tool-mode xml: reads the Action: form as the call', async () => {
    const { outcome, requests } = await run(
      [recorded('native-action-text'), { text: 'The second line.' }],
      'xml'
    )
    expect(outcome).toMatchObject({ status: 'done', toolCalls: 1 })
    expect(messagesOf(requests[1]).at(-1)?.content).toMatch(
      /^EXECUTION RESULT of \[read\]:\n[\s\S]*second line/
    )
  })

  it('a call written as text that cannot be read is a format error the model reads', async () => {
    const { outcome, requests, events } = await run(
      [
        { text: 'Action: read(path=hello.txt)' },
        { text: 'Action: read(path="hello.txt")' },
        { text: 'Hello.' }
      ],
      'native'
    )
    expect(outcome).toMatchObject({ status: 'done', toolCalls: 1 })
    expect(messagesOf(requests[1]).at(-1)?.content).toMatch(
      /could not be read as a tool call: Malformed tool call: the value of "path"/
    )
    expect(notes(events)[0]).toBe(
      'the model wrote a tool call as text (Action: …(…)) that could not be read'
    )
  })

  it('leaves prose that mentions tool calls as the answer', async () => {
    const answer =
      'Done. The parser now accepts <function=read> inline, and an Action: bash(ls) mid-line.'
    const { outcome } = await run([{ text: answer }], 'auto')
    expect(outcome).toMatchObject({
      status: 'done',
      summary: answer,
      toolCalls: 0
    })
  })
})

describe('malformed stream chunks through the loop', () => {
  it('malformed-chunks.sse: the answer stands and the log says what was skipped', async () => {
    const { outcome, events } = await run(
      [recorded('malformed-chunks')],
      'auto'
    )
    expect(outcome).toMatchObject({
      status: 'done',
      summary: 'All tests pass now.'
    })
    expect(notes(events)).toEqual([
      expect.stringMatching(
        /^skipped 2 malformed stream chunks \(the first: malformed stream chunk: /
      )
    ])
  })
})
