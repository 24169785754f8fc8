/** The door of tools/path/: what the rest of src/ may use from it. */
export {
  type GitWorkTree,
  pinnedGitEnv,
  probeGitWorkTree,
  workTreeSource
} from './git-work-tree.js'
export {
  checkFreshness,
  createReadTracker,
  snapshotFile
} from './read-tracker.js'
export { runFile } from './run-file.js'
export { fsErrorMessage, resolveToolPath } from './tool-path.js'
export { Bounds, type BoundStop, stopPhrase, walkTree } from './walk.js'
export {
  PathPolicyError,
  resolveWorkspacePath,
  resolveWorkspaceRoot,
  type WorkspacePath
} from './workspace-path.js'
