import { describe, expect, it } from '@jest/globals'
import { isPublicAddress } from '../../../../src/tools/bash/egress/address-class.js'
import {
  addressListed,
  nameAllowed,
  parseAllowedHosts,
  type AllowedHost
} from '../../../../src/tools/bash/egress/allowed-hosts.js'

function hosts(text: string): AllowedHost[] {
  const parsed = parseAllowedHosts(text)
  if (!('hosts' in parsed)) throw new Error(parsed.problems.join('; '))
  return parsed.hosts
}

describe('parseAllowedHosts', () => {
  it('reads names, globs, ports and addresses, comma or newline separated', () => {
    expect(
      hosts(
        'registry.npmjs.org, pypi.org:443\n*.pythonhosted.org\n10.1.2.3:8080, [::1]:9000, fe80::1'
      ).map(({ host, kind, port }) => [host, kind, port])
    ).toEqual([
      ['registry.npmjs.org', 'name', null],
      ['pypi.org', 'name', 443],
      ['pythonhosted.org', 'subdomains', null],
      ['10.1.2.3', 'address', 8080],
      ['::1', 'address', 9000],
      ['fe80::1', 'address', null]
    ])
  })

  it('names each bad entry', () => {
    expect(
      parseAllowedHosts('https://x.org/, a.*.org, x.org:99999, ok.org, [nope]')
    ).toEqual({
      problems: [
        '`https://x.org/`: a host, not a URL',
        '`a.*.org`: a glob is only `*.` at the start',
        '`x.org:99999`: the port must be a number from 1 to 65535',
        '`[nope]`: brackets hold an IPv6 address'
      ]
    })
  })
})

describe('nameAllowed', () => {
  const list = hosts('Example.org, *.files.test, api.test:8443')

  it('matches names case-insensitively, on 80 and 443 without a port', () => {
    expect(nameAllowed(list, 'example.ORG.', 443)).toBe(true)
    expect(nameAllowed(list, 'example.org', 80)).toBe(true)
    expect(nameAllowed(list, 'example.org', 22)).toBe(false)
    expect(nameAllowed(list, 'www.example.org', 443)).toBe(false)
    expect(nameAllowed(list, 'evilexample.org', 443)).toBe(false)
  })

  it('matches a glob on subdomains at any depth, not the bare domain', () => {
    expect(nameAllowed(list, 'a.files.test', 443)).toBe(true)
    expect(nameAllowed(list, 'a.b.files.test', 80)).toBe(true)
    expect(nameAllowed(list, 'files.test', 443)).toBe(false)
    expect(nameAllowed(list, 'xfiles.test', 443)).toBe(false)
  })

  it('matches only the given port when one is written', () => {
    expect(nameAllowed(list, 'api.test', 8443)).toBe(true)
    expect(nameAllowed(list, 'api.test', 443)).toBe(false)
  })
})

describe('addressListed', () => {
  it('compares addresses in one spelling', () => {
    const list = hosts('127.0.0.1:4873, [0:0:0:0:0:0:0:1]:4873')
    expect(addressListed(list, '127.0.0.1', 4873)).toBe(true)
    expect(addressListed(list, '::1', 4873)).toBe(true)
    expect(addressListed(list, '127.0.0.1', 80)).toBe(false)
    expect(addressListed(list, '127.0.0.2', 4873)).toBe(false)
  })
})

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::1'
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8'
  ])('lets through %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it('refuses what is not an address', () => {
    expect(isPublicAddress('example.org')).toBe(false)
  })
})
