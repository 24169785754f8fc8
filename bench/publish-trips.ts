import { createE2E, issueCommentEvent } from '../__fixtures__/e2e-harness.js'
import { publishPhase } from '../__fixtures__/publish-phase.js'
import { EDIT, READ } from '../__fixtures__/scripts.js'
import { median } from './stats.js'

/** What {@link benchPublishTrips} measured. */
export interface PublishTrips {
  latencyMs: number
  /** The publishing phase with no delay (the local work alone), median ms. */
  baseMs: number
  /** The same with every request answered `latencyMs` later, median ms. */
  slowMs: number
  /** (slow - base) / latency, median of the pairs: the round trips the phase waited for. */
  ratio: number
  /** The smallest and largest ratio of a pair. */
  spread: [number, number]
  /** Round trips on the critical path by the counter (`rounds.ts`), median of the slow runs. */
  rounds: number
}

/**
 * The publishing phase of a fix run on an issue comment (from the model's
 * last request to the last GitHub request: the commit, the push, the pull
 * request, the review request, the final comment), run through the bundle
 * against the loopback GitHub with every request of the phase (REST and
 * git smart HTTP) answered `latencyMs` late, a simulated round trip to
 * github.com. Each such run is paired with one with no delay, the
 * baseline, measured in the same process: the extra time divided by the
 * delay is the number of round trips the phase waited for. The counter's
 * number comes from the slow runs' request times; where local work between
 * two requests sent side by side outlasts the delay it counts them apart,
 * so at a small delay it can exceed the ratio.
 */
export async function benchPublishTrips(
  latencyMs = 50,
  runs = 5
): Promise<PublishTrips> {
  const at = async (latency: number) => {
    const run: { env?: Awaited<ReturnType<typeof createE2E>> } = {}
    const phase = publishPhase(() => run.env!.github, latency)
    const env = await createE2E([READ, EDIT, phase.lastReply('Fixed it.')])
    run.env = env
    try {
      env.github.permissions.alice = 'write'
      env.github.issues.set(7, {
        number: 7,
        title: 'Dates are off by one month',
        body: 'formatDate prints the month zero-based.',
        user: { login: 'alice', id: 77, type: 'User' }
      })
      const result = await env.run(issueCommentEvent('/agent fix the month'))
      if (result.outputs.conclusion !== 'changed')
        throw new Error(
          `bench run ended ${result.outputs.conclusion}: ${result.summary}`
        )
      return {
        ms: phase.elapsedMs(),
        rounds: phase.rounds()
      }
    } finally {
      await env.close()
    }
  }
  await at(0) // warms the disk cache
  const base: number[] = []
  const slow: number[] = []
  const ratios: number[] = []
  const rounds: number[] = []
  // Each delayed run next to its own baseline: the machine's drift between
  // pairs (other work on it) does not enter the difference.
  for (let index = 0; index < runs; index += 1) {
    const plain = await at(0)
    const delayed = await at(latencyMs)
    base.push(plain.ms)
    slow.push(delayed.ms)
    ratios.push((delayed.ms - plain.ms) / latencyMs)
    rounds.push(delayed.rounds)
  }
  return {
    latencyMs,
    baseMs: median(base),
    slowMs: median(slow),
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
    rounds: median(rounds)
  }
}
