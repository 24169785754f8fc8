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
  key: string | null
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
        early.key !== null &&
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

/**
 * The probe's options as text, keys sorted; two probes of the same text are
 * the same. null when a value is not plain data (a function, a class
 * instance such as a Map): text could not tell two of them apart, so such
 * options never match and the session probes its own.
 */
export function keyOf(value: unknown): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean')
    return JSON.stringify(value)
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : null
  if (Array.isArray(value)) {
    const items = value.map(keyOf)
    return items.includes(null) ? null : `[${items.join(',')}]`
  }
  if (
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  )
    return null
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, item]) => [name, keyOf(item)] as const)
  if (entries.some(([, item]) => item === null)) return null
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`
}
