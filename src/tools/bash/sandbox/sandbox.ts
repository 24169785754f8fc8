/**
 * Picks the process boundary of the bash tool (docs/security.md item 5):
 * bubblewrap where it works, else namespaces made through passwordless
 * `sudo`, each probed by running `true` exactly as real commands run. When
 * neither works, `auto` offers no bash at all and says why; `bwrap` fails
 * the run; only `none` runs bash on the runner. Every mode sets the
 * resource limits of `resource-limits.ts`.
 */
import {
  pinPrograms,
  programPath,
  errorMessage
} from '../../../shared/index.js'
import { bwrapSandbox, findBwrap, type LimitSetting } from './bwrap-sandbox.js'
import { ENTER_FAILED, launchAsUser } from '../cgroup/index.js'
import {
  limitsPhrase,
  openContainment,
  wholeCommand,
  withoutCgroups
} from '../containment.js'
import { defaultLimits, prlimitArgs } from '../resource-limits.js'
import { runProbe } from './sandbox-probe.js'
import type {
  Containment,
  DetectSandboxOptions,
  Sandbox
} from './sandbox-types.js'
import { sudoSandbox } from './sudo-sandbox.js'
import { egressSandbox } from './egress-sandbox.js'
import { DEFAULT_PATH } from '../tool-env.js'

export type { DetectSandboxOptions, Sandbox } from './sandbox-types.js'

/**
 * Picks how bash runs. `none` never probes. `auto` and `bwrap` probe
 * bubblewrap, then the sudo namespaces; nothing is cached. Where neither
 * works, `auto` returns an `unavailable` sandbox whose description says
 * why and how to allow bash anyway, and `bwrap` throws.
 */
export async function detectSandbox(
  options: DetectSandboxOptions
): Promise<Sandbox> {
  const allowedHosts = options.allowedHosts
  if (allowedHosts && allowedHosts.length > 0) {
    return egressSandbox({ ...options, allowedHosts }, detectSandbox)
  }
  // Resolved now, before the loop: a PATH entry the commands can write
  // cannot swap them later.
  pinPrograms(['bash', 'prlimit', 'true', 'sh', 'setpriv', 'env', 'choom'])
  const limit: LimitSetting = {
    prlimit: programPath('prlimit'),
    limits: { ...defaultLimits(), ...options.limits }
  }
  let containment = await openContainment(options, limit.limits)
  let found = await findBackend(options, limit, containment)
  if (typeof found !== 'string' && found.entryFailed) {
    // The sandbox works, entering a cgroup does not: caps per process.
    containment = await withoutCgroups(containment, found.entryFailed)
    found = await findBackend(options, limit, containment)
  }
  if (typeof found !== 'string') return found.sandbox
  await containment.cgroups?.close()
  const reasons = found
  if (options.mode === 'bwrap') {
    throw new Error(
      `sandbox: bwrap was requested but no sandbox works here (${reasons}). Install bubblewrap (apt-get install bubblewrap) and allow unprivileged user namespaces, or give the runner's user passwordless sudo, or set sandbox: none to run bash without a sandbox`
    )
  }
  return unavailable(
    `no bash: no sandbox works here (${reasons}); set sandbox: none to run bash without a sandbox`
  )
}

/**
 * The first backend whose probe works, or why none does. `entryFailed`:
 * it works, but a command could not enter its cgroup (the probe's
 * reason).
 */
async function findBackend(
  options: DetectSandboxOptions,
  limit: LimitSetting,
  containment: Containment
): Promise<{ sandbox: Sandbox; entryFailed?: string } | string> {
  if (options.mode === 'none') {
    // Nothing to probe but entering the cgroup.
    const sandbox = noSandbox(limit, containment)
    const found = await probed(
      sandbox,
      options.workspace,
      options.probeTimeoutMs
    )
    return typeof found === 'string' ? { sandbox } : found
  }
  const bwrap = await probeBwrap(options, limit, containment)
  if (typeof bwrap !== 'string') return bwrap
  const sudo = await probeSudo(options, limit, containment)
  if (typeof sudo !== 'string') return sudo
  return `bubblewrap: ${bwrap}; sudo namespaces: ${sudo}`
}

/** The bubblewrap sandbox when it works, or why it does not. */
async function probeBwrap(
  options: DetectSandboxOptions,
  limit: LimitSetting,
  containment: Containment
): Promise<{ sandbox: Sandbox; entryFailed?: string } | string> {
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
    sandbox = await bwrapSandbox(file, options, limit, containment)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  return probed(sandbox, sandbox.workspace, options.probeTimeoutMs)
}

/** The sudo-namespace sandbox when it works, or why it does not. */
async function probeSudo(
  options: DetectSandboxOptions,
  limit: LimitSetting,
  containment: Containment
): Promise<{ sandbox: Sandbox; entryFailed?: string } | string> {
  if (process.platform !== 'linux') {
    return `needs Linux (this is ${process.platform})`
  }
  let sandbox
  try {
    sandbox = await sudoSandbox(options, limit, containment)
  } catch (error) {
    return `cannot prepare its mounts (${errorMessage(error)})`
  }
  if (typeof sandbox === 'string') return sandbox
  return probed(sandbox, sandbox.workspace, options.probeTimeoutMs)
}

/** The sandbox when its probe works (`entryFailed` when only entering the cgroup failed), else why. */
async function probed(
  sandbox: Sandbox,
  cwd: string,
  timeoutMs?: number
): Promise<{ sandbox: Sandbox; entryFailed?: string } | string> {
  const failure = await probe(sandbox, cwd, timeoutMs)
  if (failure === null) return { sandbox }
  if (typeof failure === 'string') return failure
  return { sandbox, entryFailed: failure.entry }
}

/**
 * Runs `true` exactly as commands run, in a cgroup of its own when there
 * are cgroups: null when it worked, `{ entry }` when only entering the
 * cgroup failed, else why it failed.
 */
async function probe(
  sandbox: Sandbox,
  cwd: string,
  timeoutMs?: number
): Promise<null | string | { entry: string }> {
  const env = { PATH: DEFAULT_PATH }
  const truePath = programPath('true') ?? '/bin/true'
  let cgroup = null
  try {
    cgroup = (await sandbox.cgroups?.create()) ?? null
  } catch (error) {
    return {
      entry: `making a command's cgroup failed (${errorMessage(error)})`
    }
  }
  const { file, args } = sandbox.wrap([truePath], { cwd, env, cgroup })
  const failure = await runProbe(file, args, env, timeoutMs)
  await cgroup?.close()
  if (failure === null) return null
  if (cgroup && failure.code === ENTER_FAILED) return { entry: failure.message }
  return failure.message
}

function noSandbox(limit: LimitSetting, containment: Containment): Sandbox {
  const uid = process.getuid?.() ?? 0
  const limits = limit.prlimit ? limit.limits : null
  const whole = wholeCommand(containment)
  const setpriv = programPath('setpriv')
  return {
    kind: 'none',
    network: true,
    limits,
    cgroups: containment.cgroups,
    cgroupProblem: containment.cgroupProblem,
    description: `no sandbox (sandbox: none); bash ran with a scrubbed environment; ${limitsPhrase(limits, containment)}`,
    wrap(command, { env, cgroup }) {
      const limited =
        limit.prlimit && limits
          ? [...prlimitArgs(limit.prlimit, limits, uid, whole), ...command]
          : command
      // Without a cgroup, at least the first process dies with the action.
      const held =
        cgroup || !setpriv
          ? limited
          : [setpriv, '--pdeathsig=KILL', '--', ...limited]
      const [file, ...args] = launchAsUser(
        containment.privilege,
        cgroup,
        held,
        env
      )
      return { file, args }
    },
    close: async () => containment.cgroups?.close()
  }
}

function unavailable(description: string): Sandbox {
  return {
    kind: 'unavailable',
    network: false,
    limits: null,
    cgroups: null,
    cgroupProblem: null,
    description,
    wrap() {
      throw new Error(description)
    },
    close: async () => undefined
  }
}
