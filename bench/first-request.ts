import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import {
  bundleNode,
  createE2E,
  issueCommentEvent
} from '../__fixtures__/e2e-harness.js'
import { median } from './stats.js'

/**
 * Cold start of the committed bundle to its first model request, on an
 * `issue_comment` run against the loopback GitHub and model of the e2e
 * tests: settings, trigger, permission check, reaction, tracking comment,
 * context, workspace and sandbox preparation all happen before it. Measured
 * next to bare `node -e 0` start-up in the same run. `latencyMs`: every
 * GitHub request answered that much later (a round trip to github.com).
 * Outside jest the bundle is dist/, or E2E_BUNDLE_DIR (a build of src/);
 * E2E_NODE picks the Node that runs it, and the bare start-up it is
 * compared with.
 */
export async function benchFirstRequest(
  runs = 7,
  latencyMs = 0
): Promise<{ bareMs: number; firstRequestMs: number; ratio: number }> {
  const firstRequest: number[] = []
  const bare: number[] = []
  for (let index = 0; index < runs + 1; index += 1) {
    let seen = 0
    const env = await createE2E(
      [
        () => {
          seen = performance.now()
          return { text: 'Nothing to change.' }
        }
      ],
      latencyMs > 0 ? { latencyMs } : {}
    )
    try {
      env.github.permissions.alice = 'write'
      env.github.issues.set(7, {
        number: 7,
        title: 'Bench',
        body: 'Bench issue',
        user: { login: 'alice', id: 77, type: 'User' }
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
        throw new Error(
          `bench run ended ${result.outputs.conclusion}: ${result.summary}`
        )
      const bareStart = performance.now()
      // The same Node as runs the bundle: Node 24 starts in half the time of 20.
      spawnSync(bundleNode(), ['-e', '0'])
      const bareMs = performance.now() - bareStart
      // The first iteration warms the disk cache and is not counted.
      if (index > 0) {
        firstRequest.push(seen - started)
        bare.push(bareMs)
      }
    } finally {
      await env.close()
    }
  }
  const bareMs = median(bare)
  const firstRequestMs = median(firstRequest)
  return { bareMs, firstRequestMs, ratio: firstRequestMs / bareMs }
}
