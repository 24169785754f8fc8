import { homedir } from 'node:os'

/**
 * The base environment of every program the action starts itself (git,
 * grep, syntax checks): PATH, HOME and a UTF-8 locale, never the action's
 * own environment, which holds the tokens and every `INPUT_*`. Callers add
 * what their program needs; the bash tool builds a richer one of its own.
 */
export function minimalEnv(
  extra: Record<string, string | undefined> = {}
): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? homedir(),
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8'
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}
