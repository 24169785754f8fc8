import { describe, expect, it } from '@jest/globals'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'
import {
  addComments,
  addPull,
  permit
} from '../../../__fixtures__/github-builders.js'
import {
  workflowRunEvent,
  requestOf
} from '../../../__fixtures__/github-events.js'
import type { WorkflowRunOptions } from '../../../__fixtures__/github-events.js'
import { gateFailedRun } from '../../../src/run/trust/ci-gate.js'
import {
  hasRunTrailer,
  runTrailer
} from '../../../src/github/publish/run-trailer.js'
import type { WorkflowRunRequest } from '../../../src/github/index.js'

// The gate of a failed CI run (docs/security.md item 15): one round of
// reads, then run, refuse, skip, or stop with one comment.

const SHA = 'a'.repeat(40)
const own = (n: number) => ({
  sha: String(n).repeat(40).slice(0, 40),
  message: `agent: fix CI on fix-dates\n\nFixed it.\n\n${runTrailer(`90${n}`)}\n`
})
const human = { sha: 'f'.repeat(40), message: 'Add dates\n\nBy hand.' }

function world(
  commits: { sha: string; message: string }[],
  head: string | null = SHA
) {
  const github = createMemoryGitHub()
  github.world.refs = {
    ...github.world.refs,
    sha: (ref) => (ref === 'refs/heads/fix-dates' ? head : null),
    log: (ref, count) =>
      ref === 'refs/heads/fix-dates' ? commits.slice(0, count) : []
  }
  permit(github, { alice: 'write', reader: 'read' })
  return github
}

const asked = (options: WorkflowRunOptions = {}) =>
  requestOf(
    workflowRunEvent({ headSha: SHA, ...options })
  ) as WorkflowRunRequest

describe('the gate of a failed CI run', () => {
  it('runs on the branch of the pull request the payload names, all reads in one round', async () => {
    const github = world([human])
    addPull(github, { number: 4, head: 'fix-dates' })
    const gate = await gateFailedRun(github, asked({ pulls: [4] }), 3)
    expect(gate).toMatchObject({
      kind: 'go',
      trust: { kind: 'trusted' },
      request: { issueNumber: 4, isPullRequest: true }
    })
    expect(github.rounds).toBe(1)
    expect(github.calls.map((call) => call.method).sort()).toEqual([
      'findOpenPull',
      'getBranchSha',
      'getPermission',
      'listBranchCommits'
    ])
  })

  it('a pull request the payload names that is closed now: a branch without a pull request, and no stop comment on it', async () => {
    const github = world([human])
    addPull(github, { number: 4, head: 'fix-dates', state: 'closed' })
    const gate = await gateFailedRun(github, asked({ pulls: [4] }), 3)
    expect(gate).toMatchObject({
      kind: 'go',
      request: { issueNumber: null, isPullRequest: false }
    })
    const stopped = world([own(1), own(2)])
    addPull(stopped, { number: 4, head: 'fix-dates', state: 'closed' })
    const skip = await gateFailedRun(stopped, asked({ pulls: [4] }), 2)
    expect(skip.kind).toBe('skip')
    expect(stopped.written).toEqual([])
  })

  it('finds the open pull request of the branch when the payload names none', async () => {
    const github = world([human])
    addPull(github, { number: 9, head: 'fix-dates' })
    const gate = await gateFailedRun(github, asked(), 3)
    expect(gate).toMatchObject({
      kind: 'go',
      request: { issueNumber: 9, isPullRequest: true }
    })
    const none = await gateFailedRun(world([human]), asked(), 3)
    expect(none).toMatchObject({
      kind: 'go',
      request: { issueNumber: null, isPullRequest: false }
    })
  })

  it('refuses a triggering actor without write access', async () => {
    const github = world([human])
    const gate = await gateFailedRun(
      github,
      asked({ actor: { login: 'reader' } }),
      3
    )
    expect(gate).toEqual({
      kind: 'refused',
      reason:
        'reader has read permission on this repository; only collaborators with write, maintain or admin permission can start the agent (the triggering actor of the failed run)'
    })
    expect(github.written).toEqual([])
  })

  it('skips when the branch moved or is gone', async () => {
    const moved = await gateFailedRun(
      world([human], 'b'.repeat(40)),
      asked(),
      3
    )
    expect(moved).toEqual({
      kind: 'skip',
      reason: `the branch moved: fix-dates is at ${'b'.repeat(12)}, not at the failed commit ${'a'.repeat(12)}`
    })
    const gone = await gateFailedRun(world([human], null), asked(), 3)
    expect(gone).toEqual({
      kind: 'skip',
      reason: 'the branch fix-dates is gone'
    })
  })

  it('stops after max-fix-attempts of its own commits: one comment, then silence', async () => {
    const github = world([own(1), own(2), own(3), human])
    addPull(github, { number: 4, head: 'fix-dates' })
    const first = await gateFailedRun(github, asked({ pulls: [4] }), 3)
    expect(first).toEqual({
      kind: 'skip',
      reason:
        'the last 3 commits of fix-dates are fixes by this action and CI still fails: no further fix run on this branch (max-fix-attempts)'
    })
    expect(github.written).toHaveLength(1)
    expect(github.written[0].issueNumber).toBe(4)
    expect(github.written[0].bodies[0]).toContain(
      'stopped fixing CI on `fix-dates`'
    )
    expect(github.written[0].bodies[0]).toContain('max-fix-attempts: 3')
    const again = await gateFailedRun(github, asked({ pulls: [4] }), 3)
    expect(again.kind).toBe('skip')
    expect(github.written).toHaveLength(1)
  })

  it('a stop comment by someone else does not silence it', async () => {
    const github = world([own(1), own(2)])
    addPull(github, { number: 4, head: 'fix-dates' })
    addComments(github, {
      issue: 4,
      id: 77,
      body: `<!-- agent-action -->\n<!-- agent-action:fix-attempts-stopped ${SHA} -->`,
      author: 'mallory'
    })
    await gateFailedRun(github, asked({ pulls: [4] }), 2)
    expect(github.written).toHaveLength(1)
  })

  it('fewer own commits than the cap, or one by a person among them: it runs', async () => {
    for (const commits of [
      [own(1), own(2)],
      [own(1), human, own(2)]
    ])
      expect((await gateFailedRun(world(commits), asked(), 3)).kind).toBe('go')
  })
})

describe('the run trailer', () => {
  it('is found in the last paragraph of a commit message only', () => {
    expect(runTrailer('123')).toBe('Agent-Action-Run: 123')
    expect(hasRunTrailer(own(1).message)).toBe(true)
    expect(
      hasRunTrailer('fix\n\nAgent-Action-Run: 1\nCo-authored-by: a <a@b>')
    ).toBe(true)
    expect(hasRunTrailer('fix\n\nAgent-Action-Run: 1\n\nmore text')).toBe(false)
    expect(hasRunTrailer(human.message)).toBe(false)
  })
})
