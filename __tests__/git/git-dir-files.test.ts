import { describe, expect, it } from '@jest/globals'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { tempDirs } from '../../__fixtures__/temp-dirs.js'
import { COPY_FILE_MAX_BYTES, listGitDir } from '../../src/git/git-dir-files.js'

const tempDir = tempDirs('git-dir-files-')

/** A git dir with the given files (relative path -> content). */
async function gitDirWith(files: Record<string, string | Buffer>) {
  const root = await tempDir()
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), content)
  }
  return root
}

describe('listGitDir', () => {
  it('lists in walk order: the watched names in their order, a folder before what it holds, children by name', async () => {
    const root = await gitDirWith({
      'info/exclude': 'x',
      'hooks/pre-commit': '#!/bin/sh',
      'hooks/b/inner': 'b',
      'hooks/a': 'a',
      config: '[core]',
      HEAD: 'ref: refs/heads/main'
    })
    await symlink('/etc/passwd', path.join(root, 'hooks', 'c-link'))
    const listing = await listGitDir(root, { copy: true })
    expect([...listing.files.keys()]).toEqual([
      'config',
      'hooks/a',
      'hooks/b/inner',
      'hooks/c-link',
      'hooks/pre-commit',
      'info/exclude'
    ])
    expect([...listing.dirs.keys()]).toEqual(['hooks', 'hooks/b', 'info'])
    expect(listing.files.get('hooks/a')?.data?.toString()).toBe('a')
    expect(listing.files.get('hooks/c-link')).toMatchObject({
      kind: 'link',
      target: '/etc/passwd'
    })
  })

  it('gives the 16 MiB copy budget to the first files in walk order, whatever order the reads end in', async () => {
    const big = Buffer.alloc(COPY_FILE_MAX_BYTES, 7)
    const files: Record<string, Buffer> = {}
    // 18 files of 1 MiB: the last two in name order get a hash and no copy.
    for (let index = 0; index < 18; index += 1)
      files[`modules/lib/objects/f${String(index).padStart(2, '0')}`] = big
    const root = await gitDirWith(files)
    const listing = await listGitDir(root, { copy: true })
    const copied = [...listing.files]
      .filter(([, entry]) => entry.data !== undefined)
      .map(([name]) => path.basename(name))
    expect(copied).toEqual(
      Array.from({ length: 16 }, (_, i) => `f${String(i).padStart(2, '0')}`)
    )
    const last = listing.files.get('modules/lib/objects/f17')
    expect(last?.data).toBeUndefined()
    expect(last?.hash).toBe(listing.files.get('modules/lib/objects/f00')?.hash)
    // Without copies nothing is kept, and the hashes are the same.
    const hashes = await listGitDir(root, { copy: false })
    expect([...hashes.files.values()].every((e) => !e.data)).toBe(true)
    expect([...hashes.files].map(([n, e]) => [n, e.hash])).toEqual(
      [...listing.files].map(([n, e]) => [n, e.hash])
    )
  })
})
