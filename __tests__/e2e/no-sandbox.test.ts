import { describe, expect, it } from '@jest/globals'
import { mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import { issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import {
  failingBwrap,
  failingSudo
} from '../../__fixtures__/sandbox-helpers.js'
import { fix } from '../../__fixtures__/scripts.js'

/*
 * docs/contract.md: when bash is not available, the model is told so at
 * the start and the report says it first. Through the bundle, on a runner
 * where no sandbox works (a bwrap that fails and a sudo that asks for a
 * password first on PATH, as on a runner without either).
 */

const start = e2eSuite()

describe('no sandbox, said first', () => {
  it('the first request says there is no shell; the first line under the status says no bash and how to enable it', async () => {
    const env = aliceFiles(
      await start(fix('Fixed the month; the tests should pass.'))
    )
    const bin = path.join(env.dir, 'no-sandbox-bin')
    mkdirSync(bin)
    renameSync(await failingBwrap(bin), path.join(bin, 'bwrap'))
    renameSync(await failingSudo(bin), path.join(bin, 'sudo'))
    const result = await env.run(
      issueCommentEvent('/agent fix the month'),
      { 'verify-command': 'node --test' },
      { env: { PATH: `${bin}:${process.env.PATH ?? ''}` } }
    )
    expect(result.outputs.conclusion).toBe('changed')
    const first = JSON.stringify(env.model.requests[0])
    expect(first).toContain('There is no shell in this run')
    expect(first).not.toContain('"name":"bash"')
    const comment = finalComment(env)
    // The status, its links line, then the no-bash line before anything else.
    // (the marker, the status, its links, then this line)
    const [, , , third] = comment.split('\n').filter(Boolean)
    expect(third).toMatch(
      /^> ⚠️ no bash: no sandbox works here \(.*\); set sandbox: none/
    )
    const summary = result.summary.split('\n').filter(Boolean)
    expect(summary[2]).toMatch(/^> ⚠️ no bash: no sandbox works here/)
    // The verify command could not run either, and the output says so.
    expect(result.outputs.verification).toBe('not-run')
    expect(comment).toContain(
      '`node --test`: not run (no sandbox could run it here)'
    )
  }, 60_000)
})
