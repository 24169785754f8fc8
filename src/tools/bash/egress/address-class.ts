/**
 * Which addresses the egress proxy never connects to unless they are
 * listed by address (docs/security.md item 16a): loopback, link-local,
 * private, shared (CGNAT), multicast and reserved ranges, in IPv4 and
 * IPv6, IPv4-mapped and NAT64 forms judged by the IPv4 address inside.
 */
import { BlockList, isIP } from 'node:net'

const V4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4]
]

const V6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8] // multicast
]

function blockList(): BlockList {
  const list = new BlockList()
  for (const [net, prefix] of V4_RANGES) list.addSubnet(net, prefix, 'ipv4')
  for (const [net, prefix] of V6_RANGES) list.addSubnet(net, prefix, 'ipv6')
  return list
}

let blocked: BlockList | undefined

/** The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`) or NAT64 (`64:ff9b::a.b.c.d`) address. */
function embeddedV4(address: string): string | null {
  const canonical = canonicalAddress(address)
  const match = /^(?:::ffff:|64:ff9b::)(.+)$/.exec(canonical)
  if (!match) return null
  const rest = match[1]
  if (isIP(rest) === 4) return rest
  const words = rest.split(':')
  if (words.length !== 2) return null
  const [high, low] = words.map((word) => parseInt(word, 16))
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The address in one canonical spelling (lower case, IPv6 compressed),
 * so a listed address matches however it was written.
 */
export function canonicalAddress(address: string): string {
  const family = isIP(address)
  if (family === 0) return address
  // A zone (`fe80::1%eth0`) only says which link: the address is the same.
  const bare = address.split('%')[0]
  // The URL parser writes IPv6 compressed and lower-case, IPv4 as dotted quad.
  const host = new URL(`http://${family === 6 ? `[${bare}]` : bare}/`).hostname
  return family === 6 ? host.slice(1, -1) : host
}

/** True for an address on the public internet; false for every range above. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  blocked ??= blockList()
  if (family === 6) {
    const v4 = embeddedV4(address)
    if (v4 !== null) return !blocked.check(v4, 'ipv4')
    return !blocked.check(canonicalAddress(address), 'ipv6')
  }
  return !blocked.check(address, 'ipv4')
}
