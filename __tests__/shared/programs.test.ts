import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pinPrograms, programPath } from '../../src/shared/programs.js'

// A program the agent's shell plants early on PATH after start-up is never
// the one the action runs (docs/security.md item 7).

const dirs: string[] = []
const savedPath = process.env.PATH
afterEach(() => {
  process.env.PATH = savedPath
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

function binDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'programs-'))
  dirs.push(dir)
  const bin = path.join(dir, 'bin')
  mkdirSync(bin)
  writeFileSync(path.join(bin, name), '#!/bin/sh\necho planted\n', {
    mode: 0o755
  })
  return bin
}

describe('programPath', () => {
  it('keeps the path it found first, whatever PATH says later', () => {
    const name = `agent-test-tool-${process.pid}`
    const real = binDir(name)
    process.env.PATH = `${real}:${savedPath}`
    pinPrograms([name])
    expect(programPath(name)).toBe(path.join(real, name))
    const planted = binDir(name)
    process.env.PATH = `${planted}:${savedPath}`
    expect(programPath(name)).toBe(path.join(real, name))
  })

  it('remembers that a program is missing', () => {
    const name = `agent-test-missing-${process.pid}`
    pinPrograms([name])
    expect(programPath(name)).toBeNull()
    process.env.PATH = `${binDir(name)}:${savedPath}`
    expect(programPath(name)).toBeNull()
  })
})
