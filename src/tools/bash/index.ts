/** The door of tools/bash/: what the rest of src/ may use from it. */
export { createBashTool } from './bash-tool.js'
export type { CommandCgroup } from './cgroup/index.js'
export {
  createProcessRegistry,
  type KillAllResult,
  killProcessGroup,
  type ProcessRegistry,
  SESSION_MARKER_VARIABLE
} from './process-registry.js'
export {
  detectSandbox,
  type DetectSandboxOptions,
  type Sandbox
} from './sandbox/index.js'
export { buildToolEnv } from './tool-env.js'
export {
  ALLOWED_HOSTS_FORM,
  type AllowedHost,
  type EgressProxy,
  parseAllowedHosts,
  type EgressRefusal,
  refusalDetails,
  refusalLines
} from './egress/index.js'
