/**
 * The contract of the bash tool's process boundary (docs/security.md
 * item 5): which sandbox a run asked for, what it got, and how a command
 * is wrapped to run inside it. `sandbox.ts` picks one.
 */
import type {
  CgroupLayout,
  CgroupSession,
  CommandCgroup,
  Privilege
} from '../cgroup/index.js'
import type { ResourceLimits } from '../resource-limits.js'
import type { AllowedHost, EgressProxy, Resolver } from '../egress/index.js'

/**
 * The `sandbox` input. `auto`: the strongest sandbox that works
 * (bubblewrap, then namespaces through `sudo`), else no bash at all;
 * `bwrap`: a real sandbox (either of those) or the run fails; `none`: bash
 * runs on the runner without one.
 */
type SandboxMode = 'auto' | 'bwrap' | 'none'

/**
 * What runs commands: `bwrap` (bubblewrap), `sudo` (namespaces created
 * through passwordless `sudo`), `none` (directly on the runner, asked for
 * with `sandbox: none`), or `unavailable` (no sandbox works and none was
 * allowed: bash and the verify command must not be offered).
 */
type SandboxKind = 'bwrap' | 'sudo' | 'none' | 'unavailable'

/** How tool commands are run. */
export interface Sandbox {
  kind: SandboxKind
  /**
   * One plain sentence for the run summary saying what protected bash,
   * or, for `unavailable`, why there is no bash and how to allow it.
   */
  description: string
  /** Whether commands can reach the network (false behind the egress proxy). */
  network: boolean
  /**
   * With `bash-allowed-hosts`: the proxy that is commands' only way out,
   * and the entries as written (docs/security.md item 16a).
   */
  egress?: { proxy: EgressProxy; hosts: string[] }
  /** The limits every command gets; null where `prlimit` is missing or nothing runs. */
  limits: ResourceLimits | null
  /**
   * Where each command gets a cgroup of its own, killed whole when it ends
   * and capped for all its processes together (docs/security.md item 16);
   * null where none can be made, and then `cgroupProblem` says why and the
   * caps are per process.
   */
  cgroups: CgroupSession | null
  /** Why there are no cgroups; null when there are, or nothing runs. */
  cgroupProblem: string | null
  /**
   * The program and arguments that run `command` inside the sandbox, in
   * `cgroup` when one is given (made with `cgroups.create()`). Spawn it
   * with `env` as its environment too: under bubblewrap the sandbox's PID
   * 1 is bwrap itself, whose environ is readable inside. `command[0]`
   * should be an absolute path. Throws for `unavailable`.
   */
  wrap(
    command: string[],
    options: {
      cwd: string
      env: Record<string, string>
      cgroup?: CommandCgroup | null
    }
  ): { file: string; args: string[] }
  /** Kills what is left in the session's cgroups and removes them. Never rejects. */
  close(): Promise<void>
}

/** Who may do what as root for the sandbox, and the session's cgroups. */
export interface Containment {
  privilege: Privilege
  cgroups: CgroupSession | null
  cgroupProblem: string | null
}

/** Inputs of `detectSandbox`. */
export interface DetectSandboxOptions {
  mode: SandboxMode
  /** Workspace, bound read-write. Its owner is who commands run as under `sudo`. */
  workspace: string
  /** Scratch home, bound read-write. */
  home: string
  /** Temp dir, bound read-write (and the view's `/tmp` under `sudo`). */
  tmpDir: string
  /** Let commands reach the network (no new network namespace). */
  network: boolean
  /**
   * `bash-allowed-hosts`: commands get their own network namespace and
   * reach only these hosts, through the action's proxy, whatever `network`
   * says. Not enforceable (so refused) with `mode: 'none'`.
   */
  allowedHosts?: AllowedHost[]
  /** How the proxy resolves names; default `dns.lookup` (tests map names). */
  resolve?: Resolver
  /** bubblewrap binary; default `bwrap` from PATH (or `/usr/bin/bwrap`). */
  bwrapPath?: string
  /** sudo binary for the namespace backend; default `sudo` from PATH. */
  sudoPath?: string
  /**
   * More host paths to hide (e.g. the runner's `_work/_temp`), in addition
   * to each backend's own list. Directories get an empty tmpfs, files
   * `/dev/null`; missing paths are skipped.
   */
  hide?: string[]
  /** Host paths bound back read-only after hiding (e.g. the tool-output dir). */
  readOnly?: string[]
  /** Resource limits of every command; default `defaultLimits()`. */
  limits?: Partial<ResourceLimits>
  /**
   * Give each command a cgroup where one can be made (default true). Off
   * only for tests of the per-process fallback.
   */
  cgroups?: boolean
  /** Where cgroups are made; default read from /proc (tests point it elsewhere). */
  cgroupLayout?: CgroupLayout
  /** How long each probe may take; default 10 s. */
  probeTimeoutMs?: number
}
