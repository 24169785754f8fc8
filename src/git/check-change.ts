/**
 * Checks a staged change before it is committed (docs/security.md items 12,
 * 13 and 16): the write policy and the secret scan, in a fixed number of
 * git processes whatever the number of files. The file count is checked
 * before any per-file work; sizes come from one `cat-file --batch-check`,
 * contents from one `cat-file --batch`, and the secret scan reads every
 * changed blob's bytes, binary ones included, up to {@link SCAN_MAX_BYTES}.
 */
import {
  describeFindings,
  scanBlobs,
  scanPatch,
  checkWritePolicy,
  DEFAULT_WRITE_POLICY,
  type PolicyViolation,
  type WritePolicy
} from '../security/index.js'
import { blobSizes, readBlobs } from './blob-batch.js'
import type { GitClient } from './git-client.js'
import { type ChangedFile, stagedPatch } from './publish-git.js'

/**
 * Most bytes of changed files the secret scan reads. A bigger change (it is
 * over the write policy's 5 MiB total anyway) is blocked as unscanned, and
 * nothing of it is attached.
 */
const SCAN_MAX_BYTES = 8 * 1024 * 1024

/** Modes whose object is a blob in this repository (not a submodule commit). */
const BLOB_MODES = new Set(['100644', '100755', '120000'])

/** What {@link checkStagedChange} found. */
interface CheckedChange {
  violations: PolicyViolation[]
  /**
   * The staged patch, unredacted; null when it was not made: too many
   * files, or not every blob could be scanned for secrets.
   */
  patch: string | null
}

/** Input of {@link checkStagedChange}. */
interface CheckChangeInput {
  baseSha: string
  /** The work tree (for link targets that resolve on disk). */
  workTree: string
  /** From `listStagedChanges` with `withBlobs`. */
  changes: ChangedFile[]
  /** Values the change must not contain. */
  secrets: readonly string[]
  policy?: Partial<WritePolicy>
}

/** Runs the write policy and the secret scan over the staged change. */
export async function checkStagedChange(
  git: GitClient,
  input: CheckChangeInput
): Promise<CheckedChange> {
  const policy = { ...DEFAULT_WRITE_POLICY, ...input.policy }
  const { changes } = input
  if (changes.length > policy.maxFiles) {
    // Path rules only: no git process per file, no scan, no patch.
    const never = async (): Promise<null> => null
    const violations = await checkWritePolicy({
      changes,
      workspace: input.workTree,
      sizes: never,
      readLink: never,
      policy
    })
    return { violations, patch: null }
  }
  const blobs = await readChangedBlobs(git, changes)
  const byPath = new Map(blobs.files.map((change) => [change.path, change]))
  const blobOf = (file: string): string | undefined => byPath.get(file)?.blob
  const violations = await checkWritePolicy({
    changes,
    workspace: input.workTree,
    sizes: async (file) => blobs.sizes.get(blobOf(file) ?? '') ?? null,
    readLink: async (file) =>
      blobs.contents.get(blobOf(file) ?? '')?.toString('utf8') ?? null,
    policy
  })
  if (!blobs.scannable) {
    violations.push({
      path: '*',
      rule: 'secret',
      message: `The changed files are more than the secret scan reads (${SCAN_MAX_BYTES / (1024 * 1024)} MiB), so the change was not scanned and is not attached.`
    })
    return { violations, patch: null }
  }
  const patch = await stagedPatch(git, input.baseSha)
  const findings = findSecrets(patch, blobs, input.secrets)
  if (findings.length > 0) {
    violations.push({
      path: '*',
      rule: 'secret',
      message: describeFindings(findings)
    })
  }
  return { violations, patch }
}

/** The blobs of a change, as far as the checks read them. */
interface ChangedBlobs {
  /** The changed files that have a blob here (not deleted, not a submodule). */
  files: ChangedFile[]
  /** Their sizes, by blob id. */
  sizes: Map<string, number>
  /** They fit the secret scan together. */
  scannable: boolean
  /** Contents by blob id: every one when scannable, else the links'. */
  contents: Map<string, Buffer>
}

/** Sizes in one `cat-file --batch-check`, contents in one `--batch`. */
async function readChangedBlobs(
  git: GitClient,
  changes: ChangedFile[]
): Promise<ChangedBlobs> {
  const files = changes.filter(
    (change) =>
      change.status !== 'deleted' &&
      change.blob !== undefined &&
      BLOB_MODES.has(change.mode)
  )
  const sizes = await blobSizes(
    git,
    files.map((change) => change.blob ?? '')
  )
  const total = files.reduce(
    (sum, change) => sum + (sizes.get(change.blob ?? '') ?? 0),
    0
  )
  const scannable = total <= SCAN_MAX_BYTES
  // Link targets are needed either way; everything else only to scan it.
  const contents = await readBlobs(
    git,
    files
      .filter((change) => scannable || change.mode === '120000')
      .map((change) => change.blob ?? '')
  )
  return { files, sizes, scannable, contents }
}

/**
 * Secrets in the patch, then in the blobs the patch shows no finding for.
 * The patch shows text lines with their numbers; the blob scan adds what
 * it cannot show: binary files, and forms split over lines.
 */
function findSecrets(
  patch: string,
  blobs: ChangedBlobs,
  secrets: readonly string[]
): ReturnType<typeof scanPatch> {
  const findings = scanPatch(patch, secrets)
  const seen = new Set(
    findings.map((finding) =>
      finding.where.replace(/(?::\d+| \(file name\))$/, '')
    )
  )
  findings.push(
    ...scanBlobs(
      blobs.files
        .filter((change) => !seen.has(change.path))
        .flatMap((change) => {
          const bytes = blobs.contents.get(change.blob ?? '')
          return bytes ? [{ path: change.path, bytes }] : []
        }),
      secrets
    )
  )
  return findings
}
