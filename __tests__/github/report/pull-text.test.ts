import { describe, expect, it } from '@jest/globals'
import { addPull, permit } from '../../../__fixtures__/github-builders.js'
import { loggedCall } from '../../../__fixtures__/tool-calls.js'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'
import { GitHubRequestError } from '../../../src/github/types.js'
import {
  type ChangeText,
  commitMessage,
  openOrUpdatePull,
  pullBody,
  pullTitle
} from '../../../src/github/publish/publish-pr.js'
import {
  capTitle,
  fallbackTitle,
  splitTitle
} from '../../../src/github/report/pull-text.js'

// The pull request as reviewers read it: the model's title, a body with
// Summary / Changes / Testing, the issue it fixes, the request quoted and
// how to iterate; opened with one retry, and the requester asked to review.

describe('splitTitle', () => {
  it('takes the first non-empty line when it is a Title: line, and removes it from the summary', () => {
    expect(
      splitTitle(
        '\n  Title: Fix the off-by-one in sum()\n\nsum() skipped the last item.'
      )
    ).toEqual({
      title: 'Fix the off-by-one in sum()',
      summary: 'sum() skipped the last item.'
    })
    expect(splitTitle('**Title:** `Add a retry`\nBody')).toEqual({
      title: 'Add a retry',
      summary: 'Body'
    })
    expect(splitTitle('## Title: Speed up the parser\nBody').title).toBe(
      'Speed up the parser'
    )
  })

  it('ignores a Title: line that is not the first, an empty title, and answers without one', () => {
    const later = 'Fixed it.\nTitle: not this one'
    expect(splitTitle(later)).toEqual({ title: null, summary: later })
    expect(splitTitle('Title:   \nBody')).toEqual({
      title: null,
      summary: 'Title:   \nBody'
    })
    expect(splitTitle('Subtitle: x')).toEqual({
      title: null,
      summary: 'Subtitle: x'
    })
  })

  it('caps the title at 72 characters, at a word', () => {
    const { title } = splitTitle(`Title: ${'word '.repeat(40)}\nBody`)
    expect(title?.length).toBeLessThanOrEqual(72)
    expect(title).toMatch(/^word( word)+…$/)
    expect(capTitle('x'.repeat(100))).toBe(`${'x'.repeat(71)}…`)
  })
})

describe('fallbackTitle', () => {
  it('is the request, not "agent: <request>"', () => {
    expect(fallbackTitle('agent: fix the off-by-one in src/sum.js.')).toBe(
      'Fix the off-by-one in src/sum.js'
    )
    expect(fallbackTitle('agent: ')).toBe('Changes')
  })
})

const text: ChangeText = {
  title: 'Fix @torvalds the month',
  summary: 'Months are zero-based; @torvalds said so. Thanks @alice.',
  requester: 'alice',
  requestUrl: 'https://github.test/issues/7#c1',
  runUrl: 'https://github.com/octo/dates/actions/runs/42',
  issueNumber: 7,
  changedFiles: [
    { path: 'src/dates.js', status: 'modified', additions: 1, deletions: 1 },
    { path: 'test/dates.test.js', status: 'added', additions: 9, deletions: 0 }
  ],
  verification: {
    command: 'npm test',
    before: { ok: false, exitCode: 1 },
    after: { ok: false, exitCode: 1 }
  },
  tools: [
    loggedCall('bash', { command: 'npm test' }, { exitCode: 1 }),
    loggedCall('bash', { command: 'node --test' }, { exitCode: 0 })
  ],
  request: 'fix the month, cc @torvalds\nsee acme/other#5',
  event: 'issue_comment',
  trigger: '/agent'
}

describe('pullBody', () => {
  it('Summary, Changes with a diffstat, Testing, Fixes #n, the request quoted with its requester, and how to iterate', () => {
    expect(pullBody(text)).toBe(
      [
        '## Summary',
        '',
        'Months are zero-based; @\u200Btorvalds said so. Thanks @alice.',
        '',
        '## Changes',
        '',
        '- `src/dates.js` +1 −1',
        '- `test/dates.test.js` (added) +9 −0',
        '',
        '2 files, +10 −1',
        '',
        '## Testing',
        '',
        '- verify-command `npm test`: ✗ exit 1 before the change → ✗ exit 1 after it (still failing)',
        '- ✗ Ran `npm test` (exit 1)',
        '- ✓ Ran `node --test`',
        '',
        'Fixes #7',
        '',
        'Requested by @alice in https://github.test/issues/7#c1:',
        '',
        '> fix the month, cc @\u200Btorvalds',
        '> see acme/other#\u200B5',
        '',
        '---',
        'Comment `/agent <what to change>` on this pull request to iterate. Made by [agent-action](https://github.com/octo/dates/actions/runs/42).',
        '<!-- agent-action -->'
      ].join('\n')
    )
  })

  it('a scheduled run says so and quotes its prompt; no Fixes line', () => {
    const body = pullBody({
      ...text,
      requester: null,
      requestUrl: null,
      issueNumber: null,
      event: 'schedule',
      request: 'Update outdated dev dependencies.',
      verification: undefined,
      tools: []
    })
    expect(body).toContain(
      'Started by a scheduled run (`schedule`) of this workflow, with the prompt:\n\n> Update outdated dev dependencies.'
    )
    expect(body).toContain(
      '## Testing\n\nNo test command ran in this run; please check the change.'
    )
    expect(body).not.toContain('Fixes #')
    expect(
      pullBody({ ...text, requester: null, event: 'workflow_dispatch' })
    ).toContain('Started by a dispatched run (`workflow_dispatch`)')
  })

  it('the title and the commit message are inert too', () => {
    expect(pullTitle(text)).toBe('Fix @\u200Btorvalds the month')
    expect(commitMessage(text).split('\n')[0]).toBe(
      'Fix @\u200Btorvalds the month'
    )
  })
})

/** A memory GitHub where alice, the requester, may be asked to review. */
function memory() {
  const github = createMemoryGitHub()
  permit(github, { alice: 'write' })
  return github
}

const input = () => ({
  branch: 'agent/issue-7-42',
  base: 'main',
  text,
  draft: false,
  compareUrl: 'https://github.test/compare/main...agent/issue-7-42',
  redact: (value: string) => value
})

const failure = (status: number) =>
  new GitHubRequestError(
    `POST pull request failed (${status || 'network error'}): nope`,
    status,
    'POST pull request'
  )

/** A memory GitHub whose createPull fails `times` times with `status`. */
function flaky(status: number, times: number) {
  const github = memory()
  const create = github.createPull
  let left = times
  github.createPull = (args) => {
    if (left > 0) {
      left -= 1
      github.calls.push({ method: 'createPull', args: [args], round: 0 })
      return Promise.reject(failure(status))
    }
    return create(args)
  }
  return github
}

const creations = (github: ReturnType<typeof createMemoryGitHub>) =>
  github.calls.filter((call) => call.method === 'createPull').length

describe('openOrUpdatePull', () => {
  it.each([502, 0])(
    'tries once more after a %s, and asks the requester to review',
    async (status) => {
      const github = flaky(status, 1)
      const result = await openOrUpdatePull(github, input())
      expect(result).toEqual({
        kind: 'opened',
        number: 100,
        url: 'https://github.test/pull/100'
      })
      expect(creations(github)).toBe(2)
      expect(github.reviewRequests).toEqual([{ pull: 100, logins: ['alice'] }])
    }
  )

  it.each([422, 403])(
    'does not retry a %s, and the reason is said once',
    async (status) => {
      const github = flaky(status, 1)
      const result = await openOrUpdatePull(github, input())
      expect(result).toEqual({
        kind: 'failed',
        compareUrl: 'https://github.test/compare/main...agent/issue-7-42',
        reason: `POST pull request failed (${status}): nope`
      })
      expect(creations(github)).toBe(1)
      expect(github.reviewRequests).toEqual([])
    }
  )

  it('gives up after the one retry', async () => {
    const github = flaky(503, 2)
    const result = await openOrUpdatePull(github, input())
    expect(result.kind).toBe('failed')
    expect(creations(github)).toBe(2)
  })

  it('does not ask bots or scheduled runs to review, and a failed request is only a warning', async () => {
    for (const requester of [null, 'renovate[bot]']) {
      const github = memory()
      await openOrUpdatePull(github, {
        ...input(),
        text: { ...text, requester }
      })
      expect(github.calls.map((call) => call.method)).not.toContain(
        'requestReviewers'
      )
    }
    const github = memory()
    github.failures.requestReviewers = new GitHubRequestError(
      'POST requested reviewers failed (422): Review cannot be requested from pull request author.',
      422,
      'POST requested reviewers'
    )
    const warnings: string[] = []
    const result = await openOrUpdatePull(github, {
      ...input(),
      warn: (message) => warnings.push(message)
    })
    expect(result.kind).toBe('opened')
    expect(warnings).toEqual([
      'could not request a review from alice: POST requested reviewers failed (422): Review cannot be requested from pull request author.'
    ])
  })

  it('updates the open pull request of the branch instead of opening another', async () => {
    const github = memory()
    addPull(github, {
      number: 12,
      head: 'agent/issue-7-42',
      title: 'old',
      body: 'old'
    })
    const result = await openOrUpdatePull(github, input())
    expect(result).toMatchObject({ kind: 'updated', number: 12 })
    expect(github.pulls.get(12)?.body).toContain('## Summary')
    expect(creations(github)).toBe(0)
  })
})
