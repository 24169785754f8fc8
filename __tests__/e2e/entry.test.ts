import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  bundleNode,
  bundlePath,
  COMMITTED_BUNDLE,
  parseOutputFile
} from '../../__fixtures__/e2e-harness.js'

function runBundle(
  env: NodeJS.ProcessEnv,
  bundle = bundlePath()
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      bundleNode(),
      [bundle],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr
        })
    )
  })
}

describe('the bundle as an entry point', () => {
  // The one test of the committed dist/ (every other one runs a bundle built
  // from src/; `npm run check-dist` keeps the two equal): it loads and runs.
  it('committed dist/index.js: outside a workflow, exits with a message that says what to do', async () => {
    const { code, stdout, stderr } = await runBundle({}, COMMITTED_BUNDLE)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('runs inside a GitHub Actions workflow')
    expect(stderr).toContain('node dist/cli/index.js --help')
  })

  it('fails fast on a bad input, naming it, and still writes the outputs and summary', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entry-'))
    try {
      const output = path.join(dir, 'output')
      const summary = path.join(dir, 'summary')
      const event = path.join(dir, 'event.json')
      writeFileSync(output, '')
      writeFileSync(summary, '')
      writeFileSync(event, '{}')
      const { code, stdout } = await runBundle({
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'octo/dates',
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        'INPUT_MAX-ITERATIONS': 'lots',
        INPUT_SANDBOX: 'docker'
      })
      expect(code).toBe(1)
      expect(stdout).toContain(
        'max-iterations must be a whole number from 1 to 200, got "lots"'
      )
      expect(stdout).toContain(
        'sandbox must be one of auto, bwrap, none, got "docker"'
      )
      expect(parseOutputFile(readFileSync(output, 'utf8'))).toMatchObject({
        conclusion: 'failed',
        iterations: '0'
      })
      expect(readFileSync(summary, 'utf8')).toContain('Failed')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
