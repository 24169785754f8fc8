/**
 * The checks and Actions calls of the memory adapter, on the same world as
 * the HTTP routes (`actions-routes.ts`): a GitHubClient's ChecksClient part.
 */
import type {
  ChecksClient,
  FailedCheck
} from '../../src/github/checks-types.js'
import { notFound } from './rules.js'
import type { GitHubWorld, Answer } from './world.js'

const FAILED = ['failure', 'timed_out', 'cancelled', 'action_required']

function known<T>(value: T | undefined): T {
  if (value === undefined) throw notFound()
  return value
}

export function checksMethods(
  world: GitHubWorld,
  answer: Answer
): ChecksClient {
  const { actions } = world
  return {
    listFailedChecks: (ref) =>
      answer('listFailedChecks', 'GET check runs', [ref], () =>
        actions.checkRuns
          .filter(
            (run) =>
              run.head_sha === ref && FAILED.includes(run.conclusion ?? '')
          )
          .map((run): FailedCheck => ({
            id: run.id,
            name: run.name,
            conclusion: run.conclusion ?? '',
            htmlUrl: run.html_url,
            detailsUrl: run.details_url,
            appSlug: run.app.slug,
            ...(run.app.slug === 'github-actions'
              ? {
                  jobId: run.id,
                  runId: actions.jobs.get(run.id)?.run_id
                }
              : {})
          }))
      ),
    getWorkflowRun: (runId) =>
      answer('getWorkflowRun', 'GET workflow run', [runId], () => {
        const run = known(actions.workflowRuns.get(runId))
        return {
          id: run.id,
          name: run.name,
          path: run.path,
          workflowId: run.workflow_id,
          event: run.event,
          status: run.status,
          conclusion: run.conclusion,
          headBranch: run.head_branch,
          headSha: run.head_sha,
          headRepoFullName: run.head_repository?.full_name ?? null,
          triggeringActor: run.triggering_actor.login,
          runAttempt: run.run_attempt,
          htmlUrl: run.html_url
        }
      }),
    listRunJobs: (runId) =>
      answer('listRunJobs', 'GET workflow run jobs', [runId], () => {
        known(actions.workflowRuns.get(runId))
        return [...actions.jobs.values()]
          .filter((job) => job.run_id === runId)
          .map((job) => ({
            id: job.id,
            runId: job.run_id,
            name: job.name,
            status: job.status,
            conclusion: job.conclusion,
            htmlUrl: job.html_url,
            failedStep:
              job.steps.find((step) => FAILED.includes(step.conclusion ?? ''))
                ?.name ?? null
          }))
      }),
    listCheckAnnotations: (id) =>
      answer('listCheckAnnotations', 'GET check run annotations', [id], () =>
        known(actions.checkRuns.find((run) => run.id === id)).annotations.map(
          (item) => ({
            path: item.path,
            startLine: item.start_line,
            endLine: item.end_line,
            level: item.annotation_level,
            title: item.title ?? '',
            message: item.message
          })
        )
      ),
    getJobLog: (jobId) =>
      answer(
        'getJobLog',
        'GET job logs',
        [jobId],
        () => known(actions.jobs.get(jobId)).log
      )
  }
}
