import { describe, expect, it } from '@jest/globals'
import { parseTrigger } from '../../../src/github/trigger/trigger.js'
import { parseSettings, SettingsError } from '../../../src/config/settings.js'

const settings = {
  trigger: '/agent',
  prompt: '',
  allowedBots: [] as string[]
}

const pullRequest = (action: string, number = 12) => ({
  name: 'pull_request',
  payload: {
    action,
    number,
    pull_request: { number, user: { login: 'mallory', id: 9, type: 'User' } },
    sender: { login: 'mallory', id: 9, type: 'User' }
  }
})

const review = (
  body: string | null,
  extra: { action?: string; user?: Record<string, unknown> } = {}
) => ({
  name: 'pull_request_review',
  payload: {
    action: extra.action ?? 'submitted',
    pull_request: { number: 12 },
    review: {
      id: 300,
      body,
      state: 'changes_requested',
      html_url: 'https://github.test/octo/dates/pull/12#pullrequestreview-300',
      user: { login: 'alice', id: 5, type: 'User', ...extra.user }
    }
  }
})

describe('pull_request with the prompt input', () => {
  it('is a run on that pull request with the verb input, by the workflow', () => {
    expect(
      parseTrigger(pullRequest('opened'), {
        ...settings,
        prompt: 'Review for correctness',
        verb: 'review'
      })
    ).toEqual({
      kind: 'run',
      source: 'pull-request',
      event: 'pull_request',
      verb: 'review',
      instruction: 'Review for correctness',
      requester: null,
      requesterId: null,
      requesterIsBot: false,
      issueNumber: 12,
      isPullRequest: true
    })
  })

  it.each(['opened', 'synchronize', 'reopened'])('starts on %s', (action) => {
    const decision = parseTrigger(pullRequest(action), {
      ...settings,
      prompt: 'fix the lint'
    })
    expect(decision).toMatchObject({
      kind: 'run',
      verb: 'fix',
      issueNumber: 12
    })
  })

  it('skips other actions, and pull_request without a prompt', () => {
    expect(
      parseTrigger(pullRequest('closed'), { ...settings, prompt: 'x' })
    ).toEqual({
      kind: 'skip',
      reason:
        'the pull request was closed; prompt runs start when one is opened, synchronize, reopened'
    })
    expect(parseTrigger(pullRequest('opened'), settings)).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining(
        'the pull_request event is not supported without a prompt input'
      )
    })
  })

  it('skips events caused by this action or a bot not in allowed-bots: no loop of fixes', () => {
    const by = (login: string, type = 'Bot') => ({
      ...pullRequest('synchronize'),
      payload: {
        ...pullRequest('synchronize').payload,
        sender: { login, id: 1, type }
      }
    })
    const reason = (
      event: ReturnType<typeof by>,
      allowedBots: string[] = []
    ) => {
      const decision = parseTrigger(event, {
        ...settings,
        allowedBots,
        prompt: 'fix the lint'
      })
      return decision.kind === 'skip' ? decision.reason : 'ran'
    }
    expect(reason(by('github-actions[bot]'))).toBe(
      'the event was caused by this action'
    )
    expect(reason(by('my-app[bot]'))).toBe(
      'the event was caused by the bot my-app[bot], which is not in allowed-bots'
    )
    expect(reason(by('renovate[bot]'), ['renovate[bot]'])).toBe('ran')
    expect(reason(by('alice', 'User'))).toBe('ran')
  })

  it('schedule and dispatch take the verb input too', () => {
    expect(
      parseTrigger(
        { name: 'schedule', payload: {} },
        { ...settings, prompt: 'what changed this week?', verb: 'ask' }
      )
    ).toMatchObject({ kind: 'run', verb: 'ask', issueNumber: null })
  })
})

describe('pull_request_review', () => {
  it('a submitted review starting with the trigger is a comment by its author', () => {
    expect(parseTrigger(review('/agent fix the null check'), settings)).toEqual(
      {
        kind: 'run',
        source: 'review',
        event: 'pull_request_review',
        verb: 'fix',
        instruction: 'fix the null check',
        requester: 'alice',
        requesterId: 5,
        requesterIsBot: false,
        issueNumber: 12,
        isPullRequest: true,
        reviewUrl:
          'https://github.test/octo/dates/pull/12#pullrequestreview-300'
      }
    )
  })

  it('skips edited and dismissed reviews, reviews without the trigger or body, bots and its own', () => {
    const reasons = [
      review('/agent fix', { action: 'edited' }),
      review('/agent fix', { action: 'dismissed' }),
      review('Looks good'),
      review(null),
      review('/agent fix', { user: { login: 'dependabot[bot]', type: 'Bot' } }),
      review('/agent fix <!-- agent-action -->')
    ].map((event) => {
      const decision = parseTrigger(event, settings)
      return decision.kind === 'skip' ? decision.reason : 'ran'
    })
    expect(reasons).toEqual([
      'the review was edited, not submitted; only submitted reviews start a run',
      'the review was dismissed, not submitted; only submitted reviews start a run',
      'the review does not start with /agent',
      'the review does not start with /agent',
      'the comment was written by the bot dependabot[bot], which is not in allowed-bots',
      'the comment was written by this action'
    ])
  })
})

describe('pull_request_review_comment', () => {
  const reviewComment = (extra: Record<string, unknown> = {}) => ({
    name: 'pull_request_review_comment',
    payload: {
      action: 'created',
      pull_request: { number: 12 },
      comment: {
        id: 801,
        body: '/agent ask why?',
        path: 'src/a.js',
        line: 3,
        diff_hunk: '@@ -1 +1 @@',
        html_url: 'x',
        user: { login: 'alice', id: 5, type: 'User' },
        ...extra
      }
    }
  })

  it('answers in the thread of the comment', () => {
    expect(parseTrigger(reviewComment(), settings)).toMatchObject({
      thread: { pullNumber: 12, commentId: 801 },
      comment: { id: 801, kind: 'review' }
    })
  })

  it('a reply is answered in its thread: GitHub takes no reply to a reply', () => {
    expect(
      parseTrigger(reviewComment({ in_reply_to_id: 800 }), settings)
    ).toMatchObject({
      thread: { pullNumber: 12, commentId: 800 },
      comment: { id: 801, kind: 'review' }
    })
  })
})

describe('the verb input', () => {
  const read = (inputs: Record<string, string>) => (name: string) =>
    inputs[name] ?? ''

  it('defaults to fix and takes review or ask', () => {
    expect(parseSettings(read({})).verb).toBe('fix')
    expect(parseSettings(read({ verb: 'review' })).verb).toBe('review')
    expect(parseSettings(read({ verb: ' ask ' })).verb).toBe('ask')
  })

  it('names the input and the accepted values when wrong', () => {
    expect(() => parseSettings(read({ verb: 'merge' }))).toThrow(
      new SettingsError([
        'verb must be one of fix, review, ask, describe, triage, got "merge"'
      ])
    )
  })
})
