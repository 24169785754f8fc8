import { execFile } from 'node:child_process'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  utimes,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createEditTool,
  editInput,
  type EditInput
} from '../../../src/tools/edit/edit-tool.js'
import { similarity } from '../../../src/tools/edit/closest.js'
import { applyEdit } from '../../../src/tools/edit/match.js'
import {
  createReadTracker,
  snapshotFile
} from '../../../src/tools/path/read-tracker.js'
import type { ToolContext } from '../../../src/tools/types.js'

function hasPython(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('python3', ['--version'], (error) => resolve(!error))
  })
}

function expectOk(result: ReturnType<typeof applyEdit>) {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`)
  return result
}

function expectError(result: ReturnType<typeof applyEdit>): string {
  if (result.ok) throw new Error('expected an error')
  return result.error
}

describe('applyEdit', () => {
  it('replaces a single exact match and reports its lines', () => {
    const result = expectOk(
      applyEdit('a\nb\nc\nd\n', 'b\nc', 'B\nC\nC2', false)
    )
    expect(result).toEqual({
      ok: true,
      text: 'a\nB\nC\nC2\nd\n',
      count: 1,
      level: 'exact',
      sites: [{ startLine: 2, endLine: 4 }]
    })
  })

  it('refuses several matches without replace_all and names their lines', () => {
    const error = expectError(
      applyEdit('x = 1\ny = 2\nx = 1\n', 'x = 1', 'x = 3', false, 'f.py')
    )
    expect(error).toBe(
      'Found 2 matches of old_str in f.py at lines [1, 3]; add surrounding lines to make it unique, or set replace_all: true'
    )
  })

  it('replaces every match with replace_all', () => {
    const result = expectOk(
      applyEdit('x = 1\ny = 2\nx = 1\n', 'x = 1', 'x = 3', true)
    )
    expect(result.text).toBe('x = 3\ny = 2\nx = 3\n')
    expect(result.count).toBe(2)
    expect(result.sites).toEqual([
      { startLine: 1, endLine: 1 },
      { startLine: 3, endLine: 3 }
    ])
  })

  /** A successful applyEdit: the text it writes and the level that matched. */
  it.each<[string, string, string, string, string, string]>([
    [
      'matches an LF needle in a CRLF file and writes CRLF',
      'one\r\ntwo\r\nthree\r\n',
      'two\n',
      'TWO\n2\n',
      'one\r\nTWO\r\n2\r\nthree\r\n',
      'exact'
    ],
    [
      'converts CRLF in new_str to LF in an LF file',
      'a\nb\n',
      'a\r\nb',
      'c\r\nd',
      'c\nd\n',
      'exact'
    ],
    [
      'ignores trailing whitespace and keeps other bytes',
      'keep  \nfoo(a)   \n\tbar(b)\t\nkeep2 \t\n',
      'foo(a)\n\tbar(b)',
      'foo(x)\n\tbar(y)',
      'keep  \nfoo(x)\n\tbar(y)\nkeep2 \t\n',
      'trailing-whitespace'
    ],
    [
      'tolerates trailing whitespace in the needle',
      'a\nb\nc\n',
      'b  \nc\t',
      'B\nC',
      'a\nB\nC\n',
      'trailing-whitespace'
    ],
    [
      'matches a needle starting with a newline in a CRLF file',
      'a  \r\nb\r\nc\r\n',
      'a\nb',
      'A\nB',
      'A\r\nB\r\nc\r\n',
      'trailing-whitespace'
    ],
    [
      'matches smart quotes, dashes and NBSP and inserts new_str as given',
      'say(\u201Chello\u201D) \u2014 it\u2019s\u00A0fine\nother \u201Cq\u201D\n',
      'say("hello") - it\'s fine',
      'say("hi")',
      'say("hi")\nother \u201Cq\u201D\n',
      'unicode'
    ],
    [
      'matches ASCII in the file from a smart-quoted needle',
      "x = 'a'\n",
      'x = \u2018a\u2019',
      'x = \u2018b\u2019',
      'x = \u2018b\u2019\n',
      'unicode'
    ],
    [
      'folds compatibility characters and ellipses (NFKC)',
      'the \uFB01le\u2026 done\n',
      'file...',
      'FILE',
      'the FILE done\n',
      'unicode'
    ],
    [
      'handles astral characters next to a unicode-level match',
      '\u{1F600}\u201Cq\u201D\u{1F600}\n',
      '"q"',
      "'q'",
      "\u{1F600}'q'\u{1F600}\n",
      'unicode'
    ],
    [
      'is unique after normalisation though not found exactly',
      'const a = 1  \nconst b = 2\nconst a = 1\nconst c = 3\n',
      'const a = 1\nconst b = 2',
      'const z = 0',
      'const z = 0\nconst a = 1\nconst c = 3\n',
      'trailing-whitespace'
    ],
    [
      'stops at the exact level when it matches once',
      'x = 1  \nx = 1\n',
      'x = 1\n',
      'y = 2\n',
      'x = 1  \ny = 2\n',
      'exact'
    ]
  ])('%s', (_title, original, oldStr, newStr, text, level) => {
    const result = expectOk(applyEdit(original, oldStr, newStr, false))
    expect(result.text).toBe(text)
    expect(result.level).toBe(level)
  })

  /** A refused applyEdit and what its error says. */
  it.each<[string, string, string, string, RegExp]>([
    ['refuses a no-op edit', 'abc', 'b', 'b', /identical/],
    [
      'does not match part of one original character',
      'wait\u2026\n',
      'wait..',
      'x',
      /not found/
    ],
    [
      'counts matches at the first level that finds any',
      'f(\u201Cx\u201D)\nf(\u201Cx\u201D)\n',
      'f("x")',
      'g()',
      /Found 2 matches .* at lines \[1, 2\]/
    ],
    [
      'refuses a match that would not change the file',
      'a\u2019b\n',
      "a'b",
      'a\u2019b',
      /would not change/
    ]
  ])('%s', (_title, original, oldStr, newStr, error) => {
    expect(expectError(applyEdit(original, oldStr, newStr, false))).toMatch(
      error
    )
  })

  it('refuses an empty old_str on a non-empty file but fills an empty one', () => {
    expect(expectError(applyEdit('abc', '', 'x', false, 'f.txt'))).toMatch(
      /old_str is empty but f\.txt already exists.*use write/
    )
    expect(expectOk(applyEdit('', '', 'x\ny\n', false)).text).toBe('x\ny\n')
    expect(expectOk(applyEdit('\uFEFF', '', 'x', false)).text).toBe('\uFEFFx')
  })

  it('keeps a BOM and ignores one in the needle', () => {
    const original = '\uFEFFfirst\nsecond\n'
    expect(expectOk(applyEdit(original, 'first', 'FIRST', false)).text).toBe(
      '\uFEFFFIRST\nsecond\n'
    )
    expect(
      expectOk(applyEdit(original, '\uFEFFfirst', '\uFEFFFIRST', false)).text
    ).toBe('\uFEFFFIRST\nsecond\n')
  })

  it('names the closest match with its lines when nothing matches', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line number ${i + 1}`)
    lines[11] = 'function total(items) {'
    lines[12] = '  return items.reduce((a, b) => a + b, 0)'
    lines[13] = '}'
    const error = expectError(
      applyEdit(
        `${lines.join('\n')}\n`,
        'function total(items) {\n  return items.reduce((acc, b) => acc + b, 0)\n}',
        'x',
        false,
        'sum.js'
      )
    )
    expect(error).toMatch(
      /^old_str not found in sum\.js\. Closest match at lines 12-14 \(similarity 0\.\d\d\):\nfunction total\(items\) \{\n {2}return items\.reduce\(\(a, b\) => a \+ b, 0\)\n\}/
    )
  })

  it('says so when nothing is close', () => {
    const error = expectError(
      applyEdit('alpha\nbeta\n', 'zzzz qqqq 1234', 'x', false, 'f.txt')
    )
    expect(error).toMatch(/^old_str not found in f\.txt, and no similar text/)
    expect(error).toMatch(/read the file again/)
  })

  it('keeps the hint cheap on a big file', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `value_${i} = ${i}`)
    const started = Date.now()
    const error = expectError(
      applyEdit(lines.join('\n'), 'value_4242 = 4243', 'x', false)
    )
    expect(error).toMatch(/Closest match at line 4243 /)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('similarity', () => {
  it('agrees with difflib ratio on small inputs', () => {
    expect(similarity(['abcd'], ['bcde'])).toBeCloseTo(0.75)
    expect(similarity(['abc'], ['abc'])).toBe(1)
    expect(similarity(['abc'], ['xyz'])).toBe(0)
    expect(similarity([], [])).toBe(1)
  })
})

describe('editInput', () => {
  it('accepts the four arguments with replace_all optional', () => {
    expect(editInput.parse({ path: 'a', old_str: 'x', new_str: 'y' })).toEqual({
      path: 'a',
      old_str: 'x',
      new_str: 'y'
    })
    expect(() => editInput.parse({ path: 'a', old_str: 'x' })).toThrow()
  })
})

describe('edit tool', () => {
  let root: string
  let workspace: string
  let context: ToolContext

  beforeEach(async () => {
    root = await realpath(await mkdtemp(path.join(tmpdir(), 'edit-tool-')))
    workspace = path.join(root, 'ws')
    await mkdir(path.join(workspace, '.git'), { recursive: true })
    context = {
      workspace,
      signal: new AbortController().signal,
      callId: 'call-1',
      reads: createReadTracker(),
      outputDir: path.join(root, 'out')
    }
  })

  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const abs = (name: string) => path.join(workspace, name)

  async function seed(name: string, content: string | Buffer, read = true) {
    await mkdir(path.dirname(abs(name)), { recursive: true })
    await writeFile(abs(name), content)
    if (read) context.reads.set(abs(name), await snapshotFile(abs(name)))
  }

  const text = (name: string) => readFile(abs(name), 'utf8')

  /** One call of a default edit tool in the test's context. */
  const edit = (input: EditInput) => createEditTool().run(input, context)

  /** One call of the given edit tool, which keeps its state between calls. */
  const call = (tool: ReturnType<typeof createEditTool>, input: EditInput) =>
    tool.run(input, context)

  /** The input of an edit of `file` from `old_str` to `new_str`. */
  const change = (
    file: string,
    old_str: string,
    new_str: string
  ): EditInput => ({
    path: file,
    old_str,
    new_str
  })

  /** The edit succeeded and the file now holds `content`. */
  async function expectEdited(
    result: Awaited<ReturnType<typeof edit>>,
    name: string,
    content: string
  ) {
    expect(result.isError).toBe(false)
    expect(await text(name)).toBe(content)
  }

  /** One edit in a prepared workspace and what the tool answers. */
  interface ToolCase {
    title: string
    /** Files the edit finds, written (and read, unless said) before it. */
    setup?: () => Promise<unknown>
    options?: Parameters<typeof createEditTool>[0]
    input: EditInput
    isError: boolean
    /** The whole output (a string) or a pattern it matches. */
    output?: string | RegExp
    alsoMatches?: RegExp
    lacks?: RegExp
    details?: Record<string, unknown>
    /** The file's text after the edit, or null when it must not exist. */
    after?: [string, string | null]
  }

  const toolCases = (): ToolCase[] => [
    {
      title:
        'matches the last line of a file without a final newline when old_str ends with one',
      setup: () => seed('end.js', 'const a = 1\nconst b = 2'),
      options: { syntaxCheck: false },
      input: {
        path: 'end.js',
        old_str: 'const b = 2\n',
        new_str: 'const b = 3\n'
      },
      isError: false,
      after: ['end.js', 'const a = 1\nconst b = 3']
    },
    {
      title: 'says so when old_str carries the line numbers that read shows',
      setup: () => seed('n.txt', 'alpha\nbeta\n'),
      input: { path: 'n.txt', old_str: '1\talpha\n2\tbeta', new_str: 'x' },
      isError: true,
      output: /line numbers that read shows/
    },
    {
      title: 'reports 0 matches with the closest span and its lines',
      setup: () => seed('a.txt', 'alpha\nbeta gamma delta\nomega\n'),
      input: { path: 'a.txt', old_str: 'beta gamma delts', new_str: 'x' },
      isError: true,
      output:
        /^old_str not found in a\.txt\. Closest match at line 2 \(similarity 0\.94\):\nbeta gamma delta$/,
      after: ['a.txt', 'alpha\nbeta gamma delta\nomega\n']
    },
    {
      title: 'says when trailing whitespace was normalised',
      setup: () => seed('t.txt', 'a  \nb\t\nc\n'),
      input: { path: 't.txt', old_str: 'a\nb\n', new_str: 'A\nB\n' },
      isError: false,
      output:
        /^edited t\.txt: 1 replacement \(matched after normalising trailing whitespace\)/,
      details: { level: 'trailing-whitespace' },
      after: ['t.txt', 'A\nB\nc\n']
    },
    {
      title: 'says when unicode punctuation was normalised',
      setup: () => seed('q.md', 'He said \u201Cyes\u201D.\n'),
      input: { path: 'q.md', old_str: 'said "yes"', new_str: 'said "no"' },
      isError: false,
      output: /\(matched after normalising unicode punctuation\)/,
      after: ['q.md', 'He said "no".\n']
    },
    {
      title: 'refuses a no-op edit',
      setup: () => seed('a.txt', 'abc\n'),
      input: { path: 'a.txt', old_str: 'abc', new_str: 'abc' },
      isError: true,
      output: /identical/
    },
    {
      title: 'refuses an empty old_str on an existing file',
      setup: () => seed('a.txt', 'abc\n'),
      input: { path: 'a.txt', old_str: '', new_str: 'x' },
      isError: true,
      output: /old_str is empty but a\.txt already exists/,
      after: ['a.txt', 'abc\n']
    },
    {
      title: 'refuses a file that was never read',
      setup: () => seed('a.txt', 'abc\n', false),
      input: { path: 'a.txt', old_str: 'abc', new_str: 'x' },
      isError: true,
      output: /read a\.txt before editing it/,
      after: ['a.txt', 'abc\n']
    },
    {
      title: 'refuses a file modified after the read',
      setup: async () => {
        await seed('a.txt', 'abc\n')
        await writeFile(abs('a.txt'), 'abd\n')
      },
      input: { path: 'a.txt', old_str: 'abd', new_str: 'x' },
      isError: true,
      output: /a\.txt changed since you last read it/,
      after: ['a.txt', 'abd\n']
    },
    {
      title: 'forgives a touched file with the same bytes',
      setup: async () => {
        await seed('a.txt', 'abc\n')
        await utimes(abs('a.txt'), new Date(2001, 1, 1), new Date(2001, 1, 1))
      },
      input: { path: 'a.txt', old_str: 'abc', new_str: 'x' },
      isError: false
    },
    {
      title: 'caps created files at 1 MiB',
      input: {
        path: 'big.txt',
        old_str: '',
        new_str: 'x'.repeat(1024 * 1024 + 1)
      },
      isError: true,
      output: /capped at 1048576 bytes/
    },
    {
      title: 'refuses a missing file with a non-empty old_str',
      input: { path: 'nope.txt', old_str: 'a', new_str: 'b' },
      isError: true,
      output:
        'nope.txt: file not found; to create it, call edit with an empty old_str or use write'
    },
    {
      title: 'refuses a directory',
      setup: () => mkdir(abs('dir')),
      input: { path: 'dir', old_str: 'a', new_str: 'b' },
      isError: true,
      output: /dir is not a regular file/
    },
    {
      title: 'refuses a file that is not UTF-8',
      setup: () => seed('bin.dat', Buffer.from([0x61, 0xff, 0xfe, 0x62])),
      input: { path: 'bin.dat', old_str: 'a', new_str: 'b' },
      isError: true,
      output: /not valid UTF-8/
    },
    {
      title: 'warns about broken JS but keeps the edit',
      setup: () => seed('m.js', 'const a = 1\n'),
      input: { path: 'm.js', old_str: 'const a = 1', new_str: 'const a = (1' },
      isError: false,
      output: /\nsyntax check failed: m\.js:\d+\n/,
      alsoMatches: /SyntaxError/,
      after: ['m.js', 'const a = (1\n']
    },
    {
      title: 'catches a broken ES module in a .js file',
      setup: () =>
        seed('e.js', 'import fs from "node:fs"\nexport const a = 1\n'),
      input: { path: 'e.js', old_str: 'a = 1', new_str: 'a = ' },
      isError: false,
      output: /\nsyntax check failed: e\.js:\d+\n/
    },
    {
      title: 'accepts a CommonJS .js file with a top-level return',
      setup: () => seed('c.js', '#!/usr/bin/env node\nconst a = 1\nreturn a\n'),
      input: { path: 'c.js', old_str: 'a = 1', new_str: 'a = 2' },
      isError: false,
      output: /\nsyntax check: ok$/
    },
    {
      title: 'says syntax check: ok for valid JS',
      setup: () => seed('m.mjs', 'export const a = 1\n'),
      input: { path: 'm.mjs', old_str: '= 1', new_str: '= 2' },
      isError: false,
      output: /\nsyntax check: ok$/
    },
    {
      title: 'keeps an edit of an already broken file in block mode',
      setup: () => seed('m.js', 'const a = (\nconst b = 2\n'),
      options: { blockOnSyntaxError: true },
      input: { path: 'm.js', old_str: 'const b = 2', new_str: 'const b = 3' },
      isError: false,
      output: /failed this check before the edit too/,
      after: ['m.js', 'const a = (\nconst b = 3\n']
    },
    {
      title: 'does not create a broken file in block mode',
      options: { blockOnSyntaxError: true },
      input: { path: 'c.json', old_str: '', new_str: '{"a": }' },
      isError: true,
      after: ['c.json', null]
    },
    {
      title: 'skips the syntax check when turned off',
      setup: () => seed('m.js', 'const a = 1\n'),
      options: { syntaxCheck: false },
      input: { path: 'm.js', old_str: '= 1', new_str: '= (' },
      isError: false,
      lacks: /syntax check/
    },
    {
      title: 'refuses a path outside the workspace',
      setup: () => writeFile(path.join(root, 'outside.txt'), 'x\n'),
      input: { path: '../outside.txt', old_str: 'x', new_str: 'y' },
      isError: true,
      output: /outside the repository/,
      after: ['../outside.txt', 'x\n']
    },
    {
      title: 'refuses anything under .git/',
      input: { path: '.git/info/exclude', old_str: '', new_str: 'x' },
      isError: true,
      output: /inside \.git\//,
      after: ['.git/info/exclude', null]
    }
  ]

  it.each(toolCases().map((c) => [c.title, c] as const))(
    '%s',
    async (_title, c) => {
      await c.setup?.()
      const result = await createEditTool(c.options).run(c.input, context)
      expect(result.isError).toBe(c.isError)
      if (typeof c.output === 'string') expect(result.output).toBe(c.output)
      if (c.output instanceof RegExp) expect(result.output).toMatch(c.output)
      if (c.alsoMatches) expect(result.output).toMatch(c.alsoMatches)
      if (c.lacks) expect(result.output).not.toMatch(c.lacks)
      if (c.details) expect(result.details).toMatchObject(c.details)
      if (c.after?.[1] === null)
        await expect(text(c.after[0])).rejects.toThrow()
      else if (c.after) expect(await text(c.after[0])).toBe(c.after[1])
    }
  )

  it('has the tool metadata', () => {
    const tool = createEditTool()
    expect(tool.name).toBe('edit')
    expect(tool.readOnly).toBe(false)
    expect(tool.schema).toBe(editInput)
  })

  it('edits one match and shows a numbered snippet', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `l${i + 1}`)
    await seed('a.txt', `${lines.join('\n')}\n`)
    const result = await edit({
      path: 'a.txt',
      old_str: 'l10\n',
      new_str: 'ten\nTEN\n'
    })
    expect(result.isError).toBe(false)
    expect(result.output).toBe(
      [
        'edited a.txt: 1 replacement',
        '6\tl6',
        '7\tl7',
        '8\tl8',
        '9\tl9',
        '10\tten',
        '11\tTEN',
        '12\tl11',
        '13\tl12',
        '14\tl13',
        '15\tl14'
      ].join('\n')
    )
    expect(result.details).toEqual({
      path: 'a.txt',
      replacements: 1,
      level: 'exact'
    })
    lines.splice(9, 1, 'ten', 'TEN')
    expect(await text('a.txt')).toBe(`${lines.join('\n')}\n`)
  })

  it('allows consecutive edits without reading again', async () => {
    await seed('a.txt', 'one\ntwo\n')
    const tool = createEditTool()
    await call(tool, { path: 'a.txt', old_str: 'one', new_str: '1' })
    const second = await call(tool, change('a.txt', 'two', '2'))
    await expectEdited(second, 'a.txt', '1\n2\n')
  })

  it('refuses 2 matches and applies replace_all', async () => {
    await seed('a.txt', 'x\ny\nx\n')
    const tool = createEditTool()
    const refused = await call(tool, change('a.txt', 'x', 'z'))
    expect(refused.isError).toBe(true)
    expect(refused.output).toMatch(
      /^Found 2 matches of old_str in a\.txt at lines \[1, 3\]/
    )
    expect(await text('a.txt')).toBe('x\ny\nx\n')
    const done = await call(tool, {
      path: 'a.txt',
      old_str: 'x',
      new_str: 'z',
      replace_all: true
    })
    expect(done.output).toMatch(/^edited a\.txt: 2 replacements\n/)
    await expectEdited(done, 'a.txt', 'z\ny\nz\n')
  })

  it('keeps a CRLF file CRLF and other bytes untouched', async () => {
    const original = Buffer.from('keep \r\nfirst\r\nsecond\r\nlast\t\r\n')
    await seed('w.txt', original)
    const result = await edit({
      path: 'w.txt',
      old_str: 'first\nsecond\n',
      new_str: 'one\ntwo\n'
    })
    expect(result.isError).toBe(false)
    expect(await readFile(abs('w.txt'))).toEqual(
      Buffer.from('keep \r\none\r\ntwo\r\nlast\t\r\n')
    )
  })

  it('keeps the BOM', async () => {
    await seed('b.txt', Buffer.from('\uFEFFhello\nworld\n'))
    const result = await edit({
      path: 'b.txt',
      old_str: 'hello',
      new_str: 'bye'
    })
    expect(result.isError).toBe(false)
    const bytes = await readFile(abs('b.txt'))
    expect(bytes).toEqual(
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('bye\nworld\n')
      ])
    )
    expect(result.output).toContain('1\tbye')
  })

  it('creates a new file from an empty old_str and records it', async () => {
    const tool = createEditTool()
    const result = await call(
      tool,
      change('new/dir/f.txt', '', 'hello\nthere\n')
    )
    expect(result.output).toBe('created new/dir/f.txt (2 lines, 12 bytes)')
    expect(result.details).toMatchObject({
      path: 'new/dir/f.txt',
      created: true
    })
    await expectEdited(result, 'new/dir/f.txt', 'hello\nthere\n')
    const next = await call(tool, change('new/dir/f.txt', 'there', 'world'))
    await expectEdited(next, 'new/dir/f.txt', 'hello\nworld\n')
  })

  it('notes the 3rd failed edit in a row and resets on success', async () => {
    await seed('a.txt', 'abc\n')
    const tool = createEditTool()
    const bad = { path: 'a.txt', old_str: 'zzz', new_str: 'y' }
    const first = await call(tool, bad)
    const second = await call(tool, bad)
    const third = await call(tool, bad)
    expect(first.output).not.toMatch(/in a row/)
    expect(second.output).not.toMatch(/in a row/)
    expect(third.output).toMatch(
      /\nThis is the 3rd failed edit of a\.txt in a row: read the file again before editing\.$/
    )
    const other = await createEditTool().run(bad, context)
    expect(other.output).not.toMatch(/in a row/)
    await call(tool, { path: 'a.txt', old_str: 'abc', new_str: 'abd' })
    const after = await call(tool, bad)
    expect(after.output).not.toMatch(/in a row/)
  })

  it('reverts a breaking edit in block mode', async () => {
    const original = Buffer.from('const a = 1\nconst b = 2\n')
    await seed('m.js', original)
    const tool = createEditTool({ blockOnSyntaxError: true })
    const result = await tool.run(
      { path: 'm.js', old_str: 'const b = 2', new_str: 'const b = {' },
      context
    )
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(
      /^edit of m\.js reverted, the file is unchanged: syntax check failed:/
    )
    expect(await readFile(abs('m.js'))).toEqual(original)
    const next = await call(tool, change('m.js', 'const b = 2', 'const b = 3'))
    expect(next.isError).toBe(false)
    expect(next.output).toMatch(/syntax check: ok$/)
  })

  it('checks JSON and shell files', async () => {
    await seed('c.json', '{"a": 1}\n')
    await seed('s.sh', 'echo hi\n')
    const tool = createEditTool()
    const json = await tool.run(
      { path: 'c.json', old_str: '1}', new_str: '1,}' },
      context
    )
    expect(json.output).toMatch(/\nsyntax check failed: /)
    const shell = await call(
      tool,
      change('s.sh', 'echo hi', 'if true; then echo hi')
    )
    expect(shell.output).toMatch(/\nsyntax check failed: s\.sh: line \d+/)
  })

  it('checks Python files when python3 is there, without writing .pyc', async () => {
    await seed('p.py', 'x = 1\n')
    const result = await edit({
      path: 'p.py',
      old_str: 'x = 1',
      new_str: 'x = (1'
    })
    expect(result.isError).toBe(false)
    if (await hasPython()) {
      expect(result.output).toMatch(/\nsyntax check failed: .*p\.py/)
      expect(result.output).not.toMatch(/Traceback/)
    } else {
      expect(result.output).not.toMatch(/syntax check/)
    }
    await expect(readFile(abs('__pycache__'))).rejects.toThrow()
  })
})
