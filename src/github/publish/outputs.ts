import { appendFileSync } from 'node:fs'
import {
  type RunReport,
  MAX_SUMMARY_BYTES,
  renderJobSummary,
  verificationValue
} from '../report/index.js'
import { capBytes, errorMessage, costOutput } from '../../shared/index.js'

/** The two channels outputs and the job summary go through (`@actions/core`). */
interface OutputSink {
  setOutput(name: string, value: string): void
  /**
   * Appends markdown to the job summary, at most `MAX_SUMMARY_BYTES` of it
   * (GitHub drops a larger summary); a no-op when there is none.
   */
  appendSummary(markdown: string): void
}

/** An OutputSink on the runner files (GITHUB_OUTPUT via core, GITHUB_STEP_SUMMARY). */
export function createOutputSink(
  setOutput: (name: string, value: string) => void,
  summaryPath: string | undefined,
  warn: (message: string) => void
): OutputSink {
  return {
    setOutput,
    appendSummary(markdown) {
      if (!summaryPath) return
      try {
        const capped = capBytes(markdown, MAX_SUMMARY_BYTES - 1, 'cut to fit')
        appendFileSync(summaryPath, `${capped}\n`)
      } catch (error) {
        warn(`could not write the job summary: ${errorMessage(error)}`)
      }
    }
  }
}

/** Every output of the contract, and the job summary, for every run. */
export function writeReport(
  sink: OutputSink,
  report: RunReport,
  extra: { commentUrl?: string | null; transcriptPath?: string }
): void {
  const outputs: Record<string, string> = {
    conclusion: report.conclusion,
    summary: report.summary || report.reason || '',
    branch: report.branch ?? '',
    'commit-sha': report.commitSha ?? '',
    'pr-url': report.prUrl ?? '',
    'pr-number': report.prNumber !== undefined ? String(report.prNumber) : '',
    'comment-url': extra.commentUrl ?? '',
    iterations: String(report.iterations),
    'prompt-tokens': String(report.usage.promptTokens),
    'completion-tokens': String(report.usage.completionTokens),
    'cost-usd': report.costUsd === undefined ? '' : costOutput(report.costUsd),
    transcript: extra.transcriptPath ?? report.transcriptPath ?? '',
    verification: verificationValue(report.verification),
    'structured-output': report.structuredOutput ?? '',
    labels: (report.labels ?? []).join(',')
  }
  for (const [name, value] of Object.entries(outputs))
    sink.setOutput(name, value)
  sink.appendSummary(renderJobSummary(report))
}
