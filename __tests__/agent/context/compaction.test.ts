import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  issueCommentEvent,
  requestOf
} from '../../../__fixtures__/github-events.js'
import {
  createMemoryGitHub,
  type MemoryGitHub
} from '../../../__fixtures__/github-world/memory.js'
import { addIssue, permit } from '../../../__fixtures__/github-builders.js'
import {
  demoRunContext,
  seedDemoCheckout
} from '../../../__fixtures__/demo-checkout.js'
import {
  createScriptedChatModel,
  type Reply
} from '../../../__fixtures__/scripted-chat-model.js'
import {
  DROPPED_NOTE,
  dropOldTurns,
  HANDOFF_PROMPT,
  SUMMARY_PREFIX
} from '../../../src/agent/context/compaction.js'
import type { RunRequest } from '../../../src/github/trigger/trigger.js'
import type {
  ChatMessage,
  ChatModel,
  ChatRequest
} from '../../../src/llm/types.js'
import { runFlow } from '../../../src/run/flow.js'

// docs/loop.md §5.8: the plan is run state. A session sets a plan, fills a
// small window with prose until the history is summarized, and the model
// still knows its plan after the summary; the final comment keeps it.

let dir: string
let workspace: string
let github: MemoryGitHub

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'plan-compaction-'))
  ;({ workspace } = seedDemoCheckout(dir))
  github = createMemoryGitHub()
  permit(github, { alice: 'write' })
  addIssue(github, {
    title: 'Dates are off by one month',
    body: 'formatDate prints 2026-10-30 for November 30.'
  })
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

function request(): RunRequest {
  return requestOf(
    issueCommentEvent('/agent fix the month', {
      htmlUrl: 'https://github.test/issues/7#c5001'
    })
  )
}

/** A reply of `text` and `calls`, with no usage reported. */
const reply = (
  text: string,
  calls: { name: string; args: object }[] = []
): Reply => ({
  text,
  toolCalls: calls.map((call) => ({ name: call.name, arguments: call.args })),
  usage: { prompt: 0, completion: 0 }
})

const PROSE = 'I keep thinking about how the month index is built. '.repeat(90)

/**
 * Sets a plan, updates it, then writes long prose with each read until
 * the history is summarized; answers once it has seen the summary.
 */
function planningModel(): { model: ChatModel; requests: ChatRequest[] } {
  const requests: ChatRequest[] = []
  let turn = 0
  let summarized = false
  const answer = (chat: ChatRequest): Reply => {
    const last = chat.messages.at(-1) as ChatMessage
    if (chat.toolChoice === 'none' && last.content === HANDOFF_PROMPT) {
      summarized = true
      return reply('Goal: fix the month. Done: read src/dates.js.')
    }
    if (summarized) return reply('The month is fixed in my plan.')
    turn += 1
    if (turn === 1)
      return reply('', [
        {
          name: 'plan',
          args: {
            items: [
              { step: 'Read the date code', status: 'doing' },
              { step: 'Fix the month', status: 'pending' },
              { step: 'Run the tests', status: 'pending' }
            ]
          }
        }
      ])
    if (turn === 2)
      return reply('', [
        {
          name: 'plan',
          args: {
            items: [
              { step: 'Read the date code', status: 'done' },
              { step: 'Fix the month', status: 'doing' },
              { step: 'Run the tests', status: 'pending' }
            ]
          }
        }
      ])
    return reply(`${turn}: ${PROSE}`, [
      { name: 'read', args: { path: 'src/dates.js' } }
    ])
  }
  const model = createScriptedChatModel(answer, {
    onChat: (chat) => void requests.push(structuredClone(chat))
  })
  return { model, requests }
}

describe('a plan that survives compaction', () => {
  it('is restated after the summary, and the final comment shows it', async () => {
    const context = demoRunContext(dir, workspace, {
      'github-token': 'ghs_planTestToken0123456789abcdefghijABCD',
      'api-key': 'sk-plan-test-key-0123456789abcdef',
      'base-url': 'http://127.0.0.1:9/v1',
      bash: 'false'
    })
    const { model, requests } = planningModel()
    const { report } = await runFlow(context, request(), {
      github,
      model,
      // A small window: the prose cannot be masked, so it is summarized.
      limits: { contextWindow: 8000 },
      signal: new AbortController().signal
    })
    expect(report.summary).toBe('The month is fixed in my plan.')

    const handoff = requests.findIndex(
      (chat) => chat.messages.at(-1)?.content === HANDOFF_PROMPT
    )
    expect(handoff).toBeGreaterThan(0)
    const after = requests[handoff + 1]
    const summary = after.messages[2]
    expect(summary.content?.startsWith(SUMMARY_PREFIX)).toBe(true)
    // The calls that set the plan went with the summarized turns...
    const calls = after.messages.flatMap((message) =>
      message.role === 'assistant' ? (message.tool_calls ?? []) : []
    )
    expect(calls.map((call) => call.name)).not.toContain('plan')
    // ...and the plan is still there, each step with its status.
    expect(summary.content).toContain(
      '[x] Read the date code (done)\n[>] Fix the month (doing)\n[ ] Run the tests (pending)'
    )

    expect(report.plan).toEqual([
      { step: 'Read the date code', status: 'done' },
      { step: 'Fix the month', status: 'doing' },
      { step: 'Run the tests', status: 'pending' }
    ])
    const final = github.written[0].bodies.at(-1) ?? ''
    expect(final).toContain(
      '**Plan**\n\n- [x] Read the date code\n- [ ] **Fix the month** (in progress)\n- [ ] Run the tests'
    )
  })

  it('is restated when old turns are dropped without a summary', () => {
    const [, , note] = dropOldTurns(
      [
        { role: 'system', content: 'system' },
        { role: 'user', content: 'task' }
      ],
      1000,
      '[x] Read the date code (done)'
    )
    expect(note.content?.startsWith(DROPPED_NOTE)).toBe(true)
    expect(note.content).toContain('\n[x] Read the date code (done)')
    expect(dropOldTurns([note, note], 1000)[2].content).toBe(DROPPED_NOTE)
  })
})
