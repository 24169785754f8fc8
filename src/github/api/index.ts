/** The door of github/api/: what the rest of src/ may use from it. */
export {
  ArtifactError,
  type ArtifactStore,
  artifactUrl,
  createArtifactStore
} from './artifact.js'
export { createOctokitClient } from './octokit-client.js'
export {
  missingPermission,
  pushPermission,
  watchPermissions
} from './permissions.js'
export { createRepository, type Repository } from './repository.js'
export {
  hiddenRunnerPaths,
  readEventPayload,
  readRunnerEnv,
  type RunnerEnv,
  type WebhookPayload
} from './runner-env.js'
