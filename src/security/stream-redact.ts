/**
 * Redaction of text that arrives in pieces (a model's streamed deltas).
 * Redacting each piece alone misses a secret split across two of them, so
 * the tail that could still be the start of a secret is held back until
 * the next piece (or the end) shows what it is.
 */
import { createRedactor, secretVariants, TOKEN_PATTERNS } from './redact.js'

/** Redacts a stream of text pieces; what it returns is safe to show. */
export interface StreamRedactor {
  /** Takes the next piece; returns the redacted text now known to be safe. */
  push(text: string): string
  /** The end of the stream: the held tail, redacted. */
  flush(): string
}

/**
 * Characters of the token shapes (and of base64 and URL-encoded forms): a
 * run of them at the end of what arrived may be a token still arriving.
 */
const TOKEN_CHAR = /[A-Za-z0-9_\-.+/=%]/
const ALL_TOKEN_CHARS = /^[A-Za-z0-9_\-.+/=%]*$/

/**
 * At most this much is held back: a longer run of token characters is no
 * token (they are far shorter), and a bound keeps each piece's scan cheap
 * whatever the reply is (a base64 blob, an unclosed key block).
 */
export const MAX_HELD_CHARS = 4096

/** Where a private key block starts; held until its end arrives. */
const KEY_START = '-----BEGIN'

/**
 * A stream redactor for these secret values (and the token shapes of
 * redact.ts). Held back at the end of what arrived: a tail that some
 * form of a secret starts with, a run of token characters not yet ended,
 * and a private key block not yet closed; and the cut never goes through a
 * match. So a secret is redacted whole however the stream splits it, and
 * plain text goes out as it comes.
 */
export function createStreamRedactor(
  secrets: readonly string[]
): StreamRedactor {
  const redact = createRedactor(secrets)
  const needles = [
    ...new Set(
      secrets.filter((secret) => secret.length >= 4).flatMap(secretVariants)
    )
  ]
  let held = ''
  /** What is held is one unfinished run of token characters. */
  let heldRun = false
  return {
    push(text) {
      if (text === '') return ''
      const grown = held.length + text.length
      // The run goes on: still all held, without scanning it again.
      if (heldRun && grown <= MAX_HELD_CHARS && ALL_TOKEN_CHARS.test(text)) {
        held += text
        return ''
      }
      held += text
      const cut = safeEnd(held, needles)
      const out = held.slice(0, cut)
      held = held.slice(cut)
      heldRun = held !== '' && ALL_TOKEN_CHARS.test(held)
      return out === '' ? '' : redact(out)
    },
    flush() {
      const out = held
      held = ''
      heldRun = false
      return out === '' ? '' : redact(out)
    }
  }
}

/**
 * How much of `text` may go out now: up to the tail that may still become
 * a secret (a form of one, a run of token characters, an open key block),
 * within the bound, and never through a match.
 */
function safeEnd(text: string, needles: readonly string[]): number {
  let cut = Math.min(secretTailStart(text, needles), tokenRunStart(text))
  const key = text.lastIndexOf(KEY_START)
  if (key >= 0 && !/-----END [A-Z ]*PRIVATE KEY-----/.test(text.slice(key)))
    cut = Math.min(cut, key)
  // Past the bound, half of it goes out: the next scan is that far off.
  if (text.length > MAX_HELD_CHARS)
    cut = Math.max(cut, text.length - MAX_HELD_CHARS / 2)
  // Never through a match: move the cut to its start.
  const found = spans(text, needles)
  for (let moved = true; moved;) {
    moved = false
    for (const [start, end] of found) {
      // (a match longer than the bound is no secret's form)
      if (start < cut && cut < end && end - start <= MAX_HELD_CHARS) {
        cut = start
        moved = true
      }
    }
  }
  return cut
}

/** The earliest start of a tail that a secret form begins with; the length when none. */
function secretTailStart(text: string, needles: readonly string[]): number {
  let cut = text.length
  for (const needle of needles) {
    for (let at = Math.max(0, text.length - needle.length + 1); at < cut;) {
      if (needle.startsWith(text.slice(at))) {
        cut = at
        break
      }
      at += 1
    }
  }
  return cut
}

/** Where the run of token characters at the end of `text` starts. */
function tokenRunStart(text: string): number {
  let run = text.length
  while (run > 0 && TOKEN_CHAR.test(text[run - 1])) run -= 1
  return run
}

/** Spans of every match in `text`, of the secret values and the shapes. */
function spans(text: string, needles: readonly string[]): [number, number][] {
  const found: [number, number][] = []
  for (const needle of needles) {
    for (let at = text.indexOf(needle); at >= 0;) {
      found.push([at, at + needle.length])
      at = text.indexOf(needle, at + 1)
    }
  }
  for (const shape of TOKEN_PATTERNS) {
    // matchAll works on a copy: the shared pattern's lastIndex stays.
    for (const match of text.matchAll(shape)) {
      found.push([match.index, match.index + match[0].length])
    }
  }
  return found
}
