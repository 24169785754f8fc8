/**
 * The local config of a checkout and the credentials a previous step left
 * in it (docs/security.md item 7): read once, removed before the agent's
 * shell can read them.
 */
import { readFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import type { GitClient } from '../git-client.js'

/** What the set-up needs of a checkout: its local config and its common git dir. */
export interface CheckoutRead {
  config: ConfigEntry[]
  gitDir: string
}

/** The local config and the common git dir of a repository, read side by side. */
export async function readCheckout(git: GitClient): Promise<CheckoutRead> {
  const [config, gitDir] = await Promise.all([
    localConfig(git),
    commonGitDir(git)
  ])
  return { config, gitDir }
}

/**
 * Removes credentials left in the local config, before the agent's shell can
 * read them: every `http.*extraheader` (actions/checkout's token), every
 * `include.path`/`includeIf.*.path` whose file holds an extraheader (newer
 * actions/checkout), user info in http(s) remote URLs, and `url.*.insteadOf`
 * rewrites whose URL embeds credentials. Returns the keys removed or
 * rewritten, with any user info in a key masked as `***`.
 */
export async function removePersistedCredentials(
  git: GitClient,
  read?: CheckoutRead
): Promise<string[]> {
  const removed: string[] = []
  // One read of the local config for every rule below: each rule changes
  // only keys of its own, so what the others match is still as read. (With
  // `--local`, git does not follow includes, so rewriting them changes no
  // other key either.)
  const { config, gitDir } = read ?? (await readCheckout(git))
  const headers = matching(config, /^http\.(.+\.)?extraheader$/s)
  for (const key of uniqueKeys(headers)) {
    await git.run(['config', '--local', '--unset-all', key])
    removed.push(maskUserInfo(key))
  }
  const includes = matching(config, /^include(if\..+)?\.path$/s)
  for (const key of uniqueKeys(includes)) {
    const values = includes.filter((e) => e.key === key).map((e) => e.value)
    const flags = await Promise.all(
      values.map((value) => includeHoldsCredentials(value, gitDir))
    )
    if (!flags.some(Boolean)) continue
    const kept = values.filter((_, index) => !flags[index])
    await rewriteKey(git, key, kept)
    removed.push(maskUserInfo(key))
  }
  const urls = matching(config, /^remote\..+\.(url|pushurl)$/s)
  for (const key of uniqueKeys(urls)) {
    const values = urls.filter((e) => e.key === key).map((e) => e.value)
    if (!values.some(hasUserInfo)) continue
    await rewriteKey(git, key, values.map(stripUserInfo))
    removed.push(key)
  }
  const rewrites = matching(config, /^url\..+\.(insteadof|pushinsteadof)$/s)
  for (const key of uniqueKeys(rewrites)) {
    if (!hasUserInfo(key.slice('url.'.length))) continue
    await git.run(['config', '--local', '--unset-all', key])
    removed.push(maskUserInfo(key))
  }
  return removed
}

interface ConfigEntry {
  key: string
  value: string
}

/** `key\nvalue\0` records of `git config --null`; a key alone has no value. */
export function configEntries(stdout: string): ConfigEntry[] {
  return stdout
    .split('\0')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const newline = entry.indexOf('\n')
      return newline < 0
        ? { key: entry, value: '' }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1) }
    })
}

/**
 * Every entry of the local config, keys as git prints them (section and
 * variable names lower-cased), from one `git config --list`.
 */
async function localConfig(git: GitClient): Promise<ConfigEntry[]> {
  const result = await git.run(['config', '--local', '--null', '--list'], {
    allowFailure: true
  })
  if (result.exitCode !== 0) {
    throw new Error(`git config --list failed: ${result.stderr.trim()}`)
  }
  return configEntries(result.stdout)
}

/**
 * The entries whose key matches `pattern`, as `git config --get-regexp`
 * matches them (case-sensitive, on the printed key; patterns are compiled
 * with the `s` flag so that `.` matches any character, as in git's POSIX
 * regex).
 */
export function matching(
  entries: ConfigEntry[],
  pattern: RegExp
): ConfigEntry[] {
  return entries.filter((entry) => pattern.test(entry.key))
}

function uniqueKeys(entries: ConfigEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.key))]
}

/** Replaces all values of `key` without passing the old values in argv. */
async function rewriteKey(
  git: GitClient,
  key: string,
  values: string[]
): Promise<void> {
  await git.run(['config', '--local', '--unset-all', key])
  for (const value of values) {
    await git.run(['config', '--local', '--add', key, value])
  }
}

async function commonGitDir(git: GitClient): Promise<string> {
  const out = (await git.run(['rev-parse', '--git-common-dir'])).stdout.trim()
  return resolve(git.cwd, out)
}

async function includeHoldsCredentials(
  path: string,
  gitDir: string
): Promise<boolean> {
  const expanded = path.startsWith('~/') ? join(homedir(), path.slice(2)) : path
  const target = isAbsolute(expanded) ? expanded : resolve(gitDir, expanded)
  const text = await readFile(target, 'utf8').catch(() => '')
  return /extraheader/i.test(text) || hasUserInfo(text)
}

const HTTP_USER_INFO = /(https?:\/\/)[^/@\s]+@/gi

function hasUserInfo(text: string): boolean {
  HTTP_USER_INFO.lastIndex = 0
  return HTTP_USER_INFO.test(text)
}

function stripUserInfo(url: string): string {
  return url.replace(HTTP_USER_INFO, '$1')
}

function maskUserInfo(key: string): string {
  return key.replace(HTTP_USER_INFO, '$1***@')
}
