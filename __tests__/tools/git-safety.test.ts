import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  chmod,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createGrepTool } from '../../src/tools/grep/grep-tool.js'
import { createListTool } from '../../src/tools/list/list.js'
import { createReadTracker } from '../../src/tools/path/read-tracker.js'
import type { ToolContext } from '../../src/tools/types.js'

// The git processes of the grep and list tools run with the safety flags and
// environment of the action's own git (src/git/git-client.ts): what the
// agent's shell plants in .git/config, or finds in the user's global config,
// must not run or count.

const temps: string[] = []

afterAll(async () => {
  await Promise.all(
    temps.map((dir) => rm(dir, { recursive: true, force: true }))
  )
})

async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)))
  temps.push(dir)
  return dir
}

function git(cwd: string, home: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      PATH: process.env.PATH,
      HOME: home,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com'
    }
  })
}

/** A committed repository: src/app.ts and notes.txt, both saying `needle`. */
async function makeRepo(): Promise<string> {
  const repo = await tempDir('git-safety-repo-')
  await mkdir(path.join(repo, 'src'))
  await writeFile(path.join(repo, 'src', 'app.ts'), 'const needle = 1\n')
  await writeFile(path.join(repo, 'notes.txt'), 'needle\n')
  git(repo, repo, 'init', '-q', '-b', 'main')
  git(repo, repo, 'add', '-A')
  git(repo, repo, 'commit', '-qm', 'init')
  return repo
}

function contextFor(workspace: string): ToolContext {
  return {
    workspace,
    signal: new AbortController().signal,
    callId: 'call-1',
    reads: createReadTracker(),
    outputDir: workspace
  }
}

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false
  )
}

describe('git processes of the tools', () => {
  it('do not run a core.fsmonitor planted in .git/config', async () => {
    const repo = await makeRepo()
    const outside = await tempDir('git-safety-trap-')
    const marker = path.join(outside, 'fsmonitor-ran')
    const hook = path.join(outside, 'fsmonitor.sh')
    await writeFile(hook, `#!/bin/sh\necho "$@" >> '${marker}'\nexit 1\n`)
    await chmod(hook, 0o755)
    git(repo, repo, 'config', 'core.fsmonitor', hook)
    // The trap is live: plain git runs the hook when it reads the index.
    git(repo, repo, 'ls-files')
    expect(await exists(marker)).toBe(true)
    await rm(marker)

    const context = contextFor(repo)
    const grep = createGrepTool({ rgPath: null })
    const inDir = await grep.run(
      { pattern: 'needle', path: 'src', mode: 'content' },
      context
    )
    expect(inDir.details).toMatchObject({ backend: 'git-grep', matches: 1 })
    const everywhere = await grep.run({ pattern: 'needle' }, context)
    expect(everywhere.details).toMatchObject({
      backend: 'git-grep',
      files: 2
    })
    const listing = await createListTool().run({}, context)
    expect(listing.details).toMatchObject({ source: 'git' })
    expect(listing.output).toContain('app.ts')

    expect(await exists(marker)).toBe(false)
  })

  it('read neither the global nor the system git config', async () => {
    const repo = await makeRepo()
    await writeFile(path.join(repo, 'untracked.txt'), 'needle\n')
    const home = await tempDir('git-safety-home-')
    const excludes = path.join(home, 'global-ignore')
    await writeFile(excludes, 'untracked.txt\n')
    await writeFile(
      path.join(home, '.gitconfig'),
      `[core]\n\texcludesFile = ${excludes}\n`
    )
    // The trap is live: git with this HOME ignores the file.
    expect(git(repo, home, 'ls-files', '--others', '--exclude-standard')).toBe(
      ''
    )

    const saved = process.env.HOME
    process.env.HOME = home
    try {
      const context = contextFor(repo)
      const grep = await createGrepTool({ rgPath: null }).run(
        { pattern: 'needle' },
        context
      )
      expect(grep.details).toMatchObject({ backend: 'git-grep', files: 3 })
      expect(grep.output).toContain('untracked.txt')
      const listing = await createListTool().run({}, context)
      expect(listing.details).toMatchObject({ source: 'git' })
      expect(listing.output).toContain('untracked.txt')
    } finally {
      process.env.HOME = saved
    }
  })
})
