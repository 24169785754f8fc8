import type { Verb } from '../agent/system-prompt.js'
import type { LimitName } from '../agent/types.js'
import type { TokenUsage } from '../llm/types.js'
import { formatDuration, formatNumber } from '../shared/text.js'
import { type PatchArtifact, patchArtifactLine } from './artifact.js'
import { OWN_MARKER } from './trigger.js'

/** The `conclusion` output. */
export type Conclusion =
  | 'changed'
  | 'no-changes'
  | 'answered'
  | 'reviewed'
  | 'skipped'
  | 'refused'
  | 'budget-exhausted'
  | 'failed'

/** One tool call as the reports show it. */
export interface ToolLogEntry {
  name: string
  summary: string
  isError: boolean
  durationMs: number
}

/** Everything the final comment, the job summary and the outputs say about a run. */
export interface RunReport {
  conclusion: Conclusion
  verb?: Verb
  /** What was asked (the instruction or prompt). */
  request?: string
  requester?: string | null
  /** The agent's final answer, redacted. */
  summary: string
  /** Why the run was skipped, refused or failed. */
  reason?: string
  iterations: number
  toolCalls: number
  usage: TokenUsage
  durationMs: number
  limit?: LimitName
  limitDetail?: string
  changedFiles: { path: string; status: string }[]
  branch?: string
  commitSha?: string
  commitUrl?: string
  prUrl?: string
  prNumber?: number
  /** Set when the branch was pushed but no PR could be opened. */
  compareUrl?: string
  /** The change as a patch, when it could not be pushed. */
  patch?: string
  /** Why the patch is shown instead of a push. */
  patchReason?: string
  /** The patch as a workflow artifact, when it was too large for the comment. */
  patchArtifact?: PatchArtifact
  reviewUrl?: string
  reviewComments?: number
  /** Push blocked by the write policy or the secret scan. */
  blocked?: string[]
  /** How bash ran; null when no command ran. */
  sandbox?: string | null
  verification?: { ok: boolean; command: string }
  runUrl: string
  tools: ToolLogEntry[]
  transcriptPath?: string
}

/** Room a patch may take in the final comment; the job summary has it whole. */
export const PATCH_COMMENT_CHARS = 30_000

/** GitHub's limit for a comment body is 65,536 characters; stay below it. */
export const MAX_COMMENT_CHARS = 65_000

const HEADLINES: Record<Conclusion, string> = {
  changed: '✅ Changes ready',
  'no-changes': '✅ Done, no changes needed',
  answered: '💬 Answer',
  reviewed: '🔍 Review posted',
  skipped: '⏭️ Skipped',
  refused: '⛔ Refused',
  'budget-exhausted': '⏱️ Stopped at a limit',
  failed: '❌ Failed'
}

/**
 * The headline of a report. A run stopped by a limit says which limit, and
 * what it still delivered, so "stopped" never hides a pushed change.
 */
export function headline(report: RunReport): string {
  if (report.conclusion !== 'budget-exhausted')
    return HEADLINES[report.conclusion]
  const limit = report.limit
    ? `Stopped at ${report.limit}`
    : 'Stopped at a limit'
  const result = report.prUrl
    ? 'changes pushed, pull request ready'
    : report.commitSha
      ? 'changes pushed'
      : report.patch
        ? 'the change so far is attached as a patch'
        : report.reviewUrl
          ? 'review posted'
          : report.verb === 'ask' || report.verb === 'review'
            ? 'partial answer below'
            : 'no changes made'
  return `⏱️ ${limit}: ${result}`
}

/** A fenced block that no backtick run inside `text` can close. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(
    2,
    ...[...text.matchAll(/`+/g)].map((m) => m[0].length)
  )
  const fence = '`'.repeat(longest + 1)
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}`
}

/** Caps text to `max` characters with a note. */
export function capChars(
  text: string,
  max: number,
  note = 'cut to fit'
): string {
  if (text.length <= max) return text
  return `${text.slice(0, Math.max(0, max - 80))}\n\n… (${note}: ${formatNumber(text.length - max + 80)} more characters)`
}

function statsLine(report: RunReport): string {
  const parts = [
    `${report.iterations} turn${report.iterations === 1 ? '' : 's'}`,
    `${report.toolCalls} tool call${report.toolCalls === 1 ? '' : 's'}`,
    `${formatNumber(report.usage.promptTokens)} prompt + ${formatNumber(report.usage.completionTokens)} completion tokens`,
    formatDuration(report.durationMs)
  ]
  return parts.join(' · ')
}

function resultLines(report: RunReport): string[] {
  const lines: string[] = []
  if (report.prUrl) lines.push(`**Pull request:** ${report.prUrl}`)
  if (report.commitSha) {
    lines.push(
      `**Commit:** ${report.commitUrl ? `[\`${report.commitSha.slice(0, 7)}\`](${report.commitUrl})` : `\`${report.commitSha.slice(0, 7)}\``}${report.branch ? ` on \`${report.branch}\`` : ''}`
    )
  }
  if (report.compareUrl) {
    lines.push(
      `The branch \`${report.branch}\` was pushed, but the pull request could not be opened${report.reason ? ` (${report.reason})` : ''}: [open it from the compare view](${report.compareUrl}).`
    )
  }
  if (report.reviewUrl) {
    lines.push(
      `**Review:** ${report.reviewUrl} (${report.reviewComments ?? 0} inline comment${report.reviewComments === 1 ? '' : 's'})`
    )
  }
  if (report.changedFiles.length > 0) {
    const shown = report.changedFiles.slice(0, 30)
    lines.push(
      `**Changed files (${report.changedFiles.length}):** ${shown.map((file) => `\`${file.path}\`${file.status === 'modified' ? '' : ` (${file.status})`}`).join(', ')}${report.changedFiles.length > shown.length ? ', …' : ''}`
    )
  }
  if (report.verification) {
    lines.push(
      `**Verify:** \`${report.verification.command}\` ${report.verification.ok ? 'passed' : 'failed'}`
    )
  }
  if (report.blocked?.length) {
    lines.push(
      `**Not pushed:** the change broke the write policy:\n${report.blocked.map((item) => `- ${item}`).join('\n')}`
    )
  }
  if (report.patchArtifact) lines.push(patchArtifactLine(report.patchArtifact))
  if (report.limitDetail)
    lines.push(`**Stopped by a limit:** ${report.limitDetail}.`)
  if (report.reason && report.conclusion !== 'changed')
    lines.push(`**Why:** ${report.reason}`)
  if (report.sandbox && /^no (sandbox|bash)\b/.test(report.sandbox))
    lines.push(`> ⚠️ ${report.sandbox}`)
  return lines
}

/** The final rewrite of the tracking comment. */
export function renderFinalComment(report: RunReport): string {
  const head = `${OWN_MARKER}\n### ${headline(report)}\n`
  // The blank line matters: `text\n---` would turn the text into a heading.
  const foot = `\n\n---\n<sub>${statsLine(report)} · [run log](${report.runUrl})</sub>`
  const result = resultLines(report).join('\n\n')
  let patchBlock = ''
  if (report.patch) {
    patchBlock = `\n\n<details><summary>The change as a patch (${report.patchReason ?? 'not pushed'}); apply it with <code>git apply</code></summary>\n\n${codeBlock(report.patch, 'diff')}\n\n</details>`
  }
  const summary = report.summary.trim() ? `\n${report.summary.trim()}\n` : ''
  const fixed = head.length + foot.length + result.length + 8
  const summaryRoom = Math.max(
    1000,
    MAX_COMMENT_CHARS - fixed - Math.min(patchBlock.length, PATCH_COMMENT_CHARS)
  )
  const cappedSummary = capChars(
    summary,
    summaryRoom,
    'summary cut to fit the comment'
  )
  const patchRoom = MAX_COMMENT_CHARS - fixed - cappedSummary.length
  if (patchBlock.length > patchRoom) {
    patchBlock = `\n\n> The patch is too large for a comment (${formatNumber(report.patch?.length ?? 0)} characters); it is in full in the [job summary](${report.runUrl}).`
  }
  return capChars(
    `${head}${cappedSummary}\n${result}${patchBlock}${foot}`,
    MAX_COMMENT_CHARS
  )
}

/** The tracking comment while the run is going. */
export function renderWorkingComment(state: {
  runUrl: string
  verb: Verb
  iteration: number
  maxIterations: number
  activity: { text: string; done: boolean; isError: boolean }[]
  usage: TokenUsage
}): string {
  const verbText = {
    fix: 'Working on it',
    review: 'Reviewing',
    ask: 'Looking into it'
  }[state.verb]
  const lines = state.activity
    .slice(-8)
    .map(
      (item) =>
        `- ${item.done ? (item.isError ? '✗' : '✓') : '⏳'} ${item.text}`
    )
  const progress =
    state.iteration > 0
      ? `turn ${state.iteration} of at most ${state.maxIterations} · ${formatNumber(state.usage.promptTokens + state.usage.completionTokens)} tokens so far`
      : 'starting'
  return `${OWN_MARKER}\n### 🤖 ${verbText}…\n\n${lines.join('\n')}${lines.length ? '\n\n' : ''}<sub>${progress} · [run log](${state.runUrl})</sub>`
}

/** Markdown for `GITHUB_STEP_SUMMARY`, written for every run. */
export function renderJobSummary(report: RunReport): string {
  const out: string[] = [`## agent-action: ${headline(report)}`, '']
  if (report.request !== undefined) {
    out.push(
      `**Asked${report.requester ? ` by @${report.requester}` : ''}${report.verb ? ` (${report.verb})` : ''}:**`,
      '',
      capChars(report.request || '(no instruction)', 2000)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      ''
    )
  }
  const result = resultLines(report)
  if (result.length) out.push(...result.flatMap((line) => [line, '']))
  if (report.summary.trim())
    out.push('### Result', '', capChars(report.summary.trim(), 20_000), '')
  if (report.tools.length > 0) {
    const rows = report.tools
      .slice(0, 100)
      .map(
        (tool, index) =>
          `| ${index + 1} | \`${tool.name}\` | ${tool.summary.replace(/\|/g, '\\|').replace(/`/g, "'").slice(0, 100)} | ${tool.isError ? 'error' : 'ok'} | ${(tool.durationMs / 1000).toFixed(1)} s |`
      )
    out.push(
      '### What the agent did',
      '',
      '| # | tool | call | result | time |',
      '|---|---|---|---|---|',
      ...rows
    )
    if (report.tools.length > rows.length)
      out.push(`| … | | ${report.tools.length - rows.length} more calls | | |`)
    out.push('')
  }
  out.push(
    '### Run',
    '',
    `| | |`,
    `|---|---|`,
    `| conclusion | \`${report.conclusion}\` |`,
    `| iterations | ${report.iterations} |`,
    `| tool calls | ${report.toolCalls} |`,
    `| tokens | ${formatNumber(report.usage.promptTokens)} prompt, ${formatNumber(report.usage.completionTokens)} completion |`,
    `| duration | ${formatDuration(report.durationMs)} |`
  )
  if (report.limit) out.push(`| limit | ${report.limit} |`)
  if (report.sandbox !== undefined)
    out.push(`| sandbox | ${report.sandbox ?? 'no command ran'} |`)
  if (report.transcriptPath)
    out.push(`| transcript | \`${report.transcriptPath}\` |`)
  out.push('')
  if (report.patch) {
    out.push(
      `### The change as a patch (${report.patchReason ?? 'not pushed'})`,
      '',
      codeBlock(report.patch, 'diff'),
      ''
    )
  }
  return out.join('\n')
}

/** A report of a run that did no work yet (skips, refusals, early failures). */
export function emptyReport(
  conclusion: Conclusion,
  runUrl: string,
  extra: Partial<RunReport> = {}
): RunReport {
  return {
    conclusion,
    summary: '',
    iterations: 0,
    toolCalls: 0,
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    durationMs: 0,
    changedFiles: [],
    runUrl,
    tools: [],
    ...extra
  }
}
