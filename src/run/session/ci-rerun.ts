/**
 * What a fix run for failing CI reruns before and after its change
 * (docs/usage.md, "Fixing red CI"): the first failed GitHub Actions step
 * whose `run:` command can run here, read from the workflow file in the
 * checkout (`failed-step.ts`); none, and the verify command runs instead.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type {
  FailingChecks,
  GitHubClient,
  RerunRefusal,
  RunRequest
} from '../../github/index.js'
import type { RunChecks } from './failing-checks.js'
import { failedStepCommand, type StepCommand } from './failed-step.js'

/** A failed step to rerun, and where it came from. */
export interface CiRerun extends StepCommand {
  step: string
  job: string
  /** The workflow file, `.github/workflows/ci.yml`. */
  workflow: string
}

/** The rerun chosen, and why each other failed step cannot run here. */
export interface RerunChoice {
  rerun: CiRerun | null
  cannot: RerunRefusal[]
}

/** Workflow files read at most; a larger one is not a workflow anyone wrote by hand. */
const MAX_WORKFLOW_BYTES = 512 * 1024
/** Failed jobs whose workflow is looked at. */
const MAX_JOBS = 10

/** A workflow file's path as GitHub names it: under `.github/workflows/`. */
function isWorkflowPath(file: string): boolean {
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(file)
}

/**
 * Reads a workflow file of the checkout `workDir`; null when it is not
 * there, too large, or not a file.
 */
export function checkoutWorkflows(
  workDir: string
): (file: string) => Promise<string | null> {
  return async (file) => {
    if (!isWorkflowPath(file)) return null
    const full = path.join(workDir, file)
    try {
      const info = await stat(full)
      if (!info.isFile() || info.size > MAX_WORKFLOW_BYTES) return null
      return await readFile(full, 'utf8')
    } catch {
      return null
    }
  }
}

/** The first failed step that can run here, in the order the task lists them. */
export async function chooseRerun(
  checks: FailingChecks,
  readWorkflow: (file: string) => Promise<string | null>
): Promise<RerunChoice> {
  const cannot: RerunRefusal[] = []
  for (const job of checks.jobs.slice(0, MAX_JOBS)) {
    if (job.failedStep === null || job.workflowPath === undefined) continue
    const workflow = job.workflowPath
    const source = await readWorkflow(workflow)
    const refuse = (why: string) =>
      cannot.push({ step: job.failedStep ?? '', job: job.name, why })
    if (source === null) {
      refuse(`${workflow} is not in the checkout`)
      continue
    }
    const found = failedStepCommand(source, job.name, job.failedStep)
    if (found.kind === 'cannot') {
      refuse(found.why)
      continue
    }
    return {
      rerun: {
        command: found.command,
        script: found.script,
        step: job.failedStep,
        job: job.name,
        workflow
      },
      cannot
    }
  }
  return { rerun: null, cannot }
}

/**
 * Whether a run fixes failing CI, so that its report says whether CI runs
 * on its push: a `workflow_run` fix, or a fix run whose head has failed
 * check runs.
 */
function fixesFailingCi(
  request: RunRequest,
  checks: RunChecks | null
): boolean {
  if (request.verb !== 'fix') return false
  return (
    request.source === 'workflow-run' ||
    (checks !== null && checks.failing.jobs.length > 0)
  )
}

/**
 * The login the token acts as, asked beside publishing for a run that
 * fixes failing CI (`fixesFailingCi`); null when it cannot be learned.
 */
export function startCiLogin(
  github: GitHubClient,
  request: RunRequest,
  checks: Promise<RunChecks | null>
): Promise<{ login: string | null } | null> {
  return checks.then(
    (read) =>
      fixesFailingCi(request, read)
        ? github.getViewerLogin().then(
            (login) => ({ login: login || null }),
            () => ({ login: null })
          )
        : null,
    () => null
  )
}
