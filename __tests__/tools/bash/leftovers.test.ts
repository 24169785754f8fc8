import { describe, expect, it } from '@jest/globals'
import { skipUnless } from '../../../__fixtures__/skips.js'
import { spawn } from 'node:child_process'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  eventually,
  isGone,
  runnerAccount,
  uniqueSleep,
  noSandbox
} from '../../../__fixtures__/sandbox-helpers.js'
import { programPath } from '../../../src/shared/programs.js'
import { createBashTool } from '../../../src/tools/bash/bash-tool.js'
import {
  createProcessRegistry,
  SESSION_MARKER_VARIABLE
} from '../../../src/tools/bash/process-registry.js'
import { findLeftovers } from '../../../src/tools/bash/leftovers.js'
import type { ProcessInfo } from '../../../src/tools/bash/process-table.js'
import { buildToolEnv } from '../../../src/tools/bash/tool-env.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The context of call c1 in `dir`, which is also its output folder. */
function callIn(dir: string) {
  return {
    workspace: dir,
    signal: new AbortController().signal,
    callId: 'c1',
    reads: createReadTracker(),
    outputDir: dir
  }
}

describe('leftover processes without a sandbox', () => {
  it('kills a process that left its process group (setsid) at the end of the run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cleanup-'))
    try {
      const sandbox = await noSandbox(dir)
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
        callIn(dir)
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

describe('findLeftovers', () => {
  // self = 100 (the action), 50 its parent, 1 init; the loop began at 1000.
  const scope = {
    uid: 1001,
    since: 1000,
    self: 100,
    ancestors: new Set([50, 1]),
    cgroup: '0::/runner\n'
  }
  const info = (
    pid: number,
    ppid: number,
    start: number,
    extra: Partial<ProcessInfo> = {}
  ): ProcessInfo => ({
    pid,
    ppid,
    pgid: pid,
    sid: pid,
    start,
    zombie: false,
    ...extra
  })
  const table = new Map<number, ProcessInfo>(
    [
      info(1, 0, 0),
      info(50, 1, 10),
      info(100, 50, 20),
      info(60, 1, 30), // someone else's shell, from before the loop
      info(200, 100, 1100), // a finished command... still running
      info(201, 200, 1110, { pgid: 200, sid: 200 }), // its child
      info(210, 1, 1200), // orphaned onto init after setsid
      info(211, 210, 1210), // the orphan's own child
      info(220, 100, 1300), // the action's own helper (git, rg)
      info(221, 220, 1310, { pgid: 220, sid: 220 }),
      info(230, 60, 1400), // started by someone else's shell
      info(240, 1, 900), // an orphan from before the loop
      info(250, 1, 1500), // orphan of another uid
      info(260, 1, 1600), // orphan in another cgroup
      info(270, 1, 1700), // late, started by a late process of another uid
      info(271, 270, 1710),
      info(280, 1, 1800, { zombie: true })
    ].map((entry) => [entry.pid, entry])
  )
  const facts = {
    uid: (pid: number) => (pid === 250 || pid === 270 ? 0 : 1001),
    cgroup: (pid: number) => (pid === 260 ? '0::/other\n' : '0::/runner\n')
  }

  it('finds what commands left, and leaves helpers and bystanders', () => {
    const commands = { all: new Set([200]), live: new Set<number>() }
    expect(
      findLeftovers(table, scope, commands, facts, 'finished').sort()
    ).toEqual([200, 201, 210, 211])
  })

  it('spares a running command until the end of the run', () => {
    const commands = { all: new Set([200]), live: new Set([200]) }
    expect(
      findLeftovers(table, scope, commands, facts, 'finished').sort()
    ).toEqual([210, 211])
    expect(findLeftovers(table, scope, commands, facts, 'all').sort()).toEqual([
      200, 201, 210, 211
    ])
  })
})

const runner = runnerAccount()
const self = process.getuid?.()
const sweepSkip =
  typeof runner === 'string'
    ? runner
    : self !== 0 && self !== runner.uid
      ? 'needs root or the runner user'
      : self === 0 && !programPath('setpriv')
        ? 'setpriv is not installed'
        : ''
const itSweep = skipUnless(!sweepSkip, `leftover sweep tests: ${sweepSkip}`)

describe(`the leftover sweep without a sandbox${sweepSkip ? ` (skipped: ${sweepSkip})` : ''}`, () => {
  itSweep(
    'kills what cleared its environment and left its session (env -i, setsid), after the command',
    async () => {
      const { uid, gid } = runner as { uid: number; gid: number }
      const dir = await mkdtemp(path.join(tmpdir(), 'sweep-'))
      await chown(dir, uid, gid)
      // The runner's uid stands in for the action's. As root, the test's
      // processes drop to it: a sweep of root's processes would reach the
      // whole machine (the session never sweeps as root).
      const drop =
        self === 0
          ? [
              programPath('setpriv') as string,
              `--reuid=${uid}`,
              `--regid=${gid}`,
              '--clear-groups',
              '--'
            ]
          : []
      const asRunner = drop.join(' ')
      const startAsRunner = async (arg: string) => {
        const [file, ...args] = [...drop, 'sleep', arg]
        const child = spawn(file, args, { stdio: 'ignore' })
        await new Promise((resolve) => child.on('spawn', resolve))
        return child
      }
      const before = await startAsRunner(uniqueSleep(11))
      try {
        const sandbox = await noSandbox(dir)
        const processes = createProcessRegistry({ sweep: { uid } })
        // A process of the runner's uid the action itself starts during the
        // loop (like git): not a command's, so not a leftover.
        const helper = await startAsRunner(uniqueSleep(12))
        const bash = createBashTool({
          sandbox,
          env: buildToolEnv({ home: dir, tmpDir: dir }),
          processes,
          killGraceMs: 100
        })
        const escape = [
          `${asRunner} setsid env -i sleep ${uniqueSleep(13)} > /dev/null 2>&1 < /dev/null & echo $! > escaped.pid`,
          `${asRunner} setsid env -i sh -c 'sleep ${uniqueSleep(14)} & echo $! > forked.pid; wait' > /dev/null 2>&1 < /dev/null &`,
          'while [ ! -s forked.pid ]; do :; done; echo spawned'
        ].join('\n')
        const result = await bash.run(
          { command: escape, timeout_s: 10 },
          callIn(dir)
        )
        expect(result.output).toContain('spawned')
        for (const file of ['escaped.pid', 'forked.pid']) {
          const pid = Number(
            (await readFile(path.join(dir, file), 'utf8')).trim()
          )
          expect(pid).toBeGreaterThan(1)
          expect([file, await eventually(() => isGone(pid))]).toEqual([
            file,
            true
          ])
        }
        expect(alive(helper.pid as number)).toBe(true)
        expect(alive(before.pid as number)).toBe(true)
        processes.killAll()
        expect(alive(helper.pid as number)).toBe(true)
        helper.kill('SIGKILL')
      } finally {
        before.kill('SIGKILL')
        // Whatever a failing sweep left, by the pids it wrote.
        for (const file of ['escaped.pid', 'forked.pid']) {
          const pid = Number(
            await readFile(path.join(dir, file), 'utf8').catch(() => '0')
          )
          if (pid > 1 && alive(pid)) process.kill(pid, 'SIGKILL')
        }
        await rm(dir, { recursive: true, force: true })
      }
    }
  )
})
