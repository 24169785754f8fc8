/**
 * Before any tool runs, the secrets of the action's own start-up
 * environment (`INPUT_*`, `ACTIONS_*`, `GITHUB_TOKEN` and every other
 * secret-named variable) are wiped from the block that
 * `/proc/<pid>/environ` shows, so not even a command run without a sandbox
 * (`sandbox: none`) reads them there. The process keeps every value in
 * `process.env` (docs/security.md item 5).
 */
import {
  keepInProcessEnv,
  scrubEnvironBlock,
  isSecretName
} from '../../security/index.js'
import { errorMessage } from '../../shared/index.js'

/** Wipes the secret values; returns the variables wiped. Never throws. */
export function hideStartupSecrets(warn: (message: string) => void): string[] {
  if (process.platform !== 'linux') return []
  keepInProcessEnv(Object.keys(process.env).filter(isSecretName))
  try {
    return scrubEnvironBlock('self', isSecretName).map((item) => item.name)
  } catch (error) {
    warn(
      `could not wipe the secrets from this process's start-up environment (${errorMessage(error)}); a command run without a sandbox could read them in /proc`
    )
    return []
  }
}
