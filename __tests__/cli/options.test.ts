import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { captureIo, commitDemoSample } from '../../__fixtures__/cli-io.js'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCli } from '../../src/cli.js'
import { nearestOption } from '../../src/cli/options.js'

// Bad usage says one line and exits 64: a mistyped option (with the option
// meant), a --dir that cannot be worked in, a --replay that cannot be
// replayed.

let base: string
let repo: string

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'cli-usage-'))
  repo = path.join(base, 'repo')
  commitDemoSample(repo)
})

afterEach(() => {
  chmodSync(base, 0o755)
  rmSync(base, { recursive: true, force: true })
})

/** Runs the CLI in the repository; its status and stderr. */
async function cli(...argv: string[]) {
  const io = captureIo(repo)
  const status = await runCli(argv, io)
  return { status, err: io.err.join(''), out: io.out.join('') }
}

/** The one line of a usage error. */
function oneLine(err: string): string {
  expect(err.endsWith('\n')).toBe(true)
  expect(err.trimEnd().split('\n')).toHaveLength(1)
  return err.trimEnd()
}

describe('CLI usage errors', () => {
  it('a mistyped option: one line naming the option meant, exit 64, no usage text', async () => {
    const typo = await cli('--promtp', 'fix it')
    expect(typo.status).toBe(64)
    expect(oneLine(typo.err)).toBe(
      'agent-cli: unknown option --promtp: did you mean --prompt? (agent-cli --help lists the options)'
    )
    expect(typo.err).not.toContain('Usage:')
    const dashes = await cli('--prompt', 'x', '--max-iteration', '3')
    expect(dashes.status).toBe(64)
    expect(oneLine(dashes.err)).toContain(
      'unknown option --max-iteration: did you mean --max-iterations?'
    )
    const far = await cli('--bogus')
    expect(far.status).toBe(64)
    expect(oneLine(far.err)).toBe(
      'agent-cli: unknown option --bogus (agent-cli --help lists the options)'
    )
    const positional = await cli('fix', 'the', 'bug')
    expect(positional.status).toBe(64)
    expect(oneLine(positional.err)).toContain(
      `unexpected argument 'fix': the task goes in --prompt "<task>"`
    )
  })

  it('suggests by edit distance and by prefix, and nothing for a far name', () => {
    expect(nearestOption('sandbx')).toBe('sandbox')
    expect(nearestOption('verfy-command')).toBe('verify-command')
    expect(nearestOption('transcipt')).toBe('transcript')
    expect(nearestOption('base')).toBe('base-url')
    expect(nearestOption('xyz')).toBeNull()
    expect(nearestOption('colour')).toBeNull()
  })

  it('--dir on a missing folder, a file or a folder outside git: exit 64, one line, no errno', async () => {
    const missing = await cli('--prompt', 'x', '--dir', 'no/such/folder')
    expect(missing.status).toBe(64)
    expect(oneLine(missing.err)).toBe(
      'agent-cli: --dir no/such/folder: no such file or folder'
    )
    const file = await cli('--prompt', 'x', '--dir', 'package.json')
    expect(file.status).toBe(64)
    expect(oneLine(file.err)).toBe(
      'agent-cli: --dir package.json: not a folder'
    )
    const plain = path.join(base, 'plain')
    mkdirSync(plain)
    const outside = await cli('--prompt', 'x', '--dir', plain)
    expect(outside.status).toBe(64)
    expect(oneLine(outside.err)).toMatch(
      new RegExp(`^agent-cli: --dir ${plain}: not a git repository \\(`)
    )
    for (const { err } of [missing, file, outside]) {
      expect(err).not.toMatch(/ENOENT|realpath|ENOTDIR/)
    }
  })

  it('--replay on a missing, unreadable or reply-less file: exit 64, one line', async () => {
    const missing = await cli('--replay', 'gone.jsonl')
    expect(missing.status).toBe(64)
    expect(oneLine(missing.err)).toBe(
      'agent-cli: --replay gone.jsonl: cannot read it: no such file or folder'
    )
    const folder = await cli('--replay', 'src')
    expect(folder.status).toBe(64)
    expect(oneLine(folder.err)).toBe(
      'agent-cli: --replay src: cannot read it: it is a folder'
    )
    const empty = path.join(base, 'notes.jsonl')
    writeFileSync(
      empty,
      'not json\n{"type":"run-start","task":"t","model":"m","tools":[],"limits":{}}\n'
    )
    const none = await cli('--replay', empty)
    expect(none.status).toBe(64)
    expect(oneLine(none.err)).toBe(
      `agent-cli: --replay ${empty}: no recorded model replies in it (a replay needs a JSONL transcript written with --transcript)`
    )
    if (process.getuid?.() !== 0) {
      const locked = path.join(base, 'locked.jsonl')
      writeFileSync(locked, '{}\n')
      chmodSync(locked, 0o000)
      const denied = await cli('--replay', locked)
      expect(denied.status).toBe(64)
      expect(oneLine(denied.err)).toContain('cannot read it: permission denied')
    }
  })
})
