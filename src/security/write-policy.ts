/**
 * The write policy the action enforces on the agent's changes before it
 * commits and pushes (item 12 of docs/security.md). Pure checks over a
 * change list that the git layer produces; the before/after snapshot of
 * `.git/` is the git-dir guard's (`git/git-dir-guard.ts`). Any violation
 * blocks the push and is reported.
 *
 * Messages name paths and rules only: never link targets or file contents,
 * which the agent controls and which could hold a secret.
 */

import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { scanPatch, type SecretFinding } from './secret-scan.js'

/** One changed path, as the git layer lists it (`git diff --raw` shape). */
export interface ChangedFile {
  /** Repository-relative, `/`-separated path of the new version (the old one for deletions). */
  path: string
  status: 'added' | 'modified' | 'deleted' | 'renamed' | 'type-changed'
  /** The previous path of a rename. */
  oldPath?: string
  /** Git mode of the new version: '100644', '100755', '120000' (symlink), '160000' (submodule), … */
  mode: string
}

/** Limits on what the agent may change. */
export interface WritePolicy {
  /**
   * Globs (see {@link matchesGlob}) of paths the agent may not add, change,
   * delete or rename from/to. Matched case-insensitively; the last matching
   * glob wins, and a glob starting with `!` re-allows what it matches.
   */
  protectedPaths: string[]
  /** Most changed paths in one push (default 100). */
  maxFiles: number
  /** Largest new version of one file, in bytes (default 1 MiB). */
  maxFileBytes: number
  /** Largest sum of new versions, in bytes (default 5 MiB). */
  maxTotalBytes: number
}

/**
 * Default protected paths. Each is either something that runs code with
 * secrets or on people's machines, something that changes who reviews, or
 * something that steers the next agent run.
 */
export const DEFAULT_PROTECTED_PATHS: string[] = [
  // `.git*` files at any depth: .gitattributes (filter/diff drivers,
  // `linguist-generated` hides a file from PR review), .gitmodules
  // (submodule URLs), .gitlab-ci.yml, .git-blame-ignore-revs (hides commits
  // from blame) and whatever git grows next.
  '**/.git*',
  // Re-allowed (before the directory globs below, so `.github/.gitignore`
  // stays protected): .gitignore only decides which untracked files git sees; it
  // runs nothing, hides no committed change from review, and ordinary fixes
  // need it (a new build directory). .gitkeep is an empty placeholder.
  '!**/.gitignore',
  '!**/.gitkeep',
  // Workflows, actions, dependabot and CODEOWNERS: code that runs with the
  // repository's secrets, and who must approve changes.
  '.github/**',
  // The same for other forges a repository may be mirrored to.
  '.gitlab/**',
  '.gitea/**',
  '.forgejo/**',
  // Review routing: GitHub reads CODEOWNERS at the root, docs/ and .github/.
  // (`**/x` also matches `x` at the root; the root forms here and below are
  // spelled out for readers and for custom lists built from this one.)
  'CODEOWNERS',
  '**/CODEOWNERS',
  // Instruction files steer the next agent run (a persistent prompt
  // injection); docs/security.md item 10 reads them from the default branch, and
  // the agent must not be able to rewrite them for the next run either.
  'AGENTS.md',
  '**/AGENTS.md',
  'CLAUDE.md',
  '**/CLAUDE.md',
  'GEMINI.md',
  // Also under `.github/**`; listed so a custom list that relaxes
  // `.github/**` and keeps the rest still protects it.
  '.github/agent-instructions.md',
  '.cursorrules',
  '.cursor/**',
  // Editor workspace config runs code when a developer opens the folder
  // (`tasks.json` with `runOn: folderOpen`, interpreter and terminal paths
  // in settings.json); devcontainers run `postCreateCommand` in Codespaces,
  // which may hold the user's secrets.
  '.vscode/**',
  '.devcontainer/**',
  // Git hooks committed to the repository run on every developer's commit.
  '.husky/**',
  '.pre-commit-config.yaml',
  // Package-manager config: `yarnPath` executes a committed script on every
  // install, and a changed registry swaps every dependency.
  '**/.npmrc',
  '.yarnrc',
  '.yarnrc.yml'
]

/** The default policy: the paths above, 100 files, 1 MiB per file, 5 MiB in all. */
export const DEFAULT_WRITE_POLICY: WritePolicy = {
  protectedPaths: DEFAULT_PROTECTED_PATHS,
  maxFiles: 100,
  maxFileBytes: 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024
}

/** One reason the push is blocked. */
export interface PolicyViolation {
  /** The offending path; `*` for limits over the whole change. */
  path: string
  rule:
    | 'protected-path'
    | 'too-many-files'
    | 'file-too-large'
    | 'total-too-large'
    | 'symlink-outside'
    | 'symlink'
    | 'submodule'
    | 'git-internals'
    | 'secret'
  /** A sentence for the report; never contains a secret value or a link target. */
  message: string
}

/** What {@link checkWritePolicy} looks at. */
export interface WritePolicyInput {
  changes: ChangedFile[]
  /**
   * Real path of the workspace (the repository root). Link targets are
   * judged by their repository-relative meaning (what every checkout sees)
   * and, when the link exists here, by where `realpath` lands.
   */
  workspace: string
  /** Bytes of the new version of a path; null when it has none (deleted). */
  sizes: (path: string) => Promise<number | null>
  /** Target of a symlink at a path, as stored; null when it cannot be read. */
  readLink: (path: string) => Promise<string | null>
  /** Overrides of {@link DEFAULT_WRITE_POLICY}. */
  policy?: Partial<WritePolicy>
  /** The staged diff (`git diff --cached`); when given, its added lines are scanned for secrets. */
  patch?: string
  /** Known secret values for that scan. */
  secrets?: readonly string[]
}

/**
 * Whether a `/`-separated path matches a glob. `**` as a whole segment
 * matches zero or more segments (so `a/**` also matches `a`, and `**\/x`
 * matches `x` at the root); `*` matches any run of characters within one
 * segment and `?` one character; dotfiles are matched like any other name.
 * Globs are anchored at the repository root. Case-sensitive.
 */
export function matchesGlob(path: string, glob: string): boolean {
  return globToRegExp(glob).test(path)
}

const globCache = new Map<string, RegExp>()

function globToRegExp(glob: string): RegExp {
  const cached = globCache.get(glob)
  if (cached) return cached
  // `**/**` is the same as `**`.
  const segments = glob
    .split('/')
    .filter((part, index, all) => !(part === '**' && all[index - 1] === '**'))
  let source = ''
  segments.forEach((segment, index) => {
    const first = index === 0
    const last = index === segments.length - 1
    if (segment === '**') {
      // Zero or more whole segments: a leading `**/` eats `x/` runs, a
      // middle or trailing one eats `/x` runs after the previous segment.
      if (first && last) source = '.*'
      else if (first) source = '(?:[^/]*/)*'
      else source += last ? '(?:/.*)?' : '(?:/[^/]*)*'
      return
    }
    if (!first && !(index === 1 && segments[0] === '**')) source += '/'
    for (const char of segment) {
      if (char === '*') source += '[^/]*'
      else if (char === '?') source += '[^/]'
      else source += char.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
    }
  })
  const regex = new RegExp(`^${source}$`, 's')
  globCache.set(glob, regex)
  return regex
}

/**
 * Whether the policy protects a path: last matching glob wins, `!`
 * re-allows. Also used to clean protected paths out of the workspace after
 * the run (`git/clean-workspace.ts`).
 */
export function isProtected(
  file: string,
  globs: readonly string[] = DEFAULT_PROTECTED_PATHS
): boolean {
  const lower = file.toLowerCase()
  let result = false
  for (const glob of globs) {
    const negated = glob.startsWith('!')
    const pattern = (negated ? glob.slice(1) : glob).toLowerCase()
    if (matchesGlob(lower, pattern)) result = !negated
  }
  return result
}

// Characters HFS+ ignores in names, so `.g\u200cit` is `.git` on a Mac.
const IGNORABLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g

/**
 * Whether a path names the git directory in some segment: `.git` in any
 * case, with trailing dots or spaces (Windows drops them), or the NTFS short
 * name `git~1`; the same forms git's own protectNTFS/protectHFS refuse.
 */
function hasGitSegment(file: string): boolean {
  return file
    .replace(IGNORABLE, '')
    .split('/')
    .some((segment) => /^(?:\.git[. ]*|git~1)$/i.test(segment))
}

/** Whether a path is a plain relative path inside the repository. */
function isCleanPath(file: string): boolean {
  if (file === '' || file.startsWith('/') || /^[A-Za-z]:/.test(file))
    return false
  return !file.split(/[/\\]/).some((segment) => segment === '..')
}

/**
 * Where a symlink's target points, relative to the repository root, or
 * null when it leaves the repository. Backslashes count as separators and
 * drive letters as absolute, because a Windows checkout reads them so.
 */
function resolveLinkTarget(link: string, target: string): string | null {
  const unified = target.replace(/\\/g, '/')
  if (unified.startsWith('/') || /^[A-Za-z]:/.test(unified)) return null
  const resolved = path.posix.normalize(
    path.posix.join(path.posix.dirname(link), unified)
  )
  if (resolved === '..' || resolved.startsWith('../')) return null
  return resolved
}

/**
 * Whether a link, followed on this checkout, lands outside the workspace.
 * Catches what the lexical check cannot: `a -> b/..` where `b` is an
 * existing link to `/`. False when it cannot be resolved (dangling, a loop,
 * not on disk), where the lexical check alone decides.
 */
async function landsOutside(workspace: string, link: string): Promise<boolean> {
  const real = await realpath(path.join(workspace, link)).catch(() => null)
  if (real === null) return false
  const root = await realpath(workspace).catch(() => workspace)
  return real !== root && !real.startsWith(root + path.sep)
}

/**
 * Checks a change list against the write policy. Never throws on a
 * violation; returns every one found, in change order (whole-change limits
 * last). An empty list means the push may go ahead. The file count comes
 * first: over `maxFiles`, only the path rules run (no `sizes`, `readLink`
 * or disk look-up per file), so a huge change is refused quickly.
 */
export async function checkWritePolicy(
  input: WritePolicyInput
): Promise<PolicyViolation[]> {
  const policy = { ...DEFAULT_WRITE_POLICY, ...input.policy }
  const violations: PolicyViolation[] = []
  const add: AddViolation = (file, rule, message) =>
    violations.push({ path: file, rule, message })
  let total = 0
  const tooMany = input.changes.length > policy.maxFiles

  for (const change of input.changes) {
    checkPath(change.path, policy, add)
    if (change.oldPath && change.oldPath !== change.path)
      checkPath(change.oldPath, policy, add)

    if (change.mode === '160000')
      add(change.path, 'submodule', `${change.path} is a submodule change.`)

    if (change.status === 'deleted' || tooMany) continue

    if (change.mode === '120000') await checkLink(input, change.path, add)

    const size = await input.sizes(change.path)
    if (size === null) continue
    total += size
    if (size > policy.maxFileBytes)
      add(
        change.path,
        'file-too-large',
        `${change.path} is ${formatBytes(size)}; the limit per file is ${formatBytes(policy.maxFileBytes)}.`
      )
  }

  if (tooMany)
    add(
      '*',
      'too-many-files',
      `${input.changes.length} files changed; the limit is ${policy.maxFiles}.`
    )
  if (total > policy.maxTotalBytes)
    add(
      '*',
      'total-too-large',
      `The changed files total ${formatBytes(total)}; the limit is ${formatBytes(policy.maxTotalBytes)}.`
    )
  if (input.patch !== undefined)
    violations.push(
      ...secretViolations(scanPatch(input.patch, input.secrets ?? []))
    )
  return violations
}

/** Where the checks below record what they find. */
type AddViolation = (
  file: string,
  rule: PolicyViolation['rule'],
  message: string
) => void

/** The path rules, for a change's path or a rename's source. */
function checkPath(file: string, policy: WritePolicy, add: AddViolation): void {
  if (!isCleanPath(file)) {
    add(file, 'protected-path', `${file} is not a path inside the repository.`)
    return
  }
  if (hasGitSegment(file))
    add(file, 'git-internals', `${file} is inside a .git directory.`)
  if (isProtected(file, policy.protectedPaths))
    add(file, 'protected-path', `${file} is a protected path.`)
  if (path.posix.basename(file).toLowerCase() === '.gitmodules')
    add(file, 'submodule', `${file} changes submodules.`)
}

/** A symlink must have a readable target inside the repository, not in `.git`. */
async function checkLink(
  input: WritePolicyInput,
  link: string,
  add: AddViolation
): Promise<void> {
  const target = await input.readLink(link)
  if (target === null || target === '') {
    add(link, 'symlink', `${link} is a symlink whose target could not be read.`)
    return
  }
  const resolved = resolveLinkTarget(link, target)
  if (resolved === null || (await landsOutside(input.workspace, link)))
    add(
      link,
      'symlink-outside',
      `${link} is a symlink that points outside the repository.`
    )
  else if (hasGitSegment(resolved))
    add(link, 'symlink', `${link} is a symlink into a .git directory.`)
}

/** Turns secret-scan findings into push-blocking violations (rule `secret`). */
export function secretViolations(findings: SecretFinding[]): PolicyViolation[] {
  return findings.map((finding) => ({
    path: finding.where.replace(/(?::\d+| \(file name\))$/, ''),
    rule: 'secret',
    message: `Possible ${finding.kind} at ${finding.where}; the value is not shown.`
  }))
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
    return `${bytes / (1024 * 1024)} MiB`
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${bytes} bytes`
}
