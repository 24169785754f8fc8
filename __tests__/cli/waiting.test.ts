import { execFileSync } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'
import { captureIo, cliScene } from '../../__fixtures__/cli-io.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import { type ScriptStep } from '../../__fixtures__/scripted-model.js'
import type { AgentEvent } from '../../src/agent/types.js'
import { runCli } from '../../src/cli.js'
import type { Terminal } from '../../src/cli/live-text.js'
import { type WaitClock, waitingIndicator } from '../../src/cli/waiting.js'

// The CLI on a terminal (an injected TTY and clock, no real waiting): an
// elapsed-time line while the model thinks, erased when anything comes;
// a red ✗ and a coloured diff; NO_COLOR and FORCE_COLOR respected;
// nothing of it off a terminal.

const ERASE = '\r\x1b[2K'
const TTY: Terminal = { stderr: true, sameAsStdout: false }

/** A clock whose time moves only when told, running the indicator's ticks. */
function fakeClock(): WaitClock & { advance(ms: number): void } {
  let time = 0
  const ticks = new Set<() => void>()
  return {
    now: () => time,
    every(_ms, tick) {
      ticks.add(tick)
      return () => ticks.delete(tick)
    },
    advance(ms) {
      time += ms
      for (const tick of [...ticks]) tick()
    }
  }
}

const scene = cliScene('cli-terminal-')

/** A missing file read (a failed call), the fix, an answer; the model thinks 3 s each turn. */
function script(clock: ReturnType<typeof fakeClock>): ScriptStep[] {
  const slow =
    (step: ScriptStep): ScriptStep =>
    (request) => {
      clock.advance(1000)
      clock.advance(2000)
      return typeof step === 'function' ? step(request) : step
    }
  return [
    slow({ toolCalls: [{ name: 'read', arguments: { path: 'nope.js' } }] }),
    slow(READ),
    slow(EDIT),
    slow({ text: 'Fixed the month.' })
  ]
}

async function run(terminal: Terminal | undefined, env = {}) {
  // Each run starts from the unfixed sample.
  execFileSync('git', ['checkout', '--', '.'], { cwd: scene.repo })
  const clock = fakeClock()
  const model = await scene.start(script(clock))
  const io = {
    ...captureIo(scene.repo, env),
    clock,
    ...(terminal ? { terminal } : {})
  }
  const status = await runCli(
    [
      '--prompt',
      'fix',
      '--base-url',
      model.url,
      '--api-key',
      'k-0123456789'
    ].concat(['--model', 'm', '--no-bash', '--no-stream']),
    io
  )
  expect(status).toBe(0)
  return io.err
}

describe('waiting for the model on a terminal', () => {
  it('shows the seconds while the model thinks and erases them before anything else', async () => {
    const writes = await run(TTY)
    const err = writes.join('')
    expect(err).toContain(`${ERASE}  thinking 0s`)
    expect(err).toContain(`${ERASE}  thinking 1s`)
    expect(err).toContain(`${ERASE}  thinking 3s`)
    // Every indicator write is followed by an erase before other output.
    for (const [index, text] of writes.entries()) {
      if (!text.includes('thinking')) continue
      const following = writes
        .slice(index + 1)
        .find((t) => !t.includes('thinking'))
      if (following !== undefined) expect(following).toBe(ERASE)
    }
    // Four turns, each waited for once.
    expect(err.split(`${ERASE}  thinking 3s`)).toHaveLength(5)
    expect(err.endsWith(ERASE)).toBe(false)
  })

  it('writes nothing of it when stderr is not a terminal', async () => {
    const err = (await run(undefined)).join('')
    expect(err).not.toContain('thinking')
    expect(err).not.toContain('\x1b')
    expect(err).not.toContain('\r')
  })

  it('the indicator alone: restarts at each turn, stops at the first reply event', () => {
    const clock = fakeClock()
    const written: string[] = []
    const passed: string[] = []
    const indicator = waitingIndicator(
      (text) => written.push(text),
      (event) => passed.push(`${event.type}@${written.length}`),
      clock
    )
    indicator.emit({ type: 'turn-start', iteration: 1 })
    clock.advance(2500)
    indicator.emit({
      type: 'model-retry',
      attempt: 1,
      delayMs: 1000,
      reason: 'x'
    } as AgentEvent)
    clock.advance(1000)
    indicator.emit({ type: 'text-delta', text: 'hi' })
    clock.advance(5000)
    indicator.emit({ type: 'turn-start', iteration: 2 })
    indicator.stop()
    clock.advance(5000)
    expect(written).toEqual([
      `${ERASE}  thinking 0s`,
      `${ERASE}  thinking 2s`,
      ERASE,
      `${ERASE}  thinking 2s`,
      `${ERASE}  thinking 3s`,
      ERASE,
      `${ERASE}  thinking 0s`,
      ERASE
    ])
    // The text reached the printer only after the erase.
    expect(passed).toEqual([
      'turn-start@0',
      'model-retry@3',
      'text-delta@6',
      'turn-start@6'
    ])
  })
})

describe('colour on a terminal', () => {
  const RED_CROSS = '\x1b[31m✗\x1b[0m read'
  const ADDED =
    "\x1b[32m+  const month = String(date.getUTCMonth() + 1).padStart(2, '0')\x1b[0m"
  const REMOVED =
    "\x1b[31m-  const month = String(date.getUTCMonth()).padStart(2, '0')\x1b[0m"
  const colours = /\x1b\[(1|3\d)m/

  it('a red ✗ for a failed call and a coloured diff', async () => {
    const err = (await run(TTY)).join('')
    expect(err).toContain(`  ${RED_CROSS} `)
    expect(err).toContain(ADDED)
    expect(err).toContain(REMOVED)
    expect(err).toContain('\x1b[36m@@ ')
  })

  it('none with NO_COLOR set (any non-empty value); an empty NO_COLOR does not count', async () => {
    const off = (await run(TTY, { NO_COLOR: '1' })).join('')
    expect(off).toContain('  ✗ read ')
    expect(off).not.toMatch(colours)
    await scene.model?.close()
    const empty = (await run(TTY, { NO_COLOR: '' })).join('')
    expect(empty).toContain(ADDED)
  })

  it('none off a terminal, unless FORCE_COLOR; FORCE_COLOR=0 turns it off on one', async () => {
    const plain = (await run(undefined)).join('')
    expect(plain).toContain('  ✗ read ')
    expect(plain).not.toMatch(colours)
    await scene.model?.close()
    const forced = (await run(undefined, { FORCE_COLOR: '1' })).join('')
    expect(forced).toContain(RED_CROSS)
    expect(forced).toContain(ADDED)
    expect(forced).not.toContain('thinking')
    await scene.model?.close()
    const zero = (await run(TTY, { FORCE_COLOR: '0' })).join('')
    expect(zero).not.toMatch(colours)
  })
})
