import { sessionConfig } from '../../../__fixtures__/agent-parts.js'
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  stat,
  symlink,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { mcpTestServer } from '../../../__fixtures__/mcp-test-command.js'
import { writePolicyHook } from '../../../src/agent/policy/write-policy-hook.js'
import { createToolRunner } from '../../../src/agent/runner/tool-runner.js'
import { runSession } from '../../../src/agent/session/session.js'
import type { AgentEvent } from '../../../src/agent/types.js'
import type {
  ChatModel,
  ChatRequest,
  ChatResult
} from '../../../src/llm/types.js'
import { createReadTracker } from '../../../src/tools/path/read-tracker.js'
import type { Tool } from '../../../src/tools/types.js'

/*
 * The write policy on a tool that cannot say what it writes (an MCP tool,
 * docs/security.md item 12): the work tree's protected paths are checked
 * after each of its calls, what the call changed there is put back, and the
 * model gets an error saying what was refused. The test's MCP server
 * (__fixtures__/mcp-test-server.mjs) writes any relative path it is given.
 */

const root = await realpath(await mkdtemp(path.join(tmpdir(), 'mcp-policy-')))
afterAll(() => rm(root, { recursive: true, force: true }))

type Call = { name: string; input: Record<string, unknown> }

/** A model that makes one turn of calls per entry of `turns`, then answers. */
function scriptedModel(turns: Call[][]): ChatModel & {
  requests: ChatRequest[]
} {
  const requests: ChatRequest[] = []
  const reply = (partial: Partial<ChatResult>): ChatResult => ({
    message: {
      role: 'assistant',
      content: partial.text ?? null,
      ...(partial.toolCalls ? { tool_calls: partial.toolCalls } : {})
    },
    text: '',
    toolCalls: [],
    finishReason: 'stop',
    usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
    attempts: 1,
    ...partial
  })
  return {
    model: 'policy-model',
    requests,
    async chat(request) {
      requests.push(request)
      const turn = turns[requests.length - 1]
      if (!turn) return reply({ text: 'Done.' })
      return reply({
        finishReason: 'tool-calls',
        toolCalls: turn.map((call, index) => ({
          id: `call_${requests.length}_${index}`,
          name: call.name,
          arguments: JSON.stringify(call.input),
          input: call.input
        }))
      })
    }
  }
}

const note = (file: string, text = 'on: push\n'): Call => ({
  name: 'mcp__notes__write_note',
  input: { path: file, text }
})

/** A fix session in `workspace` with the notes server, run on the runner. */
async function session(workspace: string, turns: Call[][]) {
  const model = scriptedModel(turns)
  const events: AgentEvent[] = []
  const scratchDir = await mkdtemp(path.join(root, 'scratch-'))
  const result = await runSession(
    sessionConfig({
      workspace,
      task: 'use the notes server',
      model,
      emit: (event) => events.push(event),
      scratchDir,
      mcp: {
        servers: [{ name: 'notes', ...mcpTestServer(), env: {} }],
        readOnly: false
      }
    })
  )
  const toolMessages = model.requests
    .flatMap((request) => request.messages)
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
  return { ...result, events, toolMessages }
}

function git(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args],
    { cwd: dir, encoding: 'utf8' }
  )
}

describe('the write policy after an MCP call', () => {
  it('removes a protected file the call created and says so; other files stay', async () => {
    const workspace = await mkdtemp(path.join(root, 'plain-'))
    const result = await session(workspace, [
      [note('.github/workflows/x.yml')],
      [note('notes/a.md', 'hello')]
    ])
    expect(result.outcome.status).toBe('done')
    const [refused, wrote] = result.toolMessages
    expect(refused).toMatch(
      /^error: mcp__notes__write_note changed \.github\/workflows\/x\.yml \(rule `\.github\/\*\*`\), protected by the write policy: workflows, CODEOWNERS, agent instruction files, editor and package-manager config cannot be changed by this run\. The change was undone; leave it to a maintainer, say so in your summary, and go on with the rest\n\nThe tool's own result:\nwrote \.github\/workflows\/x\.yml$/
    )
    expect(existsSync(path.join(workspace, '.github/workflows/x.yml'))).toBe(
      false
    )
    expect(wrote).toBe('wrote notes/a.md')
    expect(await readFile(path.join(workspace, 'notes/a.md'), 'utf8')).toBe(
      'hello'
    )
    const end = result.events.find((event) => event.type === 'tool-end')
    expect(end).toMatchObject({
      isError: true,
      details: { protectedChanges: ['.github/workflows/x.yml'] }
    })
  }, 60_000)

  it('in a git work tree, puts back a tracked file and an untracked one as they were before the call', async () => {
    const workspace = await mkdtemp(path.join(root, 'repo-'))
    git(workspace, 'init', '-q')
    await mkdir(path.join(workspace, '.github/workflows'), { recursive: true })
    await writeFile(path.join(workspace, '.github/workflows/ci.yml'), 'ci\n')
    await writeFile(path.join(workspace, '.gitignore'), '.npmrc\n')
    git(workspace, 'add', '-A')
    git(workspace, 'commit', '-q', '-m', 'base')
    // Ignored and untracked, there before the run: put back, not removed.
    await writeFile(path.join(workspace, '.npmrc'), 'registry=mine\n')
    // Changed before the call (as an earlier command may have): put back
    // as the call found it, not as the base commit has it.
    await writeFile(path.join(workspace, 'AGENTS.md'), 'local rules\n')
    // What the agent made of git's index does not matter: it is not read.
    const index = path.join(workspace, '.git/index')
    const kept = await readFile(index)
    await writeFile(index, 'not an index')
    const result = await session(workspace, [
      [note('.github/workflows/ci.yml', 'evil\n')],
      [note('.npmrc', 'registry=evil\n'), note('AGENTS.md', 'evil\n')]
    ])
    expect(result.toolMessages[0]).toMatch(
      /^error: mcp__notes__write_note changed \.github\/workflows\/ci\.yml \(rule `\.github\/\*\*`\), protected by the write policy: .* The change was undone;/
    )
    expect(result.toolMessages[1]).toMatch(
      /^error: mcp__notes__write_note changed \.npmrc \(rule `\*\*\/\.npmrc`\)/
    )
    expect(result.toolMessages[2]).toMatch(
      /^error: mcp__notes__write_note changed AGENTS\.md \(rule `\*\*\/AGENTS\.md`\)/
    )
    const read = (file: string) => readFile(path.join(workspace, file), 'utf8')
    expect(await read('.github/workflows/ci.yml')).toBe('ci\n')
    await writeFile(index, kept)
    expect(await read('.npmrc')).toBe('registry=mine\n')
    expect(await read('AGENTS.md')).toBe('local rules\n')
    expect(git(workspace, 'status', '--porcelain')).toBe('?? AGENTS.md\n')
  }, 60_000)
})

describe('the write policy hook around a tool that cannot say what it writes', () => {
  /** Runs one call of a tool doing `act` in a fresh workspace, through the hook. */
  async function callOnce(
    act: (workspace: string) => Promise<void>,
    prepare: (workspace: string) => Promise<void> = async () => undefined
  ) {
    const workspace = await mkdtemp(path.join(root, 'hook-'))
    await prepare(workspace)
    const tool: Tool<Record<string, unknown>> = {
      name: 'mcp__fs__act',
      description: 'acts',
      schema: z.record(z.string(), z.unknown()),
      readOnly: false,
      async run() {
        await act(workspace)
        return { output: 'done', isError: false }
      }
    }
    const runner = createToolRunner({
      tools: [tool],
      workspace,
      outputDir: path.join(workspace, '..'),
      reads: createReadTracker(),
      maxToolOutputBytes: 50_000,
      maxTurnOutputBytes: 100_000,
      maxToolOutputLines: 2000,
      redact: (text) => text,
      hooks: [writePolicyHook(undefined, { gitWorkTree: null })]
    })
    const [result] = await runner.run(
      [{ id: 'a', name: tool.name, arguments: '{}', input: {} }],
      { signal: new AbortController().signal, emit: () => {} }
    )
    return { workspace, result }
  }

  it('takes out a symlink put in place of a protected folder, and puts the folder back', async () => {
    const outside = await mkdtemp(path.join(root, 'outside-'))
    await writeFile(path.join(outside, 'kept.txt'), 'outside\n')
    const { workspace, result } = await callOnce(
      async (dir) => {
        await rm(path.join(dir, '.github'), { recursive: true })
        await symlink(outside, path.join(dir, '.github'))
      },
      async (dir) => {
        await mkdir(path.join(dir, '.github/workflows'), { recursive: true })
        await writeFile(path.join(dir, '.github/workflows/ci.yml'), 'ci\n')
        await chmod(path.join(dir, '.github/workflows/ci.yml'), 0o750)
      }
    )
    expect(result.isError).toBe(true)
    expect(result.content).toContain('changed .github (rule `.github/**`)')
    expect((await lstat(path.join(workspace, '.github'))).isDirectory()).toBe(
      true
    )
    const ci = path.join(workspace, '.github/workflows/ci.yml')
    expect(await readFile(ci, 'utf8')).toBe('ci\n')
    expect((await stat(ci)).mode & 0o777).toBe(0o750)
    // What the link pointed at is left alone.
    expect(await readFile(path.join(outside, 'kept.txt'), 'utf8')).toBe(
      'outside\n'
    )
  })

  it('puts back a file the call deleted, and leaves other changes', async () => {
    const { workspace, result } = await callOnce(
      async (dir) => {
        await rm(path.join(dir, 'CODEOWNERS'))
        await writeFile(path.join(dir, 'src.txt'), 'new\n')
      },
      async (dir) => writeFile(path.join(dir, 'CODEOWNERS'), '* @owner\n')
    )
    expect(result.content).toMatch(
      /^error: mcp__fs__act changed CODEOWNERS \(rule `\*\*\/CODEOWNERS`\)/
    )
    expect(await readFile(path.join(workspace, 'CODEOWNERS'), 'utf8')).toBe(
      '* @owner\n'
    )
    expect(await readFile(path.join(workspace, 'src.txt'), 'utf8')).toBe(
      'new\n'
    )
  })

  it('says what it could not put back: a file too big to keep a copy of', async () => {
    const big = '.github/big.bin'
    const { workspace, result } = await callOnce(
      (dir) => writeFile(path.join(dir, big), 'small now\n'),
      async (dir) => {
        await mkdir(path.join(dir, '.github'))
        await writeFile(path.join(dir, big), Buffer.alloc(2 * 1024 * 1024))
      }
    )
    expect(result.content).toContain(
      'The change could not be undone for .github/big.bin (no copy was kept), and the end-of-run check refuses it; leave it to a maintainer'
    )
    expect(await readFile(path.join(workspace, big), 'utf8')).toBe(
      'small now\n'
    )
  })

  it('lets a call that changes no protected path through as it is', async () => {
    const { result } = await callOnce(
      (dir) => writeFile(path.join(dir, 'README.md'), 'hi\n'),
      (dir) => writeFile(path.join(dir, 'AGENTS.md'), 'rules\n')
    )
    expect(result).toMatchObject({ isError: false, content: 'done' })
  })
})
