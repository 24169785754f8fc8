/**
 * The plan stage, pure: from the request and what the load stage read, what
 * this run may do and where its result goes. One decision, made once:
 * "may this run edit, run commands, push?" is `capabilities`, and every later
 * stage reads it instead of deriving it again.
 */
import type { Verb } from '../agent/index.js'
import type { CheckoutMode } from '../git/index.js'
import {
  approvedSubjectOf,
  type PullInfo,
  type RunRequest,
  unhandledSource
} from '../github/index.js'
import type { RunContext } from './context.js'
import type { RunFacts } from './load.js'

/** What a run may do. */
export interface Capabilities {
  /** `edit` and `write` are offered. */
  mayEdit: boolean
  /** bash and `verify-command` may run (still subject to the `bash` input and the sandbox). */
  mayRunCommands: boolean
  /** The change may be pushed; otherwise it is posted as a patch. */
  mayPush: boolean
  /**
   * The checked-out code is the repository's own, not a fork's or an
   * untrusted event's: what runs from the workspace (MCP servers) may start.
   */
  trustedCode: boolean
}

/** Where the run's result goes. */
export type Delivery =
  /** A new branch of this run and a pull request into the default branch. */
  | {
      kind: 'pull-request'
      branch: string
      fixesIssue: number | null
      /**
       * A prompt run's task marker (`github/task/earlier-pull.ts`), ending the
       * pull request's body so a later run of the task finds it.
       */
      taskMarker?: string
      /** The open pull request of an earlier run whose branch this run continues. */
      continues?: number
      /** The branch it goes into; the default branch when unset. */
      base?: string
    }
  /** One commit onto a same-repository pull request's head branch. */
  | { kind: 'pr-branch'; branch: string; pullNumber: number }
  /** Nothing is pushed (untrusted code was checked out): the change is posted as a patch. */
  | { kind: 'patch'; reason: string }
  /** One review of the pull request, nothing pushed. */
  | { kind: 'review'; pullNumber: number }
  /** The answer in the tracking comment and the job summary. */
  | { kind: 'answer' }
  /** The pull request's description block rewritten, nothing pushed. */
  | { kind: 'description'; pullNumber: number }
  /** Labels added to the issue and the answer as its one comment, nothing pushed. */
  | { kind: 'triage'; issueNumber: number }

/** The decisions of one run. */
export interface RunPlan {
  verb: Verb
  /**
   * The checkout may hold code from someone without write access next to
   * the run's secrets: a fork's pull request, or an event such as
   * `pull_request_target` that may have checked one out (item 15 of
   * docs/security.md). Such runs never run commands and never push.
   */
  untrustedCode: boolean
  checkout: CheckoutMode
  delivery: Delivery
  capabilities: Capabilities
  /** Title of the commit and the pull request. */
  title: string
}

/** What {@link planRun} decides from. */
interface PlanInput {
  request: RunRequest
  /** The pull request the run is on, if any. */
  pull?: PullInfo
  /** Title of the issue the run is on, if any: the fallback title. */
  issueTitle?: string
  /** `owner/repo`: a pull request whose head lives elsewhere is a fork's. */
  repository: string
  branchPrefix: string
  runId: string
  /** A prompt run's task marker; with it, the run's pull request carries it. */
  taskMarker?: string
  /**
   * The open pull request of an earlier run to continue: of the same task,
   * or on the same issue (`run/load.ts`).
   */
  earlierPull?: { number: number; headRef: string }
}

/** Thrown for a request that cannot be carried out (e.g. a review on an issue). */
export class PlanError extends Error {
  override name = 'PlanError'
}

/** The capabilities of a verb, on code that is trusted or not. */
export function capabilitiesFor(
  verb: Verb,
  trustedCode: boolean
): Capabilities {
  const fix = verb === 'fix'
  return {
    mayEdit: fix,
    mayRunCommands: fix && trustedCode,
    mayPush: fix && trustedCode,
    // A triage run is steered by the text of anyone who can open an issue:
    // nothing from the workspace starts (no MCP server; docs/security.md
    // item 15a).
    trustedCode: trustedCode && verb !== 'triage'
  }
}

/**
 * Whether the event's checkout may hold code from someone without write
 * access next to the run's secrets, whatever pull request the run is on.
 */
function untrustedCheckout(request: RunRequest): boolean {
  switch (request.source) {
    case 'prompt':
      return request.untrustedCheckout
    case 'issue-comment':
    case 'review-comment':
    case 'review':
    case 'opened-issue':
    case 'label':
    case 'assignment':
    case 'pull-request':
      // Not by the event: a fork's pull request is the plan's to tell.
      return false
    case 'workflow-run':
      // A fork's head was skipped by the trigger.
      return false
    default:
      return unhandledSource(request)
  }
}

/** Decides the run. Pure; throws {@link PlanError}. */
export function planRun(input: PlanInput): RunPlan {
  const { request, pull } = input
  if (request.verb === 'review' && !pull) {
    throw new PlanError(
      '/agent review works on pull requests; on an issue use /agent ask or /agent fix'
    )
  }
  if (request.verb === 'describe' && !pull)
    throw new PlanError(
      '/agent describe works on pull requests; on an issue use /agent triage or /agent ask'
    )
  if (request.verb === 'triage' && (pull || request.issueNumber === null))
    throw new PlanError(
      '/agent triage works on issues; on a pull request use /agent describe or /agent review'
    )
  const fork = pull ? pull.head.repoFullName !== input.repository : false
  const untrustedCode = fork || untrustedCheckout(request)
  const capabilities = capabilitiesFor(request.verb, !untrustedCode)
  const delivery = deliveryOf(input, untrustedCode)
  const continues =
    delivery.kind === 'pull-request' && delivery.continues !== undefined
      ? input.earlierPull
      : undefined
  const checkout: CheckoutMode = !pull
    ? continues
      ? // The earlier run's branch, so this run goes on from its change.
        {
          kind: 'pr-same-repo',
          number: continues.number,
          headRef: continues.headRef
        }
      : { kind: 'default' }
    : fork
      ? { kind: 'pr-fork', number: pull.number }
      : { kind: 'pr-same-repo', number: pull.number, headRef: pull.head.ref }
  return {
    verb: request.verb,
    untrustedCode,
    checkout,
    delivery,
    capabilities,
    title: titleOf(input)
  }
}

function titleOf(input: PlanInput): string {
  const { request } = input
  if (request.source === 'workflow-run')
    return `agent: fix ${firstLine(request.failedRun.name, 40)} on ${request.failedRun.headBranch}`
  // A run whose request is the issue or pull request itself: its title.
  return `agent: ${(approvedSubjectOf(request) ? '' : firstLine(request.instruction)) || firstLine(input.issueTitle ?? '') || 'changes'}`
}

function deliveryOf(input: PlanInput, untrustedCode: boolean): Delivery {
  const { request, pull } = input
  if (request.verb === 'ask') return { kind: 'answer' }
  if (request.verb === 'review' && pull)
    return { kind: 'review', pullNumber: pull.number }
  if (request.verb === 'describe' && pull)
    return { kind: 'description', pullNumber: pull.number }
  if (request.verb === 'triage' && request.issueNumber !== null)
    return { kind: 'triage', issueNumber: request.issueNumber }
  if (untrustedCode) {
    return {
      kind: 'patch',
      reason: untrustedCheckout(request)
        ? `${request.event} runs may check out untrusted code, so nothing is pushed`
        : 'fork pull requests are never pushed to'
    }
  }
  if (pull)
    return { kind: 'pr-branch', branch: pull.head.ref, pullNumber: pull.number }
  if (input.earlierPull) {
    // An earlier run's pull request: commit onto its branch, update it.
    const onIssue = request.issueNumber !== null
    return {
      kind: 'pull-request',
      branch: input.earlierPull.headRef,
      fixesIssue: request.isPullRequest ? null : request.issueNumber,
      continues: input.earlierPull.number,
      ...(input.taskMarker && !onIssue ? { taskMarker: input.taskMarker } : {})
    }
  }
  if (request.source === 'workflow-run') {
    // A failed CI run on a branch without a pull request: a fix of its own into it.
    return {
      kind: 'pull-request',
      branch: `${input.branchPrefix}ci-${request.failedRun.id}`,
      fixesIssue: null,
      base: request.failedRun.headBranch
    }
  }
  const where =
    request.issueNumber !== null
      ? `issue-${request.issueNumber}-${input.runId}`
      : `run-${input.runId}`
  return {
    kind: 'pull-request',
    branch: `${input.branchPrefix}${where}`,
    fixesIssue: request.isPullRequest ? null : request.issueNumber,
    ...(input.taskMarker && request.issueNumber === null
      ? { taskMarker: input.taskMarker }
      : {})
  }
}

function firstLine(text: string, max = 72): string {
  const line = text.trim().split('\n')[0]?.trim() ?? ''
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** What the plan decides from: the request and what round one read. */
export function planInput(
  context: RunContext,
  request: RunRequest,
  facts: RunFacts,
  marker: string
): PlanInput {
  return {
    request,
    ...(facts.pull ? { pull: facts.pull.info } : {}),
    ...(facts.issue ? { issueTitle: facts.issue.title } : {}),
    repository: context.repository.fullName,
    branchPrefix: context.settings.branchPrefix,
    runId: context.runner.runId,
    taskMarker: marker,
    ...(facts.earlierPull ? { earlierPull: facts.earlierPull } : {})
  }
}
