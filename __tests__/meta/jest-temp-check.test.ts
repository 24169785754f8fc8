import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import checkTempForTests from '../../scripts/jest-temp-teardown.mjs'
import { TEMP_PREFIX } from '../../scripts/jest-temp-setup.mjs'

// The end-of-run check of jest.config.js: a test that leaves a temp folder
// behind fails the run, by name.

const saved = process.env.JEST_TEMP_ROOT
let root: string

afterEach(() => {
  process.env.JEST_TEMP_ROOT = saved
  if (saved === undefined) delete process.env.JEST_TEMP_ROOT
  rmSync(root, { recursive: true, force: true })
})

describe('the temp folder check', () => {
  it('names what a test left behind and removes the folder', () => {
    root = mkdtempSync(path.join(tmpdir(), TEMP_PREFIX))
    mkdirSync(path.join(root, 'agent-cli-abc123'))
    mkdirSync(path.join(root, 'agent-action-bundle-x'))
    process.env.JEST_TEMP_ROOT = root
    expect(() => checkTempForTests()).toThrow(
      'tests left 1 folder(s) or file(s) in the temp folder; each test removes what it makes: agent-cli-abc123'
    )
    expect(existsSync(root)).toBe(false)
  })

  it('passes when the folder is empty', () => {
    root = mkdtempSync(path.join(tmpdir(), TEMP_PREFIX))
    process.env.JEST_TEMP_ROOT = root
    expect(() => checkTempForTests()).not.toThrow()
    expect(existsSync(root)).toBe(false)
  })
})
