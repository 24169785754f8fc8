/**
 * The door of tools/mcp/. `startMcpServers` loads the MCP client (and its
 * SDK) only when a run has servers to start.
 */
import type { startMcpServers as StartMcpServers } from './mcp-tools.js'

export async function startMcpServers(
  ...args: Parameters<typeof StartMcpServers>
): ReturnType<typeof StartMcpServers> {
  const { startMcpServers: start } = await import('./mcp-tools.js')
  return start(...args)
}
export { type McpServerConfig, parseMcpServers } from './config.js'
export { resolveMcpReferences } from './env-refs.js'
