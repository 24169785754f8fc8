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

  it('refuses a no-op edit', () => {
    expect(expectError(applyEdit('abc', 'b', 'b', false))).toMatch(/identical/)
  })

  it('refuses an empty old_str on a non-empty file but fills an empty one', () => {
    expect(expectError(applyEdit('abc', '', 'x', false, 'f.txt'))).toMatch(
      /old_str is empty but f\.txt already exists.*use write/
    )
    expect(expectOk(applyEdit('', '', 'x\ny\n', false)).text).toBe('x\ny\n')
    expect(expectOk(applyEdit('\uFEFF', '', 'x', false)).text).toBe('\uFEFFx')
  })

  it('matches an LF needle in a CRLF file and writes CRLF', () => {
    const original = 'one\r\ntwo\r\nthree\r\n'
    const result = expectOk(applyEdit(original, 'two\n', 'TWO\n2\n', false))
    expect(result.text).toBe('one\r\nTWO\r\n2\r\nthree\r\n')
    expect(result.level).toBe('exact')
  })

  it('converts CRLF in new_str to LF in an LF file', () => {
    const result = expectOk(applyEdit('a\nb\n', 'a\r\nb', 'c\r\nd', false))
    expect(result.text).toBe('c\nd\n')
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

  it('ignores trailing whitespace and keeps other bytes', () => {
    const original = 'keep  \nfoo(a)   \n\tbar(b)\t\nkeep2 \t\n'
    const result = expectOk(
      applyEdit(original, 'foo(a)\n\tbar(b)', 'foo(x)\n\tbar(y)', false)
    )
    expect(result.level).toBe('trailing-whitespace')
    expect(result.text).toBe('keep  \nfoo(x)\n\tbar(y)\nkeep2 \t\n')
  })

  it('tolerates trailing whitespace in the needle', () => {
    const result = expectOk(applyEdit('a\nb\nc\n', 'b  \nc\t', 'B\nC', false))
    expect(result.level).toBe('trailing-whitespace')
    expect(result.text).toBe('a\nB\nC\n')
  })

  it('matches a needle starting with a newline in a CRLF file', () => {
    const original = 'a  \r\nb\r\nc\r\n'
    const result = expectOk(applyEdit(original, 'a\nb', 'A\nB', false))
    expect(result.text).toBe('A\r\nB\r\nc\r\n')
  })

  it('matches smart quotes, dashes and NBSP and inserts new_str as given', () => {
    const original =
      'say(\u201Chello\u201D) \u2014 it\u2019s\u00A0fine\nother \u201Cq\u201D\n'
    const result = expectOk(
      applyEdit(original, 'say("hello") - it\'s fine', 'say("hi")', false)
    )
    expect(result.level).toBe('unicode')
    expect(result.text).toBe('say("hi")\nother \u201Cq\u201D\n')
  })

  it('matches ASCII in the file from a smart-quoted needle', () => {
    const result = expectOk(
      applyEdit("x = 'a'\n", 'x = \u2018a\u2019', 'x = \u2018b\u2019', false)
    )
    expect(result.level).toBe('unicode')
    expect(result.text).toBe('x = \u2018b\u2019\n')
  })

  it('folds compatibility characters and ellipses (NFKC)', () => {
    const result = expectOk(
      applyEdit('the \uFB01le\u2026 done\n', 'file...', 'FILE', false)
    )
    expect(result.text).toBe('the FILE done\n')
    expect(result.level).toBe('unicode')
  })

  it('does not match part of one original character', () => {
    const error = expectError(applyEdit('wait\u2026\n', 'wait..', 'x', false))
    expect(error).toMatch(/not found/)
  })

  it('handles astral characters next to a unicode-level match', () => {
    const original = '\u{1F600}\u201Cq\u201D\u{1F600}\n'
    const result = expectOk(applyEdit(original, '"q"', "'q'", false))
    expect(result.text).toBe("\u{1F600}'q'\u{1F600}\n")
  })

  it('is unique after normalisation though not found exactly', () => {
    const original = 'const a = 1  \nconst b = 2\nconst a = 1\nconst c = 3\n'
    const result = expectOk(
      applyEdit(original, 'const a = 1\nconst b = 2', 'const z = 0', false)
    )
    expect(result.level).toBe('trailing-whitespace')
    expect(result.text).toBe('const z = 0\nconst a = 1\nconst c = 3\n')
  })

  it('stops at the exact level when it matches once', () => {
    const original = 'x = 1  \nx = 1\n'
    const result = expectOk(applyEdit(original, 'x = 1\n', 'y = 2\n', false))
    expect(result.level).toBe('exact')
    expect(result.text).toBe('x = 1  \ny = 2\n')
  })

  it('counts matches at the first level that finds any', () => {
    const original = 'f(\u201Cx\u201D)\nf(\u201Cx\u201D)\n'
    const error = expectError(applyEdit(original, 'f("x")', 'g()', false))
    expect(error).toMatch(/Found 2 matches .* at lines \[1, 2\]/)
  })

  it('refuses a match that would not change the file', () => {
    const error = expectError(applyEdit('a\u2019b\n', "a'b", 'a\u2019b', false))
    expect(error).toMatch(/would not change/)
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

  it('matches the last line of a file without a final newline when old_str ends with one', async () => {
    await seed('end.js', 'const a = 1\nconst b = 2')
    const result = await createEditTool({ syntaxCheck: false }).run(
      { path: 'end.js', old_str: 'const b = 2\n', new_str: 'const b = 3\n' },
      context
    )
    expect(result.isError).toBe(false)
    expect(await text('end.js')).toBe('const a = 1\nconst b = 3')
  })

  it('says so when old_str carries the line numbers that read shows', async () => {
    await seed('n.txt', 'alpha\nbeta\n')
    const result = await edit({
      path: 'n.txt',
      old_str: '1\talpha\n2\tbeta',
      new_str: 'x'
    })
    expect(result.isError).toBe(true)
    expect(result.output).toContain('line numbers that read shows')
  })

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
    await tool.run({ path: 'a.txt', old_str: 'one', new_str: '1' }, context)
    const second = await tool.run(
      { path: 'a.txt', old_str: 'two', new_str: '2' },
      context
    )
    expect(second.isError).toBe(false)
    expect(await text('a.txt')).toBe('1\n2\n')
  })

  it('reports 0 matches with the closest span and its lines', async () => {
    await seed('a.txt', 'alpha\nbeta gamma delta\nomega\n')
    const result = await edit({
      path: 'a.txt',
      old_str: 'beta gamma delts',
      new_str: 'x'
    })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(
      /^old_str not found in a\.txt\. Closest match at line 2 \(similarity 0\.94\):\nbeta gamma delta$/
    )
    expect(await text('a.txt')).toBe('alpha\nbeta gamma delta\nomega\n')
  })

  it('refuses 2 matches and applies replace_all', async () => {
    await seed('a.txt', 'x\ny\nx\n')
    const tool = createEditTool()
    const refused = await tool.run(
      { path: 'a.txt', old_str: 'x', new_str: 'z' },
      context
    )
    expect(refused.isError).toBe(true)
    expect(refused.output).toMatch(
      /^Found 2 matches of old_str in a\.txt at lines \[1, 3\]/
    )
    expect(await text('a.txt')).toBe('x\ny\nx\n')
    const done = await tool.run(
      { path: 'a.txt', old_str: 'x', new_str: 'z', replace_all: true },
      context
    )
    expect(done.isError).toBe(false)
    expect(done.output).toMatch(/^edited a\.txt: 2 replacements\n/)
    expect(await text('a.txt')).toBe('z\ny\nz\n')
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

  it('says when trailing whitespace was normalised', async () => {
    await seed('t.txt', 'a  \nb\t\nc\n')
    const result = await edit({
      path: 't.txt',
      old_str: 'a\nb\n',
      new_str: 'A\nB\n'
    })
    expect(result.output).toMatch(
      /^edited t\.txt: 1 replacement \(matched after normalising trailing whitespace\)/
    )
    expect(result.details).toMatchObject({ level: 'trailing-whitespace' })
    expect(await text('t.txt')).toBe('A\nB\nc\n')
  })

  it('says when unicode punctuation was normalised', async () => {
    await seed('q.md', 'He said \u201Cyes\u201D.\n')
    const result = await edit({
      path: 'q.md',
      old_str: 'said "yes"',
      new_str: 'said "no"'
    })
    expect(result.output).toMatch(
      /\(matched after normalising unicode punctuation\)/
    )
    expect(await text('q.md')).toBe('He said "no".\n')
  })

  it('refuses a no-op edit', async () => {
    await seed('a.txt', 'abc\n')
    const result = await edit({ path: 'a.txt', old_str: 'abc', new_str: 'abc' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/identical/)
  })

  it('refuses an empty old_str on an existing file', async () => {
    await seed('a.txt', 'abc\n')
    const result = await edit({ path: 'a.txt', old_str: '', new_str: 'x' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/old_str is empty but a\.txt already exists/)
    expect(await text('a.txt')).toBe('abc\n')
  })

  it('refuses a file that was never read', async () => {
    await seed('a.txt', 'abc\n', false)
    const result = await edit({ path: 'a.txt', old_str: 'abc', new_str: 'x' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/read a\.txt before editing it/)
    expect(await text('a.txt')).toBe('abc\n')
  })

  it('refuses a file modified after the read', async () => {
    await seed('a.txt', 'abc\n')
    await writeFile(abs('a.txt'), 'abd\n')
    const result = await edit({ path: 'a.txt', old_str: 'abd', new_str: 'x' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/a\.txt changed since you last read it/)
    expect(await text('a.txt')).toBe('abd\n')
  })

  it('forgives a touched file with the same bytes', async () => {
    await seed('a.txt', 'abc\n')
    await utimes(abs('a.txt'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    const result = await edit({ path: 'a.txt', old_str: 'abc', new_str: 'x' })
    expect(result.isError).toBe(false)
  })

  it('creates a new file from an empty old_str and records it', async () => {
    const tool = createEditTool()
    const result = await tool.run(
      { path: 'new/dir/f.txt', old_str: '', new_str: 'hello\nthere\n' },
      context
    )
    expect(result.isError).toBe(false)
    expect(result.output).toBe('created new/dir/f.txt (2 lines, 12 bytes)')
    expect(result.details).toMatchObject({
      path: 'new/dir/f.txt',
      created: true
    })
    expect(await text('new/dir/f.txt')).toBe('hello\nthere\n')
    const next = await tool.run(
      { path: 'new/dir/f.txt', old_str: 'there', new_str: 'world' },
      context
    )
    expect(next.isError).toBe(false)
    expect(await text('new/dir/f.txt')).toBe('hello\nworld\n')
  })

  it('caps created files at 1 MiB', async () => {
    const result = await edit({
      path: 'big.txt',
      old_str: '',
      new_str: 'x'.repeat(1024 * 1024 + 1)
    })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/capped at 1048576 bytes/)
  })

  it('refuses a missing file with a non-empty old_str', async () => {
    const result = await edit({ path: 'nope.txt', old_str: 'a', new_str: 'b' })
    expect(result.isError).toBe(true)
    expect(result.output).toBe(
      'nope.txt: file not found; to create it, call edit with an empty old_str or use write'
    )
  })

  it('refuses a directory', async () => {
    await mkdir(abs('dir'))
    const result = await edit({ path: 'dir', old_str: 'a', new_str: 'b' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/dir is not a regular file/)
  })

  it('refuses a file that is not UTF-8', async () => {
    await seed('bin.dat', Buffer.from([0x61, 0xff, 0xfe, 0x62]))
    const result = await edit({ path: 'bin.dat', old_str: 'a', new_str: 'b' })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/not valid UTF-8/)
  })

  it('notes the 3rd failed edit in a row and resets on success', async () => {
    await seed('a.txt', 'abc\n')
    const tool = createEditTool()
    const bad = { path: 'a.txt', old_str: 'zzz', new_str: 'y' }
    const first = await tool.run(bad, context)
    const second = await tool.run(bad, context)
    const third = await tool.run(bad, context)
    expect(first.output).not.toMatch(/in a row/)
    expect(second.output).not.toMatch(/in a row/)
    expect(third.output).toMatch(
      /\nThis is the 3rd failed edit of a\.txt in a row: read the file again before editing\.$/
    )
    const other = await createEditTool().run(bad, context)
    expect(other.output).not.toMatch(/in a row/)
    await tool.run({ path: 'a.txt', old_str: 'abc', new_str: 'abd' }, context)
    const after = await tool.run(bad, context)
    expect(after.output).not.toMatch(/in a row/)
  })

  it('warns about broken JS but keeps the edit', async () => {
    await seed('m.js', 'const a = 1\n')
    const result = await edit({
      path: 'm.js',
      old_str: 'const a = 1',
      new_str: 'const a = (1'
    })
    expect(result.isError).toBe(false)
    expect(result.output).toMatch(/\nsyntax check failed: m\.js:\d+\n/)
    expect(result.output).toMatch(/SyntaxError/)
    expect(await text('m.js')).toBe('const a = (1\n')
  })

  it('catches a broken ES module in a .js file', async () => {
    await seed('e.js', 'import fs from "node:fs"\nexport const a = 1\n')
    const result = await edit({
      path: 'e.js',
      old_str: 'a = 1',
      new_str: 'a = '
    })
    expect(result.output).toMatch(/\nsyntax check failed: e\.js:\d+\n/)
  })

  it('accepts a CommonJS .js file with a top-level return', async () => {
    await seed('c.js', '#!/usr/bin/env node\nconst a = 1\nreturn a\n')
    const result = await edit({
      path: 'c.js',
      old_str: 'a = 1',
      new_str: 'a = 2'
    })
    expect(result.output).toMatch(/\nsyntax check: ok$/)
  })

  it('says syntax check: ok for valid JS', async () => {
    await seed('m.mjs', 'export const a = 1\n')
    const result = await edit({ path: 'm.mjs', old_str: '= 1', new_str: '= 2' })
    expect(result.output).toMatch(/\nsyntax check: ok$/)
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
    const next = await tool.run(
      { path: 'm.js', old_str: 'const b = 2', new_str: 'const b = 3' },
      context
    )
    expect(next.isError).toBe(false)
    expect(next.output).toMatch(/syntax check: ok$/)
  })

  it('keeps an edit of an already broken file in block mode', async () => {
    await seed('m.js', 'const a = (\nconst b = 2\n')
    const result = await createEditTool({ blockOnSyntaxError: true }).run(
      { path: 'm.js', old_str: 'const b = 2', new_str: 'const b = 3' },
      context
    )
    expect(result.isError).toBe(false)
    expect(result.output).toMatch(/failed this check before the edit too/)
    expect(await text('m.js')).toBe('const a = (\nconst b = 3\n')
  })

  it('does not create a broken file in block mode', async () => {
    const result = await createEditTool({ blockOnSyntaxError: true }).run(
      { path: 'c.json', old_str: '', new_str: '{"a": }' },
      context
    )
    expect(result.isError).toBe(true)
    await expect(readFile(abs('c.json'))).rejects.toThrow()
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
    const shell = await tool.run(
      { path: 's.sh', old_str: 'echo hi', new_str: 'if true; then echo hi' },
      context
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

  it('skips the syntax check when turned off', async () => {
    await seed('m.js', 'const a = 1\n')
    const result = await createEditTool({ syntaxCheck: false }).run(
      { path: 'm.js', old_str: '= 1', new_str: '= (' },
      context
    )
    expect(result.isError).toBe(false)
    expect(result.output).not.toMatch(/syntax check/)
  })

  it('refuses a path outside the workspace', async () => {
    await writeFile(path.join(root, 'outside.txt'), 'x\n')
    const result = await edit({
      path: '../outside.txt',
      old_str: 'x',
      new_str: 'y'
    })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/outside the repository/)
    expect(await readFile(path.join(root, 'outside.txt'), 'utf8')).toBe('x\n')
  })

  it('refuses anything under .git/', async () => {
    const result = await edit({
      path: '.git/info/exclude',
      old_str: '',
      new_str: 'x'
    })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/inside \.git\//)
    await expect(readFile(abs('.git/info/exclude'))).rejects.toThrow()
  })
})
