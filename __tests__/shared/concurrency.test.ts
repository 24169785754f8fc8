import { describe, expect, it } from '@jest/globals'
import { eachLimited } from '../../src/shared/concurrency.js'

/** A task that finishes when the test says so. */
function gate(): { done: Promise<void>; open: () => void } {
  let open = (): void => undefined
  const done = new Promise<void>((resolve) => (open = resolve))
  return { done, open }
}

describe('eachLimited', () => {
  it('never runs more than the limit at once, and runs every item in order of start', async () => {
    const gates = Array.from({ length: 7 }, gate)
    const started: number[] = []
    let running = 0
    let most = 0
    const all = eachLimited([0, 1, 2, 3, 4, 5, 6], 3, async (index) => {
      started.push(index)
      running += 1
      most = Math.max(most, running)
      await gates[index].done
      running -= 1
    })
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    for (const index of [1, 0, 2, 3, 4, 5, 6]) {
      gates[index].open()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await all
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(most).toBe(3)
  })

  it('resolves at once for no items, and rejects with a failure', async () => {
    await expect(eachLimited([], 4, async () => undefined)).resolves.toBe(
      undefined
    )
    await expect(
      eachLimited([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('item 2 failed')
      })
    ).rejects.toThrow('item 2 failed')
  })
})
