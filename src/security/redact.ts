/**
 * Secret redaction for everything that leaves the process: model requests,
 * tool results, comments, the job summary, the transcript and log lines.
 *
 * Two nets: the known secret values (the inputs' token and key and the
 * step's secret-named variables, `run/context.ts`; with their reversed,
 * base64 and URL-encoded forms), and common token shapes, so a token the
 * action was never told about is still caught.
 */

/** Replaces secrets in a text; returns the text unchanged when clean. */
export type Redactor = (text: string) => string

/** Marker that replaces a secret. */
const REDACTED = '***'

/** Token shapes worth catching even when the value is unknown. */
export const TOKEN_PATTERNS: readonly RegExp[] = [
  /\bgh[opsur]_[A-Za-z0-9]{36,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g,
  /\bsk-(?:proj-|ant-|or-v1-)?[A-Za-z0-9_-]{20,}\b/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g
]

/**
 * The forms a secret may take in text: raw, reversed (`rev`), base64 (and
 * of `x-access-token:`), base64url, URL-encoded.
 */
export function secretVariants(secret: string): string[] {
  const variants = new Set<string>([secret, [...secret].reverse().join('')])
  variants.add(encodeURIComponent(secret))
  variants.add(Buffer.from(secret).toString('base64'))
  variants.add(Buffer.from(secret).toString('base64').replace(/=+$/, ''))
  variants.add(Buffer.from(`x-access-token:${secret}`).toString('base64'))
  variants.add(Buffer.from(secret).toString('base64url'))
  return [...variants].filter((variant) => variant.length >= 4)
}

/** A redactor for these secret values (values shorter than 4 chars are ignored). */
export function createRedactor(secrets: readonly string[]): Redactor {
  const needles = [
    ...new Set(
      secrets.filter((secret) => secret.length >= 4).flatMap(secretVariants)
    )
  ].sort((a, b) => b.length - a.length)
  return (text: string): string => {
    if (typeof text !== 'string' || text === '') return text
    let out = text
    for (const needle of needles) {
      if (out.includes(needle)) out = out.split(needle).join(REDACTED)
    }
    for (const pattern of TOKEN_PATTERNS) {
      pattern.lastIndex = 0
      if (pattern.test(out)) {
        pattern.lastIndex = 0
        out = out.replace(pattern, REDACTED)
      }
    }
    return out
  }
}

/** Deep-redacts every string in a JSON-like value (for transcripts and events). */
export function redactValue<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T
  if (Array.isArray(value))
    return value.map((item) => redactValue(item, redact)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      out[key] = redactValue(item, redact)
    }
    return out as T
  }
  return value
}
