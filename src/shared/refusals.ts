/**
 * What a run refused or could not do on the way (docs/contract.md, "Every
 * run, whatever happens": every refusal is reported): an edit the write
 * policy refused, a command the command policy refused, a call a hook
 * blocked, a connection the egress proxy refused, an MCP server that did
 * not start, an image not fetched, a label a `triage` run chose but may
 * not add. The
 * reports list them; a fix run whose every edit was refused is not a
 * success (run/conclude.ts).
 */

/** Who refused. */
type RefusalKind =
  | 'write'
  | 'command'
  | 'hook'
  | 'mcp'
  | 'image'
  | 'label'
  /** A connection the `bash-allowed-hosts` proxy refused (docs/security.md item 16a). */
  | 'network'

/** One refusal, as the reports say it. */
export interface Refusal {
  kind: RefusalKind
  /** What was refused: paths, a command line, a server's name, a URL. */
  what: string
  /** Why, in the refuser's words (redacted where it came from the run). */
  why: string
}

/**
 * The refusals carried in a tool result's `details`: `details.refusal`
 * and each of `details.refusals` (a bash command's refused connections).
 */
export function refusalsOf(details: unknown): Refusal[] {
  const held = details as { refusal?: unknown; refusals?: unknown } | undefined
  const list = Array.isArray(held?.refusals) ? held.refusals : []
  return [held?.refusal, ...list]
    .map(asRefusal)
    .filter((refusal) => refusal !== undefined)
}

/** A refusal carried in a tool result's `details` (`details.refusal`), if any. */
export function refusalOf(details: unknown): Refusal | undefined {
  return asRefusal((details as { refusal?: unknown } | undefined)?.refusal)
}

function asRefusal(value: unknown): Refusal | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { kind, what, why } = value as Record<string, unknown>
  return typeof kind === 'string' &&
    typeof what === 'string' &&
    typeof why === 'string'
    ? { kind: kind as RefusalKind, what, why }
    : undefined
}
