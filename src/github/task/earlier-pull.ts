/**
 * Later runs continue the pull request of an earlier one instead of opening
 * another beside it:
 * - scheduled and dispatched runs of one workflow and prompt: the first run
 *   opens it on `<prefix>run-<run id>` with a hidden task marker in its
 *   body, and later runs find it by that marker;
 * - runs on an issue (a comment, a label, an assignment): the first run
 *   opens it on `<prefix>issue-<n>-<run id>`, and later runs on issue `n`
 *   find it by that branch.
 * Either way only an open pull request whose head is a branch of this
 * repository (never a fork's, whatever its name) and that the action itself
 * opened (its author is the login the token acts as) counts, and the later
 * run commits onto its branch and updates its body. Branch names and the
 * marker are no proof: anyone who may push a branch (an App with
 * `contents: write`, a bot account) can copy them.
 */
import { createHash } from 'node:crypto'
import type { OpenPull } from '../types.js'

/**
 * The task of a prompt run: the first 16 hex digits of the SHA-256 of the
 * workflow (its file, without the `@ref`) and the prompt.
 */
export function taskKey(workflowRef: string, prompt: string): string {
  const workflow = workflowRef.replace(/@.*$/, '')
  return createHash('sha256')
    .update(`${workflow}\n${prompt.trim()}`)
    .digest('hex')
    .slice(0, 16)
}

/** The hidden marker a task's pull request body ends with. */
export function taskMarker(key: string): string {
  return `<!-- agent-action:task=${key} -->`
}

/** Where to look for an earlier run's pull request. */
export interface EarlierPullQuery {
  key: string
  branchPrefix: string
  /** `owner/repo`: only branches of this repository count, never a fork's. */
  repository: string
}

/** Who opened the action's pull requests. */
interface PullOwner {
  /** The login the action's token acts as; null: unknown, and no pull request counts. */
  ownLogin: string | null
}

/**
 * The open pull request of an earlier run of the same task: its head a
 * `<prefix>run-` branch of this repository, its body carrying the task's
 * marker, opened by the action. The lowest number (the first opened) when
 * several do.
 */
export function findEarlierPull(
  pulls: readonly OpenPull[],
  query: EarlierPullQuery & PullOwner
): OpenPull | null {
  const marker = taskMarker(query.key)
  return firstOwn(pulls, query, `${query.branchPrefix}run-`, (pull) =>
    pull.body.includes(marker)
  )
}

/** Where to look for the pull request of an earlier run on an issue. */
interface IssuePullQuery {
  issueNumber: number
  branchPrefix: string
  /** `owner/repo`: only branches of this repository count, never a fork's. */
  repository: string
}

/**
 * The open pull request of an earlier run on the issue: its head a
 * `<prefix>issue-<n>-` branch of this repository, opened by the action.
 * The lowest number (the first opened) when several do.
 */
export function findIssuePull(
  pulls: readonly OpenPull[],
  query: IssuePullQuery & PullOwner
): OpenPull | null {
  return firstOwn(
    pulls,
    query,
    `${query.branchPrefix}issue-${query.issueNumber}-`
  )
}

/**
 * The first-opened pull request the action opened on a branch of this
 * repository whose name starts with `start`.
 */
function firstOwn(
  pulls: readonly OpenPull[],
  query: { repository: string } & PullOwner,
  start: string,
  also: (pull: OpenPull) => boolean = () => true
): OpenPull | null {
  const own = query.ownLogin?.toLowerCase()
  if (!own) return null
  const matches = pulls.filter(
    (pull) =>
      pull.headRef.startsWith(start) &&
      pull.headRef.length > start.length &&
      pull.headRepoFullName?.toLowerCase() === query.repository.toLowerCase() &&
      pull.author.toLowerCase() === own &&
      also(pull)
  )
  matches.sort((a, b) => a.number - b.number)
  return matches[0] ?? null
}
