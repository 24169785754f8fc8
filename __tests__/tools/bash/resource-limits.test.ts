import { afterAll, describe, expect, it } from '@jest/globals'
import { skipUnless } from '../../../__fixtures__/skips.js'
import { chown, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testRunner } from '../../../__fixtures__/agent-parts.js'
import {
  failingBwrap,
  runnerAccount,
  sudoProblem
} from '../../../__fixtures__/sandbox-helpers.js'
import type { ExecutedCall } from '../../../src/agent/types.js'
import { createRedactor } from '../../../src/security/redact.js'
import { createBashTool } from '../../../src/tools/bash/bash-tool.js'
import {
  defaultLimits,
  limitNote,
  prlimitArgs,
  type ResourceLimits
} from '../../../src/tools/bash/resource-limits.js'
import {
  detectSandbox,
  type Sandbox
} from '../../../src/tools/bash/sandbox/sandbox.js'
import { buildToolEnv } from '../../../src/tools/bash/tool-env.js'

/*
 * Per-command limits with real processes: a fork bomb, a memory bomb, a
 * file over the size limit and a CPU-bound loop each end their command with
 * a clear result, and the next call of the same run works. The limits are
 * lowered for the test (the same option the defaults go through), in every
 * sandbox mode that works here, each with a cgroup per command (where one
 * can be made: the caps are for the whole command) and without (the
 * fallback: per process).
 */

const LOW: ResourceLimits = {
  processes: 64,
  memoryBytes: 256 * 1024 ** 2,
  fileSizeBytes: 1024 ** 2,
  cpuSeconds: 1
}

const root = await realpath(await mkdtemp(join(tmpdir(), 'bash-limits-')))
afterAll(() => rm(root, { recursive: true, force: true }))

interface Mode {
  name: string
  sandbox: Sandbox | null
  skip: string
  workspace: string
  /** RLIMIT_NPROC binds: the command does not run as root. */
  nprocEnforced: boolean
}

/** A mode with the caps of the whole command (its cgroup). */
const whole = (mode: Mode): boolean => mode.sandbox?.cgroups != null

async function prepare(name: string): Promise<{
  workspace: string
  home: string
  tmpDir: string
}> {
  const base = join(root, name)
  const dirs = {
    workspace: join(base, 'workspace'),
    home: join(base, 'home'),
    tmpDir: join(base, 'tmp')
  }
  for (const dir of Object.values(dirs)) await mkdir(dir, { recursive: true })
  return dirs
}

const self = process.getuid?.() ?? 0

async function modes(cgroups: boolean): Promise<Mode[]> {
  const tag = cgroups ? 'cgroup' : 'per-process'
  const list: Mode[] = []
  const none = await prepare(`none-${tag}`)
  const noneBox = await detectSandbox({
    mode: 'none',
    ...none,
    network: false,
    limits: LOW,
    cgroups
  })
  list.push({
    name: `none, ${tag}`,
    sandbox: noneBox,
    skip: !noneBox.limits
      ? 'prlimit is not installed'
      : cgroups && !noneBox.cgroups
        ? `no cgroup: ${noneBox.cgroupProblem}`
        : '',
    workspace: none.workspace,
    nprocEnforced: self !== 0
  })
  const bwrapDirs = await prepare(`bwrap-${tag}`)
  const bwrap = await detectSandbox({
    mode: 'auto',
    ...bwrapDirs,
    network: false,
    limits: LOW,
    cgroups,
    ...(process.env.TEST_BWRAP_PATH
      ? { bwrapPath: process.env.TEST_BWRAP_PATH }
      : {})
  })
  list.push({
    name: `bwrap, ${tag}`,
    sandbox: bwrap.kind === 'bwrap' ? bwrap : null,
    skip:
      bwrap.kind !== 'bwrap'
        ? bwrap.description
        : cgroups && !bwrap.cgroups
          ? `no cgroup: ${bwrap.cgroupProblem}`
          : '',
    workspace: bwrapDirs.workspace,
    nprocEnforced: self !== 0
  })
  const runner = runnerAccount()
  const sudoSkip =
    typeof runner === 'string'
      ? runner
      : self !== 0
        ? 'needs root to hand the workspace to the runner user'
        : sudoProblem()
  const sudoDirs = await prepare(`sudo-${tag}`)
  let sudo: Sandbox | null = null
  if (!sudoSkip && typeof runner !== 'string') {
    await chown(sudoDirs.workspace, runner.uid, runner.gid)
    const box = await detectSandbox({
      mode: 'auto',
      ...sudoDirs,
      network: false,
      limits: LOW,
      cgroups,
      bwrapPath: await failingBwrap(root)
    })
    sudo = box.kind === 'sudo' ? box : null
  }
  list.push({
    name: `sudo, ${tag}`,
    sandbox: sudo,
    skip:
      sudoSkip ||
      (!sudo
        ? 'the sudo namespaces do not work here'
        : cgroups && !sudo.cgroups
          ? `no cgroup: ${sudo.cgroupProblem}`
          : ''),
    workspace: sudoDirs.workspace,
    nprocEnforced: true
  })
  return list
}

const all = [...(await modes(true)), ...(await modes(false))]
afterAll(async () => {
  for (const mode of all) await mode.sandbox?.close()
})

/** Runs the commands as calls of one turn of one run, in order. */
async function runCalls(
  mode: Mode,
  commands: { command: string; timeout_s?: number }[]
): Promise<ExecutedCall[]> {
  const sandbox = mode.sandbox as Sandbox
  const env = buildToolEnv({
    home: join(mode.workspace, '..', 'home'),
    tmpDir: join(mode.workspace, '..', 'tmp')
  })
  const runner = testRunner(
    [createBashTool({ sandbox, env, killGraceMs: 200 })],
    mode.workspace,
    { outputDir: join(mode.workspace, '..', 'tmp'), redact: createRedactor([]) }
  )
  return runner.run(
    commands.map((input, index) => ({
      id: `call_${index}`,
      name: 'bash',
      arguments: JSON.stringify(input),
      input
    })),
    { signal: new AbortController().signal, emit: () => undefined }
  )
}

const NEXT = { command: 'echo next-call-works' }
const expectNextWorks = (result: ExecutedCall): void => {
  expect(result.content).toMatch(/^exit=0 .*\nnext-call-works\n$/)
}

describe.each(all)('bash limits, sandbox $name', (mode) => {
  const test = skipUnless(!mode.skip, `bash limits, ${mode.name}: ${mode.skip}`)
  // A cgroup's pids.max binds root too; RLIMIT_NPROC does not.
  const forkBinds = mode.nprocEnforced || whole(mode)
  const suffix = mode.skip ? ` (skipped: ${mode.skip})` : ''
  const forkTest = mode.skip
    ? test
    : skipUnless(
        forkBinds,
        `bash limits, ${mode.name}: fork bomb test runs as root, which RLIMIT_NPROC does not bind`
      )
  const forkSuffix =
    suffix ||
    (forkBinds
      ? ''
      : ' (skipped: runs as root, which RLIMIT_NPROC does not bind)')

  forkTest(
    `a fork bomb ends at the process limit and its timeout, not the run${forkSuffix}`,
    async () => {
      const [bomb, next] = await runCalls(mode, [
        // The bombs run on in the background while the line waits.
        { command: 'bomb() { bomb | bomb & }; bomb; sleep 5', timeout_s: 2 },
        NEXT
      ])
      if (whole(mode)) {
        // Counted by the kernel for the whole command.
        expect(bomb.content).toMatch(
          /\[\d+ process starts? (?:was|were) refused: the command reached its cap of 64 processes and threads for all its processes together \(command-processes\)\]/
        )
      } else {
        expect(bomb.content).toMatch(/^exit=124 \(timed out after 2 s\)/)
        expect(bomb.content).toContain(
          '[a process could not be started: the command probably reached its process limit (64 more tasks of its user)]'
        )
      }
      expectNextWorks(next)
    }
  )

  test(`a memory bomb ends that command${suffix}`, async () => {
    const [bomb, next] = await runCalls(mode, [
      {
        command: `${process.execPath} -e "const a = []; for (;;) a.push(new Uint8Array(64 * 2 ** 20).fill(1))"`
      },
      NEXT
    ])
    if (whole(mode)) {
      // Not a timeout, and not a guess from what it printed.
      expect(bomb.content).toMatch(
        /^exit=137 \(killed after [\d.]+ s: out of memory\)/
      )
      expect(bomb.content).toContain(
        '[the command ran out of memory: all its processes together reached 256 MiB, its cap (command-memory-mb), and it was killed.'
      )
    } else {
      expect(bomb.content).toMatch(/^exit=(?!0 )\d+ /)
      expect(bomb.content).toContain(
        '[an allocation failed: the command probably reached its memory limit (256 MiB per process, RLIMIT_DATA)]'
      )
    }
    expectNextWorks(next)
  })

  test(`a file over the size limit ends the writer with SIGXFSZ${suffix}`, async () => {
    const [big, size, next] = await runCalls(mode, [
      { command: 'head -c 5000000 /dev/zero > big.bin' },
      { command: 'stat -c %s big.bin; rm -f big.bin' },
      NEXT
    ])
    expect(big.content).toMatch(/^exit=153 /)
    expect(big.content).toContain(
      '[a process reached the file-size limit (1 MiB per file, RLIMIT_FSIZE) and was killed by SIGXFSZ]'
    )
    expect(size.content).toMatch(/\n1048576\n$/)
    expectNextWorks(next)
  })

  test(`a CPU-bound loop ends at the CPU-time limit${suffix}`, async () => {
    const [loop, next] = await runCalls(mode, [
      { command: 'while :; do :; done', timeout_s: 30 },
      NEXT
    ])
    expect(loop.content).toMatch(/^exit=152 /)
    expect(loop.content).toContain(
      '[a process used up its CPU-time limit (1 s per process, RLIMIT_CPU) and was killed by SIGXCPU]'
    )
    expectNextWorks(next)
  })
})

describe('resource limits', () => {
  const limits = { ...defaultLimits(), memoryBytes: 4 * 1024 ** 3 }

  it('sets CPU time (soft, and SIGKILL 5 s later) and no core dumps with the others', () => {
    const args = prlimitArgs('/usr/bin/prlimit', limits, 12345)
    expect(args).toEqual([
      '/usr/bin/prlimit',
      expect.stringMatching(/^--nproc=\d+$/),
      `--data=${4 * 1024 ** 3}`,
      `--fsize=${1024 ** 3}`,
      '--cpu=1800:1805',
      '--core=0',
      '--'
    ])
  })

  it('leaves the caps a cgroup holds for the whole command to the cgroup', () => {
    expect(
      prlimitArgs('/usr/bin/prlimit', limits, 12345, {
        memory: true,
        processes: true
      })
    ).toEqual([
      '/usr/bin/prlimit',
      `--fsize=${1024 ** 3}`,
      '--cpu=1800:1805',
      '--core=0',
      '--'
    ])
  })

  it('defaults to half the machine and 1024 processes', () => {
    expect(defaultLimits().processes).toBe(1024)
    expect(defaultLimits().memoryBytes).toBeGreaterThan(0)
  })

  it('says nothing when no limit is in sight, or without limits', () => {
    expect(limitNote(limits, 1, 'exit=1\nerror: test failed')).toBe('')
    expect(limitNote(null, 152, 'MemoryError')).toBe('')
  })

  it("takes the cgroup's counters over what the output says", () => {
    const events = { oomKills: 1, forksRefused: 3 }
    const wholeCommand = { memory: true, processes: true }
    const note = limitNote(limits, 137, 'Cannot fork', events, wholeCommand)
    expect(note).toContain('[the command ran out of memory')
    expect(note).toContain('[3 process starts were refused')
    expect(note).not.toContain('probably')
  })
})
