import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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
  const result = spawnSync(process.execPath, args, {
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
