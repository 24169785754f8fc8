/** What the CLI suites share: a captured CliIo and a committed copy of the demo sample. */
import { afterEach, beforeEach } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CliIo } from '../src/cli.js'
import { ModelSlot } from './scripted-model.js'

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

/** Copies the demo sample into `dir` and runs `git init` on main there, committing nothing. */
export function initDemoSample(dir: string): void {
  cpSync(path.join(root, 'examples/demo/repo'), dir, { recursive: true })
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir })
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

/** A CLI suite's temp folder, its committed demo sample and its model. */
class CliScene extends ModelSlot {
  /** The temp folder of the test. */
  base = ''

  /** `<base>/repo`: the demo sample, committed. */
  get repo(): string {
    return path.join(this.base, 'repo')
  }
}

/**
 * Before each test of the suite: a fresh `<tmp>/<prefix>…/repo` with the demo
 * sample committed; after it, the model it started closed, the folder gone.
 */
export function cliScene(prefix: string): CliScene {
  const scene = new CliScene()
  beforeEach(() => {
    scene.base = mkdtempSync(path.join(tmpdir(), prefix))
    commitDemoSample(scene.repo)
  })
  afterEach(async () => {
    await scene.close()
    rmSync(scene.base, { recursive: true, force: true })
  })
  return scene
}

/** `--base-url <url> --api-key <key> --model <model>`: the endpoint a run asks. */
export function endpointArgs(
  url: string,
  key: string,
  model: string
): string[] {
  return ['--base-url', url, '--api-key', key, '--model', model]
}
