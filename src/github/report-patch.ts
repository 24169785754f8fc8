/**
 * The change as a patch in the reports, when it was not pushed
 * (docs/security.md item 18): how it is fenced, where it fits, and what the
 * reports say when it fits nowhere (`patchOverflow`, the one place to link
 * it from once it is uploaded elsewhere).
 */
import { utf8Bytes } from '../shared/byte-cap.js'
import { formatSize } from '../shared/text.js'

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

/**
 * What the comment and the job summary say when the patch fits neither.
 * An artifact link for the patch belongs here.
 */
export function patchOverflow(patch: string): string {
  return `The patch is too large to attach (${formatSize(utf8Bytes(patch))}): it fits neither the comment nor the job summary, so it is not attached.`
}
