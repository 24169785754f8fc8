// Jest globalTeardown of every run: fails the run when a test left anything
// in the tests' temp folder (scripts/jest-temp-setup.mjs), then removes it.
// The e2e bundle is its own teardown's to remove, and the sudo sandbox's
// mount point (src/tools/bash/sandbox/sudo-sandbox.ts) its process's when it exits,
// which a jest worker may do after this runs.
import { readdirSync, rmSync } from 'node:fs'
import { basename } from 'node:path'
import { TEMP_PREFIX } from './jest-temp-setup.mjs'

export default function checkTempForTests() {
  const root = process.env.JEST_TEMP_ROOT
  if (!root || !basename(root).startsWith(TEMP_PREFIX)) return
  const left = readdirSync(root).filter(
    (name) =>
      !name.startsWith('agent-action-bundle-') &&
      !name.startsWith('agent-sandbox-root-')
  )
  rmSync(root, { recursive: true, force: true })
  delete process.env.JEST_TEMP_ROOT
  if (left.length > 0)
    throw new Error(
      `tests left ${left.length} folder(s) or file(s) in the temp folder; each test removes what it makes: ${left.sort().join(', ')}`
    )
}
