/** The door of tools/: what the rest of src/ may use from it. */
export {
  ALLOWED_HOSTS_FORM,
  type AllowedHost,
  parseAllowedHosts,
  refusalDetails,
  buildToolEnv,
  createBashTool,
  createProcessRegistry,
  detectSandbox,
  type DetectSandboxOptions,
  type KillAllResult,
  type ProcessRegistry,
  type Sandbox,
  SESSION_MARKER_VARIABLE
} from './bash/index.js'
export type { CheckLogSource } from './check-log/index.js'
export {
  type McpServerConfig,
  parseMcpServers,
  resolveMcpReferences,
  startMcpServers
} from './mcp/index.js'
export {
  allocateBudgets,
  byteLength,
  capOutputToTokens
} from './output/index.js'
export {
  Bounds,
  createReadTracker,
  type GitWorkTree,
  probeGitWorkTree,
  resolveWorkspacePath,
  resolveWorkspaceRoot,
  walkTree
} from './path/index.js'
export {
  formatPlanForModel,
  planFromDetails,
  type PlanItem
} from './plan/index.js'
export { readLimitFor } from './read/index.js'
export { createToolSet } from './registry.js'
export type { ReviewComment } from './review-comment/index.js'
export type { ThreadAnswer } from './thread-reply/index.js'
export { callView, callWrites, runsCommands } from './traits.js'
export type { CallWrites, ReadTracker, Tool, ToolResult } from './types.js'
