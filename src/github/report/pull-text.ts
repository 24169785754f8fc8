/**
 * The pull request as reviewers read it: a title the model gave (or one
 * made from the request), and a body with Summary, Changes, Testing, the
 * issue it fixes, the request quoted, and how to iterate.
 */
import { neutralizeMarkdown, type PostingPolicy } from '../../security/index.js'
import { capChars, fitMarkdown, oneLine } from './fit-post.js'
import {
  changedFilesList,
  changedFilesTotals,
  type ReportedFile
} from './report-sections.js'
import type { RunReport, ToolLogEntry } from './report.js'
import { testingLines } from './testing.js'

/** GitHub shows about this many characters of a title in lists. */
const MAX_TITLE_CHARS = 72

/** `Title: …` (also bold, or as a heading), the first line of a fix run's answer. */
const TITLE_LINE = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?title:(?:\*\*|__)?\s*(.*)$/i

/** A title on one line, at most `MAX_TITLE_CHARS`, cut at a word where it can be. */
export function capTitle(text: string): string {
  const flat = oneLine(text)
  if (flat.length <= MAX_TITLE_CHARS) return flat
  const cut = flat.slice(0, MAX_TITLE_CHARS - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * Splits the model's `Title: …` line off its answer: only the first
 * non-empty line, only when it is one, and only when a title is left after
 * quotes and emphasis are stripped. The title is capped; the rest is the
 * summary.
 */
export function splitTitle(answer: string): {
  title: string | null
  summary: string
} {
  const lines = answer.split('\n')
  const first = lines.findIndex((line) => line.trim() !== '')
  const match = first >= 0 ? TITLE_LINE.exec(lines[first]) : null
  if (!match) return { title: null, summary: answer }
  const title = match[1]
    .trim()
    .replace(/^(?:\*\*|__|["'`])+|(?:\*\*|__|["'`])+$/g, '')
    .trim()
  if (!title) return { title: null, summary: answer }
  return {
    title: capTitle(title),
    summary: lines
      .slice(first + 1)
      .join('\n')
      .replace(/^\s*\n/, '')
      .trim()
  }
}

/**
 * A title made from the request when the model gave none: the plan's title
 * (`agent: <first line of the request or issue title>`) without its
 * prefix, with a capital first letter and no final period.
 */
export function fallbackTitle(planTitle: string): string {
  const text = planTitle.replace(/^agent:\s*/i, '').trim() || 'Changes'
  const sentence = `${text[0].toUpperCase()}${text.slice(1)}`.replace(
    /[.!]+$/,
    ''
  )
  return capTitle(sentence)
}

/** What the body says about the run and its request. */
export interface PullBodyInput {
  /** The agent's summary, its title line removed (redacted). */
  summary: string
  changedFiles: ReportedFile[]
  verification?: RunReport['verification']
  rerunRefused?: RunReport['rerunRefused']
  /** The agent's tool calls: its check commands go in the Testing section. */
  tools: readonly ToolLogEntry[]
  /** The request (instruction or prompt), redacted. */
  request: string
  requester: string | null
  requestUrl: string | null
  /** The event that started the run (`issue_comment`, `schedule`, …). */
  event: string
  issueNumber: number | null
  /** The comment trigger, e.g. `/agent`. */
  trigger: string
  runUrl: string
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
}

function requestSection(input: PullBodyInput, policy: PostingPolicy): string {
  const asked = input.request.trim()
    ? quote(fitMarkdown(input.request.trim(), { max: 2000 }, policy))
    : '> (no instruction)'
  if (input.requester) {
    const where = input.requestUrl ? ` in ${input.requestUrl}` : ''
    return `Requested by @${input.requester}${where}:\n\n${asked}`
  }
  const how =
    input.event === 'schedule'
      ? 'a scheduled run (`schedule`)'
      : input.event === 'workflow_dispatch'
        ? 'a dispatched run (`workflow_dispatch`)'
        : `a \`${input.event.replace(/[^\w.-]/g, '')}\` run`
  return `Started by ${how} of this workflow, with the prompt:\n\n${asked}`
}

function testingSection(input: PullBodyInput): string {
  const lines = testingLines(input)
  return lines.length
    ? lines.join('\n')
    : 'No test command ran in this run; please check the change.'
}

/** The body of the pull request the action opens or updates. */
export function renderPullBody(
  input: PullBodyInput,
  policy: PostingPolicy,
  marker: string
): string {
  const summary = fitMarkdown(
    input.summary.trim() || '(no summary)',
    { max: 40_000 },
    policy,
    'summary cut'
  )
  const files = input.changedFiles.length
    ? `${changedFilesList(input.changedFiles, 50)}\n\n${changedFilesTotals(input.changedFiles)}`
    : 'No files changed.'
  const parts = [
    `## Summary\n\n${summary}`,
    `## Changes\n\n${files}`,
    `## Testing\n\n${capChars(testingSection(input), 4000)}`
  ]
  if (input.issueNumber !== null) parts.push(`Fixes #${input.issueNumber}`)
  parts.push(requestSection(input, policy))
  const trigger = input.trigger.replace(/`/g, '')
  parts.push(
    neutralizeMarkdown(
      `---\nComment \`${trigger} <what to change>\` on this pull request to iterate. Made by [agent-action](${input.runUrl}).`,
      policy
    )
  )
  return `${parts.join('\n\n')}\n${marker}`
}
