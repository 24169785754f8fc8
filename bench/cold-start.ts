import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleNode } from '../__fixtures__/e2e-harness.js'
import { median, timeRuns } from './stats.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The environment of a process outside any workflow: no GITHUB_* at all. */
function outsideWorkflowEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (
      !key.startsWith('GITHUB_') &&
      !key.startsWith('INPUT_') &&
      key !== 'NODE_OPTIONS'
    )
      env[key] = value
  }
  return env
}

function runNode(args: string[], env: NodeJS.ProcessEnv): void {
  // E2E_NODE (e.g. the node24 of action.yml) for both, else this Node.
  const result = spawnSync(bundleNode(), args, {
    cwd: root,
    env,
    stdio: 'ignore'
  })
  if (result.error) throw result.error
}

/**
 * Cold start of the committed bundle until it exits on a run with nothing
 * to do, against bare `node -e 0`, interleaved so both see the same machine.
 */
export async function benchColdStart(
  runs = 15
): Promise<{ bareMs: number; bundleMs: number; ratio: number }> {
  const env = outsideWorkflowEnv()
  const bare: number[] = []
  const bundle: number[] = []
  for (let index = 0; index < runs; index += 1) {
    bare.push(...(await timeRuns(1, () => runNode(['-e', '0'], env))))
    bundle.push(...(await timeRuns(1, () => runNode(['dist/index.js'], env))))
  }
  const bareMs = median(bare)
  const bundleMs = median(bundle)
  return { bareMs, bundleMs, ratio: bundleMs / bareMs }
}

/**
 * Where the MCP SDK sits in the committed bundle: the chunks that hold it
 * (loaded only by runs with `mcp-servers`), and whether the start-up file
 * holds it too (it must not: docs/loop.md §5.9).
 */
export function mcpChunks(): { chunks: string[]; inStartup: boolean } {
  const dist = join(root, 'dist')
  // A message of the SDK's protocol layer, which every MCP client loads.
  const marker = 'Received a response for an unknown message ID'
  const holding = readdirSync(dist).filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(join(dist, name), 'utf8').includes(marker)
  )
  return {
    chunks: holding.filter((name) => name !== 'index.js'),
    inStartup: holding.includes('index.js')
  }
}
