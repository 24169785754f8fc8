import type { Verb } from '../agent/system-prompt.js'
import type { LimitName, PlanItem } from '../agent/types.js'
import type { TokenUsage } from '../llm/types.js'
import {
  codeSpan,
  neutralizeHtmlText,
  neutralizeMarkdown,
  type PostingPolicy,
  tableCodeSpan,
  tableText
} from '../security/neutralize.js'
import { capBytes } from '../shared/byte-cap.js'
import { formatTokens, formatUsd } from '../shared/cost.js'
import { formatDuration, formatNumber } from '../shared/text.js'
import { type PatchArtifact, patchArtifactLine } from './artifact.js'
import { capChars, fitMarkdown, oneLine } from './fit-post.js'
import { planSection } from './plan-view.js'
import { postingPolicy } from './posting.js'
import {
  codeBlock,
  PATCH_COMMENT_CHARS,
  patchFitsSummary,
  patchOverflow,
  patchPointer
} from './report-patch.js'
import { OWN_MARKER } from './trigger.js'

export { capChars } from './fit-post.js'
export {
  codeBlock,
  PATCH_COMMENT_CHARS,
  PATCH_SUMMARY_BYTES
} from './report-patch.js'

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
  /** USD at the `token-price` input; absent without one. */
  costUsd?: number
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
  /** The model's plan as its last `plan` call left it. */
  plan?: PlanItem[]
}

/** GitHub's limit for a comment body is 65,536 characters; stay below it. */
export const MAX_COMMENT_CHARS = 65_000

/**
 * GitHub drops a step's job summary over 1 MiB ("supports content up to a
 * size of 1024k"); what a run appends stays below this many UTF-8 bytes.
 */
export const MAX_SUMMARY_BYTES = 1_000_000

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

function statsLine(report: RunReport): string {
  const parts = [
    `${report.iterations} turn${report.iterations === 1 ? '' : 's'}`,
    `${report.toolCalls} tool call${report.toolCalls === 1 ? '' : 's'}`,
    formatTokens(report.usage),
    ...(report.costUsd !== undefined ? [formatUsd(report.costUsd)] : []),
    formatDuration(report.durationMs)
  ]
  return parts.join(' · ')
}

/**
 * One line of the report: action text with model text in it (a reason, a
 * policy message), neutralised as the whole line GitHub reads.
 */
function reportLine(text: string, policy: PostingPolicy, max = 1500): string {
  return neutralizeMarkdown(oneLine(capChars(text, max)), policy)
}

function resultLines(report: RunReport, policy: PostingPolicy): string[] {
  const lines: string[] = []
  if (report.prUrl) lines.push(`**Pull request:** ${report.prUrl}`)
  if (report.commitSha) {
    const sha = codeSpan(report.commitSha.slice(0, 7))
    lines.push(
      `**Commit:** ${report.commitUrl ? `[${sha}](${report.commitUrl})` : sha}${report.branch ? ` on ${codeSpan(report.branch)}` : ''}`
    )
  }
  if (report.compareUrl) {
    lines.push(
      reportLine(
        `The branch ${codeSpan(report.branch ?? '')} was pushed, but the pull request could not be opened${report.reason ? ` (${report.reason})` : ''}: [open it from the compare view](${report.compareUrl}).`,
        policy,
        3000
      )
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
      `**Changed files (${report.changedFiles.length}):** ${shown.map((file) => `${codeSpan(capChars(file.path, 120, 'name cut'))}${file.status === 'modified' ? '' : ` (${file.status})`}`).join(', ')}${report.changedFiles.length > shown.length ? ', …' : ''}`
    )
  }
  if (report.verification) {
    lines.push(
      `**Verify:** ${codeSpan(capChars(report.verification.command, 300))} ${report.verification.ok ? 'passed' : 'failed'}`
    )
  }
  if (report.blocked?.length) {
    const shown = report.blocked.slice(0, 20)
    const more = report.blocked.length - shown.length
    lines.push(
      `**Not pushed:** the change broke the write policy:\n${shown.map((item) => reportLine(`- ${item}`, policy, 300)).join('\n')}${more > 0 ? `\n- … and ${more} more` : ''}`
    )
  }
  if (report.patchArtifact) lines.push(patchArtifactLine(report.patchArtifact))
  if (report.limitDetail)
    lines.push(
      reportLine(`**Stopped by a limit:** ${report.limitDetail}.`, policy)
    )
  if (report.reason && report.conclusion !== 'changed')
    lines.push(reportLine(`**Why:** ${report.reason}`, policy))
  if (report.sandbox && /^no (sandbox|bash)\b/.test(report.sandbox))
    lines.push(reportLine(`> ⚠️ ${report.sandbox}`, policy, 500))
  return lines
}

/** The final rewrite of the tracking comment. */
export function renderFinalComment(report: RunReport): string {
  const policy = postingPolicy(report.runUrl, report.requester)
  const head = `${OWN_MARKER}\n### ${headline(report)}\n`
  // The blank line matters: `text\n---` would turn the text into a heading.
  const foot = `\n\n---\n<sub>${statsLine(report)} · [run log](${report.runUrl})</sub>`
  const result = capChars(
    resultLines(report, policy).join('\n\n'),
    20_000,
    'cut to fit the comment'
  )
  let patchBlock = ''
  if (report.patch) {
    patchBlock = `\n\n<details><summary>The change as a patch (${neutralizeHtmlText(capChars(report.patchReason ?? 'not pushed', 500), policy)}); apply it with <code>git apply</code></summary>\n\n${codeBlock(report.patch, 'diff')}\n\n</details>`
  }
  // The model's plan as it last left it, after the summary.
  const plan = planSection(report.plan, '**Plan**')
  const planBlock = plan ? `\n${plan}` : ''
  const fixed = head.length + foot.length + result.length + planBlock.length + 8
  const summaryRoom = Math.max(
    1000,
    MAX_COMMENT_CHARS - fixed - Math.min(patchBlock.length, PATCH_COMMENT_CHARS)
  )
  const text = fitMarkdown(
    report.summary.trim(),
    { max: summaryRoom },
    policy,
    'summary cut to fit the comment'
  )
  const summary = text ? `\n${text}\n` : ''
  const patchRoom = MAX_COMMENT_CHARS - fixed - summary.length
  if (report.patch && patchBlock.length > patchRoom) {
    patchBlock = `\n\n> ${patchPointer(report.patch, report, report.runUrl)}`
  }
  return capChars(
    `${head}${summary}${planBlock}\n${result}${patchBlock}${foot}`,
    MAX_COMMENT_CHARS
  )
}

/**
 * Markdown for `GITHUB_STEP_SUMMARY`, written for every run, at most
 * `MAX_SUMMARY_BYTES`: each part is capped, and the patch goes in only when
 * it fits `PATCH_SUMMARY_BYTES`.
 */
export function renderJobSummary(report: RunReport): string {
  const policy = postingPolicy(report.runUrl, report.requester)
  const out: string[] = [`## agent-action: ${headline(report)}`, '']
  if (report.request !== undefined) {
    out.push(
      `**Asked${report.requester ? ` by @${report.requester}` : ''}${report.verb ? ` (${report.verb})` : ''}:**`,
      '',
      fitMarkdown(report.request || '(no instruction)', { max: 2000 }, policy)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      ''
    )
  }
  const result = resultLines(report, policy)
  if (result.length)
    out.push(
      capBytes(result.join('\n\n'), 80_000, 'cut to fit the summary'),
      ''
    )
  if (report.summary.trim())
    out.push(
      '### Result',
      '',
      fitMarkdown(
        capChars(report.summary.trim(), 20_000),
        { max: 100_000, unit: 'bytes' },
        policy
      ),
      ''
    )
  const plan = planSection(report.plan, '### Plan')
  if (plan) out.push(plan)
  if (report.tools.length > 0) {
    const rows = report.tools
      .slice(0, 100)
      .map(
        (tool, index) =>
          `| ${index + 1} | ${tableCodeSpan(tool.name.slice(0, 40))} | ${tableCodeSpan(tool.summary.slice(0, 100))} | ${tool.isError ? 'error' : 'ok'} | ${(tool.durationMs / 1000).toFixed(1)} s |`
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
    ...(report.usage.cachedPromptTokens
      ? [
          `| cached prompt tokens | ${formatNumber(report.usage.cachedPromptTokens)} |`
        ]
      : []),
    ...(report.costUsd !== undefined
      ? [`| cost | ${formatUsd(report.costUsd)} at the token-price input |`]
      : []),
    `| duration | ${formatDuration(report.durationMs)} |`
  )
  if (report.limit) out.push(`| limit | ${report.limit} |`)
  if (report.sandbox !== undefined)
    out.push(
      `| sandbox | ${report.sandbox === null ? 'no command ran' : tableText(capChars(report.sandbox, 500), policy)} |`
    )
  if (report.transcriptPath)
    out.push(`| transcript | ${tableCodeSpan(report.transcriptPath)} |`)
  out.push('')
  if (report.patch) {
    out.push(
      reportLine(
        `### The change as a patch (${report.patchReason ?? 'not pushed'})`,
        policy,
        600
      ),
      '',
      patchFitsSummary(report.patch)
        ? codeBlock(report.patch, 'diff')
        : `> ${patchOverflow(report.patch, report)}`,
      ''
    )
  }
  return capBytes(out.join('\n'), MAX_SUMMARY_BYTES, 'cut to fit the summary')
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
