/**
 * The contract of the bash tool's process boundary (docs/security.md
 * item 5): which sandbox a run asked for, what it got, and how a command
 * is wrapped to run inside it. `sandbox.ts` picks one.
 */
import type { ResourceLimits } from './resource-limits.js'

/** `auto`: bubblewrap where it works; `bwrap`: required; `none`: never. */
export type SandboxMode = 'auto' | 'bwrap' | 'none'

/** What runs commands: `bwrap` (bubblewrap) or `none` (directly on the runner). */
export type SandboxKind = 'bwrap' | 'none'

/** How tool commands are run. */
export interface Sandbox {
  kind: SandboxKind
  /** One plain sentence for the run summary, saying what protected bash. */
  description: string
  /** Whether commands can reach the network. */
  network: boolean
  /** The limits every command gets; null where `prlimit` is missing. */
  limits: ResourceLimits | null
  /**
   * The program and arguments that run `command` inside the sandbox. Spawn
   * it with `env` as its environment too: under bubblewrap the sandbox's
   * PID 1 is bwrap itself, whose environ is readable inside. `command[0]`
   * should be an absolute path.
   */
  wrap(
    command: string[],
    options: { cwd: string; env: Record<string, string> }
  ): { file: string; args: string[] }
}

/** Inputs of `detectSandbox`. */
export interface DetectSandboxOptions {
  mode: SandboxMode
  /** Workspace, bound read-write. */
  workspace: string
  /** Scratch home, bound read-write. */
  home: string
  /** Temp dir, bound read-write. */
  tmpDir: string
  /** Let commands reach the network (no new network namespace). */
  network: boolean
  /** bubblewrap binary; default `bwrap` from PATH (or `/usr/bin/bwrap`). */
  bwrapPath?: string
  /**
   * More host paths to hide (e.g. the runner's `_work/_temp`), in addition
   * to `/root`, `/home`, `/run/secrets` and the Docker socket. Directories get an empty tmpfs, files
   * `/dev/null`; missing paths are skipped.
   */
  hide?: string[]
  /** Host paths bound back read-only after hiding (e.g. the tool-output dir). */
  readOnly?: string[]
  /** Resource limits of every command; default `DEFAULT_LIMITS`. */
  limits?: Partial<ResourceLimits>
  /** How long the probe may take; default 10 s. */
  probeTimeoutMs?: number
}
