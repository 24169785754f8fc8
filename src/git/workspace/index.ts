/** The door of git/workspace/: the checkout made ready before the agent runs. */
export {
  type CheckoutMode,
  type PreparedWorkspace,
  prepareWorkspace,
  removePersistedCredentials
} from './workspace.js'
