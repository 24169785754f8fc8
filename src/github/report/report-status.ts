/**
 * The first lines of every report: the outcome in a few words (what was
 * delivered, or what stopped it), then where to find it (pull request,
 * branch, commit, review, run log, duration), and the small footer of
 * counts. Each link names only what exists: a commit that was not pushed
 * is never linked.
 */
import { codeSpan } from '../../security/index.js'
import {
  formatTokens,
  formatUsd,
  formatDuration,
  plural
} from '../../shared/index.js'
import type { RunReport } from './report.js'

const FIXED: Record<
  Exclude<RunReport['conclusion'], 'changed' | 'budget-exhausted'>,
  string
> = {
  'no-changes': '✅ Done: no changes needed',
  answered: '💬 Answered',
  reviewed: '🔍 Reviewed',
  skipped: '⏭️ Skipped',
  refused: '⛔ Refused',
  failed: '❌ Failed'
}

function branchSpan(report: RunReport): string {
  return codeSpan(report.branch ?? 'its branch')
}

/** "3 inline comments", and those folded into the review body. */
function reviewCount(report: RunReport): string {
  const inline = plural(report.reviewComments ?? 0, 'inline comment')
  const folded = report.reviewFolded ?? 0
  return folded > 0 ? `${inline}, ${folded} in the review body` : inline
}

/** What a `changed` run delivered, as the headline says it. */
function changedHeadline(report: RunReport): string {
  if (report.prNumber !== undefined)
    return report.prAction === 'updated'
      ? `✅ Updated #${report.prNumber}`
      : `✅ Opened #${report.prNumber}`
  if (report.commitSha && report.compareUrl)
    return `⚠️ Pushed to ${branchSpan(report)}, but the pull request could not be opened`
  if (report.commitSha) return `✅ Pushed to ${branchSpan(report)}`
  if (report.patch) return '📎 Change ready as a patch: nothing was pushed'
  return '✅ Changes ready'
}

/** What a run stopped by a limit still delivered. */
function deliveredAtLimit(report: RunReport): string {
  if (report.prNumber !== undefined)
    return `change pushed in #${report.prNumber}`
  if (report.commitSha) return `change pushed to ${branchSpan(report)}`
  if (report.patch) return 'the change so far is attached as a patch'
  if (report.reviewUrl) return `review posted (${reviewCount(report)})`
  if (report.verb === 'ask' || report.verb === 'review')
    return 'partial answer below'
  return 'no changes made'
}

/** An answer, a description written, or an issue triaged. */
function answeredHeadline(report: RunReport): string {
  if (report.descriptionUrl) return '📝 Described the pull request'
  if (report.labels)
    return report.labels.length
      ? `🏷️ Triaged: labeled ${report.labels.map((label) => codeSpan(label)).join(', ')}`
      : '🏷️ Triaged: no label added'
  return FIXED.answered
}

/**
 * The headline: an emoji and the outcome in words. A run stopped by a
 * limit names the limit and what it still delivered; a failure says what
 * failed when the run knows it.
 */
export function headline(report: RunReport): string {
  switch (report.conclusion) {
    case 'changed':
      return changedHeadline(report)
    case 'budget-exhausted':
      return `⚠️ Stopped at ${report.limit ?? 'a limit'}: ${deliveredAtLimit(report)}`
    case 'reviewed':
      return `🔍 Reviewed: ${reviewCount(report)}`
    case 'answered':
      return answeredHeadline(report)
    case 'failed':
      return report.failure ? `❌ Failed: ${report.failure}` : FIXED.failed
    default:
      return FIXED[report.conclusion]
  }
}

/**
 * Where the result is, one line: the pull request, the compare view, the
 * branch and commit (only when pushed), the review, the run log, the
 * duration.
 */
export function statusLinks(report: RunReport): string {
  const parts: string[] = []
  if (report.prUrl)
    parts.push(
      `[${report.prNumber !== undefined ? `#${report.prNumber}` : 'pull request'}](${report.prUrl})`
    )
  if (report.compareUrl)
    parts.push(`[open a pull request](${report.compareUrl})`)
  if (report.commitSha && report.branch) {
    parts.push(`branch ${codeSpan(report.branch)}`)
    const sha = codeSpan(report.commitSha.slice(0, 7))
    parts.push(
      `commit ${report.commitUrl ? `[${sha}](${report.commitUrl})` : sha}`
    )
  }
  if (report.reviewUrl) parts.push(`[see the review](${report.reviewUrl})`)
  if (report.descriptionUrl)
    parts.push(`[see the description](${report.descriptionUrl})`)
  // An input error can stop the run before its URL is known.
  if (report.runUrl) parts.push(`[run log](${report.runUrl})`)
  if (report.durationMs > 0) parts.push(formatDuration(report.durationMs))
  return parts.join(' · ')
}

/** Turns, tool calls, tokens and cost: the footer. */
export function statsLine(report: RunReport): string {
  return [
    plural(report.iterations, 'turn'),
    plural(report.toolCalls, 'tool call'),
    formatTokens(report.usage),
    ...(report.costUsd !== undefined ? [formatUsd(report.costUsd)] : [])
  ].join(' · ')
}
