import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { sectionsOf } from '../../__fixtures__/e2e-suite.js'
import { type ChildProcess, spawn } from 'node:child_process'
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundlePath } from '../../__fixtures__/e2e-harness.js'

// `npm run demo` as a new user runs it, on the bundle built from src/ for
// this jest run: the action end to end against the demo's loopback GitHub
// and the recorded session, printed as a maintainer would see it on GitHub.

const root = fileURLToPath(new URL('../..', import.meta.url))

let temp: string

beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'demo-test-'))
})

afterEach(() => rmSync(temp, { recursive: true, force: true }))

interface Demo {
  child: ChildProcess
  done: Promise<{ code: number | null; stdout: string; stderr: string }>
  stderr: () => string
}

/** Starts the demo with its temp dir (TMPDIR) under this test's folder. */
function startDemo(args: string[]): Demo {
  // The demo starts the action with the Node that runs it: E2E_NODE (the
  // node24 of action.yml in .ci/run), else jest's.
  const child = spawn(
    process.env.E2E_NODE || process.execPath,
    [path.join(root, 'scripts/demo.mjs'), ...args],
    {
      env: {
        PATH: process.env.PATH ?? '',
        TMPDIR: temp,
        AGENT_DEMO_BUNDLE: bundlePath()
      },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (part: Buffer) => (stdout += part.toString()))
  child.stderr?.on('data', (part: Buffer) => (stderr += part.toString()))
  const done = new Promise<{
    code: number | null
    stdout: string
    stderr: string
  }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  )
  return { child, done, stderr: () => stderr }
}

/** Processes whose working directory or environment is under `dir`. */
function processesUnder(dir: string): string[] {
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`)
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8')
      if (cwd.startsWith(dir) || environ.includes(dir)) found.push(pid)
    } catch {
      // gone, or another user's
    }
  }
  return found
}

describe('npm run demo', () => {
  it('prints the GitHub view of a run: 👀, the tracking comment as it changes, the PR with its diff, the job summary and outputs', async () => {
    const page = path.join(temp, 'page.html')
    const demo = startDemo(['--pace', '0', '--html', page])
    const { code, stdout, stderr } = await demo.done
    expect(stderr).not.toContain('does not serve')
    expect(code).toBe(0)
    const sections = sectionsOf(stdout)
    const titles = [...sections.keys()]
    // Printed as they happen, each once.
    expect(stdout.split(/^━━ /m)).toHaveLength(titles.length + 1)
    expect(titles[0]).toBe('Issue #7: Dates are off by one month')
    expect(titles[1]).toBe('@alice commented on #7')
    expect(sections.get(titles[1])).toContain(
      '/agent fix this and make sure the tests pass'
    )
    expect(titles[2]).toBe('👀 github-actions[bot] reacted to the comment')

    // Every version of the tracking comment, in order, rendered as text.
    const versions = titles.filter((title) =>
      /^Tracking comment by github-actions\[bot\], version \d+$/.test(title)
    )
    expect(versions.length).toBeGreaterThanOrEqual(1)
    const first = sections.get(versions[0]) ?? ''
    expect(first).toContain('(posted)')
    expect(first).toMatch(/run log \(http:\/\/127\.0\.0\.1:\d+\/octo\//)
    expect(first).not.toContain('<!--')
    const final = sections.get('Final comment by github-actions[bot] on #7')
    expect(final).toBeDefined()
    expect(final).toContain('Fixed the off-by-one month in `formatDate`.')
    expect(final).toMatch(/^ {2}• `src\/dates\.js`: `getUTCMonth\(\)`/m)
    expect(titles.indexOf(versions[0])).toBeLessThan(
      titles.indexOf('Final comment by github-actions[bot] on #7')
    )

    const prTitle = titles.find((title) =>
      title.startsWith('Pull request #8: ')
    )
    expect(prTitle).toBeDefined()
    const pr = sections.get(prTitle ?? '') ?? ''
    expect(pr).toMatch(/wants to merge agent\/issue-7-\d+ into main/)
    expect(pr).toContain('Fixes #7')

    const diffTitle = titles.find((title) => title.startsWith('Files changed'))
    const diff = sections.get(diffTitle ?? '') ?? ''
    expect(diff).toContain('diff --git a/src/dates.js b/src/dates.js')
    expect(diff).toContain(
      "+  const month = String(date.getUTCMonth() + 1).padStart(2, '0')"
    )
    expect(diff).toContain(
      "-  const month = String(date.getUTCMonth()).padStart(2, '0')"
    )

    const summary = sections.get('Job summary') ?? ''
    expect(summary).toMatch(/^ {2}agent-action: /m)
    expect(summary).toMatch(/^ {2}┌/m)
    expect(summary).not.toMatch(/^ {2}\|/m)
    const outputs = sections.get('Step outputs') ?? ''
    expect(outputs).toMatch(/^ {2}conclusion +changed$/m)
    expect(outputs).toMatch(/^ {2}pr-number +8$/m)

    // The page holds the same sections, with the posted text escaped.
    const html = readFileSync(page, 'utf8')
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<h2>@alice commented on #7</h2>')
    expect(html).toContain(
      '<h2>Final comment by github-actions[bot] on #7</h2>'
    )
    expect(html).toContain('<h2>Job summary</h2>')
    expect(html).toContain(
      '<span class="add">+  const month = String(date.getUTCMonth() + 1).padStart(2, &#39;0&#39;)</span>'
    )
    expect(html).toContain('<code>formatDate</code>')
    expect(html).not.toContain('<!-- agent-action -->')
    expect(html).toContain('<table>')
    expect(html).not.toContain('<script')

    // Nothing left behind: the temp folder is empty but for the page.
    expect(readdirSync(temp)).toEqual(['page.html'])
    expect(processesUnder(temp)).toEqual([])
  }, 60_000)

  it('stops the action and removes its folder on Ctrl-C', async () => {
    // Each recorded turn waits 60 s: the run is surely in flight.
    const demo = startDemo(['--pace', '60'])
    await new Promise<void>((resolve) => {
      const check = () => {
        if (/the action is running \(pid \d+\)/.test(demo.stderr())) {
          resolve()
          return true
        }
        return false
      }
      if (!check()) demo.child.stderr?.on('data', () => check())
    })
    demo.child.kill('SIGINT')
    const { code, stderr } = await demo.done
    expect(code).toBe(130)
    expect(stderr).toContain('interrupted')
    expect(readdirSync(temp)).toEqual([])
    expect(processesUnder(temp)).toEqual([])
  }, 30_000)
})
