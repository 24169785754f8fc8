/** Small helpers shared by the benchmarks. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Runs `fn` once to warm up, then `runs` times; returns each duration in ms. */
export async function timeRuns(
  runs: number,
  fn: () => Promise<unknown> | unknown
): Promise<number[]> {
  await fn()
  const times: number[] = []
  for (let index = 0; index < runs; index += 1) {
    const started = process.hrtime.bigint()
    await fn()
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  return times
}

export function formatMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`
}
