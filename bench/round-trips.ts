import { performance } from 'node:perf_hooks'
import { createE2E, issueCommentEvent } from '../__fixtures__/e2e-harness.js'
import { median } from './stats.js'

/**
 * The critical path of an `issue_comment` run on github.com, where every
 * REST call is a round trip: how many sequential round trips come before
 * the 👀 is visible and before the first model request. The loopback
 * GitHub answers each request after a fixed delay; a run with no delay is
 * the baseline measured in the same run, so the extra time divided by the
 * delay is the number of round trips on the path.
 */
export async function benchRoundTrips(
  latencyMs = 200,
  runs = 3
): Promise<{ latencyMs: number; eyes: number; firstRequest: number }> {
  const at = async (latency: number) => {
    let modelAt = 0
    const env = await createE2E(
      [
        () => {
          modelAt = performance.now()
          return { text: 'Nothing to change.' }
        }
      ],
      { latencyMs: latency }
    )
    try {
      env.github.permissions.alice = 'write'
      env.github.permissions.bob = 'read'
      env.github.issues.set(7, {
        number: 7,
        title: 'Bench',
        body: 'Bench issue',
        user: { login: 'bob', id: 78, type: 'User' }
      })
      env.github.comments.push({
        id: 5001,
        issue_number: 7,
        body: '/agent fix',
        user: { login: 'alice', id: 77, type: 'User' },
        created_at: '2026-11-30T00:00:00Z',
        html_url: 'x'
      })
      const started = performance.now()
      const result = await env.run(issueCommentEvent('/agent fix the bench'))
      if (result.outputs.conclusion !== 'no-changes')
        throw new Error(`bench run ended ${result.outputs.conclusion}`)
      const eyes = env.github.calls.find(
        (call) => call.method === 'POST' && call.path.endsWith('/reactions')
      )
      return {
        eyesMs: (eyes?.answeredAt ?? Number.NaN) - started,
        modelMs: modelAt - started
      }
    } finally {
      await env.close()
    }
  }
  await at(0) // warms the disk cache
  const base: { eyesMs: number; modelMs: number }[] = []
  const slow: { eyesMs: number; modelMs: number }[] = []
  for (let index = 0; index < runs; index += 1) {
    base.push(await at(0))
    slow.push(await at(latencyMs))
  }
  const rounds = (key: 'eyesMs' | 'modelMs') =>
    (median(slow.map((run) => run[key])) -
      median(base.map((run) => run[key]))) /
    latencyMs
  return { latencyMs, eyes: rounds('eyesMs'), firstRequest: rounds('modelMs') }
}
