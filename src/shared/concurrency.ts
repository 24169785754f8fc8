/**
 * Runs `work` on every item with at most `limit` at a time, and resolves
 * when all are done (rejects with the first failure, as Promise.all). For
 * file reads: a large folder read all at once could run out of file
 * descriptors.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next]
      next += 1
      await work(item)
    }
  }
  const count = Math.max(1, Math.min(limit, items.length))
  await Promise.all(Array.from({ length: count }, worker))
}
