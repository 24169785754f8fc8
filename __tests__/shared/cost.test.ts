import { describe, expect, it } from '@jest/globals'
import {
  costOutput,
  costUsd,
  formatTokens,
  formatUsd
} from '../../src/shared/cost.js'

describe('cost', () => {
  const usage = {
    promptTokens: 123_456,
    completionTokens: 7_890,
    cachedPromptTokens: 100_000
  }

  it('prices prompt and completion tokens per million, cached tokens as prompt', () => {
    expect(costUsd(usage, { input: 2, output: 8 })).toBeCloseTo(
      (123_456 * 2 + 7_890 * 8) / 1e6,
      10
    )
    expect(costUsd(usage, { input: 0, output: 0 })).toBe(0)
  })

  it('writes the output as a plain decimal and the reports in dollars', () => {
    expect(costOutput(0.30996)).toBe('0.30996')
    expect(costOutput(1 / 3)).toBe('0.333333')
    expect(formatUsd(0.30996)).toBe('$0.3100')
    expect(formatUsd(12.3456)).toBe('$12.35')
  })

  it('shows cached prompt tokens only when the endpoint reported some', () => {
    expect(formatTokens(usage)).toBe(
      '123,456 prompt (100,000 cached) + 7,890 completion tokens'
    )
    expect(formatTokens({ promptTokens: 5, completionTokens: 1 })).toBe(
      '5 prompt + 1 completion tokens'
    )
  })
})
