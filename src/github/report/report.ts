import {
  type CallActivity,
  type Verb,
  type LimitName,
  type PlanItem,
  type Refusal,
  capBytes,
  formatUsd,
  formatDuration,
  formatNumber
} from '../../shared/index.js'
import type { TokenUsage } from '../../llm/index.js'
import {
  neutralizeHtmlText,
  type PostingPolicy,
  tableText
} from '../../security/index.js'
import type { PatchArtifact, PermissionProblem } from '../types.js'
import { capChars, fitMarkdown } from './fit-post.js'
import { planSection } from './plan-view.js'
import { postingPolicy } from './posting.js'
import {
  codeBlock,
  PATCH_COMMENT_CHARS,
  patchFitsSummary,
  patchOverflow,
  patchPointer
} from './report-patch.js'
import {
  leftoversLine,
  toolLogDetails,
  toolTableRow
} from './report-sections.js'
import { headline, statsLine, statusLinks } from './report-status.js'
import { problemLines, reportLine, resultLines } from './report-lines.js'
import { OWN_MARKER } from '../trigger/index.js'
import type { RerunRefusal, ReportVerification } from './testing.js'
export { codeBlock, PATCH_COMMENT_CHARS } from './report-patch.js'

/** The `conclusion` output. */
type Conclusion =
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
  /** A describe run: the pull request whose description block it wrote. */
  descriptionUrl?: string
  /** A triage run: the labels it added (output `labels`). */
  labels?: string[]
  /** The final answer's JSON, validated against `output-schema` (output `structured-output`). */
  structuredOutput?: string
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
  /** The verify command before and after the change (`verify-command`). */
  verification?: ReportVerification
  /** A fix for failing CI whose failed steps could not be rerun here. */
  rerunRefused?: RerunRefusal[]
  /**
   * A fix for failing CI was pushed: whether CI runs on it, from the login
   * the token acts as (`github-actions[bot]`: no; null: not known).
   */
  ciRerun?: { login: string | null }
  runUrl: string
  tools: ToolLogEntry[]
  /** Runner-local; the reports point to the `transcript` output instead. */
  transcriptPath?: string
  /** The model's plan as its last `plan` call left it. */
  plan?: PlanItem[]
  /** What was refused on the way: edits, commands, MCP servers, images. */
  refusals?: Refusal[]
  /** Permissions (or the repository setting) a 403 showed missing. */
  permissions?: PermissionProblem[]
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
    [...resultLines(report), toolLogDetails(report.tools)]
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
  out.push(...askedLines(report, policy))
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
  const result = resultLines(report)
  if (result.length)
    out.push(
      capBytes(result.join('\n\n'), 40_000, 'cut to fit the summary'),
      ''
    )
  out.push(...toolTable(report.tools), ...runTable(report, policy))
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

/** Who asked for what, quoted; nothing when the report has no request. */
function askedLines(report: RunReport, policy: PostingPolicy): string[] {
  if (report.request === undefined) return []
  return [
    `**Asked${report.requester ? ` by @${report.requester}` : ''}${report.verb ? ` (${report.verb})` : ''}:**`,
    '',
    fitMarkdown(report.request || '(no instruction)', { max: 2000 }, policy)
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    ''
  ]
}

/** The first 100 tool calls as a table; nothing without one. */
function toolTable(tools: readonly ToolLogEntry[]): string[] {
  if (tools.length === 0) return []
  const rows = tools.slice(0, 100).map(toolTableRow)
  return [
    '### What the agent did',
    '',
    '| # | tool | what | result | time |',
    '|---|---|---|---|---|',
    ...rows,
    ...(tools.length > rows.length
      ? [`| … | | ${tools.length - rows.length} more calls | | |`]
      : []),
    ''
  ]
}

/** The run's numbers: conclusion, counts, tokens, cost, time, limit, sandbox. */
function runTable(report: RunReport, policy: PostingPolicy): string[] {
  const leftovers = leftoversLine(report.leftovers)
  return [
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
    `| duration | ${formatDuration(report.durationMs)} |`,
    ...(report.limit ? [`| limit | ${report.limit} |`] : []),
    ...(report.sandbox !== undefined
      ? [
          `| sandbox | ${report.sandbox === null ? 'no command ran' : tableText(capChars(report.sandbox, 500), policy)} |`
        ]
      : []),
    ...(leftovers ? [`| left running | ${leftovers} |`] : []),
    // The runner's copy is gone when the job ends; the output can be kept.
    ...(report.transcriptPath
      ? [
          '| transcript | the `transcript` output: keep it with `actions/upload-artifact` and `path: ${{ steps.<id>.outputs.transcript }}` |'
        ]
      : []),
    ''
  ]
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
