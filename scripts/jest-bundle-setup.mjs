// Jest globalSetup of the e2e project (jest.config.js): bundles src/ with
// the same ncc build as `npm run package`, once per jest run, into a temp
// folder, so the end-to-end tests run the code in src/ and not the committed
// dist/. The folder reaches the test workers through E2E_BUNDLE_DIR (or,
// when src/ does not build, the reason through E2E_BUNDLE_ERROR): jest
// starts its workers after this hook, with this process's environment.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from './bundle.mjs'

export const BUNDLE_PREFIX = join(tmpdir(), 'agent-action-bundle-')

export default function bundleForTests() {
  delete process.env.E2E_BUNDLE_DIR
  delete process.env.E2E_BUNDLE_ERROR
  const dir = mkdtempSync(BUNDLE_PREFIX)
  const started = Date.now()
  try {
    build(dir)
  } catch (error) {
    // ncc has printed its errors. The unit suites still run; every test
    // that needs the bundle fails with this message (see bundlePath).
    rmSync(dir, { recursive: true, force: true })
    process.env.E2E_BUNDLE_ERROR = `could not bundle src/ (see the ncc errors above the test results): ${error.message.split('\n')[0]}`
    process.stderr.write(`\n${process.env.E2E_BUNDLE_ERROR}\n`)
    return
  }
  process.env.E2E_BUNDLE_DIR = dir
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  process.stderr.write(`\nbundled src/ into ${dir} in ${seconds} s\n`)
}
