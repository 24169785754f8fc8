/**
 * The workspace stage: the checkout the plan asks for (`git/workspace.ts`),
 * then, beside the instruction files, a snapshot of its `.git` that the
 * publish stage checks and the end of the run restores (docs/security.md
 * item 17).
 */
import {
  cleanWorkspace,
  type GitDirSnapshot,
  type PreparedWorkspace,
  prepareWorkspace,
  snapshotGitDir
} from '../git/index.js'
import type { GitHubClient } from '../github/index.js'
import type { RunContext } from './context.js'
import { loadRepositoryConfig } from './load.js'
import type { RunPlan } from './plan.js'

/** Checks out what the plan says; saying so when persisted credentials were removed. */
export async function checkOut(
  context: RunContext,
  plan: RunPlan,
  where: { scratchDir: string; defaultBranch: string }
): Promise<PreparedWorkspace> {
  const { settings, repository } = context
  const workspace = await prepareWorkspace({
    workspaceDir: context.runner.workspace,
    scratchDir: where.scratchDir,
    remoteUrl: repository.remoteUrl,
    token: settings.githubToken,
    mode: plan.checkout,
    defaultBranch: where.defaultBranch
  })
  if (workspace.removedCredentials.length > 0) {
    context.log.info(
      `removed persisted git credentials from .git/config (${workspace.removedCredentials.length} entries) before the agent ran`
    )
  }
  return workspace
}

/**
 * The checkout's `.git` snapshot, the instruction files of the default
 * branch and the `output-schema` file there, when the input names one.
 * `afterRun` gets the clean-up: after publishing, or a failure, `.git` as
 * before the run and nothing left under protected paths for a later step
 * to run.
 */
export async function guardCheckout(
  context: RunContext,
  github: GitHubClient,
  workspace: PreparedWorkspace,
  run: {
    defaultBranch: string
    afterRun: Array<() => Promise<unknown>>
  }
): Promise<{
  guard: GitDirSnapshot
  instructions: string
  schemaText: string | null
}> {
  const schema = context.settings.outputSchema
  const [guard, config] = await Promise.all([
    snapshotGitDir(workspace.gitDir, workspace),
    loadRepositoryConfig(
      workspace.dir,
      run.defaultBranch,
      github,
      schema?.kind === 'path' ? schema.path : null
    )
  ])
  run.afterRun.push(() => cleanWorkspace(guard, workspace, context.log))
  return { guard, ...config }
}
