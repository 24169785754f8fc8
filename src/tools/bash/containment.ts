/**
 * What holds a command's processes together (docs/security.md item 16):
 * a cgroup per command where the action can make one (as root, or through
 * passwordless sudo), else nothing but the process group, the sandbox's
 * PID namespace and the leftover sweep, with the caps per process. Shared
 * by every sandbox backend.
 */
import {
  findPrivilege,
  openCgroupSession,
  readCgroupLayout
} from './cgroup/index.js'
import {
  bytes,
  describeLimits,
  PER_PROCESS,
  type ResourceLimits,
  type WholeCommand
} from './resource-limits.js'
import type { Containment, DetectSandboxOptions } from './sandbox/index.js'

/**
 * The privilege and, unless switched off, the session's cgroups with the
 * caps of `limits`. Never throws: where no cgroup can be made, says why.
 */
export async function openContainment(
  options: Pick<DetectSandboxOptions, 'sudoPath' | 'cgroups' | 'cgroupLayout'>,
  limits: ResourceLimits
): Promise<Containment> {
  const privilege = await findPrivilege(options.sudoPath)
  if (options.cgroups === false)
    return { privilege, cgroups: null, cgroupProblem: 'cgroups are off' }
  const layout = options.cgroupLayout ?? readCgroupLayout()
  if (typeof layout === 'string')
    return { privilege, cgroups: null, cgroupProblem: layout }
  const session = await openCgroupSession(layout, privilege, {
    memoryBytes: limits.memoryBytes,
    processes: limits.processes
  }).catch((error: unknown) => (error as Error).message)
  if (typeof session === 'string')
    return { privilege, cgroups: null, cgroupProblem: session }
  return { privilege, cgroups: session, cgroupProblem: null }
}

/** The same privilege, without cgroups (after a probe showed they cannot be entered). */
export async function withoutCgroups(
  containment: Containment,
  problem: string
): Promise<Containment> {
  await containment.cgroups?.close()
  return {
    privilege: containment.privilege,
    cgroups: null,
    cgroupProblem: problem
  }
}

/** Which caps bind the whole command. */
export function wholeCommand(containment: Containment): WholeCommand {
  return containment.cgroups?.enforced ?? PER_PROCESS
}

/** The limits and what holds a command together, in words for the run summary. */
export function limitsPhrase(
  limits: ResourceLimits | null,
  containment: Containment
): string {
  const { cgroups } = containment
  const held = cgroups
    ? `each command in a cgroup (v${cgroups.version}) of its own, killed whole when it ends`
    : `no cgroup per command (${containment.cgroupProblem ?? 'none could be made'}), so the caps are per process`
  if (!limits) return `${held}; no resource limits: prlimit is not installed`
  const whole = wholeCommand(containment)
  const missing = cgroups
    ? [
        whole.memory ? '' : `memory (${bytes(limits.memoryBytes)})`,
        whole.processes ? '' : `processes (${limits.processes})`
      ].filter(Boolean)
    : []
  const partial = missing.length
    ? `; the cgroup cannot cap ${missing.join(' or ')} here, so ${missing.length === 1 ? 'that cap is' : 'those caps are'} per process`
    : ''
  return `${held}${partial}; ${describeLimits(limits, whole)}`
}
