import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { e2eSuite, aliceFiles } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ_SAYING } from '../../__fixtures__/scripts.js'
import {
  API_KEY,
  type E2E,
  gitIn,
  issueCommentEvent,
  OWNER,
  REPO,
  RUN_ID,
  type RunResult,
  TOKEN
} from '../../__fixtures__/e2e-harness.js'
import { installProcScanHook } from '../../__fixtures__/proc-scan-hook.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// A prompt-injected agent whose bash turns the action's own git and
// publishing against the repository, run through the action's bundle
// (docs/security.md items 7, 13, 16 and 17).

const FIX: ScriptStep[] = [READ_SAYING, EDIT]

const fixThen = (command: string): ScriptStep[] => [
  ...FIX,
  { toolCalls: [{ name: 'bash', arguments: { command } }] },
  { text: 'Fixed the month.' }
]

const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
/** A secret of the step's environment, never given to the agent. */
const NPM_TOKEN = 'npm_Zx81QpL0cR4s7TkWq2Lm'

const start = e2eSuite()

async function setup(script: ScriptStep[]): Promise<E2E> {
  const e2e = aliceFiles(await start(script))
  // As if the credential were already removed, so that what the action
  // itself changes in .git/config before the loop is not in the way.
  const key = `http.${e2e.github.serverUrl}/.extraheader`
  gitIn(e2e.workspace, ['config', '--local', '--unset-all', key])
  return e2e
}

function trackingComment(env: E2E): string {
  return env.github.comments
    .filter((comment) => comment.user.login === 'github-actions[bot]')
    .map((comment) => comment.body)
    .join('\n')
}

/** Every file under .git but the object store and git's own fetch state. */
function gitManifest(workspace: string): string[] {
  const root = path.join(workspace, '.git')
  const out: string[] = []
  const walk = (rel: string): void => {
    if (['objects', 'FETCH_HEAD', 'refs/agent-action'].includes(rel)) return
    const full = path.join(root, rel)
    const info = lstatSync(full)
    const mode = (info.mode & 0o7777).toString(8)
    if (info.isDirectory()) {
      out.push(`d ${mode} ${rel}`)
      for (const child of readdirSync(full).sort())
        walk(rel ? `${rel}/${child}` : child)
    } else if (info.isSymbolicLink()) {
      out.push(`l ${rel} ${readlinkSync(full)}`)
    } else {
      const hash = createHash('sha256').update(readFileSync(full))
      out.push(`f ${mode} ${rel} ${hash.digest('hex')}`)
    }
  }
  walk('')
  return out
}

function surfaces(env: E2E, result: RunResult): string[] {
  return [
    JSON.stringify(env.model.requests),
    JSON.stringify(env.github.comments),
    JSON.stringify([...env.github.pulls.values()]),
    result.summary,
    result.transcript,
    result.stdout.replace(/^::add-mask::.*$/gm, ''),
    result.stderr,
    JSON.stringify(result.outputs)
  ]
}

describe('the action git and publishing cannot be turned against the repository', () => {
  it('planted hooks, hooksPath, alias and local action: blocked, and gone after the run', async () => {
    const attack = [
      "printf '#!/bin/sh\\ntouch /tmp/pwned\\n' > .git/hooks/post-checkout",
      'chmod +x .git/hooks/post-checkout',
      'git config core.hooksPath .githooks',
      "git config alias.co '!touch /tmp/pwned'",
      'mkdir -p .github/actions/setup',
      "printf 'runs:\\n  using: composite\\n  steps: []\\n' > .github/actions/setup/action.yml",
      'echo planted'
    ].join(' && ')
    const env = await setup(fixThen(attack))
    const before = gitManifest(env.workspace)
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('failed')
    expect(env.bare(['for-each-ref', '--format=%(refname)'])).not.toContain(
      'agent/'
    )
    // The blocked run still says what was blocked.
    const comment = trackingComment(env)
    expect(comment).toContain('.git/hooks/post-checkout')
    expect(comment).toContain('.git/config')
    expect(comment).toContain('.github/actions/setup/action.yml')
    // And the next step finds .git as it was, and no local action.
    expect(gitManifest(env.workspace)).toEqual(before)
    expect(
      existsSync(path.join(env.workspace, '.github/actions/setup/action.yml'))
    ).toBe(false)
    expect(
      readFileSync(path.join(env.workspace, 'src/dates.js'), 'utf8')
    ).toContain('getUTCMonth() + 1')
  }, 60_000)

  it("a secret of the step's environment in a text and a binary file blocks the push and is never shown", async () => {
    // Built in the shell, so the command itself does not carry the value.
    const half = NPM_TOKEN.length / 2
    const attack = [
      `T="$(printf '%s%s' '${NPM_TOKEN.slice(0, half)}' '${NPM_TOKEN.slice(half)}')"`,
      'mkdir -p img',
      `printf '\\211PNG\\r\\n\\032\\n\\000\\000%s\\000\\377' "$T" > img/logo.png`,
      'printf \'%s\\n\' "$(printf %s "$T" | rev)" > notes.txt',
      'echo planted'
    ].join(' && ')
    const env = await setup(fixThen(attack))
    const result = await env.run(
      issueCommentEvent('/agent fix the month'),
      {},
      { env: { NPM_TOKEN } }
    )
    expect(result.outputs.conclusion).toBe('failed')
    expect(env.bare(['for-each-ref', '--format=%(refname)'])).not.toContain(
      'agent/'
    )
    const comment = trackingComment(env)
    // Both files named as where a secret is: the reversed text line and
    // the binary file, which the patch shows only as base85.
    expect(comment).toContain(
      'known secret value at notes.txt:1, img/logo.png.'
    )
    const forms = [
      NPM_TOKEN,
      [...NPM_TOKEN].reverse().join(''),
      Buffer.from(NPM_TOKEN).toString('base64')
    ]
    for (const surface of surfaces(env, result))
      for (const form of forms) expect(surface).not.toContain(form)
  }, 60_000)

  it('the push credential is in no environment or command line a leftover process could read', async () => {
    const env = await setup([...FIX, { text: 'Fixed the month.' }])
    const pidFile = path.join(env.dir, 'action.pid')
    const hook = installProcScanHook(
      path.join(env.dir, 'git', OWNER, `${REPO}.git`),
      { needles: [TOKEN, BASIC, API_KEY], rootPidFile: pidFile }
    )
    const result = await env.run(
      issueCommentEvent('/agent fix the month'),
      {},
      { onSpawn: (child) => writeFileSync(pidFile, String(child.pid)) }
    )
    expect(result.outputs.conclusion).toBe('changed')
    const seen = hook.read() ?? []
    // The hook ran while the action's push waited on it.
    expect(seen.some((p) => / push --no-verify /.test(p.command))).toBe(true)
    expect(seen.some((p) => /remote-http/.test(p.command))).toBe(true)
    expect(seen.filter((p) => p.leaks > 0)).toEqual([])
  }, 60_000)

  it('a git that bash puts on the action PATH is never run by the action', async () => {
    const marker = '/var/tmp/agent-e2e-git-shim-ran'
    const realGit = execFileSync('sh', ['-c', 'command -v git'], {
      encoding: 'utf8'
    }).trim()
    const attack = [
      'mkdir -p "$HOME/bin"',
      `printf '#!/bin/sh\\necho "$*" >> ${marker}\\nexec ${realGit} "$@"\\n' > "$HOME/bin/git"`,
      'chmod +x "$HOME/bin/git"',
      'echo planted'
    ].join(' && ')
    const env = await setup(fixThen(attack))
    // The scratch home of the run's bash, early on the action's PATH.
    const home = path.join(
      env.dir,
      'run-1',
      'temp',
      `agent-action-${RUN_ID}-1`,
      'session',
      'home'
    )
    execFileSync('rm', ['-f', marker])
    const result = await env.run(
      issueCommentEvent('/agent fix the month'),
      {},
      { env: { PATH: `${path.join(home, 'bin')}:${process.env.PATH}` } }
    )
    expect(result.outputs.conclusion).toBe('changed')
    expect(existsSync(path.join(home, 'bin', 'git'))).toBe(true)
    expect(existsSync(marker)).toBe(false)
  }, 60_000)
})
