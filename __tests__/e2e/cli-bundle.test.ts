import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { commitDemoSample } from '../../__fixtures__/cli-io.js'
import { skipUnless } from '../../__fixtures__/skips.js'
import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { bundlePath } from '../../__fixtures__/e2e-harness.js'
import { parseTranscript } from '../../src/agent/session/transcript.js'
import { USAGE } from '../../src/cli/options.js'

// The CLI as users run it: the bundle built from src/ (dist/cli/index.js
// once committed), replaying the demo's recorded session on a fresh copy.

const root = fileURLToPath(new URL('../..', import.meta.url))
const exec = promisify(execFile)

let repo: string

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'cli-repo-'))
  commitDemoSample(repo)
})

afterEach(() => rmSync(repo, { recursive: true, force: true }))

describe('agent CLI bundle', () => {
  it('is the package bin the help names, runnable by its shebang', async () => {
    const pkg = JSON.parse(
      readFileSync(path.join(root, 'package.json'), 'utf8')
    ) as { bin: Record<string, string> }
    expect(pkg.bin).toEqual({ 'agent-cli': 'dist/cli/index.js' })
    expect(USAGE.startsWith('Usage: agent-cli ')).toBe(true)
    // The built bundle and the committed one (npm run package) start with
    // the shebang and are executable: run without naming node.
    for (const file of [
      bundlePath('cli/index.js'),
      path.join(root, pkg.bin['agent-cli'])
    ]) {
      expect(
        readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node\n')
      ).toBe(true)
      expect(statSync(file).mode & 0o111).toBe(0o111 & ~process.umask())
    }
    const { stdout } = await exec(bundlePath('cli/index.js'), ['--help'], {
      env: {
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`
      }
    })
    expect(stdout.startsWith('Usage: agent-cli --prompt')).toBe(true)
  })

  it('fixes the seeded bug when the bundle replays the recorded session', async () => {
    const transcript = path.join(
      repo,
      '..',
      `${path.basename(repo)}-transcript.jsonl`
    )
    const { stdout, stderr } = await exec(
      process.execPath,
      [
        bundlePath('cli/index.js'),
        '--dir',
        repo,
        '--replay',
        path.join(root, 'examples/demo/session.jsonl'),
        '--transcript',
        transcript
      ],
      { env: { PATH: process.env.PATH ?? '' } }
    )
    expect(stdout).toMatch(/^Fixed the off-by-one month in `formatDate`/)
    expect(stderr).not.toContain('warning')
    // The title line a pull request would get goes to stderr, not the answer.
    expect(stdout).not.toContain('Title:')
    expect(stderr).toContain('title: Fix the off-by-one month in formatDate\n')
    expect(stderr).toContain('→ bash node --test')
    expect(stderr).toMatch(/✗ bash \d+\.\d s: exit 1\n {6}/)
    expect(stderr).not.toContain('Fixed the off-by-one month')
    expect(stderr).toContain('edited src/dates.js: 1 replacement')
    expect(stderr).toContain(
      "+  const month = String(date.getUTCMonth() + 1).padStart(2, '0')"
    )
    expect(readFileSync(path.join(repo, 'src/dates.js'), 'utf8')).toContain(
      'getUTCMonth() + 1'
    )
    // The fixed repository passes its own tests.
    await expect(
      exec(process.execPath, ['--test'], { cwd: repo })
    ).resolves.toBeDefined()
    const events = parseTranscript(readFileSync(transcript, 'utf8'))
    // The first line says the tree it was recorded on: the sample's.
    expect(events[0]).toMatchObject({ type: 'note' })
    expect(
      readFileSync(path.join(root, 'examples/demo/session.jsonl'), 'utf8')
    ).toContain(`"text":"${(events[0] as { text: string }).text}"`)
    expect(events[1].type).toBe('run-start')
    expect(events.filter((event) => event.type === 'tool-end')).toHaveLength(6)
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'done' })
    rmSync(transcript, { force: true })
  })

  // util-linux `script` (Linux only: BSD's takes other flags) gives the
  // bundle a real terminal, both stdout and stderr on it: the answer
  // streams once and stdout does not repeat it.
  const haveScript =
    process.platform === 'linux' && existsSync('/usr/bin/script')
  skipUnless(haveScript, 'terminal test: needs util-linux script on Linux')(
    'in a terminal shows the answer once: streamed on stderr, not again on stdout',
    async () => {
      const command = [
        process.execPath,
        bundlePath('cli/index.js'),
        '--dir',
        repo,
        '--replay',
        path.join(root, 'examples/demo/session.jsonl')
      ]
        .map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`)
        .join(' ')
      const { stdout } = await exec(
        '/usr/bin/script',
        ['-qefc', command, '/dev/null'],
        { env: { PATH: process.env.PATH ?? '', TERM: 'dumb' } }
      )
      const screen = stdout.replace(/\x1b\[\d+m/g, '').replace(/\r\n/g, '\n')
      expect(screen).toContain('  │ Fixed the off-by-one month in `formatDate`')
      expect(
        screen.split('Fixed the off-by-one month in `formatDate`')
      ).toHaveLength(2)
      expect(stdout).toContain('\x1b[2m')
      // A real terminal gets colour: the failed test run's red ✗, a
      // coloured diff.
      expect(stdout).toContain('\x1b[31m✗\x1b[0m bash')
      expect(stdout).toContain(
        "\x1b[32m+  const month = String(date.getUTCMonth() + 1).padStart(2, '0')\x1b[0m"
      )
    }
  )
})
