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
import { errorMessage, type Refusal } from '../../shared/index.js'
import type { RunContext } from '../context.js'

/** The images sent, and one refusal per image not fetched. */
interface TaskImages {
  images: ChatImage[]
  refusals: Refusal[]
}

/**
 * The task's images per the `images` input; said in the log. Never
 * throws: without its images a run still has their links in the text.
 */
export async function taskImages(
  context: RunContext,
  input: Parameters<typeof imageTexts>[0],
  signal: AbortSignal
): Promise<TaskImages> {
  try {
    return await loadImages(context, input, signal)
  } catch (error) {
    const why = context.redact(errorMessage(error))
    context.log.warning(`images not sent: ${why}`)
    return {
      images: [],
      refusals: [{ kind: 'image', what: 'the images', why: `not sent: ${why}` }]
    }
  }
}

async function loadImages(
  { settings, repository, redact, log }: RunContext,
  input: Parameters<typeof imageTexts>[0],
  signal: AbortSignal
): Promise<TaskImages> {
  if (settings.images === 'false') return { images: [], refusals: [] }
  const rules = { serverUrl: repository.serverUrl }
  const found = imageCandidates(imageTexts(input), rules)
  if (found.length === 0) return { images: [], refusals: [] }
  const { images, skipped } = await loadTaskImages(found, {
    ...rules,
    token: settings.githubToken,
    signal
  })
  for (const { url, reason } of skipped)
    log.info(redact(`agent-action: image not sent (${reason}): ${url}`))
  log.info(`agent-action: ${images.length} of ${found.length} images sent`)
  return {
    images: images.map((image) => ({
      ...image,
      url: redact(image.url),
      alt: redact(image.alt)
    })),
    refusals: skipped.map(({ url, reason }) => ({
      kind: 'image',
      what: redact(url),
      why: `not fetched: ${redact(reason)}`
    }))
  }
}
