import { afterAll, describe, expect } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  mkdir,
  mkdtemp,
  readdir,
  realpath,
  rm,
  writeFile
} from 'node:fs/promises'
import { createServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  egressBackends,
  egressSession,
  type EgressSession
} from '../../../../__fixtures__/egress-session.js'
import { gitTestEnv } from '../../../../__fixtures__/git-env.js'
import {
  handleGitRequest,
  startGitHttpServer
} from '../../../../__fixtures__/git-http-server.js'
import { listen } from '../../../../__fixtures__/loopback.js'
import { startPipIndex } from '../../../../__fixtures__/pip-index.js'
import { skipUnless } from '../../../../__fixtures__/skips.js'
import {
  makeCertificate,
  opensslProblem
} from '../../../../__fixtures__/tls-cert.js'
import { parseAllowedHosts } from '../../../../src/tools/bash/egress/index.js'

/*
 * The clients issue 21 names, for real in the sandbox through the action's
 * proxy (docs/security.md item 16a): pip install and download from a PEP
 * 503 index over http and https, git clone and ls-remote over https (a
 * CONNECT tunnel, real TLS with the test's own CA) and plain http, curl
 * over https. Each refused case goes to a server that records every
 * connection, and it must record none. Test names resolve to 127.0.0.1
 * through the proxy's resolver, so they are outside the sandbox's
 * no_proxy; the sandbox has loopback only, so whatever a server sees came
 * through the proxy.
 */

const why =
  spawnSync('/usr/bin/python3', ['-m', 'pip', '--version']).status !== 0
    ? '/usr/bin/python3 -m pip does not work (apt-get install python3-pip)'
    : opensslProblem() ||
      (spawnSync('curl', ['--version']).status !== 0
        ? 'curl is not installed'
        : '')
const root = await realpath(await mkdtemp(join(tmpdir(), 'egress-clients-')))
const TOKEN = 'egress-token'
const NAMES = ['pypi.test', 'git.test']
const cert = why ? undefined : await makeCertificate(root, NAMES)
const pkg = {
  name: 'egress-pip-demo',
  version: '1.0.0',
  module: 'egress_pip_demo',
  source: 'WORDS = "egress-pip-demo imported"\n'
}
const pipPlain = why ? undefined : await startPipIndex(pkg)
const pipTls = cert ? await startPipIndex({ ...pkg, tls: cert }) : undefined

// A bare repository served by git-http-backend over http and https.
const gitRoot = join(root, 'git')
if (!why) {
  const env = gitTestEnv(root)
  const seed = join(root, 'seed')
  await mkdir(seed)
  await writeFile(join(seed, 'README.md'), 'egress git works\n')
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env, stdio: 'pipe' })
  git(seed, 'init', '-q', '-b', 'main')
  git(seed, 'add', '.')
  git(seed, 'commit', '-q', '-m', 'seed')
  await mkdir(join(gitRoot, 'owner'), { recursive: true })
  git(root, 'clone', '-q', '--bare', seed, join(gitRoot, 'owner', 'demo.git'))
}
const gitHttp = why
  ? undefined
  : await startGitHttpServer({ root: gitRoot, token: TOKEN })
const gitTlsRequests: string[] = []
const gitTls = cert
  ? await listen(
      createHttpsServer(cert, (req, res) => {
        gitTlsRequests.push(`${req.method} ${req.url}`)
        handleGitRequest(req, res, { root: gitRoot, token: TOKEN })
      }) as unknown as Parameters<typeof listen>[0]
    )
  : undefined

// The refused server: any connection at all is recorded.
const reached: string[] = []
const otherServer = createServer((req, res) => {
  reached.push(`${req.method} ${req.url}`)
  res.end('should never be reached\n')
})
otherServer.on('connection', () => reached.push('connection'))
const other = await listen(otherServer)

const port = (origin: string | undefined) => Number(origin?.split(':').pop())
const allowed = parseAllowedHosts(
  [pipPlain?.port, pipTls?.port]
    .map((p) => `pypi.test:${p}, 127.0.0.1:${p}`)
    .concat(
      [gitHttp && port(gitHttp.url), gitTls?.port].map(
        (p) => `git.test:${p}, 127.0.0.1:${p}`
      )
    )
    .join('\n')
)
if (!('hosts' in allowed)) throw new Error(allowed.problems.join('; '))

const sessions: EgressSession[] = []
afterAll(async () => {
  for (const { box } of sessions) await box.close()
  for (const server of [pipPlain, pipTls, gitHttp, gitTls, other]) {
    await server?.close()
  }
  await rm(root, { recursive: true, force: true })
})

const PIP = '/usr/bin/python3 -m pip --no-cache-dir --disable-pip-version-check'
const IMPORT = `PYTHONPATH=pylib /usr/bin/python3 -c 'import egress_pip_demo; print(egress_pip_demo.WORDS)'`

describe.each(egressBackends())(
  'pip, git and curl through bash-allowed-hosts with the %s backend',
  (backend, backendWhy) => {
    const it = skipUnless(!backendWhy && !why, backendWhy || why)
    let current: EgressSession | undefined
    const get = async (): Promise<EgressSession> => {
      if (current) return current
      current = await egressSession({
        root,
        backend,
        allowedHosts: 'hosts' in allowed ? allowed.hosts : [],
        names: {
          'pypi.test': '127.0.0.1',
          'git.test': '127.0.0.1',
          'evil.test': '127.0.0.1'
        }
      })
      sessions.push(current)
      // The CA where the sandbox can read it.
      await writeFile(join(current.workspace, 'ca.pem'), cert!.cert, {
        mode: 0o644
      })
      return current
    }

    it('pip installs from an allowed http index into the workspace, and downloads from it', async () => {
      const { run, workspace } = await get()
      const before = pipPlain!.requests.length
      // pip ignores a plain-http index it is not told to trust.
      const index = `--trusted-host pypi.test --index-url http://pypi.test:${pipPlain!.port}/simple/`
      const out = await run(
        `rm -rf pylib dl; ${PIP} install --target pylib ${index} ${pkg.name} 2>&1; echo "install exit $?"; ${IMPORT}; ${PIP} download -d dl ${index} ${pkg.name} 2>&1; ls dl`
      )
      expect(out).toContain('install exit 0')
      expect(out).toContain('egress-pip-demo imported')
      expect(out).toContain(pipPlain!.wheel)
      expect(out).not.toContain('[proxy] refused')
      expect(await readdir(join(workspace, 'dl'))).toEqual([pipPlain!.wheel])
      expect(
        pipPlain!.requests
          .slice(before)
          .filter((r) => r === `GET /packages/${pipPlain!.wheel}`)
      ).toHaveLength(2)
    })

    it('pip installs from an allowed https index through CONNECT with the CA', async () => {
      const { run, workspace } = await get()
      const before = pipTls!.requests.length
      const out = await run(
        `rm -rf pylib; ${PIP} install --cert ca.pem --target pylib --index-url https://pypi.test:${pipTls!.port}/simple/ ${pkg.name} 2>&1; echo "install exit $?"; ${IMPORT}`
      )
      expect(out).toContain('install exit 0')
      expect(out).toContain('egress-pip-demo imported')
      expect(existsSync(join(workspace, 'pylib', pkg.module))).toBe(true)
      expect(pipTls!.requests.slice(before)).toContain(
        `GET /packages/${pipTls!.wheel}`
      )
    })

    it('refuses pip an index not in the list, over http and https, and the server gets nothing', async () => {
      const { run } = await get()
      const before = reached.length
      const evil = `evil.test:${other.port}`
      const out = await run(
        `${PIP} install --retries 0 --timeout 10 --target pylib2 --trusted-host evil.test --index-url http://${evil}/simple/ ${pkg.name} 2>&1; echo "http exit $?"; ${PIP} download --retries 0 --timeout 10 --cert ca.pem -d dl2 --index-url https://${evil}/simple/ ${pkg.name} 2>&1; echo "https exit $?"`
      )
      expect(out).toContain(
        `[proxy] refused GET ${evil}: not in bash-allowed-hosts`
      )
      expect(out).toContain(
        `[proxy] refused CONNECT ${evil}: not in bash-allowed-hosts`
      )
      expect(out).toMatch(/http exit [1-9]/)
      expect(out).toMatch(/https exit [1-9]/)
      expect(reached.slice(before)).toEqual([])
    })

    it('git clones and ls-remotes an allowed host over https, through a CONNECT tunnel', async () => {
      const { run, workspace } = await get()
      const before = gitTlsRequests.length
      const url = `https://x-access-token:${TOKEN}@git.test:${gitTls!.port}/owner/demo.git`
      const out = await run(
        `rm -rf via-https; GIT_TRACE_CURL=1 GIT_TRACE_CURL_NO_DATA=1 git -c http.sslCAInfo="$PWD/ca.pem" clone -q ${url} via-https 2>trace.txt; echo "clone exit $?"; grep -c 'Send header: CONNECT git.test:${gitTls!.port} ' trace.txt; cat via-https/README.md; GIT_SSL_CAINFO="$PWD/ca.pem" git ls-remote ${url} 2>&1; rm trace.txt`
      )
      expect(out).toContain('clone exit 0')
      expect(out).toMatch(/^[1-9]\d*$/m)
      expect(out).toContain('egress git works')
      expect(out).toMatch(/^[0-9a-f]{40}\trefs\/heads\/main$/m)
      expect(out).not.toContain('[proxy] refused')
      expect(existsSync(join(workspace, 'via-https', '.git'))).toBe(true)
      expect(gitTlsRequests.slice(before)).toContain(
        'POST /owner/demo.git/git-upload-pack'
      )
    })

    it('git clones an allowed host over plain http', async () => {
      const { run } = await get()
      const before = gitHttp!.requests.length
      const out = await run(
        `rm -rf via-http; git clone -q http://x-access-token:${TOKEN}@git.test:${port(gitHttp!.url)}/owner/demo.git via-http 2>&1; echo "clone exit $?"; cat via-http/README.md`
      )
      expect(out).toContain('clone exit 0')
      expect(out).toContain('egress git works')
      expect(
        gitHttp!.requests.slice(before).map((r) => `${r.method} ${r.url}`)
      ).toContain('POST /owner/demo.git/git-upload-pack')
    })

    it('refuses git a host not in the list, names it, and the server gets nothing', async () => {
      const { run } = await get()
      const before = reached.length
      const evil = `evil.test:${other.port}`
      const out = await run(
        `GIT_SSL_CAINFO="$PWD/ca.pem" git ls-remote https://${evil}/owner/demo.git 2>&1; echo "https exit $?"; git clone -q http://${evil}/owner/demo.git evil 2>&1; echo "http exit $?"`
      )
      expect(out).toContain(
        `[proxy] refused CONNECT ${evil}: not in bash-allowed-hosts`
      )
      expect(out).toContain(
        `[proxy] refused GET ${evil}: not in bash-allowed-hosts`
      )
      expect(out).toMatch(/https exit [1-9]/)
      expect(out).toMatch(/http exit [1-9]/)
      expect(reached.slice(before)).toEqual([])
    })

    it('curl reaches an allowed host over https with real TLS through CONNECT', async () => {
      const { run } = await get()
      const out = await run(
        `curl -sS -v --cacert ca.pem https://pypi.test:${pipTls!.port}/simple/${pkg.name}/ 2>err.txt; grep -c '> CONNECT pypi.test:${pipTls!.port}' err.txt; grep -c 'SSL certificate verify ok' err.txt; rm err.txt`
      )
      expect(out).toContain(pipTls!.wheel)
      expect(out).toMatch(/^1\n1$/m)
    })
  }
)
