import { afterAll, describe, expect, it } from '@jest/globals'
import { gitTestEnv } from '../../__fixtures__/git-env.js'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import {
  chmod,
  mkdir,
  mkdtemp,
  realpath,
  rm,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  commitChange,
  type CommitChangeInput
} from '../../src/git/commit-change.js'
import { snapshotGitDir } from '../../src/git/git-dir-guard.js'
import { createRedactor } from '../../src/security/redact.js'
import { pinPrograms } from '../../src/shared/programs.js'

// The action's git, pinned to a wrapper that counts its processes (and can
// be told to hang in one command), the way start-run.ts pins the real one.
const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'bounds-')))
const realGit = execFileSync('sh', ['-c', 'command -v git'], {
  encoding: 'utf8'
}).trim()
const calls = path.join(root, 'calls')
const hangOn = path.join(root, 'hang-on')
const hanging = path.join(root, 'hanging')
await mkdir(path.join(root, 'bin'))
await writeFile(
  path.join(root, 'bin', 'git'),
  [
    '#!/bin/sh',
    `echo "$*" >> '${calls}'`,
    `if [ -f '${hangOn}' ]; then`,
    `  case " $* " in *" $(cat '${hangOn}') "*) touch '${hanging}'; exec sleep 600;; esac`,
    'fi',
    `exec '${realGit}' "$@"`,
    ''
  ].join('\n')
)
await chmod(path.join(root, 'bin', 'git'), 0o755)
const originalPath = process.env.PATH
process.env.PATH = `${path.join(root, 'bin')}:${originalPath}`
pinPrograms(['git'])
process.env.PATH = originalPath

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const env = gitTestEnv(root, originalPath ?? '/usr/bin:/bin')

function git(dir: string, ...args: string[]): string {
  return execFileSync(realGit, args, { cwd: dir, env, encoding: 'utf8' }).trim()
}

let counter = 0

/** A work tree with one commit, a bare remote, and the guard's snapshot. */
async function scene() {
  const base = path.join(root, `scene-${++counter}`)
  const dir = path.join(base, 'work')
  const bare = path.join(base, 'remote.git')
  await mkdir(dir, { recursive: true })
  git(base, 'init', '-q', '--bare', '-b', 'main', bare)
  git(dir, 'init', '-q', '-b', 'main')
  await writeFile(path.join(dir, 'README.md'), '# demo\n')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'base')
  git(dir, 'push', '-q', bare, 'main')
  const scratchDir = path.join(base, 'scratch')
  await mkdir(scratchDir)
  const baseSha = git(dir, 'rev-parse', 'HEAD')
  const guard = await snapshotGitDir(path.join(dir, '.git'))
  const input = (
    extra: Partial<CommitChangeInput> = {}
  ): CommitChangeInput => ({
    workTree: dir,
    baseSha,
    guard,
    scratchDir,
    target: { branch: 'agent/run-1', kind: 'new' },
    remoteUrl: `file://${bare}`,
    token: 'ghs_boundsToken0123456789abcdefghijABCD',
    defaultBranch: 'main',
    secrets: [],
    redact: createRedactor([]),
    message: 'Change',
    author: { name: 'bot', email: 'bot@example.com' },
    coAuthors: [],
    ...extra
  })
  return { dir, bare, input }
}

function gitCalls(): string[] {
  return existsSync(calls)
    ? readFileSync(calls, 'utf8').split('\n').filter(Boolean)
    : []
}

async function reset(): Promise<void> {
  await rm(calls, { force: true })
  await rm(hangOn, { force: true })
  await rm(hanging, { force: true })
}

describe('publishing is bounded', () => {
  it('refuses 5,000 changed files in a few git processes, with no patch', async () => {
    const { dir, bare, input } = await scene()
    await mkdir(path.join(dir, 'gen'))
    await Promise.all(
      Array.from({ length: 5000 }, (_, i) =>
        writeFile(path.join(dir, 'gen', `f${i}.txt`), `file ${i}\n`)
      )
    )
    await reset()
    const result = await commitChange(input())
    expect(result.kind).toBe('blocked')
    if (result.kind !== 'blocked') return
    expect(result.violations).toEqual(['5000 files changed; the limit is 100.'])
    expect(result.patch).toBeUndefined()
    expect(result.changedFiles).toHaveLength(5000)
    // read-tree, add, diff: nothing per file, no patch, no push.
    expect(gitCalls().length).toBeLessThanOrEqual(4)
    expect(git(bare, 'for-each-ref')).not.toContain('agent/')
  })

  it('checks an ordinary change in the same few processes whatever its files', async () => {
    const { dir, bare, input } = await scene()
    for (let i = 0; i < 50; i++)
      await writeFile(path.join(dir, `f${i}.txt`), `file ${i}\n`)
    await reset()
    const result = await commitChange(input())
    expect(result.kind).toBe('committed')
    // the private config, read-tree, add, diff, batch-check, batch, patch,
    // fetch, write-tree, commit-tree, push.
    expect(gitCalls().length).toBeLessThanOrEqual(11)
    expect(
      git(bare, 'ls-tree', '--name-only', 'agent/run-1').split('\n')
    ).toHaveLength(51)
  })

  it('blocks a secret of the step written into a binary file, and attaches nothing', async () => {
    const npmToken = 'npm_Zx81QpL0cR4s7TkWq2'
    const { dir, bare, input } = await scene()
    await writeFile(
      path.join(dir, 'logo.png'),
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0xff]),
        Buffer.from(npmToken),
        Buffer.alloc(64)
      ])
    )
    const result = await commitChange(
      input({ secrets: [npmToken], redact: createRedactor([npmToken]) })
    )
    expect(result).toEqual({
      kind: 'blocked',
      changedFiles: [{ path: 'logo.png', status: 'added' }],
      violations: [
        'Found 1 possible secret (values not shown): known secret value at logo.png.'
      ]
    })
    expect(git(bare, 'for-each-ref')).not.toContain('agent/')
  })

  it('ends at its deadline with a clear failure', async () => {
    const { dir, input } = await scene()
    await writeFile(path.join(dir, 'a.txt'), 'a\n')
    await reset()
    await writeFile(hangOn, 'read-tree')
    const result = await commitChange(input({ deadlineMs: 300 }))
    expect(result).toEqual({
      kind: 'blocked',
      changedFiles: [],
      violations: [
        expect.stringMatching(
          /^Nothing was pushed: publishing did not finish within 0\.3 s \(git read-tree .* stopped: the deadline passed\)\.$/
        )
      ],
      stopped: true
    })
    await reset()
  })

  it('keeps the patch when it is stopped during the push', async () => {
    const { dir, bare, input } = await scene()
    await writeFile(path.join(dir, 'a.txt'), 'a\n')
    await reset()
    await writeFile(hangOn, 'push')
    const controller = new AbortController()
    const pending = commitChange(input({ signal: controller.signal }))
    while (!existsSync(hanging))
      await new Promise((resolve) => setTimeout(resolve, 10))
    controller.abort(new Error('the job was cancelled'))
    const result = await pending
    expect(result.kind).toBe('push-failed')
    if (result.kind !== 'push-failed') return
    expect(result.patch).toContain('+a')
    expect(result.error).toMatch(/stopped: the job was cancelled/)
    expect(git(bare, 'for-each-ref')).not.toContain('agent/')
    await reset()
  })
})
