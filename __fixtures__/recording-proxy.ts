/**
 * An HTTP proxy that forwards nothing and records every request it gets,
 * plain or `CONNECT`, with its `Authorization` header: where a planted
 * `http.proxy` would send the push, a test checks that nothing came.
 */
import { createServer, type Server } from 'node:http'
import { listen } from './loopback.js'

/** A running proxy. */
export interface RecordingProxy {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  /** `<method> <url> <authorization>` per request, in arrival order. */
  seen: string[]
  close(): Promise<void>
}

/** Starts a proxy on a free loopback port; every request gets a 502. */
export async function startRecordingProxy(): Promise<RecordingProxy> {
  const seen: string[] = []
  const server: Server = createServer((request, response) => {
    seen.push(
      `${request.method} ${request.url} ${request.headers.authorization ?? ''}`
    )
    response.writeHead(502).end()
  })
  server.on('connect', (request, socket) => {
    seen.push(`CONNECT ${request.url}`)
    socket.destroy()
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close
  }
}
