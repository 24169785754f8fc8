/**
 * The entries of `bash-allowed-hosts` (docs/security.md item 16a): a host
 * name, a `*.` glob of its subdomains, or an address, each with an
 * optional port. Without a port an entry allows ports 80 and 443.
 */
import { isIP } from 'node:net'
import { canonicalAddress } from './address-class.js'

/** One entry of the allowlist. */
export interface AllowedHost {
  /** A lower-case name without a trailing dot, or an address in canonical form. */
  host: string
  /** `name`: exactly this name; `subdomains`: any name ending in `.host`; `address`: this address. */
  kind: 'name' | 'subdomains' | 'address'
  /** The one port allowed; null: 80 and 443. */
  port: number | null
  /** The entry as written, for messages. */
  text: string
}

/** The ports an entry without a port allows. */
const DEFAULT_PORTS = [80, 443]

/** The accepted form, for error messages. */
export const ALLOWED_HOSTS_FORM =
  'comma- or newline-separated `host`, `host:port`, `*.example.org` (its subdomains), an IPv4 address or `[IPv6]`, each with an optional `:port`; no scheme or path'

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/

/**
 * Parses the input's text. Returns the entries, or the problems (one per
 * bad entry) when any is malformed.
 */
export function parseAllowedHosts(
  text: string
): { hosts: AllowedHost[] } | { problems: string[] } {
  const hosts: AllowedHost[] = []
  const problems: string[] = []
  for (const raw of text.split(/[,\n]/)) {
    const entry = raw.trim()
    if (entry === '') continue
    const parsed = parseEntry(entry)
    if (typeof parsed === 'string') problems.push(`\`${entry}\`: ${parsed}`)
    else hosts.push(parsed)
  }
  return problems.length > 0 ? { problems } : { hosts }
}

function parseEntry(text: string): AllowedHost | string {
  if (/[/\s@?#]/.test(text)) return 'a host, not a URL'
  let host = text
  let port: number | null = null
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(text)
  if (bracketed) {
    host = bracketed[1]
    if (bracketed[2] !== undefined) {
      const p = parsePort(bracketed[2])
      if (p === null) return 'the port must be a number from 1 to 65535'
      port = p
    }
    if (isIP(host) !== 6) return 'brackets hold an IPv6 address'
  } else if (isIP(text) === 6) {
    host = text
  } else {
    const colon = text.lastIndexOf(':')
    if (colon >= 0) {
      const p = parsePort(text.slice(colon + 1))
      if (p === null) return 'the port must be a number from 1 to 65535'
      port = p
      host = text.slice(0, colon)
    }
  }
  if (isIP(host)) {
    return { host: canonicalAddress(host), kind: 'address', port, text }
  }
  let name = host.toLowerCase().replace(/\.$/, '')
  let kind: AllowedHost['kind'] = 'name'
  if (name.startsWith('*.')) {
    kind = 'subdomains'
    name = name.slice(2)
  }
  if (name.includes('*')) return 'a glob is only `*.` at the start'
  if (name === '' || !name.split('.').every((label) => LABEL.test(label))) {
    return 'not a host name'
  }
  return { host: name, kind, port, text }
}

function parsePort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null
  const port = Number(text)
  return port >= 1 && port <= 65535 ? port : null
}

function portMatches(entry: AllowedHost, port: number): boolean {
  return entry.port === null
    ? DEFAULT_PORTS.includes(port)
    : entry.port === port
}

/** Whether a host name (not an address) and port are in the list. */
export function nameAllowed(
  hosts: AllowedHost[],
  name: string,
  port: number
): boolean {
  const host = name.toLowerCase().replace(/\.$/, '')
  return hosts.some(
    (entry) =>
      portMatches(entry, port) &&
      ((entry.kind === 'name' && entry.host === host) ||
        (entry.kind === 'subdomains' && host.endsWith(`.${entry.host}`)))
  )
}

/** Whether an address and port are listed by address. */
export function addressListed(
  hosts: AllowedHost[],
  address: string,
  port: number
): boolean {
  const canonical = canonicalAddress(address)
  return hosts.some(
    (entry) =>
      entry.kind === 'address' &&
      entry.host === canonical &&
      portMatches(entry, port)
  )
}
