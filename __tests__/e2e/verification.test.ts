import { describe, expect, it } from '@jest/globals'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import {
  type E2E,
  issueCommentEvent,
  type RunResult
} from '../../__fixtures__/e2e-harness.js'
import { EDIT, fix, fixAndTest, READ } from '../../__fixtures__/scripts.js'

/*
 * docs/contract.md: `verify-command` runs on the unchanged tree before the
 * loop and again after the edits, and the output `verification` says what
 * that showed; the Testing part of the final comment, the job summary and
 * the pull request comes from commands that ran, and a summary that says
 * tests pass with nothing to show for it is marked not verified. Through
 * the bundle, on the demo repository (its month is off by one, so
 * `node --test` fails until the fix).
 */

const start = e2eSuite()

/** The pull request's body ('' without one). */
function pullBody(env: E2E): string {
  return [...env.github.pulls.values()][0]?.body ?? ''
}

/** The final comment, the job summary and the pull request's body. */
function surfaces(env: E2E, result: RunResult): string[] {
  return [finalComment(env), result.summary, pullBody(env)]
}

/** All the messages of request `index`, as JSON. */
function sent(env: E2E, index: number): string {
  return JSON.stringify(
    (env.model.requests[index] as { messages: unknown }).messages
  )
}

/** An edit that changes a comment and fixes nothing. */
const COSMETIC = {
  toolCalls: [
    {
      name: 'edit',
      arguments: {
        path: 'src/dates.js',
        old_str: '/** Formats a date as YYYY-MM-DD, in UTC. */',
        new_str: '/** Formats a date as YYYY-MM-DD (UTC). */'
      }
    }
  ]
}

describe('verification', () => {
  it('proven: fails on the unchanged tree, passes after the fix; the model hears of the failure before it edits', async () => {
    const env = aliceFiles(
      await start(fix('Fixed the month; the tests pass now.'))
    )
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'verify-command': 'node --test'
    })
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs.verification).toBe('proven')
    // The edit waited for the run before, so the note is in the request after it.
    expect(sent(env, 2)).toContain(
      'Before any change, the verify command already fails on the unchanged tree (exit 1)'
    )
    for (const surface of surfaces(env, result)) {
      expect(surface).toContain(
        '`node --test`: ✗ exit 1 before the change → ✓ exit 0 after it (proven'
      )
      expect(surface).not.toContain('Not verified')
    }
  }, 60_000)

  it('passes: passes before and after', async () => {
    const env = aliceFiles(await start(fix()))
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'verify-command': 'test -f src/dates.js'
    })
    expect(result.outputs.verification).toBe('passes')
    for (const surface of surfaces(env, result))
      expect(surface).toContain(
        '`test -f src/dates.js`: ✓ exit 0 before the change → ✓ exit 0 after it'
      )
    expect(sent(env, 2)).not.toContain('Before any change')
  }, 60_000)

  it('fails: still failing after the edits; the claim in the summary is marked', async () => {
    const env = aliceFiles(
      await start([
        READ,
        COSMETIC,
        { text: 'Done.' },
        { text: 'Tidied the comment; all tests pass.' }
      ])
    )
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'verify-command': 'node --test'
    })
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs.verification).toBe('fails')
    expect(sent(env, 3)).toContain(
      'The verify command failed after your changes'
    )
    for (const surface of surfaces(env, result)) {
      expect(surface).toContain(
        '`node --test`: ✗ exit 1 before the change → ✗ exit 1 after it (still failing)'
      )
      expect(surface).toContain('**Not verified:** the summary says tests pass')
    }
  }, 60_000)

  it('a run that changed nothing reports the run before as after', async () => {
    const env = aliceFiles(await start([READ, { text: 'Nothing to change.' }]))
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'verify-command': 'node --test'
    })
    expect(result.outputs.conclusion).toBe('no-changes')
    expect(result.outputs.verification).toBe('fails')
    for (const surface of [finalComment(env), result.summary])
      expect(surface).toContain(
        '`node --test`: ✗ exit 1 on the unchanged tree (nothing was changed)'
      )
  }, 60_000)

  it('not-run without a verify command; "tests pass" with no test run is marked not verified', async () => {
    const env = aliceFiles(
      await start([READ, EDIT, { text: 'Fixed the month; all 3 tests pass.' }])
    )
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs.verification).toBe('not-run')
    for (const surface of surfaces(env, result)) {
      expect(surface).toContain(
        '**Not verified:** the summary says tests pass, but no test command passed in this run.'
      )
      expect(surface).not.toContain('verify-command')
    }
  }, 60_000)

  it("the model's own passing test run backs the claim, with its exit code", async () => {
    const env = aliceFiles(
      await start(fixAndTest('Fixed the month; all 3 tests pass.'))
    )
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.verification).toBe('not-run')
    for (const surface of surfaces(env, result)) {
      expect(surface).toContain('✓ Ran `node --test`')
      expect(surface).not.toContain('Not verified')
    }
  }, 60_000)
})
