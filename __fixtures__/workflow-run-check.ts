/**
 * The workflow lint's rules for a `workflow_run` fix workflow
 * (docs/contract.md, issue 19): it names the workflows whose failures it
 * fixes, answers `completed`, may push, comment and open a pull request
 * with the workflow token, read the failed jobs and their checks, and runs
 * one fix per branch at a time, never cancelling one that may be pushing.
 */

type Permissions = Record<string, string> | string | undefined

/** What of a job the rules read. */
interface RunJob {
  concurrency?: unknown
  steps?: { uses?: string; with?: Record<string, unknown> }[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the token needs for a fix of a failed run, and why. */
const NEEDS: [scope: string, level: 'read' | 'write', why: string][] = [
  ['contents', 'write', 'push the fix'],
  ['pull-requests', 'write', 'open the pull request'],
  ['issues', 'write', 'comment on the pull request'],
  ['actions', 'read', 'read the failed jobs and their logs'],
  ['checks', 'read', "read the head commit's check runs"]
]

/** Problems of a job of a workflow started by `workflow_run` (`on` is the workflow's `on:`). */
export function workflowRunProblems(
  on: unknown,
  job: RunJob,
  permissions: Permissions
): string[] {
  const problems: string[] = []
  const config =
    isObject(on) && isObject(on.workflow_run) ? on.workflow_run : {}
  if (!Array.isArray(config.workflows) || config.workflows.length === 0)
    problems.push('workflow_run names no workflows (workflows: [CI])')
  const has = (scope: string, level: 'read' | 'write'): boolean => {
    if (permissions === 'write-all') return true
    if (permissions === 'read-all') return level === 'read'
    const value = isObject(permissions) ? permissions[scope] : undefined
    return value === 'write' || (level === 'read' && value === 'read')
  }
  for (const [scope, level, why] of NEEDS)
    if (!has(scope, level)) problems.push(`needs ${scope}: ${level} to ${why}`)
  const concurrency = isObject(job.concurrency) ? job.concurrency : {}
  if (
    !/github\.event\.workflow_run\.head_branch/.test(
      String(concurrency.group ?? '')
    )
  )
    problems.push(
      'has no concurrency group per branch (github.event.workflow_run.head_branch)'
    )
  else if (concurrency['cancel-in-progress'] !== false)
    problems.push(
      'may cancel a run that is pushing (cancel-in-progress must be false)'
    )
  return problems
}
