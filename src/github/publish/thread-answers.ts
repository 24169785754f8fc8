/**
 * After an incremental review: the model's answers to the action's own
 * open threads on changed lines (docs/contract.md, the `synchronize` row).
 * Each answered thread gets the reply in its thread; one the model marked
 * addressed is resolved (GraphQL `resolveReviewThread`). Only threads of
 * the review's scope can be named, and those are the action's own (its
 * marker and the token's login, `reviewScope`): another author's thread is
 * never resolved.
 */
import type { GitHubClient } from '../types.js'
import type { ThreadAnswer } from '../../shared/index.js'
import { errorMessage } from '../../shared/index.js'
import { fitMarkdown } from '../report/index.js'
import { type PostingPolicy, STRICT_POLICY } from '../../security/index.js'
import { OWN_MARKER } from '../trigger/index.js'
import type { OwnThread } from '../task/index.js'

/** Room for one reply. */
const MAX_REPLY_CHARS = 4000

/** What answering the threads did. */
interface ThreadAnswersResult {
  replied: number
  resolved: number
  /** Why an answer could not be posted or a thread not resolved, one line each. */
  failures: string[]
}

/**
 * Posts each answer (the newest per thread) and resolves the addressed
 * threads. Never throws: the review is already posted.
 */
export async function answerThreads(input: {
  github: GitHubClient
  pullNumber: number
  /** The threads the task numbered, from 1. */
  threads: readonly OwnThread[]
  answers: readonly ThreadAnswer[]
  redact: (text: string) => string
  posting?: PostingPolicy
}): Promise<ThreadAnswersResult> {
  const latest = new Map<number, ThreadAnswer>()
  for (const answer of input.answers) latest.set(answer.thread, answer)
  const result: ThreadAnswersResult = { replied: 0, resolved: 0, failures: [] }
  const policy = input.posting ?? STRICT_POLICY
  await Promise.all(
    [...latest.values()].map(async (answer) => {
      const thread = input.threads[answer.thread - 1]
      if (!thread) return
      const text = fitMarkdown(
        input.redact(answer.reply),
        { max: MAX_REPLY_CHARS },
        policy
      )
      const verdict = answer.addressed
        ? 'Addressed by the new commits; resolving this thread.'
        : 'Still open.'
      try {
        await input.github.replyToReviewComment(
          input.pullNumber,
          thread.rootId,
          `${text}\n\n_${verdict}_\n${OWN_MARKER}`
        )
        result.replied += 1
        if (!answer.addressed) return
        await input.github.resolveReviewThread(thread.id)
        result.resolved += 1
      } catch (error) {
        result.failures.push(
          `thread on ${thread.path}: ${input.redact(errorMessage(error))}`
        )
      }
    })
  )
  return result
}
