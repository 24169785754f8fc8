/**
 * The session stage: the task text and its images, then the agent's loop
 * in the checkout (`agent/session/`), with the runner's file-command files
 * put back after it; what the loop did becomes the report's session
 * fields. Throws only where the loop itself does.
 */
import path from 'node:path'
import {
  type AgentOutcome,
  type EmitEvent,
  fanOut,
  runSession
} from '../../agent/index.js'
import {
  buildTaskText,
  hiddenRunnerPaths,
  type ReportVerification,
  type RunReport,
  type ReviewScope,
  type RunRequest,
  splitTitle
} from '../../github/index.js'
import type { ChatModel } from '../../llm/index.js'
import {
  costUsd,
  type ReviewComment,
  type ThreadAnswer
} from '../../shared/index.js'
import type { RunContext } from '../context.js'
import type { RunFacts } from '../load.js'
import type { RunPlan } from '../plan.js'
import { createJobLog, createToolLog } from '../run-log.js'
import { sessionPolicy, type WindowLimits } from '../session-config.js'
import type { AuthorTrust } from '../trust/index.js'
import { restoreRunnerFiles, snapshotRunnerFiles } from './runner-files.js'
import { taskImages } from './task-images.js'
import { taskInputFor } from './task-input.js'
import type { RunChecks } from './failing-checks.js'

/** What the session stage needs besides the run context. */
interface AgentRunInput {
  request: RunRequest
  plan: RunPlan
  facts: RunFacts
  authors: AuthorTrust
  /** The checkout the agent works in. */
  workDir: string
  /** The repository's instruction files (`loadInstructions`). */
  instructions: string
  /** The run's scratch folder; the session's goes below it. */
  scratchDir: string
  model: ChatModel
  limits?: WindowLimits
  signal: AbortSignal
  /** Where the loop's events go besides the job log and the tool log. */
  emit: EmitEvent[]
  /** The report so far, which the session's fields are added to. */
  report: RunReport
  /**
   * The failing checks in the task, and `check_log` on their jobs
   * (`failing-checks.ts`): a fix run on a pull request, or a failed
   * workflow run.
   */
  checks?: Promise<RunChecks | null> | RunChecks | null
  /** A review run: what it reviews and the own threads it answers. */
  reviewScope?: ReviewScope | null
}

/** What the session did, for the publish and conclude stages. */
interface AgentRun {
  /** The loop's outcome; a fix run's summary without its `Title:` line. */
  outcome: AgentOutcome
  /** The model's title for the pull request, if it gave one. */
  title: string | null
  /** The report with the session's fields: summary, counts, tools, sandbox. */
  report: RunReport
  /** The inline comments of a review run. */
  reviewComments: ReviewComment[]
  /** A review run's answers to its own open threads (`thread_reply`). */
  threadAnswers: ThreadAnswer[]
}

/** Runs the agent on the task of this run. */
export async function runAgent(
  context: RunContext,
  input: AgentRunInput
): Promise<AgentRun> {
  const { request, plan } = input
  const { settings, redact } = context
  const checks = await input.checks
  const taskInput = taskInputFor({
    request,
    facts: input.facts,
    authors: input.authors,
    repository: context.repository.fullName,
    ...(plan.delivery.kind === 'pull-request' && plan.delivery.continues
      ? { continuesPull: plan.delivery.continues }
      : {}),
    failingChecks: checks?.failing ?? null,
    reviewScope: input.reviewScope ?? null
  })
  const task = buildTaskText(taskInput)
  const images = await taskImages(context, taskInput, input.signal)
  const tools = createToolLog()
  const policy = sessionPolicy(
    settings,
    plan.capabilities,
    input.instructions,
    input.limits
  )
  const session = await keepingRunnerFiles(context, () =>
    runSession({
      ...policy,
      workspace: input.workDir,
      verb: request.verb,
      checkLog: checks?.checkLog ?? null,
      reviewThreads: input.reviewScope?.threads.length ?? 0,
      task: redact(task),
      images: images.images,
      model: input.model,
      emit: fanOut(...input.emit, tools.emit, createJobLog(context.log)),
      signal: input.signal,
      scratchDir: path.join(input.scratchDir, 'session'),
      secrets: context.secrets,
      hiddenPaths: hiddenRunnerPaths(context.runner)
    })
  )
  // A fix run's answer starts with its pull request title (system prompt).
  const answer =
    request.verb === 'fix'
      ? splitTitle(session.outcome.summary)
      : { title: null, summary: session.outcome.summary }
  const outcome = { ...session.outcome, summary: answer.summary }
  return {
    outcome,
    title: answer.title,
    report: {
      ...input.report,
      ...outcomeFields(context, outcome),
      ...verificationField(policy.verifyCommand, outcome, session.sandbox),
      sandbox: session.sandbox,
      leftovers: session.processes,
      tools: tools.entries,
      refusals: [...images.refusals, ...tools.refusals]
    },
    reviewComments: session.reviewComments,
    threadAnswers: session.threadAnswers
  }
}

/**
 * Runs `session` and puts the runner's file-command files back to what
 * they held before it, saying so when the agent's commands changed them.
 */
async function keepingRunnerFiles<T>(
  context: RunContext,
  session: () => Promise<T>
): Promise<T> {
  const snapshot = await snapshotRunnerFiles(
    context.runner.fileCommands,
    context.runner.runnerTemp
  )
  return session().finally(async () => {
    const changed = await restoreRunnerFiles(snapshot)
    if (changed.length > 0)
      context.log.warning(
        `the agent's commands changed the runner's file-command files; restored: ${changed.map((file) => path.basename(file)).join(', ')}`
      )
  })
}

/** The report's fields of the loop's outcome. */
function outcomeFields(
  { settings, redact }: RunContext,
  outcome: AgentOutcome
): Partial<RunReport> {
  return {
    summary: redact(outcome.summary),
    iterations: outcome.iterations,
    toolCalls: outcome.toolCalls,
    usage: outcome.usage,
    ...(settings.tokenPrice
      ? { costUsd: costUsd(outcome.usage, settings.tokenPrice) }
      : {}),
    ...(outcome.plan ? { plan: outcome.plan } : {})
  }
}

/**
 * The report's verify command (`verify-command`, for runs that may edit):
 * its runs before and after, or why it did not run.
 */
function verificationField(
  command: string,
  outcome: AgentOutcome,
  sandbox: string | null
): { verification?: ReportVerification } {
  if (command === '') return {}
  const runs = outcome.verification
  if (!runs) {
    const why =
      sandbox && /^no (sandbox|bash)\b/.test(sandbox)
        ? 'no sandbox could run it here'
        : 'the run ended before it could run'
    return { verification: { command, notRun: why } }
  }
  const result = (run: NonNullable<typeof runs.before>) => ({
    ok: run.ok,
    ...(run.exitCode !== undefined ? { exitCode: run.exitCode } : {})
  })
  return {
    verification: {
      command,
      ...(runs.before ? { before: result(runs.before) } : {}),
      ...(runs.after ? { after: result(runs.after) } : {}),
      ...(runs.before && runs.after === runs.before ? { unchanged: true } : {})
    }
  }
}
