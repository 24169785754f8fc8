import { afterAll, describe, expect, it } from '@jest/globals'
import { gitTestEnv } from '../../__fixtures__/git-env.js'
import { execFileSync } from 'node:child_process'
import { existsSync, watch } from 'node:fs'
import {
  appendFile,
  mkdir,
  mkdtemp,
  realpath,
  rm,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startGitHttpServer } from '../../__fixtures__/git-http-server.js'
import { startRecordingProxy } from '../../__fixtures__/recording-proxy.js'
import {
  commitChange,
  type CommitChangeInput
} from '../../src/git/commit-change.js'
import { snapshotGitDir } from '../../src/git/git-dir-guard.js'
import { pinnedGit } from '../../src/git/pinned-git.js'
import {
  parseConfigList,
  privateGitDir,
  renderConfig
} from '../../src/git/private-git-dir.js'
import { pushBranch, stageAll } from '../../src/git/publish-git.js'
import {
  emptyReport,
  renderFinalComment,
  renderJobSummary
} from '../../src/github/report/report.js'
import { createRedactor } from '../../src/security/redact.js'

// The git that publishes reads no config the agent's shell could have
// written (docs/security.md item 7): a proxy, sslVerify, a URL rewrite or a
// filter planted in .git/config after the guard restored it steers
// nothing; and a .git that changes again while publishing blocks the push.

const TOKEN = 'ghs_privateGitToken0123456789abcdefghijAB'
const root = await realpath(
  await mkdtemp(path.join(os.tmpdir(), 'private-git-'))
)
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
  await rm(root, { recursive: true, force: true })
})

const env = gitTestEnv(root)
const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()

let count = 0
/** A checkout of a repository served over HTTP, its snapshot, a change, and a proxy. */
async function scene() {
  const base = path.join(root, `scene-${++count}`)
  const gitRoot = path.join(base, 'served')
  const bare = path.join(gitRoot, 'repo.git')
  const dir = path.join(base, 'work')
  await mkdir(dir, { recursive: true })
  git(base, 'init', '-q', '--bare', '-b', 'main', bare)
  git(bare, 'config', 'http.receivepack', 'true')
  git(dir, 'init', '-q', '-b', 'main')
  await writeFile(path.join(dir, 'README.md'), '# demo\n')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'base')
  git(dir, 'push', '-q', bare, 'main')
  const server = await startGitHttpServer({ root: gitRoot, token: TOKEN })
  closers.push(() => server.close())
  const guard = await snapshotGitDir(path.join(dir, '.git'))
  await writeFile(path.join(dir, 'README.md'), '# demo, fixed\n')
  const proxy = await startRecordingProxy()
  closers.push(() => proxy.close())
  const marker = path.join(base, 'filter-ran')
  // What a leftover of the agent's shell writes once the guard has restored .git.
  const plant = async () => {
    await appendFile(
      path.join(dir, '.git', 'config'),
      [
        '[http]',
        `\tproxy = ${proxy.url}`,
        '\tsslVerify = false',
        `[url "${proxy.url}/"]`,
        `\tinsteadOf = ${server.url}/`,
        '[filter "evil"]',
        `\tclean = "sh -c 'touch ${marker}; cat'"`,
        ''
      ].join('\n')
    )
    await mkdir(path.join(dir, '.git', 'info'), { recursive: true })
    await writeFile(
      path.join(dir, '.git', 'info', 'attributes'),
      '* filter=evil\n'
    )
  }
  const baseSha = git(dir, 'rev-parse', 'HEAD')
  const scratch = path.join(base, 'scratch')
  const remoteUrl = `${server.url}/repo.git`
  /** What commitChange gets to publish this scene's change. */
  const input = (
    extra: Partial<CommitChangeInput> = {}
  ): CommitChangeInput => ({
    workTree: dir,
    baseSha,
    guard,
    scratchDir: scratch,
    target: { branch: 'agent/fix', kind: 'new' },
    remoteUrl,
    token: TOKEN,
    defaultBranch: 'main',
    secrets: [TOKEN],
    redact: createRedactor([TOKEN]),
    message: 'Fix',
    author: { name: 'bot', email: 'bot@example.com' },
    coAuthors: [],
    ...extra
  })
  return {
    dir,
    bare,
    guard,
    input,
    proxy,
    marker,
    plant,
    scratch,
    remoteUrl,
    baseSha
  }
}

describe('the private config of publishing', () => {
  it('renders every entry but the includes, and git reads back the same values', async () => {
    const entries = [
      { key: 'core.bare', value: 'false' },
      {
        key: 'remote.origin.url',
        value: 'https://example.com/a "quoted" \\ path'
      },
      { key: 'branch.feature/x.y.merge', value: 'refs/heads/x' },
      { key: 'core.sparsecheckout', value: null },
      { key: 'weird.sub "section".key', value: 'line one\nline\ttwo' },
      { key: 'include.path', value: '/tmp/evil.config' },
      { key: 'includeif.gitdir:/w/.path', value: '/tmp/evil2.config' }
    ]
    const file = path.join(root, 'rendered.config')
    await writeFile(file, renderConfig(entries))
    const back = parseConfigList(
      execFileSync('git', ['config', '--file', file, '--list', '-z'], {
        encoding: 'utf8'
      })
    )
    expect(back).toEqual(
      entries.filter((entry) => !entry.key.startsWith('include'))
    )
  })

  it('staging and pushing through it ignore a proxy, a URL rewrite and a filter planted after the snapshot', async () => {
    const s = await scene()
    await s.plant()
    const publishing = pinnedGit(s.guard, s.dir, {
      indexFile: path.join(s.scratch, 'index'),
      authDir: s.scratch,
      token: TOKEN,
      privateGitDir: await privateGitDir(s.guard, s.scratch)
    })
    await publishing.run(['read-tree', s.baseSha])
    await stageAll(publishing)
    expect(existsSync(s.marker)).toBe(false)
    const tree = (await publishing.run(['write-tree'])).stdout.trim()
    const sha = (
      await publishing.run(
        ['commit-tree', tree, '-p', s.baseSha, '-m', 'fix'],
        {
          env: {
            GIT_AUTHOR_NAME: 'b',
            GIT_AUTHOR_EMAIL: 'b@x',
            GIT_COMMITTER_NAME: 'b',
            GIT_COMMITTER_EMAIL: 'b@x'
          }
        }
      )
    ).stdout.trim()
    const pushed = await pushBranch(publishing, {
      remoteUrl: s.remoteUrl,
      token: TOKEN,
      branch: 'agent/fix',
      defaultBranch: 'main',
      source: sha
    })
    expect(pushed).toEqual({ ok: true })
    expect(s.proxy.seen).toEqual([])
    expect(git(s.bare, 'rev-parse', 'agent/fix')).toBe(sha)
  })

  it("without it, the same planted config runs the agent's filter (the attack the private copy stops)", async () => {
    const s = await scene()
    await s.plant()
    await mkdir(s.scratch, { recursive: true })
    const repositoryConfig = pinnedGit(s.guard, s.dir, {
      indexFile: path.join(s.scratch, 'index')
    })
    await repositoryConfig.run(['read-tree', s.baseSha])
    await stageAll(repositoryConfig)
    expect(existsSync(s.marker)).toBe(true)
  })
})

describe('publishing checks .git again before it stages and pushes', () => {
  it('a .git/config written while the change is being published blocks the push', async () => {
    const s = await scene()
    // A leftover that waits for the blob git add writes, then plants.
    let planted: Promise<void> | null = null
    const watcher = watch(
      path.join(s.dir, '.git', 'objects'),
      { recursive: true },
      () => {
        planted ??= s.plant()
      }
    )
    try {
      const result = await commitChange(s.input())
      expect(planted).not.toBeNull()
      expect(result).toMatchObject({
        kind: 'blocked',
        violations: [
          expect.stringMatching(
            /^\.git changed again while the change was being published, before pushing: /
          )
        ]
      })
    } finally {
      watcher.close()
    }
    expect(s.proxy.seen).toEqual([])
    expect(() => git(s.bare, 'rev-parse', '--verify', 'agent/fix')).toThrow()
  })
})

describe('publishing waits for the run to be over', () => {
  it('a process of the run that could not be killed blocks the push; the change is kept as a patch', async () => {
    const s = await scene()
    const result = await commitChange(
      s.input({
        refuse: '1 process of the agent’s commands could not be killed.'
      })
    )
    expect(result).toMatchObject({
      kind: 'blocked',
      violations: ['1 process of the agent’s commands could not be killed.'],
      patch: expect.stringContaining('+# demo, fixed')
    })
    expect(() => git(s.bare, 'rev-parse', '--verify', 'agent/fix')).toThrow()
  })

  it('the reports say what was killed before publishing, and what could not be', () => {
    const base = emptyReport('changed', 'https://github.test/run/1')
    const killed = { ...base, leftovers: { killed: 2, left: 0 } }
    const line =
      "2 processes the agent's commands left running were killed before anything was published."
    expect(renderFinalComment(killed)).toContain(`> ⚠️ ${line}`)
    expect(renderJobSummary(killed)).toContain(`| left running | ${line} |`)
    const stuck = { ...base, leftovers: { killed: 0, left: 1 } }
    expect(renderFinalComment(stuck)).toContain(
      "1 process the agent's commands started could not be killed; nothing was pushed."
    )
    expect(renderFinalComment(base)).not.toContain('left running')
    expect(
      renderFinalComment({ ...base, leftovers: { killed: 0, left: 0 } })
    ).not.toContain('⚠️')
  })
})
