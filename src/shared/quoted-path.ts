/**
 * git's C-style quoting of unusual path names, as `git diff` and `git grep`
 * print them (`"a\\tb\\303\\274"`).
 */

const C_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92
}

/** Undoes git's C-style quoting of unusual path names (`"a\tb\303\274"`). */
export function unquoteGitPath(raw: Buffer | string): string {
  if (typeof raw === 'string') raw = Buffer.from(raw, 'utf8')
  const length = raw.length
  if (length < 2 || raw[0] !== 34 || raw[length - 1] !== 34) {
    return raw.toString('utf8')
  }
  const bytes: number[] = []
  for (let index = 1; index < length - 1; index += 1) {
    const byte = raw[index]
    if (byte !== 92) {
      bytes.push(byte)
      continue
    }
    const next = String.fromCharCode(raw[index + 1])
    if (/[0-7]/.test(next)) {
      const octal = raw.toString('latin1', index + 1, index + 4)
      bytes.push(parseInt(octal, 8) & 0xff)
      index += 3
    } else {
      bytes.push(C_ESCAPES[next] ?? raw[index + 1])
      index += 1
    }
  }
  return Buffer.from(bytes).toString('utf8')
}
