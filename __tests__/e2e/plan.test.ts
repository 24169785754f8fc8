import { describe, expect, it } from '@jest/globals'
import { e2eSuite, toolsOffered } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import { addIssue } from '../../__fixtures__/github-builders.js'
import { issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// docs/loop.md §5.8 through the bundle: the model keeps a plan with the
// `plan` tool, and the tracking comment on the loopback GitHub ends with
// the plan as the last call left it; the job summary keeps it too.

const plan = (read: string, fix: string, test: string) => ({
  toolCalls: [
    {
      name: 'plan',
      arguments: {
        items: [
          { step: 'Read the date code', status: read },
          { step: 'Fix the month @octocat', status: fix },
          { step: 'Check the tests', status: test }
        ]
      }
    }
  ]
})

const SCRIPT: ScriptStep[] = [
  plan('doing', 'pending', 'pending'),
  READ,
  EDIT,
  plan('done', 'done', 'doing'),
  { text: 'Fixed the month: it was zero-based.' }
]

const start = e2eSuite()

describe('the plan through the bundle', () => {
  it('the tracking comment ends with the plan as the second call left it', async () => {
    const env = await start(SCRIPT)
    env.github.permissions.alice = 'write'
    addIssue(env.github)
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      bash: 'false'
    })
    expect(result.outputs.conclusion).toBe('changed')
    const offered = toolsOffered(env)
    expect(offered).toContain('plan')
    // Both calls were run and confirmed to the model.
    expect(JSON.stringify(env.model.requests.at(-1))).toContain(
      'plan updated: 2 done, 1 doing, 0 pending'
    )

    const tracking = env.github.comments.filter(
      (comment) => comment.user.login === 'github-actions[bot]'
    )
    expect(tracking).toHaveLength(1)
    const list = [
      '- [x] Read the date code',
      '- [x] Fix the month @\u200Boctocat',
      '- [ ] **Check the tests** (in progress)'
    ].join('\n')
    expect(tracking[0].body).toContain('Fixed the month: it was zero-based.')
    expect(tracking[0].body).toContain(`**Plan**\n\n${list}\n`)
    expect(tracking[0].body).not.toContain('Read the date code** (in progress)')
    expect(result.summary).toContain(`### Plan\n\n${list}\n`)
    expect(
      result.transcript
        .split('\n')
        .filter((line) => line.includes('"plan-updated"'))
    ).toHaveLength(2)
  }, 60_000)
})
