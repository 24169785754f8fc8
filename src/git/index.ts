/** The door of git/: what the rest of src/ may use from it. */
export { readNamedObjects } from './blob-batch.js'
export { cleanWorkspace } from './clean-workspace.js'
export { commitChange, type CommitResult } from './commit-change.js'
export { createGitClient, hardenedGitCommand } from './git-client.js'
export { type GitDirSnapshot, snapshotGitDir } from './git-dir-guard.js'
export { protectedPathspecs, signatureOf } from './protected-untracked.js'
export type { GitIdentity } from './publish-git.js'
export {
  type CheckoutMode,
  type CheckoutRead,
  type PreparedWorkspace,
  prepareWorkspace,
  readWorkspace
} from './workspace/index.js'
