/**
 * The change as a patch in the reports, when it was not pushed
 * (docs/security.md item 18): how it is fenced, where it fits, and what the
 * reports say when it fits nowhere (`patchOverflow`, the one place to link
 * it from once it is uploaded elsewhere).
 */
import { formatNumber, formatSize, utf8Bytes } from '../../shared/index.js'
import type { PatchArtifact } from '../types.js'

/** Room a patch may take in the final comment; the job summary has more. */
export const PATCH_COMMENT_CHARS = 30_000

/**
 * Room the patch may take in the job summary. Every other part of the
 * summary is capped so that it fits beside it (about 250 KB at most).
 */
export const PATCH_SUMMARY_BYTES = 640 * 1024

/** A fenced block that no backtick run inside `text` can close. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(
    2,
    ...[...text.matchAll(/`+/g)].map((m) => m[0].length)
  )
  const fence = '`'.repeat(longest + 1)
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}`
}

/** Whether the patch fits the job summary (else it is attached nowhere). */
export function patchFitsSummary(patch: string): boolean {
  return utf8Bytes(codeBlock(patch, 'diff')) <= PATCH_SUMMARY_BYTES
}

/** Whether the patch was kept as a workflow artifact (`run/keep-patch.ts`). */
interface PatchKept {
  patchArtifact?:
    { kind: 'uploaded' } | { kind: 'failed'; bytes: number; keptBytes: number }
}

/**
 * What the job summary says when the patch does not fit it: where the patch
 * is instead (the artifact that the result lines link), or that it is
 * nowhere.
 */
export function patchOverflow(patch: string, kept: PatchKept = {}): string {
  const size = formatSize(utf8Bytes(patch))
  if (kept.patchArtifact?.kind === 'uploaded')
    return `The patch is too large for the job summary (${size}); it is the workflow artifact linked above.`
  return `The patch is too large to attach (${size}): it fits neither the comment nor the job summary, so it is not attached.`
}

/** What the tracking comment says in place of a patch too large for it. */
export function patchPointer(
  patch: string,
  kept: PatchKept,
  runUrl: string
): string {
  const fitsSummary = patchFitsSummary(patch)
  const size = `${formatNumber(patch.length)} characters`
  if (kept.patchArtifact?.kind === 'uploaded')
    return `The patch is too large for a comment (${size}); it is the workflow artifact linked above${fitsSummary ? `, and in the [job summary](${runUrl})` : ''}.`
  const artifact = kept.patchArtifact
  if (artifact?.kind === 'failed' && artifact.keptBytes < artifact.bytes)
    return `The patch is too large to attach in full (${formatSize(artifact.bytes)}): it could not be uploaded, and the [job summary](${runUrl}) has its first ${formatSize(artifact.keptBytes)}.`
  if (fitsSummary)
    return `The patch is too large for a comment (${size}); it is in full in the [job summary](${runUrl}).`
  return patchOverflow(patch, kept)
}

/** The report line that links the patch artifact, or says it could not be kept. */
export function patchArtifactLine(artifact: PatchArtifact): string {
  const size = formatSize(artifact.bytes)
  if (artifact.kind === 'uploaded') {
    return `**Full patch:** [${artifact.name}](${artifact.url}) (${size}), a workflow artifact of this run: download it and apply it with \`git apply\`.`
  }
  const kept =
    artifact.keptBytes >= artifact.bytes
      ? 'the job summary has it in full'
      : `the job summary keeps only the first ${formatSize(artifact.keptBytes)}, and the rest of the change is not saved anywhere`
  return `**Full patch:** the change (${size}) could not be uploaded as a workflow artifact: ${artifact.reason}; ${kept}.`
}
