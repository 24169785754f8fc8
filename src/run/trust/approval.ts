/**
 * A label or assignment run without `prompt` works on the issue or pull
 * request as its sender approved it (docs/security.md item 2): the title
 * and body the event's payload carried when someone with write access
 * labeled or assigned it. Its author, who may lack write access, can edit
 * it before the run reads it; running the new text with the write token
 * would run words nobody with write access has seen. So the API's copy is
 * compared with the approved one, and a run on a changed text is refused,
 * with what to do to approve the current one. `updated_at` is no signal
 * (adding a label or a comment bumps it too): the text is compared. Pure.
 */
import { approvedSubjectOf, type RunRequest } from '../../github/index.js'
import type { RunFacts } from '../load.js'

/** Line endings aside, the same text. */
function sameText(a: string, b: string): boolean {
  const lines = (text: string) => text.replace(/\r\n?/g, '\n')
  return lines(a) === lines(b)
}

/**
 * Why the run may not go on: the title or body read now is not the one the
 * sender approved. Null when it is, or when the run needs no approval (a
 * comment, a prompt). The reason is posted: it never quotes either text.
 */
export function approvalProblem(
  request: RunRequest,
  facts: RunFacts
): string | null {
  const approved = approvedSubjectOf(request)
  if (!approved) return null
  const copies = [facts.issue, facts.pull?.info].filter(
    (copy) => copy !== undefined
  )
  const changed = [
    ...(copies.some((copy) => !sameText(copy.title, approved.title))
      ? ['title']
      : []),
    ...(copies.some((copy) => !sameText(copy.body, approved.body))
      ? ['description']
      : [])
  ]
  if (changed.length === 0) return null
  const noun = request.isPullRequest ? 'pull request' : 'issue'
  const who = request.requester ?? 'the sender'
  return `the ${noun}'s ${changed.join(' and ')} changed after ${who} approved it by ${approved.approvedBy}, so the run did not start: it works only on the text someone with write access approved, and the edit was not approved. Read the ${noun} as it is now; to run on it, ${approved.renew}.`
}

/**
 * The facts with the approved title and body in place of the API's copy,
 * so the task quotes exactly what was approved (equal to the API's once
 * `approvalProblem` passed, line endings aside).
 */
export function withApprovedText(
  request: RunRequest,
  facts: RunFacts
): RunFacts {
  const approved = approvedSubjectOf(request)
  if (!approved) return facts
  const text = { title: approved.title, body: approved.body }
  return {
    ...facts,
    ...(facts.issue ? { issue: { ...facts.issue, ...text } } : {}),
    ...(facts.pull
      ? { pull: { ...facts.pull, info: { ...facts.pull.info, ...text } } }
      : {})
  }
}
