/**
 * Gets the repository ready before the agent runs: find or clone the
 * checkout, strip every credential a previous step left in `.git/config`,
 * check out what the run's plan asks for, and remember the base commit. The
 * git-dir guard (`git-dir-guard.ts`) then snapshots `.git` for after the
 * loop.
 */
import { lstat, mkdir, readdir, realpath, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  createGitClient,
  isValidBranchName,
  type GitClient
} from '../git-client.js'
import {
  type CheckoutRead,
  configEntries,
  matching,
  readCheckout,
  removePersistedCredentials
} from './persisted-credentials.js'

export { removePersistedCredentials } from './persisted-credentials.js'

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
  /**
   * The workspace's read ({@link readWorkspace}), when the run started it
   * early; else it is read here.
   */
  found?: Promise<CheckoutRead | null>
}

/**
 * Reads the workspace as `prepareWorkspace` finds it: the checkout of
 * `remoteUrl` there (its local config and git dir), or null. Two read-only
 * git processes; a run starts them before its permission answer, so they
 * run beside its first requests (docs/architecture.md, "Start-up").
 */
export function readWorkspace(
  workspaceDir: string,
  remoteUrl: string
): Promise<CheckoutRead | null> {
  return checkoutOf(resolve(workspaceDir), remoteUrl)
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
  const { dir, cloned, read } = await locateCheckout(options)
  const git = createGitClient(dir, {
    token: options.token,
    authDir: options.scratchDir
  })
  // A checkout found as it is was read once already (its config and git
  // dir); a clone is read now.
  const checkout = read ?? (await readCheckout(git))
  // The default checkout stays as found: its HEAD is read beside the
  // credential removal, which changes only config (docs/architecture.md,
  // "Start-up"); a pull request's is read once it is checked out.
  const stays = options.mode.kind === 'default'
  const early = stays ? readHead(git) : null
  early?.catch(() => undefined)
  const removedCredentials = await removePersistedCredentials(git, checkout)
  await checkoutMode(git, options)
  const { baseSha, branch } = await (early ?? readHead(git))
  return {
    dir,
    baseSha,
    branch,
    cloned,
    removedCredentials,
    gitDir: checkout.gitDir
  }
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
): Promise<{ dir: string; cloned: boolean; read?: CheckoutRead }> {
  const workspace = resolve(options.workspaceDir)
  const found = await (options.found ??
    checkoutOf(workspace, options.remoteUrl))
  if (found) return { dir: workspace, cloned: false, read: found }
  if (await isMissingOrEmpty(workspace)) {
    await clone(workspace, options)
    return { dir: workspace, cloned: true }
  }
  const fallback = resolve(options.scratchDir, 'repo')
  const earlier = await checkoutOf(fallback, options.remoteUrl)
  if (earlier) return { dir: fallback, cloned: false, read: earlier }
  await rm(fallback, { recursive: true, force: true })
  await clone(fallback, options)
  return { dir: fallback, cloned: true }
}

/**
 * The checkout's config and git dir when `dir` is the top of a checkout of
 * `remoteUrl`, else null: one `rev-parse` and one `config --list`, side by
 * side, which the credential removal then reuses.
 */
async function checkoutOf(
  dir: string,
  remoteUrl: string
): Promise<CheckoutRead | null> {
  const git = createGitClient(dir)
  // Both reads are spawned now, beside the lstat, so that a run starting
  // them before its first request has them on the way before `fetch`
  // loads (in a folder that is not there they fail, unread).
  const reads = Promise.all([
    git.run(['rev-parse', '--show-toplevel', '--git-common-dir'], {
      allowFailure: true
    }),
    git.run(['config', '--local', '--null', '--list'], { allowFailure: true })
  ])
  const info = await lstat(dir).catch(() => null)
  if (!info?.isDirectory()) {
    reads.catch(() => undefined)
    return null
  }
  const [paths, listed] = await reads
  const [top = '', common = ''] = paths.stdout.split('\n')
  if (paths.exitCode !== 0 || top.trim() === '' || listed.exitCode !== 0)
    return null
  const [topReal, dirReal] = await Promise.all([
    realpath(top.trim()),
    realpath(dir)
  ])
  if (topReal !== dirReal) return null
  const config = configEntries(listed.stdout)
  const remotes = matching(config, /^remote\..+\.url$/s)
  if (!remotes.some((entry) => isSameRepositoryUrl(entry.value, remoteUrl)))
    return null
  return { config, gitDir: resolve(dir, common.trim()) }
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

/** The commit and branch HEAD names: two reads side by side. */
async function readHead(
  git: GitClient
): Promise<{ baseSha: string; branch: string | null }> {
  const [head, symbolic] = await Promise.all([
    git.run(['rev-parse', '--verify', 'HEAD^{commit}']),
    git.run(['symbolic-ref', '-q', '--short', 'HEAD'], { allowFailure: true })
  ])
  return {
    baseSha: head.stdout.trim(),
    branch: symbolic.exitCode === 0 ? symbolic.stdout.trim() : null
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
