/**
 * The checks and Actions part of a GitHub world: check runs of commits,
 * workflow runs, their jobs with steps and logs, and check run annotations,
 * stored in GitHub's REST shape (`actions-routes.ts` answers them as they
 * are), plus the blob host that serves job logs and what it received.
 */

interface FakeStep {
  name: string
  status: 'completed' | 'in_progress' | 'queued'
  conclusion: string | null
  number: number
}

export interface FakeJob {
  id: number
  run_id: number
  name: string
  head_sha: string
  status: string
  conclusion: string | null
  html_url: string
  steps: FakeStep[]
  /** The job's log text, served by the blob host. */
  log: string
}

export interface FakeWorkflowRun {
  id: number
  name: string
  path: string
  workflow_id: number
  event: string
  status: string
  conclusion: string | null
  head_branch: string
  head_sha: string
  head_repository: { full_name: string } | null
  triggering_actor: { login: string }
  actor: { login: string }
  run_attempt: number
  html_url: string
}

interface FakeAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'notice' | 'warning' | 'failure'
  title: string | null
  message: string
}

export interface FakeCheckRun {
  id: number
  name: string
  head_sha: string
  status: string
  conclusion: string | null
  html_url: string
  details_url: string
  app: { id: number; slug: string; name: string }
  output: { title: string | null; summary: string | null }
  annotations: FakeAnnotation[]
}

export interface ActionsWorld {
  checkRuns: FakeCheckRun[]
  workflowRuns: Map<number, FakeWorkflowRun>
  jobs: Map<number, FakeJob>
  /** Where job logs are served (another loopback port); '' until it listens. */
  blobBase: string
  /** Every request the blob host received, with its Authorization header. */
  blobRequests: { path: string; authorization: string | undefined }[]
}

export function createActionsWorld(): ActionsWorld {
  return {
    checkRuns: [],
    workflowRuns: new Map(),
    jobs: new Map(),
    blobBase: '',
    blobRequests: []
  }
}

/** What a test says about one failed GitHub Actions job. */
interface FailedJobSpec {
  sha: string
  name: string
  /** The step that failed (the steps before it succeeded). */
  failedStep?: string
  log?: string
  annotations?: FakeAnnotation[]
  conclusion?: string
  /** The workflow run it belongs to; a new one when unset. */
  runId?: number
  branch?: string
}

/**
 * Adds a failed GitHub Actions job as GitHub records it: a workflow run
 * (unless given), the job with its steps and log, and its check run (the
 * same id as the job, as on GitHub) with its annotations.
 */
export function addFailedJob(
  actions: ActionsWorld,
  world: { htmlBase: string; nextId(): number; owner: string; repo: string },
  spec: FailedJobSpec
): FakeJob {
  const conclusion = spec.conclusion ?? 'failure'
  const runId = spec.runId ?? world.nextId()
  if (!actions.workflowRuns.has(runId))
    actions.workflowRuns.set(runId, {
      id: runId,
      name: 'CI',
      path: '.github/workflows/ci.yml',
      workflow_id: 77,
      event: 'pull_request',
      status: 'completed',
      conclusion,
      head_branch: spec.branch ?? 'main',
      head_sha: spec.sha,
      head_repository: { full_name: `${world.owner}/${world.repo}` },
      triggering_actor: { login: 'alice' },
      actor: { login: 'alice' },
      run_attempt: 1,
      html_url: `${world.htmlBase}/actions/runs/${runId}`
    })
  const id = world.nextId()
  const html = `${world.htmlBase}/actions/runs/${runId}/job/${id}`
  const failed = spec.failedStep ?? 'Run tests'
  const job: FakeJob = {
    id,
    run_id: runId,
    name: spec.name,
    head_sha: spec.sha,
    status: 'completed',
    conclusion,
    html_url: html,
    steps: [
      {
        name: 'Set up job',
        status: 'completed',
        conclusion: 'success',
        number: 1
      },
      { name: failed, status: 'completed', conclusion, number: 2 },
      {
        name: 'Post job',
        status: 'completed',
        conclusion: 'skipped',
        number: 3
      }
    ],
    log: spec.log ?? ''
  }
  actions.jobs.set(id, job)
  actions.checkRuns.push({
    id,
    name: spec.name,
    head_sha: spec.sha,
    status: 'completed',
    conclusion,
    html_url: html,
    details_url: html,
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    output: { title: null, summary: null },
    annotations: spec.annotations ?? []
  })
  return job
}
