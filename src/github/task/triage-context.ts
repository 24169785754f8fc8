/**
 * What a `triage` run's task adds (docs/contract.md, the `triage` row):
 * the repository's labels the model may choose from, which of them the
 * action may add (`allowed-labels`), and the newest open issues, so it can
 * point at duplicates. Issue titles are anyone's text: sanitized and fenced
 * as untrusted; the whole section is capped for small windows.
 */
import type { OpenIssue, RepoLabel } from '../labels-types.js'
import {
  capBytes,
  escapeFenceTags,
  fenceUntrusted,
  removeInvisible,
  sanitizeUntrusted
} from './sanitize.js'

/** What the triage section shows. */
export interface TriageContext {
  labels: RepoLabel[]
  openIssues: OpenIssue[]
  /** The labels the issue has already. */
  issueLabels: string[]
  /** The issue being triaged: not its own duplicate. */
  issueNumber: number
  /** `allowed-labels`: null the repository's labels, `[]` none, else globs. */
  allowed: string[] | null
}

/** Most labels and open issues listed. */
const MAX_LABELS = 100
const MAX_OPEN_ISSUES = 30
/** Each list's bytes: the section stays near a fifth of an 8,000-token window. */
const MAX_LIST_BYTES = 2500

const oneLine = (text: string, max: number): string =>
  escapeFenceTags(
    capBytes(removeInvisible(text).replace(/\s+/g, ' ').trim(), max)
  )

function allowedLine(allowed: string[] | null): string {
  if (allowed === null)
    return 'The action adds only labels of this list; it never removes one.'
  if (allowed.length === 0)
    return 'The action adds no label in this run (allowed-labels is none): still choose what fits; your choice is reported.'
  return `The action adds only labels matching ${allowed.map((glob) => `\`${oneLine(glob, 100)}\``).join(', ')}; it never removes one.`
}

/** The section, or null when the run is no triage. */
export function triageSection(
  triage: TriageContext | undefined
): string | null {
  if (!triage) return null
  const labels = triage.labels.slice(0, MAX_LABELS).map((label) => {
    const about = label.description
      ? `: ${oneLine(label.description, 120)}`
      : ''
    return `- ${oneLine(label.name, 100)}${about}`
  })
  const more = triage.labels.length - labels.length
  const issues = triage.openIssues
    .filter((issue) => issue.number !== triage.issueNumber)
    .slice(0, MAX_OPEN_ISSUES)
    .map(
      (issue) =>
        `#${issue.number}: ${sanitizeUntrusted(issue.title, { maxBytes: 200 }).replace(/\s+/g, ' ')}`
    )
  const text = [
    '# Triage',
    '',
    `## Labels of the repository (${triage.labels.length})`,
    '',
    labels.length
      ? capBytes(labels.join('\n'), MAX_LIST_BYTES)
      : 'The repository has no labels.',
    ...(more > 0 ? [`- … and ${more} more`] : []),
    '',
    allowedLine(triage.allowed),
    '',
    triage.issueLabels.length
      ? `The issue has ${triage.issueLabels.map((name) => `\`${oneLine(name, 100).replace(/`/g, "'")}\``).join(', ')} already.`
      : 'The issue has no labels yet.',
    '',
    '## Newest open issues (possible duplicates)',
    '',
    issues.length
      ? fenceUntrusted(capBytes(issues.join('\n'), MAX_LIST_BYTES), {
          kind: 'open issue titles',
          author: 'various',
          trusted: false
        })
      : 'No other open issues.'
  ]
  return text.join('\n')
}
