/**
 * The lines the final comment and the job summary share: what went wrong
 * (right under the status) and what was delivered and checked (after the
 * summary), every line of action text with model text in it neutralised.
 */
import {
  codeSpan,
  neutralizeMarkdown,
  type PostingPolicy
} from '../../security/index.js'
import { plural, type Refusal } from '../../shared/index.js'
import { capChars, oneLine } from './fit-post.js'
import { codeBlock, patchArtifactLine } from './report-patch.js'
import {
  changedFilesSection,
  leftoversLine,
  trimOutput
} from './report-sections.js'
import { testingLines } from './testing.js'
import type { RunReport } from './report.js'

/**
 * One line of the report: action text with model text in it (a reason, a
 * policy message), neutralised as the whole line GitHub reads.
 */
export function reportLine(
  text: string,
  policy: PostingPolicy,
  max = 1500
): string {
  return neutralizeMarkdown(oneLine(capChars(text, max)), policy)
}

/**
 * Why the run failed or what blocked it, right under the status line: the
 * reason, git's stderr of a rejected push (fenced), what the write policy
 * refused, the limit.
 */
export function problemLines(
  report: RunReport,
  policy: PostingPolicy
): string[] {
  const lines: string[] = []
  // What the run could not do comes first (docs/contract.md): no bash.
  if (report.sandbox && /^no (sandbox|bash)\b/.test(report.sandbox))
    lines.push(reportLine(`> ⚠️ ${report.sandbox}`, policy, 500))
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
  for (const lack of report.permissions ?? [])
    lines.push(
      // The setting's name is quoted; a permission is a `permissions:` entry.
      lack.permission.startsWith('"')
        ? `**Missing setting:** the repository does not let GitHub Actions open pull requests (${lack.route} answered 403): ${lack.fix}.`
        : `**Missing permission:** the workflow's token lacks ${codeSpan(lack.permission)} (${lack.route} answered 403): ${lack.fix}.`
    )
  const refused = refusalLines(report.refusals ?? [], policy)
  if (refused) lines.push(refused)
  return lines
}

/** How a refusal's subject is named, by who refused it. */
const REFUSED_WHAT: Record<Refusal['kind'], string> = {
  write: 'edit of',
  command: 'command',
  hook: 'call',
  mcp: 'MCP server',
  image: 'image',
  label: 'label',
  network: 'connection'
}

/**
 * Every refusal of the run (docs/contract.md: every refusal is reported),
 * the same ones counted once: `- edit of `x`: protected … (3 times)`.
 */
function refusalLines(
  refusals: readonly Refusal[],
  policy: PostingPolicy
): string {
  if (refusals.length === 0) return ''
  const counted = new Map<string, { refusal: Refusal; times: number }>()
  for (const refusal of refusals) {
    const key = JSON.stringify([refusal.kind, refusal.what, refusal.why])
    const seen = counted.get(key)
    if (seen) seen.times += 1
    else counted.set(key, { refusal, times: 1 })
  }
  const all = [...counted.values()]
  const shown = all.slice(0, 20).map(({ refusal, times }) => {
    const what = codeSpan(oneLine(capChars(refusal.what, 200)))
    const again = times > 1 ? ` (${times} times)` : ''
    return reportLine(
      `- ${REFUSED_WHAT[refusal.kind]} ${what}: ${refusal.why}${again}`,
      policy,
      400
    )
  })
  const more = all.length - shown.length
  return `**Refused during the run** (${plural(refusals.length, 'refusal')}):\n${shown.join('\n')}${more > 0 ? `\n- … and ${more} more` : ''}`
}

/** The login of the workflow's own token, `GITHUB_TOKEN`. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]'

/**
 * Whether CI reruns on a pushed fix for failing CI: GitHub starts no
 * workflow for a push made with the default `GITHUB_TOKEN` (docs/usage.md,
 * "Fixing red CI").
 */
function ciRerunLine(ci: RunReport['ciRerun']): string | null {
  if (!ci) return null
  if (ci.login === DEFAULT_TOKEN_LOGIN)
    return '**CI:** ⚠️ CI will not run on this push: pushes with the default GITHUB_TOKEN start no workflow; give the action an App token or a PAT (docs/usage.md#fixing-red-ci).'
  if (ci.login === null)
    return '**CI:** whether CI runs on this push is not known: the login the token acts as could not be read (a push with the default GITHUB_TOKEN starts no workflow: docs/usage.md#fixing-red-ci).'
  return `**CI:** CI will run on this push: it was pushed as ${codeSpan(capChars(ci.login, 100))}, not with the default GITHUB_TOKEN.`
}

/** What was delivered and checked, after the summary. */
export function resultLines(report: RunReport): string[] {
  const lines: string[] = []
  const files = changedFilesSection(report.changedFiles)
  if (files) lines.push(files)
  const testing = testingLines(report)
  // A run that changed nothing and checked nothing has no Testing part.
  if (testing.length) lines.push(`**Testing:**\n${testing.join('\n')}`)
  else if (report.changedFiles.length)
    lines.push(
      '**Testing:** no test command ran in this run; please check the change.'
    )
  const ci = ciRerunLine(report.ciRerun)
  if (ci) lines.push(ci)
  if (report.patchArtifact) lines.push(patchArtifactLine(report.patchArtifact))
  const leftovers = leftoversLine(report.leftovers)
  if (leftovers) lines.push(`> ⚠️ ${leftovers}`)
  return lines
}
