import {
  actionCore,
  readInput,
  createOutputSink,
  writeReport,
  emptyReport,
  type RunReport,
  readEventPayload,
  readRunnerEnv,
  parseTrigger
} from './github/index.js'
import {
  createRunContext,
  type RunLog,
  startRun,
  createSafeLog,
  hideStartupSecrets
} from './run/index.js'
import type { Redactor } from './security/index.js'
import { errorMessage } from './shared/index.js'
import { parseSettings } from './config/index.js'

/** Printed when the bundle is started outside a GitHub Actions job. */
const OUTSIDE_WORKFLOW_MESSAGE = `agent-action runs inside a GitHub Actions workflow, and this process is not in one
(GITHUB_ACTIONS and GITHUB_EVENT_NAME are not set).
- In a workflow: add a step with \`uses: <owner>/agent-action@v1\` (see README.md).
- On your machine: node dist/cli/index.js --help runs the same agent on a local directory.
`

/** True when the runner's variables say this is a workflow step. */
function isInsideWorkflow(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true' || Boolean(env.GITHUB_EVENT_NAME)
}

/**
 * `@actions/core`, loaded once the first model request is answered (or when
 * the run ends, or {@link CORE_FALLBACK_MS} after start, whichever comes
 * first), so its loading is not on the start-up path (docs/architecture.md, "Start-up").
 */
const core = actionCore()
const CORE_FALLBACK_MS = 2000

/** The run's redactor, once the run context has made it. */
let logRedact: Redactor = (text) => text

/** The job log: redacted and escaped (docs/security.md item 20). */
const coreLog: RunLog = createSafeLog(
  {
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    error: (message) => core.error(message),
    startGroup: (name) => core.startGroup(name),
    endGroup: () => core.endGroup()
  },
  () => logRedact
)

/**
 * One run of the action: the run context is built once here, a skip is
 * decided from the payload alone (before the heavier modules load), and a
 * run goes through the stages of `run/flow.ts`. The outputs and the job
 * summary are written here, for every run.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!isInsideWorkflow(env)) {
    process.stderr.write(OUTSIDE_WORKFLOW_MESSAGE)
    process.exitCode = 1
    return
  }
  const startedAt = Date.now()
  const loadCore = (): void => void core.load().catch(() => undefined)
  setTimeout(loadCore, CORE_FALLBACK_MS).unref()
  try {
    await runAction(env, startedAt, loadCore)
  } finally {
    // Every queued call (masks first, then in order) before the process ends.
    await core.load()
  }
}

/** The run itself, once inside a workflow. */
async function runAction(
  env: NodeJS.ProcessEnv,
  startedAt: number,
  afterFirstRequest: () => void
): Promise<void> {
  const sink = createOutputSink(
    core.setOutput,
    env.GITHUB_STEP_SUMMARY,
    core.warning
  )
  let redact = (text: string) => text
  let report: RunReport
  let commentUrl: string | null = null
  let transcriptPath: string | undefined
  // Known before the inputs are read, so an input error still links the run.
  let url =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : ''
  try {
    const settings = parseSettings((name) => readInput(process.env, name))
    const context = createRunContext({
      settings,
      runner: readRunnerEnv(env),
      log: coreLog,
      startedAt
    })
    for (const secret of context.secrets) core.setSecret(secret)
    hideStartupSecrets((message) => core.warning(message))
    redact = context.redact
    logRedact = context.redact
    url = context.runUrl
    const payload = readEventPayload(context.runner.eventPath)
    const decision = parseTrigger(
      { name: context.runner.eventName, payload },
      { ...settings, workflowRef: context.runner.workflowRef }
    )
    if (decision.kind === 'skip') {
      // A skip the workflow's set-up causes is worth an annotation.
      if (decision.configuration)
        coreLog.warning(`agent-action skipped: ${decision.reason}`)
      report = emptyReport('skipped', url, { reason: decision.reason })
    } else {
      const result = await startRun(context, decision, { afterFirstRequest })
      report = result.report
      commentUrl = result.commentUrl
      transcriptPath = result.transcriptPath
    }
  } catch (error) {
    report = emptyReport('failed', url, { reason: redact(errorMessage(error)) })
    report.durationMs = Date.now() - startedAt
  }
  writeReport(sink, report, { commentUrl, transcriptPath })
  const link = report.prUrl ?? commentUrl ?? ''
  coreLog.info(
    `agent-action: ${report.conclusion}${report.reason ? `: ${report.reason}` : ''}${link ? ` (${link})` : ''}`
  )
  if (report.conclusion === 'failed')
    core.setFailed(redact(report.reason ?? 'the run failed'))
}
