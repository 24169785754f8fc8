import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { gitAsT } from '../../../__fixtures__/git-env.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { diffstat, withStats } from '../../../src/github/report/diffstat.js'

// The diffstat the reports show is read from the patch publishing makes
// (the flags of git/publish-git.ts `stagedPatch`); it must agree with what
// `git diff --numstat` counts for the same change.

let dir: string
const git = (args: string[]) => gitAsT(dir, args)

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'diffstat-'))
  git(['init', '-q', '-b', 'main'])
  const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n')
  writeFileSync(path.join(dir, 'kept.js'), `${lines}\n`)
  writeFileSync(path.join(dir, 'gone.js'), 'a\nb\n')
  writeFileSync(path.join(dir, 'moved.txt'), `${lines}\n`)
  writeFileSync(path.join(dir, 'ü tab\t.md'), 'one\n')
  git(['add', '-A'])
  git(['commit', '-q', '-m', 'base'])
  writeFileSync(
    path.join(dir, 'kept.js'),
    `${lines.replace('line 3', 'LINE 3').replace('line 20\n', '')}\n+++ a line\n--- another\n`
  )
  rmSync(path.join(dir, 'gone.js'))
  git(['mv', 'moved.txt', 'renamed.txt'])
  writeFileSync(
    path.join(dir, 'renamed.txt'),
    `${lines.replace('line 29', 'line 29!')}\n`
  )
  writeFileSync(path.join(dir, 'new.js'), 'x\ny\n')
  writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0, 1, 2, 255, 0]))
  writeFileSync(path.join(dir, 'ü tab\t.md'), 'one\ntwo\n')
  git(['add', '-A'])
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('diffstat', () => {
  it('agrees with git diff --numstat for modified, added, deleted, renamed, binary and quoted files', () => {
    const patch = git([
      'diff',
      '--cached',
      '--binary',
      '-M',
      '-U3',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      '--no-color',
      'HEAD',
      '--'
    ])
    const numstat = git(['diff', '--cached', '--numstat', '-M', '-z', 'HEAD'])
    const expected = new Map<string, { additions: number; deletions: number }>()
    const fields = numstat.split('\0')
    for (let at = 0; at < fields.length - 1; at += 1) {
      const [added, deleted, ...rest] = fields[at].split('\t')
      const name = rest.join('\t')
      // A rename: an empty name, then the old and the new path.
      const file = name === '' ? fields[(at += 2)] : name
      expected.set(file, {
        additions: added === '-' ? 0 : Number(added),
        deletions: deleted === '-' ? 0 : Number(deleted)
      })
    }
    expect([...expected.keys()].sort()).toEqual(
      [
        'gone.js',
        'kept.js',
        'logo.png',
        'new.js',
        'renamed.txt',
        'ü tab\t.md'
      ].sort()
    )
    expect(Object.fromEntries(diffstat(patch))).toEqual(
      Object.fromEntries(expected)
    )
  })

  it('adds the numbers to the files the patch names, and leaves the others as they are', () => {
    const patch = [
      'diff --git a/a.js b/a.js',
      '--- a/a.js',
      '+++ b/a.js',
      '@@ -1 +1,2 @@',
      '-x',
      '+y',
      '+z'
    ].join('\n')
    expect(
      withStats(
        [
          { path: 'a.js', status: 'modified' },
          { path: 'b.js', status: 'added' }
        ],
        patch
      )
    ).toEqual([
      { path: 'a.js', status: 'modified', additions: 2, deletions: 1 },
      { path: 'b.js', status: 'added' }
    ])
    expect(withStats([{ path: 'a.js' }], undefined)).toEqual([{ path: 'a.js' }])
  })
})
