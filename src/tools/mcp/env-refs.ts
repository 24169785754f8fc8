/**
 * `${NAME}` in the `mcp-servers` input (docs/contract.md): a stdio
 * server's `env` values and a remote server's `headers` values take
 * variables of the step's environment, read once before the run starts.
 * What `${NAME}` takes is never shown: each variable's value is returned
 * as a secret, and so is a whole header value that took one or names a
 * credential, for the run's redactor and the runner's masks
 * (docs/security.md item 13).
 */
import { isSecretName } from '../../security/index.js'
import type { McpServerConfig } from './config.js'

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g

/** The runner's and the action's own variables: never handed to a server. */
const NOT_PASSED = /^(?:INPUT_|ACTIONS_)/i

/** Shortest value registered as a secret (shorter ones would eat words). */
const MIN_SECRET_LENGTH = 4

/** Header names whose literal values are credentials too. */
const CREDENTIAL_HEADER = /^(?:authorization|proxy-authorization|cookie)$/i

/** True when `value` holds at least one `${NAME}`. */
export function hasReference(value: string): boolean {
  return new RegExp(REFERENCE.source).test(value)
}

/** The names `value` refers to. */
function referencesIn(value: string): string[] {
  return [...value.matchAll(REFERENCE)].map((match) => match[1])
}

/**
 * Every `${NAME}` of the servers replaced by the step's variable. Throws
 * an Error naming the input, the server, the field and the variable when
 * one is not set (or empty), or is one of the runner's own. Each server
 * gets `secrets`: every variable's value it took, and the whole values of
 * its headers that took one or name a credential and of its secret-named
 * `env` entries.
 */
export function resolveMcpReferences(
  servers: readonly McpServerConfig[],
  environment: Readonly<Record<string, string | undefined>>,
  input = 'mcp-servers'
): McpServerConfig[] {
  const problems: string[] = []
  const resolved = servers.map((server) => {
    const secrets = new Set<string>()
    const expand = (field: string, key: string, value: string): string => {
      const names = referencesIn(value)
      const credential =
        field === 'header'
          ? names.length > 0 || CREDENTIAL_HEADER.test(key)
          : isSecretName(key)
      for (const name of names) {
        const found = environment[name]
        if (NOT_PASSED.test(name)) {
          problems.push(
            `server "${server.name}": ${field} "${key}" uses \${${name}}, one of the runner's or the action's own variables, which are never passed to a server`
          )
        } else if (found === undefined || found === '') {
          problems.push(
            `server "${server.name}": ${field} "${key}" uses \${${name}}, which is not set in the step's environment (add it to the step's env:, e.g. ${name}: \${{ secrets.${name} }})`
          )
        } else {
          // Whatever the step hands a server through ${NAME} is never
          // shown (docs/contract.md): the workflow writes what is not
          // secret as a literal.
          secrets.add(found)
        }
      }
      const out = value.replace(
        REFERENCE,
        (_, name: string) => environment[name] ?? ''
      )
      if (credential) secrets.add(out)
      return out
    }
    const expandAll = (field: string, values: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          expand(field, key, value)
        ])
      )
    const next: McpServerConfig =
      server.type === 'http'
        ? { ...server, headers: expandAll('header', server.headers) }
        : { ...server, env: expandAll('env', server.env) }
    const kept = [...secrets].filter(
      (value) => value.trim().length >= MIN_SECRET_LENGTH
    )
    return kept.length > 0 ? { ...next, secrets: kept } : next
  })
  if (problems.length > 0) throw new Error(`${input}: ${problems.join('; ')}`)
  return resolved
}
