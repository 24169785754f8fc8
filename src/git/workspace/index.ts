/** The door of git/workspace/: the checkout made ready before the agent runs. */
export type { CheckoutRead } from './persisted-credentials.js'
export {
  type CheckoutMode,
  type PreparedWorkspace,
  prepareWorkspace,
  readWorkspace,
  removePersistedCredentials
} from './workspace.js'
