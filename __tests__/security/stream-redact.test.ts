import { describe, expect, it } from '@jest/globals'
import { redactTextDeltas } from '../../src/agent/loop/events.js'
import type { AgentEvent } from '../../src/agent/types.js'
import type { RunLog } from '../../src/run/context.js'
import { createJobLog } from '../../src/run/run-log.js'
import { createRedactor } from '../../src/security/redact.js'
import {
  createStreamRedactor,
  MAX_HELD_CHARS
} from '../../src/security/stream-redact.js'

// Streamed text redacted piece by piece, and kept out of the job log.

const SECRET = 'live-secret-key-0123456789'
const TOKEN = `ghp_${'a1B2'.repeat(9)}`

/** Pushes `pieces`, then flushes; what came out, in order. */
function stream(secrets: string[], pieces: string[]): string[] {
  const redactor = createStreamRedactor(secrets)
  return [...pieces.map((piece) => redactor.push(piece)), redactor.flush()]
}

describe('createStreamRedactor', () => {
  it('redacts a known secret and a token shape at every split point, as the whole text would be', () => {
    for (const text of [
      `the key is ${SECRET}, keep it`,
      `a token ${TOKEN} here`,
      `reversed ${[...SECRET].reverse().join('')} too`,
      `base64 ${Buffer.from(SECRET).toString('base64')} too`
    ]) {
      const whole = createRedactor([SECRET])(text)
      expect(whole).toContain('***')
      for (let cut = 1; cut < text.length; cut += 1) {
        const out = stream([SECRET], [text.slice(0, cut), text.slice(cut)])
        expect(out.join('')).toBe(whole)
        for (const piece of out) {
          expect(piece).not.toContain(SECRET.slice(0, 8))
          expect(piece).not.toContain('a1B2a1B2')
        }
      }
    }
  })

  it('redacts a secret split over many one-character pieces', () => {
    const text = `x ${SECRET} y`
    expect(stream([SECRET], [...text]).join('')).toBe('x *** y')
  })

  it('holds a private key block until it ends', () => {
    const key =
      '-----BEGIN RSA PRIVATE KEY-----\nMIIE\nabc\n-----END RSA PRIVATE KEY-----'
    const out = stream([], ['key:\n', ...key.split(/(?<=\n)/), '\nafter'])
    expect(out.join('')).toBe('key:\n***\nafter')
    expect(out.join('')).not.toContain('MIIE')
  })

  it('lets plain text out as it arrives, holding only an unfinished word or the start of a secret', () => {
    const redactor = createStreamRedactor([SECRET, 'a secret phrase'])
    expect(redactor.push('Hello wor')).toBe('Hello ')
    expect(redactor.push('ld, again ')).toBe('world, again ')
    expect(redactor.push('and a sec')).toBe('and ')
    expect(redactor.push('ond. ')).toBe('a second. ')
    expect(redactor.push('Here a secret phr')).toBe('Here ')
    expect(redactor.push('ase, ')).toBe('***, ')
    expect(redactor.flush()).toBe('')
  })

  it('holds at most MAX_HELD_CHARS of an endless word, so a blob streams in bounded steps', () => {
    const redactor = createStreamRedactor([SECRET])
    const blob = 'QUJD'.repeat(10_000)
    let out = ''
    let lag = 0
    for (let at = 0; at < blob.length; at += 4) {
      out += redactor.push(blob.slice(at, at + 4))
      lag = Math.max(lag, at + 4 - out.length)
    }
    expect(lag).toBe(MAX_HELD_CHARS)
    expect(out.length).toBeGreaterThan(blob.length - MAX_HELD_CHARS)
    expect(out + redactor.flush()).toBe(blob)
  })
})

describe('redactTextDeltas', () => {
  it('sends what was held back before the next event, in order', () => {
    const seen: AgentEvent[] = []
    const emit = redactTextDeltas(
      (event) => seen.push(event),
      createStreamRedactor([SECRET])
    )
    emit({ type: 'text-delta', text: `key ${SECRET.slice(0, 10)}` })
    emit({ type: 'text-delta', text: `${SECRET.slice(10)} ok` })
    emit({
      type: 'assistant-message',
      iteration: 1,
      text: `key ${SECRET} ok`,
      toolCalls: [],
      finishReason: 'stop'
    })
    expect(seen.map((event) => event.type)).toEqual([
      'text-delta',
      'text-delta',
      'text-delta',
      'assistant-message'
    ])
    const shown = seen
      .filter((event) => event.type === 'text-delta')
      .map((event) => (event.type === 'text-delta' ? event.text : ''))
    expect(shown.join('')).toBe('key *** ok')
  })
})

describe('the job log', () => {
  it('shows no text deltas: the same lines with or without them', () => {
    const events: AgentEvent[] = [
      { type: 'turn-start', iteration: 1 },
      { type: 'text-delta', text: 'Hel' },
      { type: 'text-delta', text: 'lo.' },
      {
        type: 'assistant-message',
        iteration: 1,
        text: 'Hello.',
        toolCalls: [],
        finishReason: 'stop'
      }
    ]
    const logOf = (list: AgentEvent[]) => {
      const lines: string[] = []
      const log: RunLog = {
        info: (line) => lines.push(`info ${line}`),
        warning: (line) => lines.push(`warning ${line}`),
        error: (line) => lines.push(`error ${line}`),
        startGroup: (name) => lines.push(`group ${name}`),
        endGroup: () => lines.push('end')
      }
      const emit = createJobLog(log)
      for (const event of list) emit(event)
      return lines
    }
    const withDeltas = logOf(events)
    expect(withDeltas).toEqual(
      logOf(events.filter((event) => event.type !== 'text-delta'))
    )
    expect(withDeltas.filter((line) => line.includes('Hel'))).toEqual([
      'info   │ Hello.'
    ])
  })
})
