import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseCsv, parseCsvLine } from '../src/csv.js'

test('plain fields', () => {
  assert.deepEqual(parseCsvLine('a,b,c'), ['a', 'b', 'c'])
})

test('empty fields are kept', () => {
  assert.deepEqual(parseCsvLine('a,,c,'), ['a', '', 'c', ''])
})

test('a quoted field may hold the separator', () => {
  assert.deepEqual(parseCsvLine('"Smith, Jane",42'), ['Smith, Jane', '42'])
})

test('a doubled quote inside a quoted field is one quote', () => {
  assert.deepEqual(parseCsvLine('"a ""quoted"" word",b'), [
    'a "quoted" word',
    'b'
  ])
  assert.deepEqual(parseCsvLine('""""'), ['"'])
})

test('another separator', () => {
  assert.deepEqual(parseCsvLine('x;"y;z"', ';'), ['x', 'y;z'])
})

test('a document, CRLF line ends', () => {
  assert.deepEqual(parseCsv('h1,h2\r\n1,"2"\r\n'), [
    ['h1', 'h2'],
    ['1', '2']
  ])
})
