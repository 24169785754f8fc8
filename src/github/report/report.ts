import {
  type CallActivity,
  type Verb,
  type LimitName,
  type PlanItem,
  capBytes,
  formatUsd,
  formatDuration,
  formatNumber
} from '../../shared/index.js'
import type { TokenUsage } from '../../llm/index.js'
import {
  codeSpan,
  neutralizeHtmlText,
  neutralizeMarkdown,
  type PostingPolicy,
  tableText
} from '../../security/index.js'
import type { PatchArtifact } from '../types.js'
import { capChars, fitMarkdown, oneLine } from './fit-post.js'
import { planSection } from './plan-view.js'
import { postingPolicy } from './posting.js'
import {
  codeBlock,
  PATCH_COMMENT_CHARS,
  patchFitsSummary,
  patchArtifactLine,
  patchOverflow,
  patchPointer
} from './report-patch.js'
import {
  changedFilesSection,
  leftoversLine,
  trimOutput,
  toolLogDetails,
  toolTableRow,
  verifyResult
} from './report-sections.js'
import { headline, statsLine, statusLinks } from './report-status.js'
import { OWN_MARKER } from '../trigger/index.js'

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
  /** The runner's short form of the arguments. */
  summary: string
  /** The call in words, as its tool said (`tool-start`); else "Called `name`". */
  activity?: CallActivity
  /** The runner's error flag; a command's non-zero exit is a failure too. */
  isError: boolean
  /** A command's exit code (bash). */
  exitCode?: number
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
  /** With the lines added and removed, where the patch told them. */
  changedFiles: {
    path: string
    status: string
    additions?: number
    deletions?: number
  }[]
  branch?: string
  commitSha?: string
  commitUrl?: string
  prUrl?: string
  prNumber?: number
  /** Whether the run opened the pull request or updated an open one. */
  prAction?: 'opened' | 'updated'
  /** Set when the branch was pushed but no PR could be opened. */
  compareUrl?: string
  /** The change as a patch, when it could not be pushed. */
  patch?: string
  /** Why the patch is shown instead of a push. */
  patchReason?: string
  /** The patch as a workflow artifact, when it was too large for the comment. */
  patchArtifact?: PatchArtifact
  reviewUrl?: string
  /** Inline comments of the posted review. */
  reviewComments?: number
  /** Comments folded into the review body (lines outside the diff). */
  reviewFolded?: number
  /** What failed, in a few words, for the headline of a `failed` run. */
  failure?: string
  /** git's (redacted) stderr of a rejected push. */
  pushError?: string
  /** Push blocked by the write policy or the secret scan. */
  blocked?: string[]
  /** How bash ran; null when no command ran. */
  sandbox?: string | null
  /** What the commands left running when the loop ended: killed before publishing, or not killable. */
  leftovers?: { killed: number; left: number }
  verification?: { ok: boolean; command: string; exitCode?: number }
  runUrl: string
  tools: ToolLogEntry[]
  /** Runner-local; the reports point to the `transcript` output instead. */
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

export { headline } from './report-status.js'

/**
 * One line of the report: action text with model text in it (a reason, a
 * policy message), neutralised as the whole line GitHub reads.
 */
function reportLine(text: string, policy: PostingPolicy, max = 1500): string {
  return neutralizeMarkdown(oneLine(capChars(text, max)), policy)
}

/**
 * Why the run failed or what blocked it, right under the status line: the
 * reason, git's stderr of a rejected push (fenced), what the write policy
 * refused, the limit.
 */
function problemLines(report: RunReport, policy: PostingPolicy): string[] {
  const lines: string[] = []
  if (report.compareUrl) {
    lines.push(
      reportLine(
        `The branch ${codeSpan(report.branch ?? '')} was pushed, but the pull request could not be opened${report.reason ? ` (${report.reason})` : ''}: [open it from the compare view](${report.compareUrl}).`,
        policy,
        3000
      )
    )
  } else if (report.reason && report.conclusion !== 'changed') {
    const gitSaid = report.pushError?.trim()
    lines.push(
      reportLine(
        `**Why:** ${report.reason}${gitSaid ? '; git said:' : ''}`,
        policy
      ) + (gitSaid ? `\n\n${codeBlock(trimOutput(gitSaid))}` : '')
    )
  }
  if (report.blocked?.length) {
    const shown = report.blocked.slice(0, 20)
    const more = report.blocked.length - shown.length
    lines.push(
      `**Not pushed:** the change broke the write policy:\n${shown.map((item) => reportLine(`- ${item}`, policy, 300)).join('\n')}${more > 0 ? `\n- … and ${more} more` : ''}`
    )
  }
  if (report.limitDetail)
    lines.push(
      reportLine(`**Stopped by a limit:** ${report.limitDetail}.`, policy)
    )
  return lines
}

/** What was delivered and checked, after the summary. */
function resultLines(report: RunReport, policy: PostingPolicy): string[] {
  const lines: string[] = []
  const files = changedFilesSection(report.changedFiles)
  if (files) lines.push(files)
  if (report.verification)
    lines.push(`**Verify:** ${verifyResult(report.verification)}`)
  if (report.patchArtifact) lines.push(patchArtifactLine(report.patchArtifact))
  if (report.sandbox && /^no (sandbox|bash)\b/.test(report.sandbox))
    lines.push(reportLine(`> ⚠️ ${report.sandbox}`, policy, 500))
  const leftovers = leftoversLine(report.leftovers)
  if (leftovers) lines.push(`> ⚠️ ${leftovers}`)
  return lines
}

/**
 * The final rewrite of the tracking comment: the status (headline, then
 * PR, branch, commit, run log, duration), what went wrong if anything, the
 * summary, the changed files with their diffstat, the verify result, the
 * tool log (collapsed), the patch when it was not pushed, and the counts.
 * A review run is one line linking the review: the review holds the rest.
 */
export function renderFinalComment(report: RunReport): string {
  const policy = postingPolicy(report.runUrl, report.requester)
  // The blank line matters: `text\n---` would turn the text into a heading.
  const foot = `\n\n---\n<sub>${statsLine(report)}</sub>`
  if (report.reviewUrl)
    return `${OWN_MARKER}\n### ${headline(report)} — [see the review](${report.reviewUrl})\n\n${statusLinks({ ...report, reviewUrl: undefined })}${foot}`
  const head = `${OWN_MARKER}\n### ${headline(report)}\n${statusLinks(report)}\n`
  const problems = capChars(
    problemLines(report, policy).join('\n\n'),
    10_000,
    'cut to fit the comment'
  )
  const result = capChars(
    [...resultLines(report, policy), toolLogDetails(report.tools)]
      .filter(Boolean)
      .join('\n\n'),
    20_000,
    'cut to fit the comment'
  )
  let patchBlock = ''
  if (report.patch) {
    patchBlock = `\n\n<details><summary>The change as a patch (${neutralizeHtmlText(capChars(report.patchReason ?? 'not pushed', 500), policy)}); apply it with <code>git apply</code></summary>\n\n${codeBlock(report.patch, 'diff')}\n\n</details>`
  }
  // The model's plan as it last left it, after the summary.
  const plan = planSection(report.plan, '**Plan**')
  const sizes = [head, problems, foot, result, plan].map((part) => part.length)
  const fixed = sizes.reduce((sum, size) => sum + size, 10)
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
  // After a failure the agent's "Fixed …" must not read as the outcome.
  const said =
    text && report.conclusion === 'failed'
      ? `**The agent's answer** (not delivered):\n\n${text}`
      : text
  const parts = [problems, said, plan.trim(), result].filter(Boolean)
  const body = parts.length ? `\n${parts.join('\n\n')}` : ''
  const patchRoom = MAX_COMMENT_CHARS - head.length - body.length - foot.length
  if (report.patch && patchBlock.length > patchRoom) {
    patchBlock = `\n\n> ${patchPointer(report.patch, report, report.runUrl)}`
  }
  return capChars(`${head}${body}${patchBlock}${foot}`, MAX_COMMENT_CHARS)
}

/**
 * Markdown for `GITHUB_STEP_SUMMARY`, written for every run, at most
 * `MAX_SUMMARY_BYTES`: each part is capped, and the patch goes in only when
 * it fits `PATCH_SUMMARY_BYTES`.
 */
export function renderJobSummary(report: RunReport): string {
  const policy = postingPolicy(report.runUrl, report.requester)
  const out: string[] = [
    `## agent-action: ${headline(report)}`,
    '',
    statusLinks(report),
    ''
  ]
  const problems = problemLines(report, policy)
  if (problems.length)
    out.push(
      capBytes(problems.join('\n\n'), 40_000, 'cut to fit the summary'),
      ''
    )
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
  if (report.summary.trim())
    out.push(
      report.conclusion === 'failed'
        ? "### The agent's answer (not delivered)"
        : '### Result',
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
  const result = resultLines(report, policy)
  if (result.length)
    out.push(
      capBytes(result.join('\n\n'), 40_000, 'cut to fit the summary'),
      ''
    )
  if (report.tools.length > 0) {
    const rows = report.tools.slice(0, 100).map(toolTableRow)
    out.push(
      '### What the agent did',
      '',
      '| # | tool | what | result | time |',
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
    '| Item | Value |',
    '|---|---|',
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
  const leftovers = leftoversLine(report.leftovers)
  if (leftovers) out.push(`| left running | ${leftovers} |`)
  // The runner's copy is gone when the job ends; the output can be kept.
  if (report.transcriptPath)
    out.push(
      '| transcript | the `transcript` output: keep it with `actions/upload-artifact` and `path: ${{ steps.<id>.outputs.transcript }}` |'
    )
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
