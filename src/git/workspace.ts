/**
 * Gets the repository ready before the agent runs: find or clone the
 * checkout, strip every credential a previous step left in `.git/config`,
 * check out what the run's plan asks for, and remember the base commit. The
 * git-dir guard (`git-dir-guard.ts`) then snapshots `.git` for after the
 * loop.
 */
import { lstat, mkdir, readdir, readFile, realpath, rm } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import {
  createGitClient,
  isValidBranchName,
  type GitClient
} from './git-client.js'

/** What to check out. */
export type CheckoutMode =
  /** Stay on the current checkout (a fresh clone is on the default branch). */
  | { kind: 'default' }
  /** A same-repository PR: its head branch, checked out as a local branch. */
  | { kind: 'pr-same-repo'; number: number; headRef: string }
  /** A fork PR: `refs/pull/<number>/head`, detached (never pushed to). */
  | { kind: 'pr-fork'; number: number }

/** The checkout the agent works in. */
export interface PreparedWorkspace {
  /** Top of the work tree (the workspace, or `<scratchDir>/repo`). */
  dir: string
  /** HEAD after the checkout, before the agent ran. */
  baseSha: string
  /** The checked-out branch; null when HEAD is detached. */
  branch: string | null
  /** Whether this run cloned the repository. */
  cloned: boolean
  /** Config keys removed because they held credentials (names, never values). */
  removedCredentials: string[]
  /** The git directory (the common dir), for the git-dir guard. */
  gitDir: string
}

/** Options of {@link prepareWorkspace}. */
interface PrepareWorkspaceOptions {
  /** `GITHUB_WORKSPACE`; may be missing, empty or hold anything. */
  workspaceDir: string
  /**
   * A directory of this run that the agent's tools cannot see: a clone
   * lands in `<scratchDir>/repo` when the workspace is taken, and the
   * credential file of each clone or fetch lives here while it runs.
   */
  scratchDir: string
  /** `${GITHUB_SERVER_URL}/${owner}/${repo}.git`, without credentials. */
  remoteUrl: string
  /** Token for clone and fetch, sent only as an HTTP header. */
  token: string
  /** What to check out. */
  mode: CheckoutMode
  /** The repository's default branch (cloned explicitly when valid). */
  defaultBranch: string
}

/**
 * Finds or clones the checkout, removes persisted credentials, checks out
 * `mode` and records the base commit. Throws (a redacted `GitError`, or an
 * `Error` for an invalid head branch or PR number) when any step fails.
 */
export async function prepareWorkspace(
  options: PrepareWorkspaceOptions
): Promise<PreparedWorkspace> {
  validateMode(options.mode)
  const { dir, cloned } = await locateCheckout(options)
  const git = createGitClient(dir, {
    token: options.token,
    authDir: options.scratchDir
  })
  const removedCredentials = await removePersistedCredentials(git)
  await checkoutMode(git, options)
  // Three reads of the checkout, side by side (docs/architecture.md, start-up).
  const [head, symbolic, gitDir] = await Promise.all([
    git.run(['rev-parse', '--verify', 'HEAD^{commit}']),
    git.run(['symbolic-ref', '-q', '--short', 'HEAD'], { allowFailure: true }),
    commonGitDir(git)
  ])
  const baseSha = head.stdout.trim()
  const branch = symbolic.exitCode === 0 ? symbolic.stdout.trim() : null
  return { dir, baseSha, branch, cloned, removedCredentials, gitDir }
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
  git: GitClient
): Promise<string[]> {
  const removed: string[] = []
  // One read of the local config for every rule below: each rule changes
  // only keys of its own, so what the others match is still as read. (With
  // `--local`, git does not follow includes, so rewriting them changes no
  // other key either.)
  const [config, gitDir] = await Promise.all([
    localConfig(git),
    commonGitDir(git)
  ])
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

/**
 * Whether two repository URLs name the same repository: compared by host and
 * path, ignoring scheme, user info, case, trailing slashes and `.git`.
 */
function isSameRepositoryUrl(a: string, b: string): boolean {
  const left = repositoryKey(a)
  return left !== null && left === repositoryKey(b)
}

function repositoryKey(url: string): string | null {
  const text = url.trim()
  let hostPath: string
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const parsed = new URL(text)
      hostPath = `${parsed.host}${parsed.pathname}`
    } catch {
      return null
    }
  } else {
    const scp = /^(?:[^@/:]+@)?([^:/]+):(?!\/)(.+)$/.exec(text)
    if (!scp) return null
    hostPath = `${scp[1]}/${scp[2]}`
  }
  return hostPath
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '')
}

async function locateCheckout(
  options: PrepareWorkspaceOptions
): Promise<{ dir: string; cloned: boolean }> {
  const workspace = resolve(options.workspaceDir)
  if (await isCheckoutOf(workspace, options.remoteUrl)) {
    return { dir: workspace, cloned: false }
  }
  if (await isMissingOrEmpty(workspace)) {
    await clone(workspace, options)
    return { dir: workspace, cloned: true }
  }
  const fallback = resolve(options.scratchDir, 'repo')
  if (await isCheckoutOf(fallback, options.remoteUrl)) {
    return { dir: fallback, cloned: false }
  }
  await rm(fallback, { recursive: true, force: true })
  await clone(fallback, options)
  return { dir: fallback, cloned: true }
}

async function isCheckoutOf(dir: string, remoteUrl: string): Promise<boolean> {
  const info = await lstat(dir).catch(() => null)
  if (!info?.isDirectory()) return false
  const git = createGitClient(dir)
  const top = await git.run(['rev-parse', '--show-toplevel'], {
    allowFailure: true
  })
  if (top.exitCode !== 0 || top.stdout.trim() === '') return false
  const [topReal, dirReal] = await Promise.all([
    realpath(top.stdout.trim()),
    realpath(dir)
  ])
  if (topReal !== dirReal) return false
  const remotes = await localConfigEntries(git, '^remote\\..+\\.url$')
  return remotes.some((entry) => isSameRepositoryUrl(entry.value, remoteUrl))
}

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  const info = await lstat(dir).catch(() => null)
  if (info === null) return true
  if (!info.isDirectory()) return false
  return (await readdir(dir)).length === 0
}

async function clone(
  dir: string,
  options: PrepareWorkspaceOptions
): Promise<void> {
  await mkdir(dir, { recursive: true })
  const git = createGitClient(dir, {
    token: options.token,
    authDir: options.scratchDir
  })
  const branch = isValidBranchName(options.defaultBranch)
    ? ['--branch', options.defaultBranch]
    : []
  await git.run(
    ['clone', '--no-tags', ...branch, '--', options.remoteUrl, '.'],
    { auth: { token: options.token, url: options.remoteUrl } }
  )
}

async function checkoutMode(
  git: GitClient,
  options: PrepareWorkspaceOptions
): Promise<void> {
  const { mode, remoteUrl, token } = options
  const credentials = { auth: { token, url: remoteUrl } }
  if (mode.kind === 'pr-same-repo') {
    const tracking = `refs/remotes/origin/${mode.headRef}`
    await git.run(
      [
        'fetch',
        '--no-tags',
        '--',
        remoteUrl,
        `+refs/heads/${mode.headRef}:${tracking}`
      ],
      credentials
    )
    await git.run(['checkout', '-B', mode.headRef, tracking, '--'])
  } else if (mode.kind === 'pr-fork') {
    const ref = `refs/remotes/pull/${mode.number}/head`
    await git.run(
      [
        'fetch',
        '--no-tags',
        '--',
        remoteUrl,
        `+refs/pull/${mode.number}/head:${ref}`
      ],
      credentials
    )
    await git.run(['checkout', '--detach', ref, '--'])
  }
}

function validateMode(mode: CheckoutMode): void {
  if (mode.kind === 'default') return
  if (!Number.isSafeInteger(mode.number) || mode.number <= 0) {
    throw new Error(`invalid PR number ${String(mode.number)}`)
  }
  if (mode.kind === 'pr-same-repo' && !isValidBranchName(mode.headRef)) {
    throw new Error(
      `PR #${mode.number} head branch ${JSON.stringify(mode.headRef)} is not a valid branch name`
    )
  }
}

interface ConfigEntry {
  key: string
  value: string
}

async function localConfigEntries(
  git: GitClient,
  pattern: string
): Promise<ConfigEntry[]> {
  const result = await git.run(
    ['config', '--local', '--null', '--get-regexp', pattern],
    { allowFailure: true }
  )
  if (result.exitCode === 1) return []
  if (result.exitCode !== 0) {
    throw new Error(`git config --get-regexp failed: ${result.stderr.trim()}`)
  }
  return configEntries(result.stdout)
}

/** `key\nvalue\0` records of `git config --null`; a key alone has no value. */
function configEntries(stdout: string): ConfigEntry[] {
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
function matching(entries: ConfigEntry[], pattern: RegExp): ConfigEntry[] {
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
