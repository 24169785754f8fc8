/**
 * Lines the CLI says before the run so nothing surprises later: how bash
 * will run (or why not, and how to enable it), and an environment key it
 * does not send.
 */
import type { CliValues } from './options.js'

/** What the session says about its sandbox once probed (session.ts `onSandbox`). */
interface SandboxNews {
  kind: 'bwrap' | 'sudo' | 'none' | 'unavailable'
  description: string
}

/**
 * The header line on bash: sandboxed how, not sandboxed, or not available
 * and why, with how to enable it. `offered`: the run would offer bash
 * (a fix run without --no-bash).
 */
export function bashLine(
  sandbox: SandboxNews | null,
  offered: { bash: boolean; verb: string; noBash: boolean }
): string {
  if (!offered.bash) {
    return offered.noBash
      ? 'bash: off (--no-bash)'
      : `bash: not offered to --verb ${offered.verb} (only fix runs commands)`
  }
  if (sandbox === null) return 'bash: off'
  const network = /network allowed/.test(sandbox.description)
    ? 'network allowed'
    : 'no network'
  switch (sandbox.kind) {
    case 'bwrap':
      return `bash: sandboxed by bubblewrap (${network})`
    case 'sudo':
      return `bash: sandboxed in namespaces made through sudo (${network})`
    case 'none':
      return 'bash: NOT sandboxed (--sandbox none): commands run as you, on this machine'
    default: {
      const why = sandbox.description
        .replace(/^no bash: /, '')
        .replace(/; set sandbox: none to run bash without a sandbox$/, '')
      return `bash: not available: ${why}; install bubblewrap (and allow unprivileged user namespaces), or pass --sandbox none to run bash without a sandbox`
    }
  }
}

/**
 * The host a set `OPENAI_API_KEY` is not sent to (it goes to OpenAI
 * only, options.ts `envKey`); null when it is sent, or another key is.
 */
export function withheldKeyHost(
  values: CliValues,
  env: NodeJS.ProcessEnv
): string | null {
  if (values.replay || values['api-key'] || env.AGENT_API_KEY) return null
  if (!env.OPENAI_API_KEY || !values['base-url']) return null
  let host: string
  try {
    host = new URL(values['base-url']).host
  } catch {
    return null
  }
  return host === 'api.openai.com' ? null : host
}

/** The notice at the start: the key is set and not sent, and how to send it. */
export function withheldKeyNotice(host: string): string {
  return `note: OPENAI_API_KEY is set but not sent to ${host} (it goes to api.openai.com only); to send it there, pass --api-key "$OPENAI_API_KEY" (or set AGENT_API_KEY)`
}

/** After a 401 from that host: it got no key, and how to send one. */
export function withheldKeyAfter401(host: string): string {
  return `note: ${host} got no API key: OPENAI_API_KEY is not sent to it; pass --api-key "$OPENAI_API_KEY" to send it`
}
