/**
 * A loopback stand-in for the Actions results service and its blob store:
 * Twirp JSON `CreateArtifact` and `FinalizeArtifact`, and the signed-URL
 * blob `PUT` in between. It checks what the real service needs (the bearer
 * token, the backend ids of the token's scope, the request shapes, the blob
 * headers, the size and the sha256 digest) and answers 4xx otherwise, so a
 * client that passes here speaks the protocol; it stores what it was sent.
 */
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { listen } from './loopback.js'

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'

/** One finalized artifact. */
interface StoredArtifact {
  id: string
  name: string
  mimeType: string
  content: Buffer
}

/** A request the fake saw: method, path (no query) and headers. */
interface SeenRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
}

export interface FakeArtifacts {
  /** `ACTIONS_RESULTS_URL` (with a trailing slash, as runners set it). */
  url: string
  /** `ACTIONS_RUNTIME_TOKEN`: a JWT whose scope names the backend ids. */
  token: string
  /** Both variables, for a runner's environment. */
  env: Record<string, string>
  artifacts: StoredArtifact[]
  requests: SeenRequest[]
  /** Answer the next n requests with this status (a failing service). */
  failNext(status: number, count?: number): void
  close(): Promise<void>
}

interface Pending {
  name: string
  mimeType: string
  key: string
  content?: Buffer
}

/** A JWT-shaped token (unsigned) with an `Actions.Results:<run>:<job>` scope. */
export function runtimeToken(run: string, job: string): string {
  const part = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    scp: `Actions.ExampleScope Actions.Results:${run}:${job}`
  })}.c2lnbmF0dXJl`
}

export async function startFakeArtifacts(): Promise<FakeArtifacts> {
  const run = 'ce7f54c7-61c7-4aae-887f-30da475f5f1a'
  const job = 'ca395085-040a-526b-2ce8-bdc85f692774'
  const token = runtimeToken(run, job)
  const artifacts: StoredArtifact[] = []
  const requests: SeenRequest[] = []
  const pending = new Map<string, Pending>()
  let failures: { status: number; count: number } = { status: 0, count: 0 }
  let nextId = 9000

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers
      })
      const reply = (status: number, body: unknown = {}) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (failures.count > 0) {
        failures.count -= 1
        return reply(failures.status, { msg: 'scripted failure' })
      }
      const body = Buffer.concat(parts)
      if (url.pathname.startsWith('/blob/')) {
        // The signed URL is the credential: no token may come here.
        const upload = pending.get(url.pathname.slice('/blob/'.length))
        if (req.method !== 'PUT' || !upload) return reply(404)
        if (req.headers.authorization) return reply(400, { msg: 'auth' })
        if (url.searchParams.get('sig') !== upload.key) return reply(403)
        if (req.headers['x-ms-blob-type'] !== 'BlockBlob') return reply(400)
        upload.content = body
        res.writeHead(201)
        return res.end()
      }
      if (req.method !== 'POST' || !url.pathname.startsWith(SERVICE))
        return reply(404)
      if (req.headers.authorization !== `Bearer ${token}`)
        return reply(401, { code: 'unauthenticated' })
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return reply(415)
      let json: Record<string, unknown>
      try {
        json = JSON.parse(body.toString('utf8'))
      } catch {
        return reply(400, { msg: 'not JSON' })
      }
      if (
        json.workflow_run_backend_id !== run ||
        json.workflow_job_run_backend_id !== job ||
        typeof json.name !== 'string' ||
        !json.name
      ) {
        return reply(400, { msg: 'bad backend ids or name' })
      }
      const method = url.pathname.slice(SERVICE.length)
      const address = server.address() as AddressInfo
      if (method === 'CreateArtifact') {
        if (json.version !== 7 || typeof json.mime_type !== 'string')
          return reply(400, { msg: 'version 7 with a mime type' })
        if (artifacts.some((artifact) => artifact.name === json.name))
          return reply(409, { msg: 'an artifact with this name exists' })
        const slot = randomBytes(6).toString('hex')
        const key = randomBytes(8).toString('hex')
        pending.set(slot, { name: json.name, mimeType: json.mime_type, key })
        return reply(200, {
          ok: true,
          signed_upload_url: `http://127.0.0.1:${address.port}/blob/${slot}?sv=2023-11-03&sig=${key}`
        })
      }
      if (method === 'FinalizeArtifact') {
        const entry = [...pending.entries()].find(
          ([, upload]) => upload.name === json.name
        )
        const upload = entry?.[1]
        if (!entry || !upload?.content)
          return reply(400, { msg: 'nothing uploaded' })
        const digest = `sha256:${createHash('sha256').update(upload.content).digest('hex')}`
        if (json.size !== String(upload.content.length) || json.hash !== digest)
          return reply(400, { msg: 'size or hash does not match' })
        pending.delete(entry[0])
        const id = String((nextId += 1))
        artifacts.push({
          id,
          name: upload.name,
          mimeType: upload.mimeType,
          content: upload.content
        })
        return reply(200, { ok: true, artifact_id: id })
      }
      return reply(404)
    })
  })
  const { port, close } = await listen(server)
  const url = `http://127.0.0.1:${port}/`
  return {
    url,
    token,
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: url },
    artifacts,
    requests,
    failNext(status, count = 1) {
      failures = { status, count }
    },
    close
  }
}
