/**
 * The task's images per the `images` input (docs/contract.md): none for
 * `false`; else those of the request, the trusted subject and comments,
 * fetched with the caps of github/task/images.ts, each one not sent said in
 * the log.
 */
import {
  imageCandidates,
  imageTexts,
  loadTaskImages
} from '../../github/index.js'
import type { ChatImage } from '../../llm/index.js'
import { errorMessage } from '../../shared/index.js'
import type { RunContext } from '../context.js'

/**
 * The task's images per the `images` input; said in the log. Never
 * throws: without its images a run still has their links in the text.
 */
export async function taskImages(
  context: RunContext,
  input: Parameters<typeof imageTexts>[0],
  signal: AbortSignal
): Promise<ChatImage[]> {
  try {
    return await loadImages(context, input, signal)
  } catch (error) {
    context.log.warning(
      `images not sent: ${context.redact(errorMessage(error))}`
    )
    return []
  }
}

async function loadImages(
  { settings, repository, redact, log }: RunContext,
  input: Parameters<typeof imageTexts>[0],
  signal: AbortSignal
): Promise<ChatImage[]> {
  if (settings.images === 'false') return []
  const rules = { serverUrl: repository.serverUrl }
  const found = imageCandidates(imageTexts(input), rules)
  if (found.length === 0) return []
  const { images, skipped } = await loadTaskImages(found, {
    ...rules,
    token: settings.githubToken,
    signal
  })
  for (const { url, reason } of skipped)
    log.info(redact(`agent-action: image not sent (${reason}): ${url}`))
  log.info(`agent-action: ${images.length} of ${found.length} images sent`)
  return images.map((image) => ({
    ...image,
    url: redact(image.url),
    alt: redact(image.alt)
  }))
}
