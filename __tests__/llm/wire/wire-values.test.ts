import { describe, expect, it } from '@jest/globals'
import { contentText, toUsage } from '../../../src/llm/wire/wire-values.js'

describe('contentText', () => {
  it.each([
    ['a string as it is', 'Fixed.', 'Fixed.'],
    [
      'text parts joined, thinking parts left out',
      [
        { type: 'thinking', thinking: [{ type: 'text', text: 'hmm' }] },
        { type: 'text', text: '2 + 2' },
        { type: 'text', text: ' = 4' }
      ],
      '2 + 2 = 4'
    ],
    ['bare strings in an array', ['a', 'b'], 'ab'],
    [
      'parts of other types, or without text, are not the answer',
      [{ type: 'image_url', image_url: 'x' }, { type: 'text' }, null, 3],
      ''
    ],
    ['null', null, ''],
    ['an object', { type: 'text', text: 'x' }, '']
  ])('%s', (_label, content, text) => {
    expect(contentText(content)).toBe(text)
  })
})

describe('toUsage: reasoning tokens', () => {
  it('counted once when completion_tokens already holds them (OpenAI: the total says so)', () => {
    expect(
      toUsage({
        prompt_tokens: 100,
        completion_tokens: 300,
        total_tokens: 400,
        completion_tokens_details: { reasoning_tokens: 256 }
      })
    ).toEqual({ promptTokens: 100, completionTokens: 300, totalTokens: 400 })
  })

  it('counted once without a total (nothing says they are outside)', () => {
    expect(
      toUsage({
        prompt_tokens: 100,
        completion_tokens: 300,
        completion_tokens_details: { reasoning_tokens: 256 }
      })
    ).toEqual({ promptTokens: 100, completionTokens: 300, totalTokens: 400 })
  })

  it('added to the output when the total holds them on top (xAI)', () => {
    expect(
      toUsage({
        prompt_tokens: 15,
        completion_tokens: 2,
        total_tokens: 357,
        completion_tokens_details: { reasoning_tokens: 340 }
      })
    ).toEqual({ promptTokens: 15, completionTokens: 342, totalTokens: 357 })
  })

  it('ignores a reasoning count that is not a number', () => {
    expect(
      toUsage({
        prompt_tokens: 1,
        completion_tokens: 2,
        total_tokens: 3,
        completion_tokens_details: { reasoning_tokens: '9' }
      })
    ).toEqual({ promptTokens: 1, completionTokens: 2, totalTokens: 3 })
  })
})
