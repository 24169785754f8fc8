import { describe, expect, it } from '@jest/globals'
import type { CommitResult } from '../../src/git/commit-change.js'
import type { PullInfo } from '../../src/github/types.js'
import { emptyReport, headline } from '../../src/github/report/report.js'
import type {
  IssueCommentRequest,
  PromptRequest,
  WorkflowRunRequest
} from '../../src/github/trigger/request.js'
import { conclude, type Published } from '../../src/run/conclude.js'
import { capabilitiesFor, PlanError, planRun } from '../../src/run/plan.js'
import { trustAuthors } from '../../src/run/trust/trust.js'
import {
  FORK_EDITS_ONLY,
  READ_ONLY,
  TRUSTED_FIX,
  headBranchCheckout,
  headBranchDelivery
} from '../../__fixtures__/run-plans.js'

function request(
  overrides: Partial<IssueCommentRequest> = {}
): IssueCommentRequest {
  return {
    kind: 'run',
    source: 'issue-comment',
    event: 'issue_comment',
    verb: 'fix',
    instruction: 'fix the month',
    requester: 'alice',
    requesterId: 5,
    requesterIsBot: false,
    issueNumber: 7,
    isPullRequest: false,
    comment: { id: 99, kind: 'issue', htmlUrl: 'https://github.test/c/99' },
    ...overrides
  }
}

/** A run the workflow asks for with the prompt input. */
function promptRequest(overrides: Partial<PromptRequest> = {}): PromptRequest {
  return {
    kind: 'run',
    source: 'prompt',
    event: 'schedule',
    verb: 'fix',
    instruction: 'fix the month',
    requester: null,
    requesterId: null,
    requesterIsBot: false,
    issueNumber: null,
    isPullRequest: false,
    untrustedCheckout: false,
    ...overrides
  }
}

function pull(headRepo: string | null = 'octo/dates'): PullInfo {
  return {
    number: 8,
    title: 'Add retry',
    body: '',
    author: 'bob',
    htmlUrl: 'https://github.test/pull/8',
    state: 'open',
    draft: false,
    head: { ref: 'feature', sha: 'b'.repeat(40), repoFullName: headRepo },
    base: { ref: 'main', sha: 'a'.repeat(40), repoFullName: 'octo/dates' }
  }
}

const where = { repository: 'octo/dates', branchPrefix: 'agent/', runId: '42' }

describe('planRun', () => {
  it('an issue fix: may edit, run commands and push, to a new branch and a PR that fixes the issue', () => {
    expect(planRun({ request: request(), ...where })).toEqual({
      verb: 'fix',
      untrustedCode: false,
      checkout: { kind: 'default' },
      delivery: {
        kind: 'pull-request',
        branch: 'agent/issue-7-42',
        fixesIssue: 7
      },
      capabilities: TRUSTED_FIX,
      title: 'agent: fix the month'
    })
  })

  it('a same-repository PR: its head branch, one commit onto it', () => {
    const plan = planRun({
      request: request({ isPullRequest: true, issueNumber: 8 }),
      pull: pull(),
      ...where
    })
    expect(plan.checkout).toEqual(headBranchCheckout(8, 'feature'))
    expect(plan.delivery).toEqual(headBranchDelivery(8, 'feature'))
    expect(plan.capabilities.mayPush).toBe(true)
  })

  it.each([['eve/dates'], [null]])(
    'a fork PR (head %s): edits only, nothing run, nothing pushed, a patch',
    (head) => {
      const plan = planRun({
        request: request({ isPullRequest: true, issueNumber: 8 }),
        pull: pull(head),
        ...where
      })
      expect(plan.untrustedCode).toBe(true)
      expect(plan.checkout).toEqual({ kind: 'pr-fork', number: 8 })
      expect(plan.capabilities).toEqual(FORK_EDITS_ONLY)
      expect(plan.delivery).toEqual({
        kind: 'patch',
        reason: 'fork pull requests are never pushed to'
      })
    }
  )

  it('a failed CI run: onto the PR branch when there is one, else a PR from <prefix>ci-<run id> into the failed branch', () => {
    const failed: WorkflowRunRequest = {
      ...promptRequest({ event: 'workflow_run', requester: 'alice' }),
      source: 'workflow-run',
      failedRun: {
        id: 3001,
        name: 'CI',
        path: '.github/workflows/ci.yml',
        htmlUrl: 'https://github.test/octo/dates/actions/runs/3001',
        headSha: 'b'.repeat(40),
        headBranch: 'feature',
        attempt: 1
      }
    }
    const onPull = planRun({
      request: { ...failed, issueNumber: 8, isPullRequest: true },
      pull: pull(),
      ...where
    })
    expect(onPull.delivery).toEqual(headBranchDelivery(8, 'feature'))
    expect(onPull.capabilities.mayPush).toBe(true)
    const alone = planRun({ request: failed, ...where })
    expect(alone.checkout).toEqual({ kind: 'default' })
    expect(alone.delivery).toEqual({
      kind: 'pull-request',
      branch: 'agent/ci-3001',
      fixesIssue: null,
      base: 'feature'
    })
    expect(alone.title).toBe('agent: fix CI on feature')
    expect(alone.capabilities).toMatchObject({
      mayRunCommands: true,
      mayPush: true
    })
  })

  it('an event that may check out untrusted code is read-only', () => {
    const plan = planRun({
      request: promptRequest({
        event: 'pull_request_target',
        untrustedCheckout: true
      }),
      ...where
    })
    expect(plan.capabilities.mayRunCommands).toBe(false)
    expect(plan.delivery).toEqual({
      kind: 'patch',
      reason:
        'pull_request_target runs may check out untrusted code, so nothing is pushed'
    })
  })

  it('a scheduled run: a run branch, and the title from the prompt', () => {
    const plan = planRun({
      request: promptRequest({
        event: 'schedule',
        instruction: 'Update the changelog\nand more'
      }),
      ...where
    })
    expect(plan.delivery).toEqual({
      kind: 'pull-request',
      branch: 'agent/run-42',
      fixesIssue: null
    })
    expect(plan.title).toBe('agent: Update the changelog')
  })

  it('review and ask only read; review needs a pull request', () => {
    const review = planRun({
      request: request({ verb: 'review', isPullRequest: true }),
      pull: pull(),
      ...where
    })
    expect(review.delivery).toEqual({ kind: 'review', pullNumber: 8 })
    expect(review.capabilities).toEqual(READ_ONLY)
    expect(
      planRun({ request: request({ verb: 'ask' }), ...where })
    ).toMatchObject({
      delivery: { kind: 'answer' },
      capabilities: { mayEdit: false }
    })
    expect(() =>
      planRun({ request: request({ verb: 'review' }), ...where })
    ).toThrow(PlanError)
  })

  it('falls back to the issue title, then to "changes"', () => {
    expect(
      planRun({
        request: request({ instruction: '' }),
        issueTitle: 'Dates are off',
        ...where
      }).title
    ).toBe('agent: Dates are off')
    expect(
      planRun({ request: request({ instruction: '' }), ...where }).title
    ).toBe('agent: changes')
  })

  it('capabilitiesFor is the one rule the CLI shares', () => {
    expect(capabilitiesFor('fix', true)).toEqual(TRUSTED_FIX)
    expect(capabilitiesFor('fix', false).mayRunCommands).toBe(false)
    expect(capabilitiesFor('ask', true).mayEdit).toBe(false)
  })
})

describe('trustAuthors', () => {
  it('trusts the requester without a look-up, case-insensitively, and looks up each other author once', async () => {
    const asked: string[] = []
    const trust = await trustAuthors(
      ['Alice', 'bob', 'bob', 'carol', 'ghost'],
      'alice',
      async (login) => {
        asked.push(login)
        if (login === 'ghost') throw new Error('404')
        return login === 'bob' ? 'write' : 'read'
      }
    )
    expect(asked.sort()).toEqual(['bob', 'carol', 'ghost'])
    expect(Object.fromEntries(trust)).toEqual({
      Alice: true,
      bob: true,
      carol: false,
      ghost: false
    })
  })
})

const files = [{ path: 'src/dates.js', status: 'modified' as const }]
const committed: CommitResult = {
  kind: 'committed',
  changedFiles: files,
  patch: 'diff',
  sha: 'c'.repeat(40),
  branch: 'agent/issue-7-42'
}
const opened: Published = {
  kind: 'change',
  commit: committed,
  pull: { kind: 'opened', number: 9, url: 'https://github.test/pull/9' }
}
const done = { status: 'done' as const }
const limited = {
  status: 'budget-exhausted' as const,
  limit: 'max-iterations' as const,
  limitDetail: 'reached max-iterations (2 model turns)'
}
const prDelivery = {
  kind: 'pull-request' as const,
  branch: 'agent/issue-7-42',
  fixesIssue: 7
}

function concluded(
  outcome: Parameters<typeof conclude>[0]['outcome'],
  published: Published,
  delivery: Parameters<typeof conclude>[0]['delivery'] = prDelivery
) {
  return conclude({
    delivery,
    outcome,
    published,
    defaultBranch: 'main',
    commitUrl: (sha) => `https://github.test/commit/${sha}`
  })
}

describe('conclude', () => {
  it('a finished fix that pushed is changed, with branch, commit and PR', () => {
    expect(concluded(done, opened)).toEqual({
      conclusion: 'changed',
      changedFiles: files,
      branch: 'agent/issue-7-42',
      commitSha: 'c'.repeat(40),
      commitUrl: `https://github.test/commit/${'c'.repeat(40)}`,
      prUrl: 'https://github.test/pull/9',
      prNumber: 9,
      prAction: 'opened'
    })
  })

  it('a run stopped by a limit that changed files is budget-exhausted and still names what was pushed', () => {
    const result = concluded(limited, opened)
    expect(result).toMatchObject({
      conclusion: 'budget-exhausted',
      limit: 'max-iterations',
      branch: 'agent/issue-7-42',
      commitSha: 'c'.repeat(40),
      prUrl: 'https://github.test/pull/9'
    })
    expect(headline({ ...emptyReport('failed', ''), ...result })).toBe(
      '⚠️ Stopped at max-iterations: change pushed in #9'
    )
  })

  it('a run stopped by a limit that changed nothing is budget-exhausted, not "no changes needed"', () => {
    const result = concluded(limited, {
      kind: 'change',
      commit: { kind: 'no-changes' }
    })
    expect(result.conclusion).toBe('budget-exhausted')
    expect(result.commitSha).toBeUndefined()
    expect(headline({ ...emptyReport('failed', ''), ...result })).toBe(
      '⚠️ Stopped at max-iterations: no changes made'
    )
    expect(
      concluded(done, { kind: 'change', commit: { kind: 'no-changes' } })
        .conclusion
    ).toBe('no-changes')
  })

  it('limits keep reviews and answers too', () => {
    const review: Published = {
      kind: 'review',
      review: { reviewUrl: 'https://github.test/r', inline: 2, folded: 0 }
    }
    expect(
      concluded(limited, review, { kind: 'review', pullNumber: 8 })
    ).toMatchObject({
      conclusion: 'budget-exhausted',
      reviewUrl: 'https://github.test/r',
      reviewComments: 2
    })
    expect(concluded(done, review).conclusion).toBe('reviewed')
    expect(concluded(limited, { kind: 'nothing' }).conclusion).toBe(
      'budget-exhausted'
    )
    expect(concluded(done, { kind: 'nothing' }).conclusion).toBe('answered')
  })

  it('a failed loop is failed, and keeps the change as a patch', () => {
    const result = concluded(
      { status: 'failed', error: 'the model could not be reached' },
      {
        kind: 'change',
        commit: { kind: 'not-pushed', changedFiles: files, patch: 'diff' }
      }
    )
    expect(result).toMatchObject({
      conclusion: 'failed',
      reason: 'the model could not be reached',
      patch: 'diff',
      patchReason:
        'the run failed before it finished, so the change was not pushed'
    })
  })

  it('a blocked or unpushable change is failed even when a limit stopped the run', () => {
    const blocked = concluded(limited, {
      kind: 'change',
      commit: {
        kind: 'blocked',
        changedFiles: files,
        violations: ['.github/workflows/x.yml is protected']
      }
    })
    expect(blocked).toMatchObject({
      conclusion: 'failed',
      failure: 'the change breaks the write policy',
      blocked: ['.github/workflows/x.yml is protected']
    })
    expect(blocked.patch).toBeUndefined()
    // Publishing that ran out of time is not a policy break.
    expect(
      concluded(done, {
        kind: 'change',
        commit: {
          kind: 'blocked',
          changedFiles: files,
          violations: [
            'Nothing was pushed: publishing did not finish within 5 minutes (aborted).'
          ],
          stopped: true,
          patch: 'diff'
        }
      })
    ).toMatchObject({
      failure: 'nothing was pushed',
      reason: 'the change was not pushed: publishing did not finish',
      patchReason: 'publishing did not finish'
    })
    const rejected = concluded(done, {
      kind: 'change',
      commit: {
        kind: 'push-failed',
        changedFiles: files,
        patch: 'diff',
        branch: 'agent/issue-7-42',
        sha: 'd'.repeat(40),
        error: 'pushes are frozen\nmore'
      }
    })
    // commit-sha names only what was really pushed: no sha, no commit link.
    expect(rejected).toMatchObject({
      conclusion: 'failed',
      failure: 'the push was rejected',
      patchReason: 'the push to agent/issue-7-42 was rejected',
      pushError: 'pushes are frozen\nmore'
    })
    expect(rejected.commitSha).toBeUndefined()
    expect(rejected.commitUrl).toBeUndefined()
    expect(headline({ ...emptyReport('failed', ''), ...rejected })).toBe(
      '❌ Failed: the push was rejected'
    )
    expect(
      concluded(done, { kind: 'change', commit: { kind: 'replaced' } })
    ).toMatchObject({
      conclusion: 'failed',
      blocked: [expect.stringContaining('.git was replaced')]
    })
  })

  it('a pushed branch whose PR could not be opened is changed, with the compare link', () => {
    expect(
      concluded(done, {
        kind: 'change',
        commit: committed,
        pull: {
          kind: 'failed',
          compareUrl: 'https://github.test/compare',
          reason: 'POST pull request failed (403): not permitted'
        }
      })
    ).toMatchObject({
      conclusion: 'changed',
      compareUrl: 'https://github.test/compare',
      reason: 'POST pull request failed (403): not permitted'
    })
  })

  it('a fork patch is changed, with the reason it was not pushed, and its headline says nothing was pushed', () => {
    const fork = concluded(
      done,
      {
        kind: 'change',
        commit: { kind: 'not-pushed', changedFiles: files, patch: 'diff' }
      },
      { kind: 'patch', reason: 'fork pull requests are never pushed to' }
    )
    expect(fork).toMatchObject({
      conclusion: 'changed',
      patch: 'diff',
      patchReason: 'fork pull requests are never pushed to'
    })
    expect(fork.commitSha).toBeUndefined()
    expect(headline({ ...emptyReport('failed', ''), ...fork })).toBe(
      '📎 Change ready as a patch: nothing was pushed'
    )
  })

  it('the diffstat of each changed file comes from the patch', () => {
    const patch = [
      'diff --git a/src/dates.js b/src/dates.js',
      'index 1111111..2222222 100644',
      '--- a/src/dates.js',
      '+++ b/src/dates.js',
      '@@ -1,3 +1,3 @@',
      ' const a = 1',
      '-const b = 2',
      '+const b = 3',
      '+const c = 4',
      '--- not a header inside a hunk',
      ''
    ].join('\n')
    expect(
      concluded(done, {
        kind: 'change',
        commit: { ...committed, patch }
      }).changedFiles
    ).toEqual([
      { path: 'src/dates.js', status: 'modified', additions: 2, deletions: 2 }
    ])
  })
})
