import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createBashTool } from '../src/tools/bash/bash-tool.js'
import { detectSandbox } from '../src/tools/bash/sandbox/sandbox.js'
import { buildToolEnv } from '../src/tools/bash/tool-env.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'

/**
 * Peak memory of the action's process while a bash command prints 200 MB:
 * the growth of RSS over the baseline taken just before, sampled every 5 ms.
 */
export async function benchBashMemory(megabytes = 200): Promise<{
  printedMB: number
  baselineMB: number
  peakMB: number
  growthMB: number
  seconds: number
  sandbox: string
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-bash-'))
  const workspace = path.join(dir, 'ws')
  const home = path.join(dir, 'home')
  const tmp = path.join(dir, 'tmp')
  const { mkdir } = await import('node:fs/promises')
  await Promise.all(
    [workspace, home, tmp].map((folder) => mkdir(folder, { recursive: true }))
  )
  try {
    const sandbox = await detectSandbox({
      mode: 'auto',
      workspace,
      home,
      tmpDir: tmp,
      network: false
    })
    const bash = createBashTool({
      sandbox,
      env: buildToolEnv({ home, tmpDir: tmp })
    })
    global.gc?.()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const started = performance.now()
    const result = await bash.run(
      {
        command: `yes 'a line of build output, repeated' | head -c ${megabytes * 1024 * 1024}`
      },
      {
        workspace,
        signal: new AbortController().signal,
        callId: 'bench',
        reads: createReadTracker(),
        outputDir: dir
      }
    )
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    if (result.details?.exitCode !== 0)
      throw new Error(`command failed: ${result.output.slice(0, 200)}`)
    const mb = (bytes: number) => bytes / (1024 * 1024)
    return {
      printedMB: megabytes,
      baselineMB: mb(baseline),
      peakMB: mb(peak),
      growthMB: mb(peak - baseline),
      seconds,
      sandbox: sandbox.kind
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
