/**
 * Secret scanning for what the action is about to post or push (docs/security.md
 * item 13): comments, summaries, the added lines of the staged diff, and
 * the bytes of every changed blob, binary ones included. The same two nets
 * as the redactor in `redact.ts` (known values with their reversed, base64
 * and URL-encoded forms, and common token shapes), but reporting where a
 * secret is and what kind it looks like, never the value, so the caller
 * can block the push and say why.
 */

import { unquoteGitPath } from '../shared/index.js'
import { TOKEN_PATTERNS, createRedactor, secretVariants } from './redact.js'

/** One likely secret. Holds no part of the value. */
export interface SecretFinding {
  /** Where it is: `file:line` for a diff, or the caller's label (`comment`). */
  where: string
  /**
   * What it looks like: 'known secret value', 'GitHub token',
   * 'OpenAI-style key', 'AWS access key', 'JWT', 'private key',
   * 'Slack token', or 'token' for a shape added to redact.ts later.
   */
  kind: string
}

const KNOWN = 'known secret value'

/**
 * Kinds by the start of a match. Classifying the matched text, not the
 * pattern's index, keeps this right when redact.ts reorders or adds shapes.
 */
const KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:gh[a-z]_|github_pat_)/, 'GitHub token'],
  [/^sk-/, 'OpenAI-style key'],
  [/^(?:AKIA|ASIA)/, 'AWS access key'],
  [/^eyJ/, 'JWT'],
  [/^xox/, 'Slack token'],
  [/^-----BEGIN/, 'private key']
]

/**
 * A private key header on its own: a diff may add the header and body while
 * the END line is context, which the full pattern in redact.ts would miss.
 */
const PRIVATE_KEY_HEADER = /-----BEGIN [A-Z ]*PRIVATE KEY-----/g

const PATTERNS: readonly RegExp[] = [...TOKEN_PATTERNS, PRIVATE_KEY_HEADER].map(
  // A private copy, so matchAll never shares lastIndex with the redactor.
  (pattern) =>
    new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
    )
)

/**
 * The shapes for whole files: without the full private-key pattern, whose
 * lazy `[\s\S]*?` would rescan the rest of a file for every header (the
 * header alone is already a shape).
 */
const BLOB_PATTERNS = PATTERNS.filter(
  (pattern) => !pattern.source.includes('[\\s\\S]')
)

interface Hit {
  index: number
  kind: string
}

/** Every variant of every known secret (4+ characters), longest first. */
function needlesFor(secrets: readonly string[]): string[] {
  const values = secrets.flatMap((secret) => [secret, secret.trim()])
  return [
    ...new Set(
      values.filter((value) => value.length >= 4).flatMap(secretVariants)
    )
  ].sort((a, b) => b.length - a.length)
}

function kindOf(match: string): string {
  return KINDS.find(([prefix]) => prefix.test(match))?.[1] ?? 'token'
}

/**
 * Finds secrets in a text with their offsets. A known value is masked once
 * found, so a known token is reported once, as a known value, and not again
 * as a token shape.
 */
function findHits(text: string, needles: readonly string[]): Hit[] {
  const hits: Hit[] = []
  let masked = text
  for (const needle of needles) {
    let at = masked.indexOf(needle)
    if (at === -1) continue
    while (at !== -1) {
      hits.push({ index: at, kind: KNOWN })
      at = masked.indexOf(needle, at + needle.length)
    }
    // Same length, so offsets stay; one pass, however many hits.
    masked = masked.split(needle).join('\0'.repeat(needle.length))
  }
  for (const pattern of PATTERNS) {
    for (const match of masked.matchAll(pattern)) {
      hits.push({ index: match.index, kind: kindOf(match[0]) })
    }
  }
  return hits.sort((a, b) => a.index - b.index)
}

/** Keeps the first finding per place and kind. */
function dedupe(findings: SecretFinding[]): SecretFinding[] {
  const seen = new Set<string>()
  return findings.filter((finding) => {
    const key = `${finding.where}\n${finding.kind}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Scans a text (a comment, a summary, a commit message) for known secret
 * values, their base64 and URL-encoded forms, and token shapes. Returns one
 * finding per kind, all labelled `where`; empty when clean.
 */
export function scanText(
  text: string,
  secrets: readonly string[],
  where: string
): SecretFinding[] {
  if (typeof text !== 'string' || text === '') return []
  return dedupe(
    findHits(text, needlesFor(secrets)).map((hit) => ({
      where,
      kind: hit.kind
    }))
  )
}

interface AddedLine {
  line: number
  text: string
}

/**
 * Scans the added lines of a unified diff (`git diff` output). Removed and
 * context lines are ignored: the push only adds what is new. Each finding is
 * `file:line`, with the line number in the new file; a secret in a new
 * file's name is reported as `file (file name)` with the name redacted.
 */
export function scanPatch(
  patch: string,
  secrets: readonly string[]
): SecretFinding[] {
  const needles = needlesFor(secrets)
  const redact = createRedactor(secrets)
  const findings: SecretFinding[] = []
  for (const [file, lines] of parseAddedLines(patch)) {
    const label = redact(file)
    const inName = findHits(file, needles)[0]
    if (inName)
      findings.push({ where: `${label} (file name)`, kind: inName.kind })
    // One text per file, so a private key spread over lines is still seen.
    const joined = lines.map((added) => added.text).join('\n')
    const starts: number[] = []
    let offset = 0
    for (const added of lines) {
      starts.push(offset)
      offset += added.text.length + 1
    }
    for (const hit of findHits(joined, needles)) {
      const at = lastAtOrBefore(starts, hit.index)
      findings.push({ where: `${label}:${lines[at].line}`, kind: hit.kind })
    }
  }
  return dedupe(findings)
}

/** Index of the last value at or before `target` in an ascending list. */
function lastAtOrBefore(values: readonly number[], target: number): number {
  let low = 0
  let high = values.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (values[mid] <= target) low = mid
    else high = mid - 1
  }
  return low
}

/**
 * The added lines of each file in a unified diff, keyed by the new path.
 * Hunks are read by their line counts, so an added line that starts with
 * `++` (shown as `+++…`) is not mistaken for a file header.
 */
function parseAddedLines(patch: string): Map<string, AddedLine[]> {
  const files = new Map<string, AddedLine[]>()
  let file = ''
  let newLine = 0
  let oldLeft = 0
  let newLeft = 0
  for (const line of patch.split('\n')) {
    if (oldLeft > 0 || newLeft > 0) {
      const tag = line[0]
      if (tag === '+') {
        const list = files.get(file) ?? []
        list.push({ line: newLine, text: line.slice(1) })
        files.set(file, list)
        newLine++
        newLeft--
        continue
      }
      if (tag === '-') {
        oldLeft--
        continue
      }
      if (tag === '\\') continue
      // Some tools strip the space from an empty context line.
      if (tag === ' ' || line === '') {
        newLine++
        oldLeft--
        newLeft--
        continue
      }
      // A malformed hunk: read on as headers.
      oldLeft = 0
      newLeft = 0
    }
    if (line.startsWith('diff --git ')) {
      file = ''
    } else if (line.startsWith('+++ ')) {
      file = parsePathHeader(line.slice(4))
    } else if (line.startsWith('@@ ')) {
      const header = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line)
      if (header) {
        oldLeft = header[1] === undefined ? 1 : Number(header[1])
        newLine = Number(header[2])
        newLeft = header[3] === undefined ? 1 : Number(header[3])
      }
    }
  }
  return files
}

/** The path in a `+++` header: unquoted, without the `b/` prefix. */
function parsePathHeader(raw: string): string {
  const name = raw.startsWith('"')
    ? unquoteGitPath(raw)
    : raw.replace(/\t.*$/, '').replace(/\r$/, '')
  if (name === '/dev/null') return ''
  return name.startsWith('b/') ? name.slice(2) : name
}

/** One changed blob to scan: its path and its bytes as committed. */
interface BlobToScan {
  path: string
  bytes: Buffer
}

/**
 * Scans the bytes of whole files, binary ones included, on a latin1 view
 * (one character per byte, so ASCII token shapes match anywhere): known
 * values as UTF-8 (every form) and as UTF-16LE, and token shapes. Returns
 * at most one finding per file and kind, labelled with the (redacted) path.
 */
export function scanBlobs(
  blobs: readonly BlobToScan[],
  secrets: readonly string[]
): SecretFinding[] {
  const values = secrets.flatMap((secret) => [secret, secret.trim()])
  const latin1 = (text: string, encoding: BufferEncoding): string =>
    Buffer.from(text, encoding).toString('latin1')
  const needles = [
    ...new Set([
      ...needlesFor(secrets).map((needle) => latin1(needle, 'utf8')),
      ...values
        .filter((value) => value.length >= 4)
        .flatMap((value) => [value, [...value].reverse().join('')])
        .map((value) => latin1(value, 'utf16le'))
    ])
  ].sort((a, b) => b.length - a.length)
  const redact = createRedactor(secrets)
  const findings: SecretFinding[] = []
  for (const blob of blobs) {
    const where = redact(blob.path)
    let masked = blob.bytes.toString('latin1')
    const kinds = new Set<string>()
    for (const needle of needles) {
      if (!masked.includes(needle)) continue
      kinds.add(KNOWN)
      masked = masked.split(needle).join('\0'.repeat(needle.length))
    }
    for (const pattern of BLOB_PATTERNS) {
      pattern.lastIndex = 0
      const match = pattern.exec(masked)
      if (match) kinds.add(kindOf(match[0]))
    }
    for (const kind of kinds) findings.push({ where, kind })
  }
  return findings
}

/**
 * One sentence listing what was found and where, for a comment or a failed
 * push: `Found 2 possible secrets (values not shown): GitHub token at
 * src/a.ts:3; known secret value at comment.` Never includes a value; lists
 * at most five places per kind.
 */
export function describeFindings(findings: SecretFinding[]): string {
  if (findings.length === 0) return 'No secrets found.'
  const byKind = new Map<string, string[]>()
  for (const finding of findings) {
    byKind.set(finding.kind, [
      ...(byKind.get(finding.kind) ?? []),
      finding.where
    ])
  }
  const parts = [...byKind].map(([kind, places]) => {
    const shown = places.slice(0, 5).join(', ')
    const more = places.length > 5 ? ` and ${places.length - 5} more` : ''
    return `${kind} at ${shown}${more}`
  })
  const count = findings.length
  return `Found ${count} possible secret${count === 1 ? '' : 's'} (values not shown): ${parts.join('; ')}.`
}
