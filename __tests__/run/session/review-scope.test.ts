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
  it('a 404 from compare is the commit gone: a full review, said as a force-push', async () => {
    const github = createMemoryGitHub()
    github.failures.compareCommits = new GitHubRequestError(
      'Not Found',
      404,
      'GET compare'
    )
    const scope = await loadReviewScope(github, facts, NEW)
    expect(scope?.since).toBeNull()
    expect(scope?.fullReason).toContain('(a force-push)')
  })

  it('another failure is a full review that says GitHub could not compare, never a force-push', async () => {
    const github = createMemoryGitHub()
    github.failures.compareCommits = new GitHubRequestError(
      'Server Error',
      502,
      'GET compare'
    )
    const scope = await loadReviewScope(github, facts, NEW)
    expect(scope?.since).toBeNull()
    expect(scope?.fullReason).toContain(
      'could not be compared (GitHub answered 502)'
    )
    expect(scope?.fullReason).not.toContain('force-push')
    expect(github.calls.map((call) => call.method)).toEqual(['compareCommits'])
  })
})
