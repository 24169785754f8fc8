/** What the CLI suites share: a captured CliIo and a committed copy of the demo sample. */
import { execFileSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CliIo } from '../src/cli.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A CliIo in `cwd` whose stdout and stderr land in `out` and `err`; env holds PATH plus `env`. */
export function captureIo(
  cwd: string,
  env: NodeJS.ProcessEnv = {}
): CliIo & { out: string[]; err: string[] } {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    env: { PATH: process.env.PATH, ...env },
    cwd
  }
}

/** Copies the demo sample (the seeded bug) into `dir` and commits it on main. */
export function commitDemoSample(dir: string): void {
  cpSync(path.join(root, 'examples/demo/repo'), dir, { recursive: true })
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
      { cwd: dir, stdio: 'ignore' }
    )
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'sample')
}
