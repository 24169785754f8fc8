/**
 * A bash tool in a real sandbox with `bash-allowed-hosts` (docs/security.md
 * item 16a), for the egress tests: its own workspace, home and temp dir
 * under `root`, the proxy's resolver mapping test names to addresses, and
 * `run` returning the tool result's text.
 */
import { spawnSync } from 'node:child_process'
import { chown, mkdir, mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { createBashTool } from '../src/tools/bash/bash-tool.js'
import type { AllowedHost } from '../src/tools/bash/egress/index.js'
import {
  detectSandbox,
  type Sandbox
} from '../src/tools/bash/sandbox/sandbox.js'
import { buildToolEnv } from '../src/tools/bash/tool-env.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'
import { failingBwrap, runnerAccount, sudoProblem } from './sandbox-helpers.js'

/** A sandboxed bash session with the allowlist. */
export interface EgressSession {
  box: Sandbox
  /** Runs a command through the bash tool; the tool result's text. */
  run: (command: string) => Promise<string>
  workspace: string
}

/**
 * Each backend the allowlist runs on, with why it cannot run here ('' when
 * it can): bubblewrap, and namespaces made through sudo as the runner user.
 */
export function egressBackends(): ['bwrap' | 'sudo', string][] {
  const bwrapWorks =
    spawnSync('bwrap', ['--ro-bind', '/', '/', '--unshare-net', 'true'])
      .status === 0
  const runner = runnerAccount()
  const self = process.getuid?.()
  const sudoSkip =
    typeof runner === 'string'
      ? runner
      : self !== 0 && self !== runner.uid
        ? 'needs root or the runner user'
        : sudoProblem()
  return [
    ['bwrap', bwrapWorks ? '' : 'bubblewrap does not work here'],
    ['sudo', sudoSkip]
  ]
}

/** Starts a session of this backend under `root`; close its `box` after. */
export async function egressSession(options: {
  root: string
  backend: 'bwrap' | 'sudo'
  allowedHosts: AllowedHost[]
  /** Test names and the address the proxy resolves each to. */
  names: Record<string, string>
}): Promise<EgressSession> {
  const { backend } = options
  const dir = await mkdtemp(join(options.root, `${backend}-`))
  const workspace = join(dir, 'work')
  const home = join(dir, 'home')
  const tmpDir = join(dir, 'tmp')
  const outputDir = join(dir, 'out')
  for (const d of [workspace, home, tmpDir, outputDir]) await mkdir(d)
  const runner = runnerAccount()
  if (backend === 'sudo' && typeof runner !== 'string' && !process.getuid?.()) {
    for (const d of [workspace, outputDir]) {
      await chown(d, runner.uid, runner.gid)
    }
  }
  const box = await detectSandbox({
    mode: 'bwrap',
    workspace,
    home,
    tmpDir,
    // The allowlist closes the network whatever bash-network says.
    network: true,
    readOnly: [outputDir],
    allowedHosts: options.allowedHosts,
    resolve: async (host) => {
      const address = options.names[host]
      if (!address) throw new Error(`${host} does not resolve`)
      return [{ address, family: 4 }]
    },
    ...(backend === 'sudo' ? { bwrapPath: await failingBwrap(dir) } : {})
  })
  const env = buildToolEnv({ home, tmpDir })
  let calls = 0
  const run = async (command: string): Promise<string> => {
    calls += 1
    const result = await createBashTool({ sandbox: box, env }).run(
      { command, timeout_s: 120 },
      {
        workspace,
        signal: new AbortController().signal,
        callId: `call_${calls}`,
        reads: createReadTracker(),
        outputDir
      }
    )
    return result.output
  }
  return { box, run, workspace }
}
