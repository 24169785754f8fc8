import { afterAll, describe, expect, it } from '@jest/globals'
import { describeUnless, skipUnless } from '../../../__fixtures__/skips.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import {
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  stat,
  writeFile
} from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createBashTool,
  type BashToolOptions
} from '../../../src/tools/bash/bash-tool.js'
import {
  createProcessRegistry,
  killProcessGroup
} from '../../../src/tools/bash/process-registry.js'
import {
  detectSandbox,
  type Sandbox
} from '../../../src/tools/bash/sandbox/sandbox.js'
import { defaultMemoryBytes } from '../../../src/tools/bash/resource-limits.js'
import { buildToolEnv, isSecretName } from '../../../src/tools/bash/tool-env.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'
import { capOutput } from '../../../src/tools/output/truncate.js'
import { programPath } from '../../../src/shared/programs.js'
import {
  eventually,
  failingBwrap,
  failingSudo,
  isGone,
  processesWith
} from '../../../__fixtures__/sandbox-helpers.js'
import type { ToolContext, ToolResult } from '../../../src/tools/types.js'

const root = await realpath(await mkdtemp(join(tmpdir(), 'tools-bash-')))
const workspace = join(root, 'workspace')
const home = join(root, 'home')
const tmpDir = join(root, 'tmp')
const outputDir = join(root, 'out')
for (const dir of [workspace, home, tmpDir, outputDir]) {
  await mkdir(dir, { recursive: true })
}

const SECRET = 'sekrit-' + Math.random().toString(36).slice(2)
const saved = {
  INPUT_API_KEY: process.env.INPUT_API_KEY,
  GITHUB_TOKEN: process.env.GITHUB_TOKEN,
  FOO_SECRET: process.env.FOO_SECRET
}
process.env.INPUT_API_KEY = SECRET
process.env.GITHUB_TOKEN = SECRET
process.env.FOO_SECRET = SECRET

const env = buildToolEnv({ home, tmpDir })
const none = await detectSandbox({
  mode: 'none',
  workspace,
  home,
  tmpDir,
  network: false
})
// TEST_BWRAP_PATH=/nowhere shows how the suite behaves without bubblewrap.
const bwrapPath = process.env.TEST_BWRAP_PATH || undefined
/** The sandbox `auto` picks with this bubblewrap, the output folder read-only. */
const probeAuto = (bwrapPath: string | undefined) =>
  detectSandbox({
    mode: 'auto',
    workspace,
    home,
    tmpDir,
    network: false,
    readOnly: [outputDir],
    bwrapPath
  })
const probed = await probeAuto(bwrapPath)
const bwrap = probed.kind === 'bwrap' ? probed : undefined
const bwrapSkip = bwrap ? '' : ` (skipped: ${probed.description})`
// The sudo namespaces, where bubblewrap fails as on a hosted runner (here
// as the workspace's owner, root when the suite runs as root; the
// runner-user view is in tools/bash/sandbox/sudo-sandbox.test.ts).
const sudoProbed = await probeAuto(await failingBwrap(root))
const sudo = sudoProbed.kind === 'sudo' ? sudoProbed : undefined
const sudoSkip = sudo ? '' : ` (skipped: ${sudoProbed.description})`

const helpers: ChildProcess[] = []
let servers: Server[] = []

afterAll(async () => {
  for (const helper of helpers) {
    if (helper.exitCode === null && helper.pid) process.kill(helper.pid)
  }
  for (const server of servers) server.close()
  servers = []
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await rm(root, { recursive: true, force: true })
})

let calls = 0
function context(signal = new AbortController().signal): ToolContext {
  calls += 1
  return {
    workspace,
    signal,
    callId: `call_${calls}`,
    reads: createReadTracker(),
    outputDir
  }
}

function tool(sandbox: Sandbox, options: Partial<BashToolOptions> = {}) {
  return createBashTool({ sandbox, env, killGraceMs: 200, ...options })
}

async function run(
  sandbox: Sandbox,
  command: string,
  options: Partial<BashToolOptions> & { timeout_s?: number } = {}
): Promise<ToolResult> {
  const { timeout_s, ...toolOptions } = options
  return tool(sandbox, toolOptions).run({ command, timeout_s }, context())
}

/** Text after the status line. */
/** Whether root here can have CAP_SYS_RESOURCE (bit 24 of the bounding set). */
function mayRaiseLimits(): boolean {
  const bounding = /^CapBnd:\s+([0-9a-f]+)$/m.exec(
    readFileSync('/proc/self/status', 'utf8')
  )
  return bounding !== null && (BigInt(`0x${bounding[1]}`) & (1n << 24n)) !== 0n
}

function body(result: ToolResult): string {
  return result.output.slice(result.output.indexOf('\n') + 1)
}

/** A unique `sleep` duration, so its process can be found in /proc. */
let sleeps = 0
function sleepArg(): string {
  sleeps += 1
  return `${900 + sleeps}.${process.pid % 1000}`
}

describe('isSecretName and buildToolEnv', () => {
  it('recognises secret-like names', () => {
    for (const name of [
      'INPUT_API_KEY',
      'input_token',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'NODE_AUTH_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_CACHE_URL',
      'AWS_SECRET_ACCESS_KEY',
      'FOO_SECRET',
      'DB_PASSWORD',
      'OPENAI_API_KEY',
      'SSH_KEY',
      'MY_PAT'
    ]) {
      expect([name, isSecretName(name)]).toEqual([name, true])
    }
    for (const name of ['PATH', 'HOME', 'RUNNER_OS', 'JAVA_HOME', 'LANG']) {
      expect([name, isSecretName(name)]).toEqual([name, false])
    }
  })

  it('builds an allowlist, never a copy of the source environment', () => {
    const built = buildToolEnv({
      home: '/scratch/home',
      tmpDir: '/scratch/tmp',
      source: {
        PATH: '/opt/bin:/usr/bin',
        HOME: '/home/runner',
        RUNNER_OS: 'Linux',
        GITHUB_TOKEN: 'x',
        INPUT_API_KEY: 'x',
        SOMETHING_ELSE: 'x'
      },
      extra: {
        MY_SETTING: 'kept',
        DEPLOY_TOKEN: 'dropped',
        HOME: '/elsewhere',
        'BAD NAME': 'dropped',
        NUL_VALUE: 'a\0b'
      }
    })
    expect(built).toMatchObject({
      PATH: '/opt/bin:/usr/bin',
      HOME: '/scratch/home',
      TMPDIR: '/scratch/tmp',
      RUNNER_OS: 'Linux',
      MY_SETTING: 'kept',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'dumb',
      CI: 'true',
      PAGER: 'cat',
      GIT_PAGER: 'cat',
      MANPAGER: 'cat',
      LESS: '-R',
      PIP_PROGRESS_BAR: 'off',
      TQDM_DISABLE: '1',
      NO_COLOR: '1',
      GIT_TERMINAL_PROMPT: '0',
      DEBIAN_FRONTEND: 'noninteractive',
      NPM_CONFIG_UPDATE_NOTIFIER: 'false'
    })
    for (const name of [
      'GITHUB_TOKEN',
      'INPUT_API_KEY',
      'SOMETHING_ELSE',
      'DEPLOY_TOKEN',
      'BAD NAME',
      'NUL_VALUE'
    ]) {
      expect(built).not.toHaveProperty([name])
    }
    expect(
      buildToolEnv({ home: '/h', tmpDir: '/t', path: '/p', source: {} }).PATH
    ).toBe('/p')
    expect(buildToolEnv({ home: '/h', tmpDir: '/t', source: {} }).PATH).toBe(
      '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
    )
  })
})

describe('detectSandbox', () => {
  it('mode none runs on the runner, says so, and still limits every command', async () => {
    expect(none.kind).toBe('none')
    expect(none.description).toMatch(/^no sandbox .*scrubbed environment/)
    expect(none.limits).toEqual({
      processes: 1024,
      memoryBytes: defaultMemoryBytes(),
      fileSizeBytes: 1024 ** 3,
      cpuSeconds: 1800
    })
    // The caps a cgroup holds for the whole command are not set per process.
    const perProcess = none.cgroups
      ? []
      : [
          expect.stringMatching(/^--nproc=\d+$/),
          `--data=${defaultMemoryBytes()}`
        ]
    // Without a cgroup of its own, the command dies with the action, and is
    // the OOM killer's first choice.
    const choom = programPath('choom')
    const first = choom ? [choom, '-n', '1000', '--'] : []
    const [file, ...args] = [...first, programPath('setpriv')]
    expect(none.wrap(['bash', '-c', 'x'], { cwd: workspace, env })).toEqual({
      file,
      args: [
        ...args,
        '--pdeathsig=KILL',
        '--',
        programPath('prlimit'),
        ...perProcess,
        `--fsize=${1024 ** 3}`,
        '--cpu=1800:1805',
        '--core=0',
        '--',
        'bash',
        '-c',
        'x'
      ]
    })
  })

  it('mode bwrap where no sandbox works throws a clear error', async () => {
    await expect(
      detectSandbox({
        mode: 'bwrap',
        workspace,
        home,
        tmpDir,
        network: false,
        bwrapPath: join(root, 'no-such-bwrap'),
        sudoPath: await failingSudo(root)
      })
    ).rejects.toThrow(
      /^sandbox: bwrap was requested but no sandbox works here \(bubblewrap: .*no-such-bwrap is not an executable file; sudo namespaces: sudo: a password is required\)\. Install bubblewrap \(apt-get install bubblewrap\) .*or set sandbox: none to run bash without a sandbox$/
    )
  })

  it('mode auto where no sandbox works offers no bash and says why', async () => {
    const sandbox = await detectSandbox({
      mode: 'auto',
      workspace,
      home,
      tmpDir,
      network: false,
      bwrapPath: join(root, 'no-such-bwrap'),
      sudoPath: join(root, 'no-such-sudo')
    })
    expect(sandbox.kind).toBe('unavailable')
    expect(sandbox.description).toMatch(
      /^no bash: no sandbox works here \(bubblewrap: .*no-such-bwrap is not an executable file; sudo namespaces: .*no-such-sudo is not an executable file\); set sandbox: none to run bash without a sandbox$/
    )
    expect(() => sandbox.wrap(['true'], { cwd: workspace, env })).toThrow(
      /^no bash: /
    )
    const result = await tool(sandbox)
      .run({ command: 'echo never' }, context())
      .catch((error: Error) => error)
    expect(result).toBeInstanceOf(Error)
  })

  it('mode auto reports why a bwrap and a sudo that fail their probes do not work', async () => {
    const options = {
      workspace,
      home,
      tmpDir,
      network: false,
      bwrapPath: await failingBwrap(root),
      sudoPath: await failingSudo(root)
    }
    const sandbox = await detectSandbox({ mode: 'auto', ...options })
    expect(sandbox.kind).toBe('unavailable')
    expect(sandbox.description).toBe(
      'no bash: no sandbox works here (bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required); set sandbox: none to run bash without a sandbox'
    )
    await expect(detectSandbox({ mode: 'bwrap', ...options })).rejects.toThrow(
      'no sandbox works here (bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required).'
    )
  })

  const itBwrap = skipUnless(bwrap, `bwrap tests: ${probed.description}`)
  itBwrap(`mode bwrap works where bubblewrap does${bwrapSkip}`, async () => {
    const sandbox = await detectSandbox({
      mode: 'bwrap',
      workspace,
      home,
      tmpDir,
      network: false,
      bwrapPath
    })
    expect(sandbox.kind).toBe('bwrap')
    expect(sandbox.description).toMatch(
      /^bash ran inside bubblewrap \(own PID namespace and \/proc, no network/
    )
  })
})

const modes: [string, Sandbox | undefined, string][] = [
  ['none', none, ''],
  [`bwrap${bwrapSkip}`, bwrap, `bwrap tests: ${probed.description}`],
  [`sudo${sudoSkip}`, sudo, `sudo tests: ${sudoProbed.description}`]
]

describe.each(modes)('bash tool, sandbox %s', (_name, maybeSandbox, why) => {
  const sandbox = maybeSandbox as Sandbox
  const test = skipUnless(maybeSandbox, why)

  test('reports the exit code and output', async () => {
    const result = await run(sandbox, 'echo hello; exit 3')
    expect(result.output).toMatch(/^exit=3 \(\d+\.\d s\)\nhello\n$/)
    expect(result.isError).toBe(false)
    expect(result.details).toMatchObject({
      exitCode: 3,
      timedOut: false,
      sandbox: sandbox.kind
    })
    const ok = await run(sandbox, 'true')
    expect(ok.output).toMatch(/^exit=0 \(\d+\.\d s\)\n\(no output\)$/)
  })

  test('merges stderr into stdout in order', async () => {
    const result = await run(
      sandbox,
      'echo one; echo two >&2; echo three; echo four >&2'
    )
    expect(body(result)).toBe('one\ntwo\nthree\nfour\n')
  })

  test('runs in the workspace with stdin closed', async () => {
    const started = Date.now()
    const result = await run(sandbox, 'cat; read line; echo "read=$?"; pwd')
    expect(body(result)).toBe(`read=1\n${workspace}\n`)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('passes only the allowlisted environment', async () => {
    const result = await run(sandbox, 'env')
    const names = body(result)
      .split('\n')
      .map((line) => line.split('=')[0])
    expect(names).not.toContain('INPUT_API_KEY')
    expect(names).not.toContain('GITHUB_TOKEN')
    expect(names).not.toContain('FOO_SECRET')
    expect(result.output).not.toContain(SECRET)
    expect(body(result)).toContain(`\nHOME=${home}\n`)
    expect(body(result)).toContain(`\nTMPDIR=${tmpDir}\n`)
    expect(body(result)).toContain('\nPAGER=cat\n')
  })

  test('keeps memory bounded for 30 MB of output and caps the log', async () => {
    const maxLogBytes = 1024 * 1024
    const keepBytes = 64 * 1024
    const rssBefore = process.memoryUsage().rss
    const started = Date.now()
    const ctx = context()
    const result = await tool(sandbox, { maxLogBytes, keepBytes }).run(
      { command: 'yes hello | head -c 30000000' },
      ctx
    )
    expect(Date.now() - started).toBeLessThan(15000)
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 ** 2)
    expect(result.output.length).toBeLessThan(2 * keepBytes + 1000)
    expect(body(result).startsWith('hello\nhello\n')).toBe(true)
    expect(result.output).toMatch(
      /hello\n\[the log file holds only the first 1048576 of 30000000 bytes\]$/
    )
    const logPath = join(outputDir, `${ctx.callId}.log`)
    expect(result.truncation).toEqual({
      mode: 'headtail',
      fullOutputPath: logPath,
      totalLines: 1 + 5_000_000 + 1,
      totalBytes:
        Buffer.byteLength(result.output.split('\n')[0]) +
        1 +
        30_000_000 +
        Buffer.byteLength(
          '[the log file holds only the first 1048576 of 30000000 bytes]'
        )
    })
    expect(result.details).toMatchObject({ exitCode: 0, bytes: 30_000_000 })
    const log = await stat(logPath)
    expect(log.size).toBeGreaterThanOrEqual(maxLogBytes)
    expect(log.size).toBeLessThan(maxLogBytes + 100)
    const logText = await readFile(logPath, 'utf8')
    expect(logText.startsWith('hello\nhello\n')).toBe(true)
    expect(logText.endsWith('\n[log cut at 1048576 bytes]\n')).toBe(true)

    const capped = capOutput(result.output, {
      maxBytes: 16384,
      maxLines: 400,
      mode: 'headtail',
      ...(result.truncation as object)
    })
    expect(capped.text).toMatch(
      new RegExp(
        `^Total output lines: 5000002\nexit=0 .*\\[\\.\\.\\. omitted \\d+ of 5000002 lines \\(\\d+ bytes\\); full output: ${logPath} \\.\\.\\.\\]\n`,
        's'
      )
    )
  })

  test('keeps small output whole and saves it to a log', async () => {
    const ctx = { ...context(), callId: 'call/../odd id' }
    const result = await tool(sandbox).run(
      { command: 'printf "a\\nb\\n"' },
      ctx
    )
    expect(body(result)).toBe('a\nb\n')
    const logPath = join(outputDir, 'call____odd_id.log')
    expect(result.truncation).toMatchObject({
      mode: 'headtail',
      fullOutputPath: logPath,
      totalLines: 3,
      totalBytes: Buffer.byteLength(result.output)
    })
    expect(await readFile(logPath, 'utf8')).toBe('a\nb\n')
  })

  test('still runs when the log cannot be written', async () => {
    const notADir = join(root, 'not-a-dir')
    await writeFile(notADir, '')
    const ctx = { ...context(), outputDir: notADir }
    const result = await tool(sandbox).run({ command: 'echo fine' }, ctx)
    expect(result.output).toMatch(/^exit=0 \(\d+\.\d s\)\nfine\n$/)
    expect(result.isError).toBe(false)
    expect(result.truncation).toMatchObject({ fullOutputPath: undefined })
  })

  test('times out, reports partial output and kills the process', async () => {
    const arg = sleepArg()
    const started = Date.now()
    const result = await run(sandbox, `echo partial; sleep ${arg}`, {
      timeout_s: 1
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(result.output).toBe('exit=124 (timed out after 1 s)\npartial\n')
    expect(result.details).toMatchObject({ exitCode: 124, timedOut: true })
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  test('escalates to SIGKILL when SIGTERM is ignored', async () => {
    const arg = sleepArg()
    const started = Date.now()
    const result = await run(sandbox, `trap "" TERM; sleep ${arg}; echo x`, {
      timeout_s: 1
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(result.output).toMatch(/^exit=124 \(timed out after 1 s\)/)
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  test('a timeout kills the whole group, children of children too', async () => {
    const arg = sleepArg()
    const result = await run(
      sandbox,
      `bash -c 'bash -c "sleep ${arg}" & wait' & wait`,
      { timeout_s: 1 }
    )
    expect(result.output).toMatch(/^exit=124 /)
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  test('background processes left behind are gone after the call', async () => {
    const arg = sleepArg()
    const pidFile = join(workspace, `bg-${arg}.pid`)
    const started = Date.now()
    const result = await run(
      sandbox,
      `sleep ${arg} & echo $! > ${pidFile}; echo started`
    )
    expect(Date.now() - started).toBeLessThan(3000)
    // Its cgroup kills it and says so; a PID namespace's end kills it unseen.
    expect(result.output).toMatch(
      sandbox.kind === 'none' && sandbox.cgroups
        ? /^exit=0 \(\d+\.\d s\)\nstarted\n\[1 process was still running when the command ended and was killed: nothing a command starts outlives it\]$/
        : /^exit=0 \(\d+\.\d s\)\nstarted\n$/
    )
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
    if (sandbox.kind === 'none') {
      const pid = Number(await readFile(pidFile, 'utf8'))
      expect(pid).toBeGreaterThan(1)
      expect(await eventually(() => isGone(pid))).toBe(true)
    }
  })

  test('cancellation stops the command and says so', async () => {
    const arg = sleepArg()
    const controller = new AbortController()
    const ctx = context(controller.signal)
    const pending = tool(sandbox).run(
      { command: `echo begun; sleep ${arg}` },
      ctx
    )
    // Cancel once the command runs (a sandbox takes a moment to set up).
    const log = join(outputDir, `${ctx.callId}.log`)
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await readFile(log, 'utf8').catch(() => '')).includes('begun')) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const started = Date.now()
    controller.abort()
    const result = await pending
    expect(Date.now() - started).toBeLessThan(3000)
    expect(result.output).toMatch(
      /^exit=130 \(cancelled after \d+\.\d s\)\nbegun\n$/
    )
    expect(result.details).toMatchObject({ exitCode: 130, cancelled: true })
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)

    const early = await tool(sandbox).run(
      { command: 'echo never' },
      context(AbortSignal.abort())
    )
    expect(early.output).not.toContain('never')
    expect(early.details).toMatchObject({ exitCode: 130, cancelled: true })
  })

  test('the process registry kills running commands at the end of a run', async () => {
    const arg = sleepArg()
    const processes = createProcessRegistry()
    const started = Date.now()
    const pending = tool(sandbox, { processes }).run(
      { command: `sleep ${arg}`, timeout_s: 30 },
      context()
    )
    expect(
      await eventually(async () => (await processesWith(arg)).length > 0)
    ).toBe(true)
    processes.killAll()
    const result = await pending
    expect(Date.now() - started).toBeLessThan(5000)
    expect(result.output).toMatch(/^exit=137 /)
    expect(
      await eventually(async () => (await processesWith(arg)).length === 0)
    ).toBe(true)
  })

  test('limits file size per process, and memory and tasks per process or for the whole command', async () => {
    const node = process.execPath
    const result = await run(
      sandbox,
      [
        "grep -E '^Max (processes|data size|file size)' /proc/self/limits | tr -s ' '",
        `${node} -e "const a = []; for (let i = 0; i < 6; i++) a.push(new ArrayBuffer(2 ** 30)); console.log('allocated')" 2>/dev/null || echo bomb-refused`,
        `${node} -e "new Uint8Array(new ArrayBuffer(256 * 2 ** 20)).fill(1); console.log('node-ok')"`,
        'git --version > /dev/null && echo git-ok',
        'python3 -c \'print("python-ok")\'',
        '{ truncate -s 2G big; } 2>/dev/null; echo "truncate=$?"; rm -f big'
      ].join('; ')
    )
    const lines = body(result).trim().split('\n')
    const data = defaultMemoryBytes()
    // With a cgroup, memory and tasks are capped for the whole command
    // there (untouched address space does not count), not per process.
    const whole = sandbox.cgroups !== null
    expect(lines[2]).toMatch(
      whole
        ? /^Max processes \S+ \S+ processes $/
        : /^Max processes (\d+) \1 processes $/
    )
    expect([...lines.slice(0, 2), ...lines.slice(3)]).toEqual([
      `Max file size ${1024 ** 3} ${1024 ** 3} bytes `,
      whole
        ? 'Max data size unlimited unlimited bytes '
        : `Max data size ${data} ${data} bytes `,
      whole || data > 6 * 1024 ** 3 ? 'allocated' : 'bomb-refused',
      'node-ok',
      'git-ok',
      'python-ok',
      'truncate=153'
    ])
  })

  test("is the OOM killer's first choice, and cannot make itself less so in a sandbox", async () => {
    const result = await run(
      sandbox,
      'cat /proc/self/oom_score_adj; (echo 0 > /proc/self/oom_score_adj) 2>/dev/null && echo lowered || echo refused'
    )
    const [score, lowering] = body(result).trim().split('\n')
    expect(score).toBe('1000')
    // Set by the root step that enters the cgroup, so that is also the
    // floor, where that root has CAP_SYS_RESOURCE (some containers drop it
    // from every process's bounding set); only a root command without a
    // sandbox keeps the capability.
    if (sandbox.cgroups && sandbox.kind !== 'none' && mayRaiseLimits())
      expect(lowering).toBe('refused')
  })

  test('reports a death by signal', async () => {
    const result = await run(sandbox, 'echo before; kill -9 $$')
    expect(result.output).toMatch(/^exit=137 \(.*\)\nbefore\n$/)
    expect(result.details).toMatchObject({ exitCode: 137 })
  })
})

describe('bash tool without bash', () => {
  it('returns an error result when bash cannot be started', async () => {
    const broken = createBashTool({
      sandbox: {
        ...none,
        wrap: (command) => ({
          file: join(root, 'no-such-program'),
          args: command
        })
      },
      env
    })
    const result = await broken.run({ command: 'echo hi' }, context())
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/^bash could not be started: .*ENOENT/)
  })
})

describe('killProcessGroup', () => {
  it('ignores groups that are gone and pids that would address us', async () => {
    const child = spawn('true', { detached: true, stdio: 'ignore' })
    await new Promise((resolve) => child.on('exit', resolve))
    expect(() => killProcessGroup(child.pid as number, 'SIGKILL')).not.toThrow()
    expect(() => killProcessGroup(1, 'SIGTERM')).not.toThrow()
    expect(() => killProcessGroup(0, 'SIGTERM')).not.toThrow()
    expect(() => killProcessGroup(-5, 'SIGTERM')).not.toThrow()
  })
})

/** A process whose initial environment (/proc/<pid>/environ) holds the secret. */
async function startSecretHolder(): Promise<number> {
  const helper = spawn('sleep', ['30'], {
    env: { PATH: process.env.PATH, HOLDER_SECRET: SECRET },
    stdio: 'ignore'
  })
  helpers.push(helper)
  await new Promise((resolve) => helper.on('spawn', resolve))
  return helper.pid as number
}

async function loopbackPort(): Promise<number> {
  const server = createServer((socket) => socket.end())
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

describe('no sandbox: what it cannot protect (sanity check of the probes)', () => {
  it('can read the environ of other processes and reach the network', async () => {
    const holder = await startSecretHolder()
    const result = await run(none, `tr '\\0' '\\n' < /proc/${holder}/environ`)
    expect(result.output).toContain(SECRET)
    const port = await loopbackPort()
    const net = await run(
      none,
      `echo hi > /dev/tcp/127.0.0.1/${port} && echo connected`
    )
    expect(body(net)).toBe('connected\n')
  })
})

const describeBwrap = describeUnless(
  bwrap,
  `bwrap tests: ${probed.description}`
)
describeBwrap(`bubblewrap sandbox${bwrapSkip}`, () => {
  const sandbox = bwrap as Sandbox

  it('hides the environ of the action and every host process', async () => {
    const holder = await startSecretHolder()
    const result = await run(
      sandbox,
      [
        `cat /proc/${holder}/environ || echo holder-hidden`,
        `cat /proc/${process.pid}/environ || echo action-hidden`,
        `cat /proc/${process.ppid}/environ || echo parent-hidden`,
        'tr "\\0" "\\n" < /proc/1/environ',
        `grep -l ${SECRET} /proc/*/environ || echo no-match`,
        'ls /proc | grep -c "^[0-9]"'
      ].join('; ')
    )
    expect(result.output).not.toContain(SECRET)
    expect(body(result)).toContain('holder-hidden')
    expect(body(result)).toContain('action-hidden')
    expect(body(result)).toContain('parent-hidden')
    expect(body(result)).toContain('no-match')
    expect(body(result)).toContain(`HOME=${home}`)
    const processCount = Number(body(result).trim().split('\n').pop())
    expect(processCount).toBeLessThan(10)
  })

  it('has no network unless allowed', async () => {
    const port = await loopbackPort()
    const command = `echo hi > /dev/tcp/127.0.0.1/${port} && echo connected || echo unreachable`
    expect(body(await run(sandbox, command))).toContain('unreachable')
    const networked = await detectSandbox({
      mode: 'bwrap',
      workspace,
      home,
      tmpDir,
      network: true
    })
    expect(networked.description).toContain('network allowed')
    expect(body(await run(networked, command))).toBe('connected\n')
  })

  it('lets commands write the workspace, home and temp dirs only', async () => {
    const probe = `/etc/agent-sandbox-probe-${process.pid}`
    const result = await run(
      sandbox,
      [
        'echo from-sandbox > made-here.txt',
        'touch "$HOME/h" "$TMPDIR/t" /tmp/x && echo scratch-ok',
        `touch ${probe} 2>/dev/null && echo etc-writable || echo etc-readonly`,
        `touch /usr/agent-probe 2>/dev/null && echo usr-writable || echo usr-readonly`
      ].join('; ')
    )
    await rm(probe, { force: true })
    expect(body(result)).toBe('scratch-ok\netc-readonly\nusr-readonly\n')
    expect(await readFile(join(workspace, 'made-here.txt'), 'utf8')).toBe(
      'from-sandbox\n'
    )
  })

  it('hides /root, /home and extra paths, and exposes read-only ones', async () => {
    const secretDir = join(root, 'runner-temp')
    await mkdir(secretDir, { recursive: true })
    await writeFile(join(secretDir, 'event.json'), SECRET)
    const previous = await run(sandbox, 'echo logged-line')
    const logPath = (previous.truncation as { fullOutputPath: string })
      .fullOutputPath
    const hiding = await detectSandbox({
      mode: 'bwrap',
      workspace,
      home,
      tmpDir,
      network: false,
      hide: [secretDir],
      readOnly: [outputDir]
    })
    const result = await run(
      hiding,
      [
        'echo "root:$(ls -A /root | wc -l)"',
        'echo "home:$(ls -A /home | wc -l)"',
        `cat ${secretDir}/event.json 2>/dev/null; echo "secret-dir:$(ls -A ${secretDir} | wc -l)"`,
        `grep -c logged-line ${logPath}`,
        `touch ${outputDir}/x 2>/dev/null && echo out-writable || echo out-readonly`
      ].join('; ')
    )
    expect(result.output).not.toContain(SECRET)
    expect(body(result)).toBe('root:0\nhome:0\nsecret-dir:0\n1\nout-readonly\n')
  })
})
