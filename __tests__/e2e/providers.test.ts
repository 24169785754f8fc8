import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { aliceFiles, e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { type E2E, issueCommentEvent } from '../../__fixtures__/e2e-harness.js'

// Provider shapes of docs/loop.md §8.3 through the bundle: the recorded
// streams of __fixtures__/sse/ as the model's replies.

const start = e2eSuite()

const recorded = (name: string): Buffer =>
  readFileSync(new URL(`../../__fixtures__/sse/${name}`, import.meta.url))

function trackingComment(env: E2E): string {
  const comments = env.github.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]'
  )
  return comments[comments.length - 1]?.body ?? ''
}

describe('provider reply shapes end to end', () => {
  it('Mistral content parts: the text parts are the answer in the final comment, the thinking is not', async () => {
    const env = aliceFiles(
      await start([{ sse: recorded('mistral-thinking-parts.sse') }])
    )
    const result = await env.run(issueCommentEvent('/agent ask what is 2 + 2?'))
    expect(result.outputs.conclusion).toBe('answered')
    const comment = trackingComment(env)
    expect(comment).toContain('2 + 2 = 4')
    expect(comment).not.toContain('The user asks')
    expect(result.outputs.summary).toContain('2 + 2 = 4')
  }, 60_000)

  it('xAI reasoning tokens outside completion_tokens: counted in completion-tokens and cost-usd', async () => {
    const env = aliceFiles(
      await start([{ sse: recorded('xai-reasoning-usage.sse') }])
    )
    const result = await env.run(
      issueCommentEvent('/agent ask what is 2 + 2?'),
      { 'token-price': '1.00,1000.00' }
    )
    expect(result.outputs.conclusion).toBe('answered')
    expect(trackingComment(env)).toContain('4')
    expect(env.model.requests).toHaveLength(1)
    // 2 completion + 340 reasoning tokens, billed as output.
    expect(result.outputs['completion-tokens']).toBe('342')
    expect(result.outputs['prompt-tokens']).toBe('15')
    expect(Number(result.outputs['cost-usd'])).toBeCloseTo(
      (15 * 1 + 342 * 1000) / 1_000_000,
      6
    )
  }, 60_000)
})
