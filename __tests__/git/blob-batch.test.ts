import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readNamedObjects } from '../../src/git/blob-batch.js'
import { createGitClient } from '../../src/git/git-client.js'

const dir = mkdtempSync(path.join(tmpdir(), 'blob-batch-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.test',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.test'
}
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' })
git('init', '-q', '-b', 'main')
writeFileSync(path.join(dir, 'AGENTS.md'), 'Be brief.\n')
writeFileSync(path.join(dir, 'two words.md'), 'spaced\n')
git('add', '.')
git('commit', '-qm', 'first')

describe('readNamedObjects', () => {
  it('reads a ref and files by name in one process, in the order asked; missing names are null', async () => {
    const found = await readNamedObjects(createGitClient(dir), [
      'refs/heads/main^{commit}',
      'refs/heads/main:AGENTS.md',
      'refs/heads/main:MISSING.md',
      'refs/heads/gone^{commit}',
      'refs/heads/main:AGENTS.md'
    ])
    expect(found.map((object) => object?.type ?? null)).toEqual([
      'commit',
      'blob',
      null,
      null,
      'blob'
    ])
    expect(found[1]?.bytes.toString('utf8')).toBe('Be brief.\n')
    expect(found[0]?.bytes.toString('utf8')).toContain('first')
  })

  it('never asks a name with a space or a line break (it would read as two)', async () => {
    const found = await readNamedObjects(createGitClient(dir), [
      'refs/heads/main:two words.md',
      'refs/heads/main:AGENTS.md\nrefs/heads/main^{commit}',
      'refs/heads/main:AGENTS.md'
    ])
    expect(found.map((object) => object?.type ?? null)).toEqual([
      null,
      null,
      'blob'
    ])
  })
})
