import * as core from '@actions/core'
import { resolveEndpoint } from './llm/providers.js'
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
 * One run of the action. Errors end here, in the only try/catch: the step
 * fails with a message that says what to fix.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!isInsideWorkflow(env)) {
    process.stderr.write(OUTSIDE_WORKFLOW_MESSAGE)
    process.exitCode = 1
    return
  }
  try {
    const settings = parseSettings((name) => core.getInput(name))
    for (const secret of secretValues(settings)) core.setSecret(secret)
    const endpoint = resolveEndpoint(settings)
    core.info(`model ${endpoint.model} at ${endpoint.baseUrl}`)
    throw new Error('the agent loop is not part of this build yet')
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  }
}
