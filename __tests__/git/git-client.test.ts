import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  startGitHttpServer,
  type GitHttpRequest
} from '../../__fixtures__/git-http-server.js'
import { installProcScanHook } from '../../__fixtures__/proc-scan-hook.js'
import {
  createGitClient,
  GitError,
  type GitClient,
  isValidBranchName
} from '../../src/git/git-client.js'
import {
  commitIndexTree,
  listStagedChanges,
  pushBranch,
  stageAll,
  stagedPatch
} from '../../src/git/publish-git.js'
import {
  prepareWorkspace,
  readWorkspace,
  removePersistedCredentials,
  type CheckoutMode,
  type PreparedWorkspace
} from '../../src/git/workspace/index.js'
import { restoreGitDir, snapshotGitDir } from '../../src/git/git-dir-guard.js'
import { headBranchCheckout } from '../../__fixtures__/run-plans.js'

const TOKEN = 'tok-3b1f9e27c4d85a60'
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
const root = await realpath(await mkdtemp(join(tmpdir(), 'git-test-')))
const serverRoot = join(root, 'srv')
await mkdir(join(serverRoot, 'owner'), { recursive: true })
const server = await startGitHttpServer({ root: serverRoot, token: TOKEN })

afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

const setupEnv: Record<string, string> = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: root,
  LANG: 'C',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Setup',
  GIT_AUTHOR_EMAIL: 'setup@example.com',
  GIT_COMMITTER_NAME: 'Setup',
  GIT_COMMITTER_EMAIL: 'setup@example.com'
}

/** Synchronous git for test setup; never talks to the in-process server. */
function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: setupEnv,
    encoding: 'utf8'
  }).trim()
}

let counter = 0

async function freshDir(name: string): Promise<string> {
  const dir = join(root, `${name}-${++counter}`)
  await mkdir(dir, { recursive: true })
  return dir
}

interface Remote {
  name: string
  bare: string
  remoteUrl: string
  seed: string
  sha: string
}

/** A bare repository served at `<server>/owner/<name>.git`, one commit on main. */
async function makeRemote(): Promise<Remote> {
  const name = `repo-${++counter}`
  const bare = join(serverRoot, 'owner', `${name}.git`)
  git(root, 'init', '--quiet', '--bare', '-b', 'main', bare)
  const seed = await freshDir('seed')
  git(seed, 'init', '--quiet', '-b', 'main')
  await writeFile(join(seed, 'README.md'), '# demo\n')
  await writeFile(join(seed, 'a.txt'), 'alpha\n')
  await writeFile(join(seed, 'b.txt'), 'bravo\n')
  await writeFile(
    join(seed, 'c.txt'),
    Array.from({ length: 20 }, (_, i) => `charlie line ${i}`).join('\n') + '\n'
  )
  await writeFile(join(seed, 'script.sh'), 'echo hi\n')
  await writeFile(join(seed, '.gitignore'), 'ignored.log\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '--quiet', '-m', 'initial')
  git(seed, 'push', '--quiet', bare, 'main')
  return {
    name,
    bare,
    remoteUrl: `${server.url}/owner/${name}.git`,
    seed,
    sha: git(seed, 'rev-parse', 'HEAD')
  }
}

/** Commits one file on a new branch of the seed and pushes `refspec`; its sha. */
async function seedCommit(
  remote: Remote,
  commit: {
    branch: string
    file: string
    text: string
    message: string
    refspec: string
  }
): Promise<string> {
  git(remote.seed, 'checkout', '--quiet', '-b', commit.branch)
  await writeFile(join(remote.seed, commit.file), commit.text)
  git(remote.seed, 'add', '-A')
  git(remote.seed, 'commit', '--quiet', '-m', commit.message)
  git(remote.seed, 'push', '--quiet', remote.bare, commit.refspec)
  return git(remote.seed, 'rev-parse', 'HEAD')
}

function requestsFor(remote: Remote): GitHttpRequest[] {
  return server.requests.filter((request) =>
    request.url.startsWith(`/owner/${remote.name}.git/`)
  )
}

async function prepare(
  remote: Remote,
  overrides: Partial<Parameters<typeof prepareWorkspace>[0]> = {}
): Promise<PreparedWorkspace> {
  return prepareWorkspace({
    workspaceDir: await freshDir('ws'),
    scratchDir: await freshDir('scratch'),
    remoteUrl: remote.remoteUrl,
    token: TOKEN,
    mode: { kind: 'default' },
    defaultBranch: 'main',
    ...overrides
  })
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false
  )
}

async function plantHooks(dir: string, marker: string): Promise<void> {
  const script = `#!/bin/sh\necho ran >> '${marker}'\nexit 1\n`
  const hooksDir = await freshDir('planted-hooks')
  await mkdir(join(dir, '.git', 'hooks'), { recursive: true })
  const hooks = [
    'pre-commit',
    'commit-msg',
    'post-commit',
    'post-checkout',
    'reference-transaction',
    'pre-push'
  ]
  for (const hook of hooks) {
    for (const base of [join(dir, '.git', 'hooks'), hooksDir]) {
      await writeFile(join(base, hook), script)
      await chmod(join(base, hook), 0o755)
    }
  }
  git(dir, 'config', 'core.hooksPath', hooksDir)
}

describe('isValidBranchName', () => {
  const gitAccepts = (name: string): boolean =>
    spawnSync('git', ['check-ref-format', '--branch', name], {
      env: setupEnv
    }).status === 0

  it.each(['agent/issue-1-abc', 'feature/x.y', 'fix-é', 'a/b-c_d', 'v1.2'])(
    'accepts %j, as git does',
    (name) => {
      expect(isValidBranchName(name)).toBe(true)
      expect(gitAccepts(name)).toBe(true)
    }
  )

  it.each([
    'a..b',
    '-x',
    'x.lock',
    'a/b.lock/c',
    'a b',
    'a~b',
    'a^b',
    'a:b',
    'a?b',
    'a*b',
    'a[b',
    'a\\b',
    'x/',
    '/x',
    'a//b',
    '.x',
    'a/.x',
    'x.',
    'a@{b',
    'HEAD',
    'a\x01b',
    'a\tb',
    'a\x7fb'
  ])('rejects %j, as git does', (name) => {
    expect(isValidBranchName(name)).toBe(false)
    expect(gitAccepts(name)).toBe(false)
  })

  it('rejects @ and the empty name (git would resolve @ to HEAD)', () => {
    expect(isValidBranchName('@')).toBe(false)
    expect(isValidBranchName('')).toBe(false)
  })
})

describe('git client', () => {
  it('runs git with a minimal environment, never the whole process.env', async () => {
    const dir = await freshDir('env')
    process.env.LEAKY_SECRET_TOKEN = 'do-not-pass'
    try {
      const result = await createGitClient(dir).run(
        ['-c', 'alias.envdump=!env', 'envdump'],
        { env: { EXTRA_FOR_CALL: 'yes' } }
      )
      const lines = result.stdout.split('\n')
      expect(lines).toContain('GIT_TERMINAL_PROMPT=0')
      expect(lines).toContain('GIT_CONFIG_NOSYSTEM=1')
      expect(lines).toContain('EXTRA_FOR_CALL=yes')
      expect(result.stdout).not.toContain('LEAKY_SECRET_TOKEN')
    } finally {
      delete process.env.LEAKY_SECRET_TOKEN
    }
  })

  it('runs no ssh command, external diff, editor or ext/ssh transport planted in .git/config', async () => {
    const dir = await freshDir('planted-config')
    git(dir, 'init', '--quiet', '-b', 'main')
    await writeFile(join(dir, 'a.txt'), 'one\n')
    git(dir, 'add', '-A')
    git(dir, 'commit', '--quiet', '-m', 'one')
    await writeFile(join(dir, 'a.txt'), 'two\n')
    const marker = join(root, `planted-ran-${++counter}`)
    const touch = `sh -c 'echo ran >> ${marker}'`
    git(dir, 'config', 'core.sshCommand', touch)
    git(dir, 'config', 'diff.external', touch)
    git(dir, 'config', 'core.editor', touch)
    git(dir, 'config', 'core.pager', touch)
    git(dir, 'config', 'protocol.ext.allow', 'always')
    git(dir, 'config', 'protocol.fd.allow', 'always')
    git(dir, 'config', 'protocol.ssh.allow', 'always')
    const client = createGitClient(dir)
    const diff = await client.run(['diff'], { allowFailure: true })
    expect(diff.stdout).not.toContain('ran')
    await client.run(['commit', '-q', '-a', '--allow-empty-message'], {
      allowFailure: true,
      env: {
        GIT_AUTHOR_NAME: 'x',
        GIT_AUTHOR_EMAIL: 'x@x',
        GIT_COMMITTER_NAME: 'x',
        GIT_COMMITTER_EMAIL: 'x@x'
      }
    })
    for (const url of [
      `ext::sh -c touch% ${marker}`,
      'ssh://git@127.0.0.1:1/repo.git',
      'git@127.0.0.1:repo.git'
    ]) {
      const listed = await client.run(['ls-remote', '--', url], {
        allowFailure: true
      })
      expect([url, listed.exitCode]).not.toEqual([url, 0])
      expect(listed.stderr).toMatch(/not allowed/)
    }
    expect(await exists(marker)).toBe(false)
    // Local and http(s) remotes still work.
    expect(
      (await client.run(['ls-remote', '--', `file://${dir}`])).stdout
    ).toContain('refs/heads/main')
  })

  it('throws a GitError with exit code and redacted command and stderr', async () => {
    const client = createGitClient(await freshDir('err'), { token: TOKEN })
    const error = await client
      .run(['rev-parse', '--verify', `${TOKEN}-${BASIC}`])
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GitError)
    const gitError = error as GitError
    expect(gitError.exitCode).toBe(128)
    expect(gitError.message).toContain('git rev-parse --verify')
    expect(gitError.message).toContain('exit code 128')
    expect(gitError.message).toContain('***')
    for (const text of [gitError.message, gitError.stderr]) {
      expect(text).not.toContain(TOKEN)
      expect(text).not.toContain(BASIC)
    }
  })

  it('returns a failed result instead of throwing with allowFailure', async () => {
    const client = createGitClient(await freshDir('fail'))
    const result = await client.run(['rev-parse', '--verify', 'nope'], {
      allowFailure: true
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.stderr).not.toBe('')
  })

  it('feeds input to stdin', async () => {
    const client = createGitClient(await freshDir('stdin'))
    const result = await client.run(['hash-object', '--stdin'], {
      input: 'hello\n'
    })
    expect(result.stdout.trim()).toBe(
      'ce013625030ba8dba906f756967f9e9ca394464a'
    )
  })
})

describe('prepareWorkspace', () => {
  it('clones into an empty workspace with the token and leaves no token in .git/config', async () => {
    const remote = await makeRemote()
    const ws = await freshDir('ws')
    const prepared = await prepare(remote, { workspaceDir: ws })
    expect(prepared).toMatchObject({
      dir: ws,
      baseSha: remote.sha,
      branch: 'main',
      cloned: true,
      removedCredentials: []
    })
    expect(await readFile(join(ws, 'a.txt'), 'utf8')).toBe('alpha\n')
    const config = await readFile(join(ws, '.git', 'config'), 'utf8')
    expect(config).not.toContain(TOKEN)
    expect(config).not.toContain(BASIC)
    expect((await snapshotGitDir(prepared.gitDir)).config).toBe(config)
    const requests = requestsFor(remote)
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((r) => r.authorization === `basic ${BASIC}`)).toBe(
      true
    )
  })

  it('clones into a workspace directory that does not exist yet', async () => {
    const remote = await makeRemote()
    const ws = join(await freshDir('parent'), 'missing', 'workspace')
    const prepared = await prepare(remote, { workspaceDir: ws })
    expect(prepared.dir).toBe(ws)
    expect(prepared.cloned).toBe(true)
    expect(prepared.baseSha).toBe(remote.sha)
  })

  it('fails to clone with a wrong token, and the error names no token', async () => {
    const remote = await makeRemote()
    const wrong = 'wrong-token-5e8d1c'
    const error = await prepare(remote, { token: wrong }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(GitError)
    const message = (error as GitError).message
    expect(message).toContain('git clone')
    expect(message).not.toContain(wrong)
    expect(message).not.toContain(
      Buffer.from(`x-access-token:${wrong}`).toString('base64')
    )
    expect(requestsFor(remote).length).toBeGreaterThan(0)
  })

  it('cannot clone without the token header at all', async () => {
    const remote = await makeRemote()
    const client = createGitClient(await freshDir('ws'))
    await expect(
      client.run(['clone', '--', remote.remoteUrl, '.'])
    ).rejects.toThrow(/could not read Username/)
    const requests = requestsFor(remote)
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((r) => r.authorization === undefined)).toBe(true)
  })

  it('drops the extraheader actions/checkout persisted before fetching with its own', async () => {
    const remote = await makeRemote()
    git(remote.seed, 'push', '--quiet', remote.bare, 'main:refs/heads/pr-head')
    const ws = await freshDir('ws')
    await prepare(remote, { workspaceDir: ws })
    const stale = Buffer.from('x-access-token:expired-token').toString('base64')
    const key = `http.${server.url}/.extraheader`
    git(ws, 'config', key, `AUTHORIZATION: basic ${stale}`)
    const before = requestsFor(remote).length
    const prepared = await prepare(remote, {
      workspaceDir: ws,
      mode: { kind: 'pr-same-repo', number: 1, headRef: 'pr-head' }
    })
    expect(prepared).toMatchObject({
      cloned: false,
      branch: 'pr-head',
      removedCredentials: [key]
    })
    const fetches = requestsFor(remote).slice(before)
    expect(fetches.length).toBeGreaterThan(0)
    expect(fetches.every((r) => r.authorization === `basic ${BASIC}`)).toBe(
      true
    )
  })

  it.each([
    ['the same URL', (url: string) => url],
    ['no .git suffix', (url: string) => url.replace(/\.git$/, '')],
    ['a trailing slash', (url: string) => `${url}/`],
    [
      'embedded credentials',
      (url: string) => url.replace('http://', `http://x-access-token:${TOKEN}@`)
    ]
  ])(
    'reuses an existing checkout whose origin has %s',
    async (_label, variant) => {
      const remote = await makeRemote()
      const ws = await freshDir('ws')
      await prepare(remote, { workspaceDir: ws })
      git(ws, 'remote', 'set-url', 'origin', variant(remote.remoteUrl))
      await writeFile(join(ws, 'marker.txt'), 'still here\n')
      const prepared = await prepare(remote, { workspaceDir: ws })
      expect(prepared.dir).toBe(ws)
      expect(prepared.cloned).toBe(false)
      expect(await exists(join(ws, 'marker.txt'))).toBe(true)
      const config = await readFile(join(ws, '.git', 'config'), 'utf8')
      expect(config).not.toContain(TOKEN)
      if (variant(remote.remoteUrl).includes(TOKEN)) {
        expect(prepared.removedCredentials).toEqual(['remote.origin.url'])
        expect(git(ws, 'remote', 'get-url', 'origin')).toBe(remote.remoteUrl)
      }
    }
  )

  it('reuses a checkout where another remote than origin matches', async () => {
    const remote = await makeRemote()
    const ws = await freshDir('ws')
    await prepare(remote, { workspaceDir: ws })
    git(ws, 'remote', 'set-url', 'origin', 'https://example.com/other/repo')
    git(ws, 'remote', 'add', 'upstream', remote.remoteUrl)
    const prepared = await prepare(remote, { workspaceDir: ws })
    expect(prepared).toMatchObject({ dir: ws, cloned: false })
  })

  it('reads the checkout ahead (readWorkspace), and prepareWorkspace goes by that read', async () => {
    const remote = await makeRemote()
    const ws = await freshDir('ws')
    await prepare(remote, { workspaceDir: ws })
    const read = await readWorkspace(ws, remote.remoteUrl)
    expect(read?.gitDir).toBe(join(ws, '.git'))
    expect(read?.config).toContainEqual({
      key: 'remote.origin.url',
      value: remote.remoteUrl
    })
    // Not a checkout of it: another repository's, a missing folder, a file.
    const other = `${server.url}/owner/other.git`
    expect(await readWorkspace(ws, other)).toBeNull()
    const missing = join(root, `missing-${++counter}`)
    expect(await readWorkspace(missing, remote.remoteUrl)).toBeNull()
    expect(await readWorkspace(join(ws, 'a.txt'), remote.remoteUrl)).toBeNull()
    expect(await exists(missing)).toBe(false)

    const scratch = await freshDir('scratch')
    const reused = await prepare(remote, {
      workspaceDir: ws,
      scratchDir: scratch,
      found: Promise.resolve(read)
    })
    expect(reused).toMatchObject({ dir: ws, cloned: false, branch: 'main' })
    expect(reused.baseSha).toBe(remote.sha)
    // A read that found no checkout there is taken as it is: a clone aside.
    const aside = await prepare(remote, {
      workspaceDir: ws,
      scratchDir: scratch,
      found: Promise.resolve(null)
    })
    expect(aside).toMatchObject({ dir: join(scratch, 'repo'), cloned: true })
  })

  it('clones into <scratch>/repo when the workspace holds something else', async () => {
    const remote = await makeRemote()
    const other = await makeRemote()
    const notARepo = await freshDir('ws')
    await writeFile(join(notARepo, 'keep.txt'), 'mine\n')
    const scratch = await freshDir('scratch')
    const first = await prepare(remote, {
      workspaceDir: notARepo,
      scratchDir: scratch
    })
    expect(first).toMatchObject({ dir: join(scratch, 'repo'), cloned: true })
    expect(await readFile(join(notARepo, 'keep.txt'), 'utf8')).toBe('mine\n')

    const otherCheckout = await freshDir('ws')
    await prepare(other, { workspaceDir: otherCheckout })
    const scratch2 = await freshDir('scratch')
    const second = await prepare(remote, {
      workspaceDir: otherCheckout,
      scratchDir: scratch2
    })
    expect(second).toMatchObject({ dir: join(scratch2, 'repo'), cloned: true })
    expect(second.baseSha).toBe(remote.sha)
  })

  it('checks out the head branch of a same-repo PR', async () => {
    const remote = await makeRemote()
    const featureSha = await seedCommit(remote, {
      branch: 'feature/x',
      file: 'feature.txt',
      text: 'feature\n',
      message: 'feature',
      refspec: 'feature/x'
    })
    const mode: CheckoutMode = headBranchCheckout(3, 'feature/x')
    const prepared = await prepare(remote, { mode })
    expect(prepared).toMatchObject({ branch: 'feature/x', baseSha: featureSha })
    expect(await exists(join(prepared.dir, 'feature.txt'))).toBe(true)
  })

  it('refuses an invalid PR head branch before any network call', async () => {
    const remote = await makeRemote()
    const mode: CheckoutMode = headBranchCheckout(3, '-x')
    await expect(prepare(remote, { mode })).rejects.toThrow(
      /not a valid branch name/
    )
    expect(requestsFor(remote)).toEqual([])
  })

  it('checks out refs/pull/N/head of a fork PR, detached', async () => {
    const remote = await makeRemote()
    const forkSha = await seedCommit(remote, {
      branch: 'fork-work',
      file: 'fork.txt',
      text: 'from a fork\n',
      message: 'fork change',
      refspec: 'fork-work:refs/heads/tmp'
    })
    git(remote.bare, 'update-ref', 'refs/pull/7/head', forkSha)
    git(remote.bare, 'update-ref', '-d', 'refs/heads/tmp')
    const prepared = await prepare(remote, {
      mode: { kind: 'pr-fork', number: 7 }
    })
    expect(prepared).toMatchObject({ branch: null, baseSha: forkSha })
    expect(await exists(join(prepared.dir, 'fork.txt'))).toBe(true)
  })
})

describe('removePersistedCredentials', () => {
  it('removes actions/checkout extraheaders, credential includes and URL credentials', async () => {
    const remote = await makeRemote()
    const ws = await freshDir('ws')
    git(root, 'clone', '--quiet', remote.bare, ws)
    const header = `AUTHORIZATION: basic ${BASIC}`
    git(ws, 'config', `http.${server.url}/.extraheader`, header)
    const credentials = join(await freshDir('runner-temp'), 'git-creds.config')
    await writeFile(
      credentials,
      `[http "${server.url}/"]\n\textraheader = ${header}\n`
    )
    const benign = join(await freshDir('benign'), 'benign.config')
    await writeFile(benign, '[core]\n\tautocrlf = false\n')
    git(ws, 'config', `includeIf.gitdir:${ws}/.git.path`, credentials)
    git(ws, 'config', 'include.path', benign)
    const withToken = remote.remoteUrl.replace(
      'http://',
      `http://x-access-token:${TOKEN}@`
    )
    git(ws, 'remote', 'set-url', 'origin', withToken)
    git(ws, 'config', `url.${withToken}.insteadOf`, remote.remoteUrl)

    const client = createGitClient(ws, { token: TOKEN })
    const removed = await removePersistedCredentials(client)

    expect(removed.sort()).toEqual(
      [
        `http.${server.url}/.extraheader`,
        `includeif.gitdir:${ws}/.git.path`,
        'remote.origin.url',
        `url.http://***@${remote.remoteUrl.slice('http://'.length)}.insteadof`
      ].sort()
    )
    for (const key of removed) expect(key).not.toContain(TOKEN)
    const config = await readFile(join(ws, '.git', 'config'), 'utf8')
    expect(config).not.toContain(TOKEN)
    expect(config).not.toContain(BASIC)
    expect(config).toContain(benign)
    expect(git(ws, 'remote', 'get-url', 'origin')).toBe(remote.remoteUrl)
    const anyHeader = spawnSync(
      'git',
      ['config', '--get-regexp', 'extraheader'],
      { cwd: ws, env: setupEnv }
    )
    expect(anyHeader.status).toBe(1)
    expect(await removePersistedCredentials(client)).toEqual([])
  })

  it('removes an extraheader whose URL holds a line separator (one config read, matched as git matches)', async () => {
    const remote = await makeRemote()
    const ws = await freshDir('ws')
    git(root, 'clone', '--quiet', remote.bare, ws)
    // U+2028 is no line end for git's regex, and must be none for ours.
    const key = `http.${server.url}/\u2028x/.extraheader`
    git(ws, 'config', key, `AUTHORIZATION: basic ${BASIC}`)
    git(ws, 'config', 'HTTP.Other.extraHeader', `AUTHORIZATION: basic ${BASIC}`)
    const removed = await removePersistedCredentials(
      createGitClient(ws, { token: TOKEN })
    )
    expect(removed.sort()).toEqual([key, 'http.Other.extraheader'].sort())
    const config = await readFile(join(ws, '.git', 'config'), 'utf8')
    expect(config).not.toContain(BASIC)
  })
})

interface Scene {
  remote: Remote
  prepared: PreparedWorkspace
  dir: string
}

async function scene(): Promise<Scene> {
  const remote = await makeRemote()
  const prepared = await prepare(remote)
  return { remote, prepared, dir: prepared.dir }
}

/** Writes one file, stages the tree and commits the index on `parent` as agent. */
async function commitFile(
  client: GitClient,
  change: { file: string; text: string; parent: string; message: string }
): Promise<string> {
  await writeFile(change.file, change.text)
  await stageAll(client)
  return commitIndexTree(client, {
    parent: change.parent,
    message: change.message,
    author: { name: 'agent', email: 'agent@example.com' }
  })
}

/** pushBranch to the scene's remote with TOKEN, main being the default branch. */
function pushTo(
  client: GitClient,
  remote: Remote,
  push: { branch: string; source: string; token?: string; expectNew?: boolean }
): ReturnType<typeof pushBranch> {
  return pushBranch(client, {
    remoteUrl: remote.remoteUrl,
    token: TOKEN,
    defaultBranch: 'main',
    ...push
  })
}

async function makeChanges(dir: string): Promise<void> {
  await writeFile(join(dir, 'a.txt'), 'alpha changed\n')
  await rm(join(dir, 'b.txt'))
  await mkdir(join(dir, 'moved'))
  await rename(join(dir, 'c.txt'), join(dir, 'moved', 'c.txt'))
  await writeFile(join(dir, 'new.txt'), 'brand new\n')
  await symlink('a.txt', join(dir, 'link'))
  await chmod(join(dir, 'script.sh'), 0o755)
  await writeFile(join(dir, 'ignored.log'), 'noise\n')
  await writeFile(join(dir, 'blob.bin'), Buffer.from([0, 1, 2, 255, 0, 10]))
}

describe('publishing', () => {
  it('lists added, modified, deleted, renamed, symlink and executable changes', async () => {
    const { prepared, dir } = await scene()
    await makeChanges(dir)
    const client = createGitClient(dir)
    await stageAll(client)
    const changes = await listStagedChanges(client, prepared.baseSha)
    expect(changes.sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: 'a.txt', status: 'modified', mode: '100644', oldMode: '100644' },
      { path: 'b.txt', status: 'deleted', mode: '100644', oldMode: '100644' },
      { path: 'blob.bin', status: 'added', mode: '100644' },
      { path: 'link', status: 'added', mode: '120000' },
      {
        path: 'moved/c.txt',
        status: 'renamed',
        oldPath: 'c.txt',
        mode: '100644',
        oldMode: '100644'
      },
      { path: 'new.txt', status: 'added', mode: '100644' },
      {
        path: 'script.sh',
        status: 'modified',
        mode: '100755',
        oldMode: '100644'
      }
    ])
  })

  it('reports a file replaced by a symlink as type-changed', async () => {
    const { prepared, dir } = await scene()
    await rm(join(dir, 'b.txt'))
    await symlink('a.txt', join(dir, 'b.txt'))
    const client = createGitClient(dir)
    await stageAll(client)
    expect(await listStagedChanges(client, prepared.baseSha)).toEqual([
      {
        path: 'b.txt',
        status: 'type-changed',
        mode: '120000',
        oldMode: '100644'
      }
    ])
  })

  it('produces a staged patch that git apply accepts on a fresh clone', async () => {
    const { remote, prepared, dir } = await scene()
    await makeChanges(dir)
    const client = createGitClient(dir)
    await stageAll(client)
    const patch = await stagedPatch(client, prepared.baseSha)
    expect(patch).toContain('GIT binary patch')
    expect(patch).toContain('rename from c.txt')
    const fresh = await freshDir('fresh')
    git(root, 'clone', '--quiet', remote.bare, fresh)
    const applied = spawnSync('git', ['apply', '--index', '-'], {
      cwd: fresh,
      env: setupEnv,
      input: patch
    })
    expect(applied.stderr.toString()).toBe('')
    expect(applied.status).toBe(0)
    expect(git(fresh, 'write-tree')).toBe(git(dir, 'write-tree'))
  })

  it('commits the index on the given parent with the author as committer, co-author trailers and no hooks', async () => {
    const { prepared, dir } = await scene()
    const marker = join(root, `hook-ran-${++counter}`)
    await plantHooks(dir, marker)
    await writeFile(join(dir, 'a.txt'), 'by the agent\n')
    const client = createGitClient(dir)
    await stageAll(client)
    const sha = await commitIndexTree(client, {
      parent: prepared.baseSha,
      message: 'Fix the thing\n\n#12 was the cause',
      author: { name: 'agent[bot]', email: 'agent@users.noreply.example.com' },
      coAuthors: [
        { name: 'Octo Cat', email: 'octo@example.com' },
        { name: 'Octo Again', email: 'OCTO@example.com' },
        { name: 'Self', email: 'agent@users.noreply.example.com' }
      ]
    })
    expect(sha).toMatch(/^[0-9a-f]{40}$/)
    expect(git(dir, 'log', '-1', '--format=%P', sha)).toBe(prepared.baseSha)
    expect(git(dir, 'rev-parse', `${sha}^{tree}`)).toBe(git(dir, 'write-tree'))
    expect(git(dir, 'log', '-1', '--format=%an|%ae|%cn|%ce', sha)).toBe(
      'agent[bot]|agent@users.noreply.example.com|agent[bot]|agent@users.noreply.example.com'
    )
    expect(git(dir, 'log', '-1', '--format=%B', sha)).toBe(
      'Fix the thing\n\n#12 was the cause\n\nCo-authored-by: Octo Cat <octo@example.com>'
    )
    expect(git(dir, 'log', '-1', '--format=%G?', sha)).toBe('N')
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(prepared.baseSha)
    expect(await exists(marker)).toBe(false)
  })

  it('commits on the given parent, ignoring commits made on HEAD after the base', async () => {
    const { prepared, dir } = await scene()
    await writeFile(join(dir, 'agent.txt'), 'committed by the agent\n')
    git(dir, 'add', '-A')
    git(dir, 'commit', '--quiet', '-m', 'agent commit')
    const agentHead = git(dir, 'rev-parse', 'HEAD')
    const branchBefore = git(dir, 'symbolic-ref', 'HEAD')
    await writeFile(join(dir, 'a.txt'), 'staged later\n')
    const client = createGitClient(dir)
    await stageAll(client)
    const sha = await commitIndexTree(client, {
      parent: prepared.baseSha,
      message: 'Only the tree',
      author: { name: 'agent', email: 'agent@example.com' }
    })
    expect(git(dir, 'log', '-1', '--format=%P', sha)).toBe(prepared.baseSha)
    expect(git(dir, 'rev-list', '--count', sha)).toBe(
      String(Number(git(dir, 'rev-list', '--count', prepared.baseSha)) + 1)
    )
    expect(git(dir, 'log', '--format=%s', sha)).not.toContain('agent commit')
    expect(git(dir, 'rev-parse', `${sha}^{tree}`)).toBe(git(dir, 'write-tree'))
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(agentHead)
    expect(git(dir, 'symbolic-ref', 'HEAD')).toBe(branchBefore)
  })

  it('pushes a new branch with the token, without hooks, and keeps the token out of .git/config', async () => {
    const { remote, prepared, dir } = await scene()
    const marker = join(root, `hook-ran-${++counter}`)
    await plantHooks(dir, marker)
    const client = createGitClient(dir, { token: TOKEN })
    const sha = await commitFile(client, {
      file: join(dir, 'new.txt'),
      text: 'new\n',
      parent: prepared.baseSha,
      message: 'Add new.txt'
    })
    const before = requestsFor(remote).length
    const result = await pushTo(client, remote, {
      branch: 'agent/issue-1-abc',
      source: sha,
      expectNew: true
    })
    expect(result).toEqual({ ok: true })
    expect(git(remote.bare, 'rev-parse', 'refs/heads/agent/issue-1-abc')).toBe(
      sha
    )
    expect(git(remote.bare, 'rev-parse', 'refs/heads/main')).toBe(remote.sha)
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(prepared.baseSha)
    const pushRequests = requestsFor(remote).slice(before)
    expect(pushRequests.some((r) => r.url.endsWith('git-receive-pack'))).toBe(
      true
    )
    expect(
      pushRequests.every((r) => r.authorization === `basic ${BASIC}`)
    ).toBe(true)
    const config = await readFile(join(dir, '.git', 'config'), 'utf8')
    expect(config).not.toContain(TOKEN)
    expect(config).not.toContain(BASIC)
    expect(await exists(marker)).toBe(false)

    const again = await pushTo(client, remote, {
      branch: 'agent/issue-1-abc',
      source: sha,
      expectNew: true
    })
    expect(again).toEqual({
      ok: false,
      error: 'branch agent/issue-1-abc already exists on the remote'
    })
  })

  it('pushes with the credential in no git process environment or command line', async () => {
    const { remote, prepared, dir } = await scene()
    const id = String(++counter)
    const hook = installProcScanHook(remote.bare, {
      needles: [TOKEN, BASIC],
      marker: `AGENT_TEST_CLIENT=${id}`
    })
    const authDir = await freshDir('auth')
    const client = createGitClient(dir, {
      token: TOKEN,
      authDir,
      env: { AGENT_TEST_CLIENT: id }
    })
    const sha = await commitFile(client, {
      file: join(dir, 'new.txt'),
      text: 'new\n',
      parent: prepared.baseSha,
      message: 'Add new.txt'
    })
    const result = await pushTo(client, remote, {
      branch: 'agent/no-env',
      source: sha
    })
    expect(result).toEqual({ ok: true })
    // The hook ran while the push waited, and saw the client's processes.
    const seen = hook.read() ?? []
    expect(seen.some((p) => / push --no-verify /.test(p.command))).toBe(true)
    expect(seen.some((p) => /remote-http/.test(p.command))).toBe(true)
    expect(seen.filter((p) => p.leaks > 0)).toEqual([])
    // What they had instead: the name of one 0600 file, gone afterwards.
    const files = [...new Set(seen.flatMap((p) => p.configFile ?? []))]
    expect(files).toHaveLength(1)
    expect(seen.every((p) => p.configFileMode === 0o600)).toBe(true)
    expect(await exists(files[0])).toBe(false)
    expect(await readdir(authDir)).toEqual([])
  })

  it('refuses to push to the default branch or an invalid name, without a request', async () => {
    const { remote, prepared, dir } = await scene()
    const client = createGitClient(dir)
    const sha = await commitFile(client, {
      file: join(dir, 'a.txt'),
      text: 'for main\n',
      parent: prepared.baseSha,
      message: 'Not for main'
    })
    const before = requestsFor(remote).length
    for (const [branch, defaultBranch] of [
      ['main', 'main'],
      ['main', 'refs/heads/main'],
      ['a..b', 'main'],
      ['-f', 'main']
    ]) {
      const result = await pushBranch(client, {
        remoteUrl: remote.remoteUrl,
        token: TOKEN,
        branch,
        defaultBranch,
        source: sha
      })
      expect(result.ok).toBe(false)
    }
    expect(requestsFor(remote).length).toBe(before)
    expect(git(remote.bare, 'rev-parse', 'main')).toBe(remote.sha)
  })

  it('returns ok:false when the remote branch moved, and never forces', async () => {
    const { remote, prepared, dir } = await scene()
    const client = createGitClient(dir, { token: TOKEN })
    const push = (source: string): ReturnType<typeof pushBranch> =>
      pushTo(client, remote, {
        branch: 'feature',
        source
      })
    const one = await commitFile(client, {
      file: join(dir, 'one.txt'),
      text: 'one\n',
      parent: prepared.baseSha,
      message: 'one'
    })
    expect(await push(one)).toEqual({ ok: true })
    expect(git(remote.bare, 'rev-parse', 'refs/heads/feature')).toBe(one)

    const other = await freshDir('other')
    git(root, 'clone', '--quiet', '--branch', 'feature', remote.bare, other)
    await writeFile(join(other, 'theirs.txt'), 'theirs\n')
    git(other, 'add', '-A')
    git(other, 'commit', '--quiet', '-m', 'someone else')
    git(other, 'push', '--quiet', 'origin', 'feature')
    const theirs = git(other, 'rev-parse', 'HEAD')

    const two = await commitFile(client, {
      file: join(dir, 'two.txt'),
      text: 'two\n',
      parent: one,
      message: 'two'
    })
    const result = await push(two)
    expect(result.ok).toBe(false)
    const error = (result as { ok: false; error: string }).error
    expect(error).toMatch(/rejected/)
    expect(error).toMatch(/fetch first|non-fast-forward/)
    expect(error).not.toContain('hint:')
    expect(error).not.toContain(TOKEN)
    expect(git(remote.bare, 'rev-parse', 'refs/heads/feature')).toBe(theirs)
  })

  it('returns a redacted ok:false when the token is refused', async () => {
    const { remote, prepared, dir } = await scene()
    const client = createGitClient(dir)
    const wrong = 'wrong-token-9a7b3c'
    const sha = await commitFile(client, {
      file: join(dir, 'denied.txt'),
      text: 'denied\n',
      parent: prepared.baseSha,
      message: 'Denied'
    })
    const result = await pushTo(client, remote, {
      token: wrong,
      branch: 'agent/denied',
      source: sha
    })
    expect(result.ok).toBe(false)
    const error = (result as { ok: false; error: string }).error
    expect(error).not.toContain(wrong)
    expect(error).toMatch(/could not read Username|Authentication failed/)
    const refs = spawnSync(
      'git',
      ['rev-parse', '--verify', '--quiet', 'refs/heads/agent/denied'],
      { cwd: remote.bare, env: setupEnv }
    )
    expect(refs.status).not.toBe(0)
  })

  it('restoreGitDir undoes config planted after preparation, so filters never run', async () => {
    const { prepared, dir } = await scene()
    const guard = await snapshotGitDir(prepared.gitDir)
    const marker = join(root, `filter-ran-${++counter}`)
    const filter = join(await freshDir('filter'), 'clean.sh')
    await writeFile(filter, `#!/bin/sh\necho ran >> '${marker}'\ncat\n`)
    await chmod(filter, 0o755)
    await writeFile(
      join(prepared.gitDir, 'config'),
      `${guard.config}[filter "evil"]\n\tclean = ${filter}\n`
    )
    await mkdir(join(prepared.gitDir, 'info'), { recursive: true })
    await writeFile(
      join(prepared.gitDir, 'info', 'attributes'),
      '* filter=evil\n'
    )
    expect(await restoreGitDir(guard)).toBe(true)
    expect(await readFile(join(prepared.gitDir, 'config'), 'utf8')).toBe(
      guard.config
    )
    expect(await restoreGitDir(guard)).toBe(false)
    await writeFile(join(dir, 'a.txt'), 'changed\n')
    await stageAll(createGitClient(dir))
    expect(await exists(marker)).toBe(false)
  })
})
