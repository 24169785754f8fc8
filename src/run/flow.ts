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
  fanOut,
  type EmitEvent,
  runSession,
  createTranscriptWriter,
  type TranscriptWriter
} from '../agent/index.js'
import {
  cleanWorkspace,
  snapshotGitDir,
  prepareWorkspace
} from '../git/index.js'
import {
  type ArtifactStore,
  type GitHubClient,
  emptyReport,
  renderFinalComment,
  type RunReport,
  hiddenRunnerPaths,
  splitTitle,
  exitCodeField,
  inReviewThread,
  taskKey,
  taskMarker,
  buildTaskText,
  type RunRequest,
  triggerComment,
  unhandledSource
} from '../github/index.js'
import { createProgressReporter } from './progress.js'
import type { ChatModel } from '../llm/index.js'
import { errorMessage, costUsd } from '../shared/index.js'
import {
  approvalProblem,
  withApprovedText,
  type AuthorTrust
} from './trust/index.js'
import { conclude, type Published } from './conclude.js'
import type { RunContext } from './context.js'
import { keepPatch } from './keep-patch.js'
import {
  loadAuthorTrust,
  loadInstructions,
  type RunFacts,
  startLoad
} from './load.js'
import { planRun } from './plan.js'
import { publish } from './publish.js'
import { createJobLog, createToolLog } from './run-log.js'
import { restoreRunnerFiles, snapshotRunnerFiles } from './runner-files.js'
import { sessionPolicy, type WindowLimits } from './session-config.js'
import { taskImages } from './task-images.js'
import { taskInputFor } from './task-input.js'

/** The world a flow talks to; tests pass in-memory ones. */
export interface FlowDeps {
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

/** Runs a request the trigger accepted. */
export async function runFlow(
  context: RunContext,
  request: RunRequest,
  deps: FlowDeps
): Promise<FlowResult> {
  const { github } = deps
  const { redact, log } = context
  const base = emptyReport('failed', context.runUrl, {
    verb: request.verb,
    request: request.instruction,
    requester: request.requester
  })
  // Round one: the 👀 goes out with the first reads, before the permission answer.
  const reactTo = triggerComment(request)
  const eyes = reactTo
    ? github
        .addReaction(reactTo.id, reactTo.kind, 'eyes')
        .catch((error: unknown) => {
          log.warning(`could not react: ${redact(errorMessage(error))}`)
          return null
        })
    : Promise.resolve(null)
  const task = {
    key: taskKey(context.runner.workflowRef ?? '', request.instruction),
    branchPrefix: context.settings.branchPrefix,
    repository: context.repository.fullName
  }
  const first = startLoad(github, request, task)
  const trust = await first.requester.catch(async (error: unknown) => {
    await refuseReaction(github, request, await eyes)
    throw error
  })
  if (trust.kind === 'refused') {
    log.info(`agent-action: refused: ${trust.reason}`)
    await refuseReaction(github, request, await eyes)
    return {
      report: {
        ...base,
        conclusion: 'refused',
        reason: trust.reason,
        durationMs: context.now() - context.startedAt
      },
      commentUrl: null
    }
  }

  const warn = (message: string) => log.warning(redact(message))
  const progress = createProgressReporter({
    client: trackingClient(github, request, warn),
    issueNumber: request.issueNumber,
    runUrl: context.runUrl,
    verb: request.verb,
    maxIterations: context.settings.maxIterations,
    tokenPrice: context.settings.tokenPrice,
    redact,
    warn: (message) => log.warning(message)
  })
  // Created beside the model's first turn, not before it.
  progress
    .start()
    .catch((error: unknown) =>
      log.warning(
        `could not create the tracking comment: ${redact(errorMessage(error))}`
      )
    )
  // Round two goes out when round one's facts arrive, not after set-up.
  const authors = first.facts.then((facts) =>
    loadAuthorTrust(github, facts, request.requester)
  )
  authors.catch(() => undefined)
  const scratchDir = path.join(
    context.runner.runnerTemp,
    `agent-action-${context.runner.runId}-${context.runner.runAttempt}`
  )
  const transcriptPath = path.join(scratchDir, 'transcript.jsonl')
  let report: RunReport = { ...base, transcriptPath }
  let transcript: TranscriptWriter | null = null
  const afterRun: Array<() => Promise<unknown>> = []
  try {
    await mkdir(scratchDir, { recursive: true })
    transcript = createTranscriptWriter(transcriptPath, redact)
    report = await work(context, request, deps, {
      facts: first.facts,
      authors,
      taskMarker: taskMarker(task.key),
      scratchDir,
      transcript,
      progress: progress.emit,
      report,
      afterRun
    })
  } catch (error) {
    report = {
      ...report,
      conclusion: 'failed',
      reason: redact(errorMessage(error))
    }
  } finally {
    for (const task of afterRun) await task()
    transcript?.close()
  }
  await eyes
  report = await keepPatch(report, context, deps.artifacts)
  report = { ...report, durationMs: context.now() - context.startedAt }
  try {
    await progress.finish(redact(renderFinalComment(report)))
  } catch {
    // already warned; the job summary still carries the report
  }
  return { report, commentUrl: progress.commentUrl, transcriptPath }
}

/** The stages after the permission check; throws on a failure. */
async function work(
  context: RunContext,
  request: RunRequest,
  deps: FlowDeps,
  run: {
    facts: Promise<RunFacts>
    authors: Promise<AuthorTrust>
    taskMarker: string
    scratchDir: string
    transcript: TranscriptWriter
    progress: EmitEvent
    report: RunReport
    /** Run when the run ends, whatever happened; never throw. */
    afterRun: Array<() => Promise<unknown>>
  }
): Promise<RunReport> {
  const { settings, repository, redact, log } = context
  const { github } = deps
  const read = await run.facts
  // A label's or assignment's request is the text its sender approved.
  const edited = approvalProblem(request, read)
  if (edited) return { ...run.report, conclusion: 'refused', reason: edited }
  const facts = withApprovedText(request, read)
  const plan = planRun({
    request,
    ...(facts.pull ? { pull: facts.pull.info } : {}),
    ...(facts.issue ? { issueTitle: facts.issue.title } : {}),
    repository: repository.fullName,
    branchPrefix: settings.branchPrefix,
    runId: context.runner.runId,
    taskMarker: run.taskMarker,
    ...(facts.earlierPull ? { earlierPull: facts.earlierPull } : {})
  })
  // Round two (the other authors' permissions) beside the checkout.
  const [authors, workspace] = await Promise.all([
    run.authors,
    prepareWorkspace({
      workspaceDir: context.runner.workspace,
      scratchDir: run.scratchDir,
      remoteUrl: repository.remoteUrl,
      token: settings.githubToken,
      mode: plan.checkout,
      defaultBranch: facts.defaultBranch
    })
  ])
  if (workspace.removedCredentials.length > 0) {
    log.info(
      `removed persisted git credentials from .git/config (${workspace.removedCredentials.length} entries) before the agent ran`
    )
  }
  const [guard, instructions] = await Promise.all([
    snapshotGitDir(workspace.gitDir, workspace),
    loadInstructions(workspace.dir, facts.defaultBranch, github)
  ])
  // After publishing, or a failure: .git as before the run, and nothing
  // left under protected paths for a later step to run (docs/security.md
  // item 17).
  run.afterRun.push(() => cleanWorkspace(guard, workspace, log))
  const taskInput = taskInputFor({
    request,
    facts,
    authors,
    repository: repository.fullName,
    ...(plan.delivery.kind === 'pull-request' && plan.delivery.continues
      ? { continuesPull: plan.delivery.continues }
      : {})
  })
  const task = buildTaskText(taskInput)
  const images = await taskImages(context, taskInput, deps.signal)

  const tools = createToolLog()
  const runnerFiles = await snapshotRunnerFiles(
    context.runner.fileCommands,
    context.runner.runnerTemp
  )
  const session = await runSession({
    ...sessionPolicy(settings, plan.capabilities, instructions, deps.limits),
    workspace: workspace.dir,
    verb: request.verb,
    task: redact(task),
    images,
    model: deps.model,
    emit: fanOut(
      run.transcript.emit,
      run.progress,
      tools.emit,
      createJobLog(log)
    ),
    signal: deps.signal,
    scratchDir: path.join(run.scratchDir, 'session'),
    secrets: context.secrets,
    hiddenPaths: hiddenRunnerPaths(context.runner)
  }).finally(async () => {
    const changed = await restoreRunnerFiles(runnerFiles)
    if (changed.length > 0)
      log.warning(
        `the agent's commands changed the runner's file-command files; restored: ${changed.map((file) => path.basename(file)).join(', ')}`
      )
  })
  // A fix run's answer starts with its pull request title (system prompt).
  const answer =
    request.verb === 'fix'
      ? splitTitle(session.outcome.summary)
      : { title: null, summary: session.outcome.summary }
  const outcome = { ...session.outcome, summary: answer.summary }
  const ran: RunReport = {
    ...run.report,
    summary: redact(outcome.summary),
    iterations: outcome.iterations,
    toolCalls: outcome.toolCalls,
    usage: outcome.usage,
    ...(settings.tokenPrice
      ? { costUsd: costUsd(outcome.usage, settings.tokenPrice) }
      : {}),
    sandbox: session.sandbox,
    leftovers: session.processes,
    tools: tools.entries,
    ...(outcome.plan ? { plan: outcome.plan } : {}),
    ...(outcome.verification
      ? {
          verification: {
            ok: outcome.verification.ok,
            command: settings.verifyCommand,
            ...exitCodeField(outcome.verification.output)
          }
        }
      : {})
  }
  let published: Published
  try {
    published = await publish({
      context,
      github,
      request,
      plan,
      outcome,
      title: answer.title,
      ran,
      workspace,
      guard,
      scratchDir: run.scratchDir,
      defaultBranch: facts.defaultBranch,
      pullFiles: facts.pull?.files ?? [],
      reviewComments: session.reviewComments
    })
  } catch (error) {
    // The report still says what the agent did, and why nothing came of it.
    return { ...ran, conclusion: 'failed', reason: redact(errorMessage(error)) }
  }
  const concluded = conclude({
    delivery: plan.delivery,
    outcome,
    published,
    defaultBranch: facts.defaultBranch,
    commitUrl: repository.commitUrl
  })
  return {
    ...ran,
    ...concluded,
    reason:
      concluded.reason === undefined ? undefined : redact(concluded.reason)
  }
}

async function refuseReaction(
  github: GitHubClient,
  request: RunRequest,
  eyes: { id: number } | null
): Promise<void> {
  const comment = triggerComment(request)
  if (!comment) return
  if (eyes)
    await github
      .deleteReaction(comment.id, comment.kind, eyes.id)
      .catch(() => undefined)
  await github
    .addReaction(comment.id, comment.kind, 'confused')
    .catch(() => undefined)
}

/** Where the tracking comment goes: a review comment's thread, else the conversation. */
function trackingClient(
  github: GitHubClient,
  request: RunRequest,
  warn: (message: string) => void
): GitHubClient {
  switch (request.source) {
    case 'review-comment':
      return inReviewThread(github, request.thread, warn)
    case 'issue-comment':
    case 'review':
    case 'opened-issue':
    case 'label':
    case 'assignment':
    case 'pull-request':
    case 'prompt':
      return github
    default:
      return unhandledSource(request)
  }
}
