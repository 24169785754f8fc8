import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sectionsOf } from '../../__fixtures__/e2e-suite.js'
import { spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundlePath } from '../../__fixtures__/e2e-harness.js'
import {
  failingBwrap,
  failingSudo,
  probeAutoSandbox
} from '../../__fixtures__/sandbox-helpers.js'
import { skipUnless } from '../../__fixtures__/skips.js'
import {
  recordedTurns,
  startReplayModel
} from '../../scripts/demo/replay-model.mjs'
import { probeSandbox } from '../../scripts/demo/sandbox.mjs'
import { detectSandbox } from '../../src/tools/bash/sandbox/index.js'

// `npm run demo` on a machine where bash cannot be sandboxed (issue 18):
// the recording still replays as recorded, because the demo runs it with
// `sandbox: none` on its own throwaway copy and says so first, and its
// page reads as the page of a machine with a sandbox does. "No sandbox"
// is made the way a Mac or a locked-down runner has it: the `bwrap` first
// on PATH fails and `sudo` asks for a password, for the action's own
// probe as for the demo's.

const root = fileURLToPath(new URL('../..', import.meta.url))

let temp: string
let standIns: string

interface Run {
  code: number | null
  stdout: string
  stderr: string
  html: string
}

/** One `npm run demo -- --pace 0 --log --html <page> ...args` with `PATH`. */
function runDemo(
  name: string,
  PATH: string,
  args: string[] = []
): Promise<Run> {
  const page = path.join(temp, `${name}.html`)
  const child = spawn(
    process.env.E2E_NODE || process.execPath,
    [
      path.join(root, 'scripts/demo.mjs'),
      ...(args[0] === '--cli'
        ? args
        : ['--pace', '0', '--log', '--html', page, ...args])
    ],
    {
      env: { PATH, TMPDIR: temp, AGENT_DEMO_BUNDLE: bundlePath() },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (part: Buffer) => (stdout += part.toString()))
  child.stderr.on('data', (part: Buffer) => (stderr += part.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      let html = ''
      try {
        html = readFileSync(page, 'utf8')
      } catch {
        // no page: the assertions on code and stderr say why
      }
      resolve({ code, stdout, stderr, html })
    })
  })
}

/**
 * The page without what may differ between two runs of the same
 * recording: the demo's first line, loopback ports, the temp folder,
 * commit ids (commit times), timings, the tracking comment's intermediate
 * versions (edited at most every 5 s, so their count follows the clock),
 * and the
 * action's own statement of what protected bash (the ⚠️ line of
 * `sandbox: none` and the summary's sandbox row), which must differ.
 */
function comparable(html: string): string {
  return html
    .replace(/<p class="notice">[^<]*<\/p>\n/, '')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://github')
    .replace(/\/[^\s<>]*agent-demo-[^/]+\//g, '/TEMP/')
    .replace(/\b[0-9a-f]{40}\b/g, 'SHA')
    .replace(/<code>[0-9a-f]{7}<\/code>/g, '<code>SHA</code>')
    .replace(/\b\d+(\.\d)? s\b/g, 'T s')
    .replace(
      /<section><header><h2>Tracking comment by github-actions\[bot\], version [2-9]\d*<\/h2>[\s\S]*?<\/section>\n/g,
      ''
    )
    .replace(
      /<blockquote>\s*<p>⚠️ no sandbox \(sandbox: none\)[^<]*<\/p>\s*<\/blockquote>\s*/g,
      ''
    )
    .replace(/(<td>sandbox<\/td>\s*<td>)[^<]*(<\/td>)/, '$1SANDBOX$2')
}

const plainPath = process.env.PATH ?? ''
const probed = await probeAutoSandbox()
await probed.close()
const itSandboxed = skipUnless(
  probed.kind !== 'unavailable',
  `the demo with a sandbox: no sandbox here (${probed.description})`
)

let sandboxed: Run
let unsandboxed: Run

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'demo-sandbox-test-'))
  standIns = path.join(temp, 'bin')
  mkdirSync(standIns)
  const bwrap = await failingBwrap(standIns)
  const sudo = await failingSudo(standIns)
  renameSync(bwrap, path.join(standIns, 'bwrap'))
  renameSync(sudo, path.join(standIns, 'sudo'))
  // One after the other: the machine's cores are shared.
  unsandboxed = await runDemo('unsandboxed', `${standIns}:${plainPath}`)
  sandboxed = await runDemo('sandboxed', plainPath)
}, 120_000)

afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('npm run demo where bash cannot be sandboxed', () => {
  it("asks the way the action's sandbox: auto does", async () => {
    const here = await probeSandbox({ PATH: plainPath })
    expect(here.available).toBe(probed.kind !== 'unavailable')
    const none = await probeSandbox({ PATH: `${standIns}:${plainPath}` })
    const action = await detectSandbox({
      mode: 'auto',
      workspace: tmpdir(),
      home: tmpdir(),
      tmpDir: tmpdir(),
      network: false,
      bwrapPath: path.join(standIns, 'bwrap'),
      sudoPath: path.join(standIns, 'sudo')
    })
    await action.close()
    expect(action.kind).toBe('unavailable')
    expect(none).toEqual({
      available: false,
      reason:
        'bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required'
    })
  })

  it('replays the recording as recorded, on its throwaway copy with sandbox: none, and says so first', () => {
    const { code, stdout, stderr, html } = unsandboxed
    expect(stderr).not.toContain('does not serve')
    expect(code).toBe(0)
    // Said first, in the terminal and on the page, with why.
    const first = stdout.split('\n')[0]
    expect(first).toMatch(
      /^No sandbox for bash on this machine \(bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required\), so this demo runs the action with sandbox: none, .* throwaway copy of the sample repository\. That is safe only because the copy is thrown away/
    )
    expect(html).toMatch(
      /<body><p class="notice">No sandbox for bash on this machine \(bubblewrap: [^<]*throwaway copy[^<]*<\/p>\n<h1>/
    )
    expect(stderr).toContain('with sandbox: none')

    // The recorded bash calls ran (the job log is printed with --log).
    expect(stdout).not.toContain('unknown tool')
    expect(stdout).not.toContain('no bash')
    expect(stdout).not.toContain('Called `bash`')
    const sections = sectionsOf(stdout)
    const final = sections.get('Final comment by github-actions[bot] on #7')
    expect(final).toMatch(/^ {4}4\. ✗ Ran `node --test` \(exit 1\)$/m)
    expect(final).toMatch(/^ {4}6\. ✓ Ran `node --test`$/m)
    expect(final).toContain('Checked with `node --test`: all 3 tests pass')
    // The PR's Testing part says what the summary says: the tests ran.
    const pr =
      [...sections].find(([title]) =>
        title.startsWith('Pull request #8')
      )?.[1] ?? ''
    const testing = pr.slice(pr.indexOf('Testing'), pr.indexOf('Fixes #7'))
    expect(testing).toMatch(/✗ Ran `node --test` \(exit 1\)/)
    expect(testing).toMatch(/✓ Ran `node --test`/)
    expect(testing).not.toContain('No tests were run')
    const summary = sections.get('Job summary') ?? ''
    expect(summary).toMatch(/│ 6 │ `bash` │ Ran `node --test` +│ ✓ /)
    expect(summary).toMatch(/│ sandbox +│ no sandbox \(sandbox: none\)/)
    const outputs = sections.get('Step outputs') ?? ''
    expect(outputs).toMatch(/^ {2}conclusion +changed$/m)
  })

  it("keeps a live model's commands sandboxed: sandbox: auto, so no bash here, said first", async () => {
    // A "live" endpoint that answers as the recording did: the model still
    // asks for bash, and is refused.
    const model = await startReplayModel(
      recordedTurns(
        readFileSync(path.join(root, 'examples/demo/session.jsonl'), 'utf8')
      )
    )
    let run: Run
    try {
      run = await runDemo('live', `${standIns}:${plainPath}`, [
        '--base-url',
        model.url,
        '--api-key',
        'sk-test',
        '--model',
        'some-model'
      ])
    } finally {
      await model.close()
    }
    expect(run.stdout.split('\n')[0]).toMatch(
      /^No sandbox for bash on this machine \(bubblewrap: .*\), so the action offers a live model no bash here \(sandbox: auto\)/
    )
    expect(run.html).toContain('<p class="notice">No sandbox for bash')
    expect(run.stderr).not.toContain('sandbox: none')
    expect(run.stdout).not.toContain('no sandbox (sandbox: none)')
    const summary = sectionsOf(run.stdout).get('Job summary') ?? ''
    expect(summary).toMatch(/│ sandbox +│ no bash: no sandbox works here/)
  }, 60_000)

  it('--cli replays the recording with sandbox: none there too, said first', async () => {
    const run = await runDemo('cli', `${standIns}:${plainPath}`, ['--cli'])
    expect(run.code).toBe(0)
    expect(run.stderr.split('\n')[0]).toMatch(
      /^No sandbox for bash on this machine \(bubblewrap: .*\), so this demo runs the CLI with sandbox: none, .*throwaway copy/
    )
    expect(run.stderr).not.toContain('unknown tool')
    expect(run.stderr).toMatch(/^ {2}✗ bash .*: exit 1$/m)
    expect(run.stderr).toMatch(/^ {2}← bash .*: exit=0 /m)
    expect(run.stderr).toMatch(/^sandbox: no sandbox \(sandbox: none\)/m)
  }, 60_000)

  itSandboxed(
    'writes the page of a machine with a sandbox, but for its first line and the sandbox sentences',
    () => {
      expect(sandboxed.code).toBe(0)
      expect(sandboxed.stdout.split('\n')[0]).toBe('')
      expect(sandboxed.html).not.toContain('class="notice"')
      expect(sandboxed.stdout).not.toContain('sandbox: none')
      expect(sandboxed.html).toContain('<td>sandbox</td><td>bash ran in')
      expect(comparable(unsandboxed.html)).toBe(comparable(sandboxed.html))
      // What was normalised away is there to see.
      expect(unsandboxed.html).toContain(
        '<td>sandbox</td><td>no sandbox (sandbox: none)'
      )
    }
  )
})
