import type { context } from '@actions/github'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { errorMessage } from '../../shared/index.js'

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
  /**
   * `GITHUB_WORKFLOW_REF` (`owner/repo/.github/workflows/x.yml@ref`), else
   * `GITHUB_WORKFLOW`: which workflow a prompt run belongs to.
   */
  workflowRef?: string
  actor: string
  runnerTemp: string
  /** `RUNNER_WORKSPACE`, the parent of the checkout; '' when unset. */
  runnerWorkspace: string
  /**
   * The runner's file-command files of this step (`GITHUB_ENV`,
   * `GITHUB_PATH`, `GITHUB_STATE`, `GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`):
   * what is written there changes later steps of the job.
   */
  fileCommands: string[]
}

/** The variables naming the runner's file-command files. */
const FILE_COMMAND_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY'
]

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
    workflowRef: env.GITHUB_WORKFLOW_REF || env.GITHUB_WORKFLOW || '',
    actor: env.GITHUB_ACTOR ?? '',
    runnerTemp: env.RUNNER_TEMP ?? tmpdir(),
    runnerWorkspace: env.RUNNER_WORKSPACE ?? '',
    fileCommands: FILE_COMMAND_VARIABLES.map((name) => env[name] ?? '').filter(
      (file) => file !== ''
    )
  }
}

/**
 * A webhook event payload, as `@actions/github`'s `context.payload` types
 * it (a type-only import: the package's code, which reads the environment
 * at import time and costs ~100 ms of start-up, is never loaded). Fields
 * beyond the common ones are untyped; the trigger checks each one it reads.
 */
export type WebhookPayload = typeof context.payload

/** The event payload; an empty object when the file is missing (e.g. local runs). */
export function readEventPayload(path: string): WebhookPayload {
  if (!path) return {}
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(
      `could not read the event payload at GITHUB_EVENT_PATH (${path}): ${errorMessage(error)}`
    )
  }
}

/** Files of the runner itself that hold credentials or logs. */
const RUNNER_PRIVATE_FILES = [
  '.credentials',
  '.credentials_rsaparams',
  '.runner',
  '.env',
  '.path',
  '_diag'
]

/**
 * Host paths bash must not see: the runner's temp folder (event payload,
 * credential files of other steps) and, on self-hosted runners, the
 * runner's own credentials and logs next to its `_work` folder.
 */
export function hiddenRunnerPaths(env: RunnerEnv): string[] {
  const paths = [env.runnerTemp]
  if (env.runnerWorkspace) {
    const root = dirname(dirname(env.runnerWorkspace))
    for (const name of RUNNER_PRIVATE_FILES) paths.push(join(root, name))
  }
  return paths
}
