/**
 * The environment of the bash tool's processes (docs/security.md item 4): an
 * explicit allowlist of fixed variables (no pagers, colours or prompts),
 * harmless facts about the runner and the caller's extras minus anything
 * secret-like, never a filtered copy of the action's own environment.
 */
import { isSecretName } from '../../security/index.js'

export { isSecretName }

/** PATH used when neither the caller nor the action's own environment gives one. */
export const DEFAULT_PATH =
  '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

/** Fixed variables every tool process gets: no pagers, no colours, no prompts. */
const FIXED_ENV: Record<string, string> = {
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TERM: 'dumb',
  CI: 'true',
  PAGER: 'cat',
  GIT_PAGER: 'cat',
  MANPAGER: 'cat',
  LESS: '-R',
  PIP_PROGRESS_BAR: 'off',
  TQDM_DISABLE: '1',
  NO_COLOR: '1',
  GIT_TERMINAL_PROMPT: '0',
  DEBIAN_FRONTEND: 'noninteractive',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false'
}

/** Harmless facts about the runner copied from the action's environment when set. */
const RUNNER_FACTS = ['RUNNER_OS', 'RUNNER_ARCH', 'JAVA_HOME', 'GOROOT']

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Inputs of {@link buildToolEnv}. */
interface ToolEnvOptions {
  /** Scratch home for tools (a fresh temp dir, never the runner's HOME). */
  home: string
  /** Temp dir for tools (TMPDIR). */
  tmpDir: string
  /** PATH for tools; default the action's PATH, else {@link DEFAULT_PATH}. */
  path?: string
  /**
   * More variables; secret-like names ({@link isSecretName}), invalid names
   * and values with NUL are dropped, and HOME, TMPDIR and PATH cannot be
   * overridden.
   */
  extra?: Record<string, string>
  /** Where runner facts and the default PATH come from; default `process.env`. */
  source?: Record<string, string | undefined>
}

/**
 * The environment of tool processes: an explicit allowlist, never a filtered
 * copy of `process.env` (docs/security.md item 4).
 */
export function buildToolEnv(options: ToolEnvOptions): Record<string, string> {
  const source = options.source ?? process.env
  const env: Record<string, string> = {}
  for (const name of RUNNER_FACTS) {
    const value = source[name]
    if (value && !value.includes('\0')) env[name] = value
  }
  for (const [name, value] of Object.entries(options.extra ?? {})) {
    if (!ENV_NAME.test(name) || isSecretName(name)) continue
    if (typeof value !== 'string' || value.includes('\0')) continue
    env[name] = value
  }
  Object.assign(env, FIXED_ENV)
  env.PATH = options.path || source.PATH || DEFAULT_PATH
  env.HOME = options.home
  env.TMPDIR = options.tmpDir
  return env
}
