/**
 * Small text helpers every room of the house uses: counts, sizes and
 * durations for people, and the line-length cap shared by the tools.
 */

/** Longest line a tool shows before cutting it with `…`. */
export const MAX_LINE_CHARS = 500

/** `1 line`, `2 lines`; `many` for words whose plural is not `+s` (`process`, `processes`). */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`
}

/** Lines of `text`; a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0
  let count = 1
  for (
    let at = text.indexOf('\n');
    at !== -1;
    at = text.indexOf('\n', at + 1)
  ) {
    if (at < text.length - 1) count += 1
  }
  return count
}

/** A byte count for people: `812 B`, `4.2 KB`, `1.5 MB`, `2.0 GB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** A duration for reports: `42 s`, `3 min 5 s`. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`
}

/** A duration for progress lines: `0.4 s`, `12 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`
}

/**
 * A number for people, as `toLocaleString('en-US')` writes it (`12,345`,
 * `0.333`: at most 3 decimals, rounded half away from zero on the shortest
 * decimal that is the number) without its first call's cost: loading
 * Intl's number data takes 20 to 40 ms, more than a model request on
 * loopback.
 */
export function formatNumber(value: number): string {
  const decimal = String(Math.abs(value))
  // NaN, infinities and exponent forms (past 1e21, under 1e-6): rare.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return value.toLocaleString('en-US')
  const [whole, fraction = ''] = decimal.split('.')
  let thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'))
  if (Number(fraction[3] ?? '0') >= 5) thousandths += 1n
  const digits = thousandths.toString().padStart(4, '0')
  const grouped = digits.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',')
  const decimals = digits.slice(-3).replace(/0+$/, '')
  const text = decimals ? `${grouped}.${decimals}` : grouped
  return value < 0 || Object.is(value, -0) ? `-${text}` : text
}
