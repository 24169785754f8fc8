/** The progress reporter the comment suites drive, and a client that records its edits. */
import type { GitHubClient } from '../src/github/types.js'
import { createProgressReporter } from '../src/run/progress.js'

type ReporterOptions = Parameters<typeof createProgressReporter>[0]

/**
 * The reporter of a fix run on #7 (run 1, 40 iterations at most), edits as
 * often as it likes, redacting nothing; `fields` over that.
 */
export function testReporter(
  fields: Partial<ReporterOptions> & Pick<ReporterOptions, 'client'>
) {
  return createProgressReporter({
    issueNumber: 7,
    runUrl: 'https://github.test/run/1',
    verb: 'fix',
    maxIterations: 40,
    redact: (text) => text,
    minIntervalMs: 0,
    ...fields
  })
}

/** A client that creates comment 1 at `htmlUrl` and records each edit's body. */
export function editRecorder(htmlUrl: string): {
  client: GitHubClient
  bodies: string[]
} {
  const bodies: string[] = []
  const client = {
    createComment: async () => ({ id: 1, htmlUrl }),
    updateComment: async (_id: number, body: string) => {
      bodies.push(body)
    }
  } as unknown as GitHubClient
  return { client, bodies }
}
