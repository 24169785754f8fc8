/**
 * The images of a task (the `images` input, docs/contract.md): found in the
 * request, the issue or pull request body and the trusted comments that go
 * into the task text, fetched within caps (image-fetch.ts), and handed to
 * the session as `data:` URLs. An untrusted author's images are never
 * fetched; they stay links in the text.
 */
import type { ChatImage } from '../../llm/index.js'
import {
  fetchImage,
  type ImageFetchOptions,
  mayRequest
} from './image-fetch.js'
import { removeInvisible } from './sanitize.js'
import type { TaskContextInput } from './task-context.js'

/** The caps of one run's images. */
const IMAGE_LIMITS = {
  /** Images sent, at most. */
  maxImages: 5,
  /** Candidates downloaded, at most (some may fail). */
  maxCandidates: 8,
  /** One image, in bytes: 3 MiB. */
  maxImageBytes: 3 * 1024 * 1024,
  /** All images together: 8 MiB. */
  maxTotalBytes: 8 * 1024 * 1024,
  /** One download, redirects included. */
  timeoutMs: 10_000,
  /** All downloads. */
  deadlineMs: 30_000
}

/** One image written in a text: where, and its alt text. */
interface FoundImage {
  url: string
  alt: string
}

/** Alt text kept, in characters. */
const MAX_ALT = 120

/** Markdown images, reference definitions and `<img>` tags. */
const MARKDOWN_IMAGE =
  /!\[((?:[^\]\\]|\\.){0,500})\]\(\s*<?([^\s<>()]+(?:\([^\s()]*\)[^\s<>()]*)*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g
const REFERENCE_IMAGE = /!\[((?:[^\]\\]|\\.){0,500})\]\[([^\]\n]*)\]/g
const REFERENCE_DEFINITION = /^ {0,3}\[([^\]\n]+)\]:\s*<?(\S+?)>?(?:\s|$)/gm
const IMG_TAG = /<img\b[^>]*>/gi
const ATTRIBUTE = (name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

/** Code is not rendered, so images written in it are not images. */
function withoutCode(text: string): string {
  const kept: string[] = []
  let fence: string | null = null
  for (const line of text.split('\n')) {
    const mark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === null && mark) fence = mark
    else if (
      fence !== null &&
      mark &&
      mark[0] === fence[0] &&
      mark.length >= fence.length
    )
      fence = null
    else if (fence === null) kept.push(line)
  }
  return kept.join('\n').replace(/(`+)[^`]+?\1/g, '')
}

function cleanAlt(alt: string): string {
  const text = removeInvisible(alt)
    .replace(/\\(.)/g, '$1')
    .replace(/["\s]+/g, ' ')
    .trim()
  return text.length > MAX_ALT ? `${text.slice(0, MAX_ALT - 1)}…` : text
}

/** The images of one markdown text, in order of appearance. */
export function findImages(markdown: string): FoundImage[] {
  const text = withoutCode(removeInvisible(markdown))
  const found: { at: number; image: FoundImage }[] = []
  for (const match of text.matchAll(MARKDOWN_IMAGE))
    found.push({ at: match.index, image: { alt: match[1], url: match[2] } })
  const definitions = new Map<string, string>()
  for (const match of text.matchAll(REFERENCE_DEFINITION))
    definitions.set(match[1].trim().toLowerCase(), match[2])
  for (const match of text.matchAll(REFERENCE_IMAGE)) {
    const label = (match[2] || match[1]).trim().toLowerCase()
    const url = definitions.get(label)
    if (url) found.push({ at: match.index, image: { alt: match[1], url } })
  }
  for (const match of text.matchAll(IMG_TAG)) {
    const read = (name: string): string | undefined => {
      const value = ATTRIBUTE(name).exec(match[0])
      return value ? (value[1] ?? value[2] ?? value[3]) : undefined
    }
    const src = read('src')
    if (src)
      found.push({
        at: match.index,
        image: { alt: read('alt') ?? '', url: src }
      })
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ image }) => ({ url: image.url.trim(), alt: cleanAlt(image.alt) }))
}

/**
 * The texts whose images a run may fetch, most relevant first: the
 * request, the issue or pull request body when its author has write
 * access, then the trusted comments the task text shows, newest first.
 */
export function imageTexts(
  input: Pick<
    TaskContextInput,
    | 'instruction'
    | 'issue'
    | 'pull'
    | 'comments'
    | 'subjectTrusted'
    | 'ownMarker'
    | 'triggerCommentId'
    | 'budgets'
  >
): string[] {
  const texts = [input.instruction]
  const body = input.pull?.info.body ?? input.issue?.body
  if (input.subjectTrusted && body) texts.push(body)
  const marker = input.ownMarker
  const trusted = (input.comments ?? []).filter(
    (comment) =>
      comment.trusted &&
      comment.id !== input.triggerCommentId &&
      !(marker && comment.body.includes(marker))
  )
  const shown = trusted.slice(
    Math.max(0, trusted.length - (input.budgets?.maxComments ?? 20))
  )
  for (const comment of shown.reverse()) texts.push(comment.body)
  return texts
}

/**
 * The distinct images of `texts` that may be requested (https, or the
 * allowed http origins), in order.
 */
export function imageCandidates(
  texts: readonly string[],
  rules: Pick<ImageFetchOptions, 'serverUrl' | 'httpOrigins'>
): FoundImage[] {
  const seen = new Set<string>()
  const out: FoundImage[] = []
  for (const text of texts) {
    for (const image of findImages(text)) {
      let url: URL
      try {
        url = new URL(image.url)
      } catch {
        continue
      }
      if (!mayRequest(url, rules) || seen.has(url.href)) continue
      seen.add(url.href)
      out.push({ url: url.href, alt: image.alt })
    }
  }
  return out
}

/** What the images of a run came to. */
interface TaskImages {
  images: ChatImage[]
  /** Images found but not sent, and why. */
  skipped: { url: string; reason: string }[]
}

/**
 * Downloads the candidates (at most `maxCandidates`, together) and keeps,
 * in order, the first `maxImages` that came within the total bytes.
 */
export async function loadTaskImages(
  candidates: readonly FoundImage[],
  options: Omit<ImageFetchOptions, 'maxBytes' | 'timeoutMs'> & {
    limits?: Partial<typeof IMAGE_LIMITS>
  }
): Promise<TaskImages> {
  const limits = { ...IMAGE_LIMITS, ...options.limits }
  const deadline = AbortSignal.timeout(limits.deadlineMs)
  const signal = options.signal
    ? AbortSignal.any([options.signal, deadline])
    : deadline
  const tried = candidates.slice(0, limits.maxCandidates)
  const skipped: TaskImages['skipped'] = candidates
    .slice(limits.maxCandidates)
    .map((image) => ({ url: image.url, reason: 'past the candidates cap' }))
  const results = await Promise.all(
    tried.map((image) =>
      fetchImage(image.url, {
        ...options,
        signal,
        maxBytes: limits.maxImageBytes,
        timeoutMs: limits.timeoutMs
      })
    )
  )
  const images: ChatImage[] = []
  let total = 0
  for (const [index, result] of results.entries()) {
    const { url, alt } = tried[index]
    let reason: string | null = null
    if (!result.ok) reason = result.reason
    else if (images.length >= limits.maxImages)
      reason = `past ${limits.maxImages} images`
    else if (total + result.bytes.length > limits.maxTotalBytes)
      reason = `past ${limits.maxTotalBytes} bytes of images`
    if (reason !== null || !result.ok) {
      skipped.push({ url, reason: reason ?? 'not fetched' })
      continue
    }
    total += result.bytes.length
    images.push({
      url,
      alt,
      dataUrl: `data:${result.mediaType};base64,${result.bytes.toString('base64')}`
    })
  }
  return { images, skipped }
}
