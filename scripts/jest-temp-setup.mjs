// Jest globalSetup of every run (jest.config.js): the tests' temp folder.
// os.tmpdir() reads TMPDIR, and jest starts its workers after this hook with
// this process's environment, so every folder a test (or a CLI it runs)
// makes with mkdtemp(tmpdir()) lands in one folder of this run, which the
// teardown checks is empty again (scripts/jest-temp-teardown.mjs). A folder
// of its own, not a look at /tmp: other runs may be writing there.
import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const TEMP_PREFIX = 'agent-tests-'

export default function tempForTests() {
  if (process.env.JEST_TEMP_ROOT) return
  const root = mkdtempSync(join(tmpdir(), TEMP_PREFIX))
  // As /tmp itself: a test may run a process as another user.
  chmodSync(root, 0o1777)
  process.env.JEST_TEMP_ROOT = root
  process.env.TMPDIR = root
}
