import { sessionConfig } from '../../../__fixtures__/agent-parts.js'
import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  failingBwrap,
  failingSudo
} from '../../../__fixtures__/sandbox-helpers.js'
import {
  createScriptedChatModel,
  type ScriptedChatModel
} from '../../../__fixtures__/scripted-chat-model.js'
import {
  runSession,
  type SessionConfig
} from '../../../src/agent/session/session.js'
import {
  renderFinalComment,
  renderJobSummary
} from '../../../src/github/report/report.js'
import type { ChatModel } from '../../../src/llm/types.js'

/*
 * What a session does when no sandbox works: under `sandbox: auto` no bash
 * and no verify command, and the reason in the session's result (which
 * reaches the tracking comment and the job summary); under `sandbox: bwrap`
 * the run fails.
 */

const root = await realpath(await mkdtemp(join(tmpdir(), 'sandbox-session-')))
afterAll(() => rm(root, { recursive: true, force: true }))
const broken = {
  bwrap: await failingBwrap(root),
  sudo: await failingSudo(root)
}

/** A model that writes one file, then answers; it keeps what it was offered. */
function writingModel(): ScriptedChatModel {
  const input = { path: 'new.txt', content: 'hello\n' }
  return createScriptedChatModel(
    [{ toolCalls: [{ id: 'call_1', name: 'write', arguments: input }] }],
    { model: 'writing-model' }
  )
}

async function session(
  sandbox: SessionConfig['sandbox'],
  model: ChatModel
): Promise<Awaited<ReturnType<typeof runSession>> & { workspace: string }> {
  const dir = await mkdtemp(join(root, 'run-'))
  const workspace = join(dir, 'workspace')
  await mkdir(workspace)
  const result = await runSession(
    sessionConfig({
      workspace,
      task: 'add new.txt',
      bash: true,
      verifyCommand: 'touch verify-ran',
      sandbox,
      model,
      scratchDir: join(dir, 'scratch'),
      sandboxPrograms: broken
    })
  )
  return { ...result, workspace }
}

describe('a session where no sandbox works', () => {
  it('sandbox: auto offers no bash and runs no verify command, and says why', async () => {
    const model = writingModel()
    const result = await session('auto', model)
    expect(result.outcome.status).toBe('done')
    expect(result.tools).toEqual([
      'read',
      'grep',
      'list',
      'edit',
      'write',
      'plan'
    ])
    const offered = (model.requests[0].tools ?? []).map((tool) => tool.name)
    expect(offered).not.toContain('bash')
    const system = model.requests[0].messages[0].content ?? ''
    expect(system).toContain('There is no shell in this run')
    expect(system).not.toContain('verify')
    expect(existsSync(join(result.workspace, 'new.txt'))).toBe(true)
    expect(existsSync(join(result.workspace, 'verify-ran'))).toBe(false)
    expect(result.outcome.verification).toBeUndefined()
    expect(result.sandbox).toBe(
      'no bash: no sandbox works here (bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required); set sandbox: none to run bash without a sandbox'
    )
  })

  it('the reason is a warning in the final comment and the job summary', () => {
    const sandbox =
      'no bash: no sandbox works here (…); set sandbox: none to run bash without a sandbox'
    const report = {
      conclusion: 'no-changes' as const,
      summary: 'Nothing.',
      changedFiles: [],
      iterations: 1,
      toolCalls: 0,
      usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
      durationMs: 1000,
      runUrl: 'https://example.test/run',
      tools: [],
      sandbox
    }
    expect(renderFinalComment(report)).toContain(`> ⚠️ ${sandbox}`)
    expect(renderJobSummary(report)).toContain(`| sandbox | ${sandbox} |`)
  })

  it('sandbox: bwrap fails the run with the reasons', async () => {
    await expect(session('bwrap', writingModel())).rejects.toThrow(
      /^sandbox: bwrap was requested but no sandbox works here \(bubblewrap: bwrap: setting up uid map: Permission denied; sudo namespaces: sudo: a password is required\)/
    )
  })

  it('sandbox: none runs bash and the verify command', async () => {
    const model = writingModel()
    const result = await session('none', model)
    expect(result.tools).toContain('bash')
    expect(existsSync(join(result.workspace, 'verify-ran'))).toBe(true)
    expect(result.sandbox).toMatch(/^no sandbox \(sandbox: none\)/)
  })
})
