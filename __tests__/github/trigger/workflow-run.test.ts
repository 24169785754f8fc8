import { describe, expect, it } from '@jest/globals'
import { parseTrigger } from '../../../src/github/trigger/trigger.js'
import { isOwnWorkflow } from '../../../src/github/trigger/workflow-run.js'
import {
  TRIGGER,
  workflowRunEvent,
  type WorkflowRunOptions
} from '../../../__fixtures__/github-events.js'

// `workflow_run`: a failed CI run of this repository starts a fix; what the
// payload alone decides (docs/contract.md, docs/security.md item 15).

const OWN_REF = 'octo/dates/.github/workflows/fix-ci.yml@refs/heads/main'
const decide = (options: WorkflowRunOptions = {}, settings = {}) =>
  parseTrigger(workflowRunEvent(options), {
    ...TRIGGER,
    workflowRef: OWN_REF,
    ...settings
  })

describe('the workflow_run trigger', () => {
  it('a failed run on a same-repository branch is a fix run by its triggering actor', () => {
    const sha = 'b'.repeat(40)
    expect(decide({ headSha: sha, pulls: [4] })).toEqual({
      kind: 'run',
      source: 'workflow-run',
      event: 'workflow_run',
      verb: 'fix',
      instruction: expect.stringContaining(
        `the workflow "CI" (.github/workflows/ci.yml) failed on the branch fix-dates at commit ${sha}`
      ),
      requester: 'alice',
      requesterId: 77,
      requesterIsBot: false,
      issueNumber: 4,
      isPullRequest: true,
      failedRun: {
        id: 3001,
        name: 'CI',
        path: '.github/workflows/ci.yml',
        htmlUrl: 'https://github.test/octo/dates/actions/runs/3001',
        headSha: sha,
        headBranch: 'fix-dates',
        attempt: 1
      }
    })
  })

  it('the task links the failed run', () => {
    const decision = decide()
    expect(decision.kind === 'run' && decision.instruction).toContain(
      'The failed run: https://github.test/octo/dates/actions/runs/3001'
    )
  })

  it('without a pull request in the payload the run is on no issue (the branch is looked up later)', () => {
    expect(decide({ headBranch: 'main' })).toMatchObject({
      issueNumber: null,
      isPullRequest: false
    })
  })

  it('skips quietly a run that did not fail, or is not completed', () => {
    for (const conclusion of ['success', 'cancelled', 'skipped', null])
      expect(decide({ conclusion })).toEqual({
        kind: 'skip',
        reason: `the workflow run ended with ${conclusion ?? 'no conclusion'}; fix runs start only on a failure`
      })
    expect(decide({ action: 'requested' })).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('the workflow run was requested')
    })
  })

  it('skips a fork head', () => {
    expect(decide({ headRepository: 'mallory/dates', pulls: [4] })).toEqual({
      kind: 'skip',
      reason:
        "the failed run's head is in mallory/dates, not this repository: a fork's code is never fixed with this repository's token"
    })
  })

  it('skips a failed run of its own workflow', () => {
    expect(decide({ path: '.github/workflows/fix-ci.yml' })).toEqual({
      kind: 'skip',
      reason:
        'the failed run is of this workflow (.github/workflows/fix-ci.yml): the action never fixes its own runs'
    })
    expect(
      isOwnWorkflow(
        { path: '.github/workflows/ci.yml', name: 'CI' },
        'octo/dates',
        OWN_REF
      )
    ).toBe(false)
    // Old runners give only the workflow's name.
    expect(
      isOwnWorkflow(
        { path: '.github/workflows/x.yml', name: 'Fix CI' },
        'octo/dates',
        'Fix CI'
      )
    ).toBe(true)
  })

  it('a bot that is not allowed may not start it; the action itself may (the attempts cap stops it)', () => {
    expect(decide({ actor: { login: 'renovate[bot]', type: 'Bot' } })).toEqual({
      kind: 'skip',
      reason:
        'the event was caused by the bot renovate[bot], which is not in allowed-bots'
    })
    expect(
      decide(
        { actor: { login: 'renovate[bot]', type: 'Bot' } },
        {
          allowedBots: ['renovate[bot]']
        }
      )
    ).toMatchObject({ kind: 'run', requesterIsBot: true })
    expect(
      decide({ actor: { login: 'github-actions[bot]', type: 'Bot' } })
    ).toMatchObject({
      kind: 'run',
      requester: 'github-actions[bot]',
      requesterIsBot: true
    })
  })

  it('a payload without a failed commit is skipped', () => {
    expect(decide({ headSha: 'not-a-sha' })).toEqual({
      kind: 'skip',
      reason: 'the workflow_run event names no failed commit'
    })
  })

  it('with the prompt input it stays a read-only prompt run', () => {
    expect(decide({}, { prompt: 'summarize the run' })).toMatchObject({
      source: 'prompt',
      untrustedCheckout: true
    })
  })
})
