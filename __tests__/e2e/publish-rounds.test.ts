import { describe, expect, it } from '@jest/globals'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import {
  addComments,
  addIssue,
  permit
} from '../../__fixtures__/github-builders.js'
import {
  type E2E,
  issueCommentEvent,
  RUN_ID
} from '../../__fixtures__/e2e-harness.js'
import { criticalChain } from '../../__fixtures__/github-world/rounds.js'
import {
  describeRequests,
  publishPhase
} from '../../__fixtures__/publish-phase.js'

// Issue 17, publishing through the bundle against the loopback GitHub: after
// the model's last reply a fix run delivers in at most 4 sequential round
// trips (push, pull request, final comment beside the review request), and
// a re-run whose branch is already there meets git's `[rejected]` on its
// create-only push and mends it (fetch, rebuild on the branch, push again).

/**
 * The simulated round-trip time of the publishing phase: well above the
 * local work between two requests (a git process, a commit: 200-350 ms
 * on a busy 2-core machine between the PR look-up and the push it goes
 * beside), so requests sent side by side overlap, and the count means
 * round trips.
 */
const RTT_MS = 1500

const BRANCH = `agent/issue-7-${RUN_ID}`

const start = e2eSuite()

async function setup(rttMs = RTT_MS): Promise<{
  env: E2E
  phase: ReturnType<typeof publishPhase>
}> {
  // The script's last reply needs the world the script is served beside.
  const run: { env?: E2E } = {}
  const phase = publishPhase(() => run.env!.github, rttMs)
  const env = await start([READ, EDIT, phase.lastReply('Fixed the month.')])
  run.env = env
  permit(env.github, { alice: 'write' })
  addIssue(env.github)
  addComments(env.github, {})
  return { env, phase }
}

/** The phase's requests, when an assertion on them fails. */
function shown(phase: ReturnType<typeof publishPhase>): string {
  return describeRequests(phase.requests(), phase.start ?? 0)
}

/** The git requests of the phase, by service, in order. */
function gitServices(phase: ReturnType<typeof publishPhase>): string[] {
  return phase
    .requests()
    .map((request) => /git-(upload|receive)-pack/.exec(request.label)?.[0])
    .filter((service): service is string => service !== undefined)
}

describe('publishing round trips', () => {
  it('a fix run publishes in at most 4 sequential round trips after the last model reply', async () => {
    const { env, phase } = await setup()
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    const requests = phase.requests()
    // At most 4 (the phase's requests are printed when not): the push's two
    // requests, then the PR, then the final comment wait for each other;
    // all else goes beside them.
    const counted = { rounds: phase.rounds(), requests: shown(phase) }
    expect(counted).toEqual({ ...counted, rounds: Math.min(counted.rounds, 4) })
    // What the phase is: the push (git's two requests), the pull request,
    // the final comment, and the review request.
    expect(gitServices(phase)).toEqual(['git-receive-pack', 'git-receive-pack'])
    expect(requests.map((request) => request.label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/repos\/.*\/pulls$/),
        expect.stringMatching(/^PATCH \/repos\/.*\/issues\/comments\/\d+$/),
        expect.stringMatching(/\/requested_reviewers$/)
      ])
    )
    // No fewer either: those four cannot be sent side by side.
    expect(counted.rounds).toBe(4)
    // The last round holds the final comment (the review request beside it).
    const chain = criticalChain(requests)
    const last = chain[chain.length - 1]
    const comment = requests.filter((request) =>
      /^PATCH .*\/issues\/comments\//.test(request.label)
    )
    expect(comment[comment.length - 1].end).toBeGreaterThan(last.start)
  }, 90_000)

  it('a re-run finds its branch already pushed with another head: the create-only push is rejected, then it fetches, rebuilds on that head and pushes', async () => {
    // No latency: this one is about what git does, not how long it waits.
    const { env, phase } = await setup(0)
    // An earlier attempt of this run pushed its branch and opened no pull
    // request (it failed after the push): the branch's head is not main.
    const earlier = env.branch(BRANCH, { 'NOTES.md': 'an earlier attempt\n' })
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    // Git's own refusal of the first push: the branch it advertises has a
    // head git does not have, so git sends nothing ("[rejected] (fetch
    // first)"); then the fetch of that head, then the push on top of it.
    expect(gitServices(phase)).toEqual([
      'git-receive-pack',
      'git-upload-pack',
      'git-upload-pack',
      'git-upload-pack',
      'git-receive-pack',
      'git-receive-pack'
    ])
    // The change is pushed, one commit on the earlier head (a fast-forward).
    const head = env.bare(['rev-parse', BRANCH]).trim()
    expect(env.bare(['rev-parse', `${head}^`]).trim()).toBe(earlier)
    expect(env.bare(['show', `${head}:src/dates.js`])).toContain(
      'getUTCMonth() + 1'
    )
    // The tree is this run's: the base with its change, not the earlier
    // attempt's (kept in the history, never forced away).
    expect(env.bare(['diff', '--name-only', 'main', head]).trim()).toBe(
      'src/dates.js'
    )
    const pull = [...env.github.pulls.values()][0]
    expect(pull).toMatchObject({ head: { ref: BRANCH } })
  }, 90_000)
})
