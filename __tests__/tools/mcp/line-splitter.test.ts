import { describe, expect, it } from '@jest/globals'
import {
  LineSplitter,
  MAX_LINE_BYTES,
  type SplitItem
} from '../../../src/tools/mcp/line-splitter.js'

/*
 * The MCP stdout splitter (src/tools/mcp/line-splitter.ts): lines out of
 * chunks cut anywhere, and a cap on the partial line that drops an
 * over-long one at once and keeps no more than the cap while the rest of
 * it streams past.
 */

/** Feeds `bytes` in chunks of `size` and collects every item. */
function feed(splitter: LineSplitter, bytes: Buffer, size: number) {
  const items: SplitItem[] = []
  for (let at = 0; at < bytes.length; at += size)
    items.push(...splitter.push(bytes.subarray(at, at + size)))
  return items
}

const lines = (...texts: string[]): SplitItem[] =>
  texts.map((text) => ({ kind: 'line', text }))

describe('MCP line splitter', () => {
  it('gives the same lines whatever the chunk size, multi-byte UTF-8 included', () => {
    const texts = ['{"a":"é"}', '{"b":"日本語"}', '', '{"c":"🙂 ok"}']
    const bytes = Buffer.from(texts.map((text) => `${text}\n`).join(''))
    for (let size = 1; size <= bytes.length; size++) {
      expect(feed(new LineSplitter(), bytes, size)).toEqual(lines(...texts))
    }
  })

  it('takes CRLF as the SDK did, and keeps a partial line for the next chunk', () => {
    const splitter = new LineSplitter()
    expect(splitter.push(Buffer.from('{"a":1}\r\n{"b"'))).toEqual(
      lines('{"a":1}')
    )
    expect(splitter.buffered).toBe(4)
    expect(splitter.push(Buffer.from(':2}\r'))).toEqual([])
    expect(splitter.push(Buffer.from('\n'))).toEqual(lines('{"b":2}'))
    expect(splitter.buffered).toBe(0)
  })

  it('passes a line of exactly the cap, in one chunk or many', () => {
    const line = 'x'.repeat(64)
    for (const size of [1, 7, 64, 65]) {
      const splitter = new LineSplitter(64)
      expect(feed(splitter, Buffer.from(`${line}\n`), size)).toEqual(
        lines(line)
      )
    }
  })

  it('drops a line one byte over the cap, once, and parses the next', () => {
    for (const size of [1, 7, 65, 200]) {
      const splitter = new LineSplitter(64)
      const bytes = Buffer.from(`${'y'.repeat(65)}\n{"next":true}\n`)
      expect(feed(splitter, bytes, size)).toEqual([
        { kind: 'over-long', maxBytes: 64 },
        ...lines('{"next":true}')
      ])
    }
  })

  it('reports an over-long line as soon as it passes the cap, before it ends', () => {
    const splitter = new LineSplitter(64)
    expect(splitter.push(Buffer.alloc(64, 'z'))).toEqual([])
    expect(splitter.push(Buffer.from('z'))).toEqual([
      { kind: 'over-long', maxBytes: 64 }
    ])
    expect(splitter.buffered).toBe(0)
    expect(splitter.push(Buffer.alloc(1000, 'z'))).toEqual([])
    expect(splitter.push(Buffer.from('zz\nok\n'))).toEqual(lines('ok'))
  })

  it('holds at most the cap while a 24 MiB line streams in 64 KiB chunks', () => {
    const splitter = new LineSplitter()
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const items: SplitItem[] = []
    let most = 0
    for (let sent = 0; sent < 24 * 2 ** 20; sent += chunk.length) {
      items.push(...splitter.push(chunk))
      most = Math.max(most, splitter.buffered)
    }
    items.push(...splitter.push(Buffer.from('\n{"id":2}\n')))
    expect(MAX_LINE_BYTES).toBe(4 * 2 ** 20)
    expect(most).toBeLessThanOrEqual(MAX_LINE_BYTES)
    expect(most).toBeGreaterThan(MAX_LINE_BYTES - chunk.length)
    expect(items).toEqual([
      { kind: 'over-long', maxBytes: MAX_LINE_BYTES },
      ...lines('{"id":2}')
    ])
  })

  it('clear drops the partial line and the skipping of an over-long one', () => {
    const splitter = new LineSplitter(8)
    splitter.push(Buffer.from('123456789'))
    splitter.clear()
    expect(splitter.push(Buffer.from('ok\n'))).toEqual(lines('ok'))
    splitter.push(Buffer.from('abc'))
    splitter.clear()
    expect(splitter.push(Buffer.from('def\n'))).toEqual(lines('def'))
  })
})
