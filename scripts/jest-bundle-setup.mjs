// Jest globalSetup of the e2e project (jest.config.js): bundles src/ with
// the same ncc build as `npm run package`, once per jest run, into a temp
// folder, so the end-to-end tests run the code in src/ and not the committed
// dist/. The folder reaches the test workers through E2E_BUNDLE_DIR: jest
// starts its workers after this hook, with this process's environment.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from './bundle.mjs'

export const BUNDLE_PREFIX = join(tmpdir(), 'agent-action-bundle-')

export default function bundleForTests() {
  const dir = mkdtempSync(BUNDLE_PREFIX)
  const started = Date.now()
  try {
    build(dir)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`could not bundle src/ for the e2e tests: ${error}`, {
      cause: error
    })
  }
  process.env.E2E_BUNDLE_DIR = dir
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  process.stderr.write(`\nbundled src/ into ${dir} in ${seconds} s\n`)
}
