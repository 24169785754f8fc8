/**
 * A `triage` run's result (docs/contract.md, the `triage` row): the model
 * names labels and possible duplicates in a JSON object of its final
 * answer; the action adds the labels `allowed-labels` permits (never
 * removes one), and the final tracking comment, the run's one comment,
 * gives the reasons, the duplicates that are open issues, and the labels
 * it may not add (as refusals).
 */
import { findJsonObject, type Refusal } from '../../shared/index.js'
import type { OpenIssue, RepoLabel } from '../labels-types.js'
import type { GitHubClient } from '../types.js'

/** What the model chose, from its answer's JSON. */
interface TriageAnswer {
  labels: { name: string; reason: string }[]
  duplicates: { number: number; reason: string }[]
  /** The answer's prose, around the JSON. */
  summary: string
}

/** The JSON the system prompt asks for, shown to the model when it is missing. */
export const TRIAGE_JSON_SHAPE =
  '{"labels": [{"name": "<label>", "reason": "<why>"}], "duplicates": [{"number": <open issue number>, "reason": "<why>"}]}'

const MAX_LABELS = 10
const MAX_DUPLICATES = 5

const text = (value: unknown, max = 300): string =>
  typeof value === 'string'
    ? value.replace(/\s+/g, ' ').trim().slice(0, max)
    : ''

/**
 * The labels and duplicates of an answer: a JSON object (fenced or bare)
 * with `labels` (names, or `{name, reason}`) and `duplicates` (numbers,
 * `"#n"`, or `{number, reason}`). Null when the answer holds no such object.
 */
export function parseTriageAnswer(answer: string): TriageAnswer | null {
  const found = findJsonObject(answer)
  const value = found?.value as Record<string, unknown> | undefined
  if (!found || !value || !Array.isArray(value.labels)) return null
  const labels = value.labels.flatMap((item: unknown) => {
    const entry = (typeof item === 'string' ? { name: item } : item) as {
      name?: unknown
      reason?: unknown
    } | null
    const name = text(entry?.name, 100)
    return name ? [{ name, reason: text(entry?.reason) }] : []
  })
  const duplicates = (
    Array.isArray(value.duplicates) ? value.duplicates : []
  ).flatMap((item: unknown) => {
    const entry = (
      typeof item === 'number' || typeof item === 'string'
        ? { number: item }
        : item
    ) as {
      number?: unknown
      reason?: unknown
    } | null
    const number = Number(String(entry?.number ?? '').replace(/^#/, ''))
    return Number.isSafeInteger(number) && number > 0
      ? [{ number, reason: text(entry?.reason) }]
      : []
  })
  return {
    labels: labels.slice(0, MAX_LABELS),
    duplicates: duplicates.slice(0, MAX_DUPLICATES),
    summary: found.rest
  }
}

/** A glob (`*` any characters, `?` one) as a case-insensitive whole-name match. */
function labelGlob(pattern: string): RegExp {
  const source = [...pattern]
    .map((char) =>
      char === '*'
        ? '.*'
        : char === '?'
          ? '.'
          : char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    )
    .join('')
  return new RegExp(`^${source}$`, 'i')
}

/**
 * Which chosen labels may be added: `allowed` null means the repository's
 * labels, `[]` none, else the globs. A label the repository has is added in
 * its own spelling.
 */
export function allowedLabels(
  chosen: readonly string[],
  repoLabels: readonly RepoLabel[],
  allowed: readonly string[] | null
): { add: string[]; refused: Refusal[] } {
  const globs = allowed?.map(labelGlob) ?? null
  const add: string[] = []
  const refused: Refusal[] = []
  for (const name of chosen) {
    const existing = repoLabels.find(
      (label) => label.name.toLowerCase() === name.toLowerCase()
    )
    const spelled = existing?.name ?? name
    if (add.some((label) => label.toLowerCase() === spelled.toLowerCase()))
      continue
    const why =
      globs === null
        ? existing
          ? null
          : 'not a label of the repository (allowed-labels is empty: only existing labels)'
        : globs.length === 0
          ? 'allowed-labels is none: no label is added'
          : globs.some((glob) => glob.test(spelled))
            ? null
            : 'not allowed by allowed-labels'
    if (why === null) add.push(spelled)
    else refused.push({ kind: 'label', what: spelled, why })
  }
  return { add, refused }
}

/** What triaging did. */
export interface TriageResult {
  /** The labels this run added: none the issue had before. */
  added: string[]
  refused: Refusal[]
  /** The comment's text: the model's words, the labels with their reasons, the duplicates. */
  summary: string
}

/** The comment's text, in the action's words around the model's. */
function triageText(
  answer: TriageAnswer,
  labels: { added: readonly string[]; kept: readonly string[] },
  duplicates: readonly (OpenIssue & { reason: string })[]
): string {
  const parts = answer.summary.trim() ? [answer.summary.trim()] : []
  const reasoned = labels.added.map((name) => ({
    name,
    reason:
      answer.labels.find(
        (label) => label.name.toLowerCase() === name.toLowerCase()
      )?.reason ?? ''
  }))
  if (reasoned.length)
    parts.push(
      `**Labels added:**\n${reasoned.map((label) => `- \`${label.name.replace(/`/g, "'")}\`${label.reason ? `: ${label.reason}` : ''}`).join('\n')}`
    )
  else parts.push('**Labels added:** none')
  if (labels.kept.length)
    parts.push(
      `**Labels it had already:** ${labels.kept.map((name) => `\`${name.replace(/`/g, "'")}\``).join(', ')}`
    )
  if (duplicates.length)
    parts.push(
      `**Possible duplicates:**\n${duplicates.map((issue) => `- [#${issue.number}](${issue.htmlUrl}) ${issue.title.replace(/[\r\n[\]]+/g, ' ').slice(0, 200)}${issue.reason ? `: ${issue.reason}` : ''}`).join('\n')}`
    )
  return parts.join('\n\n')
}

/**
 * Adds the allowed labels of the answer to the issue (one call, none when
 * there is nothing to add) and says what came of it. Duplicates are kept
 * only when they are open issues the task listed, the issue itself left out.
 */
export async function publishTriage(input: {
  github: GitHubClient
  issueNumber: number
  answer: TriageAnswer
  repoLabels: readonly RepoLabel[]
  openIssues: readonly OpenIssue[]
  allowed: readonly string[] | null
  /** The labels the issue had when the run read it. */
  issueLabels: readonly string[]
}): Promise<TriageResult> {
  const { answer } = input
  const had = new Set(input.issueLabels.map((name) => name.toLowerCase()))
  const chosen = answer.labels.map((label) => label.name)
  // A label the issue has is kept, whatever allowed-labels says: never
  // added again, never refused.
  const kept = input.issueLabels.filter((name) =>
    chosen.some((label) => label.toLowerCase() === name.toLowerCase())
  )
  const { add, refused } = allowedLabels(
    chosen.filter((name) => !had.has(name.toLowerCase())),
    input.repoLabels,
    input.allowed
  )
  if (add.length > 0) await input.github.addLabels(input.issueNumber, add)
  const duplicates = answer.duplicates.flatMap((duplicate) => {
    const issue = input.openIssues.find(
      (open) => open.number === duplicate.number
    )
    return issue && issue.number !== input.issueNumber
      ? [{ ...issue, reason: duplicate.reason }]
      : []
  })
  return {
    added: add,
    refused,
    summary: triageText(answer, { added: add, kept }, duplicates)
  }
}
