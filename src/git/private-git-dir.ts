/**
 * The git directory the action publishes from (docs/security.md item 7):
 * a private one in the run's scratch dir, holding the repository's config
 * as the git-dir guard snapshotted it before the loop (includes dropped),
 * its `info/exclude` and `info/attributes` from the same snapshot, and
 * `shallow`, over the real object store. Nothing the agent's shell could
 * write to `.git/config` (a proxy, `http.sslVerify=false`, a CA, a filter,
 * a URL rewrite, an include) or to `.git/info/attributes` is read by the
 * git that stages, commits and pushes, whenever it was written.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GitDirSnapshot } from './git-dir-guard.js'
import { createGitClient } from './git-client.js'

/** One `key=value` entry of a config file, as `git config --list -z` prints it. */
interface ConfigEntry {
  /** `section.key` or `section.subsection.key` (section and key lower-cased by git). */
  key: string
  /** Null for a key without `=` (boolean true). */
  value: string | null
}

/** Keys that pull other files into the config: never in the private copy. */
function isInclude(key: string): boolean {
  return /^include(if)?\./i.test(key)
}

/** Parses `git config --list -z`: `key\nvalue\0`, or `key\0` without a value. */
export function parseConfigList(text: string): ConfigEntry[] {
  return text
    .split('\0')
    .filter((record) => record !== '')
    .map((record) => {
      const newline = record.indexOf('\n')
      return newline < 0
        ? { key: record, value: null }
        : { key: record.slice(0, newline), value: record.slice(newline + 1) }
    })
}

/**
 * A config file holding `entries` in order, includes left out, each value
 * quoted so that no character of it is read as syntax.
 */
export function renderConfig(entries: readonly ConfigEntry[]): string {
  const lines: string[] = []
  for (const { key, value } of entries) {
    if (isInclude(key)) continue
    const first = key.indexOf('.')
    const last = key.lastIndexOf('.')
    if (first <= 0 || last === key.length - 1) continue
    const section = key.slice(0, first)
    const name = key.slice(last + 1)
    const header =
      first === last
        ? `[${section}]`
        : `[${section} "${escape(key.slice(first + 1, last))}"]`
    lines.push(
      header,
      value === null ? `\t${name}` : `\t${name} = "${escape(value)}"`
    )
  }
  return lines.length ? `${lines.join('\n')}\n` : ''
}

function escape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
}

/**
 * Makes the private git directory for publishing from `snapshot`, under
 * `scratchDir` (which the sandbox hides); returns its path. Call once every
 * process of the run is gone: `shallow` is copied from the real one then.
 */
export async function privateGitDir(
  snapshot: GitDirSnapshot,
  scratchDir: string
): Promise<string> {
  await mkdir(scratchDir, { recursive: true, mode: 0o700 })
  const dir = await mkdtemp(path.join(scratchDir, 'publish-git-'))
  for (const sub of ['refs/heads', 'refs/tags', 'objects', 'info'])
    await mkdir(path.join(dir, sub), { recursive: true })
  await writeFile(
    path.join(dir, 'HEAD'),
    'ref: refs/heads/agent-action-publish\n'
  )
  const raw = path.join(dir, 'snapshot.config')
  await writeFile(raw, snapshot.config, { mode: 0o600 })
  // `--file` reads that file alone and does not follow its includes.
  const listed = await createGitClient(dir).run([
    'config',
    '--file',
    raw,
    '--list',
    '-z'
  ])
  await writeFile(
    path.join(dir, 'config'),
    renderConfig(parseConfigList(listed.stdout)),
    { mode: 0o600 }
  )
  for (const name of ['info/exclude', 'info/attributes']) {
    const data = snapshot.saved.files.get(name)?.data
    if (data) await writeFile(path.join(dir, name), data)
  }
  await copyFile(
    path.join(snapshot.gitDir, 'shallow'),
    path.join(dir, 'shallow')
  ).catch(() => undefined)
  return dir
}
