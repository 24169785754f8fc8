/** Starting and stopping the tests' loopback servers. */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Listening {
  port: number
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** Drops every connection and stops the server. */
  close(): Promise<void>
}

/** Listens on a free port of 127.0.0.1. */
export async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}
