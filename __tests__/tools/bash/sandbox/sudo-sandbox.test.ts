import { afterAll, describe, expect } from '@jest/globals'
import { skipUnless } from '../../../../__fixtures__/skips.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  chown,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  writeFile
} from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  eventually,
  failingBwrap,
  processesWith,
  runnerAccount,
  sudoProblem,
  uniqueSleep
} from '../../../../__fixtures__/sandbox-helpers.js'
import { createBashTool } from '../../../../src/tools/bash/bash-tool.js'
import {
  detectSandbox,
  type DetectSandboxOptions,
  type Sandbox
} from '../../../../src/tools/bash/sandbox/sandbox.js'
import { buildToolEnv } from '../../../../src/tools/bash/tool-env.js'
import { createReadTracker } from '../../../../src/tools/path/read-tracker.js'
import type { ToolResult } from '../../../../src/tools/types.js'

/*
 * The sudo-namespace sandbox, in-process: the test runs as root (as CI
 * does) and hands the workspace to the `runner` user, as a GitHub-hosted
 * runner has it; a stand-in bwrap that fails like the hosted runner's makes
 * `auto` fall through to sudo.
 */

const runner = runnerAccount()
const self = process.getuid?.()
const skip =
  typeof runner === 'string'
    ? runner
    : self !== 0 && self !== runner.uid
      ? 'needs root or the runner user'
      : sudoProblem()

const root = await realpath(await mkdtemp(join(tmpdir(), 'sandbox-sudo-')))
// A runner's temp dir holding the run's scratch dirs and a file-command
// file of the runner, as on a hosted runner.
const runnerTemp = join(root, 'runner-temp')
const fileCommand = join(runnerTemp, '_runner_file_commands', 'set_env_x')
const scratch = join(runnerTemp, 'agent-run', 'session')
const home = join(scratch, 'home')
const tmpDir = join(scratch, 'tmp')
const outputDir = join(scratch, 'tool-output')
const workspace = join(root, 'work', 'repo')
const hiddenInWorkspace = join(workspace, 'hidden-here')
for (const dir of [home, tmpDir, outputDir, dirname(fileCommand)]) {
  await mkdir(dir, { recursive: true })
}
await mkdir(hiddenInWorkspace, { recursive: true })
await writeFile(fileCommand, 'SECRET_FROM_RUNNER=1\n')
await writeFile(join(hiddenInWorkspace, 'inside.txt'), 'hidden\n')
// A system dir the runner's user owns, like /opt/hostedtoolcache on a
// hosted runner: only the read-only mount keeps commands from writing it.
const systemDir = skip
  ? ''
  : await mkdtemp('/opt/agent-sandbox-test-').catch(() => '')
if (typeof runner !== 'string' && self === 0) {
  for (const dir of [workspace, outputDir, systemDir].filter(Boolean)) {
    await chown(dir, runner.uid, runner.gid)
  }
}
const SECRET = 'sudo-sandbox-secret-' + Math.random().toString(36).slice(2)

const options: DetectSandboxOptions = {
  mode: 'auto',
  workspace,
  home,
  tmpDir,
  network: false,
  bwrapPath: await failingBwrap(root),
  hide: [runnerTemp, hiddenInWorkspace],
  readOnly: [outputDir]
}
const sandbox = skip ? undefined : await detectSandbox(options)
const env = buildToolEnv({ home, tmpDir })
// Jest runs no afterAll in a file whose every test is skipped (a
// contributor's laptop without sudo): nothing may be left for it to remove.
if (skip) await rm(root, { recursive: true, force: true })

const helpers: ChildProcess[] = []
const servers: Server[] = []
afterAll(async () => {
  for (const helper of helpers) {
    if (helper.exitCode === null && helper.pid) process.kill(helper.pid)
  }
  for (const server of servers) server.close()
  await sandbox?.close()
  await rm(root, { recursive: true, force: true })
  if (systemDir) await rm(systemDir, { recursive: true, force: true })
})

let calls = 0
async function run(
  box: Sandbox,
  command: string,
  timeout_s?: number
): Promise<ToolResult> {
  calls += 1
  return createBashTool({ sandbox: box, env, killGraceMs: 200 }).run(
    { command, timeout_s },
    {
      workspace,
      signal: new AbortController().signal,
      callId: `call_${calls}`,
      reads: createReadTracker(),
      outputDir
    }
  )
}

function body(result: ToolResult): string {
  return result.output.slice(result.output.indexOf('\n') + 1)
}

const test = skipUnless(sandbox, `sudo sandbox tests: ${skip}`)
const skipped = skip ? ` (skipped: ${skip})` : ''

describe(`sudo namespace sandbox${skipped}`, () => {
  const box = sandbox as Sandbox

  test('auto picks it where bubblewrap fails, and says what it is', () => {
    expect(box.kind).toBe('sudo')
    expect(box.network).toBe(false)
    expect(box.description).toMatch(
      /^bash ran in namespaces made through sudo \(own PID namespace and \/proc, no network; .* as uid \d+ without sudo, capabilities or groups; each command in a cgroup \(v[12]\) of its own, killed whole when it ends; each command at most 1024 processes and \d+ MiB of memory \(no swap\) for all its processes together, and per process at most 1 GiB files, 1800 s of CPU time\)$/
    )
  })

  test('shows only the sandbox processes, not the action or its environ', async () => {
    const holder = spawn('sleep', ['30'], {
      env: { PATH: process.env.PATH, HOLDER_SECRET: SECRET },
      stdio: 'ignore'
    })
    helpers.push(holder)
    await new Promise((resolve) => holder.on('spawn', resolve))
    const result = await run(
      box,
      [
        `test -e /proc/${process.pid} && echo action-visible || echo action-hidden`,
        `test -e /proc/${holder.pid} && echo holder-visible || echo holder-hidden`,
        `cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -c ${SECRET}`,
        'ls /proc | grep -c "^[0-9]"'
      ].join('; ')
    )
    expect(result.output).not.toContain(`${SECRET}\n`)
    const lines = body(result).trim().split('\n')
    expect(lines.slice(0, 3)).toEqual(['action-hidden', 'holder-hidden', '0'])
    expect(Number(lines[3])).toBeLessThan(10)
  })

  test('hides the runner temp dir, /home, /root, /run and /var/tmp', async () => {
    const result = await run(
      box,
      [
        `cat ${fileCommand} 2>/dev/null || echo file-command-hidden`,
        `ls -A ${runnerTemp}`,
        `ls -A ${hiddenInWorkspace} | wc -l`,
        'ls -A /home /root /var/tmp | grep -v ":$" | grep -c . || true',
        'test -e /run/docker.sock -o -e /var/run/docker.sock && echo docker || echo no-docker'
      ].join('; ')
    )
    expect(body(result)).toBe(
      'file-command-hidden\nagent-run\n0\n0\nno-docker\n'
    )
    expect(result.output).not.toContain('SECRET_FROM_RUNNER')
  })

  test('writes the workspace, home and temp dir only', async () => {
    const hostTmp = `/tmp/agent-sudo-probe-${process.pid}`
    const result = await run(
      box,
      [
        'echo made > made-here.txt && echo workspace-ok',
        'touch "$HOME/h" "$TMPDIR/t" && echo scratch-ok',
        `touch ${dirname(workspace)}/next-to-it 2>/dev/null && echo beside-writable || echo beside-refused`,
        'touch /etc/agent-probe 2>/dev/null && echo etc-writable || echo etc-refused',
        `touch ${outputDir}/x 2>/dev/null && echo out-writable || echo out-refused`,
        `touch ${hostTmp} 2>/dev/null; echo tmp-tried`,
        systemDir
          ? `touch ${systemDir}/x 2>/dev/null && echo system-writable || echo system-refused`
          : 'echo system-refused'
      ].join('; ')
    )
    expect(body(result)).toBe(
      'workspace-ok\nscratch-ok\nbeside-refused\netc-refused\nout-refused\ntmp-tried\nsystem-refused\n'
    )
    expect(await readFile(join(workspace, 'made-here.txt'), 'utf8')).toBe(
      'made\n'
    )
    expect(existsSync(hostTmp)).toBe(false)
    expect(existsSync(join(dirname(workspace), 'next-to-it'))).toBe(false)
  })

  test('gets exactly the tool environment', async () => {
    const result = await run(box, 'env -0')
    const names = body(result)
      .split('\0')
      .filter(Boolean)
      .map((line) => line.split('=')[0])
    // bash itself sets PWD, SHLVL and _.
    expect(names.sort()).toEqual(
      [...Object.keys(env), 'PWD', 'SHLVL', '_'].sort()
    )
  })

  test('runs as the workspace owner: no sudo, no capabilities, no groups', async () => {
    const result = await run(
      box,
      [
        'id -u',
        'id -G',
        'sudo -n true 2>/dev/null && echo sudo-works || echo sudo-refused',
        "grep -E '^(CapEff|CapBnd|NoNewPrivs)' /proc/self/status | tr -s '\\t ' ' '"
      ].join('; ')
    )
    const { uid, gid } = runner as { uid: number; gid: number }
    const lines = body(result).trim().split('\n')
    expect(lines.slice(0, 3)).toEqual([`${uid}`, `${gid}`, 'sudo-refused'])
    expect(lines.slice(3).sort()).toEqual([
      'CapBnd: 0000000000000000',
      'CapEff: 0000000000000000',
      'NoNewPrivs: 1'
    ])
  })

  test('has no network unless bash-network is set', async () => {
    const server = createServer((socket) => socket.end())
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const command = `(echo hi > /dev/tcp/127.0.0.1/${port}) 2>/dev/null && echo connected || echo unreachable`
    expect(body(await run(box, command))).toBe('unreachable\n')
    const networked = await detectSandbox({ ...options, network: true })
    expect(networked.kind).toBe('sudo')
    expect(networked.description).toContain('network allowed')
    expect(body(await run(networked, command))).toBe('connected\n')
  })

  test('a setsid survivor dies with the PID namespace', async () => {
    const arg = uniqueSleep(1)
    const result = await run(
      box,
      `setsid nohup sleep ${arg} > /dev/null 2>&1 < /dev/null & echo started`
    )
    expect(body(result)).toBe('started\n')
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  test('a fork flood stops at the process limit', async () => {
    const limited = await detectSandbox({
      ...options,
      limits: { processes: 64 }
    })
    const arg = uniqueSleep(2)
    // dash, not bash: bash retries a failed fork for seconds.
    const result = await run(
      limited,
      [
        `sh -c 'i=0; while [ $i -lt 400 ]; do sleep ${arg} & i=$((i+1)); done' 2>/dev/null`,
        'tasks=(/proc/[0-9]*)',
        'echo "${#tasks[@]}"'
      ].join('; ')
    )
    // The first line: the kernel's note on refused forks may follow.
    const tasks = Number(body(result).split('\n')[0])
    expect(tasks).toBeGreaterThan(10)
    expect(tasks).toBeLessThan(150)
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  // Per process: without a cgroup (tools/bash/resource-limits.test.ts has the cgroup's
  // cap for the whole command).
  test('a 2 GB allocation fails under a 1 GiB per-process limit; 4 GiB stops 6 GiB', async () => {
    const limited = await detectSandbox({
      ...options,
      cgroups: false,
      limits: { memoryBytes: 1024 ** 3 }
    })
    const fourGiB = await detectSandbox({
      ...options,
      cgroups: false,
      limits: { memoryBytes: 4 * 1024 ** 3 }
    })
    const node = process.execPath
    const small = await run(
      limited,
      `${node} -e "new ArrayBuffer(2e9); console.log('allocated')" 2>/dev/null || echo refused; ${node} -e "new Uint8Array(new ArrayBuffer(256 * 2 ** 20)).fill(1); console.log('256M ok')"`
    )
    expect(body(small)).toBe('refused\n256M ok\n')
    const bomb = await run(
      fourGiB,
      `${node} -e "const a = []; for (let i = 0; i < 6; i++) a.push(new ArrayBuffer(2 ** 30)); console.log('allocated')" 2>/dev/null || echo refused`
    )
    expect(body(bomb)).toBe('refused\n')
  })

  test('a 2 GiB file cannot be written', async () => {
    const result = await run(
      box,
      [
        '{ truncate -s 2G big; } 2>/dev/null; echo "truncate=$?"',
        '{ dd if=/dev/zero of=big2 bs=1M seek=2047 count=1; } 2>/dev/null; echo "dd=$?"',
        'rm -f big big2'
      ].join('; ')
    )
    expect(body(result)).toBe('truncate=153\ndd=153\n')
  })

  test('a timeout ends the whole namespace', async () => {
    const arg = uniqueSleep(3)
    const started = Date.now()
    const result = await run(box, `trap "" TERM; sleep ${arg}`, 1)
    expect(Date.now() - started).toBeLessThan(4000)
    expect(result.output).toMatch(/^exit=124 \(timed out after 1 s\)/)
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })
})
