import { describe, expect, it } from '@jest/globals'
import type { Permission } from '../../../src/github/types.js'
import {
  matchTrigger,
  OWN_MARKER,
  parseTrigger,
  parseVerb,
  type RunRequest
} from '../../../src/github/trigger/trigger.js'
import { checkRequester } from '../../../src/run/trust/trust.js'

const settings = {
  trigger: '/agent',
  prompt: '',
  allowedBots: ['renovate[bot]']
}

function issueComment(
  body: string,
  extra: Record<string, unknown> = {},
  user: Record<string, unknown> = {}
) {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: 7, title: 'Flaky date test' },
      comment: {
        id: 99,
        body,
        html_url: 'https://github.test/c/99',
        user: { login: 'alice', id: 5, type: 'User', ...user }
      },
      ...extra
    }
  }
}

describe('matchTrigger and parseVerb', () => {
  it('needs the trigger at the start, as a whole word', () => {
    expect(matchTrigger('  /agent fix it', '/agent')).toBe('fix it')
    expect(matchTrigger('/agent', '/agent')).toBe('')
    expect(matchTrigger('/agentic stuff', '/agent')).toBeNull()
    expect(matchTrigger('please /agent fix', '/agent')).toBeNull()
  })

  it.each([
    ['review focus on security', 'review', 'focus on security'],
    ['Ask why is this slow?', 'ask', 'why is this slow?'],
    ['fix the flaky date test', 'fix', 'fix the flaky date test'],
    ['make the build green', 'fix', 'make the build green']
  ])('picks review, ask or fix from the first word: %j', (text, verb, rest) => {
    expect(parseVerb(text)).toEqual({ verb, instruction: rest })
  })
})

describe('parseTrigger', () => {
  it('starts a fix run from an issue comment', () => {
    const decision = parseTrigger(
      issueComment('/agent fix the flaky date test'),
      settings
    )
    expect(decision).toMatchObject({
      kind: 'run',
      source: 'issue-comment',
      verb: 'fix',
      instruction: 'fix the flaky date test',
      requester: 'alice',
      requesterId: 5,
      issueNumber: 7,
      isPullRequest: false,
      comment: { id: 99, kind: 'issue' }
    })
  })

  it('knows a comment on a pull request', () => {
    const decision = parseTrigger(
      issueComment('/agent review', {
        issue: { number: 3, pull_request: { url: 'x' } }
      }),
      settings
    )
    expect(decision).toMatchObject({
      kind: 'run',
      verb: 'review',
      isPullRequest: true,
      issueNumber: 3
    })
  })

  it('skips comments without the trigger, edited comments, its own comments and unknown bots', () => {
    expect(parseTrigger(issueComment('thanks!'), settings)).toEqual({
      kind: 'skip',
      reason: 'the comment does not start with /agent'
    })
    const edited = issueComment('/agent fix')
    edited.payload.action = 'edited'
    expect(parseTrigger(edited, settings)).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('edited')
    })
    expect(
      parseTrigger(issueComment(`/agent fix\n${OWN_MARKER}`), settings)
    ).toMatchObject({
      kind: 'skip',
      reason: 'the comment was written by this action'
    })
    expect(
      parseTrigger(
        issueComment(
          '/agent fix',
          {},
          { login: 'github-actions[bot]', type: 'Bot' }
        ),
        settings
      )
    ).toMatchObject({ kind: 'skip' })
    expect(
      parseTrigger(
        issueComment('/agent fix', {}, { login: 'evil[bot]', type: 'Bot' }),
        settings
      )
    ).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('not in allowed-bots')
    })
    expect(
      parseTrigger(
        issueComment('/agent fix', {}, { login: 'renovate[bot]', type: 'Bot' }),
        settings
      )
    ).toMatchObject({
      kind: 'run',
      requesterIsBot: true
    })
    // No wildcards: a similar name is not the allowed bot.
    expect(
      parseTrigger(
        issueComment(
          '/agent fix',
          {},
          { login: 'renovate-fork[bot]', type: 'Bot' }
        ),
        settings
      ).kind
    ).toBe('skip')
  })

  it('reads a review comment with its file, line and hunk', () => {
    const decision = parseTrigger(
      {
        name: 'pull_request_review_comment',
        payload: {
          action: 'created',
          pull_request: { number: 4 },
          comment: {
            id: 11,
            body: '/agent fix this off-by-one',
            path: 'src/a.ts',
            line: 12,
            diff_hunk: '@@ -1 +1 @@',
            user: { login: 'bob', id: 2, type: 'User' }
          }
        }
      },
      settings
    )
    expect(decision).toMatchObject({
      kind: 'run',
      source: 'review-comment',
      verb: 'fix',
      issueNumber: 4,
      isPullRequest: true,
      comment: { id: 11, kind: 'review' }
    })
    if (decision.kind !== 'run' || decision.source !== 'review-comment')
      throw new Error('not a review comment run')
    expect(decision.reviewComment).toEqual({
      path: 'src/a.ts',
      line: 12,
      diffHunk: '@@ -1 +1 @@',
      body: '/agent fix this off-by-one',
      author: 'bob'
    })
  })

  it('starts from an opened issue whose body has a trigger line', () => {
    const event = {
      name: 'issues',
      payload: {
        action: 'opened',
        issue: {
          number: 8,
          title: 'x',
          body: 'Dates are wrong.\n\n/agent fix please',
          user: { login: 'carol', id: 3, type: 'User' }
        }
      }
    }
    expect(parseTrigger(event, settings)).toMatchObject({
      kind: 'run',
      source: 'opened-issue',
      verb: 'fix',
      instruction: 'fix please',
      requester: 'carol',
      issueNumber: 8
    })
    event.payload.action = 'edited'
    expect(parseTrigger(event, settings).kind).toBe('skip')
  })

  it('runs schedule and dispatch from the prompt, and says what is missing without one', () => {
    expect(
      parseTrigger(
        { name: 'schedule', payload: {} },
        { ...settings, prompt: 'update deps' }
      )
    ).toMatchObject({
      kind: 'run',
      source: 'prompt',
      verb: 'fix',
      instruction: 'update deps',
      requester: null,
      issueNumber: null
    })
    expect(
      parseTrigger({ name: 'schedule', payload: {} }, settings)
    ).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('set the prompt input')
    })
    expect(
      parseTrigger(
        {
          name: 'workflow_dispatch',
          payload: { inputs: { prompt: 'tidy up' } }
        },
        settings
      )
    ).toMatchObject({ instruction: 'tidy up' })
  })

  it('names the supported events for anything else', () => {
    const decision = parseTrigger({ name: 'push', payload: {} }, settings)
    expect(decision).toMatchObject({ kind: 'skip' })
    expect((decision as { reason: string }).reason).toContain(
      'issue_comment, pull_request_review, pull_request_review_comment, issues, schedule, workflow_dispatch'
    )
  })
})

describe('checkRequester', () => {
  const request = parseTrigger(
    issueComment('/agent fix it'),
    settings
  ) as RunRequest
  const lookup = (permission: Permission) => async () => permission

  it.each(['admin', 'maintain', 'write'] as Permission[])(
    'lets %s run',
    async (permission) => {
      await expect(
        checkRequester(request, lookup(permission))
      ).resolves.toEqual({ kind: 'trusted' })
    }
  )

  it.each(['triage', 'read', 'none'] as Permission[])(
    'refuses %s',
    async (permission) => {
      const decision = await checkRequester(request, lookup(permission))
      expect(decision).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining(`alice has ${permission} permission`)
      })
    }
  )

  it('does not look up allowed bots or prompt runs', async () => {
    const calls: string[] = []
    const track = async () => {
      calls.push('looked up')
      return 'none' as Permission
    }
    const bot = parseTrigger(
      issueComment('/agent fix', {}, { login: 'renovate[bot]', type: 'Bot' }),
      settings
    ) as RunRequest
    await expect(checkRequester(bot, track)).resolves.toEqual({
      kind: 'trusted'
    })
    const scheduled = parseTrigger(
      { name: 'schedule', payload: {} },
      { ...settings, prompt: 'x' }
    ) as RunRequest
    await expect(checkRequester(scheduled, track)).resolves.toEqual({
      kind: 'trusted'
    })
    expect(calls).toEqual([])
  })
})
