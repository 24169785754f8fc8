/**
 * The checks and Actions routes of the HTTP adapter, strict like GitHub's
 * (the adapter has checked the token; unknown ids answer 404): check runs
 * of a ref, a check run's annotations, a workflow run, its jobs, and a
 * job's logs, which answer 302 to a signed URL on the blob host, another
 * loopback server that records whether anything sent it a token.
 */
import http from 'node:http'
import { listen } from '../loopback.js'
import type {
  ActionsWorld,
  FakeCheckRun,
  FakeJob,
  FakeWorkflowRun
} from './actions-world.js'
import type { Reply, RestRequest, Route } from './http-routes.js'
import { notFound } from './rules.js'
import type { GitHubWorld } from './world.js'

const ok = (body: unknown): Reply => ({ status: 200, body })

/** The repository's REST address, as GitHub's `url` fields give it. */
const repoApi = (world: GitHubWorld, base: string) =>
  `${base}/api/v3/repos/${world.owner}/${world.repo}`

/** One page of `items` under `key`, with `total_count` and GitHub's Link header. */
function pagedUnder(
  key: string,
  items: unknown[],
  base: string,
  request: RestRequest
): Reply {
  const perPage = Math.min(
    100,
    Math.max(1, Number(request.query.per_page) || 30)
  )
  const page = Math.max(1, Number(request.query.page) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number) =>
    `<${base}/api/v3${request.path}?${new URLSearchParams({ ...request.query, per_page: String(perPage), page: String(n) })}>`
  const links =
    page < last
      ? [`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`]
      : []
  return {
    status: 200,
    body: {
      total_count: items.length,
      [key]: items.slice((page - 1) * perPage, page * perPage)
    },
    ...(links.length ? { headers: { link: links.join(', ') } } : {})
  }
}

/** A ref as the check-runs route takes it: a sha, a branch or a tag. */
function shaOf(world: GitHubWorld, ref: string): string {
  if (/^[0-9a-f]{40}$/.test(ref)) return ref
  const sha =
    world.refs.sha(`refs/heads/${ref}`) ?? world.refs.sha(`refs/tags/${ref}`)
  if (!sha) throw new RefusedRef(ref)
  return sha
}

/** GitHub's 422 for a ref it cannot resolve. */
class RefusedRef extends Error {
  constructor(ref: string) {
    super(`No commit found for SHA: ${ref}`)
  }
}

function checkRunJson(run: FakeCheckRun, api: string) {
  const { annotations, ...rest } = run
  return {
    ...rest,
    external_id: String(run.id),
    output: {
      ...run.output,
      text: null,
      annotations_count: annotations.length,
      annotations_url: `${api}/check-runs/${run.id}/annotations`
    }
  }
}

/**
 * A workflow run as `GET …/actions/runs/{id}` answers (GitHub's REST field
 * names: `path`, `head_sha`, `triggering_actor`, `run_attempt`, …).
 */
function workflowRunJson(run: FakeWorkflowRun, api: string) {
  return {
    ...run,
    run_number: run.id % 1000,
    display_title: run.name,
    pull_requests: [],
    check_suite_id: run.id + 1,
    url: `${api}/actions/runs/${run.id}`,
    jobs_url: `${api}/actions/runs/${run.id}/jobs`,
    logs_url: `${api}/actions/runs/${run.id}/logs`
  }
}

/** A job as `GET …/actions/runs/{id}/jobs` lists it (without the fake's log). */
function jobJson(world: GitHubWorld, job: FakeJob, base: string) {
  const api = repoApi(world, base)
  const { log: _log, ...fields } = job
  const run = world.actions.workflowRuns.get(job.run_id)
  return {
    ...fields,
    run_url: `${api}/actions/runs/${job.run_id}`,
    run_attempt: run?.run_attempt ?? 1,
    workflow_name: run?.name ?? null,
    head_branch: run?.head_branch ?? null,
    check_run_url: `${api}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_name: 'GitHub Actions 1',
    started_at: '2026-01-01T00:00:00Z',
    completed_at: '2026-01-01T00:01:00Z',
    steps: job.steps.map((step) => ({
      ...step,
      started_at: '2026-01-01T00:00:00Z',
      completed_at: '2026-01-01T00:00:30Z'
    }))
  }
}

function checkRuns(
  world: GitHubWorld,
  ref: string,
  request: RestRequest,
  base: string
): Reply {
  let sha: string
  try {
    sha = shaOf(world, decodeURIComponent(ref))
  } catch (error) {
    if (!(error instanceof RefusedRef)) throw error
    return { status: 422, body: { message: error.message } }
  }
  const { status, check_name: name } = request.query
  const runs = world.actions.checkRuns.filter(
    (run) =>
      run.head_sha === sha &&
      (!status || run.status === status) &&
      (!name || run.name === name)
  )
  return pagedUnder(
    'check_runs',
    runs.map((run) => checkRunJson(run, repoApi(world, base))),
    base,
    request
  )
}

function known<T>(value: T | undefined): T {
  if (value === undefined) throw notFound()
  return value
}

/** The routes, `<repo>` standing for `/repos/<owner>/<repo>`. */
export const ACTIONS_ROUTES: Route[] = [
  [
    'GET',
    '<repo>/commits/([^/]+)/check-runs',
    (world, [ref], request, base) => checkRuns(world, ref, request, base)
  ],
  [
    'GET',
    '<repo>/check-runs/(\\d+)/annotations',
    (world, [id]) => {
      const run = known(
        world.actions.checkRuns.find((item) => item.id === Number(id))
      )
      return ok(
        run.annotations.map((item) => ({
          ...item,
          start_column: null,
          end_column: null,
          raw_details: null,
          blob_href: `${world.htmlBase}/blob/${run.head_sha}/${item.path}`
        }))
      )
    }
  ],
  [
    'GET',
    '<repo>/actions/runs/(\\d+)',
    (world, [id], _request, base) =>
      ok(
        workflowRunJson(
          known(world.actions.workflowRuns.get(Number(id))),
          repoApi(world, base)
        )
      )
  ],
  [
    'GET',
    '<repo>/actions/runs/(\\d+)/jobs',
    (world, [id], request, base) => {
      known(world.actions.workflowRuns.get(Number(id)))
      const jobs = [...world.actions.jobs.values()]
        .filter((job) => job.run_id === Number(id))
        .map((job) => jobJson(world, job, base))
      return pagedUnder('jobs', jobs, base, request)
    }
  ],
  [
    'GET',
    '<repo>/actions/jobs/(\\d+)/logs',
    (world, [id]) => {
      known(world.actions.jobs.get(Number(id)))
      return {
        status: 302,
        body: null,
        headers: {
          location: `${world.actions.blobBase}/job-logs/${id}?sig=signed-${id}`
        }
      }
    }
  ]
]

/**
 * The blob host: `GET /job-logs/<id>?sig=signed-<id>` answers the job's log
 * as text/plain; anything else, or a wrong signature, 403 as a storage
 * host does. Every request is recorded with its Authorization header.
 */
export async function startBlobHost(
  actions: ActionsWorld
): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    actions.blobRequests.push({
      path: url.pathname,
      authorization: req.headers.authorization
    })
    const id = /^\/job-logs\/(\d+)$/.exec(url.pathname)?.[1]
    const job = id ? actions.jobs.get(Number(id)) : undefined
    if (!job || url.searchParams.get('sig') !== `signed-${id}`) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      res.end('<Error><Code>AuthenticationFailed</Code></Error>')
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(job.log)
  })
  const listening = await listen(server)
  actions.blobBase = listening.origin
  return { close: listening.close }
}
