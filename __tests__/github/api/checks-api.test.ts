import { MAX_LOG_BYTES } from '../../../src/github/api/checks-api.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addFailedJob } from '../../../__fixtures__/github-world/actions-world.js'
import {
  type FakeGitHub,
  startFakeGitHub
} from '../../../__fixtures__/github-world/http.js'
import { createOctokitClient } from '../../../src/github/api/octokit-client.js'
import {
  missingPermission,
  watchPermissions
} from '../../../src/github/api/permissions.js'
import { GitHubRequestError } from '../../../src/github/types.js'

const TOKEN = 'ghs_checksApiTest0123456789abcdefABCDEF'
const SHA = 'a'.repeat(40)
let dir: string
let github: FakeGitHub

const client = (token = TOKEN) =>
  createOctokitClient({
    owner: 'octo',
    repo: 'dates',
    token,
    baseUrl: github.apiUrl,
    retry: { sleep: async () => {} }
  })

const failingJob = (name: string, log = 'line\n', sha = SHA) =>
  addFailedJob(github.world.actions, github.world, {
    sha,
    name,
    failedStep: 'Run npm test',
    log,
    annotations: [
      {
        path: 'src/dates.test.js',
        start_line: 12,
        end_line: 12,
        annotation_level: 'failure',
        title: 'expected 2 to be 3',
        message: 'AssertionError: expected 2 to be 3'
      }
    ]
  })

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'checks-api-'))
  github = await startFakeGitHub({
    token: TOKEN,
    owner: 'octo',
    repo: 'dates',
    gitRoot: dir
  })
})

afterEach(async () => {
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the test GitHub checks and Actions routes', () => {
  it('need the token, answer 404 for unknown ids and use GitHub field names', async () => {
    const job = failingJob('test (20)')
    const get = (route: string, token = TOKEN) =>
      fetch(`${github.apiUrl}/repos/octo/dates${route}`, {
        headers: { authorization: `token ${token}` },
        redirect: 'manual'
      })
    expect((await get(`/commits/${SHA}/check-runs`, 'wrong')).status).toBe(401)
    const list = (await (await get(`/commits/${SHA}/check-runs`)).json()) as {
      total_count: number
      check_runs: Record<string, unknown>[]
    }
    expect(list.total_count).toBe(1)
    expect(list.check_runs[0]).toMatchObject({
      id: job.id,
      name: 'test (20)',
      head_sha: SHA,
      conclusion: 'failure',
      app: { slug: 'github-actions' },
      output: { annotations_count: 1 }
    })
    const jobs = (await (
      await get(`/actions/runs/${job.run_id}/jobs`)
    ).json()) as {
      jobs: { steps: { name: string; conclusion: string }[] }[]
    }
    expect(jobs.jobs[0].steps[1]).toMatchObject({
      name: 'Run npm test',
      conclusion: 'failure'
    })
    expect(
      (
        (await (await get(`/check-runs/${job.id}/annotations`)).json()) as {
          annotation_level: string
        }[]
      )[0].annotation_level
    ).toBe('failure')
    for (const route of [
      '/actions/runs/999999',
      '/actions/runs/999999/jobs',
      '/actions/jobs/999999/logs',
      '/check-runs/999999/annotations'
    ])
      expect([route, (await get(route)).status]).toEqual([route, 404])
    const logs = await get(`/actions/jobs/${job.id}/logs`)
    expect(logs.status).toBe(302)
    const location = logs.headers.get('location') ?? ''
    expect(new URL(location).origin).not.toBe(new URL(github.apiUrl).origin)
    expect((await fetch(location)).status).toBe(200)
    expect((await fetch(location.replace(/sig=.*/, 'sig=x'))).status).toBe(403)
  })
})

describe('the checks reads of the Octokit client', () => {
  it('lists the failed check runs of a commit with the job and run ids of GitHub Actions ones', async () => {
    const job = failingJob('lint')
    github.world.actions.checkRuns.push({
      ...github.world.actions.checkRuns[0],
      id: 5,
      name: 'green',
      conclusion: 'success'
    })
    github.world.actions.checkRuns.push({
      ...github.world.actions.checkRuns[0],
      id: 6,
      name: 'codecov/patch',
      app: { id: 2, slug: 'codecov', name: 'Codecov' },
      html_url: 'https://codecov.test/x',
      details_url: 'https://codecov.test/x'
    })
    const failed = await client().listFailedChecks(SHA)
    expect(failed).toEqual([
      expect.objectContaining({
        name: 'lint',
        conclusion: 'failure',
        appSlug: 'github-actions',
        jobId: job.id,
        runId: job.run_id
      }),
      expect.objectContaining({ name: 'codecov/patch', appSlug: 'codecov' })
    ])
    expect(failed[1].jobId).toBeUndefined()
  })

  it('reads every page of a long list of check runs', async () => {
    for (let index = 0; index < 130; index += 1) failingJob(`job ${index}`)
    expect((await client().listFailedChecks(SHA)).length).toBe(130)
  })

  it("reads a run's jobs with their failed step, and a check run's annotations", async () => {
    const job = failingJob('test')
    const api = client()
    expect(await api.listRunJobs(job.run_id)).toEqual([
      expect.objectContaining({
        id: job.id,
        name: 'test',
        conclusion: 'failure',
        failedStep: 'Run npm test'
      })
    ])
    expect(await api.listCheckAnnotations(job.id)).toEqual([
      {
        path: 'src/dates.test.js',
        startLine: 12,
        endLine: 12,
        level: 'failure',
        title: 'expected 2 to be 3',
        message: 'AssertionError: expected 2 to be 3'
      }
    ])
    const run = await api.getWorkflowRun(job.run_id)
    expect(run).toMatchObject({
      id: job.run_id,
      headSha: SHA,
      path: '.github/workflows/ci.yml',
      triggeringActor: 'alice'
    })
  })

  it('downloads a job log through the 302 without sending the token to the blob host', async () => {
    const job = failingJob('test', 'one\ntwo\nFAIL src/dates.test.js\n')
    expect(await client().getJobLog(job.id)).toBe(
      'one\ntwo\nFAIL src/dates.test.js\n'
    )
    const apiCall = github.calls.find((call) => call.path.endsWith('/logs'))
    expect(apiCall?.authorization).toBe(`token ${TOKEN}`)
    expect(github.world.actions.blobRequests).toEqual([
      { path: `/job-logs/${job.id}`, authorization: undefined }
    ])
  })

  it('keeps only the newest 4 MiB of a longer log', async () => {
    const line = `${'x'.repeat(1023)}\n`
    const job = failingJob('test', `${line.repeat(5 * 1024)}THE END\n`)
    const log = await client().getJobLog(job.id)
    expect(Buffer.byteLength(log)).toBe(MAX_LOG_BYTES)
    expect(log.endsWith('THE END\n')).toBe(true)
  })

  it('a 403 on the logs or the check runs names actions: read or checks: read', async () => {
    const job = failingJob('test')
    const denied = {
      status: 403,
      message: 'Resource not accessible by integration'
    }
    github.failures[`GET /actions/jobs/${job.id}/logs`] = denied
    github.failures[`GET /commits/${SHA}/check-runs`] = denied
    const found: string[] = []
    const api = watchPermissions(client(), (problem) =>
      found.push(problem.permission)
    )
    const log = await api.getJobLog(job.id).catch((error: unknown) => error)
    expect(log).toBeInstanceOf(GitHubRequestError)
    await expect(api.listFailedChecks(SHA)).rejects.toThrow(/403/)
    expect(found).toEqual(['actions: read', 'checks: read'])
    expect(github.world.actions.blobRequests).toEqual([])
    expect(
      missingPermission(
        'GET job logs',
        403,
        'Resource not accessible by integration'
      )?.fix
    ).toMatch(/`actions: read` under `permissions:`/)
  })
})
