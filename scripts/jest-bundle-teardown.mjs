// Jest globalTeardown of the e2e project: removes the bundle that
// scripts/jest-bundle-setup.mjs built (and only a folder it made).
import { rmSync } from 'node:fs'
import { BUNDLE_PREFIX } from './jest-bundle-setup.mjs'

export default function removeTestBundle() {
  const dir = process.env.E2E_BUNDLE_DIR
  if (dir?.startsWith(BUNDLE_PREFIX)) {
    rmSync(dir, { recursive: true, force: true })
    delete process.env.E2E_BUNDLE_DIR
  }
}
