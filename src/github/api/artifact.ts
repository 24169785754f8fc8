import { createHash } from 'node:crypto'
import { formatSeconds } from '../../shared/index.js'

/**
 * Workflow artifacts through the Actions results service, the way
 * `@actions/artifact` speaks it (docs/security.md item 18), in a small
 * client of our own: that package refuses any server but github.com and
 * `*.ghe.com`. Three requests, under one deadline:
 *
 * 1. Twirp JSON `CreateArtifact` at `ACTIONS_RESULTS_URL`, with
 *    `ACTIONS_RUNTIME_TOKEN` as the bearer: a signed upload URL.
 * 2. One Azure Blob `PUT` of the content to that URL
 *    (`x-ms-blob-type: BlockBlob`, no authorization header: the URL is the
 *    credential, and the runtime token never goes there).
 * 3. `FinalizeArtifact` with the size and the `sha256:` digest: the id.
 *
 * The artifact is not zipped (version 7 with a MIME type, as
 * `upload-artifact` does with `archive: false`), so it downloads as the
 * file itself. Errors say which step failed and the HTTP status, never a
 * token, a signed URL or a response body.
 */

/** What an upload gave: the artifact's id and what was stored. */
interface UploadedArtifact {
  /** The artifact id, for `…/actions/runs/<run>/artifacts/<id>`. */
  id: string
  /** Bytes stored. */
  size: number
  /** `sha256:<hex>` of the bytes. */
  digest: string
}

/** Stores files as artifacts of the current workflow run. */
export interface ArtifactStore {
  /**
   * Uploads `content` as the artifact `name` (a file name). Rejects with an
   * {@link ArtifactError} whose message can be posted as it is.
   */
  upload(
    name: string,
    content: Buffer,
    mimeType: string
  ): Promise<UploadedArtifact>
}

/** A failed upload; the message is safe to show (no token, no signed URL). */
export class ArtifactError extends Error {
  override name = 'ArtifactError'
}

/** Options of {@link createArtifactStore}; tests shorten the waits. */
interface ArtifactStoreOptions {
  /** Deadline of one upload, all requests and retries. 120 s. */
  timeoutMs?: number
  /** Wait before retry n is n times this. 1,000 ms. */
  retryDelayMs?: number
  fetch?: typeof fetch
}

const SERVICE = 'github.actions.results.api.v1.ArtifactService'
const ATTEMPTS = 3
/** The Blob service version the upload is made with (Put Blob up to 5000 MiB). */
const BLOB_API_VERSION = '2023-11-03'

/**
 * The store of the run the action is in, from the runner's environment
 * (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL`); without them every
 * upload fails with the reason.
 */
export function createArtifactStore(
  env: Record<string, string | undefined>,
  options: ArtifactStoreOptions = {}
): ArtifactStore {
  const token = env.ACTIONS_RUNTIME_TOKEN ?? ''
  const resultsUrl = env.ACTIONS_RESULTS_URL ?? ''
  return {
    async upload(name, content, mimeType) {
      const missing = [
        ...(token ? [] : ['ACTIONS_RUNTIME_TOKEN']),
        ...(resultsUrl ? [] : ['ACTIONS_RESULTS_URL'])
      ]
      if (missing.length) {
        throw new ArtifactError(
          `this runner gives no artifact service (${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set)`
        )
      }
      const client = new Client(resultsUrl, token, options)
      return client.upload(name, content, mimeType)
    }
  }
}

/** The page of an artifact of a workflow run. */
export function artifactUrl(input: {
  serverUrl: string
  fullName: string
  runId: string
  artifactId: string
}): string {
  const server = input.serverUrl.replace(/\/+$/, '')
  return `${server}/${input.fullName}/actions/runs/${input.runId}/artifacts/${input.artifactId}`
}

/**
 * The run and job ids the results service files an artifact under: the
 * `Actions.Results:<run>:<job>` scope in the runtime token's `scp` claim.
 */
export function backendIds(token: string): { run: string; job: string } {
  const payload = token.split('.')[1] ?? ''
  let scopes = ''
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    scopes = typeof claims?.scp === 'string' ? claims.scp : ''
  } catch {
    // not a JWT: no scope
  }
  for (const scope of scopes.split(' ')) {
    const parts = scope.split(':')
    if (parts.length === 3 && parts[0] === 'Actions.Results' && parts[1]) {
      if (parts[2]) return { run: parts[1], job: parts[2] }
    }
  }
  throw new ArtifactError(
    'ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope'
  )
}

class Client {
  private readonly fetch: typeof fetch
  private readonly signal: AbortSignal
  private readonly timeoutMs: number

  constructor(
    private readonly resultsUrl: string,
    private readonly token: string,
    private readonly options: ArtifactStoreOptions
  ) {
    this.fetch = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? 120_000
    this.signal = AbortSignal.timeout(this.timeoutMs)
  }

  async upload(
    name: string,
    content: Buffer,
    mimeType: string
  ): Promise<UploadedArtifact> {
    const ids = backendIds(this.token)
    const owner = {
      workflow_run_backend_id: ids.run,
      workflow_job_run_backend_id: ids.job,
      name
    }
    const created = await this.twirp('CreateArtifact', {
      ...owner,
      version: 7,
      mime_type: mimeType
    })
    const signed = field(created, 'signed_upload_url', 'signedUploadUrl')
    if (created.ok !== true || typeof signed !== 'string') {
      throw new ArtifactError('CreateArtifact gave no upload URL')
    }
    await this.putBlob(uploadTarget(signed), content, mimeType)
    const digest = `sha256:${createHash('sha256').update(content).digest('hex')}`
    const finalized = await this.twirp('FinalizeArtifact', {
      ...owner,
      size: String(content.length),
      hash: digest
    })
    const id = field(finalized, 'artifact_id', 'artifactId')
    if (
      finalized.ok !== true ||
      (typeof id !== 'string' && typeof id !== 'number')
    ) {
      throw new ArtifactError('FinalizeArtifact gave no artifact id')
    }
    return { id: String(id), size: content.length, digest }
  }

  private async twirp(
    method: string,
    body: Record<string, unknown>
  ): Promise<Record<string, unknown>> {
    const url = new URL(
      `twirp/${SERVICE}/${method}`,
      withSlash(this.resultsUrl)
    )
    const response = await this.send(method, () =>
      this.fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
          'user-agent': 'agent-action'
        },
        body: JSON.stringify(body),
        signal: this.signal
      })
    )
    try {
      return (await response.json()) as Record<string, unknown>
    } catch {
      throw new ArtifactError(`${method} answered with no JSON`)
    }
  }

  private async putBlob(
    url: URL,
    content: Buffer,
    mimeType: string
  ): Promise<void> {
    const response = await this.send('the upload', () =>
      this.fetch(url, {
        method: 'PUT',
        headers: {
          'x-ms-blob-type': 'BlockBlob',
          'x-ms-blob-content-type': mimeType,
          'x-ms-version': BLOB_API_VERSION,
          'content-type': mimeType
        },
        body: content,
        signal: this.signal
      })
    )
    await response.arrayBuffer().catch(() => undefined)
  }

  /** One request, retried on network errors, 429 and 5xx. */
  private async send(
    step: string,
    request: () => Promise<Response>
  ): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let failure: string
      try {
        const response = await request()
        if (response.ok) return response
        await response.arrayBuffer().catch(() => undefined)
        failure = `${step} answered HTTP ${response.status}`
        const retryable = response.status === 429 || response.status >= 500
        if (!retryable) throw new ArtifactError(failure)
      } catch (error) {
        if (error instanceof ArtifactError) throw error
        if (this.signal.aborted) {
          throw new ArtifactError(
            `${step} did not finish within ${formatSeconds(this.timeoutMs)}`
          )
        }
        failure = `${step} failed: ${networkReason(error)}`
      }
      if (attempt >= ATTEMPTS) throw new ArtifactError(failure)
      await wait((this.options.retryDelayMs ?? 1000) * attempt, this.signal)
    }
  }
}

/** A field by its proto name or its JSON name (protobuf JSON allows both). */
function field(
  body: Record<string, unknown>,
  protoName: string,
  jsonName: string
): unknown {
  return body[protoName] ?? body[jsonName]
}

/** The signed URL, if it is one we may send content to. */
function uploadTarget(signed: string): URL {
  let url: URL
  try {
    url = new URL(signed)
  } catch {
    throw new ArtifactError('CreateArtifact gave an invalid upload URL')
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (
    url.username ||
    url.password ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))
  ) {
    throw new ArtifactError(
      'CreateArtifact gave an upload URL that is not https'
    )
  }
  return url
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  return typeof cause?.code === 'string' ? cause.code : 'a network error'
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true }
    )
  })
}
