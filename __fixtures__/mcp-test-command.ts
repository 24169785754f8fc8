/**
 * The command line that starts the tests' MCP server: the system's `node`
 * (found on the sandbox's PATH) with the server's source inline, so the
 * server runs whatever paths the sandbox hides (this checkout may sit under
 * `/tmp`, which every sandbox replaces).
 */
import { readFileSync } from 'node:fs'

const SOURCE = readFileSync(
  new URL('./mcp-test-server.mjs', import.meta.url),
  'utf8'
)

/** `command` and `args` of a `.mcp.json` entry for the test server. */
export function mcpTestServer(...extra: string[]): {
  command: string
  args: string[]
} {
  return {
    command: 'node',
    args: ['--input-type=module', '-e', SOURCE, '--', ...extra]
  }
}
