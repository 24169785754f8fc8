import { describe, expect, it } from '@jest/globals'
import { estimateTokens } from '../../../src/llm/request/token-estimate.js'
import {
  allocateBudgets,
  byteLength,
  capOutput,
  capOutputToTokens,
  takeBytesAtCharBoundary,
  takeLastBytesAtCharBoundary
} from '../../../src/tools/output/truncate.js'

const lines = (count: number, width = 10): string =>
  Array.from(
    { length: count },
    (_, index) => `${String(index + 1).padStart(width, '0')}\n`
  ).join('')

describe('UTF-8-safe cuts', () => {
  it('never splits a multibyte character at the head', () => {
    const text = 'aé🚀中'.repeat(100)
    for (let max = 0; max < 40; max += 1) {
      const head = takeBytesAtCharBoundary(text, max)
      expect(byteLength(head)).toBeLessThanOrEqual(max)
      expect(text.startsWith(head)).toBe(true)
      expect(head).not.toMatch(/\uFFFD/)
      expect(Buffer.from(head, 'utf8').toString('utf8')).toBe(head)
    }
  })

  it('never splits a multibyte character at the tail', () => {
    const text = '中🚀é'.repeat(50)
    for (let max = 0; max < 40; max += 1) {
      const tail = takeLastBytesAtCharBoundary(text, max)
      expect(byteLength(tail)).toBeLessThanOrEqual(max)
      expect(text.endsWith(tail)).toBe(true)
      expect(tail.charCodeAt(0) >= 0xdc00 && tail.charCodeAt(0) <= 0xdfff).toBe(
        false
      )
    }
  })
})

describe('capOutput', () => {
  it('returns input exactly at the limits unchanged', () => {
    const text = 'x'.repeat(100)
    expect(
      capOutput(text, { maxBytes: 100, maxLines: 1, mode: 'head' })
    ).toEqual({
      text,
      truncated: false,
      totalLines: 1,
      totalBytes: 100
    })
    const ten = lines(10)
    expect(
      capOutput(ten, { maxBytes: 1000, maxLines: 10, mode: 'headtail' })
        .truncated
    ).toBe(false)
  })

  it('head mode cuts by lines and says how to continue', () => {
    const result = capOutput(lines(1000), {
      maxBytes: 100_000,
      maxLines: 400,
      mode: 'head',
      continuation: (shown) => `continue with offset=${shown + 1}`
    })
    expect(result.truncated).toBe(true)
    expect(result.text.split('\n')[399]).toBe('0000000400')
    expect(result.text).toContain('showing 400 of 1000 lines')
    expect(result.text).toContain('continue with offset=401')
  })

  it('head mode cuts a single 100 KB line within the byte cap', () => {
    const result = capOutput('y'.repeat(100_000), {
      maxBytes: 16_384,
      maxLines: 400,
      mode: 'head'
    })
    expect(result.truncated).toBe(true)
    expect(byteLength(result.text)).toBeLessThanOrEqual(16_384)
    expect(result.totalBytes).toBe(100_000)
  })

  it('head mode does not count a line cut by the byte cap as shown', () => {
    const text = `${'a'.repeat(50)}\n${'b'.repeat(500)}\n`
    const result = capOutput(text, {
      maxBytes: 300,
      maxLines: 400,
      mode: 'head',
      continuation: (shown) => `offset=${shown + 1}`
    })
    expect(result.text).toContain('offset=2')
  })

  it('headtail keeps both ends around a marker with totals and the log path', () => {
    const result = capOutput(lines(10_000), {
      maxBytes: 4096,
      maxLines: 400,
      mode: 'headtail',
      fullOutputPath: '/tmp/out/call_1.log'
    })
    expect(result.truncated).toBe(true)
    expect(
      result.text.startsWith('Total output lines: 10000\n0000000001\n')
    ).toBe(true)
    expect(result.text.trimEnd().endsWith('0000010000')).toBe(true)
    expect(result.text).toMatch(
      /\[\.\.\. omitted \d+ of 10000 lines \(\d+ bytes\); full output: \/tmp\/out\/call_1\.log \.\.\.\]/
    )
    expect(byteLength(result.text)).toBeLessThanOrEqual(4096)
  })

  it('headtail honours totals of an output whose middle was already dropped', () => {
    const result = capOutput('head\n...\ntail\n', {
      maxBytes: 4096,
      maxLines: 400,
      mode: 'headtail',
      totalLines: 5_000_000,
      totalBytes: 30_000_000
    })
    expect(result.truncated).toBe(true)
    expect(result.text).toContain('Total output lines: 5000000')
  })

  it('never truncates twice: a capped result fits and passes through again unchanged', () => {
    const first = capOutput(lines(5000), {
      maxBytes: 2048,
      maxLines: 400,
      mode: 'headtail'
    })
    const second = capOutput(first.text, {
      maxBytes: 2048,
      maxLines: 400,
      mode: 'headtail'
    })
    expect(second.truncated).toBe(false)
    expect(second.text).toBe(first.text)
  })
})

describe('allocateBudgets', () => {
  it('gives everyone the per-result cap when the turn fits', () => {
    expect(allocateBudgets([100, 200], 16_384, 65_536)).toEqual([
      16_384, 16_384
    ])
  })

  it('shrinks the largest results first and keeps small ones whole', () => {
    const budgets = allocateBudgets(
      [1000, 16_384, 16_384, 16_384, 16_384, 16_384],
      16_384,
      65_536
    )
    expect(budgets[0]).toBe(1000)
    expect(budgets.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(65_536)
    const large = budgets.slice(1)
    expect(Math.max(...large) - Math.min(...large)).toBeLessThanOrEqual(1)
  })
})

describe('capOutputToTokens', () => {
  const options = { maxBytes: 6000, maxLines: 400, mode: 'head' as const }

  it('leaves a result within both caps unchanged', () => {
    const text = lines(100)
    expect(capOutputToTokens(text, options, 2000, estimateTokens)).toEqual(
      capOutput(text, options)
    )
  })

  it('cuts a dense result again until its estimate fits, keeping the footer', () => {
    // CJK: 6,000 bytes hold about 2,000 characters and over 5,000 tokens.
    const text = '这是一个用于测试的中文句子。\n'.repeat(400)
    const capped = capOutputToTokens(
      text,
      {
        ...options,
        continuation: (shown) => `continue with offset=${shown + 1}`
      },
      1000,
      estimateTokens
    )
    expect(estimateTokens(capped.text)).toBeLessThanOrEqual(1000)
    expect(capped.truncated).toBe(true)
    expect(capped.text).toMatch(/continue with offset=\d+\]$/)
  })

  it('without a token cap is capOutput', () => {
    const text = lines(1000)
    expect(capOutputToTokens(text, options, undefined, estimateTokens)).toEqual(
      capOutput(text, options)
    )
  })
})
