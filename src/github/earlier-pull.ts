/**
 * Scheduled and dispatched runs of one workflow and prompt share one pull
 * request: the first run opens it on `<prefix>run-<run id>` with a hidden
 * task marker in its body, and later runs find it by that marker, commit
 * onto its branch and update its body instead of opening another.
 */
import { createHash } from 'node:crypto'
import type { OpenPull } from './github-client.js'

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

/**
 * The open pull request of an earlier run of the same task: its head a
 * `<prefix>run-` branch of this repository and its body carrying the
 * task's marker. The lowest number (the first opened) when several do.
 */
export function findEarlierPull(
  pulls: readonly OpenPull[],
  query: EarlierPullQuery
): OpenPull | null {
  const marker = taskMarker(query.key)
  const matches = pulls.filter(
    (pull) =>
      pull.headRef.startsWith(`${query.branchPrefix}run-`) &&
      pull.headRepoFullName?.toLowerCase() === query.repository.toLowerCase() &&
      pull.body.includes(marker)
  )
  matches.sort((a, b) => a.number - b.number)
  return matches[0] ?? null
}
