import { describe, expect, it } from '@jest/globals'
import {
  criticalChain,
  rounds,
  type TimedRequest,
  within
} from '../../__fixtures__/github-world/rounds.js'

/** Requests from `[start, end]` pairs, labelled by their position. */
const timed = (...spans: [number, number][]): TimedRequest[] =>
  spans.map(([start, end], index) => ({ label: `r${index}`, start, end }))

describe('rounds: the critical path of timed requests', () => {
  it('counts nothing as no rounds, one request as one', () => {
    expect(rounds([])).toBe(0)
    expect(rounds(timed([0, 50]))).toBe(1)
  })

  it('counts requests one after another as one round each', () => {
    expect(rounds(timed([0, 50], [51, 100], [100, 150], [160, 210]))).toBe(4)
  })

  it('counts requests side by side as one round', () => {
    expect(rounds(timed([0, 50], [2, 52], [5, 55]))).toBe(1)
    // Side by side, then two more after both ended.
    expect(rounds(timed([0, 50], [3, 53], [60, 110], [112, 160]))).toBe(3)
  })

  it('finds the longer of two chains side by side, whatever the order of the list', () => {
    // A: 0-10, 11-20; B: 0-7, 8-15, 16-23. Every request overlaps one of
    // the other chain: grouping by start would call all five one round.
    const spans: [number, number][] = [
      [0, 10],
      [0, 7],
      [8, 15],
      [11, 20],
      [16, 23]
    ]
    expect(rounds(timed(...spans))).toBe(3)
    expect(rounds(timed(...[...spans].reverse()))).toBe(3)
    expect(criticalChain(timed(...spans)).map((r) => r.label)).toEqual([
      'r1',
      'r2',
      'r4'
    ])
  })

  it('does not let one long request hide the short ones it overlaps', () => {
    // A slow upload beside three quick calls in a row: three round trips.
    expect(rounds(timed([0, 100], [1, 20], [21, 40], [41, 60]))).toBe(3)
  })

  it('counts a request starting as the one before ends as the next round', () => {
    expect(rounds(timed([0, 10], [10, 20]))).toBe(2)
  })

  it('takes a phase: the requests that started in it', () => {
    const all = timed([0, 50], [40, 90], [100, 150], [150, 200])
    expect(within(all, 40).map((r) => r.label)).toEqual(['r1', 'r2', 'r3'])
    expect(within(all, 40, 150).map((r) => r.label)).toEqual(['r1', 'r2'])
    expect(rounds(within(all, 40))).toBe(3)
  })
})
