/**
 * The permissions a run lacked (docs/contract.md: a 403 on a write names
 * the permission it lacks, in the job log as an error and in the job
 * summary): each one an `::error::` the first time it shows, and all of
 * them in the report, a rejected push's `contents: write` included.
 */
import {
  type PermissionProblem,
  pushPermission,
  type RunReport
} from '../github/index.js'
import type { RunLog } from './context.js'

/** Collects the problems of one run; `into` adds them to its report. */
export function createPermissionLog(log: Pick<RunLog, 'error'>): {
  add: (problem: PermissionProblem) => void
  into: (report: RunReport) => RunReport
} {
  const seen = new Map<string, PermissionProblem>()
  const add = (problem: PermissionProblem): void => {
    if (seen.has(problem.permission)) return
    seen.set(problem.permission, problem)
    log.error(
      `the workflow's token lacks ${problem.permission} (${problem.route} answered 403): ${problem.fix}`
    )
  }
  return {
    add,
    into(report) {
      const push = report.pushError ? pushPermission(report.pushError) : null
      if (push) add(push)
      return seen.size === 0
        ? report
        : { ...report, permissions: [...seen.values()] }
    }
  }
}
