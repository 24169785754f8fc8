/**
 * Downloads one image for the model (docs/security.md, "Images"): https
 * only, redirects followed by hand (at most 3, each to https), the token
 * sent only to GitHub's own hosts and never again once a redirect left
 * them, the bytes capped while they stream, and the type read from the
 * magic bytes (PNG, JPEG, GIF, WebP), not from the header alone.
 */

/** What the download of one image may do. */
export interface ImageFetchOptions {
  /** `github-token`: sent only to GitHub hosts ({@link isGitHubHost}). */
  token: string
  /** `GITHUB_SERVER_URL`: github.com, a GHES host, or the test's loopback. */
  serverUrl: string
  /** Largest image, in bytes. */
  maxBytes: number
  /** Gives up on the image after this long. */
  timeoutMs: number
  /** The run's deadline for every image, when it comes first. */
  signal?: AbortSignal
  /**
   * Origins reachable over plain http (tests' loopback servers). The
   * server URL's own origin is always one when it is http.
   */
  httpOrigins?: readonly string[]
  fetch?: typeof fetch
}

/** An image as downloaded, or why not. */
type ImageFetchResult =
  | { ok: true; mediaType: ImageType; bytes: Buffer }
  | { ok: false; reason: string }

/** The image types sent to models. */
type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'

/** Redirects followed, at most. */
const MAX_REDIRECTS = 3

/**
 * Whether `url` is GitHub's: github.com, any *.githubusercontent.com host
 * (attachments, user images, raw files), or the configured server's host
 * (GitHub Enterprise Server, the tests' loopback), over https or the
 * server's own scheme.
 */
export function isGitHubHost(url: URL, serverUrl: string): boolean {
  const server = new URL(serverUrl)
  if (url.host === server.host && url.protocol === server.protocol) return true
  if (url.protocol !== 'https:') return false
  const host = url.hostname.toLowerCase()
  return host === 'github.com' || host.endsWith('.githubusercontent.com')
}

/** Whether a URL may be requested at all: https, or an allowed http origin. */
export function mayRequest(
  url: URL,
  options: Pick<ImageFetchOptions, 'serverUrl' | 'httpOrigins'>
): boolean {
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  if (url.protocol !== 'http:') return false
  const origins = [
    new URL(options.serverUrl).origin,
    ...(options.httpOrigins ?? [])
  ]
  return origins.includes(url.origin)
}

/** The image type of `bytes` by their magic numbers, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, text: string): boolean =>
    bytes.length >= offset + text.length &&
    [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0))
  if (at(0, '\x89PNG\r\n\x1a\n')) return 'image/png'
  if (
    bytes.length >= 3 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff
  )
    return 'image/jpeg'
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'image/gif'
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'image/webp'
  return null
}

const SENT_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp'
])

/** A Content-Type that may carry one of the sent images (or says nothing). */
function acceptableHeader(header: string | null): boolean {
  if (header === null) return true
  const type = header.split(';')[0].trim().toLowerCase()
  return (
    type === '' || SENT_TYPES.has(type) || type === 'application/octet-stream'
  )
}

/** Downloads `url` within the options' rules; never throws. */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions
): Promise<ImageFetchResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout])
    : timeout
  let current: URL
  try {
    current = new URL(url)
  } catch {
    return { ok: false, reason: 'not a URL' }
  }
  // Once a redirect leaves GitHub, no later hop gets the token.
  let mayAuthorize = true
  try {
    for (let hop = 0; ; hop += 1) {
      if (!mayRequest(current, options))
        return { ok: false, reason: `not https: ${current.origin}` }
      const github = mayAuthorize && isGitHubHost(current, options.serverUrl)
      if (!github) mayAuthorize = false
      const headers: Record<string, string> = { accept: 'image/*' }
      if (github && options.token)
        headers.authorization = `Bearer ${options.token}`
      const response = await fetchImpl(current, {
        headers,
        redirect: 'manual',
        signal
      })
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined)
        const location = response.headers.get('location')
        if (!location)
          return { ok: false, reason: 'a redirect without a target' }
        if (hop >= MAX_REDIRECTS)
          return { ok: false, reason: `more than ${MAX_REDIRECTS} redirects` }
        current = new URL(location, current)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        return { ok: false, reason: `HTTP ${response.status}` }
      }
      if (!acceptableHeader(response.headers.get('content-type'))) {
        await response.body?.cancel().catch(() => undefined)
        return {
          ok: false,
          reason: `not an image type sent to models (${response.headers.get('content-type')})`
        }
      }
      const bytes = await readCapped(response, options.maxBytes)
      if (bytes === null)
        return { ok: false, reason: `larger than ${options.maxBytes} bytes` }
      const mediaType = sniffImageType(bytes)
      if (!mediaType)
        return { ok: false, reason: 'not a PNG, JPEG, GIF or WebP image' }
      return { ok: true, mediaType, bytes }
    }
  } catch (error) {
    if (timeout.aborted)
      return { ok: false, reason: `no answer within ${options.timeoutMs} ms` }
    if (options.signal?.aborted)
      return { ok: false, reason: 'the images deadline passed' }
    return {
      ok: false,
      reason: `could not fetch (${(error as Error).message})`
    }
  }
}

/** The body, or null as soon as it passes `maxBytes` (the rest unread). */
async function readCapped(
  response: Response,
  maxBytes: number
): Promise<Buffer | null> {
  const length = Number(response.headers.get('content-length'))
  if (Number.isFinite(length) && length > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return null
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    parts.push(value)
  }
  return Buffer.concat(parts)
}
