/**
 * The session stage: the task text and its images, then the agent's loop
 * in the checkout (`agent/session/`), with the runner's file-command files
 * put back after it; what the loop did becomes the report's session
 * fields. Throws only where the loop itself does.
 */
import path from 'node:path'
import {
  type AgentOutcome,
  type EarlySandbox,
  type EmitEvent,
  fanOut,
  runSession,
  startEarlySandbox,
  startGitWorkTreeProbe
} from '../../agent/index.js'
import {
  buildTaskText,
  checksSectionBytes,
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
import {
  checkoutWorkflows,
  chooseRerun,
  type CiRerun,
  type RerunChoice
} from './ci-rerun.js'
import {
  answerCheck,
  compileOutputSchema,
  loadOutputSchema,
  type SchemaValidator,
  schemaTask,
  structuredAnswer
} from './answer-form.js'

/** What the session stage needs besides the run context. */
interface AgentRunInput {
  /** The sandbox probed since the plan was known (`startSessionSandbox`). */
  earlySandbox?: EarlySandbox | null
  request: RunRequest
  plan: RunPlan
  facts: RunFacts
  authors: AuthorTrust
  /** The checkout the agent works in. */
  workDir: string
  /** The repository's instruction files (`loadRepositoryConfig`). */
  instructions: string
  /** The `output-schema` file's text on the default branch, when the input names a path. */
  schemaText?: string | null
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
  // Its git process runs while the task is made (docs/architecture.md, "Start-up").
  const gitWorkTree = startGitWorkTreeProbe(input.workDir)
  const checks = await input.checks
  const policy = sessionPolicy(
    settings,
    plan.capabilities,
    input.instructions,
    input.limits
  )
  const { taskInput, task, validate, checkAnswer } = await taskOf(
    context,
    input,
    checks,
    policy.budget.contextWindow
  )
  const images = await taskImages(context, taskInput, input.signal)
  const tools = createToolLog()
  // A fix for failing CI reruns the failed step, else the verify command.
  const choice = await rerunOf(plan, checks, input.workDir)
  const rerun = choice?.rerun ?? null
  if (rerun) policy.verifyCommand = rerun.command
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
      hiddenPaths: hiddenRunnerPaths(context.runner),
      ...(input.earlySandbox ? { earlySandbox: input.earlySandbox } : {}),
      gitWorkTree,
      ...(checkAnswer ? { checkAnswer } : {})
    })
  )
  // A fix run's answer starts with its pull request title (system prompt).
  const answer =
    request.verb === 'fix'
      ? splitTitle(session.outcome.summary)
      : { title: null, summary: session.outcome.summary }
  const { outcome, structured } = withStructuredOutput(
    { ...session.outcome, summary: answer.summary },
    validate
  )
  return {
    outcome,
    title: answer.title,
    report: {
      ...input.report,
      ...outcomeFields(context, outcome),
      ...verificationField(
        rerun ?? policy.verifyCommand,
        outcome,
        session.sandbox
      ),
      ...(choice && !rerun && choice.cannot.length
        ? { rerunRefused: choice.cannot }
        : {}),
      sandbox: session.sandbox,
      leftovers: session.processes,
      tools: tools.entries,
      refusals: [...images.refusals, ...tools.refusals],
      ...(structured ? { structuredOutput: redact(structured) } : {})
    },
    reviewComments: session.reviewComments,
    threadAnswers: session.threadAnswers
  }
}

/**
 * The task text, with the schema's part when `output-schema` is set, and
 * the check of the final answer's form. Before any model call: a bad
 * schema fails the run here, naming the input.
 */
async function taskOf(
  context: RunContext,
  input: AgentRunInput,
  checks: RunChecks | null | undefined,
  contextWindow: number
): Promise<{
  taskInput: ReturnType<typeof taskInputFor>
  task: string
  validate: SchemaValidator | null
  checkAnswer: ReturnType<typeof answerCheck>
}> {
  const { request, plan } = input
  const { settings } = context
  const taskInput = taskInputFor({
    request,
    facts: input.facts,
    authors: input.authors,
    repository: context.repository.fullName,
    ...(plan.delivery.kind === 'pull-request' && plan.delivery.continues
      ? { continuesPull: plan.delivery.continues }
      : {}),
    failingChecks: checks?.failing ?? null,
    allowedLabels: settings.allowedLabels,
    reviewScope: input.reviewScope ?? null
  })
  // Before any model call: a bad schema fails the run naming the input.
  const schema = settings.outputSchema
    ? loadOutputSchema(settings.outputSchema, input.schemaText ?? null)
    : null
  const validate = schema ? await compileOutputSchema(schema) : null
  // The failing checks take a share of the window (GitHub Models' 8,000 tokens).
  const task = [
    buildTaskText({
      ...taskInput,
      budgets: { checksBytes: checksSectionBytes(contextWindow) }
    }),
    ...(schema ? [schemaTask(schema)] : [])
  ].join('\n')
  const checkAnswer = answerCheck(request.verb, validate)
  return { taskInput, task, validate, checkAnswer }
}

/**
 * The answer's JSON when `output-schema` is set: the `structured-output`
 * output, or, when even the repaired answer fails the schema, a failed
 * run (a workflow reading the output would break on it; nothing is pushed).
 */
function withStructuredOutput(
  outcome: AgentOutcome,
  validate: SchemaValidator | null
): { outcome: AgentOutcome; structured?: string } {
  if (!validate || outcome.status !== 'done') return { outcome }
  const structured = structuredAnswer(outcome.summary, validate)
  if ('json' in structured) return { outcome, structured: structured.json }
  return {
    outcome: {
      ...outcome,
      status: 'failed',
      error: `output-schema: the final answer, sent back once, still fails: ${structured.problem}`,
      failure: 'the answer does not satisfy output-schema'
    }
  }
}

/**
 * Starts probing the session's sandbox as soon as the plan is known,
 * beside the checkout (docs/architecture.md, "Start-up"); the session
 * takes it when its options are the same. Released when the run ends if
 * no session took it. Null when the session will run no command.
 */
export function startSessionSandbox(
  context: RunContext,
  input: Pick<AgentRunInput, 'plan' | 'scratchDir' | 'limits'>,
  afterRun: Array<() => Promise<unknown>>
): EarlySandbox | null {
  const policy = sessionPolicy(
    context.settings,
    input.plan.capabilities,
    '',
    input.limits
  )
  const early = startEarlySandbox({
    ...policy,
    workspace: context.runner.workspace,
    scratchDir: path.join(input.scratchDir, 'session'),
    hiddenPaths: hiddenRunnerPaths(context.runner)
  })
  if (early) afterRun.push(() => early.release())
  return early
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
 * The failed step a fix run with failing checks reruns (`ci-rerun.ts`),
 * and why the others cannot run here, where it may run commands and edit;
 * null for a run that reruns nothing.
 */
async function rerunOf(
  plan: RunPlan,
  checks: RunChecks | null | undefined,
  workDir: string
): Promise<RerunChoice | null> {
  const { mayEdit, mayRunCommands } = plan.capabilities
  if (!checks || !mayEdit || !mayRunCommands) return null
  return chooseRerun(checks.failing, checkoutWorkflows(workDir))
}

/**
 * The report's verify command (`verify-command`, for runs that may edit,
 * or the failed step a fix for failing CI reruns): its runs before and
 * after, or why it did not run.
 */
function verificationField(
  verify: string | CiRerun,
  outcome: AgentOutcome,
  sandbox: string | null
): { verification?: ReportVerification } {
  const command = typeof verify === 'string' ? verify : verify.script
  const from =
    typeof verify === 'string'
      ? {}
      : {
          from: {
            step: verify.step,
            job: verify.job,
            workflow: verify.workflow
          }
        }
  if (command === '') return {}
  const runs = outcome.verification
  if (!runs) {
    const why =
      sandbox && /^no (sandbox|bash)\b/.test(sandbox)
        ? 'no sandbox could run it here'
        : 'the run ended before it could run'
    return { verification: { command, ...from, notRun: why } }
  }
  const result = (run: NonNullable<typeof runs.before>) => ({
    ok: run.ok,
    ...(run.exitCode !== undefined ? { exitCode: run.exitCode } : {})
  })
  return {
    verification: {
      command,
      ...from,
      ...(runs.before ? { before: result(runs.before) } : {}),
      ...(runs.after ? { after: result(runs.after) } : {}),
      ...(runs.before && runs.after === runs.before ? { unchanged: true } : {})
    }
  }
}
