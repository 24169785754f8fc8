import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startGitWorkTreeProbe } from '../../../src/agent/session/session-setup.js'

const root = await realpath(await mkdtemp(path.join(tmpdir(), 'setup-test-')))

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('startGitWorkTreeProbe', () => {
  it('probes the work tree of the resolved workspace, as the session would', async () => {
    const repo = path.join(root, 'repo')
    execFileSync('git', ['init', '-q', repo])
    const link = path.join(root, 'link')
    await symlink(repo, link)
    expect(await startGitWorkTreeProbe(link)).toEqual({
      gitDir: path.join(repo, '.git'),
      workTree: repo
    })
  })

  it('is null for a folder outside any work tree, and for one that is not there', async () => {
    const plain = await mkdtemp(path.join(root, 'plain-'))
    expect(await startGitWorkTreeProbe(plain)).toBeNull()
    expect(await startGitWorkTreeProbe(path.join(root, 'missing'))).toBeNull()
  })
})
