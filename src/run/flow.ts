/**
 * One run, from the trigger to the final comment, as stages with typed
 * hand-offs (docs/architecture.md): load -> plan -> workspace -> session ->
 * publish -> conclude. Each stage is a function of its own module; this
 * file only orders them for the critical path and keeps the tracking
 * comment honest. Never throws: an error after the tracking comment exists
 * is reported in it, redacted.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import {
  createTranscriptWriter,
  type EmitEvent,
  type TranscriptWriter
} from '../agent/index.js'
import {
  type ArtifactStore,
  emptyReport,
  type GitHubClient,
  renderFinalComment,
  type RunReport,
  type RunRequest,
  taskKey,
  taskMarker,
  watchPermissions
} from '../github/index.js'
import type { ChatModel } from '../llm/index.js'
import { errorMessage } from '../shared/index.js'
import { checkOut, guardCheckout, startCheckoutRead } from './checkout.js'
import { concluded, type Published } from './conclude.js'
import type { RunContext } from './context.js'
import { keepPatch } from './keep-patch.js'
import { loadAuthorTrust, type RunFacts, startLoad } from './load.js'
import { planInput, planRun, type RunPlan } from './plan.js'
import { startTracking } from './progress.js'
import { createPermissionLog } from './permissions.js'
import { publish } from './publish.js'
import { react } from './reactions.js'
import type { WindowLimits } from './session-config.js'
import {
  alreadyReviewed,
  loadReviewScope,
  reviewedBefore,
  type RunChecks,
  runAgent,
  startCiLogin,
  startFailingChecks,
  startSessionSandbox
} from './session/index.js'
import {
  approvalProblem,
  type AuthorTrust,
  checkoutMoved,
  type CiGate,
  gateFailedRun,
  type RequesterTrust,
  withApprovedText
} from './trust/index.js'

/** The world a flow talks to; tests pass in-memory ones. */
interface FlowDeps {
  github: GitHubClient
  model: ChatModel
  /** The endpoint's window and completion cap; default the inputs' own. */
  limits?: WindowLimits
  /** Aborts the loop (a cancelled job); the report is still written. */
  signal: AbortSignal
  /** Where a patch too large for the comment is kept; none: it is said so. */
  artifacts?: ArtifactStore
}

/** What a run leaves for `main` to write as outputs. */
export interface FlowResult {
  report: RunReport
  commentUrl: string | null
  transcriptPath?: string
}

/** What the stages after the permission check start from. */
interface Started {
  /** Round one's reads, started before the permission answer. */
  facts: Promise<RunFacts>
  /** Round two: the other authors' write access. */
  authors: Promise<AuthorTrust>
  /** Beside round two: a fix run on a PR's failing checks, null for none. */
  checks: Promise<RunChecks | null>
  /** The workspace's read, started beside round one (`startCheckoutRead`). */
  found: ReturnType<typeof startCheckoutRead>
  taskMarker: string
  scratchDir: string
  transcriptPath: string
  /** The tracking comment's view of the loop. */
  progress: EmitEvent
  report: RunReport
  /** Takes what finishes beside the final comment (the review request). */
  later: (task: Promise<void>) => void
}

/**
 * Runs a request the trigger accepted. A failed CI run passes its gate
 * first (`trust/ci-gate.ts`): who started it, whether the branch moved,
 * the fix-attempts cap.
 */
export async function runFlow(
  context: RunContext,
  request: RunRequest,
  given: FlowDeps
): Promise<FlowResult> {
  if (request.source !== 'workflow-run')
    return runChecked(context, request, given)
  const base = emptyReport('failed', context.runUrl, {
    verb: request.verb,
    request: request.instruction,
    requester: request.requester
  })
  const ended = (conclusion: RunReport['conclusion'], reason: string) => {
    context.log.info(`agent-action: ${conclusion}: ${reason}`)
    const durationMs = context.now() - context.startedAt
    return {
      report: { ...base, conclusion, reason, durationMs },
      commentUrl: null
    }
  }
  let gate: CiGate
  try {
    gate = await gateFailedRun(
      given.github,
      request,
      context.settings.maxFixAttempts
    )
  } catch (error) {
    return ended('failed', context.redact(errorMessage(error)))
  }
  // docs/contract.md: a failed run whose actor may not write is skipped.
  if (gate.kind !== 'go') return ended('skipped', gate.reason)
  return runChecked(context, gate.request, given, gate.trust)
}

/** Runs a request; `known`: the requester's standing, when already read. */
async function runChecked(
  context: RunContext,
  request: RunRequest,
  given: FlowDeps,
  known?: RequesterTrust
): Promise<FlowResult> {
  // Every 403 on a write names the permission it lacks (run/permissions.ts).
  const lacking = createPermissionLog(context.log)
  const deps = { ...given, github: watchPermissions(given.github, lacking.add) }
  const { github } = deps
  const base = emptyReport('failed', context.runUrl, {
    verb: request.verb,
    request: request.instruction,
    requester: request.requester
  })
  // Round one: the 👀 goes out with the first reads, before the permission answer.
  const reactions = react(github, request, context)
  const task = {
    key: taskKey(context.runner.workflowRef ?? '', request.instruction),
    branchPrefix: context.settings.branchPrefix,
    repository: context.repository.fullName
  }
  const firstRound = startLoad(github, request, task, known)
  // Read-only, while round one is out (docs/architecture.md, "Start-up").
  const found = startCheckoutRead(context)
  const trust = await firstRound.requester.catch(async (error: unknown) => {
    await reactions.refuse()
    throw error
  })
  if (trust.kind === 'refused') {
    await reactions.refuse()
    return endedEarly(context, lacking.into(base), 'refused', trust.reason)
  }
  // One review per push (docs/contract.md): nothing new for a head reviewed.
  const reviewed = await reviewedBefore(request, firstRound.facts)
  if (reviewed) {
    await reactions.eyes
    return endedEarly(context, lacking.into(base), 'skipped', reviewed)
  }
  const progress = startTracking(context, github, request)
  // Round two goes out when round one's facts arrive, not after set-up.
  const authors = firstRound.facts.then((facts) =>
    loadAuthorTrust(github, facts, request.requester)
  )
  authors.catch(() => undefined)
  const scratchDir = scratchDirOf(context)
  const transcriptPath = path.join(scratchDir, 'transcript.jsonl')
  const late: Promise<void>[] = []
  let report = await attempt(context, request, deps, {
    facts: firstRound.facts,
    authors,
    checks: startFailingChecks(github, request, firstRound.facts),
    found,
    taskMarker: taskMarker(task.key),
    scratchDir,
    transcriptPath,
    progress: progress.emit,
    report: { ...base, transcriptPath },
    later: (task) => void late.push(task)
  })
  await reactions.eyes
  report = await keepPatch(report, context, deps.artifacts)
  report = lacking.into({
    ...report,
    durationMs: context.now() - context.startedAt
  })
  // The review request goes out beside the final comment (docs/architecture.md).
  await Promise.all([
    progress
      .finish(context.redact(renderFinalComment(report)))
      .catch(() => undefined), // already warned; the job summary has the report
    ...late
  ])
  // A 403 of the review request: too late for the comment, not the summary.
  return {
    report: lacking.into(report),
    commentUrl: progress.commentUrl,
    transcriptPath
  }
}

/** The run's own folder under `RUNNER_TEMP`: transcript, session, clones. */
function scratchDirOf(context: RunContext): string {
  const { runnerTemp, runId, runAttempt } = context.runner
  return path.join(runnerTemp, `agent-action-${runId}-${runAttempt}`)
}

/** A run that ends before the tracking comment: refused, or skipped. */
function endedEarly(
  context: RunContext,
  base: RunReport,
  conclusion: 'refused' | 'skipped',
  reason: string
): FlowResult {
  context.log.info(`agent-action: ${conclusion}: ${reason}`)
  const durationMs = context.now() - context.startedAt
  return {
    report: { ...base, conclusion, reason, durationMs },
    commentUrl: null
  }
}

/**
 * The stages after the permission check, writing the transcript; a
 * failure is the report's, redacted. What the stages leave to be done when
 * the run ends (`afterRun`) is done whatever happened.
 */
async function attempt(
  context: RunContext,
  request: RunRequest,
  deps: FlowDeps,
  started: Started
): Promise<RunReport> {
  let transcript: TranscriptWriter | null = null
  const afterRun: Array<() => Promise<unknown>> = []
  try {
    await mkdir(started.scratchDir, { recursive: true })
    transcript = createTranscriptWriter(started.transcriptPath, context.redact)
    return await work(context, request, deps, {
      ...started,
      transcript,
      afterRun
    })
  } catch (error) {
    return {
      ...started.report,
      conclusion: 'failed',
      reason: context.redact(errorMessage(error))
    }
  } finally {
    for (const task of afterRun) await task()
    transcript?.close()
  }
}

/** The stages after the permission check; throws on a failure. */
async function work(
  context: RunContext,
  request: RunRequest,
  deps: FlowDeps,
  run: Started & {
    transcript: TranscriptWriter
    /** Run when the run ends, whatever happened; never throw. */
    afterRun: Array<() => Promise<unknown>>
  }
): Promise<RunReport> {
  const read = await run.facts
  // A label's or assignment's request is the text its sender approved.
  const edited = approvalProblem(request, read)
  if (edited) return { ...run.report, conclusion: 'refused', reason: edited }
  const facts = withApprovedText(request, read)
  // One review per push, answered to a person who asks again.
  const again = request.verb === 'review' ? alreadyReviewed(facts) : null
  if (again) return { ...run.report, conclusion: 'skipped', reason: again }
  const { defaultBranch } = facts
  const plan = planRun(planInput(context, request, facts, run.taskMarker))
  // The sandbox is probed beside the checkout (docs/architecture.md, "Start-up").
  const earlySandbox = startSessionSandbox(
    context,
    { ...run, plan, limits: deps.limits },
    run.afterRun
  )
  // Round two (the other authors' permissions, a review's scope) beside the checkout.
  const [authors, workspace, reviewScope] = await Promise.all([
    run.authors,
    checkOut(context, plan, {
      scratchDir: run.scratchDir,
      defaultBranch,
      found: run.found
    }),
    plan.delivery.kind === 'review' && facts.pull
      ? loadReviewScope(deps.github, facts, facts.pull.info.head.sha)
      : null
  ])
  const moved = checkoutMoved(request, workspace.baseSha)
  if (moved) return { ...run.report, conclusion: 'skipped', reason: moved }
  const { guard, instructions, schemaText } = await guardCheckout(
    context,
    deps.github,
    workspace,
    { defaultBranch, afterRun: run.afterRun }
  )
  const session = await runAgent(context, {
    request,
    plan,
    facts,
    authors,
    workDir: workspace.dir,
    instructions,
    schemaText,
    scratchDir: run.scratchDir,
    model: deps.model,
    limits: deps.limits,
    signal: deps.signal,
    emit: [run.transcript.emit, run.progress],
    report: run.report,
    checks: run.checks,
    reviewScope,
    earlySandbox
  })
  return deliver(context, request, deps, run, {
    plan,
    facts,
    workspace,
    guard,
    session,
    reviewScope
  })
}

/** After the loop: publishing what the plan says, and the run's report. */
async function deliver(
  context: RunContext,
  request: RunRequest,
  deps: FlowDeps,
  run: Started,
  ran: {
    plan: RunPlan
    facts: RunFacts
    workspace: Awaited<ReturnType<typeof checkOut>>
    guard: Awaited<ReturnType<typeof guardCheckout>>['guard']
    session: Awaited<ReturnType<typeof runAgent>>
    reviewScope: Awaited<ReturnType<typeof loadReviewScope>> | null
  }
): Promise<RunReport> {
  const { plan, facts, workspace, guard, session, reviewScope } = ran
  const { defaultBranch } = facts
  // Whether CI reruns on a pushed fix for failing CI: the token's login.
  const ciLogin = startCiLogin(deps.github, request, run.checks)
  let published: Published
  try {
    published = await publish({
      context,
      github: deps.github,
      request,
      plan,
      outcome: session.outcome,
      title: session.title,
      ran: session.report,
      workspace,
      guard,
      scratchDir: run.scratchDir,
      defaultBranch,
      pullFiles: facts.pull?.files ?? [],
      reviewComments: session.reviewComments,
      reviewScope,
      threadAnswers: session.threadAnswers,
      later: run.later,
      ...(facts.triage ? { triage: facts.triage } : {})
    })
  } catch (error) {
    // The report still says what the agent did, and why nothing came of it.
    const reason = context.redact(errorMessage(error))
    return { ...session.report, conclusion: 'failed', reason }
  }
  const report = concluded(context, plan, session, published, defaultBranch)
  const ci = await ciLogin
  return ci && report.commitSha ? { ...report, ciRerun: ci } : report
}
