/**
 * Which environment variables hold secrets (docs/security.md items 4 and
 * 13). One rule for two uses: the bash tool's environment drops every such
 * name (`tools/bash/tool-env.ts`), and the run knows the values of the
 * action's own such variables (a step's `NPM_TOKEN` or `DEPLOY_PASSWORD`)
 * as secrets to redact and to block a push on (`run/context.ts`).
 */

/** Names that mark a secret value wherever they appear. */
const SECRET_WORDS = [
  /^(GITHUB_TOKEN|GH_TOKEN|KEY)$/i,
  /TOKEN/i,
  /SECRET/i,
  /PASSWORD/i,
  /PASSWD/i,
  /CREDENTIAL/i,
  /API_?KEY/i,
  /_KEY$/i,
  /_PAT$/i
]

/** Prefixes whose variables never reach a tool, secret or not. */
const NEVER_TO_TOOLS = [/^INPUT_/i, /^ACTIONS_/i]

/**
 * True for variable names that may hold a secret and must never reach a tool
 * process: `INPUT_*`, `ACTIONS_*`, `GITHUB_TOKEN`, `GH_TOKEN`, and anything
 * with TOKEN, SECRET, PASSWORD, CREDENTIAL or API_KEY in it or ending in
 * `_KEY` or `_PAT` (case-insensitive).
 */
export function isSecretName(name: string): boolean {
  return (
    NEVER_TO_TOOLS.some((pattern) => pattern.test(name)) ||
    SECRET_WORDS.some((pattern) => pattern.test(name))
  )
}

/** Shortest environment value taken as a secret. */
const MIN_SECRET_LENGTH = 8

/** Values that are settings, not secrets, whatever the variable is called. */
const COMMON_VALUE =
  /^(?:true|false|yes|no|on|off|null|none|undefined|enabled|disabled|required|optional)$/i

/**
 * Whether a variable's name says its value is a secret: the words of
 * {@link isSecretName} (TOKEN, SECRET, PASSWORD, …), judged on the name
 * without an `INPUT_` prefix and with `-` read as `_` (so the input
 * `api-key` counts). The `INPUT_` and `ACTIONS_` prefixes alone do not make
 * a value secret: `INPUT_MODEL` or `ACTIONS_CACHE_URL` hold settings and
 * URLs that reports must still show.
 */
export function namesSecretValue(name: string): boolean {
  const bare = name.replace(/^INPUT_/i, '').replace(/-/g, '_')
  return SECRET_WORDS.some((pattern) => pattern.test(bare))
}

/**
 * The values of the variables in `env` whose names mark a secret
 * ({@link namesSecretValue}), at least {@link MIN_SECRET_LENGTH}
 * characters long, not one repeated character and not a common setting
 * word; deduplicated.
 */
export function environmentSecrets(
  env: Readonly<Record<string, string | undefined>>
): string[] {
  const values = new Set<string>()
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !namesSecretValue(name)) continue
    const trimmed = value.trim()
    if (trimmed.length < MIN_SECRET_LENGTH) continue
    if (COMMON_VALUE.test(trimmed) || /^(.)\1*$/s.test(trimmed)) continue
    values.add(value)
    values.add(trimmed)
  }
  return [...values]
}
