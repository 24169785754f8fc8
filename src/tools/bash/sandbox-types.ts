/**
 * The contract of the bash tool's process boundary (docs/security.md
 * item 5): which sandbox a run asked for, what it got, and how a command
 * is wrapped to run inside it. `sandbox.ts` picks one.
 */
import type { ResourceLimits } from './resource-limits.js'

/**
 * The `sandbox` input. `auto`: the strongest sandbox that works
 * (bubblewrap, then namespaces through `sudo`), else no bash at all;
 * `bwrap`: a real sandbox (either of those) or the run fails; `none`: bash
 * runs on the runner without one.
 */
export type SandboxMode = 'auto' | 'bwrap' | 'none'

/**
 * What runs commands: `bwrap` (bubblewrap), `sudo` (namespaces created
 * through passwordless `sudo`), `none` (directly on the runner, asked for
 * with `sandbox: none`), or `unavailable` (no sandbox works and none was
 * allowed: bash and the verify command must not be offered).
 */
export type SandboxKind = 'bwrap' | 'sudo' | 'none' | 'unavailable'

/** How tool commands are run. */
export interface Sandbox {
  kind: SandboxKind
  /**
   * One plain sentence for the run summary saying what protected bash,
   * or, for `unavailable`, why there is no bash and how to allow it.
   */
  description: string
  /** Whether commands can reach the network. */
  network: boolean
  /** The limits every command gets; null where `prlimit` is missing or nothing runs. */
  limits: ResourceLimits | null
  /**
   * The program and arguments that run `command` inside the sandbox. Spawn
   * it with `env` as its environment too: under bubblewrap the sandbox's
   * PID 1 is bwrap itself, whose environ is readable inside. `command[0]`
   * should be an absolute path. Throws for `unavailable`.
   */
  wrap(
    command: string[],
    options: { cwd: string; env: Record<string, string> }
  ): { file: string; args: string[] }
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
  /** Resource limits of every command; default `DEFAULT_LIMITS`. */
  limits?: Partial<ResourceLimits>
  /** How long each probe may take; default 10 s. */
  probeTimeoutMs?: number
}
