import { describe, expect, it } from '@jest/globals'
import { captureIo, cliScene } from '../../__fixtures__/cli-io.js'
import path from 'node:path'
import { type ScriptStep } from '../../__fixtures__/scripted-model.js'
import { runCli } from '../../src/cli.js'
import { bashLine } from '../../src/cli/notices.js'
import { detectSandbox } from '../../src/tools/bash/sandbox/sandbox.js'

// What the CLI says before the first turn: how bash will run (or why it
// will not, and how to enable it), and an OPENAI_API_KEY it does not send
// to a custom --base-url (and again after that host's 401).

const scene = cliScene('cli-notices-')

async function run(
  script: ScriptStep[],
  args: string[],
  env: NodeJS.ProcessEnv = {}
) {
  const model = await scene.start(script)
  const io = captureIo(scene.repo, env)
  const status = await runCli(
    ['--prompt', 'x', '--base-url', model.url, '--model', 'm', ...args],
    io
  )
  return { status, err: io.err.join('') }
}

/** The stderr lines before the first turn. */
const header = (err: string) => err.slice(0, err.indexOf('── turn 1'))

describe('the CLI header', () => {
  it('says how bash runs before the first turn', async () => {
    const none = await run(
      [{ text: 'ok' }],
      ['--api-key', 'k-0123456789', '--sandbox', 'none']
    )
    expect(none.status).toBe(0)
    const lines = header(none.err).split('\n')
    const bash = lines.findIndex((line) => line.startsWith('bash: '))
    expect(lines[bash]).toBe(
      'bash: NOT sandboxed (--sandbox none): commands run as you, on this machine'
    )
    expect(bash).toBeLessThan(
      lines.findIndex((line) => line.startsWith('agent: model m'))
    )
    await scene.model?.close()
    const off = await run(
      [{ text: 'ok' }],
      ['--api-key', 'k-0123456789', '--no-bash']
    )
    expect(header(off.err)).toContain('bash: off (--no-bash)\n')
    await scene.model?.close()
    const ask = await run(
      [{ text: 'ok' }],
      ['--api-key', 'k-0123456789', '--verb', 'ask']
    )
    expect(header(ask.err)).toContain(
      'bash: not offered to --verb ask (only fix runs commands)\n'
    )
  })

  it('where no sandbox works: not available, why, and how to enable it', async () => {
    const sandbox = await detectSandbox({
      mode: 'auto',
      workspace: scene.repo,
      home: scene.base,
      tmpDir: scene.base,
      network: false,
      bwrapPath: path.join(scene.base, 'no-bwrap'),
      sudoPath: path.join(scene.base, 'no-sudo'),
      cgroups: false
    })
    expect(sandbox.kind).toBe('unavailable')
    const line = bashLine(sandbox, { bash: true, verb: 'fix', noBash: false })
    expect(line).toMatch(/^bash: not available: no sandbox works here \(.+\); /)
    expect(line).toContain('pass --sandbox none to run bash without a sandbox')
    expect(line).not.toContain('sandbox: none')
  })
})

describe('an OPENAI_API_KEY not sent to a custom --base-url', () => {
  const KEY = 'sk-openai-env-0123456789abcdef'

  it('is said at the start, with how to send it; it is not sent', async () => {
    const { status, err } = await run([{ text: 'ok' }], [], {
      OPENAI_API_KEY: KEY
    })
    expect(status).toBe(0)
    const host = new URL(scene.model!.url).host
    expect(header(err)).toContain(
      `note: OPENAI_API_KEY is set but not sent to ${host} (it goes to api.openai.com only); to send it there, pass --api-key "$OPENAI_API_KEY" (or set AGENT_API_KEY)\n`
    )
    expect(scene.model!.headers[0].authorization).toBeUndefined()
    expect(err).not.toContain(KEY)
  })

  it('the host’s 401 says so too', async () => {
    const { status, err } = await run(
      [{ status: 401, body: '{"error":{"message":"missing key"}}' }],
      [],
      { OPENAI_API_KEY: KEY }
    )
    expect(status).toBe(1)
    const host = new URL(scene.model!.url).host
    expect(err).toContain('(401)')
    expect(err).toContain(
      `note: ${host} got no API key: OPENAI_API_KEY is not sent to it; pass --api-key "$OPENAI_API_KEY" to send it\n`
    )
  })

  it('says nothing when a key is passed', async () => {
    const { err } = await run([{ text: 'ok' }], ['--api-key', 'k-0123456789'], {
      OPENAI_API_KEY: KEY
    })
    expect(err).not.toContain('OPENAI_API_KEY')
  })
})
