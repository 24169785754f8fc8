/**
 * The failing checks of a fix run on a pull request (docs/contract.md):
 * read beside round two, once the pull request's head is known, and the
 * source `check_log` pages through. Nothing here fails a run: what cannot
 * be read (a 403 names the permission, `run/permissions.ts`) becomes a
 * note of the task, and the run goes on without it.
 */
import {
  checkText,
  cleanLog,
  type FailedCheck,
  type FailingChecks,
  type FailingJob,
  type GitHubClient,
  GitHubRequestError,
  type RunRequest
} from '../../github/index.js'
import type { CheckLogSource } from '../../tools/index.js'
import type { RunFacts } from '../load.js'

/** Check runs whose details are read. */
const MAX_READ = 10

/** Why a read failed, in words for the task. */
function why(error: unknown, permission: string): string {
  if (error instanceof GitHubRequestError && error.status === 403)
    return `the token lacks \`${permission}\` (403)`
  return error instanceof GitHubRequestError && error.status
    ? `GitHub answered ${error.status}`
    : 'the request failed'
}

/**
 * The head sha whose checks a run reads: the failed commit of a
 * `workflow_run` fix, a fix run's pull request head, else null.
 */
function failingChecksHead(
  request: RunRequest,
  facts: RunFacts
): string | null {
  if (request.verb !== 'fix') return null
  if (request.source === 'workflow-run') return request.failedRun.headSha
  return facts.pull ? facts.pull.info.head.sha : null
}

/**
 * The failed step of each job of the workflow runs `runIds`, by job id,
 * and each run's workflow file (where the step's command is read:
 * `failed-step.ts`), by run id. Never rejects.
 */
async function readRuns(
  github: GitHubClient,
  runIds: readonly number[],
  knownPaths: ReadonlyMap<number, string>
): Promise<{
  steps: Map<number, string | null>
  paths: Map<number, string>
  jobsError: unknown
}> {
  const steps = new Map<number, string | null>()
  const paths = new Map(knownPaths)
  let jobsError: unknown = null
  await Promise.all([
    ...runIds.map((runId) =>
      github.listRunJobs(runId).then(
        (jobs) => jobs.forEach((job) => steps.set(job.id, job.failedStep)),
        (error: unknown) => void (jobsError ??= error)
      )
    ),
    ...runIds
      .filter((runId) => !paths.has(runId))
      .map((runId) =>
        github.getWorkflowRun(runId).then(
          (run) => void paths.set(runId, run.path),
          () => undefined
        )
      )
  ])
  return { steps, paths, jobsError }
}

/**
 * The failed check runs of `headSha`, each with its annotations, and for
 * GitHub Actions jobs the failed step and the cleaned log. Never rejects.
 */
export async function loadFailingChecks(
  github: GitHubClient,
  headSha: string,
  /** Workflow files already known, by run id (the failed run's payload). */
  knownPaths: ReadonlyMap<number, string> = new Map()
): Promise<FailingChecks> {
  const notes: string[] = []
  let checks: FailedCheck[]
  try {
    checks = await github.listFailedChecks(headSha)
  } catch (error) {
    notes.push(
      `the check runs of the head commit could not be read: ${why(error, 'checks: read')}.`
    )
    return { headSha, jobs: [], notes }
  }
  const read = checks.slice(0, MAX_READ)
  const runIds = [
    ...new Set(read.flatMap((check) => (check.runId ? [check.runId] : [])))
  ]
  const runs = await readRuns(github, runIds, knownPaths)
  const { steps, paths } = runs
  let logError: unknown = null
  const jobs = await Promise.all(
    read.map(async (check): Promise<FailingJob> => {
      const workflowPath =
        check.runId === undefined ? undefined : paths.get(check.runId)
      const [annotations, log] = await Promise.all([
        github.listCheckAnnotations(check.id).catch(() => []),
        check.jobId === undefined
          ? null
          : github.getJobLog(check.jobId).then(cleanLog, (error: unknown) => {
              logError ??= error
              return null
            })
      ])
      return {
        name: check.name,
        conclusion: check.conclusion,
        url: check.htmlUrl || check.detailsUrl,
        ...(check.jobId === undefined ? {} : { jobId: check.jobId }),
        failedStep:
          check.jobId === undefined ? null : (steps.get(check.jobId) ?? null),
        ...(workflowPath === undefined ? {} : { workflowPath }),
        annotations,
        log
      }
    })
  )
  if (runs.jobsError)
    notes.push(
      `the jobs of the failed workflow runs could not be read: ${why(runs.jobsError, 'actions: read')}.`
    )
  if (logError)
    notes.push(
      `the job logs could not be read: ${why(logError, 'actions: read')}; the run goes on without them.`
    )
  const rest = checks.slice(MAX_READ).map((check): FailingJob => ({
    name: check.name,
    conclusion: check.conclusion,
    url: check.htmlUrl,
    failedStep: null,
    annotations: [],
    log: null
  }))
  return { headSha, jobs: [...jobs, ...rest], notes }
}

/** A run's failing checks, and where `check_log` reads their logs. */
export interface RunChecks {
  failing: FailingChecks
  checkLog: CheckLogSource | null
}

/**
 * Starts reading the failing checks once round one's facts say the run is
 * a fix run on a pull request (`failingChecksHead`); null otherwise.
 * Never rejects.
 */
export function startFailingChecks(
  github: GitHubClient,
  request: RunRequest,
  facts: Promise<RunFacts>
): Promise<RunChecks | null> {
  return facts
    .then(async (read) => {
      const head = failingChecksHead(request, read)
      if (head === null) return null
      const known =
        request.source === 'workflow-run'
          ? new Map([[request.failedRun.id, request.failedRun.path]])
          : undefined
      const failing = await loadFailingChecks(github, head, known)
      return { failing, checkLog: checkLogSource(github, failing) }
    })
    .catch(() => null)
}

/**
 * What `check_log` reads: the failing GitHub Actions jobs, their logs
 * cleaned, the ones read for the task kept. Null when no job has a log
 * to read (no tool then).
 */
export function checkLogSource(
  github: GitHubClient,
  checks: FailingChecks | null | undefined
): CheckLogSource | null {
  const jobs = (checks?.jobs ?? []).flatMap((job) =>
    job.jobId === undefined
      ? []
      : // The name as the task lists it: one line, no invisible characters.
        [{ id: job.jobId, name: checkText(job.name), log: job.log }]
  )
  if (jobs.length === 0) return null
  const cache = new Map<number, Promise<string>>()
  for (const job of jobs)
    if (job.log !== null) cache.set(job.id, Promise.resolve(job.log))
  return {
    jobs: jobs.map(({ id, name }) => ({ id, name })),
    read(id) {
      let text = cache.get(id)
      if (!text) {
        text = github.getJobLog(id).then(cleanLog)
        // A failed read is tried again on the next call.
        text.catch(() => cache.delete(id))
        cache.set(id, text)
      }
      return text
    }
  }
}
