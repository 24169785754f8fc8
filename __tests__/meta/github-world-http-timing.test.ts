import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedOctoDates } from '../../__fixtures__/git-env.js'
import {
  type FakeGitHub,
  startFakeGitHub
} from '../../__fixtures__/github-world/http.js'
import { rounds, within } from '../../__fixtures__/github-world/rounds.js'

// The test GitHub's request times and simulated round trip, which the
// publishing rounds are counted from: REST and git smart HTTP alike.

const TOKEN = 'ghs_timingTestToken0123456789abcdefghijAB'
const LATENCY_MS = 150
let dir: string
let github: FakeGitHub

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'github-timing-'))
  seedOctoDates(dir, { 'a.txt': 'a\n' })
  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: path.join(dir, 'git')
  })
})

afterAll(async () => {
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})

const rest = (route: string) =>
  fetch(`${github.apiUrl}${route}`, {
    headers: { authorization: `token ${TOKEN}` }
  }).then((response) => response.text())

/** `git ls-remote` over smart HTTP (async: the server is in this process). */
const lsRemote = () =>
  new Promise<string>((resolve, reject) =>
    execFile(
      'git',
      [
        '-c',
        `http.extraheader=AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`,
        'ls-remote',
        `${github.serverUrl}/octo/dates.git`
      ],
      { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout) => (error ? reject(error) : resolve(stdout))
    )
  )

describe('the test GitHub times what it answers', () => {
  it('delays REST and git answers by latency.ms, set during the run, and lists both in its timeline', async () => {
    await rest('/repos/octo/dates/pulls')
    const from = performance.now()
    github.latency.ms = LATENCY_MS
    try {
      await rest('/repos/octo/dates/pulls')
      expect(await lsRemote()).toMatch(/\trefs\/heads\/main\n/)
    } finally {
      github.latency.ms = 0
    }
    const before = github.timeline().filter((request) => request.start < from)
    expect(before.map((request) => request.label)).toEqual([
      'GET /repos/octo/dates/pulls'
    ])
    const timed = within(github.timeline(), from)
    expect(timed.map((request) => request.label)).toEqual([
      'GET /repos/octo/dates/pulls',
      'GET /octo/dates.git/info/refs?service=git-upload-pack',
      // Protocol v2: the refs are listed in a second request.
      'POST /octo/dates.git/git-upload-pack'
    ])
    for (const request of timed)
      expect(request.end - request.start).toBeGreaterThanOrEqual(LATENCY_MS - 1)
    // One after another: three round trips.
    expect(rounds(timed)).toBe(3)
  })

  it('counts requests sent side by side as one round', async () => {
    const from = performance.now()
    github.latency.ms = LATENCY_MS
    try {
      await Promise.all([
        rest('/repos/octo/dates/pulls'),
        rest('/repos/octo/dates/issues/1'),
        rest('/repos/octo/dates/pulls/1')
      ])
      await rest('/repos/octo/dates/pulls')
    } finally {
      github.latency.ms = 0
    }
    expect(rounds(within(github.timeline(), from))).toBe(2)
  })
})
