import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { describeUnless, skipUnless } from '../../../__fixtures__/skips.js'
import { execFileSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import {
  mkdir,
  mkdtemp,
  realpath,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expandBraces, globToRegExp } from '../../../src/tools/grep/glob.js'
import {
  perlClassesToEre,
  unquoteGitPath
} from '../../../src/tools/grep/git-grep.js'
import {
  createGrepTool,
  grepInput,
  type GrepInput,
  type GrepToolOptions
} from '../../../src/tools/grep/grep-tool.js'
import { probeGitWorkTree } from '../../../src/tools/path/git-work-tree.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'
import type { ToolContext, ToolResult } from '../../../src/tools/types.js'

function findRg(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'rg')
    try {
      accessSync(candidate, constants.X_OK)
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not here
    }
  }
  return null
}

const RG = findRg()

const temps: string[] = []

async function makeDir(
  files: Record<string, string | Buffer>
): Promise<string> {
  const dir = await realpath(
    await mkdtemp(path.join(os.tmpdir(), 'grep-test-'))
  )
  temps.push(dir)
  await writeFiles(dir, files)
  return dir
}

async function writeFiles(
  dir: string,
  files: Record<string, string | Buffer>
): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: cwd,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com'
    }
  })
}

function contextFor(workspace: string, signal?: AbortSignal): ToolContext {
  return {
    workspace,
    signal: signal ?? new AbortController().signal,
    callId: 'call-1',
    reads: createReadTracker(),
    outputDir: workspace
  }
}

/** `grep(input)` answers exactly `expected`, one line each. */
async function expectLines(
  grep: (input: GrepInput) => Promise<ToolResult>,
  input: GrepInput,
  expected: string[]
): Promise<void> {
  expect((await grep(input)).output).toBe(lines(...expected))
}

function lines(...parts: string[]): string {
  return parts.join('\n')
}

const APP_TS = lines(
  'const alpha = 1',
  'function foo() {',
  '  return alpha',
  '}',
  'foo()',
  '// Foo again',
  'export { foo }',
  'const marker = true',
  ''
)

const MANY: Record<string, string> = {}
for (let index = 0; index < 12; index += 1) {
  const name = `many/f${String(index).padStart(2, '0')}.txt`
  MANY[name] = `${'manymark\n'.repeat(index + 1)}end\n`
}

const TRACKED: Record<string, string | Buffer> = {
  '.gitignore': 'dist/\n*.log\n',
  'README.md': 'Use foo here\n',
  'src/app.ts': APP_TS,
  'src/lib/util.ts': 'export const foo = 1\n',
  'src/lib/util.js': 'foo()\nfoo()\n',
  '.config/settings.json': '{ "hiddenmark": true }\n',
  'notes/blob.txt': 'blobmark in text\n',
  'assets/blob.bin': Buffer.from('blobmark\0\x01\x02\x03binary\n'),
  'flags.txt': 'run with --verbose\n-v only\n',
  'long.txt': `needle ${'y'.repeat(700)}\n`,
  'odd:name-2.txt': 'colonmark\n',
  'ünï.txt': 'colonmark\n',
  ...MANY
}

const UNTRACKED: Record<string, string> = {
  'src/new.ts': 'let marker = foo\n',
  'dist/out.js': 'foo marker\n',
  'debug.log': 'foo marker\n'
}

const FOO_FILES = lines(
  'src/app.ts: 3 matches',
  'src/lib/util.js: 2 matches',
  'README.md: 1 match',
  'src/lib/util.ts: 1 match',
  'src/new.ts: 1 match'
)

let repo: string
let outside: string

beforeAll(async () => {
  outside = await makeDir({ 'secret.txt': 'secretmark\n' })
  repo = await makeDir(TRACKED)
  git(repo, 'init', '-q')
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'init')
  await writeFiles(repo, UNTRACKED)
  await symlink(outside, path.join(repo, 'outside'))
})

afterAll(async () => {
  for (const dir of temps) await rm(dir, { recursive: true, force: true })
})

const BACKENDS: Array<{
  backend: 'git-grep' | 'rg'
  options: GrepToolOptions
  available: boolean
}> = [
  { backend: 'git-grep', options: { rgPath: null }, available: true },
  { backend: 'rg', options: { rgPath: RG }, available: RG !== null }
]

for (const { backend, options, available } of BACKENDS) {
  const suite = describeUnless(
    available,
    `grep tool, ${backend}: rg is not installed`
  )
  const title = available
    ? backend
    : `${backend} (skipped: rg is not installed)`

  suite(`grep tool on a git repository: ${title}`, () => {
    const tool = createGrepTool(options)
    const grep = (input: GrepInput): Promise<ToolResult> =>
      tool.run(grepInput.parse(input), contextFor(repo))

    it('lists files with match counts, most first, then by path', async () => {
      const result = await grep({ pattern: 'foo' })
      expect(result.isError).toBe(false)
      expect(result.output).toBe(FOO_FILES)
      expect(result.details).toEqual({ backend, files: 5, matches: 8 })
      expect(result.truncation?.mode).toBe('head')
    })

    it('shows matching lines with line numbers in content mode', async () => {
      const result = await grep({
        pattern: 'foo',
        path: 'src',
        mode: 'content'
      })
      expect(result.output).toBe(
        lines(
          'src/app.ts:2: function foo() {',
          'src/app.ts:5: foo()',
          'src/app.ts:7: export { foo }',
          'src/lib/util.js:1: foo()',
          'src/lib/util.js:2: foo()',
          'src/lib/util.ts:1: export const foo = 1',
          'src/new.ts:1: let marker = foo'
        )
      )
    })

    it('shows context lines and separates groups with --', async () => {
      await expectLines(
        grep,
        {
          pattern: 'function|export',
          path: 'src/app.ts',
          mode: 'content',
          context: 1
        },
        [
          'src/app.ts-1- const alpha = 1',
          'src/app.ts:2: function foo() {',
          'src/app.ts-3-   return alpha',
          '--',
          'src/app.ts-6- // Foo again',
          'src/app.ts:7: export { foo }',
          'src/app.ts-8- const marker = true'
        ]
      )
      await expectLines(
        grep,
        {
          pattern: 'marker',
          path: 'src',
          mode: 'content',
          context: 2
        },
        [
          'src/app.ts-6- // Foo again',
          'src/app.ts-7- export { foo }',
          'src/app.ts:8: const marker = true',
          '--',
          'src/new.ts:1: let marker = foo'
        ]
      )
    })

    it('matches case-insensitively with ignore_case', async () => {
      const files = await grep({
        pattern: 'FOO',
        path: 'src/app.ts',
        ignore_case: true
      })
      expect(files.output).toBe('src/app.ts: 4 matches')
      await expectLines(
        grep,
        {
          pattern: 'FOO',
          path: 'src/app.ts',
          ignore_case: true,
          mode: 'content'
        },
        [
          'src/app.ts:2: function foo() {',
          'src/app.ts:5: foo()',
          'src/app.ts:6: // Foo again',
          'src/app.ts:7: export { foo }'
        ]
      )
      const exact = await grep({ pattern: 'FOO', path: 'src/app.ts' })
      expect(exact.output).toBe('no matches for /FOO/ in src/app.ts')
    })

    it('filters files by glob', async () => {
      await expectLines(grep, { pattern: 'foo', glob: '*.ts' }, [
        'src/app.ts: 3 matches',
        'src/lib/util.ts: 1 match',
        'src/new.ts: 1 match'
      ])
      const anchored = await grep({ pattern: 'foo', glob: 'src/lib/*' })
      expect(anchored.output).toBe(
        lines('src/lib/util.js: 2 matches', 'src/lib/util.ts: 1 match')
      )
      const braces = await grep({ pattern: 'foo', glob: '*.{js,md}' })
      expect(braces.output).toBe(
        lines('src/lib/util.js: 2 matches', 'README.md: 1 match')
      )
      const negated = await grep({ pattern: 'foo', glob: '!*.ts' })
      expect(negated.output).toBe(braces.output)
      const underPath = await grep({
        pattern: 'foo',
        path: 'src/lib',
        glob: 'src/**/*.js'
      })
      expect(underPath.output).toBe('src/lib/util.js: 2 matches')
    })

    it('narrows to a directory or a single file, paths from the root', async () => {
      const dir = await grep({ pattern: 'foo', path: 'src/lib' })
      expect(dir.output).toBe(
        lines('src/lib/util.js: 2 matches', 'src/lib/util.ts: 1 match')
      )
      const file = await grep({
        pattern: 'foo',
        path: './src/lib/util.js',
        mode: 'content'
      })
      expect(file.output).toBe(
        lines('src/lib/util.js:1: foo()', 'src/lib/util.js:2: foo()')
      )
      const globMiss = await grep({
        pattern: 'foo',
        path: 'src/lib/util.js',
        glob: '*.ts'
      })
      expect(globMiss.output).toBe(
        'no matches for /foo/ in src/lib/util.js (glob *.ts) (the file does not match the glob)'
      )
    })

    it('skips .gitignored files but finds untracked ones', async () => {
      const result = await grep({ pattern: 'marker' })
      expect(result.output).toBe(
        lines('src/app.ts: 1 match', 'src/new.ts: 1 match')
      )
      const explicit = await grep({ pattern: 'marker', path: 'dist' })
      expect(explicit.output).toBe('dist/out.js: 1 match')
    })

    it('searches hidden files but never .git/ or symlinks out', async () => {
      const hidden = await grep({ pattern: 'hiddenmark' })
      expect(hidden.output).toBe('.config/settings.json: 1 match')
      const head = await grep({ pattern: 'refs/heads' })
      expect(head.output).toBe('no matches for /refs/heads/ in .')
      const secret = await grep({ pattern: 'secretmark' })
      expect(secret.output).toBe('no matches for /secretmark/ in .')
    })

    it('skips binary files', async () => {
      const result = await grep({ pattern: 'blobmark' })
      expect(result.output).toBe('notes/blob.txt: 1 match')
      const explicit = await grep({
        pattern: 'blobmark',
        path: 'assets/blob.bin'
      })
      expect(explicit.isError).toBe(false)
      expect(explicit.output).toBe(
        'assets/blob.bin is a binary file (19 bytes); grep skips binary files'
      )
    })

    it('reports no matches as a plain result', async () => {
      const result = await grep({
        pattern: 'zzz_nothing',
        path: 'src',
        glob: '*.ts',
        ignore_case: true
      })
      expect(result).toEqual({
        output: 'no matches for /zzz_nothing/i in src (glob *.ts)',
        isError: false,
        details: { backend, files: 0, matches: 0 }
      })
    })

    it('returns an error for an invalid regular expression', async () => {
      const result = await grep({ pattern: 'foo(' })
      expect(result.isError).toBe(true)
      const program = backend === 'rg' ? 'rg' : 'git grep'
      expect(result.output).toMatch(
        new RegExp(
          `^${program} failed: [^]*(unclosed group|missing closing parenthesis|Unmatched)`
        )
      )
      expect(result.output).toContain(
        'the pattern is a regular expression: escape ( ) [ ] { } . * + ? | \\ with a backslash'
      )
    })

    it('accepts patterns that start with a dash', async () => {
      const content = await grep({ pattern: '--verbose', mode: 'content' })
      expect(content.output).toBe('flags.txt:1: run with --verbose')
      const files = await grep({ pattern: '-v' })
      expect(files.output).toBe('flags.txt: 2 matches')
    })

    it('supports \\d and other Perl classes', async () => {
      const result = await grep({ pattern: 'f\\d\\d\\.txt', path: 'README.md' })
      expect(result.output).toBe('no matches for /f\\d\\d\\.txt/ in README.md')
      const digits = await grep({
        pattern: 'const \\w+ = \\d',
        mode: 'content',
        path: 'src'
      })
      expect(digits.output).toBe(
        lines(
          'src/app.ts:1: const alpha = 1',
          'src/lib/util.ts:1: export const foo = 1'
        )
      )
    })

    it('keeps paths with colons, dashes and non-ASCII letters intact', async () => {
      const result = await grep({ pattern: 'colonmark', mode: 'content' })
      expect(result.output).toBe(
        lines('odd:name-2.txt:1: colonmark', 'ünï.txt:1: colonmark')
      )
    })

    it('shows at most limit files with a refine footer', async () => {
      const result = await grep({ pattern: 'manymark', limit: 3 })
      expect(result.output).toBe(
        lines(
          'many/f11.txt: 12 matches',
          'many/f10.txt: 11 matches',
          'many/f09.txt: 10 matches',
          'showing 3 of 12 files; refine the pattern or raise limit (max 1000)'
        )
      )
      expect(result.details).toEqual({ backend, files: 12, matches: 78 })
    })

    it('shows at most limit lines, with trailing context of the last', async () => {
      await expectLines(
        grep,
        {
          pattern: 'manymark',
          mode: 'content',
          limit: 3,
          context: 1
        },
        [
          'many/f00.txt:1: manymark',
          'many/f00.txt-2- end',
          '--',
          'many/f01.txt:1: manymark',
          'many/f01.txt:2: manymark',
          'many/f01.txt-3- end',
          'showing 3 of 78 matching lines in 12 files; refine the pattern or raise limit (max 1000)'
        ]
      )
    })

    it('cuts long lines at 500 characters', async () => {
      const result = await grep({ pattern: 'needle', mode: 'content' })
      expect(result.output).toBe(`long.txt:1: needle ${'y'.repeat(493)}…`)
    })

    it('stops reading a huge output and reports lower bounds', async () => {
      const big = await makeDir({ 'big.txt': 'hit\n'.repeat(400_000) })
      git(big, 'init', '-q')
      const result = await tool.run(
        grepInput.parse({ pattern: 'hit', mode: 'content', limit: 2 }),
        contextFor(big)
      )
      const [first, second, footer, note] = result.output.split('\n')
      expect([first, second]).toEqual(['big.txt:1: hit', 'big.txt:2: hit'])
      expect(footer).toMatch(
        /^showing 2 of \d+\+ matching lines in 1\+ files; refine the pattern or raise limit \(max 1000\)$/
      )
      expect(note).toBe(
        '[the search stopped early because the output was very large; counts are lower bounds]'
      )
      expect(result.details).toMatchObject({ backend, stopped: 'cap' })
      expect(result.details?.matches).toBeLessThan(400_000)
      const files = await tool.run(
        grepInput.parse({ pattern: 'hit' }),
        contextFor(big)
      )
      expect(files.output).toBe('big.txt: 400000 matches')
    })

    it('refuses paths outside the workspace and inside .git/', async () => {
      const up = await grep({ pattern: 'foo', path: '../' })
      expect(up.isError).toBe(true)
      expect(up.output).toBe(
        '../ is outside the repository; use a path inside it (relative to the repository root)'
      )
      const link = await grep({ pattern: 'secretmark', path: 'outside' })
      expect(link.isError).toBe(true)
      expect(link.output).toBe(
        'outside resolves (through a symlink) to a place outside the repository; it cannot be used'
      )
      const gitDir = await grep({ pattern: 'main', path: '.git/refs' })
      expect(gitDir.isError).toBe(true)
      expect(gitDir.output).toBe(
        ".git/refs is inside .git/; grep searches the files of the repository, not git's data"
      )
      const missing = await grep({ pattern: 'foo', path: 'nope' })
      expect(missing).toMatchObject({
        isError: true,
        output:
          'nope does not exist; give a directory or file relative to the repository root'
      })
    })
  })
}

describe('grep tool without git or rg (scan fallback)', () => {
  let dir: string
  const tool = createGrepTool({ rgPath: null })
  const grep = (input: GrepInput): Promise<ToolResult> =>
    tool.run(grepInput.parse(input), contextFor(dir))

  beforeAll(async () => {
    dir = await makeDir({
      'src/a.js': 'foo\nfoo\n',
      'src/b.ts': 'foo\nbar\nfoo\nbaz Foo\n',
      'node_modules/x/index.js': 'foo\n',
      '.git/info.txt': 'foo\n',
      'img.bin': Buffer.from('foo\0foo\n'),
      'long.txt': `needle ${'z'.repeat(600)}\n`
    })
  })

  it('counts matching lines per file, skipping .git, node_modules and binaries', async () => {
    const result = await grep({ pattern: 'foo' })
    expect(result.output).toBe(
      lines('src/a.js: 2 matches', 'src/b.ts: 2 matches')
    )
    expect(result.details).toEqual({ backend: 'scan', files: 2, matches: 4 })
  })

  it('shows content with context, case-insensitively', async () => {
    const result = await grep({
      pattern: 'FOO',
      path: 'src/b.ts',
      ignore_case: true,
      mode: 'content',
      context: 1
    })
    expect(result.output).toBe(
      lines(
        'src/b.ts:1: foo',
        'src/b.ts-2- bar',
        'src/b.ts:3: foo',
        'src/b.ts:4: baz Foo'
      )
    )
  })

  it('filters by glob, limits and cuts long lines', async () => {
    const ts = await grep({ pattern: 'foo', glob: '**/*.ts', mode: 'content' })
    expect(ts.output).toBe(lines('src/b.ts:1: foo', 'src/b.ts:3: foo'))
    await expectLines(grep, { pattern: 'foo', limit: 1 }, [
      'src/a.js: 2 matches',
      'showing 1 of 2 files; refine the pattern or raise limit (max 1000)'
    ])
    const long = await grep({ pattern: 'needle', mode: 'content' })
    expect(long.output).toBe(`long.txt:1: needle ${'z'.repeat(493)}…`)
  })

  it('reports no matches and invalid patterns', async () => {
    const none = await grep({ pattern: 'nothing here' })
    expect(none.output).toBe('no matches for /nothing here/ in .')
    const bad = await grep({ pattern: 'foo(' })
    expect(bad.isError).toBe(true)
    expect(bad.output).toMatch(/^invalid regular expression: .*foo\(/)
  })
})

describe('grep tool limits and options', () => {
  it('uses rg from PATH when no rgPath is given', async () => {
    const result = await createGrepTool().run(
      grepInput.parse({ pattern: 'hiddenmark' }),
      contextFor(repo)
    )
    expect(result.output).toBe('.config/settings.json: 1 match')
    expect(result.details?.backend).toBe(RG ? 'rg' : 'git-grep')
  })

  it('stops at the timeout and says so', async () => {
    // A search program that never answers: the timeout, not a race, ends it.
    const bin = await mkdtemp(path.join(os.tmpdir(), 'grep-hang-'))
    const hang = path.join(bin, 'rg')
    await writeFile(hang, '#!/bin/sh\nexec sleep 60\n', { mode: 0o755 })
    try {
      const tool = createGrepTool({ rgPath: hang, timeoutMs: 200 })
      const result = await tool.run(
        grepInput.parse({ pattern: 'foo' }),
        contextFor(repo)
      )
      expect(result.isError).toBe(false)
      expect(result.output).toMatch(
        /^no matches for \/foo\/ in \. \(the search stopped after [\d.]+ s before finishing; narrow the path or glob\)$/
      )
      expect(result.details).toMatchObject({
        backend: 'rg',
        stopped: 'timeout'
      })
    } finally {
      await rm(bin, { recursive: true, force: true })
    }
  })

  it('stops when the run is cancelled and says so', async () => {
    const controller = new AbortController()
    const running = createGrepTool({ rgPath: null }).run(
      grepInput.parse({ pattern: 'foo' }),
      contextFor(repo, controller.signal)
    )
    controller.abort()
    const result = await running
    expect(result.output).toBe(
      'no matches for /foo/ in . (the search was cancelled before finishing)'
    )
    expect(result.details).toEqual({
      backend: 'git-grep',
      files: 0,
      matches: 0,
      stopped: 'cancelled'
    })
  })

  it('refuses to start when the run is already cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const result = await createGrepTool({ rgPath: null }).run(
      grepInput.parse({ pattern: 'foo' }),
      contextFor(repo, controller.signal)
    )
    expect(result).toEqual({ output: 'grep was cancelled', isError: true })
  })

  it('validates its arguments', () => {
    expect(grepInput.safeParse({ pattern: '' }).success).toBe(false)
    expect(grepInput.safeParse({ pattern: 'a', limit: 0 }).success).toBe(false)
    expect(grepInput.safeParse({ pattern: 'a', limit: 1001 }).success).toBe(
      false
    )
    expect(grepInput.safeParse({ pattern: 'a', context: 3 }).success).toBe(
      false
    )
    expect(grepInput.safeParse({ pattern: 'a', mode: 'lines' }).success).toBe(
      false
    )
    expect(
      grepInput.safeParse({
        pattern: 'a',
        path: 'src',
        glob: '*.ts',
        mode: 'content',
        ignore_case: true,
        context: 2,
        limit: 1000
      }).success
    ).toBe(true)
    const tool = createGrepTool({ rgPath: null })
    expect(tool.name).toBe('grep')
    expect(tool.readOnly).toBe(true)
  })
})

describe('grep bounds (docs/security.md item 16)', () => {
  it('stops a catastrophically backtracking pattern at the deadline, off the main thread', async () => {
    const dir = await makeDir({ 'trap.txt': `${'a'.repeat(40)}b\n` })
    // On the main thread this match takes hours and no timer could fire.
    let ticked = false
    const timer = setTimeout(() => {
      ticked = true
    }, 20)
    const tool = createGrepTool({
      rgPath: null,
      gitWorkTree: null,
      timeoutMs: 300
    })
    const result = await tool.run(
      grepInput.parse({ pattern: '(a+)+$' }),
      contextFor(dir)
    )
    clearTimeout(timer)
    expect(ticked).toBe(true)
    expect(result.output).toBe(
      'no matches for /(a+)+$/ in . (the search stopped after 0.3 s before finishing; narrow the path or glob)'
    )
    expect(result.details).toEqual({
      backend: 'scan',
      files: 0,
      matches: 0,
      stopped: 'timeout'
    })
  })

  it('cancels a backtracking pattern when the call is cancelled', async () => {
    const dir = await makeDir({ 'trap.txt': `${'a'.repeat(40)}b\n` })
    const controller = new AbortController()
    const running = createGrepTool({ rgPath: null, gitWorkTree: null }).run(
      grepInput.parse({ pattern: '(a+)+$' }),
      contextFor(dir, controller.signal)
    )
    setTimeout(() => controller.abort(), 50)
    const result = await running
    expect(result.details).toMatchObject({ stopped: 'cancelled' })
  })

  it('stops walking a deep tree at the entry bound and says so', async () => {
    const dir = await makeDir({})
    // 1,500 nested directories, made in one call; a file at the bottom.
    const deep = path.join(dir, ...Array(1500).fill('d'))
    mkdirSync(deep, { recursive: true })
    await writeFile(path.join(deep, 'bottom.txt'), 'needle\n')
    await writeFile(path.join(dir, 'top.txt'), 'needle\n')
    const tool = createGrepTool({
      rgPath: null,
      gitWorkTree: null,
      maxEntries: 200
    })
    const result = await tool.run(
      grepInput.parse({ pattern: 'needle' }),
      contextFor(dir)
    )
    expect(result.output).toBe(
      lines(
        'top.txt: 1 match',
        '[the search stopped after 200 entries; results are partial; narrow the path or glob]'
      )
    )
    expect(result.details).toMatchObject({
      backend: 'scan',
      stopped: 'entries'
    })
    // Without the bound, the walk reaches the bottom.
    const whole = await createGrepTool({ rgPath: null, gitWorkTree: null }).run(
      grepInput.parse({ pattern: 'needle' }),
      contextFor(dir)
    )
    expect(whole.details).toMatchObject({ files: 2 })
  })

  it('stops walking at the deadline of an injected clock', async () => {
    // Directories only: nothing but the walk reads the clock.
    const dir = await makeDir({})
    for (let index = 0; index < 2000; index += 1)
      mkdirSync(path.join(dir, 'wide', `d${index}`), { recursive: true })
    let clock = 0
    const tool = createGrepTool({
      rgPath: null,
      gitWorkTree: null,
      timeoutMs: 5000,
      // Every reading of the clock is one second later.
      now: () => (clock += 1000)
    })
    const result = await tool.run(
      grepInput.parse({ pattern: 'nothing' }),
      contextFor(dir)
    )
    expect(result.output).toBe(
      'no matches for /nothing/ in . (the search stopped after 5 s before finishing; narrow the path or glob)'
    )
    expect(result.details).toMatchObject({ stopped: 'timeout' })
  })

  for (const { backend, options, available } of BACKENDS) {
    const test = skipUnless(
      available,
      `grep tool, ${backend}: rg is not installed`
    )
    test(`${backend} stops at the entry bound and says so`, async () => {
      const result = await createGrepTool({ ...options, maxEntries: 3 }).run(
        grepInput.parse({ pattern: 'manymark' }),
        contextFor(repo)
      )
      expect(result.details).toMatchObject({ backend, stopped: 'entries' })
      expect(result.output.split('\n').at(-1)).toBe(
        '[the search stopped after 3 entries; results are partial; narrow the path or glob]'
      )
    })
  }

  it('chooses git grep from the snapshot before the loop, not from config planted later', async () => {
    const work = await makeDir({ 'src/a.txt': 'plantmark\n' })
    git(work, 'init', '-q')
    git(work, 'add', '-A')
    git(work, 'commit', '-q', '-m', 'init')
    const tool = createGrepTool({
      rgPath: null,
      gitWorkTree: await probeGitWorkTree(work)
    })
    // What the agent's bash can do during the loop: make git think the
    // checkout is bare, so that git rev-parse says "not a work tree".
    git(work, 'config', 'core.bare', 'true')
    const bare = await tool.run(
      grepInput.parse({ pattern: 'plantmark' }),
      contextFor(work)
    )
    expect(bare.output).toBe('src/a.txt: 1 match')
    expect(bare.details).toMatchObject({ backend: 'git-grep', files: 1 })
  })

  it('never runs git grep when the workspace was no work tree before the loop', async () => {
    const result = await createGrepTool({
      rgPath: null,
      gitWorkTree: null
    }).run(grepInput.parse({ pattern: 'foo' }), contextFor(repo))
    expect(result.details).toMatchObject({ backend: 'scan' })
  })
})

describe('grep helpers', () => {
  it('expands braces and converts globs', () => {
    expect(expandBraces('*.{ts,tsx}')).toEqual(['*.ts', '*.tsx'])
    expect(expandBraces('{src,lib}/**/*.{js,m{j,t}s}')).toEqual([
      'src/**/*.js',
      'src/**/*.mjs',
      'src/**/*.mts',
      'lib/**/*.js',
      'lib/**/*.mjs',
      'lib/**/*.mts'
    ])
    expect(expandBraces('a{b}c')).toEqual(['a{b}c'])
    const anyDepth = globToRegExp('src/**/*.ts')
    expect(anyDepth.test('src/a.ts')).toBe(true)
    expect(anyDepth.test('src/x/y/a.ts')).toBe(true)
    expect(anyDepth.test('lib/a.ts')).toBe(false)
    expect(globToRegExp('*.ts').test('dir/a.ts')).toBe(false)
    expect(globToRegExp('[!a]?.md').test('bc.md')).toBe(true)
    expect(globToRegExp('[!a]?.md').test('ac.md')).toBe(false)
  })

  it('rewrites \\d for POSIX regular expressions', () => {
    expect(perlClassesToEre('a\\d+\\D[\\d_]\\.')).toBe('a[0-9]+[^0-9][0-9_]\\.')
  })

  it('unquotes C-quoted git paths', () => {
    expect(unquoteGitPath(Buffer.from('"a\\tb\\"c\\303\\274.txt"'))).toBe(
      'a\tb"cü.txt'
    )
    expect(unquoteGitPath(Buffer.from('plain.txt'))).toBe('plain.txt')
  })
})
