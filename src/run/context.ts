import {
  type Repository,
  createRepository,
  type RunnerEnv
} from '../github/index.js'
import {
  createRedactor,
  type Redactor,
  environmentSecrets
} from '../security/index.js'
import { secretValues, type Settings } from '../config/index.js'

/** Where the run's own log lines go (`@actions/core` in the action). */
export interface RunLog {
  info(message: string): void
  /** Shown as an annotation on the run. */
  warning(message: string): void
  /** An error annotation; the run goes on (a failed run ends with its own). */
  error(message: string): void
  startGroup(name: string): void
  endGroup(): void
}

/**
 * What every stage of a run shares, built once in `main.ts`: the inputs,
 * the runner's variables, the repository and its URLs, the secrets and the
 * redactor made from them, the run's log link and its start time.
 */
export interface RunContext {
  settings: Settings
  runner: RunnerEnv
  repository: Repository
  /**
   * Every secret value of the run: the `github-token` and `api-key` inputs
   * and the values of the action's secret-named environment variables (a
   * step's `NPM_TOKEN`, `DEPLOY_PASSWORD`, the runner's tokens). Never
   * sent, posted or logged; a change that holds one is not pushed.
   */
  secrets: readonly string[]
  /** Removes `secrets` (and common token shapes) from any text. */
  redact: Redactor
  /** The run's log page, linked from every comment. */
  runUrl: string
  /** `Date.now()` when the action started. */
  startedAt: number
  now(): number
  log: RunLog
}

/** Builds the run context from parsed settings and runner variables. */
export function createRunContext(input: {
  settings: Settings
  runner: RunnerEnv
  log: RunLog
  startedAt: number
  now?: () => number
  /** The action's environment, for its secret-named variables. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>
}): RunContext {
  const { settings, runner } = input
  const repository = createRepository(runner)
  // Built once: the redactor, the tools, the secret scan and the runner's
  // masking (main.ts) all use this list (docs/security.md item 13).
  const secrets = [
    ...new Set([
      ...secretValues(settings),
      ...environmentSecrets(input.env ?? process.env)
    ])
  ]
  return {
    settings,
    runner,
    repository,
    secrets,
    redact: createRedactor(secrets),
    runUrl: repository.runUrl(runner.runId, runner.runAttempt),
    startedAt: input.startedAt,
    now: input.now ?? Date.now,
    log: input.log
  }
}
