import { describe, expect, it } from '@jest/globals'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import { addPull } from '../../__fixtures__/github-builders.js'
import { addFailedJob } from '../../__fixtures__/github-world/actions-world.js'
import { workflowRunEvent } from '../../__fixtures__/github-events.js'
import { type E2E, issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// Proof in the run itself (issue 19, docs/usage.md "Fixing red CI"): a fix
// for failing CI reruns the failed step's `run:` command, read from the
// workflow file in the checkout, before and after its change, and the
// report says whether CI will rerun on the push. Through the bundle, on
// the demo repository (`node --test` fails until the month is fixed).

const FIX: ScriptStep[] = [READ, EDIT, { text: 'Fixed the month.' }]
const start = e2eSuite()

const WORKFLOW = `name: CI
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
      - name: Test
        run: node --test
`

/** Branch `fix-dates` holding the workflow, PR 4 by alice, its failed job `test`; the head. */
function failingPull(env: E2E, workflow = WORKFLOW): string {
  env.github.permissions.alice = 'write'
  const head = env.branch('fix-dates', {
    'NOTES.md': 'notes\n',
    '.github/workflows/ci.yml': workflow
  })
  addPull(env.github, { number: 4, head: 'fix-dates', author: 'alice' })
  addFailedJob(env.github.world.actions, env.github.world, {
    sha: head,
    name: 'test',
    failedStep: 'Test',
    log: 'not ok 1 - formats the month\n',
    branch: 'fix-dates'
  })
  return head
}

/** The action's newest comment on PR 4, as the login `viewer` wrote it. */
function finalOnPull(env: E2E): string {
  const own = env.github.comments.filter(
    (comment) =>
      comment.user.login === env.github.viewer.login &&
      comment.issue_number === 4
  )
  return own[own.length - 1]?.body ?? ''
}

const RERUN =
  'the failed step `Test` of job `test` in `.github/workflows/ci.yml`, rerun: `node --test`: ✗ exit 1 before the change → ✓ exit 0 after it (proven'

describe('a fix for failing CI proves itself', () => {
  it('workflow_run: the failed step reruns before and after; the report says CI will not run on a push with the default token', async () => {
    const env = await start(FIX)
    const head = failingPull(env)
    const result = await env.run(
      workflowRunEvent({ headBranch: 'fix-dates', pulls: [4], headSha: head })
    )
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs.verification).toBe('proven')
    for (const surface of [finalOnPull(env), result.summary]) {
      expect(surface).toContain(RERUN)
      expect(surface).toContain(
        'CI will not run on this push: pushes with the default GITHUB_TOKEN start no workflow; give the action an App token or a PAT (docs/usage.md#fixing-red-ci)'
      )
    }
  }, 60_000)

  it('a comment fix on a PR with a failed check, with an App token: the step reruns, and CI will run', async () => {
    const env = await start(FIX)
    failingPull(env)
    env.github.viewer.login = 'fixer-app[bot]'
    const result = await env.run(
      issueCommentEvent('/agent fix the failing test', { issue: 4, pr: true })
    )
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs.verification).toBe('proven')
    for (const surface of [finalOnPull(env), result.summary]) {
      expect(surface).toContain(RERUN)
      expect(surface).toContain(
        'CI will run on this push: it was pushed as `fixer-app[bot]`'
      )
    }
  }, 60_000)

  it('a failed step that uses an action cannot rerun: verify-command runs instead', async () => {
    const env = await start(FIX)
    const head = failingPull(
      env,
      WORKFLOW.replace(
        '        run: node --test\n',
        '        uses: some/test-action@v1\n'
      )
    )
    const result = await env.run(
      workflowRunEvent({ headBranch: 'fix-dates', pulls: [4], headSha: head }),
      { 'verify-command': 'node --test' }
    )
    expect(result.outputs.verification).toBe('proven')
    expect(result.summary).toContain(
      'verify-command `node --test`: ✗ exit 1 before the change'
    )
    expect(result.summary).not.toContain(
      'the failed step `Test` of job `test` in'
    )
    // The report says why the failed step did not rerun.
    expect(result.summary).toContain(
      'no failed CI step could be rerun here (the failed step `Test` of job `test`: it uses an action)'
    )
  }, 60_000)
})

describe('the token model of the test GitHub: checks and actions reads', () => {
  it('a token without checks: read gets 403 on the check runs: the task and the reports name checks: read, and the run still fixes', async () => {
    const env = await start(FIX)
    failingPull(env)
    env.github.token.scopes.checks = 'none'
    const result = await env.run(
      issueCommentEvent('/agent fix the failing test', { issue: 4, pr: true })
    )
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.summary).toContain('checks: read')
    expect(JSON.stringify(env.model.requests[0].messages)).toContain(
      'the token lacks `checks: read` (403)'
    )
    // Nothing failing is known: no rerun, no CI line.
    expect(result.outputs.verification).toBe('not-run')
    expect(result.summary).not.toContain('CI will')
  }, 60_000)
})
