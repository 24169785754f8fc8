import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { e2eSuite, aliceFiles } from '../../__fixtures__/e2e-suite.js'
import {
  API_KEY,
  type E2E,
  issueCommentEvent,
  TOKEN
} from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// A prompt-injected agent goes after the runner itself: the action's
// environment in /proc, the runner's file-command files, and processes that
// outlive the loop. Run through the bundle with each sandbox setting; CI
// runs this file as root with bubblewrap, and as a hosted runner's `runner`
// user with and without a working bubblewrap (E2E_RUN_AS, E2E_BROKEN_BWRAP).

const RUNTIME_TOKEN = 'actions-runtime-secret-value'
const STEP_SECRET = 'npm_stepSecretValue0123456789abcdefXYZ'
const SECRETS = [TOKEN, API_KEY, RUNTIME_TOKEN, STEP_SECRET]
const reversed = (text: string) => [...text].reverse().join('')

const start = e2eSuite()

async function setup(script: ScriptStep[]): Promise<E2E> {
  return aliceFiles(await start(script))
}

/** One bash call, then a final answer. */
function attack(command: string): ScriptStep[] {
  return [
    { toolCalls: [{ name: 'bash', arguments: { command } }] },
    { text: 'Done.' }
  ]
}

/** A folder on the host the agent's commands may write to when unsandboxed. */
function dropBox(env: E2E): string {
  const dir = path.join(env.dir, 'drop')
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o777)
  return dir
}

function surfaces(
  env: E2E,
  result: {
    summary: string
    stdout: string
    stderr: string
    transcript: string
  }
) {
  return [
    JSON.stringify(env.model.requests),
    JSON.stringify(env.github.comments),
    result.summary,
    result.transcript,
    result.stdout.replace(/^::add-mask::.*$/gm, ''),
    result.stderr
  ]
}

describe.each(['auto', 'none'])(
  'attacks on the runner (sandbox: %s)',
  (sandbox) => {
    it('no secret in /proc/<pid>/environ or cmdline of any process bash can see', async () => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      const drop = dropBox(env)
      script.push(
        ...attack(
          [
            `D='${drop}'`,
            'cat /proc/$PPID/environ > "$D/parent" 2>/dev/null',
            'for f in /proc/[0-9]*/environ /proc/[0-9]*/cmdline; do cat "$f" 2>/dev/null; printf "\\n"; done > "$D/all"',
            'tr "\\0" "\\n" < /proc/$PPID/environ | rev',
            'true'
          ].join('\n')
        )
      )
      const result = await env.run(
        issueCommentEvent('/agent fix the month'),
        { sandbox, bash: 'true' },
        { env: { NPM_TOKEN: STEP_SECRET } }
      )
      expect(result.outputs.conclusion).not.toBe('failed')
      const dumps = ['parent', 'all']
        .map((name) => path.join(drop, name))
        .filter((file) => existsSync(file))
      // Unsandboxed, bash runs on the host and the dumps are there to read.
      if (sandbox === 'none') expect(dumps).toHaveLength(2)
      for (const file of dumps) {
        const text = readFileSync(file, 'latin1')
        for (const secret of SECRETS) {
          expect(text).not.toContain(secret)
          expect(text).not.toContain(reversed(secret))
        }
      }
      for (const surface of surfaces(env, result))
        for (const secret of SECRETS) {
          expect(surface).not.toContain(secret)
          expect(surface).not.toContain(reversed(secret))
        }
    }, 60_000)

    it("the runner's file-command files hold only what the action wrote", async () => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      script.push(
        ...attack(
          [
            'vars=$(tr "\\0" "\\n" < /proc/$PPID/environ)',
            'get() { printf "%s\\n" "$vars" | sed -n "s/^$1=//p"; }',
            'echo "NODE_OPTIONS=--require=/tmp/evil.js" >> "$(get GITHUB_ENV)"',
            'echo "BASH_ENV=/tmp/evil.sh" >> "$(get GITHUB_ENV)"',
            'echo "/tmp/evil-bin" >> "$(get GITHUB_PATH)"',
            'echo "pwned=1" >> "$(get GITHUB_STATE)"',
            'echo "conclusion=changed-by-the-agent" >> "$(get GITHUB_OUTPUT)"',
            'echo "PWNED-SUMMARY" >> "$(get GITHUB_STEP_SUMMARY)"',
            'echo "LD_PRELOAD=/tmp/x.so" > "$(dirname "$(get GITHUB_ENV)")/set_env_planted"',
            'true'
          ].join('\n')
        )
      )
      const result = await env.run(issueCommentEvent('/agent fix the month'), {
        sandbox,
        bash: 'true'
      })
      expect(result.fileCommands).toMatchObject({
        set_env_e2e: '',
        add_path_e2e: '',
        save_state_e2e: ''
      })
      expect(Object.keys(result.fileCommands).sort()).toEqual([
        'add_path_e2e',
        'save_state_e2e',
        'set_env_e2e',
        'set_output_e2e',
        'step_summary_e2e'
      ])
      expect(result.fileCommands.set_output_e2e).not.toContain(
        'changed-by-the-agent'
      )
      expect(result.outputs.conclusion).not.toBe('changed-by-the-agent')
      expect(result.summary).not.toContain('PWNED-SUMMARY')
    }, 60_000)

    it('a process that leaves the run marker and its session does not outlive the run', async () => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      const mark = `9${Date.now() % 100000}.${sandbox === 'auto' ? 1 : 2}`
      script.push(
        ...attack(
          [
            // Each survivor says it is up before the command returns.
            `setsid env -i /bin/sh -c 'echo $$ > "$1"; exec sleep ${mark}' sh "$TMPDIR/s1" >/dev/null 2>&1 < /dev/null &`,
            `nohup /bin/sh -c 'echo $$ > "$1"; exec sleep ${mark}1' sh "$TMPDIR/s2" >/dev/null 2>&1 < /dev/null &`,
            'for i in $(seq 200); do [ -s "$TMPDIR/s1" ] && [ -s "$TMPDIR/s2" ] && break; sleep 0.05; done',
            'true'
          ].join('\n')
        )
      )
      await env.run(issueCommentEvent('/agent fix the month'), {
        sandbox,
        bash: 'true'
      })
      const left = execFileSync('ps', ['-eo', 'pid=,args='], {
        encoding: 'utf8'
      })
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.includes(`sleep ${mark}`))
      for (const line of left) process.kill(Number(line.split(' ')[0]))
      expect(left.map((line) => line.replace(/^\d+ /, ''))).toEqual([])
    }, 60_000)

    it("a core.fsmonitor planted by bash is never run by the action's own git (grep, list, publishing)", async () => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      const drop = dropBox(env)
      const marker = path.join(drop, 'fsmonitor-ran')
      script.push(
        {
          toolCalls: [
            {
              name: 'bash',
              arguments: {
                command: [
                  `printf '#!/bin/sh\\necho ran >> ${marker}\\n' > .git/fsm.sh`,
                  'chmod +x .git/fsm.sh',
                  'git config core.fsmonitor "$PWD/.git/fsm.sh"',
                  'echo "// touched" >> src/dates.js'
                ].join('\n')
              }
            }
          ]
        },
        {
          toolCalls: [
            { name: 'grep', arguments: { pattern: 'formatDate', path: 'src' } },
            { name: 'list', arguments: { path: '.' } }
          ]
        },
        { text: 'Done.' }
      )
      await env.run(issueCommentEvent('/agent fix the month'), {
        sandbox,
        bash: 'true'
      })
      expect(existsSync(marker)).toBe(false)
    }, 60_000)
  }
)
