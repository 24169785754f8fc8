import { afterAll, describe, expect } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen } from '../../../../__fixtures__/loopback.js'
import { startNpmRegistry } from '../../../../__fixtures__/npm-registry.js'
import {
  egressBackends,
  egressSession,
  type EgressSession
} from '../../../../__fixtures__/egress-session.js'
import { skipUnless } from '../../../../__fixtures__/skips.js'
import { parseSettings } from '../../../../src/config/settings.js'
import { parseAllowedHosts } from '../../../../src/tools/bash/egress/index.js'
import {
  detectSandbox,
  type Sandbox
} from '../../../../src/tools/bash/sandbox/sandbox.js'

/*
 * bash-allowed-hosts end to end in-process (docs/security.md item 16a):
 * real curl and npm in the sandbox, through the action's proxy, to
 * loopback servers. Loopback is never let through unless listed by
 * address, so the tests list theirs (`127.0.0.1:<port>`) and map test
 * names to it with the proxy's resolver.
 */

const root = await realpath(await mkdtemp(join(tmpdir(), 'egress-proxy-')))
const registry = await startNpmRegistry(
  'egress-demo',
  '1.0.0',
  { 'index.js': 'module.exports = "egress-demo works"\n' },
  (port) => `http://registry.test:${port}`
)
const refusedRequests: string[] = []
const other = await listen(
  createServer((req, res) => {
    refusedRequests.push(`${req.method} ${req.url}`)
    res.end('should never be reached\n')
  })
)
const names: Record<string, string> = {
  'registry.test': '127.0.0.1',
  'evil.test': '127.0.0.1',
  'internal.test': '127.0.0.1'
}
const parsed = parseAllowedHosts(
  `registry.test:${registry.port}, 127.0.0.1:${registry.port}\ninternal.test:${other.port}`
)
if (!('hosts' in parsed)) throw new Error(parsed.problems.join('; '))

const curl = spawnSync('curl', ['--version']).status === 0

const boxes: Sandbox[] = []
afterAll(async () => {
  for (const box of boxes) await box.close()
  await registry.close()
  await other.close()
  await rm(root, { recursive: true, force: true })
})

/** A session's dirs and a sandbox of this backend with the allowlist. */
async function session(backend: 'bwrap' | 'sudo'): Promise<EgressSession> {
  const started = await egressSession({
    root,
    backend,
    allowedHosts: 'hosts' in parsed ? parsed.hosts : [],
    names
  })
  boxes.push(started.box)
  return started
}

const backends = egressBackends()

describe.each(backends)(
  'bash-allowed-hosts with the %s backend',
  (backend, why) => {
    const it = skipUnless(!why && curl, why || 'curl is not installed')
    let current: EgressSession | undefined
    const get = async (): Promise<EgressSession> =>
      (current ??= await session(backend))

    it('lets curl reach an allowed host, plainly and through CONNECT', async () => {
      const { box, run } = await get()
      expect(box.kind).toBe(backend)
      expect(box.network).toBe(false)
      const url = `http://registry.test:${registry.port}/egress-demo`
      const plain = await run(`curl -sS ${url}`)
      expect(plain).toContain('"dist-tags"')
      const tunnelled = await run(`curl -sS --proxytunnel ${url}`)
      expect(tunnelled).toContain('"dist-tags"')
      expect(plain).not.toContain('[proxy] refused')
    })

    it('names the proxy in every spelling, and no_proxy only for the sandbox loopback', async () => {
      const { run } = await get()
      const out = await run("env | grep -iE '^[a-z_]*proxy=' | LC_ALL=C sort")
      const url = 'http://127.0.0.1:3128'
      const local = 'localhost,127.0.0.1,::1'
      const lines = out.split('\n').filter((line) => /^\w*proxy=/i.test(line))
      expect(lines).toEqual([
        `HTTPS_PROXY=${url}`,
        `HTTP_PROXY=${url}`,
        `NO_PROXY=${local}`,
        `http_proxy=${url}`,
        `https_proxy=${url}`,
        `no_proxy=${local}`,
        `npm_config_https_proxy=${url}`,
        `npm_config_proxy=${url}`
      ])
    })

    it('refuses a host not in the list, names it, and the server gets nothing', async () => {
      const { run } = await get()
      const before = refusedRequests.length
      const out = await run(
        `curl -sS -o /dev/null -w '%{http_code}\\n' http://evil.test:${other.port}/x; curl -sS --proxytunnel http://evil.test:${other.port}/x; echo done`
      )
      expect(out).toContain(
        `[proxy] refused GET evil.test:${other.port}: not in bash-allowed-hosts`
      )
      expect(out).toContain(
        `[proxy] refused CONNECT evil.test:${other.port}: not in bash-allowed-hosts`
      )
      expect(out).toContain('403')
      expect(refusedRequests.length).toBe(before)
    })

    it('refuses an allowed name that resolves to loopback not listed by address', async () => {
      const { run } = await get()
      const before = refusedRequests.length
      const out = await run(`curl -sS http://internal.test:${other.port}/x`)
      expect(out).toContain(
        `[proxy] refused GET internal.test:${other.port}: resolves to 127.0.0.1`
      )
      expect(refusedRequests.length).toBe(before)
    })

    it('has no other way out: the host is not reachable directly', async () => {
      const { run } = await get()
      const before = refusedRequests.length
      const out = await run(
        `curl -sS --noproxy '*' --max-time 5 http://127.0.0.1:${other.port}/x; echo "exit $?"`
      )
      expect(out).not.toContain('should never be reached')
      expect(out).toMatch(/exit [1-9]/)
      expect(refusedRequests.length).toBe(before)
    })

    it('installs a package with npm from the allowed registry', async () => {
      const { run, workspace } = await get()
      const out = await run(
        `npm_config_registry=http://registry.test:${registry.port}/ npm install --no-audit --no-fund --no-update-notifier egress-demo 2>&1; node -e 'console.log(require("egress-demo"))'`
      )
      expect(out).toContain('egress-demo works')
      expect(existsSync(join(workspace, 'node_modules', 'egress-demo'))).toBe(
        true
      )
      expect(registry.requests).toContain(
        'GET /egress-demo/-/egress-demo-1.0.0.tgz'
      )
    })

    it('refuses npm a registry not in the list', async () => {
      const { run } = await get()
      const before = refusedRequests.length
      const out = await run(
        `npm_config_registry=http://evil.test:${other.port}/ npm_config_fetch_retries=0 npm install --no-audit --no-fund --no-update-notifier egress-other 2>&1; echo "exit $?"`
      )
      expect(out).toContain(`[proxy] refused GET evil.test:${other.port}`)
      expect(out).toMatch(/exit [1-9]/)
      expect(refusedRequests.length).toBe(before)
    })
  }
)

describe('bash-allowed-hosts where it cannot be enforced', () => {
  it('fails with sandbox: none instead of running commands unfenced', async () => {
    const dir = await mkdtemp(join(root, 'none-'))
    await expect(
      detectSandbox({
        mode: 'none',
        workspace: dir,
        home: dir,
        tmpDir: dir,
        network: false,
        allowedHosts: 'hosts' in parsed ? parsed.hosts : []
      })
    ).rejects.toThrow(
      'bash-allowed-hosts cannot be enforced with sandbox: none'
    )
  })

  it('names the input and the accepted form for a bad entry', () => {
    const read = (name: string): string =>
      name === 'bash-allowed-hosts' ? 'pypi.org, https://evil.example/x' : ''
    expect(() => parseSettings(read)).toThrow(
      /bash-allowed-hosts: `https:\/\/evil.example\/x`: a host, not a URL; the accepted form is comma- or newline-separated/
    )
  })
})
