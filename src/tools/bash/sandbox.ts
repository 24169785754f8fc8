/**
 * Picks the process boundary of the bash tool (docs/security.md item 5):
 * bubblewrap where it works, probed by running `true` exactly as real
 * commands run; `auto` falls back to no sandbox and says why, `bwrap`
 * fails the run. Every mode sets the resource limits of
 * `resource-limits.ts`.
 */
import { pinPrograms, programPath } from '../../shared/programs.js'
import { errorMessage } from '../../shared/errors.js'
import { bwrapSandbox, findBwrap, type LimitSetting } from './bwrap-sandbox.js'
import {
  DEFAULT_LIMITS,
  describeLimits,
  prlimitArgs
} from './resource-limits.js'
import { runProbe } from './sandbox-probe.js'
import type { DetectSandboxOptions, Sandbox } from './sandbox-types.js'
import { DEFAULT_PATH } from './tool-env.js'

export type {
  DetectSandboxOptions,
  Sandbox,
  SandboxKind,
  SandboxMode
} from './sandbox-types.js'

const SCRUBBED_ONLY = 'bash ran with a scrubbed environment'

/**
 * Picks how bash runs. In `auto` and `bwrap` modes bubblewrap is probed by
 * running `true` with exactly the flags real commands get; nothing is cached.
 * `auto` falls back to no sandbox and says why; `bwrap` throws instead.
 */
export async function detectSandbox(
  options: DetectSandboxOptions
): Promise<Sandbox> {
  // Resolved now, before the loop: a PATH entry the commands can write
  // cannot swap them later.
  pinPrograms(['bash', 'prlimit', 'true'])
  const limit: LimitSetting = {
    prlimit: programPath('prlimit'),
    limits: { ...DEFAULT_LIMITS, ...options.limits }
  }
  const scrubbed = `${SCRUBBED_ONLY} and ${limit.prlimit ? describeLimits(limit.limits) : 'no resource limits (prlimit is not installed)'} only`
  if (options.mode === 'none') {
    return noSandbox(`no sandbox (sandbox: none); ${scrubbed}`, limit)
  }
  const reason = await probeBwrap(options, limit)
  if (typeof reason !== 'string') return reason
  if (options.mode === 'bwrap') {
    throw new Error(
      `sandbox: bwrap was requested but bubblewrap does not work here: ${reason}. Install bubblewrap (apt-get install bubblewrap) or set sandbox: auto`
    )
  }
  return noSandbox(`no sandbox: ${reason}; ${scrubbed}`, limit)
}

/** The bubblewrap sandbox when it works, or why it does not. */
async function probeBwrap(
  options: DetectSandboxOptions,
  limit: LimitSetting
): Promise<Sandbox | string> {
  if (process.platform !== 'linux') {
    return `bubblewrap needs Linux (this is ${process.platform})`
  }
  const file = await findBwrap(options.bwrapPath)
  if (!file) {
    return options.bwrapPath
      ? `${options.bwrapPath} is not an executable file`
      : 'bubblewrap is not installed'
  }
  let sandbox
  try {
    sandbox = await bwrapSandbox(file, options, limit)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  return probe(sandbox, sandbox.workspace, options.probeTimeoutMs)
}

async function probe(
  sandbox: Sandbox,
  cwd: string,
  timeoutMs?: number
): Promise<Sandbox | string> {
  const env = { PATH: DEFAULT_PATH }
  const truePath = programPath('true') ?? '/bin/true'
  const { file, args } = sandbox.wrap([truePath], { cwd, env })
  const failure = await runProbe(file, args, env, timeoutMs)
  return failure === null ? sandbox : failure
}

function noSandbox(description: string, limit: LimitSetting): Sandbox {
  const uid = process.getuid?.() ?? 0
  const limits = limit.prlimit ? limit.limits : null
  return {
    kind: 'none',
    network: true,
    limits,
    description,
    wrap(command) {
      if (!limit.prlimit || !limits) {
        return { file: command[0], args: command.slice(1) }
      }
      const [file, ...args] = prlimitArgs(limit.prlimit, limits, uid)
      return { file, args: [...args, ...command] }
    }
  }
}
