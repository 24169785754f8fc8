import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'

/**
 * The standard runner variables the action honours, so one bundle works on
 * github.com, GitHub Enterprise Server and a loopback test double.
 */
export interface RunnerEnv {
  eventName: string
  eventPath: string
  owner: string
  repo: string
  workspace: string
  /** REST base, `GITHUB_API_URL`. */
  apiUrl: string
  /** Web and git base, `GITHUB_SERVER_URL`. */
  serverUrl: string
  runId: string
  runAttempt: string
  actor: string
  runnerTemp: string
}

/** Reads the runner variables; throws naming the first missing one. */
export function readRunnerEnv(env: NodeJS.ProcessEnv): RunnerEnv {
  const repository = env.GITHUB_REPOSITORY ?? ''
  const [owner, repo] = repository.split('/')
  if (!owner || !repo) {
    throw new Error(
      `GITHUB_REPOSITORY must be owner/repo, got ${JSON.stringify(repository)}`
    )
  }
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH ?? '',
    owner,
    repo,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(
      /\/+$/,
      ''
    ),
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(
      /\/+$/,
      ''
    ),
    runId: env.GITHUB_RUN_ID ?? '0',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    actor: env.GITHUB_ACTOR ?? '',
    runnerTemp: env.RUNNER_TEMP ?? tmpdir()
  }
}

/** The event payload; an empty object when the file is missing (e.g. local runs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readEventPayload(path: string): any {
  if (!path) return {}
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(
      `could not read the event payload at GITHUB_EVENT_PATH (${path}): ${(error as Error).message}`
    )
  }
}

/** Link to this run's log page. */
export function runUrl(env: RunnerEnv): string {
  return `${env.serverUrl}/${env.owner}/${env.repo}/actions/runs/${env.runId}${env.runAttempt !== '1' ? `/attempts/${env.runAttempt}` : ''}`
}
