import { describe, expect, it } from '@jest/globals'
import {
  addPull,
  addReviewComments
} from '../../../__fixtures__/github-builders.js'
import {
  createMemoryGitHub,
  type MemoryGitHub
} from '../../../__fixtures__/github-world/memory.js'
import {
  findEarlierPull,
  taskKey,
  taskMarker
} from '../../../src/github/task/earlier-pull.js'
import {
  GitHubRequestError,
  type OpenPull,
  type PullInfo
} from '../../../src/github/types.js'
import { inReviewThread } from '../../../src/github/publish/thread-reply.js'
import {
  parseTrigger,
  type RunRequest
} from '../../../src/github/trigger/trigger.js'
import { planRun } from '../../../src/run/plan.js'
import {
  FORK_EDITS_ONLY,
  headBranchCheckout,
  headBranchDelivery
} from '../../../__fixtures__/run-plans.js'

const schedule = (prompt: string): RunRequest => {
  const decision = parseTrigger(
    { name: 'schedule', payload: {} },
    { trigger: '/agent', prompt, allowedBots: [] }
  )
  if (decision.kind !== 'run') throw new Error(decision.reason)
  return decision
}

describe('the task of a prompt run', () => {
  it('is the workflow file and the prompt, not the ref it ran on', () => {
    const key = taskKey(
      'octo/dates/.github/workflows/nightly.yml@refs/heads/main',
      'Tidy'
    )
    expect(key).toMatch(/^[0-9a-f]{16}$/)
    expect(
      taskKey('octo/dates/.github/workflows/nightly.yml@refs/heads/x', 'Tidy ')
    ).toBe(key)
    expect(
      taskKey('octo/dates/.github/workflows/weekly.yml@refs/heads/main', 'Tidy')
    ).not.toBe(key)
    expect(
      taskKey(
        'octo/dates/.github/workflows/nightly.yml@refs/heads/main',
        'Tidy up'
      )
    ).not.toBe(key)
    expect(taskMarker(key)).toBe(`<!-- agent-action:task=${key} -->`)
  })

  it('finds the open PR of a run- branch of this repository with the marker', () => {
    const marker = taskMarker('0123456789abcdef')
    const pull = (number: number, extra: Partial<OpenPull>): OpenPull => ({
      number,
      htmlUrl: `u/${number}`,
      body: `text\n${marker}`,
      headRef: `agent/run-${number}`,
      headRepoFullName: 'octo/dates',
      author: 'github-actions[bot]',
      ...extra
    })
    const query = {
      key: '0123456789abcdef',
      branchPrefix: 'agent/',
      repository: 'octo/dates',
      ownLogin: 'github-actions[bot]'
    }
    const pulls = [
      pull(9, { headRepoFullName: 'mallory/dates' }),
      pull(8, { headRef: 'feature/run-8' }),
      pull(7, { body: 'no marker' }),
      pull(6, { body: taskMarker('fedcba9876543210') }),
      pull(12, {}),
      pull(11, {})
    ]
    expect(findEarlierPull(pulls, query)?.number).toBe(11)
    expect(findEarlierPull(pulls.slice(0, 4), query)).toBeNull()
  })

  it('only a PR the action opened: the marker and branch copied by another App or a person are not continued', () => {
    const marker = taskMarker('0123456789abcdef')
    const pull = (number: number, author: string): OpenPull => ({
      number,
      htmlUrl: `u/${number}`,
      body: `text\n${marker}`,
      headRef: `agent/run-${number}`,
      headRepoFullName: 'octo/dates',
      author
    })
    const query = {
      key: '0123456789abcdef',
      branchPrefix: 'agent/',
      repository: 'octo/dates',
      ownLogin: 'github-actions[bot]'
    }
    const pulls = [pull(3, 'evil-app[bot]'), pull(4, 'mallory')]
    expect(findEarlierPull(pulls, query)).toBeNull()
    expect(
      findEarlierPull([...pulls, pull(5, 'GitHub-Actions[bot]')], query)?.number
    ).toBe(5)
    // A PAT acts as its user: that user's pull requests are the action's.
    expect(
      findEarlierPull(pulls, { ...query, ownLogin: 'mallory' })?.number
    ).toBe(4)
    // The login unknown: none counts (fail closed).
    expect(
      findEarlierPull([pull(5, 'github-actions[bot]')], {
        ...query,
        ownLogin: null
      })
    ).toBeNull()
  })
})

describe('planRun for the new events', () => {
  const base = {
    repository: 'octo/dates',
    branchPrefix: 'agent/',
    runId: '42',
    taskMarker: taskMarker('0123456789abcdef')
  }

  it('a scheduled run with an earlier PR checks out its branch and commits onto it', () => {
    const plan = planRun({
      ...base,
      request: schedule('Tidy'),
      earlierPull: { number: 5, headRef: 'agent/run-17' }
    })
    expect(plan.checkout).toEqual(headBranchCheckout(5, 'agent/run-17'))
    expect(plan.delivery).toEqual({
      kind: 'pull-request',
      branch: 'agent/run-17',
      fixesIssue: null,
      continues: 5,
      taskMarker: base.taskMarker
    })
  })

  it('the first scheduled run opens run-<run id> with the marker', () => {
    const plan = planRun({ ...base, request: schedule('Tidy') })
    expect(plan.checkout).toEqual({ kind: 'default' })
    expect(plan.delivery).toEqual({
      kind: 'pull-request',
      branch: 'agent/run-42',
      fixesIssue: null,
      taskMarker: base.taskMarker
    })
  })

  const pullInfo = (repoFullName: string): PullInfo => ({
    number: 3,
    title: 'PR',
    body: '',
    author: 'mallory',
    htmlUrl: 'u',
    state: 'open',
    draft: false,
    head: { ref: 'patch-1', sha: 'a'.repeat(40), repoFullName },
    base: { ref: 'main', sha: 'b'.repeat(40), repoFullName: 'octo/dates' }
  })
  const pullRequest = (verb: 'fix' | 'review') => {
    const decision = parseTrigger(
      {
        name: 'pull_request',
        payload: { action: 'opened', pull_request: { number: 3 } }
      },
      { trigger: '/agent', prompt: 'Go', allowedBots: [], verb }
    )
    if (decision.kind !== 'run') throw new Error(decision.reason)
    return decision
  }

  it('pull_request with a prompt: the head branch of a same-repo PR, a patch for a fork', () => {
    const same = planRun({
      ...base,
      request: pullRequest('fix'),
      pull: pullInfo('octo/dates')
    })
    expect(same.checkout).toEqual(headBranchCheckout(3, 'patch-1'))
    expect(same.delivery).toEqual(headBranchDelivery(3, 'patch-1'))
    const fork = planRun({
      ...base,
      request: pullRequest('fix'),
      pull: pullInfo('mallory/dates')
    })
    expect(fork.checkout).toEqual({ kind: 'pr-fork', number: 3 })
    expect(fork.capabilities).toEqual(FORK_EDITS_ONLY)
    expect(fork.delivery.kind).toBe('patch')
    const review = planRun({
      ...base,
      request: pullRequest('review'),
      pull: pullInfo('mallory/dates')
    })
    expect(review.delivery).toEqual({ kind: 'review', pullNumber: 3 })
  })
})

describe('the tracking comment in a review thread', () => {
  /** Pull request 4 with the thread of review comment 800. */
  function memory(): MemoryGitHub {
    const github = createMemoryGitHub()
    addPull(github, { number: 4 })
    addReviewComments(github, { id: 800, pull: 4 })
    return github
  }

  it('is a reply, edited in place', async () => {
    const github = memory()
    const client = inReviewThread(github, { pullNumber: 4, commentId: 800 })
    const created = await client.createComment(4, 'working')
    await client.updateComment(created.id, 'done')
    expect(github.replies).toEqual([
      {
        id: created.id,
        pullNumber: 4,
        inReplyTo: 800,
        bodies: ['working', 'done']
      }
    ])
    expect(github.written).toEqual([])
  })

  it('falls back to the conversation when GitHub refuses the reply', async () => {
    const github = memory()
    github.failures.replyToReviewComment = new GitHubRequestError(
      'POST review comment reply failed (404): Not Found',
      404,
      'POST review comment reply'
    )
    const warnings: string[] = []
    const client = inReviewThread(
      github,
      { pullNumber: 4, commentId: 800 },
      (message) => warnings.push(message)
    )
    const created = await client.createComment(4, 'working')
    await client.updateComment(created.id, 'done')
    expect(github.written).toEqual([
      { id: created.id, issueNumber: 4, bodies: ['working', 'done'] }
    ])
    expect(warnings).toEqual([
      'could not reply in the review thread, commenting on the pull request instead: POST review comment reply failed (404): Not Found'
    ])
  })
})
