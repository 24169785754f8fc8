/**
 * Nothing lost (docs/security.md item 18): a change that was not pushed is
 * posted as a patch, and one too large for the tracking comment is also
 * uploaded as a workflow artifact that the comment and the job summary
 * link. The job summary keeps as much of the patch as fits its limit (GitHub
 * drops a summary over 1 MiB whole, links and all).
 */
import {
  ArtifactError,
  type ArtifactStore,
  artifactUrl,
  type PatchArtifact,
  PATCH_COMMENT_CHARS,
  type RunReport,
  PATCH_SUMMARY_BYTES
} from '../github/index.js'
import { errorMessage } from '../shared/index.js'
import type { RunContext } from './context.js'

/** Room the comment's patch block needs beyond the patch (details, fence). */
const PATCH_BLOCK_CHARS = 300

/**
 * Bytes of patch the job summary carries at most: what the summary keeps
 * for a patch (`PATCH_SUMMARY_BYTES`), less the fence and the cut note.
 */
export const SUMMARY_PATCH_BYTES = PATCH_SUMMARY_BYTES - 1024

/** Whether the patch is shown whole in the tracking comment. */
function patchFitsComment(patch: string): boolean {
  return patch.length + PATCH_BLOCK_CHARS <= PATCH_COMMENT_CHARS
}

/** The artifact's name: one per run attempt. */
export function patchArtifactName(runId: string, attempt: string): string {
  return `agent-change-${runId}${attempt === '1' ? '' : `-${attempt}`}.patch`
}

/**
 * The report with its patch kept: uploaded as an artifact when it does not
 * fit the comment, and cut for the job summary when it does not fit there.
 * Never throws; an upload that fails is said in the report, plainly.
 */
export async function keepPatch(
  report: RunReport,
  context: Pick<RunContext, 'runner' | 'repository' | 'log' | 'redact'>,
  store: ArtifactStore | undefined
): Promise<RunReport> {
  const patch = report.patch
  if (!patch || patchFitsComment(patch)) return report
  const { runner, repository, log } = context
  const name = patchArtifactName(runner.runId, runner.runAttempt)
  const content = Buffer.from(patch, 'utf8')
  const summaryPatch = fitSummary(patch)
  let artifact: PatchArtifact
  try {
    if (!store) throw new ArtifactError('no artifact store in this run')
    const uploaded = await store.upload(name, content, 'text/plain')
    artifact = {
      kind: 'uploaded',
      name,
      url: artifactUrl({
        serverUrl: repository.serverUrl,
        fullName: repository.fullName,
        runId: runner.runId,
        artifactId: uploaded.id
      }),
      bytes: content.length
    }
    log.info(`agent-action: the patch is the workflow artifact ${name}`)
  } catch (error) {
    const reason =
      error instanceof ArtifactError
        ? error.message
        : `the upload failed (${context.redact(errorMessage(error))})`
    artifact = {
      kind: 'failed',
      name,
      bytes: content.length,
      reason,
      keptBytes: Buffer.byteLength(summaryPatch.kept)
    }
    log.warning(`could not upload the patch as an artifact: ${reason}`)
  }
  return { ...report, patch: summaryPatch.text, patchArtifact: artifact }
}

/**
 * The patch as the job summary can carry it: whole, or its first lines up
 * to {@link SUMMARY_PATCH_BYTES}, with a last line that says it was cut.
 */
function fitSummary(patch: string): { text: string; kept: string } {
  if (Buffer.byteLength(patch) <= SUMMARY_PATCH_BYTES)
    return { text: patch, kept: patch }
  let kept = Buffer.from(patch)
    .subarray(0, SUMMARY_PATCH_BYTES)
    .toString('utf8')
  // A cut character decodes as U+FFFD; a cut line is dropped whole.
  const lastNewline = kept.lastIndexOf('\n')
  kept = lastNewline >= 0 ? kept.slice(0, lastNewline + 1) : ''
  return {
    text: `${kept}… (the patch is cut here to fit the job summary)\n`,
    kept
  }
}
