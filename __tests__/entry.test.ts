import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseOutputFile } from '../__fixtures__/e2e-harness.js'

const root = fileURLToPath(new URL('..', import.meta.url))

function runBundle(
  env: NodeJS.ProcessEnv
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'dist/index.js')],
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
  it('outside a workflow, exits with a message that says what to do', async () => {
    const { code, stdout, stderr } = await runBundle({})
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
