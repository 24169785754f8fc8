/**
 * `workflow_run`: a failed CI run of this repository starts a fix
 * (docs/contract.md, docs/security.md item 15). Pure: everything decided
 * here comes from the payload. A run that did not fail, a fork's head and a
 * run of the action's own workflow are skipped; whether the
 * `triggering_actor` has write access, the branch still points at the
 * failed commit and the fix-attempts cap are the REST reads of
 * `run/trust/ci-gate.ts`, before any model call. With the `prompt` input
 * the event is a read-only prompt run instead, as any other event.
 */
import { authorProblem, type PayloadUser } from './trigger-author.js'
import {
  type FailedRun,
  type RunnerEvent,
  skip,
  type Skip,
  type TriggerSettings,
  type WorkflowRunRequest
} from './request.js'

/** A pull request as `workflow_run.pull_requests` lists it. */
interface PayloadPull {
  number?: number
  head?: { ref?: string; repo?: { id?: number; name?: string } | null }
}

export function fromWorkflowRun(
  event: RunnerEvent,
  settings: TriggerSettings,
  ownLogins: string[]
): WorkflowRunRequest | Skip | null {
  // With the prompt input it is a prompt run, read-only as before
  // (`prompt.ts`): the workflow asked for something else than a fix of CI.
  if (settings.prompt) return null
  const { payload } = event
  const run = payload.workflow_run ?? {}
  if (payload.action !== 'completed')
    return skip(
      `the workflow run was ${payload.action ?? 'changed'}; fix runs start when one completed with a failure`
    )
  if (run.conclusion !== 'failure')
    return skip(
      `the workflow run ended with ${run.conclusion ?? 'no conclusion'}; fix runs start only on a failure`
    )
  const repository = String(payload.repository?.full_name ?? '')
  const head = String(run.head_repository?.full_name ?? '')
  if (!repository || head !== repository)
    return skip(
      `the failed run's head is in ${head || 'an unknown repository'}, not this repository: a fork's code is never fixed with this repository's token`
    )
  const failedRun = failedRunOf(run)
  if (!failedRun) return skip('the workflow_run event names no failed commit')
  if (isOwnWorkflow(failedRun, repository, settings.workflowRef))
    return skip(
      `the failed run is of this workflow (${failedRun.path}): the action never fixes its own runs`
    )
  const actor = (run.triggering_actor ?? payload.sender ?? {}) as PayloadUser
  const own = actor.login !== undefined && ownLogins.includes(actor.login)
  // The action's own push (with an App token or a PAT) may fail CI again:
  // that is what `max-fix-attempts` counts, so its login may start the
  // next attempt; any other bot needs `allowed-bots`.
  const problem = own ? null : authorProblem(actor, '', settings, [], 'event')
  if (problem) return skip(problem)
  const pull = samePull(run.pull_requests, failedRun.headBranch, run)
  return {
    kind: 'run',
    event: event.name,
    verb: 'fix',
    instruction: instructionOf(failedRun),
    requester: actor.login ?? null,
    requesterId: typeof actor.id === 'number' ? actor.id : null,
    requesterIsBot: own || actor.type === 'Bot',
    issueNumber: pull,
    isPullRequest: pull !== null,
    source: 'workflow-run',
    failedRun
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function failedRunOf(run: Record<string, any>): FailedRun | null {
  const id = Number(run.id)
  const headSha = String(run.head_sha ?? '')
  const headBranch = String(run.head_branch ?? '')
  if (!Number.isSafeInteger(id) || id <= 0) return null
  if (!/^[0-9a-f]{40}$/.test(headSha) || !headBranch) return null
  return {
    id,
    name: String(run.name ?? 'CI'),
    path: String(run.path ?? ''),
    htmlUrl: String(run.html_url ?? ''),
    headSha,
    headBranch,
    attempt: Number(run.run_attempt) || 1
  }
}

/**
 * Whether the failed run is of the workflow this run belongs to:
 * `GITHUB_WORKFLOW_REF` is `owner/repo/<path>@<ref>` (or, on old runners,
 * the workflow's name).
 */
export function isOwnWorkflow(
  run: Pick<FailedRun, 'path' | 'name'>,
  repository: string,
  workflowRef: string | undefined
): boolean {
  const ref = (workflowRef ?? '').replace(/@.*$/, '')
  if (!ref) return false
  if (!ref.includes('/')) return ref === run.name
  // A path may carry a `@ref` of its own in the payload (`ci.yml@main`).
  const path = run.path.replace(/@.*$/, '')
  return (
    path !== '' && ref.toLowerCase() === `${repository}/${path}`.toLowerCase()
  )
}

/** The head branch's pull request of this repository that the payload names, if any. */
function samePull(
  pulls: unknown,
  branch: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run: Record<string, any>
): number | null {
  if (!Array.isArray(pulls)) return null
  const repoId = run.head_repository?.id
  const found = (pulls as PayloadPull[]).find(
    (pull) =>
      pull.head?.ref === branch &&
      (repoId === undefined || pull.head?.repo?.id === repoId)
  )
  const number = Number(found?.number)
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

/** The task: what failed, where. Part of it is the workflow's, written by people with write access. */
function instructionOf(run: FailedRun): string {
  return [
    `CI failed: the workflow "${run.name}" (${run.path}) failed on the branch ${run.headBranch} at commit ${run.headSha}.`,
    run.htmlUrl ? `The failed run: ${run.htmlUrl}` : '',
    'Find out why it failed and fix the code so that it passes. Change the tests or the workflow only if they are wrong.'
  ]
    .filter(Boolean)
    .join('\n')
}
