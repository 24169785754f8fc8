/**
 * A loopback HTTP server for tests of the model client: every request is
 * recorded, and `replaySse` plays recorded SSE bytes back in small slices so
 * lines and UTF-8 characters are split the way a real network splits them.
 */
import http from 'node:http'
import { listen } from './loopback.js'

/** One request the server received. */
interface RecordedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** A running loopback server. */
export interface SseServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string
  /** Every request so far, in arrival order. */
  requests: RecordedRequest[]
  /** Stops listening and destroys open sockets (stalled streams included). */
  close(): Promise<void>
}

/** Handles one request; the body has already been read. */
export type SseHandler = (
  req: http.IncomingMessage,
  body: string,
  res: http.ServerResponse
) => void | Promise<void>

/** Starts a server on 127.0.0.1 with a free port. */
export async function startSseServer(handler: SseHandler): Promise<SseServer> {
  const requests: RecordedRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body
      })
      Promise.resolve()
        .then(() => handler(req, body, res))
        .catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500)
          res.end(String(error))
        })
    })
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close
  }
}

/** Options of {@link replaySse}. */
interface ReplayOptions {
  /** Bytes per write; default 7, so lines and characters get split. */
  chunkSize?: number
  /** Status code; default 200. */
  status?: number
  /** Extra or overriding response headers. */
  headers?: Record<string, string>
  /** Leave the response open after the last byte (a stalled stream). */
  keepOpen?: boolean
}

/**
 * Writes `bytes` as an SSE response in `chunkSize` slices, waiting only for
 * socket back-pressure (no timers), then ends the response.
 */
export async function replaySse(
  res: http.ServerResponse,
  bytes: Buffer,
  opts: ReplayOptions = {}
): Promise<void> {
  const chunkSize = Math.max(1, opts.chunkSize ?? 7)
  res.writeHead(opts.status ?? 200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...opts.headers
  })
  res.flushHeaders()
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    if (res.destroyed) return
    const ok = res.write(bytes.subarray(offset, offset + chunkSize))
    if (!ok) await waitForDrain(res)
  }
  if (!opts.keepOpen) res.end()
}

function waitForDrain(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}
