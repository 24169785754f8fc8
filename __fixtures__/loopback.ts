/** Starting and stopping the tests' loopback servers. */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Listening {
  port: number
  /** `http://<host>:<port>` */
  origin: string
  /** Drops every connection and stops the server. */
  close(): Promise<void>
}

/**
 * Listens on a free port of 127.0.0.1, or of another loopback address
 * (127.0.0.2 is outside the `no_proxy` of `bash-allowed-hosts`).
 */
export async function listen(
  server: Server,
  host = '127.0.0.1'
): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}
