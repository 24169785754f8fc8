/**
 * Picks the process boundary of the bash tool (docs/security.md item 5):
 * bubblewrap where it works, else namespaces made through passwordless
 * `sudo`, each probed by running `true` exactly as real commands run. When
 * neither works, `auto` offers no bash at all and says why; `bwrap` fails
 * the run; only `none` runs bash on the runner. Every mode sets the
 * resource limits of `resource-limits.ts`.
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
import { sudoSandbox } from './sudo-sandbox.js'
import { DEFAULT_PATH } from './tool-env.js'

export type {
  DetectSandboxOptions,
  Sandbox,
  SandboxKind,
  SandboxMode
} from './sandbox-types.js'

/**
 * Picks how bash runs. `none` never probes. `auto` and `bwrap` probe
 * bubblewrap, then the sudo namespaces; nothing is cached. Where neither
 * works, `auto` returns an `unavailable` sandbox whose description says
 * why and how to allow bash anyway, and `bwrap` throws.
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
  if (options.mode === 'none') {
    return noSandbox(
      `no sandbox (sandbox: none); bash ran with a scrubbed environment and ${limit.prlimit ? describeLimits(limit.limits) : 'no resource limits (prlimit is not installed)'} only`,
      limit
    )
  }
  const bwrap = await probeBwrap(options, limit)
  if (typeof bwrap !== 'string') return bwrap
  const sudo = await probeSudo(options, limit)
  if (typeof sudo !== 'string') return sudo
  const reasons = `bubblewrap: ${bwrap}; sudo namespaces: ${sudo}`
  if (options.mode === 'bwrap') {
    throw new Error(
      `sandbox: bwrap was requested but no sandbox works here (${reasons}). Install bubblewrap (apt-get install bubblewrap) and allow unprivileged user namespaces, or give the runner's user passwordless sudo, or set sandbox: none to run bash without a sandbox`
    )
  }
  return unavailable(
    `no bash: no sandbox works here (${reasons}); set sandbox: none to run bash without a sandbox`
  )
}

/** The bubblewrap sandbox when it works, or why it does not. */
async function probeBwrap(
  options: DetectSandboxOptions,
  limit: LimitSetting
): Promise<Sandbox | string> {
  if (process.platform !== 'linux') {
    return `needs Linux (this is ${process.platform})`
  }
  const file = await findBwrap(options.bwrapPath)
  if (!file) {
    return options.bwrapPath
      ? `${options.bwrapPath} is not an executable file`
      : 'not installed'
  }
  let sandbox
  try {
    sandbox = await bwrapSandbox(file, options, limit)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  return probe(sandbox, sandbox.workspace, options.probeTimeoutMs)
}

/** The sudo-namespace sandbox when it works, or why it does not. */
async function probeSudo(
  options: DetectSandboxOptions,
  limit: LimitSetting
): Promise<Sandbox | string> {
  if (process.platform !== 'linux') {
    return `needs Linux (this is ${process.platform})`
  }
  let sandbox
  try {
    sandbox = await sudoSandbox(options, limit)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  if (typeof sandbox === 'string') return sandbox
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

function unavailable(description: string): Sandbox {
  return {
    kind: 'unavailable',
    network: false,
    limits: null,
    description,
    wrap() {
      throw new Error(description)
    }
  }
}
