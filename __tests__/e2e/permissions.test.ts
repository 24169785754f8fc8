import { describe, expect, it } from '@jest/globals'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import {
  issueCommentEvent,
  type RunResult
} from '../../__fixtures__/e2e-harness.js'
import { fix } from '../../__fixtures__/scripts.js'

/*
 * docs/contract.md, "Every run, whatever happens": a 403 on a write names
 * the permission it lacks, or the repository setting, as an ::error:: in
 * the job log and in the job summary. The test GitHub enforces the token's
 * permissions as GitHub does (__fixtures__/github-world/token-permissions.ts):
 * "Resource not accessible by integration", which names none.
 */

const start = e2eSuite()

function expectNamed(result: RunResult, permission: string): void {
  expect(result.stdout).toContain(
    `::error::the workflow's token lacks ${permission}`
  )
  expect(result.summary).toContain(
    `**Missing permission:** the workflow's token lacks \`${permission}\``
  )
  expect(result.summary).toContain(
    `add \`${permission}\` under \`permissions:\``
  )
}

describe('a 403 names the permission it lacks', () => {
  it('without issues: write: an error and the summary say so, and the pull request still opens', async () => {
    const env = aliceFiles(await start(fix()))
    env.github.token.scopes.issues = 'read'
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expectNamed(result, 'issues: write')
    // Said once, though the reaction and the comment were both refused.
    expect(result.stdout.split('lacks issues: write').length - 1).toBe(1)
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.github.pulls.size).toBe(1)
    expect(env.github.comments.some((c) => c.user.type === 'Bot')).toBe(false)
  }, 60_000)

  it('without contents: write: the push is refused, named, and the change kept as a patch', async () => {
    const env = aliceFiles(await start(fix()))
    env.github.token.scopes.contents = 'read'
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('failed')
    expectNamed(result, 'contents: write')
    const comment = finalComment(env)
    expect(comment).toContain(
      'Failed: the push was rejected: the token lacks `contents: write`'
    )
    expect(comment).toContain('git apply')
    expect(env.github.pulls.size).toBe(0)
  }, 60_000)

  it('without pull-requests: write: the pull request is refused, named, with the compare link', async () => {
    const env = aliceFiles(await start(fix()))
    env.github.token.scopes['pull-requests'] = 'read'
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expectNamed(result, 'pull-requests: write')
    const comment = finalComment(env)
    expect(comment).toContain('lacks pull-requests: write')
    expect(comment).toContain('open it from the compare view')
  }, 60_000)

  it('with the repository setting off: the setting is named', async () => {
    const env = aliceFiles(await start(fix()))
    env.github.token.actionsMayCreatePulls = false
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    const setting = '"Allow GitHub Actions to create and approve pull requests"'
    expect(result.stdout).toContain(
      `::error::the workflow's token lacks ${setting}`
    )
    expect(result.summary).toContain('**Missing setting:**')
    expect(result.summary).toContain(`turn on ${setting}`)
    expect(finalComment(env)).toContain(setting)
  }, 60_000)
})

describe('a skip the configuration causes is a warning', () => {
  it.each([
    [
      'workflow_dispatch',
      'a workflow_dispatch run needs an instruction: set the prompt input'
    ],
    ['push', 'the push event is not supported without a prompt input']
  ])(
    '%s without prompt',
    async (name, said) => {
      const env = aliceFiles(await start([]))
      const result = await env.run({ name, payload: {} })
      expect(result.outputs.conclusion).toBe('skipped')
      expect(result.exitCode).toBe(0)
      expect(result.stdout).toContain(
        `::warning::agent-action skipped: ${said}`
      )
      expect(env.model.requests).toHaveLength(0)
    },
    30_000
  )

  it('a comment without the trigger skips quietly', async () => {
    const env = aliceFiles(await start([]))
    const result = await env.run(issueCommentEvent('thanks for the fix'))
    expect(result.outputs.conclusion).toBe('skipped')
    expect(result.stdout).not.toContain('::warning::')
  }, 30_000)

  it('an input error links the run, never an empty [run log]()', async () => {
    const env = aliceFiles(await start([]))
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'max-iterations': 'many'
    })
    expect(result.outputs.conclusion).toBe('failed')
    expect(result.summary).not.toContain('[run log]()')
    expect(result.summary).toMatch(
      /\[run log\]\(http:\/\/[^)]+\/actions\/runs\/\d+\)/
    )
  }, 30_000)
})
