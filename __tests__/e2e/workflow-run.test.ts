import { describe, expect, it } from '@jest/globals'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import { addPull } from '../../__fixtures__/github-builders.js'
import { addFailedJob } from '../../__fixtures__/github-world/actions-world.js'
import {
  workflowRunEvent,
  type WorkflowRunOptions
} from '../../__fixtures__/github-events.js'
import { type E2E, gitIn, RUN_ID } from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// `workflow_run` through the bundle against the loopback GitHub (issue 19):
// a failed CI run starts a fix, gated before any model call.

const FIX: ScriptStep[] = [READ, EDIT, { text: 'Fixed the month.' }]
const start = e2eSuite()

/** A commit on `branch` in the bare repository with `message`; its sha. */
function commitOn(env: E2E, branch: string, message: string): string {
  const sha = env
    .bare([
      '-c',
      'user.name=tester',
      '-c',
      'user.email=tester@example.com',
      'commit-tree',
      `${branch}^{tree}`,
      '-p',
      branch,
      '-m',
      message
    ])
    .trim()
  env.bare(['update-ref', `refs/heads/${branch}`, sha])
  return sha
}

/** Branch `fix-dates` with pull request 4 by alice, who may write; its head. */
function pullBranch(env: E2E): string {
  env.github.permissions.alice = 'write'
  const head = env.branch('fix-dates', { 'NOTES.md': 'notes\n' })
  addPull(env.github, { number: 4, head: 'fix-dates', author: 'alice' })
  return head
}

const failed = (options: WorkflowRunOptions) =>
  workflowRunEvent({ headBranch: 'fix-dates', pulls: [4], ...options })

const botComments = (env: E2E) =>
  env.github.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]'
  )

const writes = (env: E2E) =>
  env.github.calls.filter(
    (call) => call.method !== 'GET' && !call.path.endsWith('graphql')
  )

describe('workflow_run: a failed CI run', () => {
  it('on a same-repo pull request: the fix is one commit onto its head branch, with the run trailer; the tracking comment on the PR', async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    const result = await env.run(failed({ headSha: head }))
    expect(result.outputs).toMatchObject({
      conclusion: 'changed',
      branch: 'fix-dates'
    })
    expect(env.bare(['rev-parse', 'fix-dates~1']).trim()).toBe(head)
    expect(env.bare(['show', 'fix-dates:src/dates.js'])).toContain(
      'getUTCMonth() + 1'
    )
    const message = env.bare(['log', '-1', '--format=%B', 'fix-dates'])
    expect(message).toMatch(
      new RegExp(`\\n\\nAgent-Action-Run: ${RUN_ID}\\nCo-authored-by: alice`)
    )
    expect(env.github.pulls.size).toBe(1)
    expect(botComments(env).map((comment) => comment.issue_number)).toEqual([4])
    // The task says what failed, where.
    const first = JSON.stringify(env.model.requests[0].messages)
    expect(first).toContain(
      'the workflow \\"CI\\" (.github/workflows/ci.yml) failed on the branch fix-dates'
    )
    expect(first).toContain(head)
    expect(first).toContain('/actions/runs/3001')
  }, 60_000)

  it("the failed job's step and log tail are in the task, and check_log is offered", async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    addFailedJob(env.github.world.actions, env.github.world, {
      sha: head,
      name: 'test (20)',
      failedStep: 'Run npm test',
      log: 'npm test\nnot ok 1 - formats the month\n# expected 12, got 11\n',
      branch: 'fix-dates'
    })
    const result = await env.run(failed({ headSha: head }))
    expect(result.outputs.conclusion).toBe('changed')
    const first = JSON.stringify(env.model.requests[0])
    expect(first).toContain('Run npm test')
    expect(first).toContain('# expected 12, got 11')
    expect(first).toContain('"name":"check_log"')
  }, 60_000)

  it('the branch moved since the failed run: skipped, no model call, nothing written', async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    commitOn(env, 'fix-dates', 'A newer push')
    const result = await env.run(failed({ headSha: head }))
    expect(result.outputs.conclusion).toBe('skipped')
    expect(result.stdout).toContain('the branch moved: fix-dates is at')
    expect(env.model.requests).toHaveLength(0)
    expect(writes(env)).toEqual([])
  }, 60_000)

  it('after max-fix-attempts of its own commits: one comment says it stopped, then silence', async () => {
    const env = await start(FIX)
    pullBranch(env)
    commitOn(env, 'fix-dates', 'agent: fix CI\n\nOne.\n\nAgent-Action-Run: 1')
    const head = commitOn(
      env,
      'fix-dates',
      'agent: fix CI\n\nTwo.\n\nAgent-Action-Run: 2\nCo-authored-by: alice <77+alice@users.noreply.github.com>'
    )
    const inputs = { 'max-fix-attempts': '2' }
    const first = await env.run(failed({ headSha: head }), inputs)
    expect(first.outputs.conclusion).toBe('skipped')
    expect(botComments(env)).toHaveLength(1)
    expect(botComments(env)[0].issue_number).toBe(4)
    expect(botComments(env)[0].body).toContain(
      'stopped fixing CI on `fix-dates`'
    )
    const again = await env.run(failed({ headSha: head, id: 3002 }), inputs)
    expect(again.outputs.conclusion).toBe('skipped')
    expect(botComments(env)).toHaveLength(1)
    expect(env.model.requests).toHaveLength(0)
    // With a higher cap the same branch is fixed.
    const fixed = await env.run(failed({ headSha: head }), {
      'max-fix-attempts': '3'
    })
    expect(fixed.outputs.conclusion).toBe('changed')
  }, 90_000)

  it('a fork head: skipped before any call', async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    const result = await env.run(
      failed({ headSha: head, headRepository: 'mallory/dates' })
    )
    expect(result.outputs.conclusion).toBe('skipped')
    expect(result.stdout).toContain('not this repository')
    expect(env.github.calls).toEqual([])
    expect(env.model.requests).toHaveLength(0)
  }, 60_000)

  it('a triggering actor with read access: skipped, no model call, nothing written', async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    env.github.permissions.bob = 'read'
    const result = await env.run(
      failed({ headSha: head, actor: { login: 'bob', id: 78 } })
    )
    expect(result.outputs.conclusion).toBe('skipped')
    expect(result.stdout).toContain('bob has read permission')
    expect(env.model.requests).toHaveLength(0)
    expect(writes(env)).toEqual([])
    expect(env.bare(['rev-parse', 'fix-dates']).trim()).toBe(head)
  }, 60_000)

  it('on the default branch: the fix as a pull request from <prefix>ci-<run id> into it', async () => {
    const env = await start(FIX)
    env.github.permissions.alice = 'write'
    const main = env.bare(['rev-parse', 'main']).trim()
    addFailedJob(env.github.world.actions, env.github.world, {
      sha: main,
      name: 'test (20)',
      failedStep: 'Run npm test',
      log: 'npm test\nnot ok 1 - formats the month on main\n',
      branch: 'main'
    })
    const result = await env.run(
      workflowRunEvent({ headBranch: 'main', headSha: main })
    )
    // No pull request, yet the task has the failed job and check_log.
    const first = JSON.stringify(env.model.requests[0])
    expect(first).toContain('not ok 1 - formats the month on main')
    expect(first).toContain('"name":"check_log"')
    expect(result.outputs).toMatchObject({
      conclusion: 'changed',
      branch: 'agent/ci-3001'
    })
    expect(env.bare(['rev-parse', 'main']).trim()).toBe(main)
    expect(env.bare(['rev-parse', 'agent/ci-3001~1']).trim()).toBe(main)
    const pulls = [...env.github.pulls.values()]
    expect(pulls).toHaveLength(1)
    expect(pulls[0]).toMatchObject({
      head: { ref: 'agent/ci-3001' },
      base: { ref: 'main' }
    })
    expect(pulls[0].title).toMatch(/fix CI on main/i)
  }, 60_000)

  it('a branch without a pull request: fixed from a checkout of head_sha into a PR onto that branch; another checkout is skipped', async () => {
    const env = await start(FIX)
    env.github.permissions.alice = 'write'
    const head = env.branch('lonely', { 'NOTES.md': 'notes\n' })
    const event = workflowRunEvent({ headBranch: 'lonely', headSha: head })
    // The workspace is on main, as actions/checkout leaves it by default.
    const elsewhere = await env.run(event)
    expect(elsewhere.outputs.conclusion).toBe('skipped')
    expect(elsewhere.stdout).toContain('the checkout of lonely is at')
    expect(env.model.requests).toHaveLength(0)
    expect(env.github.pulls.size).toBe(0)
    gitIn(env.workspace, ['fetch', '-q', env.github.barePath, 'lonely'])
    gitIn(env.workspace, ['checkout', '-q', '--detach', 'FETCH_HEAD'])
    const fixed = await env.run(event)
    expect(fixed.outputs).toMatchObject({
      conclusion: 'changed',
      branch: 'agent/ci-3001'
    })
    expect(env.bare(['rev-parse', 'agent/ci-3001~1']).trim()).toBe(head)
    expect(env.bare(['rev-parse', 'lonely']).trim()).toBe(head)
    expect([...env.github.pulls.values()][0]).toMatchObject({
      head: { ref: 'agent/ci-3001' },
      base: { ref: 'lonely' }
    })
  }, 90_000)

  it("a failed run of the action's own workflow: skipped", async () => {
    const env = await start(FIX)
    const head = pullBranch(env)
    const result = await env.run(
      failed({ headSha: head, path: '.github/workflows/fix-ci.yml' }),
      {},
      {
        env: {
          GITHUB_WORKFLOW_REF:
            'octo/dates/.github/workflows/fix-ci.yml@refs/heads/main'
        }
      }
    )
    expect(result.outputs.conclusion).toBe('skipped')
    expect(result.stdout).toContain('the action never fixes its own runs')
    expect(env.github.calls).toEqual([])
    expect(env.model.requests).toHaveLength(0)
  }, 60_000)
})
