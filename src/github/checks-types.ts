/**
 * The checks and Actions reads of the client (`api/checks-api.ts`): the
 * failed check runs of a commit, a workflow run and its jobs, a check
 * run's annotations and a job's log. Everything they return was written by
 * whoever controls the code CI ran (test output included): untrusted text.
 */

/** A check run of a commit that ended in failure (or timed out, or was cancelled). */
export interface FailedCheck {
  id: number
  name: string
  /** `failure`, `timed_out`, `cancelled`, `action_required`, `startup_failure`. */
  conclusion: string
  htmlUrl: string
  detailsUrl: string
  /** The App that made it: `github-actions` for a GitHub Actions job. */
  appSlug: string
  /** A GitHub Actions check run: its job's id and its workflow run's id. */
  jobId?: number
  runId?: number
}

/** A job of a workflow run, with the first of its steps that failed. */
export interface WorkflowJob {
  id: number
  runId: number
  name: string
  status: string
  conclusion: string | null
  htmlUrl: string
  /** The name of the first failed step, null when none failed. */
  failedStep: string | null
}

/** One annotation of a check run (a file and line, or none, and a message). */
export interface CheckAnnotation {
  path: string
  startLine: number
  endLine: number
  /** `notice`, `warning` or `failure`. */
  level: string
  title: string
  message: string
}

/** A workflow run as `GET …/actions/runs/{id}` gives it. */
export interface WorkflowRunInfo {
  id: number
  name: string
  /** The workflow file, `.github/workflows/ci.yml`. */
  path: string
  workflowId: number
  event: string
  status: string
  conclusion: string | null
  headBranch: string
  headSha: string
  /** `owner/repo` of the head; null when it is gone. */
  headRepoFullName: string | null
  triggeringActor: string
  runAttempt: number
  htmlUrl: string
}

/** The checks and Actions reads of a GitHubClient. */
export interface ChecksClient {
  /** The check runs of `ref` (a sha or a branch) that failed, latest attempt of each. */
  listFailedChecks(ref: string): Promise<FailedCheck[]>
  getWorkflowRun(runId: number): Promise<WorkflowRunInfo>
  /** The jobs of a workflow run's latest attempt. */
  listRunJobs(runId: number): Promise<WorkflowJob[]>
  listCheckAnnotations(checkRunId: number): Promise<CheckAnnotation[]>
  /**
   * A job's log as text (its newest bytes when it is very large). GitHub
   * answers 302 to a blob URL on another host: that one is fetched
   * without the token.
   */
  getJobLog(jobId: number): Promise<string>
}
