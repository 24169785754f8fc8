/**
 * The egress proxy of `bash-allowed-hosts` (docs/security.md item 16a):
 * an HTTP proxy on a Unix socket, run by the action outside the sandbox.
 * It takes CONNECT (any TLS: https, git, pip) and plain HTTP requests in
 * absolute form, resolves each host itself, and connects only to an
 * allowed host, only on an address it checked (never resolving twice, so
 * a name cannot rebind to another address in between), never to a
 * loopback, link-local or private address unless the list names that
 * address. Every refusal is kept for the tool result and the report.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse
} from 'node:http'
import { connect, isIP, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { chmod } from 'node:fs/promises'
import { isPublicAddress } from './address-class.js'
import {
  addressListed,
  nameAllowed,
  type AllowedHost
} from './allowed-hosts.js'

/** Resolves a host name to its addresses (as `dns.lookup` with `all`). */
export type Resolver = (
  host: string
) => Promise<{ address: string; family: number }[]>

/** A connection the proxy refused. */
export interface EgressRefusal {
  /** `CONNECT` or the plain HTTP method. */
  method: string
  /** `host:port` as asked. */
  target: string
  /** Why, in a few words. */
  reason: string
}

/** The running proxy; what the sandbox (and stdio MCP servers) use of it. */
export interface EgressProxy {
  /** The Unix socket it listens on. */
  socketPath: string
  /** Every refusal so far, oldest first; read a slice by its length before and after a command. */
  readonly refusals: readonly EgressRefusal[]
  /** Stops listening and ends open tunnels. Never rejects. */
  close(): Promise<void>
}

/** Options of {@link startEgressProxy}. */
interface EgressProxyOptions {
  allowed: AllowedHost[]
  /** Where to listen; made mode 0666, as commands may run as another uid. */
  socketPath: string
  /** Default `dns.lookup` with every address. */
  resolve?: Resolver
}

const defaultResolve: Resolver = (host) => dnsLookup(host, { all: true })

/** Starts the proxy on its socket. */
export async function startEgressProxy(
  options: EgressProxyOptions
): Promise<EgressProxy> {
  const refusals: EgressRefusal[] = []
  const decide = decider(options.allowed, options.resolve ?? defaultResolve)
  const open = new Set<Duplex>()
  const server = createServer((req, res) => {
    void plainRequest(req, res, decide, refusals)
  })
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    open.add(client)
    client.once('close', () => open.delete(client))
    void tunnel(req, client, head, decide, refusals)
  })
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
  })
  await listen(server, options.socketPath)
  await chmod(options.socketPath, 0o666)
  return {
    socketPath: options.socketPath,
    refusals,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      })
  }
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** Where to connect, or why not. */
type Decision = { address: string } | { refused: string }

/** Decides on a host and port: allowed by name or address, then resolved and checked. */
function decider(
  allowed: AllowedHost[],
  resolve: Resolver
): (host: string, port: number) => Promise<Decision> {
  return async (host, port) => {
    if (isIP(host)) {
      return addressListed(allowed, host, port)
        ? { address: host }
        : { refused: 'not in bash-allowed-hosts' }
    }
    if (!nameAllowed(allowed, host, port)) {
      return { refused: 'not in bash-allowed-hosts' }
    }
    let addresses
    try {
      addresses = await resolve(host)
    } catch {
      return { refused: 'the name does not resolve' }
    }
    const usable = addresses.find(
      ({ address }) =>
        isPublicAddress(address) || addressListed(allowed, address, port)
    )
    if (usable) return { address: usable.address }
    const first = addresses[0]?.address ?? 'nothing'
    return {
      refused: `resolves to ${first}, a loopback, link-local or private address not listed by address in bash-allowed-hosts`
    }
  }
}

/** `host:port` of a CONNECT target, IPv6 in brackets; null when malformed. */
function parseTarget(target: string): { host: string; port: number } | null {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(target)
  if (!match) return null
  const port = Number(match[3])
  if (port < 1 || port > 65535) return null
  return { host: match[1] ?? match[2], port }
}

async function tunnel(
  req: IncomingMessage,
  client: Duplex,
  head: Buffer,
  decide: (host: string, port: number) => Promise<Decision>,
  refusals: EgressRefusal[]
): Promise<void> {
  client.on('error', () => client.destroy())
  const target = req.url ?? ''
  const parsed = parseTarget(target)
  const decision = parsed
    ? await decide(parsed.host, parsed.port)
    : { refused: 'not a host:port' }
  if ('refused' in decision) {
    refusals.push({ method: 'CONNECT', target, reason: decision.refused })
    const body = `${refusalLine({ method: 'CONNECT', target, reason: decision.refused })}\n`
    client.end(
      `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
    )
    return
  }
  const upstream = connect({ host: decision.address, port: parsed!.port })
  upstream.once('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) upstream.write(head)
    upstream.pipe(client)
    client.pipe(upstream)
  })
  upstream.on('error', (error) => {
    if (client.writable && upstream.connecting) {
      client.end(
        `HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`
      )
    } else client.destroy()
    void error
  })
  client.once('close', () => upstream.destroy())
  upstream.once('close', () => client.destroy())
}

/** Headers that belong to one hop, not passed on. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade'
])

async function plainRequest(
  req: IncomingMessage,
  res: ServerResponse,
  decide: (host: string, port: number) => Promise<Decision>,
  refusals: EgressRefusal[]
): Promise<void> {
  let url: URL
  try {
    url = new URL(req.url ?? '')
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' })
    res.end('[proxy] only absolute http:// URLs or CONNECT\n')
    return
  }
  if (url.protocol !== 'http:') {
    res.writeHead(400, { 'content-type': 'text/plain' })
    res.end(
      '[proxy] only http:// in plain requests; https goes through CONNECT\n'
    )
    return
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const port = Number(url.port || 80)
  const method = req.method ?? 'GET'
  const target = `${url.hostname}:${port}`
  const decision = await decide(host, port)
  if ('refused' in decision) {
    const refusal = { method, target, reason: decision.refused }
    refusals.push(refusal)
    res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
    res.end(`${refusalLine(refusal)}\n`)
    req.resume()
    return
  }
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value
  }
  const upstream = httpRequest({
    host: decision.address,
    port,
    method,
    path: `${url.pathname}${url.search}`,
    headers,
    setHost: false,
    agent: false
  })
  upstream.on('response', (answer) => {
    const back: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) back[name] = value
    }
    res.writeHead(answer.statusCode ?? 502, back)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end()
  })
  req.pipe(upstream)
}

/** The line a refusal is named by, in the tool result and the proxy's 403. */
function refusalLine(refusal: EgressRefusal): string {
  return `[proxy] refused ${refusal.method} ${refusal.target}: ${refusal.reason}`
}

/**
 * The lines naming these refusals, one per distinct refusal, with how
 * often it happened (clients retry).
 */
export function refusalLines(refusals: readonly EgressRefusal[]): string[] {
  const counts = new Map<string, number>()
  for (const refusal of refusals) {
    const line = refusalLine(refusal)
    counts.set(line, (counts.get(line) ?? 0) + 1)
  }
  return [...counts].map(([line, count]) =>
    count > 1 ? `${line} (${count} times)` : line
  )
}

/**
 * These refusals as a tool result's `details.refusals`, which the run log
 * counts in the report's refusals (docs/security.md item 16a).
 */
export function refusalDetails(
  refusals: readonly EgressRefusal[]
): { kind: 'network'; what: string; why: string }[] {
  return refusals.map((refused) => ({
    kind: 'network',
    what: `${refused.method} ${refused.target}`,
    why: refused.reason
  }))
}
