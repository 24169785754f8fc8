import { afterEach, describe, expect, it } from '@jest/globals'
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { scrubEnvironBlock } from '../../src/security/environ-block.js'

// The start-up environment of a process, as same-user processes read it in
// /proc/<pid>/environ, wiped in place (what sandbox: none relies on).

const SECRET = 'ghs_environBlockSecret0123456789abcdefABCD'
let child: ChildProcess | undefined

afterEach(() => {
  child?.kill('SIGKILL')
  child = undefined
})

function started(env: Record<string, string>): Promise<number> {
  child = spawn('sleep', ['30'], { env, stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    child?.once('spawn', () => resolve(child?.pid ?? -1))
    child?.once('error', reject)
  })
}

describe('scrubEnvironBlock', () => {
  it('wipes the chosen values from /proc/<pid>/environ and leaves the rest', async () => {
    const pid = await started({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GITHUB_TOKEN: SECRET,
      'INPUT_API-KEY': `${SECRET}-key`,
      HARMLESS: 'visible-value'
    })
    const before = readFileSync(`/proc/${pid}/environ`, 'latin1')
    expect(before).toContain(SECRET)
    const scrubbed = scrubEnvironBlock(
      pid,
      (name) => name === 'GITHUB_TOKEN' || name.startsWith('INPUT_')
    )
    expect(scrubbed.map((item) => item.name).sort()).toEqual([
      'GITHUB_TOKEN',
      'INPUT_API-KEY'
    ])
    const after = readFileSync(`/proc/${pid}/environ`, 'latin1')
    expect(after).not.toContain(SECRET)
    expect(after).toContain('HARMLESS=visible-value')
    expect(after).toContain('GITHUB_TOKEN=\0')
  })
})
