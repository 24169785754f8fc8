/**
 * The reads of a branch a `workflow_run` fix decides from before any model
 * call (`run/trust/ci-gate.ts`): where the branch points now, and its newest
 * commits (whose `Agent-Action-Run` trailers count the action's attempts).
 */
import type { BranchCommit } from '../types.js'
import { type Api, call, callOrNull } from './octokit-api.js'

/** The sha `branch` points at; null when there is no such branch. */
export async function getBranchSha(
  { octokit, repo }: Api,
  branch: string
): Promise<string | null> {
  const answer = await callOrNull('GET branch', () =>
    octokit.rest.repos.getBranch({ ...repo, branch })
  )
  return answer?.data.commit.sha ?? null
}

/** The newest `count` commits of `branch` (first parents too), newest first. */
export async function listBranchCommits(
  { octokit, repo }: Api,
  branch: string,
  count: number
): Promise<BranchCommit[]> {
  const perPage = Math.max(1, Math.min(100, Math.floor(count)))
  const { data } = await call('GET commits', () =>
    octokit.rest.repos.listCommits({ ...repo, sha: branch, per_page: perPage })
  )
  return data.slice(0, perPage).map((item) => ({
    sha: item.sha,
    message: item.commit.message
  }))
}
