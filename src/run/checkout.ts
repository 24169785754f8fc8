/**
 * The workspace stage: the checkout the plan asks for (`git/workspace.ts`),
 * then, beside the instruction files, a snapshot of its `.git` that the
 * publish stage checks and the end of the run restores (docs/security.md
 * item 17).
 */
import {
  type CheckoutRead,
  cleanWorkspace,
  type GitDirSnapshot,
  type PreparedWorkspace,
  prepareWorkspace,
  readWorkspace,
  snapshotGitDir
} from '../git/index.js'
import type { GitHubClient } from '../github/index.js'
import type { RunContext } from './context.js'
import { loadRepositoryConfig } from './load.js'
import type { RunPlan } from './plan.js'

/**
 * Starts reading the workspace (two read-only git processes) for
 * {@link checkOut}, on the event loop's next turn: a run calls it right
 * after round one's requests, which by then have loaded `fetch` and are
 * waiting on the network, so the processes start in that wait and are done
 * before the checkout (docs/architecture.md, "Start-up"). Nothing is
 * changed before the permission check.
 */
export function startCheckoutRead(
  context: RunContext
): Promise<CheckoutRead | null> {
  const read = new Promise<CheckoutRead | null>((resolve) =>
    setImmediate(() =>
      resolve(
        readWorkspace(context.runner.workspace, context.repository.remoteUrl)
      )
    )
  )
  // A refused run never awaits it; a failure is checkOut's.
  read.catch(() => undefined)
  return read
}

/** Checks out what the plan says; saying so when persisted credentials were removed. */
export async function checkOut(
  context: RunContext,
  plan: RunPlan,
  where: {
    scratchDir: string
    defaultBranch: string
    /** The workspace's read, when started early ({@link startCheckoutRead}). */
    found?: Promise<CheckoutRead | null>
  }
): Promise<PreparedWorkspace> {
  const { settings, repository } = context
  const workspace = await prepareWorkspace({
    workspaceDir: context.runner.workspace,
    scratchDir: where.scratchDir,
    remoteUrl: repository.remoteUrl,
    token: settings.githubToken,
    mode: plan.checkout,
    defaultBranch: where.defaultBranch,
    ...(where.found ? { found: where.found } : {})
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
