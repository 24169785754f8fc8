import { describe, expect, it } from '@jest/globals'
import { formatNumber } from '../../src/shared/text.js'

describe('formatNumber', () => {
  it('writes what toLocaleString en-US writes, without Intl', () => {
    const values = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      12_345,
      999_999,
      1_000_000,
      1_234_567_890,
      Number.MAX_SAFE_INTEGER,
      -1,
      -1234,
      -0.0001,
      0.5,
      0.25,
      1 / 3,
      2 / 3,
      0.0625,
      0.0005,
      1.0005,
      2.5,
      1234.5678,
      99_999.9999,
      -1234.5678,
      1e20,
      1e21,
      1.5e300,
      Number.NaN,
      Infinity,
      -Infinity
    ]
    for (const value of values)
      expect([value, formatNumber(value)]).toEqual([
        value,
        value.toLocaleString('en-US')
      ])
  })

  it('agrees with toLocaleString en-US on random integers and decimals', () => {
    // A fixed sequence (a linear congruential generator), so a failure repeats.
    let seed = 12_345
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
    for (let index = 0; index < 2000; index += 1) {
      const digits = next() % 16
      const value = (next() % 10 ** Math.min(digits, 9)) * 10 ** (digits % 7)
      const decimal = value / 10 ** (next() % 6)
      for (const number of [value, decimal, -decimal])
        expect([number, formatNumber(number)]).toEqual([
          number,
          number.toLocaleString('en-US')
        ])
    }
  })
})
