import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addIssue } from '../../__fixtures__/github-builders.js'
import {
  type FakeArtifacts,
  startFakeArtifacts
} from '../../__fixtures__/fake-artifacts.js'
import {
  createE2E,
  type E2E,
  gitIn,
  issueCommentEvent,
  OWNER,
  REPO,
  RUN_ID,
  type RunResult
} from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// docs/security.md item 18 through the bundle: a change that can be neither
// pushed nor posted in full is kept as a workflow artifact, linked from the
// tracking comment and the job summary.

/** 200 KB of text: far more than the comment's 30,000 characters of patch. */
const BIG = Array.from(
  { length: 2000 },
  (_, index) => `line ${index}: ${'lorem ipsum '.repeat(8)}\n`
).join('')

const WRITE_BIG: ScriptStep[] = [
  {
    toolCalls: [
      { name: 'write', arguments: { path: 'data/big.txt', content: BIG } }
    ]
  },
  { text: 'Wrote the data file.' }
]

let e2e: E2E | undefined
let artifacts: FakeArtifacts | undefined
afterEach(async () => {
  await e2e?.close()
  await artifacts?.close()
  e2e = undefined
  artifacts = undefined
})

/** A repository whose pushes a pre-receive hook rejects. */
async function setup(): Promise<E2E> {
  e2e = await createE2E(WRITE_BIG)
  e2e.github.permissions.alice = 'write'
  addIssue(e2e.github, {
    title: 'Add the data file',
    body: 'We need data/big.txt.'
  })
  const hook = path.join(e2e.github.barePath, 'hooks', 'pre-receive')
  writeFileSync(hook, '#!/bin/sh\necho "pushes are frozen" >&2\nexit 1\n', {
    mode: 0o755
  })
  return e2e
}

function trackingComment(env: E2E): string {
  const [tracking] = env.github.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]'
  )
  return tracking.body
}

function expectNoRuntimeToken(
  env: E2E,
  result: RunResult,
  token: string
): void {
  for (const surface of [
    JSON.stringify(env.github.comments),
    result.summary,
    // ::add-mask:: is how the runner learns what to mask; it never shows.
    result.stdout.replace(/^::add-mask::.*$/gm, ''),
    result.stderr,
    result.transcript
  ]) {
    expect(surface).not.toContain(token)
  }
}

describe('a change too large to post is kept as a workflow artifact', () => {
  it('uploads the exact patch of a rejected push and links it', async () => {
    const env = await setup()
    artifacts = await startFakeArtifacts()
    const result = await env.run(
      issueCommentEvent('/agent add the data file'),
      {},
      { env: artifacts.env }
    )
    expect(result.outputs.conclusion).toBe('failed')
    expect(env.bare(['for-each-ref', '--format=%(refname)'])).not.toContain(
      'agent/'
    )

    expect(artifacts.artifacts).toHaveLength(1)
    const [artifact] = artifacts.artifacts
    expect(artifact.name).toBe(`agent-change-${RUN_ID}.patch`)
    // The artifact is the whole change: it applies to the base and gives
    // back the file the agent wrote.
    const check = mkdtempSync(path.join(tmpdir(), 'e2e-apply-'))
    try {
      gitIn(check, ['init', '-q'])
      gitIn(check, ['fetch', '-q', env.github.barePath, 'main'])
      gitIn(check, ['checkout', '-q', 'FETCH_HEAD'])
      writeFileSync(path.join(check, 'change.patch'), artifact.content)
      gitIn(check, ['apply', 'change.patch'])
      expect(readFileSync(path.join(check, 'data/big.txt'), 'utf8')).toBe(BIG)
    } finally {
      rmSync(check, { recursive: true, force: true })
    }

    const url = `${env.github.serverUrl}/${OWNER}/${REPO}/actions/runs/${RUN_ID}/artifacts/${artifact.id}`
    const link = `[agent-change-${RUN_ID}.patch](${url})`
    const comment = trackingComment(env)
    expect(comment).toContain(link)
    expect(comment).toContain('pushes are frozen')
    expect(comment.length).toBeLessThan(65_536)
    expect(result.summary).toContain(link)
    expectNoRuntimeToken(env, result, artifacts.token)
  }, 90_000)

  it('says plainly when there is no artifact service, and the summary keeps the patch', async () => {
    const env = await setup()
    const result = await env.run(issueCommentEvent('/agent add the data file'))
    expect(result.outputs.conclusion).toBe('failed')
    const line =
      'could not be uploaded as a workflow artifact: this runner gives no artifact service (ACTIONS_RESULTS_URL is not set); the job summary has it in full.'
    expect(trackingComment(env)).toContain(line)
    expect(result.summary).toContain(line)
    expect(result.summary).toContain(`+line 1999: ${'lorem ipsum '.repeat(8)}`)
  }, 90_000)
})
