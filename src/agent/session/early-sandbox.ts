/**
 * The session's sandbox, probed before the session starts (docs/architecture.md,
 * "Start-up"): the probe (a cgroup, a bubblewrap or sudo namespace and a
 * `true` inside it) takes tens of milliseconds of processes, and needs
 * nothing of the checkout but its folder. The run starts it once its plan
 * is known, beside the checkout's git work; the session takes it when it
 * was made for the same options, else probes its own.
 */
import { realpath } from 'node:fs/promises'
import type { Sandbox } from '../../tools/index.js'
import {
  detectSessionSandbox,
  makeSessionDirs,
  needsSandbox,
  type SandboxConfig,
  type SessionDirs,
  sandboxOptions
} from './session-setup.js'

/** A sandbox being probed ahead of its session. */
export interface EarlySandbox {
  /**
   * The sandbox for a session with these options, workspace and folders:
   * the early one when it was probed for exactly them and works, else a
   * new probe (the early one closed).
   */
  take(
    options: SandboxConfig,
    workspace: string,
    dirs: SessionDirs
  ): Promise<Sandbox | null>
  /** Closes the early sandbox when no session took it; never throws. */
  release(): Promise<void>
}

/** What the early probe made, and the options it was made for. */
interface Probed {
  key: string
  sandbox: Sandbox | null
}

/**
 * Starts probing the sandbox of a session configured by `options` (its
 * `workspace` and `scratchDir` as the session will get them); null when
 * the session runs no command.
 */
export function startEarlySandbox(
  options: SandboxConfig & { workspace: string; scratchDir: string },
  detect: typeof detectSessionSandbox = detectSessionSandbox
): EarlySandbox | null {
  if (!needsSandbox(options)) return null
  const probed: Promise<Probed | null> = (async () => {
    const workspace = await realpath(options.workspace)
    const dirs = await makeSessionDirs(options.scratchDir)
    const probe = sandboxOptions(options, workspace, dirs)
    return { key: keyOf(probe), sandbox: await detect(probe) }
  })().catch(() => null)
  let taken = false
  return {
    async take(config, workspace, dirs) {
      taken = true
      const early = await probed
      const probe = sandboxOptions(config, workspace, dirs)
      // A sandbox that did not work may not have found the workspace yet
      // (it is cloned after the probe started): probe again.
      if (
        early?.sandbox &&
        early.sandbox.kind !== 'unavailable' &&
        early.key === keyOf(probe)
      )
        return early.sandbox
      await early?.sandbox?.close()
      return detect(probe)
    },
    async release() {
      if (taken) return
      taken = true
      const early = await probed
      await early?.sandbox?.close().catch(() => undefined)
    }
  }
}

/** The probe's options as text; two probes of the same text are the same. */
function keyOf(detect: object | null): string {
  return JSON.stringify(detect)
}
