import { describe, expect, it } from '@jest/globals'
import {
  parseTrigger,
  supportedEvents,
  TRIGGERS
} from '../../../src/github/trigger/trigger.js'
import type { RunRequest } from '../../../src/github/trigger/request.js'
import { workflowRunEvent } from '../../../__fixtures__/github-events.js'

// The table of triggers: one row per event, each row's handler gives one
// case of RunRequest; an event without a row is a prompt run or unsupported.

const settings = {
  trigger: '/agent',
  prompt: '',
  allowedBots: [] as string[],
  label: 'agent',
  assignee: 'agent-bot'
}
const alice = { login: 'alice', id: 5, type: 'User' }
const comment = {
  id: 9,
  body: '/agent fix it',
  html_url: 'https://github.test/c/9',
  user: alice
}

/** One event of each row (and each case) that asks for a run. */
const asking: [string, Record<string, unknown>, RunRequest['source']][] = [
  [
    'issue_comment',
    { action: 'created', issue: { number: 7 }, comment },
    'issue-comment'
  ],
  [
    'pull_request_review',
    {
      action: 'submitted',
      pull_request: { number: 3 },
      review: { body: '/agent fix it', user: alice }
    },
    'review'
  ],
  [
    'pull_request_review_comment',
    { action: 'created', pull_request: { number: 3 }, comment },
    'review-comment'
  ],
  [
    'issues',
    {
      action: 'opened',
      issue: { number: 7, body: '/agent fix it', user: alice }
    },
    'opened-issue'
  ],
  [
    'issues',
    {
      action: 'labeled',
      label: { name: 'agent' },
      issue: { number: 7 },
      sender: alice
    },
    'label'
  ],
  [
    'issues',
    {
      action: 'assigned',
      assignee: { login: 'agent-bot' },
      issue: { number: 7 },
      sender: alice
    },
    'assignment'
  ],
  ['schedule', {}, 'prompt'],
  ['workflow_dispatch', { inputs: { prompt: 'tidy up' } }, 'prompt'],
  ['workflow_run', workflowRunEvent().payload, 'workflow-run'],
  [
    'pull_request',
    {
      action: 'labeled',
      label: { name: 'agent' },
      pull_request: { number: 3 },
      sender: alice
    },
    'label'
  ]
]

const UNSUPPORTED = (event: string) =>
  `the ${event} event is not supported without a prompt input; supported events: issue_comment, pull_request_review, pull_request_review_comment, issues, schedule, workflow_dispatch, workflow_run (or any event with the prompt input set)`

describe('the table of triggers', () => {
  it('has one row per event, each with a handler', () => {
    expect([...TRIGGERS.keys()]).toEqual([
      'issue_comment',
      'pull_request_review',
      'pull_request_review_comment',
      'issues',
      'schedule',
      'workflow_dispatch',
      'workflow_run',
      'pull_request'
    ])
    for (const row of TRIGGERS.values())
      expect(typeof row.handler).toBe('function')
  })

  it('names the rows that need no input among the supported events', () => {
    expect(supportedEvents()).toEqual(
      [...TRIGGERS].filter(([, row]) => row.listed).map(([name]) => name)
    )
    expect(supportedEvents()).not.toContain('pull_request')
  })

  it.each(asking)(
    '%s goes to its row: a run of its own kind',
    (name, payload, source) => {
      const schedule = name === 'schedule' ? { prompt: 'update deps' } : {}
      const decision = parseTrigger(
        { name, payload },
        { ...settings, ...schedule }
      )
      expect(decision).toMatchObject({ kind: 'run', event: name, source })
    }
  )

  it('every row is reached: each event name above has a row, and each row an event', () => {
    expect(new Set(asking.map(([name]) => name))).toEqual(
      new Set(TRIGGERS.keys())
    )
  })

  it('an event without a row skips with the reason it always had', () => {
    for (const name of ['push', 'release'])
      expect(parseTrigger({ name, payload: {} }, settings)).toEqual({
        kind: 'skip',
        reason: UNSUPPORTED(name),
        configuration: true
      })
    // A pull request without the label or prompt input is such an event too.
    expect(
      parseTrigger(
        { name: 'pull_request', payload: { action: 'opened' } },
        settings
      )
    ).toEqual({
      kind: 'skip',
      reason: UNSUPPORTED('pull_request'),
      configuration: true
    })
  })

  it('names of object properties are events without a row, not rows', () => {
    for (const name of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty'
    ])
      expect(parseTrigger({ name, payload: {} }, settings)).toEqual({
        kind: 'skip',
        reason: UNSUPPORTED(name),
        configuration: true
      })
  })

  it('an event without a row, with the prompt input, is a prompt run; read-only where the checkout may be untrusted', () => {
    const prompt = { ...settings, prompt: 'fix the lint' }
    expect(parseTrigger({ name: 'push', payload: {} }, prompt)).toEqual({
      kind: 'run',
      source: 'prompt',
      event: 'push',
      verb: 'fix',
      instruction: 'fix the lint',
      requester: null,
      requesterId: null,
      requesterIsBot: false,
      issueNumber: null,
      isPullRequest: false,
      untrustedCheckout: false
    })
    for (const name of ['pull_request_target', 'workflow_run'])
      expect(parseTrigger({ name, payload: {} }, prompt)).toMatchObject({
        source: 'prompt',
        untrustedCheckout: true
      })
  })
})
