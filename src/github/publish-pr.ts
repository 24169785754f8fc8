/**
 * The GitHub half of publishing a change: the commit message and the pull
 * request's text, and opening or updating the pull request of a branch
 * that `git/commit-change.ts` pushed. Idempotent on re-runs: an open pull
 * request of the branch is updated, not duplicated.
 */
import type { GitHubClient } from './github-client.js'
import { neutralizePlain } from '../security/neutralize.js'
import { capChars, fitMarkdown } from './fit-post.js'
import { postingPolicy } from './posting.js'
import { OWN_MARKER } from './trigger.js'
import { errorMessage } from '../shared/errors.js'

/** What opening the pull request did. */
export type PullResult =
  | { kind: 'opened' | 'updated'; number: number; url: string }
  /** The branch is pushed; `compareUrl` opens the pull request by hand. */
  | { kind: 'failed'; compareUrl: string; reason: string }

/** The text around a change: who asked, where, and the agent's summary. */
export interface ChangeText {
  /** First line of the commit and the PR title. */
  title: string
  /** The agent's summary (redacted). */
  summary: string
  requester: string | null
  /** The comment or issue the request was made in. */
  requestUrl: string | null
  runUrl: string
  /** The issue the pull request fixes, if any. */
  issueNumber: number | null
  /** Hidden text after the body's marker (a prompt run's task marker). */
  bodySuffix?: string
}

/**
 * The commit message: the title, then the summary (capped), with mentions
 * and cross-references made inert (GitHub links them in commits too).
 */
export function commitMessage(text: ChangeText): string {
  const policy = postingPolicy(text.runUrl, text.requester)
  const body = neutralizePlain(
    capChars(text.summary.trim(), 4000, 'summary cut'),
    policy
  )
  return `${pullTitle(text)}\n\n${body}${text.requestUrl ? `\n\nRequested in ${text.requestUrl}` : ''}`.trim()
}

/** The pull request's title (and the commit's first line), made inert. */
export function pullTitle(text: ChangeText): string {
  return neutralizePlain(text.title, postingPolicy(text.runUrl, text.requester))
}

/** The body of the pull request the action opens or updates. */
export function pullBody(text: ChangeText): string {
  const summary = fitMarkdown(
    text.summary.trim() || '(no summary)',
    { max: 50_000 },
    postingPolicy(text.runUrl, text.requester),
    'summary cut'
  )
  const footer: string[] = []
  if (text.issueNumber !== null) footer.push(`Fixes #${text.issueNumber}`)
  if (text.requester)
    footer.push(
      `Requested by @${text.requester}${text.requestUrl ? ` in ${text.requestUrl}` : ''}.`
    )
  footer.push(`Made by [agent-action](${text.runUrl}).`)
  return `${summary}\n\n---\n${footer.join('\n')}\n${OWN_MARKER}${text.bodySuffix ? `\n${text.bodySuffix}` : ''}`
}

/**
 * Opens the pull request of `branch` into `base`, or updates the body of
 * the one already open. A failure is a result with the compare link, never
 * a throw: the branch is pushed either way.
 */
export async function openOrUpdatePull(
  github: GitHubClient,
  input: {
    branch: string
    base: string
    text: ChangeText
    draft: boolean
    compareUrl: string
    redact: (text: string) => string
  }
): Promise<PullResult> {
  const body = pullBody(input.text)
  try {
    const existing = await github.findOpenPull(input.branch)
    if (existing) {
      await github.updatePull(existing.number, { body })
      return { kind: 'updated', number: existing.number, url: existing.htmlUrl }
    }
    const pull = await github.createPull({
      head: input.branch,
      base: input.base,
      title: pullTitle(input.text),
      body,
      draft: input.draft
    })
    return { kind: 'opened', number: pull.number, url: pull.htmlUrl }
  } catch (error) {
    return {
      kind: 'failed',
      compareUrl: input.compareUrl,
      reason: `the pull request could not be opened: ${input.redact(errorMessage(error))}`
    }
  }
}
