import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  keyOf,
  startEarlySandbox
} from '../../../src/agent/session/early-sandbox.js'
import {
  makeSessionDirs,
  type SandboxConfig
} from '../../../src/agent/session/session-setup.js'
import type { DetectSandboxOptions, Sandbox } from '../../../src/tools/index.js'

// The session's sandbox is probed while the run checks out
// (docs/architecture.md, "Start-up"), and the session takes it only when
// it was made for the very options the session has.

const made: string[] = []
afterEach(async () => {
  for (const dir of made.splice(0))
    await rm(dir, { recursive: true, force: true })
})

async function folders(): Promise<{ workspace: string; scratchDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'early-sandbox-'))
  made.push(root)
  return {
    workspace: await mkdtemp(path.join(root, 'ws-')),
    scratchDir: path.join(root, 'scratch', 'session')
  }
}

const CONFIG: SandboxConfig = {
  bash: true,
  verifyCommand: '',
  sandbox: 'auto',
  network: false,
  hiddenPaths: ['/runner/temp'],
  commandCaps: { processes: 64 }
}

/** The early sandbox taken by a session of CONFIG in `where`. */
const takeIn = async (
  early: ReturnType<typeof startEarlySandbox>,
  where: { workspace: string; scratchDir: string }
) =>
  early!.take(CONFIG, where.workspace, await makeSessionDirs(where.scratchDir))

/** A probe that records what it was asked and makes sandboxes that record their closing. */
function recordingProbe(kind: Sandbox['kind'] = 'bwrap') {
  const asked: DetectSandboxOptions[] = []
  const closed: number[] = []
  const detect = async (
    options: DetectSandboxOptions | null
  ): Promise<Sandbox | null> => {
    if (!options) return null
    asked.push(options)
    const id = asked.length
    return {
      kind,
      description: `probe ${id}`,
      network: options.network,
      limits: null,
      cgroups: null,
      cgroupProblem: null,
      wrap: () => {
        throw new Error('not for this test')
      },
      close: async () => {
        closed.push(id)
      }
    } as unknown as Sandbox
  }
  return { detect, asked, closed }
}

describe('a sandbox probed before its session', () => {
  it('is taken by a session with the same options, probed once, its folders made early', async () => {
    const where = await folders()
    const probe = recordingProbe()
    const early = startEarlySandbox({ ...CONFIG, ...where }, probe.detect)
    expect(early).not.toBeNull()
    const dirs = await makeSessionDirs(where.scratchDir)
    const sandbox = await early!.take(CONFIG, where.workspace, dirs)
    expect(sandbox?.description).toBe('probe 1')
    expect(probe.asked).toHaveLength(1)
    expect(probe.asked[0]).toMatchObject({
      workspace: where.workspace,
      home: dirs.home,
      tmpDir: dirs.tmpDir,
      hide: ['/runner/temp'],
      network: false
    })
    expect((await stat(dirs.tmpDir)).isDirectory()).toBe(true)
    // The session closes what it took; the run's release does nothing then.
    await early!.release()
    expect(probe.closed).toEqual([])
  })

  it('is closed and probed again when the session differs (network, another workspace)', async () => {
    const where = await folders()
    const probe = recordingProbe()
    const early = startEarlySandbox({ ...CONFIG, ...where }, probe.detect)
    const dirs = await makeSessionDirs(where.scratchDir)
    const sandbox = await early!.take(
      { ...CONFIG, network: true },
      where.workspace,
      dirs
    )
    expect(sandbox?.description).toBe('probe 2')
    expect(probe.asked[1].network).toBe(true)
    expect(probe.closed).toEqual([1])

    const other = await folders()
    const second = recordingProbe()
    const moved = startEarlySandbox({ ...CONFIG, ...where }, second.detect)
    const taken = await moved!.take(
      CONFIG,
      other.workspace,
      await makeSessionDirs(where.scratchDir)
    )
    expect(taken?.description).toBe('probe 2')
    expect(second.asked[1].workspace).toBe(other.workspace)
    expect(second.closed).toEqual([1])
  })

  it('with options that are not plain data is probed again: text cannot tell two such values apart', async () => {
    const where = await folders()
    const probe = recordingProbe()
    // A future option holding a Map: JSON would write both as {}.
    const odd = {
      ...CONFIG,
      commandCaps: new Map([['processes', 64]])
    } as unknown as SandboxConfig
    const early = startEarlySandbox({ ...odd, ...where }, probe.detect)
    const sandbox = await early!.take(
      odd,
      where.workspace,
      await makeSessionDirs(where.scratchDir)
    )
    expect(sandbox?.description).toBe('probe 2')
    expect(probe.closed).toEqual([1])
  })

  it('keys options by their data: key order does not matter, a function or a class instance has no key', () => {
    expect(keyOf({ b: [1, 'x'], a: { c: true, d: null } })).toBe(
      keyOf({ a: { d: null, c: true }, b: [1, 'x'] })
    )
    expect(keyOf({ a: 1 })).not.toBe(keyOf({ a: 2 }))
    expect(keyOf({ a: 1, b: undefined })).toBe(keyOf({ a: 1 }))
    for (const odd of [() => 1, new Map(), new Set([1]), new Date(0), NaN])
      expect(keyOf({ a: [odd] })).toBeNull()
  })

  it('that did not work is probed again (the workspace may have been cloned since)', async () => {
    const where = await folders()
    const probe = recordingProbe('unavailable')
    const early = startEarlySandbox({ ...CONFIG, ...where }, probe.detect)
    await takeIn(early, where)
    expect(probe.asked).toHaveLength(2)
    expect(probe.closed).toEqual([1])
  })

  it('whose workspace does not exist yet is probed by the session instead', async () => {
    const where = await folders()
    const probe = recordingProbe()
    const missing = path.join(where.workspace, 'not-cloned-yet')
    const early = startEarlySandbox(
      { ...CONFIG, ...where, workspace: missing },
      probe.detect
    )
    const sandbox = await takeIn(early, where)
    expect(sandbox?.description).toBe('probe 1')
    expect(probe.asked[0].workspace).toBe(where.workspace)
  })

  it('that no session took is closed when the run ends, once', async () => {
    const where = await folders()
    const probe = recordingProbe()
    const early = startEarlySandbox({ ...CONFIG, ...where }, probe.detect)
    await early!.release()
    await early!.release()
    expect(probe.closed).toEqual([1])
  })

  it('is not started for a session that runs no command', () => {
    const probe = recordingProbe()
    expect(
      startEarlySandbox(
        { ...CONFIG, bash: false, scratchDir: '/nowhere', workspace: '/' },
        probe.detect
      )
    ).toBeNull()
    expect(probe.asked).toEqual([])
  })
})
