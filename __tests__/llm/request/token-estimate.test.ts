import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base'
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base'
import { toJsonSchema } from '../../../src/agent/runner/tool-definitions.js'
import {
  estimateRequestTokens,
  estimateTokens
} from '../../../src/llm/request/token-estimate.js'
import type { ChatMessage, ToolDefinition } from '../../../src/llm/types.js'
import { createToolSet } from '../../../src/tools/registry.js'

// The estimate against the real encoders (docs/loop.md §7.2): never fewer
// tokens than o200k_base or cl100k_base count, for every sample, and not
// wastefully more. The ratios asserted here are the ones the docs quote.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** The larger of the two encoders' counts: what a server may charge. */
function real(text: string): number {
  const options = { allowedSpecial: 'all' as const }
  return Math.max(o200k(text, options).length, cl100k(text, options).length)
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

/** A seeded generator, so the generated samples are the same every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

function generated(): { kind: string; name: string; text: string }[] {
  const rnd = random(1)
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(rnd() * items.length)]
  const times = (count: number, make: () => string, join = ''): string =>
    Array.from({ length: count }, make).join(join)
  const codePoint = (from: number, to: number): string =>
    String.fromCodePoint(from + Math.floor(rnd() * (to - from + 1)))
  const hex = (bytes: number): string =>
    times(bytes, () =>
      Math.floor(rnd() * 256)
        .toString(16)
        .padStart(2, '0')
    )
  const bytes = (count: number): Buffer =>
    Buffer.from(Array.from({ length: count }, () => Math.floor(rnd() * 256)))
  const emoji = [
    '😀',
    '🎉',
    '👍🏽',
    '👨‍👩‍👧‍👦',
    '🏳️‍🌈',
    '🚀',
    '❤️',
    '🇩🇪',
    '🤖',
    '✅',
    '⚠️'
  ]
  const sample = (kind: string, name: string, text: string) => ({
    kind,
    name,
    text
  })
  return [
    sample(
      'non-ascii',
      'Chinese',
      '这是一个用于测试的中文句子，包含常见的汉字和标点符号。我们希望估计的令牌数量不会少于真实的数量。'.repeat(
        40
      )
    ),
    sample(
      'non-ascii',
      'Japanese',
      'これはテストのための日本語の文章です。カタカナとひらがなと漢字が混ざっています。'.repeat(
        40
      )
    ),
    sample(
      'non-ascii',
      'Korean',
      '이것은 토큰 추정기를 시험하기 위한 한국어 문장입니다. '.repeat(60)
    ),
    sample(
      'non-ascii',
      'Russian',
      'Функция возвращает список файлов, которые изменились после последней проверки. '.repeat(
        40
      )
    ),
    sample(
      'non-ascii',
      'Greek',
      'Η συνάρτηση επιστρέφει τη λίστα των αρχείων που άλλαξαν. '.repeat(40)
    ),
    sample(
      'non-ascii',
      'accents',
      'Ça coûte très cher: naïve façade, Größe, smørrebrød. '.repeat(40)
    ),
    sample(
      'non-ascii',
      'random CJK',
      times(3000, () => codePoint(0x4e00, 0x9fff))
    ),
    sample(
      'non-ascii',
      'random Hangul',
      times(3000, () => codePoint(0xac00, 0xd7a3))
    ),
    sample(
      'non-ascii',
      'random two-byte',
      times(4000, () => (rnd() < 0.15 ? ' ' : codePoint(0x100, 0x5ff)))
    ),
    sample(
      'non-ascii',
      'random three-byte',
      times(3000, () => (rnd() < 0.1 ? ' ' : codePoint(0x800, 0xcfff)))
    ),
    sample(
      'emoji',
      'emoji',
      times(1500, () => pick(emoji))
    ),
    sample(
      'emoji',
      'emoji in text',
      times(400, () => `done ${pick(emoji)} ok`, ' ')
    ),
    sample('hex', 'hex', hex(6000)),
    sample(
      'hex',
      'hex lines',
      times(200, () => hex(20), '\n')
    ),
    sample('hex', 'HEX', hex(4000).toUpperCase()),
    sample('hex', 'base64', bytes(9000).toString('base64')),
    sample(
      'hex',
      'base64url lines',
      times(150, () => bytes(48).toString('base64url'), '\n')
    ),
    sample(
      'hex',
      'base32',
      times(5000, () => pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567']))
    ),
    sample(
      'numbers',
      'numbers',
      times(2000, () => String(Math.floor(rnd() * 1e9) / 100), ', ')
    ),
    sample(
      'numbers',
      'number table',
      times(
        300,
        () => `${Math.floor(rnd() * 1e4)}\t${(rnd() * 1000).toFixed(3)}`,
        '\n'
      )
    ),
    sample(
      'numbers',
      'floats as JSON',
      JSON.stringify(
        times(1500, () => `${rnd()},`)
          .split(',')
          .slice(0, -1)
          .map(Number)
      )
    ),
    sample(
      'random',
      'printable ASCII',
      times(6000, () => String.fromCharCode(33 + Math.floor(rnd() * 94)))
    ),
    sample(
      'random',
      'lowercase letters',
      times(6000, () => String.fromCharCode(97 + Math.floor(rnd() * 26)))
    ),
    sample(
      'random',
      'marks and spaces',
      times(
        3000,
        () =>
          pick([...'{}[]()<>;:,.!?@#$%^&*-_=+|\\/~`\'"']) +
          (rnd() < 0.5 ? ' ' : '')
      )
    ),
    sample(
      'random',
      'whitespace',
      times(
        500,
        () =>
          ' '.repeat(Math.floor(rnd() * 40)) +
          '\n'.repeat(1 + Math.floor(rnd() * 3)) +
          '\t'.repeat(Math.floor(rnd() * 3)),
        'x'
      )
    )
  ]
}

function corpus(): { kind: string; name: string; text: string }[] {
  const code = files(path.join(ROOT, 'src')).map((file) => ({
    kind: 'code',
    name: path.relative(ROOT, file),
    text: readFileSync(file, 'utf8')
  }))
  const json = [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'examples/demo/session.jsonl',
    ...readdirSync(path.join(ROOT, '__fixtures__/sse')).map(
      (name) => `__fixtures__/sse/${name}`
    )
  ].map((name) => ({
    kind: 'json',
    name,
    text: readFileSync(path.join(ROOT, name), 'utf8')
  }))
  const prose = [
    'README.md',
    'SECURITY.md',
    'docs/loop.md',
    'docs/contract.md'
  ].map((name) => ({
    kind: 'prose',
    name,
    text: readFileSync(path.join(ROOT, name), 'utf8')
  }))
  return [...code, ...json, ...prose, ...generated()]
}

/** Highest aggregate ratio (estimate / real) allowed per kind of text. */
const MAX_RATIO: Record<string, number> = {
  code: 1.6,
  json: 1.6,
  prose: 1.6,
  hex: 1.6,
  numbers: 1.3,
  random: 1.6,
  emoji: 1.6,
  'non-ascii': 2.2
}

describe('estimateTokens', () => {
  const samples = corpus()
  const measured = samples.map((sample) => ({
    ...sample,
    estimate: estimateTokens(sample.text),
    real: real(sample.text)
  }))

  it('never counts fewer tokens than o200k_base or cl100k_base', () => {
    const under = measured
      .filter((sample) => sample.estimate < sample.real)
      .map((sample) => `${sample.name}: ${sample.estimate} < ${sample.real}`)
    expect(under).toEqual([])
    expect(
      measured.filter((sample) => sample.kind === 'code').length
    ).toBeGreaterThan(100)
  })

  it('over-counts by at most the ratios docs/loop.md states', () => {
    const ratios: Record<string, number> = {}
    for (const kind of Object.keys(MAX_RATIO)) {
      const of = measured.filter((sample) => sample.kind === kind)
      const estimate = of.reduce((sum, sample) => sum + sample.estimate, 0)
      const counted = of.reduce((sum, sample) => sum + sample.real, 0)
      ratios[kind] = Math.round((estimate / counted) * 100) / 100
    }
    const over = Object.entries(ratios).filter(
      ([kind, ratio]) => ratio > MAX_RATIO[kind]
    )
    expect(over).toEqual([])
    // Code in particular stays close: no source file above 2x.
    const worst = Math.max(
      ...measured
        .filter((sample) => sample.kind === 'code' && sample.real > 200)
        .map((sample) => sample.estimate / sample.real)
    )
    expect(worst).toBeLessThan(2)
  })
})

describe('estimateRequestTokens', () => {
  const tools: ToolDefinition[] = createToolSet({
    mayEdit: true,
    bash: null,
    gitWorkTree: null
  }).map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: toJsonSchema(tool.schema)
  }))
  const source = readFileSync(path.join(ROOT, 'src/agent/loop/loop.ts'), 'utf8')
  const messages: ChatMessage[] = [
    { role: 'system', content: 'You are a careful software engineer.' },
    {
      role: 'user',
      content: 'Fix the failing test in src/agent/loop/loop.ts.'
    },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_Xk3pQ9zLmN0aB7cD1eF2gH4i',
          name: 'read',
          arguments: '{"path":"src/agent/loop/loop.ts","offset":1}'
        }
      ]
    },
    {
      role: 'tool',
      tool_call_id: 'call_Xk3pQ9zLmN0aB7cD1eF2gH4i',
      content: source
    },
    { role: 'assistant', content: 'The loop never throws. 完成 ✅' }
  ]

  /** What a server counts: the chat framing, the calls, the schemas as JSON. */
  function served(pretty: boolean): number {
    let tokens = 3
    for (const message of messages) {
      tokens += 4 + real(message.role) + real(message.content ?? '')
      if (message.role === 'assistant')
        for (const call of message.tool_calls ?? [])
          tokens += real(
            JSON.stringify({ id: call.id, type: 'function', function: call })
          )
    }
    const wire = tools.map((tool) => ({ type: 'function', function: tool }))
    return tokens + real(JSON.stringify(wire, null, pretty ? 2 : undefined))
  }

  it('covers the framing, the calls and the tool schemas as served', () => {
    const estimate = estimateRequestTokens({ messages, tools })
    expect(estimate).toBeGreaterThanOrEqual(served(false))
    expect(estimate).toBeGreaterThanOrEqual(served(true))
    expect(estimate / served(false)).toBeLessThan(1.6)
  })

  it('counts a message again when its content changed', () => {
    const message: ChatMessage = { role: 'user', content: 'short' }
    const before = estimateRequestTokens({ messages: [message] })
    message.content = 'a much longer message than before, with more words'
    expect(estimateRequestTokens({ messages: [message] })).toBeGreaterThan(
      before
    )
  })
})
