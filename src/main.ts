import * as core from '@actions/core'
import { createOutputSink, writeReport } from './github/outputs.js'
import { emptyReport, type RunReport } from './github/report.js'
import { readEventPayload, readRunnerEnv, runUrl } from './github/runner-env.js'
import { parseTrigger } from './github/trigger.js'
import { createRedactor } from './security/redact.js'
import { parseSettings, secretValues } from './settings.js'

/** Printed when the bundle is started outside a GitHub Actions job. */
export const OUTSIDE_WORKFLOW_MESSAGE = `agent-action runs inside a GitHub Actions workflow, and this process is not in one
(GITHUB_ACTIONS and GITHUB_EVENT_NAME are not set).
- In a workflow: add a step with \`uses: <owner>/agent-action@v1\` (see README.md).
- On your machine: node dist/cli/index.js --help runs the same agent on a local directory.
`

/** True when the runner's variables say this is a workflow step. */
export function isInsideWorkflow(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true' || Boolean(env.GITHUB_EVENT_NAME)
}

/**
 * One run of the action. A skip is decided from the payload alone, before
 * the heavier modules load; everything else runs in `github/flow.ts`. The
 * outputs and the job summary are written here, for every run.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!isInsideWorkflow(env)) {
    process.stderr.write(OUTSIDE_WORKFLOW_MESSAGE)
    process.exitCode = 1
    return
  }
  const started = Date.now()
  const sink = createOutputSink(
    core.setOutput,
    env.GITHUB_STEP_SUMMARY,
    core.warning
  )
  let redact = (text: string) => text
  let report: RunReport
  let commentUrl: string | null = null
  let transcriptPath: string | undefined
  let url = ''
  try {
    const settings = parseSettings((name) => core.getInput(name))
    const secrets = secretValues(settings)
    for (const secret of secrets) core.setSecret(secret)
    redact = createRedactor(secrets)
    const runner = readRunnerEnv(env)
    url = runUrl(runner)
    const payload = readEventPayload(runner.eventPath)
    const decision = parseTrigger({ name: runner.eventName, payload }, settings)
    if (decision.kind === 'skip') {
      report = emptyReport('skipped', url, { reason: decision.reason })
    } else {
      // Loaded only for runs: a skip never pays for Octokit, git or the loop.
      const { runFlow } = await import('./github/flow.js')
      const result = await runFlow({
        settings,
        runner,
        request: decision,
        payload,
        started
      })
      report = result.report
      commentUrl = result.commentUrl
      transcriptPath = result.transcriptPath
    }
  } catch (error) {
    const message = redact(
      error instanceof Error ? error.message : String(error)
    )
    report = emptyReport('failed', url, { reason: message })
    report.durationMs = Date.now() - started
  }
  writeReport(sink, report, { commentUrl, transcriptPath })
  const link = report.prUrl ?? commentUrl ?? ''
  core.info(
    `agent-action: ${report.conclusion}${report.reason ? `: ${report.reason}` : ''}${link ? ` (${link})` : ''}`
  )
  if (report.conclusion === 'failed')
    core.setFailed(redact(report.reason ?? 'the run failed'))
}
