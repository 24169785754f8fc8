import { describe, expect, it } from '@jest/globals'
import { loadReviewScope } from '../../../src/run/session/review-scope.js'
import { GitHubRequestError } from '../../../src/github/index.js'
import type { RunFacts } from '../../../src/run/load.js'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'

// docs/contract.md, the incremental-review row: a full review when the
// commit reviewed is gone; any other compare failure is said as what it is.
const OLD = 'a'.repeat(40)
const NEW = 'b'.repeat(40)

const facts = {
  pull: { info: { number: 4, head: { sha: NEW } }, files: [] },
  reviewedSha: OLD,
  reviewComments: []
} as unknown as RunFacts

describe('loadReviewScope', () => {
  it.each([
    [404, 'the head this action last reviewed', '(a force-push)'],
    [502, 'could not be compared (GitHub answered 502)', 'force-push']
  ])(
    'a compare answered %i is a full review said as such',
    async (status, said, notSaid) => {
      const github = createMemoryGitHub()
      github.failures.compareCommits = new GitHubRequestError(
        'failed',
        status,
        'GET compare'
      )
      const scope = await loadReviewScope(github, facts, NEW)
      expect(scope?.since).toBeNull()
      expect(scope?.fullReason).toContain(said)
      if (status !== 404) expect(scope?.fullReason).not.toContain(notSaid)
      else expect(scope?.fullReason).toContain(notSaid)
      expect(github.calls.map((call) => call.method)).toEqual([
        'compareCommits'
      ])
    }
  )
})
