/**
 * The checks and Actions reads of the Octokit client (checks-types.ts):
 * the failed check runs of a commit, a workflow run, its jobs, a check
 * run's annotations and a job's log. The log route answers 302 to a blob
 * URL on another host; the redirect is not followed by Octokit (it would
 * carry the request's headers) but fetched here with no credentials, so
 * the token only ever goes to the API host.
 */
import type {
  ChecksClient,
  CheckAnnotation,
  FailedCheck,
  WorkflowJob,
  WorkflowRunInfo
} from '../checks-types.js'
import { GitHubRequestError } from '../types.js'
import { type Api, call } from './octokit-api.js'

/** Conclusions of a check run that count as failed. */
const FAILED = new Set([
  'failure',
  'timed_out',
  'cancelled',
  'action_required',
  'startup_failure'
])
/** Most check runs read of one commit, jobs of one run, annotations of one check run. */
const MAX_ITEMS = 500
const PER_PAGE = 100
/** A log's newest bytes kept: the end is where a failure shows. */
export const MAX_LOG_BYTES = 4 * 1024 * 1024

/** The GitHub Actions job and run ids in a check run's URL (`…/actions/runs/<run>/job/<job>`). */
function actionsIds(
  url: string,
  id: number
): { jobId: number; runId?: number } {
  const run = /\/actions\/runs\/(\d+)/.exec(url)
  const job = /\/job\/(\d+)/.exec(url)
  return {
    jobId: job ? Number(job[1]) : id,
    ...(run ? { runId: Number(run[1]) } : {})
  }
}

interface CheckRunJson {
  id: number
  name: string
  status: string
  conclusion: string | null
  html_url: string | null
  details_url: string | null
  app: { slug?: string } | null
}

function toFailedCheck(run: CheckRunJson): FailedCheck {
  const appSlug = run.app?.slug ?? ''
  const htmlUrl = run.html_url ?? ''
  const detailsUrl = run.details_url ?? htmlUrl
  return {
    id: run.id,
    name: run.name,
    conclusion: run.conclusion ?? '',
    htmlUrl,
    detailsUrl,
    appSlug,
    ...(appSlug === 'github-actions'
      ? actionsIds(htmlUrl || detailsUrl, run.id)
      : {})
  }
}

/** Pages of a list whose items sit under `key` of each answer, until one is short. */
async function pagesOf<T>(
  route: string,
  fetchPage: (page: number) => Promise<{ data: Record<string, unknown> }>,
  key: string
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; items.length < MAX_ITEMS; page += 1) {
    const { data } = await call(route, () => fetchPage(page))
    const got = (data[key] ?? []) as T[]
    items.push(...got)
    if (got.length < PER_PAGE) break
  }
  return items.slice(0, MAX_ITEMS)
}

async function listFailedChecks(
  { octokit, repo }: Api,
  ref: string
): Promise<FailedCheck[]> {
  const runs = await pagesOf<CheckRunJson>(
    'GET check runs',
    (page) =>
      octokit.rest.checks.listForRef({
        ...repo,
        ref,
        filter: 'latest',
        status: 'completed',
        per_page: PER_PAGE,
        page
      }) as never,
    'check_runs'
  )
  return runs
    .filter((run) => run.conclusion !== null && FAILED.has(run.conclusion))
    .map(toFailedCheck)
}

async function getWorkflowRun(
  { octokit, repo }: Api,
  runId: number
): Promise<WorkflowRunInfo> {
  const { data } = await call('GET workflow run', () =>
    octokit.rest.actions.getWorkflowRun({ ...repo, run_id: runId })
  )
  return {
    id: data.id,
    name: data.name ?? '',
    path: data.path,
    workflowId: data.workflow_id,
    event: data.event,
    status: data.status ?? '',
    conclusion: data.conclusion,
    headBranch: data.head_branch ?? '',
    headSha: data.head_sha,
    headRepoFullName: data.head_repository?.full_name ?? null,
    triggeringActor: data.triggering_actor?.login ?? data.actor?.login ?? '',
    runAttempt: data.run_attempt ?? 1,
    htmlUrl: data.html_url
  }
}

interface JobJson {
  id: number
  run_id: number
  name: string
  status: string
  conclusion: string | null
  html_url: string | null
  steps?: { name: string; conclusion: string | null; number: number }[]
}

async function listRunJobs(
  { octokit, repo }: Api,
  runId: number
): Promise<WorkflowJob[]> {
  const jobs = await pagesOf<JobJson>(
    'GET workflow run jobs',
    (page) =>
      octokit.rest.actions.listJobsForWorkflowRun({
        ...repo,
        run_id: runId,
        filter: 'latest',
        per_page: PER_PAGE,
        page
      }) as never,
    'jobs'
  )
  return jobs.map((job) => ({
    id: job.id,
    runId: job.run_id,
    name: job.name,
    status: job.status,
    conclusion: job.conclusion,
    htmlUrl: job.html_url ?? '',
    failedStep:
      job.steps?.find(
        (step) => step.conclusion !== null && FAILED.has(step.conclusion)
      )?.name ?? null
  }))
}

async function listCheckAnnotations(
  { octokit, repo }: Api,
  checkRunId: number
): Promise<CheckAnnotation[]> {
  const { data } = await call('GET check run annotations', () =>
    octokit.rest.checks.listAnnotations({
      ...repo,
      check_run_id: checkRunId,
      per_page: PER_PAGE
    })
  )
  return data.map((item) => ({
    path: item.path,
    startLine: item.start_line,
    endLine: item.end_line,
    level: item.annotation_level ?? '',
    title: item.title ?? '',
    message: item.message ?? ''
  }))
}

/** The newest `MAX_LOG_BYTES` of a body, decoded as UTF-8. */
/** How long the blob host may take to send a log. */
const BLOB_TIMEOUT_MS = 30_000

/**
 * The last `MAX_LOG_BYTES` of a log, read as it streams: memory stays
 * bounded whatever the log's size.
 */
async function tailText(response: Response): Promise<string> {
  const chunks: Buffer[] = []
  let held = 0
  for await (const chunk of response.body ?? []) {
    chunks.push(Buffer.from(chunk as Uint8Array))
    held += chunks[chunks.length - 1].length
    while (chunks.length > 1 && held - chunks[0].length >= MAX_LOG_BYTES)
      held -= chunks.shift()?.length ?? 0
  }
  const bytes = Buffer.concat(chunks)
  return bytes
    .subarray(Math.max(0, bytes.length - MAX_LOG_BYTES))
    .toString('utf8')
}

async function getJobLog(
  { octokit, repo }: Api,
  jobId: number,
  fetchBlob: typeof fetch
): Promise<string> {
  const answer = await call('GET job logs', () =>
    octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
      ...repo,
      job_id: jobId,
      request: { redirect: 'manual' }
    })
  )
  const location = (answer.headers as Record<string, unknown>).location
  if (typeof location !== 'string' || location === '')
    return typeof answer.data === 'string' ? answer.data : ''
  // No headers at all: the blob URL is signed, and it is another host's.
  const blob = await fetchBlob(location, {
    redirect: 'follow',
    signal: AbortSignal.timeout(BLOB_TIMEOUT_MS)
  }).catch((error: unknown) => {
    throw new GitHubRequestError(
      `GET job log blob failed (network error): ${String(error)}`,
      0,
      'GET job log blob'
    )
  })
  if (!blob.ok)
    throw new GitHubRequestError(
      `GET job log blob failed (${blob.status})`,
      blob.status,
      'GET job log blob'
    )
  return tailText(blob)
}

/** The checks and Actions reads on one client's Api. */
export function checksCalls(
  api: Api,
  fetchBlob: typeof fetch = fetch
): ChecksClient {
  return {
    listFailedChecks: (ref) => listFailedChecks(api, ref),
    getWorkflowRun: (runId) => getWorkflowRun(api, runId),
    listRunJobs: (runId) => listRunJobs(api, runId),
    listCheckAnnotations: (id) => listCheckAnnotations(api, id),
    getJobLog: (jobId) => getJobLog(api, jobId, fetchBlob)
  }
}
