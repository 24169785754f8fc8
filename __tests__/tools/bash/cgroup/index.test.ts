import { describe, expect, it } from '@jest/globals'
import { skipUnless } from '../../../../__fixtures__/skips.js'
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import {
  type CgroupLayout,
  enterArgs,
  findPrivilege,
  openCgroupSession,
  parseCgroupLayout,
  readCgroupLayout
} from '../../../../src/tools/bash/cgroup/index.js'

// Where the commands' cgroups go, read from mountinfo, and real cgroups:
// what enters one cannot leave it (a new session, a dropped environment,
// a double fork), and a kill ends all of it. cgroup v1 where this machine
// has it; v2's cgroup.kill on a v2 hierarchy where one is mounted (here the
// hybrid layout's empty unified one; hosted runners have only v2).

const V2_HOST = [
  '24 30 0:21 / /sys rw,nosuid,nodev,noexec,relatime shared:7 - sysfs sysfs rw',
  '35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot'
].join('\n')
const V1_HOST = [
  '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
  '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
  '37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer',
  '39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids',
  '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw'
].join('\n')

describe('where the cgroups go', () => {
  it('v2: beside our own cgroup, under its parent', () => {
    expect(
      parseCgroupLayout(
        V2_HOST,
        '0::/system.slice/hosted-compute-agent.service\n'
      )
    ).toEqual({ version: 2, parent: '/sys/fs/cgroup/system.slice' })
    // At the root (a container's own namespace): the root itself.
    expect(parseCgroupLayout(V2_HOST, '0::/\n')).toEqual({
      version: 2,
      parent: '/sys/fs/cgroup'
    })
  })

  it('v1: under our own cgroup of each hierarchy, even where an empty v2 one is mounted too', () => {
    const own = [
      '8:pids:/',
      '6:freezer:/',
      '4:memory:/process_api/abc',
      '0::/'
    ].join('\n')
    expect(parseCgroupLayout(V1_HOST, own)).toEqual({
      version: 1,
      parents: {
        pids: '/sys/fs/cgroup/pids',
        memory: '/sys/fs/cgroup/memory/process_api/abc',
        freezer: '/sys/fs/cgroup/freezer'
      }
    })
  })

  it('follows a mount of part of the hierarchy, and escaped mount points', () => {
    const info =
      '50 31 0:30 /docker/abc /sys/fs/cgroup\\040x rw - cgroup2 cgroup2 rw'
    expect(parseCgroupLayout(info, '0::/docker/abc/inner\n')).toEqual({
      version: 2,
      parent: '/sys/fs/cgroup x'
    })
    expect(parseCgroupLayout(info, '0::/elsewhere\n')).toBe(
      'this process sits outside the mounted cgroup v2 tree'
    )
  })

  it('says why there are none', () => {
    expect(parseCgroupLayout('', '0::/\n')).toBe(
      'no cgroup file system is mounted'
    )
  })
})

const privilege = await findPrivilege()
const layout = readCgroupLayout()
const v2Hierarchy = (() => {
  if (typeof layout !== 'string' && layout.version === 2) return layout
  for (const line of readText('/proc/self/mountinfo').split('\n')) {
    const [left, right] = line.split(' - ')
    if (right?.startsWith('cgroup2 ')) {
      const mountPoint = left.split(' ')[4]
      if (existsSync(`${mountPoint}/cgroup.procs`))
        return { version: 2 as const, parent: mountPoint }
    }
  }
  return null
})()

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

const realCases: [string, CgroupLayout | null][] = [
  ['this machine', typeof layout === 'string' ? null : layout],
  ['a v2 hierarchy', v2Hierarchy]
]

describe.each(realCases)('real cgroups (%s)', (name, where) => {
  const skip =
    privilege.kind === 'none'
      ? privilege.reason
      : where === null
        ? typeof layout === 'string' && name === 'this machine'
          ? layout
          : 'none mounted here'
        : ''
  const test = skipUnless(!skip, `real cgroups (${name}): ${skip}`)
  const suffix = skip ? ` (skipped: ${skip})` : ''

  test(`a command that leaves its session and drops its environment stays in its cgroup, and dies with it${suffix}`, async () => {
    const session = await openCgroupSession(where as CgroupLayout, privilege, {
      memoryBytes: 512 * 1024 ** 2,
      processes: 64
    })
    if (typeof session === 'string') throw new Error(session)
    const cgroup = await session.create()
    const mark = `cgroup-test-${process.pid}-${name.length}`
    const argv = [
      ...(privilege.kind === 'sudo' ? [privilege.sudo, '-n', '--'] : []),
      ...enterArgs(cgroup),
      '/bin/sh',
      '-c',
      `setsid env -i /bin/sh -c 'exec sleep 300' ${mark} </dev/null >/dev/null 2>&1 & (sh -c 'sleep 301' ${mark} </dev/null >/dev/null 2>&1 &) ; echo started`
    ]
    const child = spawn(argv[0], argv.slice(1), {
      stdio: ['ignore', 'pipe', 'ignore']
    })
    const out = await new Promise<string>((resolve) => {
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.on('close', () => resolve(text))
    })
    expect(out).toBe('started\n')
    // Both sleeps left: one in a new session without its environment, one
    // orphaned by a double fork. Both are still in the cgroup.
    expect(cgroup.pids().length).toBeGreaterThanOrEqual(2)
    const killed = await cgroup.close()
    expect(killed).toEqual({ killed: expect.any(Number), left: 0 })
    expect(killed.killed).toBeGreaterThanOrEqual(2)
    expect(cgroup.pids()).toEqual([])
    expect(listWith(mark)).toEqual([])
    await session.close()
  })

  test(`a launcher that enters a removed cgroup runs nothing${suffix}`, async () => {
    const session = await openCgroupSession(where as CgroupLayout, privilege, {
      memoryBytes: 512 * 1024 ** 2,
      processes: 64
    })
    if (typeof session === 'string') throw new Error(session)
    const cgroup = await session.create()
    await cgroup.close()
    const argv = [
      ...(privilege.kind === 'sudo' ? [privilege.sudo, '-n', '--'] : []),
      ...enterArgs(cgroup),
      '/bin/echo',
      'ran'
    ]
    const child = spawn(argv[0], argv.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const code = await new Promise<number | null>((resolve) =>
      child.on('close', resolve)
    )
    expect(code).toBe(125)
    expect(out).toBe('')
    await session.close()
  })
})

/** Live processes whose command line holds `mark` (by /proc, not ps). */
function listWith(mark: string): number[] {
  const found: number[] = []
  for (const entry of readDir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const cmdline = readText(`/proc/${entry}/cmdline`)
    const state = /^State:\s+(\S)/m.exec(readText(`/proc/${entry}/status`))?.[1]
    if (cmdline.includes(mark) && state !== 'Z') found.push(Number(entry))
  }
  return found
}

function readDir(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
