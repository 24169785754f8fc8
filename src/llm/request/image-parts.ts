/**
 * Images in a user message (the `images` input, docs/contract.md): how they
 * travel (`image_url` parts with a `data:` URL, or their links as text where
 * the endpoint refuses parts), what they cost in the token estimate, how
 * many fit a small window, and which refusals mean "no image parts here".
 */
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions'
import type { ChatImage, ChatMessage } from '../types.js'

/**
 * Tokens charged per image, a constant: no decoder runs here. 1,600 covers
 * OpenAI's high-detail count at its worst (a 768 x 2048 px image after its
 * scaling: 8 tiles of 170 and 85, 1,445) and Anthropic's (about 1,600 for
 * an image scaled to 1.15 megapixels); a 1024 x 768 screenshot is 765 at
 * OpenAI. Servers that count images by their own patch grid may count more.
 */
export const IMAGE_TOKENS = 1600

/** The share of the window the images of a task may take together. */
const IMAGE_WINDOW_SHARE = 0.25

/** The text that names an image beside its part, or as its link. */
export function imageLabel(
  image: ChatImage,
  index: number,
  count: number
): string {
  const alt = image.alt ? ` "${image.alt}"` : ''
  return `Image ${index + 1} of ${count}${alt}, from ${image.url}:`
}

/** An image as a markdown link, which is what a refusing endpoint gets. */
export function imageLink(image: ChatImage): string {
  return `![${image.alt.replace(/[[\]]/g, '')}](${image.url})`
}

/**
 * The images that fit `share` of `contextWindow` at {@link IMAGE_TOKENS}
 * each, in order, and those that do not.
 */
export function fitImages(
  images: readonly ChatImage[],
  contextWindow: number,
  share = IMAGE_WINDOW_SHARE
): { kept: ChatImage[]; dropped: ChatImage[] } {
  const room = Math.max(0, Math.floor((contextWindow * share) / IMAGE_TOKENS))
  return { kept: images.slice(0, room), dropped: images.slice(room) }
}

/**
 * The wire content of a user message: its text alone; or, with images, a
 * text part, then each image's label and its `image_url` part (`parts`);
 * or the text followed by each image's link (`links`).
 */
export function userContent(
  message: Extract<ChatMessage, { role: 'user' }>,
  images: 'parts' | 'links'
): string | ChatCompletionContentPart[] {
  const list = message.images ?? []
  if (list.length === 0) return message.content
  if (images === 'links') {
    const lines = list.map(
      (image, index) =>
        `${imageLabel(image, index, list.length)} ${imageLink(image)}`
    )
    return `${message.content}\n\nImages (as links: the endpoint did not take them as image parts):\n${lines.join('\n')}`
  }
  const parts: ChatCompletionContentPart[] = [
    { type: 'text', text: message.content }
  ]
  list.forEach((image, index) => {
    parts.push(
      { type: 'text', text: imageLabel(image, index, list.length) },
      { type: 'image_url', image_url: { url: image.dataUrl } }
    )
  })
  return parts
}

/** Characters of the `data:` URLs a request carries as image parts. */
function imageDataChars(messages: readonly ChatMessage[]): number {
  let chars = 0
  for (const message of messages)
    if (message.role === 'user')
      for (const image of message.images ?? []) chars += image.dataUrl.length
  return chars
}

/** Whether a request carries any image. */
function hasImages(messages: readonly ChatMessage[]): boolean {
  return messages.some(
    (message) => message.role === 'user' && (message.images?.length ?? 0) > 0
  )
}

/**
 * Refusals of image parts, as providers word them: OpenAI and Azure
 * ("Invalid content type. image_url is only supported by certain models."),
 * serde-based servers ("unknown variant `image_url`, expected `text`"),
 * llama.cpp without a projector ("image input is not supported by this
 * server", a 500), vLLM ("… is not a multimodal model", "At most 0
 * image(s) may be provided"), OpenRouter ("No endpoints found that support
 * image input", a 404) and the plain "does not support image(s)/vision".
 */
const IMAGE_REFUSALS = [
  /image_url[^\n]{0,80}only supported/i,
  /unknown variant [`'"]?image_url/i,
  /(does ?n[o']t|do not|cannot|can ?not|can't) (support|accept|handle|process) (images?|image_url|image input|vision|multi-?modal)/i,
  /\bimages?( input| inputs| content| parts?| urls?)? (is|are) not (supported|enabled|allowed)/i,
  /not a multi-?modal model/i,
  /at most \d+ image/i,
  /no endpoints found that support image/i,
  /(vision|multi-?modal)( input| inputs)? (is|are) not supported/i,
  /image_url[^\n]{0,40}(unknown|unsupported|not supported|invalid|expected)/i,
  /(unknown|unsupported|invalid) (content|part) type[^\n]{0,40}image/i
]
const REFUSAL_STATUSES = new Set([400, 404, 415, 422, 500, 501])

/** Whether a refusal of a request with images is about the image parts. */
export function looksLikeImageRefusal(status: number, body: string): boolean {
  if (!REFUSAL_STATUSES.has(status)) return false
  return IMAGE_REFUSALS.some((pattern) => pattern.test(body))
}

/**
 * How one client sends images: as parts until the endpoint refuses them
 * (when `fallback` allows), then as links for the rest of its life.
 */
export class ImageForm {
  form: 'parts' | 'links' = 'parts'

  constructor(private readonly fallback: boolean) {}

  /**
   * Switches to links for a refusal of image parts, or of a body too large
   * (413) while it carried images; says why, or null.
   */
  refused(
    status: number,
    body: string,
    messages: readonly ChatMessage[]
  ): string | null {
    if (this.form === 'links' || !this.fallback || !hasImages(messages))
      return null
    // A body too large is mostly its images' data.
    if (status === 413) {
      this.form = 'links'
      return 'HTTP 413: the request with its images was too large'
    }
    if (!looksLikeImageRefusal(status, body)) return null
    this.form = 'links'
    return `HTTP ${status}: the endpoint refused image parts`
  }

  /** Characters of image data in a body built now (0 as links). */
  dataChars(messages: readonly ChatMessage[]): number {
    return this.form === 'parts' ? imageDataChars(messages) : 0
  }
}
