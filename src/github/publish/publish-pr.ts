/**
 * The GitHub half of publishing a change: the commit message and the pull
 * request's text, and opening or updating the pull request of a branch
 * that `git/commit-change.ts` pushed. Idempotent on re-runs: an open pull
 * request of the branch is updated, not duplicated.
 */
import { type GitHubClient, GitHubRequestError } from '../types.js'
import { missingPermission } from '../api/index.js'
import { neutralizePlain } from '../../security/index.js'
import {
  capChars,
  postingPolicy,
  type PullBodyInput,
  renderPullBody
} from '../report/index.js'
import { OWN_MARKER } from '../trigger/index.js'
import { errorMessage } from '../../shared/index.js'

/** What opening the pull request did. */
export type PullResult =
  | { kind: 'opened' | 'updated'; number: number; url: string }
  /** The branch is pushed; `compareUrl` opens the pull request by hand. */
  | { kind: 'failed'; compareUrl: string; reason: string }

/**
 * The text around a change: the title, the agent's summary, who asked and
 * where, and (for the pull request body) what changed and how it was
 * checked.
 */
export interface ChangeText extends PullBodyInput {
  /** First line of the commit and the PR title (the model's, else one made from the request). */
  title: string
  /** Hidden text after the body's marker (a prompt run's task marker). */
  bodySuffix?: string
}

/**
 * The commit message: the title, then the summary (capped), with mentions
 * and cross-references made inert (GitHub links them in commits too).
 */
export function commitMessage(
  text: Pick<
    ChangeText,
    'title' | 'summary' | 'runUrl' | 'requester' | 'requestUrl'
  >
): string {
  const policy = postingPolicy(text.runUrl, text.requester)
  const body = neutralizePlain(
    capChars(text.summary.trim(), 4000, 'summary cut'),
    policy
  )
  return `${pullTitle(text)}\n\n${body}${text.requestUrl ? `\n\nRequested in ${text.requestUrl}` : ''}`.trim()
}

/** The pull request's title (and the commit's first line), made inert. */
export function pullTitle(
  text: Pick<ChangeText, 'title' | 'runUrl' | 'requester'>
): string {
  return neutralizePlain(text.title, postingPolicy(text.runUrl, text.requester))
}

/** The body of the pull request the action opens or updates. */
export function pullBody(text: ChangeText): string {
  return renderPullBody(
    text,
    postingPolicy(text.runUrl, text.requester),
    text.bodySuffix ? `${OWN_MARKER}\n${text.bodySuffix}` : OWN_MARKER
  )
}

/** A failure worth one more try: a 5xx or no answer; never a 4xx. */
function transient(error: unknown): boolean {
  const status = error instanceof GitHubRequestError ? error.status : 0
  return status === 0 || status >= 500
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
    /** A review request that failed is logged here; the run goes on. */
    warn?: (message: string) => void
    /** The branch's open pull request, looked up beside the push. */
    existing?: Promise<{ number: number; htmlUrl: string } | null>
    /**
     * Takes the review request instead of waiting for it, so it goes out
     * beside the final comment (docs/architecture.md).
     */
    later?: (task: Promise<void>) => void
  }
): Promise<PullResult> {
  const body = pullBody(input.text)
  const create = () =>
    github.createPull({
      head: input.branch,
      base: input.base,
      title: pullTitle(input.text),
      body,
      draft: input.draft
    })
  let pull: { number: number; htmlUrl: string }
  try {
    const existing = await (input.existing ?? github.findOpenPull(input.branch))
    if (existing) {
      await github.updatePull(existing.number, { body })
      return { kind: 'updated', number: existing.number, url: existing.htmlUrl }
    }
    // One more try for a 5xx or a lost answer: the branch is pushed, and a
    // second try costs less than a pull request opened by hand. A lost
    // answer may have opened it, so look again first.
    pull = await create().catch(async (error: unknown) => {
      if (!transient(error)) throw error
      const opened = await github.findOpenPull(input.branch)
      return opened ?? create()
    })
  } catch (error) {
    const lacks =
      error instanceof GitHubRequestError
        ? missingPermission(error.route, error.status, error.message)
        : undefined
    return {
      kind: 'failed',
      compareUrl: input.compareUrl,
      reason: input.redact(
        lacks
          ? `the workflow's token lacks ${lacks.permission}: ${lacks.fix} (${errorMessage(error)})`
          : errorMessage(error)
      )
    }
  }
  const review = requestReview(
    github,
    pull.number,
    input.text.requester,
    (message) => input.warn?.(input.redact(message))
  )
  if (input.later) input.later(review)
  else await review
  return { kind: 'opened', number: pull.number, url: pull.htmlUrl }
}

/**
 * Asks the requester to review the pull request they asked for (an edited
 * comment notifies nobody). Not for bots or schedules; a failure (the
 * requester is the pull request's author, or may not review) is logged.
 */
async function requestReview(
  github: GitHubClient,
  pullNumber: number,
  requester: string | null,
  warn: (message: string) => void
): Promise<void> {
  if (!requester || requester.endsWith('[bot]')) return
  try {
    await github.requestReviewers(pullNumber, [requester])
  } catch (error) {
    warn(`could not request a review from ${requester}: ${errorMessage(error)}`)
  }
}
