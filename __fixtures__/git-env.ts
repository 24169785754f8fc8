import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The environment a test's own git calls run in: no system or user config, a fixed author. */
export function gitTestEnv(
  home: string,
  pathVar = process.env.PATH ?? '/usr/bin:/bin'
): Record<string, string> {
  return {
    PATH: pathVar,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.com'
  }
}

/** `git -c user.name=t -c user.email=t@example.com <args>` in `cwd`; its stdout. */
export function gitAsT(cwd: string, args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
    { cwd, encoding: 'utf8' }
  )
}

/**
 * A bare `<dir>/git/octo/dates.git` and a work tree `<dir>/work` whose first
 * commit, `base`, of these files is pushed to main.
 */
export function seedOctoDates(
  dir: string,
  files: Record<string, string>
): { bare: string; work: string } {
  const bare = path.join(dir, 'git', 'octo', 'dates.git')
  mkdirSync(bare, { recursive: true })
  gitAsT(dir, ['init', '-q', '--bare', '-b', 'main', bare])
  const work = path.join(dir, 'work')
  mkdirSync(work)
  gitAsT(work, ['init', '-q', '-b', 'main'])
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(work, name), text)
  }
  gitAsT(work, ['add', '-A'])
  gitAsT(work, ['commit', '-q', '-m', 'base'])
  gitAsT(work, ['push', '-q', bare, 'HEAD:refs/heads/main'])
  return { bare, work }
}
