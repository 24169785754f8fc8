import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import {
  mkdir,
  readFile,
  stat,
  symlink,
  truncate,
  utimes,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { tempDirs } from '../../__fixtures__/temp-dirs.js'
import { probeGitWorkTree } from '../../src/tools/path/git-work-tree.js'
import { createListTool, listInput } from '../../src/tools/list/list.js'
import {
  createReadTool,
  readInput,
  readLimitFor
} from '../../src/tools/read/read.js'
import {
  checkFreshness,
  createReadTracker
} from '../../src/tools/path/read-tracker.js'
import { formatSize } from '../../src/shared/text.js'
import {
  classifyBytes,
  trimIncompleteUtf8
} from '../../src/tools/read/byte-kind.js'
import { runFile } from '../../src/tools/path/run-file.js'
import { capOutput } from '../../src/tools/output/truncate.js'
import type { ToolContext } from '../../src/tools/types.js'
import { createWriteTool, writeInput } from '../../src/tools/write/write.js'

const tempDir = tempDirs('tools-')

async function workspace(
  files: Record<string, string | Buffer> = {}
): Promise<ToolContext> {
  const root = await tempDir()
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
  }
  return {
    workspace: root,
    signal: new AbortController().signal,
    callId: 'call_1',
    reads: createReadTracker(),
    outputDir: await tempDir('tools-out-')
  }
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }
  })
}

function commitAll(cwd: string): void {
  git(cwd, 'init', '-q', '-b', 'main')
  git(cwd, 'add', '-A')
  git(cwd, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x')
}

const sha256 = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex')

const numbered = (count: number): string =>
  Array.from({ length: count }, (_, i) => `line ${i + 1}\n`).join('')

const read = createReadTool()
const list = createListTool()
const write = createWriteTool()

describe('read', () => {
  it('shows a small file whole with line numbers and records a snapshot', async () => {
    const context = await workspace({ 'f.txt': 'a\nb\nc\n' })
    const result = await read.run({ path: 'f.txt' }, context)
    expect(result).toMatchObject({
      output: '1\ta\n2\tb\n3\tc',
      isError: false,
      details: { path: 'f.txt', lines: 3, shown: 3 }
    })
    const snapshot = context.reads.get(path.join(context.workspace, 'f.txt'))
    expect(snapshot).toMatchObject({ size: 6, hash: sha256('a\nb\nc\n') })
  })

  it('counts a last line without a newline', async () => {
    const context = await workspace({ 'f.txt': 'a\nb' })
    const result = await read.run({ path: 'f.txt' }, context)
    expect(result.output).toBe('1\ta\n2\tb')
    expect(result.details).toEqual({ path: 'f.txt', lines: 2, shown: 2 })
  })

  it('shows 400 lines by default and says where to continue', async () => {
    const context = await workspace({ 'big.txt': numbered(1000) })
    const result = await read.run({ path: 'big.txt' }, context)
    const lines = result.output.split('\n')
    expect(lines).toHaveLength(401)
    expect(lines[0]).toBe('  1\tline 1')
    expect(lines[399]).toBe('400\tline 400')
    expect(lines[400]).toBe('[lines 1-400 of 1000; continue with offset=401]')
    expect(result.details).toEqual({ path: 'big.txt', lines: 1000, shown: 400 })
  })

  it('pages a small window in fewer lines, with the same continuation footer', async () => {
    expect(readLimitFor(16_384)).toBe(400)
    expect(readLimitFor(6_000)).toBe(150)
    expect(readLimitFor(1_000)).toBe(50)
    const paged = createReadTool({ defaultLimit: readLimitFor(6_000) })
    expect(paged.description).toContain('up to 150 numbered lines')
    const schema = z.toJSONSchema(paged.schema, { io: 'input' })
    expect(
      (schema.properties as Record<string, { description: string }>).limit
        .description
    ).toContain('Default 150')
    const context = await workspace({ 'big.txt': numbered(1000) })
    const first = await paged.run({ path: 'big.txt' }, context)
    const lines = first.output.split('\n')
    expect(lines).toHaveLength(151)
    expect(lines[150]).toBe('[lines 1-150 of 1000; continue with offset=151]')
    const next = await paged.run({ path: 'big.txt', offset: 151 }, context)
    expect(next.output.split('\n')[0]).toBe('151\tline 151')
    // A limit given by the call still wins.
    const wide = await paged.run({ path: 'big.txt', limit: 400 }, context)
    expect(wide.details).toMatchObject({ shown: 400 })
  })

  it('honours offset and limit', async () => {
    const context = await workspace({ 'big.txt': numbered(1000) })
    const middle = await read.run(
      { path: 'big.txt', offset: 401, limit: 2 },
      context
    )
    expect(middle.output).toBe(
      '401\tline 401\n402\tline 402\n[lines 401-402 of 1000; continue with offset=403]'
    )
    const end = await read.run(
      { path: 'big.txt', offset: 998, limit: 10 },
      context
    )
    expect(end.output).toBe(
      ' 998\tline 998\n 999\tline 999\n1000\tline 1000\n[lines 998-1000 of 1000; end of file]'
    )
  })

  it('gives a continuation that matches what the loop shows', async () => {
    const context = await workspace({ 'big.txt': numbered(1000) })
    const result = await read.run({ path: 'big.txt', offset: 401 }, context)
    expect(result.truncation?.mode).toBe('head')
    const hint = result.truncation as {
      mode: 'head'
      continuation: (shown: number) => string
    }
    expect(hint.continuation(10)).toBe('continue with offset=411')
    const capped = capOutput(result.output, {
      maxBytes: 16384,
      maxLines: 50,
      mode: 'head',
      continuation: hint.continuation
    })
    expect(capped.text.split('\n')[49]).toBe('450\tline 450')
    expect(capped.text).toContain('; continue with offset=451]')
  })

  it('cuts lines over 500 characters with a marker', async () => {
    const context = await workspace({
      'long.txt': `${'x'.repeat(1200)}\nshort\n${'é'.repeat(600)}\n`
    })
    const result = await read.run({ path: 'long.txt' }, context)
    expect(result.output).toBe(
      `1\t${'x'.repeat(500)}… [line cut: 1200 chars]\n2\tshort\n3\t${'é'.repeat(500)}… [line cut: 600 chars]`
    )
  })

  it('hides CR and a BOM but keeps a line of exactly 500 characters', async () => {
    const context = await workspace({
      'crlf.txt': `\ufeffa\r\n${'y'.repeat(500)}\r\n`
    })
    const result = await read.run({ path: 'crlf.txt' }, context)
    expect(result.output).toBe(`1\ta\n2\t${'y'.repeat(500)}`)
  })

  it('refuses a binary file with its size', async () => {
    const bytes = Buffer.alloc(12345, 7)
    bytes[100] = 0
    const context = await workspace({ 'bin/app.dat': bytes })
    const result = await read.run({ path: 'bin/app.dat' }, context)
    expect(result).toMatchObject({
      output:
        'bin/app.dat is a binary file (12345 bytes); it cannot be shown as text',
      isError: true
    })
    expect(context.reads.get(path.join(context.workspace, 'bin/app.dat'))).toBe(
      undefined
    )
  })

  it('shows latin-1 text with replacement characters and a note', async () => {
    const context = await workspace({
      'latin.txt': Buffer.from('caf\xe9 cr\xe8me\nna\xefve\n', 'latin1')
    })
    const result = await read.run({ path: 'latin.txt' }, context)
    expect(result.output).toBe(
      '(not valid UTF-8; shown with replacement characters)\n1\tcaf\ufffd cr\ufffdme\n2\tna\ufffdve'
    )
    const hint = result.truncation as {
      mode: 'head'
      continuation: (shown: number) => string
    }
    expect(hint.continuation(2)).toBe('continue with offset=2')
  })

  it('says a file is empty', async () => {
    const context = await workspace({ 'empty.txt': '' })
    const result = await read.run({ path: 'empty.txt' }, context)
    expect(result).toMatchObject({ output: '(empty file)', isError: false })
    expect(
      context.reads.get(path.join(context.workspace, 'empty.txt'))?.size
    ).toBe(0)
  })

  it('lists a directory instead of reading it', async () => {
    const context = await workspace({
      'src/a.ts': 'a = 1',
      'src/lib/b.ts': 'b'
    })
    const result = await read.run({ path: 'src' }, context)
    expect(result).toMatchObject({
      output:
        'src is a directory, not a file; its entries (use list for a deeper view):\nsrc/ (2 files)\n  lib/ (1 file)\n  a.ts (5 B)',
      isError: false
    })
  })

  it('says how many lines there are when the offset is past the end', async () => {
    const context = await workspace({ 'f.txt': 'a\nb\nc\n' })
    const result = await read.run({ path: 'f.txt', offset: 10 }, context)
    expect(result).toMatchObject({
      output:
        'f.txt has 3 lines; offset 10 is past the end (use an offset from 1 to 3)',
      isError: true
    })
  })

  it('says a missing file does not exist', async () => {
    const context = await workspace()
    const result = await read.run({ path: 'nope/x.ts' }, context)
    expect(result).toMatchObject({
      output:
        'nope/x.ts does not exist (list its directory to see what is there)',
      isError: true
    })
  })

  it('reads a 20 MB file quickly with bounded output', async () => {
    const line = (n: number): string =>
      `row ${String(n).padStart(7, '0')} ${'-'.repeat(87)}\n`
    const count = 200_000
    const content = Array.from({ length: count }, (_, i) => line(i + 1)).join(
      ''
    )
    expect(content.length).toBe(20_000_000)
    const context = await workspace({ 'huge.log': content })
    const started = Date.now()
    const result = await read.run({ path: 'huge.log' }, context)
    expect(Date.now() - started).toBeLessThan(5000)
    const lines = result.output.split('\n')
    expect(lines).toHaveLength(401)
    expect(lines[0]).toBe(`  1\t${line(1).trimEnd()}`)
    expect(lines[400]).toBe('[lines 1-400 of 200000; continue with offset=401]')
    expect(result.output.length).toBeLessThan(50_000)
    expect(
      context.reads.get(path.join(context.workspace, 'huge.log'))
    ).toMatchObject({ size: 20_000_000, hash: sha256(content) })
    const tail = await read.run(
      { path: 'huge.log', offset: 199_999, limit: 5 },
      context
    )
    expect(tail.output).toBe(
      `199999\t${line(199_999).trimEnd()}\n200000\t${line(200_000).trimEnd()}\n[lines 199999-200000 of 200000; end of file]`
    )
  })

  it('cuts a 12 MB single-line file without holding the line', async () => {
    const context = await workspace({ 'one.min.js': 'a'.repeat(12_000_000) })
    const result = await read.run({ path: 'one.min.js' }, context)
    expect(result.output).toBe(
      `1\t${'a'.repeat(500)}… [line cut: 12000000 chars]`
    )
    expect(result.details).toEqual({ path: 'one.min.js', lines: 1, shown: 1 })
  })

  it('says a past-the-end offset in a large file', async () => {
    const context = await workspace({ 'big.txt': 'z'.repeat(11_000_000) })
    const result = await read.run({ path: 'big.txt', offset: 3 }, context)
    expect(result).toMatchObject({
      output:
        'big.txt has 1 line; offset 3 is past the end (use an offset from 1 to 1)',
      isError: true
    })
  })

  it('reads the head of a file too large to count without recording it', async () => {
    const context = await workspace({ 'sparse.log': numbered(1500) })
    const file = path.join(context.workspace, 'sparse.log')
    await truncate(file, 300 * 1024 * 1024)
    const result = await read.run({ path: 'sparse.log', limit: 3 }, context)
    expect(result).toMatchObject({
      output:
        '1\tline 1\n2\tline 2\n3\tline 3\n[lines 1-3 of a 300.0 MB file (lines not counted); continue with offset=4]',
      isError: false,
      details: { path: 'sparse.log', lines: null, shown: 3 }
    })
    expect(context.reads.get(file)).toBe(undefined)
  })

  it('stops when the run is cancelled', async () => {
    const context = await workspace({
      'small.txt': 'a\n',
      'large.txt': 'b\n'.repeat(6_000_000)
    })
    const controller = new AbortController()
    controller.abort()
    const cancelled = { ...context, signal: controller.signal }
    for (const file of ['small.txt', 'large.txt']) {
      const result = await read.run({ path: file }, cancelled)
      expect(result).toMatchObject({
        output: 'read was cancelled',
        isError: true
      })
    }
  })

  describe('path policy', () => {
    it('refuses paths outside the workspace', async () => {
      const context = await workspace({ 'f.txt': 'x' })
      const up = await read.run({ path: '../x' }, context)
      expect(up).toMatchObject({
        output:
          '../x is outside the repository; use a path inside it (relative to the repository root)',
        isError: true
      })
      const etc = await read.run({ path: '/etc/passwd' }, context)
      expect(etc).toMatchObject({
        output:
          '/etc/passwd is outside the repository; use a path inside it (relative to the repository root)',
        isError: true
      })
    })

    it('accepts an absolute path inside the workspace', async () => {
      const context = await workspace({ 'dir/f.txt': 'inside\n' })
      const result = await read.run(
        { path: path.join(context.workspace, 'dir/f.txt') },
        context
      )
      expect(result).toMatchObject({
        output: '1\tinside',
        isError: false,
        details: { path: 'dir/f.txt', lines: 1, shown: 1 }
      })
    })

    it('refuses a symlink that points outside', async () => {
      const outside = await tempDir('outside-')
      await writeFile(path.join(outside, 'secret.txt'), 'secret')
      const context = await workspace()
      await symlink(
        path.join(outside, 'secret.txt'),
        path.join(context.workspace, 'link.txt')
      )
      const result = await read.run({ path: 'link.txt' }, context)
      expect(result).toMatchObject({
        output:
          'link.txt resolves (through a symlink) to a place outside the repository; it cannot be used',
        isError: true
      })
    })

    it('refuses /proc and .git/config', async () => {
      const context = await workspace({ 'a.txt': 'a' })
      commitAll(context.workspace)
      const proc = await read.run({ path: '/proc/self/environ' }, context)
      expect(proc).toMatchObject({
        output:
          '/proc/self/environ is a system path; only files inside the repository can be used',
        isError: true
      })
      const config = await read.run({ path: '.git/config' }, context)
      expect(config).toMatchObject({
        output:
          '.git/config is protected (.git/config and .git/hooks are off limits)',
        isError: true
      })
    })
  })
})

describe('list', () => {
  async function gitWorkspace(): Promise<ToolContext> {
    const context = await workspace({
      '.gitignore': 'dist/\n*.log\n',
      'README.md': '# hi\n',
      'src/a.ts': 'a = 1',
      'src/deep/x/y.ts': 'y',
      'src/deep/z.ts': 'zz',
      'dist/bundle.js': 'bundle',
      'debug.log': 'log'
    })
    commitAll(context.workspace)
    await writeFile(path.join(context.workspace, 'new.txt'), 'untracked\n')
    return context
  }

  it('shows a tree that respects .gitignore', async () => {
    const context = await gitWorkspace()
    const result = await list.run({}, context)
    expect(result).toMatchObject({
      output: [
        './ (6 files)',
        '  src/',
        '    deep/ (2 files)',
        '    a.ts (5 B)',
        '  .gitignore (12 B)',
        '  README.md (5 B)',
        '  new.txt (10 B)'
      ].join('\n'),
      isError: false,
      details: { path: '.', depth: 2, entries: 6, shown: 6, source: 'git' }
    })
    expect(result.truncation?.mode).toBe('head')
  })

  it('collapses at depth 1 and expands to depth 3', async () => {
    const context = await gitWorkspace()
    const shallow = await list.run({ depth: 1 }, context)
    expect(shallow.output.split('\n').slice(0, 2)).toEqual([
      './ (6 files)',
      '  src/ (3 files)'
    ])
    const deep = await list.run({ path: 'src', depth: 3 }, context)
    expect(deep.output).toBe(
      [
        'src/ (3 files)',
        '  deep/',
        '    x/',
        '      y.ts (1 B)',
        '    z.ts (2 B)',
        '  a.ts (5 B)'
      ].join('\n')
    )
  })

  it('lists an ignored directory when asked for it by name', async () => {
    const context = await gitWorkspace()
    const result = await list.run({ path: 'dist' }, context)
    expect(result.output).toBe('dist/ (1 file)\n  bundle.js (6 B)')
    expect(result.details).toMatchObject({ source: 'walk' })
  })

  it('walks a plain directory, skipping .git and node_modules', async () => {
    const context = await workspace({
      'node_modules/pkg/index.js': 'x',
      '.git': 'gitdir: elsewhere',
      'lib/b.js': 'bb'
    })
    await mkdir(path.join(context.workspace, 'empty'))
    await symlink('lib/b.js', path.join(context.workspace, 'link.js'))
    const result = await list.run({}, context)
    expect(result.output).toBe(
      [
        './ (2 files)',
        '  empty/ (empty)',
        '  lib/',
        '    b.js (2 B)',
        '  link.js -> lib/b.js'
      ].join('\n')
    )
    expect(result.details).toMatchObject({ source: 'walk', entries: 4 })
  })

  it('caps the listing at 1000 entries', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 1100; i += 1) {
      files[`many/f${String(i).padStart(4, '0')}.txt`] = 'x'
    }
    const context = await workspace(files)
    commitAll(context.workspace)
    const result = await list.run({ path: 'many' }, context)
    const lines = result.output.split('\n')
    expect(lines).toHaveLength(1002)
    expect(lines[0]).toBe('many/ (1100 files)')
    expect(lines[1000]).toBe('  f0999.txt (1 B)')
    expect(lines[1001]).toBe(
      '[100 more entries; list a subdirectory or lower depth]'
    )
    expect(result.details).toMatchObject({ entries: 1100, shown: 1000 })
  })

  it('never lists .git and refuses paths outside', async () => {
    const context = await gitWorkspace()
    const dotGit = await list.run({ path: '.git' }, context)
    expect(dotGit).toMatchObject({
      output:
        ".git is git's own data and is not listed; list the work tree instead",
      isError: true
    })
    const outside = await list.run({ path: '..' }, context)
    expect(outside).toMatchObject({
      output:
        '.. is outside the repository; use a path inside it (relative to the repository root)',
      isError: true
    })
  })

  it('points to read for a file and says when a path is missing', async () => {
    const context = await workspace({ 'a.txt': 'abc' })
    const file = await list.run({ path: 'a.txt' }, context)
    expect(file).toMatchObject({
      output: 'a.txt is a file (3 B), not a directory; use read to see it',
      isError: false
    })
    const missing = await list.run({ path: 'gone' }, context)
    expect(missing).toMatchObject({
      output: 'gone does not exist',
      isError: true
    })
  })

  it('says a directory is empty', async () => {
    const context = await workspace()
    const result = await list.run({}, context)
    expect(result.output).toBe('./ (0 files)\n  (empty directory)')
  })
})

describe('list bounds (docs/security.md item 16)', () => {
  it('stops walking a deep tree at the entry bound and says so', async () => {
    const context = await workspace({ 'top.txt': 'x' })
    // 1,500 nested directories, made in one call.
    mkdirSync(path.join(context.workspace, ...Array(1500).fill('d')), {
      recursive: true
    })
    const result = await createListTool({ maxScan: 300 }).run({}, context)
    expect(result.isError).toBe(false)
    expect(result.output.split('\n').at(-1)).toBe(
      '[the listing stopped after 300 entries; file counts are incomplete; narrow the path or lower the depth]'
    )
    expect(result.details).toMatchObject({ source: 'walk', stopped: 'entries' })
  })

  it('stops walking at the deadline of an injected clock', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index < 600; index += 1)
      files[`wide/d${index}/f.txt`] = 'x'
    const context = await workspace(files)
    let clock = 0
    const tool = createListTool({
      timeoutMs: 5000,
      // Every reading of the clock is one second later.
      now: () => (clock += 1000)
    })
    const result = await tool.run({}, context)
    expect(result.output.split('\n').at(-1)).toBe(
      '[the listing stopped after 5 s; file counts are incomplete; narrow the path or lower the depth]'
    )
    expect(result.details).toMatchObject({ stopped: 'timeout' })
  })

  it('takes at most the entry bound from git ls-files', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index < 200; index += 1) files[`f${index}.txt`] = 'x'
    const context = await workspace(files)
    commitAll(context.workspace)
    const result = await createListTool({ maxScan: 50 }).run({}, context)
    expect(result.output.split('\n')[0]).toBe('./ (50 files or more)')
    expect(result.details).toMatchObject({
      source: 'git',
      entries: 50,
      stopped: 'entries'
    })
  })

  it('stops taking git ls-files entries at the deadline too', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index < 600; index += 1) files[`f${index}.txt`] = 'x'
    const context = await workspace(files)
    commitAll(context.workspace)
    let clock = 0
    const tool = createListTool({
      timeoutMs: 3000,
      now: () => (clock += 1000)
    })
    const result = await tool.run({}, context)
    expect(result.details).toMatchObject({ source: 'git', stopped: 'timeout' })
    expect(result.output.split('\n').at(-1)).toBe(
      '[the listing stopped after 3 s; file counts are incomplete; narrow the path or lower the depth]'
    )
  })

  it('lists from the snapshot before the loop, not from config planted later', async () => {
    const context = await workspace({ '.gitignore': 'ignored.txt\n' })
    commitAll(context.workspace)
    await writeFile(path.join(context.workspace, 'ignored.txt'), 'x')
    const tool = createListTool({
      gitWorkTree: await probeGitWorkTree(context.workspace)
    })
    git(context.workspace, 'config', 'core.bare', 'true')
    const result = await tool.run({}, context)
    // Still git's view: .gitignore respected, not a walk of everything.
    expect(result.details).toMatchObject({ source: 'git', entries: 1 })
    expect(result.output).not.toContain('ignored.txt')
    const none = await createListTool({ gitWorkTree: null }).run({}, context)
    expect(none.details).toMatchObject({ source: 'walk', entries: 2 })
  })
})

describe('write', () => {
  it('creates a file and its directories and records a snapshot', async () => {
    const context = await workspace()
    const result = await write.run(
      { path: 'a/b/c.txt', content: 'hello\nworld\n' },
      context
    )
    expect(result).toMatchObject({
      output: 'created a/b/c.txt (2 lines, 12 bytes)',
      isError: false,
      details: { path: 'a/b/c.txt', created: true, bytes: 12 }
    })
    const file = path.join(context.workspace, 'a/b/c.txt')
    expect(await readFile(file, 'utf8')).toBe('hello\nworld\n')
    expect(context.reads.get(file)).toMatchObject({
      size: 12,
      hash: sha256('hello\nworld\n')
    })
    expect(await checkFreshness(context.reads, file, 'a/b/c.txt')).toBe(null)
  })

  it('refuses content over the cap', async () => {
    const context = await workspace()
    const small = createWriteTool({ maxBytes: 10 })
    const result = await small.run(
      { path: 'big.txt', content: 'x'.repeat(11) },
      context
    )
    expect(result).toMatchObject({
      output:
        'content is 11 bytes (11 B); write accepts at most 10 bytes (10 B). Write a smaller file, or build it up in parts with edit',
      isError: true
    })
    await expect(stat(path.join(context.workspace, 'big.txt'))).rejects.toThrow(
      'ENOENT'
    )
  })

  it('overwrites an existing file only after a fresh read', async () => {
    const context = await workspace({ 'f.txt': 'old\n' })
    const file = path.join(context.workspace, 'f.txt')
    const blind = await write.run({ path: 'f.txt', content: 'new\n' }, context)
    expect(blind).toMatchObject({
      output:
        'f.txt already exists; read it before overwriting it (use the read tool first), or change part of it with edit',
      isError: true
    })
    expect(await readFile(file, 'utf8')).toBe('old\n')

    await read.run({ path: 'f.txt' }, context)
    await writeFile(file, 'changed behind our back\n')
    await utimes(file, new Date(), new Date(Date.now() + 5000))
    const stale = await write.run({ path: 'f.txt', content: 'new\n' }, context)
    expect(stale).toMatchObject({
      output:
        'f.txt changed since you last read it; read it again before editing',
      isError: true
    })

    await read.run({ path: 'f.txt' }, context)
    const ok = await write.run({ path: 'f.txt', content: 'new' }, context)
    expect(ok).toMatchObject({
      output: 'wrote f.txt (1 line, 3 bytes)',
      isError: false,
      details: { path: 'f.txt', created: false, bytes: 3 }
    })
    expect(await readFile(file, 'utf8')).toBe('new')
    const again = await write.run({ path: 'f.txt', content: '' }, context)
    expect(again.output).toBe('wrote f.txt (0 lines, 0 bytes)')
  })

  it('writes LF content over a CRLF file as given and says so', async () => {
    const context = await workspace({ 'win.txt': 'a\r\nb\r\n' })
    await read.run({ path: 'win.txt' }, context)
    const result = await write.run(
      { path: 'win.txt', content: 'a\nb\nc\n' },
      context
    )
    expect(result.output).toBe(
      'wrote win.txt (3 lines, 6 bytes); the old file had CRLF line endings, the new content has LF and was written as given'
    )
    expect(
      await readFile(path.join(context.workspace, 'win.txt'), 'utf8')
    ).toBe('a\nb\nc\n')
  })

  it('refuses paths inside .git/ and outside the workspace', async () => {
    const context = await workspace({ 'a.txt': 'a' })
    commitAll(context.workspace)
    const hook = await write.run(
      { path: '.git/hooks/pre-commit', content: '#!/bin/sh\n' },
      context
    )
    expect(hook).toMatchObject({
      output:
        ".git/hooks/pre-commit is inside .git/; the repository's git data cannot be changed by tools",
      isError: true
    })
    const exclude = await write.run(
      { path: '.git/info/exclude', content: '*\n' },
      context
    )
    expect(exclude.isError).toBe(true)
    expect(exclude.output).toContain('is inside .git/')
    const up = await write.run({ path: '../escape.txt', content: 'x' }, context)
    expect(up).toMatchObject({
      output:
        '../escape.txt is outside the repository; use a path inside it (relative to the repository root)',
      isError: true
    })
  })

  it('refuses to write through symlinks, even dangling ones', async () => {
    const outside = await tempDir('outside-')
    const context = await workspace({ 'real.txt': 'real\n' })
    await symlink('real.txt', path.join(context.workspace, 'alias.txt'))
    await read.run({ path: 'alias.txt' }, context)
    const inside = await write.run({ path: 'alias.txt', content: 'x' }, context)
    expect(inside).toMatchObject({
      output:
        'alias.txt is a symbolic link; write does not follow links. Write to the file it points to (real.txt) instead',
      isError: true
    })
    expect(
      await readFile(path.join(context.workspace, 'real.txt'), 'utf8')
    ).toBe('real\n')

    await symlink(
      path.join(outside, 'planted.txt'),
      path.join(context.workspace, 'trap.txt')
    )
    const dangling = await write.run(
      { path: 'trap.txt', content: 'x' },
      context
    )
    expect(dangling).toMatchObject({
      output:
        'trap.txt is a symbolic link to a missing file; write does not follow links',
      isError: true
    })
    await expect(stat(path.join(outside, 'planted.txt'))).rejects.toThrow(
      'ENOENT'
    )
  })

  it('refuses a directory as the target', async () => {
    const context = await workspace({ 'src/a.ts': 'a' })
    const result = await write.run({ path: 'src', content: 'x' }, context)
    expect(result).toMatchObject({
      output: 'src is a directory; give a file path',
      isError: true
    })
  })
})

describe('schemas', () => {
  it('describe every argument and require only the fixed ones', () => {
    const schemas = {
      read: z.toJSONSchema(readInput, { io: 'input' }),
      list: z.toJSONSchema(listInput, { io: 'input' }),
      write: z.toJSONSchema(writeInput, { io: 'input' })
    }
    expect(schemas.read.required).toEqual(['path'])
    expect(schemas.list.required).toBe(undefined)
    expect(schemas.write.required).toEqual(['path', 'content'])
    for (const schema of Object.values(schemas)) {
      const properties = schema.properties as Record<
        string,
        { description?: string }
      >
      for (const property of Object.values(properties)) {
        expect(property.description).toEqual(expect.any(String))
      }
    }
    expect(
      (schemas.read.properties as Record<string, object>).limit
    ).toMatchObject({ type: 'integer', minimum: 1, maximum: 2000 })
    expect(readInput.safeParse({ path: 'a', offset: 0 }).success).toBe(false)
    expect(listInput.safeParse({ depth: 11 }).success).toBe(false)
  })
})

describe('tool helpers', () => {
  it('classifies text, latin-1 and binary samples', () => {
    expect(classifyBytes(Buffer.from('héllo\n'))).toBe('text')
    expect(classifyBytes(Buffer.from('h\xe9llo w\xf6rld\n', 'latin1'))).toBe(
      'non-utf8'
    )
    expect(classifyBytes(Buffer.from([0x41, 0x00, 0x42]))).toBe('binary')
    expect(classifyBytes(Buffer.from([0xff, 0xfe, 0x01, 0x02, 0x03]))).toBe(
      'binary'
    )
    const cut = Buffer.from('ab€').subarray(0, 4)
    expect(classifyBytes(cut, false)).toBe('text')
    expect(trimIncompleteUtf8(cut)).toEqual(Buffer.from('ab'))
  })

  it('formats sizes', () => {
    expect([5, 2048, 1536 * 1024, 3 * 1024 ** 3].map(formatSize)).toEqual([
      '5 B',
      '2.0 KB',
      '1.5 MB',
      '3.0 GB'
    ])
  })

  it('runs a program and reports its exit code', async () => {
    const cwd = await tempDir()
    const ok = await runFile('sh', ['-c', 'echo out; echo err >&2; exit 3'], {
      cwd
    })
    expect(ok).toMatchObject({
      exitCode: 3,
      stdout: 'out\n',
      stderr: 'err\n',
      timedOut: false,
      aborted: false,
      overflow: false
    })
  })

  it('times out, aborts and caps output', async () => {
    const cwd = await tempDir()
    const slow = await runFile('sh', ['-c', 'sleep 10'], {
      cwd,
      timeoutMs: 100
    })
    expect(slow).toMatchObject({
      exitCode: null,
      signal: 'SIGTERM',
      timedOut: true,
      aborted: false
    })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const aborted = await runFile('sh', ['-c', 'sleep 10'], {
      cwd,
      signal: controller.signal
    })
    expect(aborted).toMatchObject({ timedOut: false, aborted: true })
    const loud = await runFile('sh', ['-c', 'yes | head -c 100000'], {
      cwd,
      maxBuffer: 1000
    })
    expect(loud.overflow).toBe(true)
    expect(loud.stdout.length).toBeLessThanOrEqual(1000)
  })

  it('rejects when the program does not exist', async () => {
    const cwd = await tempDir()
    await expect(
      runFile('no-such-program-xyz', [], { cwd })
    ).rejects.toMatchObject({ code: 'ENOENT' })
  })
})
