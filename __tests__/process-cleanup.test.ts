import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createBashTool } from '../src/tools/bash/bash-tool.js'
import {
  createProcessRegistry,
  SESSION_MARKER_VARIABLE
} from '../src/tools/bash/process-registry.js'
import { detectSandbox } from '../src/tools/bash/sandbox.js'
import { buildToolEnv } from '../src/tools/bash/tool-env.js'
import { createReadTracker } from '../src/tools/read-tracker.js'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('leftover processes without a sandbox', () => {
  it('kills a process that left its process group (setsid) at the end of the run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cleanup-'))
    try {
      const sandbox = await detectSandbox({
        mode: 'none',
        workspace: dir,
        home: dir,
        tmpDir: dir,
        network: false
      })
      const marker = 'test-marker-0123456789'
      const env = buildToolEnv({
        home: dir,
        tmpDir: dir,
        extra: { [SESSION_MARKER_VARIABLE]: marker }
      })
      const processes = createProcessRegistry({ marker })
      const bash = createBashTool({ sandbox, env, processes, killGraceMs: 100 })
      const result = await bash.run(
        {
          command:
            "setsid sh -c 'echo $$ > escaped.pid; exec sleep 300' > /dev/null 2>&1 < /dev/null &\nwhile [ ! -s escaped.pid ]; do :; done; echo spawned"
        },
        {
          workspace: dir,
          signal: new AbortController().signal,
          callId: 'c1',
          reads: createReadTracker(),
          outputDir: dir
        }
      )
      expect(result.output).toContain('spawned')
      const pid = Number(
        (await readFile(path.join(dir, 'escaped.pid'), 'utf8')).trim()
      )
      // It escaped the group kill that ends every command...
      expect(alive(pid)).toBe(true)
      // ...but not the end of the run.
      processes.killAll()
      let gone = false
      for (let tries = 0; tries < 200 && !gone; tries += 1) {
        gone =
          !alive(pid) ||
          (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(
            ' '
          )[2] === 'Z'
        if (!gone) await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(gone).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
