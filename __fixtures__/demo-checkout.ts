/**
 * The demo repository (examples/demo/repo) as octo/dates: a bare remote under
 * `<dir>/git` and a clone of it, and a RunContext over that clone, for the
 * suites that run a whole flow in process.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseSettings } from '../src/config/settings.js'
import type { RunnerEnv } from '../src/github/api/index.js'
import { createRunContext, type RunContext } from '../src/run/context.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const GIT = ['-c', 'user.name=t', '-c', 'user.email=t@example.com']

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', [...GIT, ...args], { cwd, encoding: 'utf8' })

/** A log that drops every line. */
export const QUIET_LOG = {
  info() {},
  warning() {},
  error() {},
  startGroup() {},
  endGroup() {}
}

/** A RunnerEnv of an issue_comment run of octo/dates, with `fields` over it. */
export function testRunner(
  fields: Partial<RunnerEnv> & Pick<RunnerEnv, 'workspace' | 'runnerTemp'>
): RunnerEnv {
  return {
    eventName: 'issue_comment',
    eventPath: '',
    owner: 'octo',
    repo: 'dates',
    apiUrl: 'https://api.github.test',
    serverUrl: 'https://github.test',
    runId: '42',
    runAttempt: '1',
    actor: 'alice',
    runnerWorkspace: '',
    fileCommands: [],
    ...fields
  }
}

/**
 * Seeds `<dir>/git/octo/dates.git` with the demo repository (and AGENTS.md,
 * when given) on main, and clones it to `<dir>/workspace`.
 */
export function seedDemoCheckout(
  dir: string,
  agentsMd?: string
): { bare: string; workspace: string } {
  const bare = path.join(dir, 'git', 'octo', 'dates.git')
  mkdirSync(bare, { recursive: true })
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', bare])
  const seed = path.join(dir, 'seed')
  cpSync(path.join(ROOT, 'examples/demo/repo'), seed, { recursive: true })
  if (agentsMd !== undefined) {
    writeFileSync(path.join(seed, 'AGENTS.md'), agentsMd)
  }
  git(seed, ['init', '-q', '-b', 'main'])
  git(seed, ['add', '-A'])
  git(seed, ['commit', '-q', '-m', 'Initial commit'])
  git(seed, ['push', '-q', bare, 'HEAD:refs/heads/main'])
  const workspace = path.join(dir, 'workspace')
  git(dir, ['clone', '-q', `file://${bare}`, workspace])
  return { bare, workspace }
}

/**
 * The RunContext of a run on the clone `seedDemoCheckout` made in `dir`, its
 * remote served from `file://<dir>/git`, with these action inputs.
 */
export function demoRunContext(
  dir: string,
  workspace: string,
  inputs: Record<string, string>
): RunContext {
  const runnerTemp = path.join(dir, 'runner-temp')
  mkdirSync(runnerTemp, { recursive: true })
  return createRunContext({
    settings: parseSettings((name) => inputs[name] ?? ''),
    runner: testRunner({
      workspace,
      serverUrl: `file://${path.join(dir, 'git')}`,
      runnerTemp
    }),
    log: QUIET_LOG,
    startedAt: Date.now()
  })
}
