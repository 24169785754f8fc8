/**
 * The git side of publishing the agent's work: stage, inspect, commit and
 * push. GitHub API calls (the PR, comments) live in `github/`. Pushes are
 * never forced and never go to the default branch.
 */
import { createRedactor } from '../security/index.js'
import { isValidBranchName, type GitClient } from './git-client.js'
import { errorMessage } from '../shared/index.js'

/** One path changed between the base commit and the index. */
export interface ChangedFile {
  /** Path in the index (the new path of a rename). */
  path: string
  status: 'added' | 'modified' | 'deleted' | 'renamed' | 'type-changed'
  /** The path before a rename. */
  oldPath?: string
  /**
   * Mode after the change (`100644`, `100755`, `120000` symlink, `160000`
   * submodule); for a deletion, the mode it had.
   */
  mode: string
  /** Mode before the change; absent for an added path. */
  oldMode?: string
  /**
   * Object id of the new version (a blob, or a commit for a submodule);
   * only from {@link listStagedChanges} with `withBlobs`, absent for a
   * deletion.
   */
  blob?: string
}

/** Outcome of {@link pushBranch}; `error` is redacted and meant for a report. */
type PushResult = { ok: true } | { ok: false; error: string }

/** A commit identity. */
export interface GitIdentity {
  name: string
  email: string
}

/** Input of {@link commitIndexTree}, besides its `parent`. */
interface CommitInput {
  message: string
  /** Author and committer. */
  author: GitIdentity
  /** Appended as `Co-authored-by:` trailers (deduplicated by email). */
  coAuthors?: GitIdentity[]
}

/** Input of {@link pushBranch}. */
interface PushInput {
  /** HTTPS URL of the repository, without credentials. */
  remoteUrl: string
  /** Sent only as an HTTP header to `remoteUrl`'s origin (`git-auth.ts`). */
  token: string
  /** Target branch name (without `refs/heads/`). */
  branch: string
  /** Pushing here is refused. */
  defaultBranch: string
  /** What to push: a commit sha or ref. Default `HEAD`. */
  source?: string
  /** Refuse when the branch already exists on the remote. */
  expectNew?: boolean
}

/** Diff flags that keep `.git/config` out of the output (no programs, fixed format). */
const DIFF_FLAGS = [
  '--no-ext-diff',
  '--no-textconv',
  '--no-color',
  '--no-relative',
  '--submodule=short'
]

const STATUS: Record<string, ChangedFile['status']> = {
  A: 'added',
  C: 'added',
  M: 'modified',
  U: 'modified',
  D: 'deleted',
  R: 'renamed',
  T: 'type-changed'
}

/** Stages every change in the work tree (`git add --all`, honouring .gitignore). */
export async function stageAll(git: GitClient): Promise<void> {
  await git.run(['add', '--all'])
}

/**
 * The staged changes against `baseSha`, renames detected; with `withBlobs`,
 * each with the object id of its new version.
 */
export async function listStagedChanges(
  git: GitClient,
  baseSha: string,
  options: { withBlobs?: boolean } = {}
): Promise<ChangedFile[]> {
  const { stdout } = await git.run([
    'diff',
    '--cached',
    '--raw',
    '-z',
    '-M',
    '--no-abbrev',
    ...DIFF_FLAGS,
    revision(baseSha),
    '--'
  ])
  return parseRawDiff(stdout, options)
}

/** The staged changes against `baseSha` as a patch that `git apply` accepts. */
export async function stagedPatch(
  git: GitClient,
  baseSha: string
): Promise<string> {
  const { stdout } = await git.run([
    'diff',
    '--cached',
    '--binary',
    '-M',
    '-U3',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    ...DIFF_FLAGS,
    revision(baseSha),
    '--'
  ])
  return stdout
}

/**
 * Pushes `source` (default HEAD) to `refs/heads/<branch>` of `remoteUrl`:
 * never forced, never to the default branch, hooks off. Failures (an invalid name, the default
 * branch, an existing branch with `expectNew`, a rejected non-fast-forward,
 * 403) come back as `ok: false` with git's redacted stderr; never throws.
 */
export async function pushBranch(
  git: GitClient,
  input: PushInput
): Promise<PushResult> {
  const { branch, remoteUrl } = input
  if (!isValidBranchName(branch)) {
    return { ok: false, error: `invalid branch name ${JSON.stringify(branch)}` }
  }
  const defaultBranch = input.defaultBranch.replace(/^refs\/heads\//, '')
  if (branch === defaultBranch) {
    return {
      ok: false,
      error: `refusing to push to the default branch ${branch}`
    }
  }
  const redact = createRedactor([input.token])
  const auth = { token: input.token, url: remoteUrl }
  const ref = `refs/heads/${branch}`
  try {
    if (input.expectNew) {
      const listed = await git.run(
        ['ls-remote', '--heads', '--', remoteUrl, ref],
        { auth, allowFailure: true }
      )
      if (listed.exitCode !== 0) {
        return { ok: false, error: failure(listed.stderr, redact) }
      }
      const exists = listed.stdout
        .split('\n')
        .some((line) => line.split('\t')[1] === ref)
      if (exists) {
        return {
          ok: false,
          error: `branch ${branch} already exists on the remote`
        }
      }
    }
    const pushed = await git.run(
      [
        '-c',
        'push.gpgSign=false',
        '-c',
        'push.followTags=false',
        '-c',
        'push.pushOption=',
        'push',
        '--no-verify',
        '--no-recurse-submodules',
        '--',
        remoteUrl,
        `${revision(input.source ?? 'HEAD')}:${ref}`
      ],
      { auth, allowFailure: true }
    )
    if (pushed.exitCode === 0) return { ok: true }
    return { ok: false, error: failure(pushed.stderr, redact) }
  } catch (error) {
    return {
      ok: false,
      error: redact(errorMessage(error))
    }
  }
}

/**
 * Writes the index as a tree and makes one commit of it on `parent`, with
 * `author` as author and committer, without touching HEAD or any branch.
 * Whatever commits the agent made itself are not part of the result.
 */
export async function commitIndexTree(
  git: GitClient,
  input: CommitInput & { parent: string }
): Promise<string> {
  const name = cleanIdentity(input.author.name)
  const email = cleanIdentity(input.author.email)
  const tree = (await git.run(['write-tree'])).stdout.trim()
  const { stdout } = await git.run(
    ['commit-tree', revision(tree), '-p', revision(input.parent), '-F', '-'],
    {
      input: commitMessage(input),
      env: {
        GIT_AUTHOR_NAME: name,
        GIT_AUTHOR_EMAIL: email,
        GIT_COMMITTER_NAME: name,
        GIT_COMMITTER_EMAIL: email
      }
    }
  )
  return stdout.trim()
}

/** Parses `git diff --raw -z` output (`withBlobs`: keep the new object ids). */
export function parseRawDiff(
  output: string,
  options: { withBlobs?: boolean } = {}
): ChangedFile[] {
  const fields = output.split('\0')
  const files: ChangedFile[] = []
  for (let index = 0; index < fields.length; index++) {
    const header = fields[index]
    if (!header.startsWith(':')) continue
    const [oldMode, newMode, , newId, code] = header.slice(1).split(' ')
    const before = files.length
    const letter = code.charAt(0)
    const status = STATUS[letter] ?? 'modified'
    const firstPath = fields[++index]
    if (letter === 'R' || letter === 'C') {
      const path = fields[++index]
      files.push(
        letter === 'R'
          ? { path, status, oldPath: firstPath, mode: newMode, oldMode }
          : { path, status, mode: newMode }
      )
    } else if (status === 'added') {
      files.push({ path: firstPath, status, mode: newMode })
    } else if (status === 'deleted') {
      files.push({ path: firstPath, status, mode: oldMode, oldMode })
    } else {
      files.push({ path: firstPath, status, mode: newMode, oldMode })
    }
    if (options.withBlobs && status !== 'deleted' && files.length > before)
      files[files.length - 1].blob = newId
  }
  return files
}

function revision(rev: string): string {
  if (rev === '' || rev.startsWith('-') || /\s/.test(rev)) {
    throw new Error(`invalid revision ${JSON.stringify(rev)}`)
  }
  return rev
}

function cleanIdentity(text: string): string {
  return text.replace(/[\x00-\x1f\x7f<>]/g, '').trim()
}

function commitMessage(input: CommitInput): string {
  const body = input.message.replace(/\r\n/g, '\n').trim()
  const seen = new Set([cleanIdentity(input.author.email).toLowerCase()])
  const trailers: string[] = []
  for (const coAuthor of input.coAuthors ?? []) {
    const email = cleanIdentity(coAuthor.email)
    const name = cleanIdentity(coAuthor.name)
    if (!email || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    const line = `Co-authored-by: ${name || email} <${email}>`
    if (!body.includes(line)) trailers.push(line)
  }
  if (trailers.length === 0) return `${body}\n`
  // A message ending in a trailer (`Agent-Action-Run: <id>`) gets the
  // co-authors in that block: one block of trailers, as git reads them.
  const block = /\n\n[A-Za-z][A-Za-z-]*: [^\n]+$/.test(body) ? '\n' : '\n\n'
  return `${body}${block}${trailers.join('\n')}\n`
}

function failure(stderr: string, redact: (text: string) => string): string {
  const lines = redact(stderr)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '' && !line.startsWith('hint:'))
  return lines.join('\n') || 'git exited with an error and no message'
}
