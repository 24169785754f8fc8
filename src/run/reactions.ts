/**
 * The reactions on the comment that asked for the run (reviews, labels,
 * opened issues and prompt runs have none): 👀 at once, beside the first
 * reads, and 😕 in its place when the requester is refused.
 */
import {
  type GitHubClient,
  type RunRequest,
  triggerComment
} from '../github/index.js'
import { errorMessage } from '../shared/index.js'
import type { RunContext } from './context.js'

interface Reactions {
  /** The 👀 once GitHub answered; null without one. Never rejects. */
  readonly eyes: Promise<{ id: number } | null>
  /** Replaces the 👀 with 😕. Never rejects. */
  refuse(): Promise<void>
}

/** Puts the 👀 on the comment that asked, if a comment did. */
export function react(
  github: GitHubClient,
  request: RunRequest,
  { log, redact }: Pick<RunContext, 'log' | 'redact'>
): Reactions {
  const comment = triggerComment(request)
  const eyes = comment
    ? github
        .addReaction(comment.id, comment.kind, 'eyes')
        .catch((error: unknown) => {
          log.warning(`could not react: ${redact(errorMessage(error))}`)
          return null
        })
    : Promise.resolve(null)
  return {
    eyes,
    async refuse() {
      const added = await eyes
      if (!comment) return
      if (added)
        await github
          .deleteReaction(comment.id, comment.kind, added.id)
          .catch(() => undefined)
      await github
        .addReaction(comment.id, comment.kind, 'confused')
        .catch(() => undefined)
    }
  }
}
