import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createGitClient,
  hardenedGitCommand
} from '../../src/git/git-client.js'
import { pinPrograms } from '../../src/shared/programs.js'

// Pinned first, as start-run.ts and cli.ts do before anything else.
pinPrograms(['git'])

const root = await mkdtemp(path.join(tmpdir(), 'git-programs-'))
const originalPath = process.env.PATH
afterAll(async () => {
  process.env.PATH = originalPath
  await rm(root, { recursive: true, force: true })
})

describe('the git the action runs is the one pinned before the loop', () => {
  it('never runs a git put early on PATH after pinning', async () => {
    const repo = path.join(root, 'repo')
    execFileSync('git', ['init', '-q', repo])
    const shimDir = path.join(root, 'bin')
    const marker = path.join(root, 'shim-ran')
    execFileSync('mkdir', ['-p', shimDir])
    await writeFile(
      path.join(shimDir, 'git'),
      `#!/bin/sh\necho "$@" >> '${marker}'\nexit 1\n`
    )
    await chmod(path.join(shimDir, 'git'), 0o755)
    // What bash can do without a sandbox: a git in a PATH directory.
    process.env.PATH = `${shimDir}:${originalPath}`
    try {
      const result = await createGitClient(repo).run(['rev-parse', '--git-dir'])
      expect(result.stdout.trim()).toBe('.git')
      const command = hardenedGitCommand(['status'])
      expect(path.isAbsolute(command.file)).toBe(true)
      expect(command.file).not.toBe(path.join(shimDir, 'git'))
    } finally {
      process.env.PATH = originalPath
    }
    expect(existsSync(marker)).toBe(false)
  })
})
