/**
 * The parts of an agent loop the in-process tests assemble again and again:
 * a tool runner with the action's default caps, and a chat client for a
 * loopback model.
 */
import { afterEach, beforeEach } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_BUDGET } from '../src/agent/loop/budget.js'
import type { SessionConfig } from '../src/agent/session/index.js'
import {
  createToolRunner,
  type ToolRunnerOptions
} from '../src/agent/runner/tool-runner.js'
import { createChatClient } from '../src/llm/chat-client.js'
import { resolveEndpoint } from '../src/llm/request/providers.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'
import { ModelSlot } from './scripted-model.js'

/**
 * A tool runner over `tools` in `workspace` (also its output folder unless
 * `outputDir` is given), capped at 16 KiB a call, 64 KiB a turn and 400
 * lines, redacting nothing unless `redact` is given.
 */
export function testRunner(
  tools: ToolRunnerOptions['tools'],
  workspace: string,
  options: Partial<ToolRunnerOptions> = {}
) {
  return createToolRunner({
    tools,
    workspace,
    outputDir: workspace,
    reads: createReadTracker(),
    maxToolOutputBytes: 16_384,
    maxTurnOutputBytes: 65_536,
    maxToolOutputLines: 400,
    redact: (text) => text,
    ...options
  })
}

/** A chat client for the OpenAI-compatible endpoint at `baseUrl`. */
export function testClient(baseUrl: string, model = 'm') {
  return createChatClient({
    endpoint: resolveEndpoint({
      apiKey: 'k-123',
      githubToken: '',
      baseUrl,
      model,
      apiVersion: ''
    })
  })
}

/** A loop suite's workspace, scratch folder and scripted model. */
class LoopScene extends ModelSlot {
  /** A temp workspace holding hello.txt ("hello world", "second line"). */
  workspace = ''
  /** A second temp folder, for outputs. */
  scratch = ''
}

/**
 * Before each test: a fresh workspace (`<tmp>/<prefix>ws-…`, with hello.txt)
 * and scratch folder (`<tmp>/<prefix><scratchName>-…`); after it, the model
 * it started closed and both folders gone.
 */
export function loopScene(prefix: string, scratchName = 'scratch'): LoopScene {
  const scene = new LoopScene()
  beforeEach(async () => {
    scene.workspace = await mkdtemp(path.join(tmpdir(), `${prefix}ws-`))
    scene.scratch = await mkdtemp(
      path.join(tmpdir(), `${prefix}${scratchName}-`)
    )
    await writeFile(
      path.join(scene.workspace, 'hello.txt'),
      'hello world\nsecond line\n'
    )
  })
  afterEach(async () => {
    await scene.close()
    await rm(scene.workspace, { recursive: true, force: true })
    await rm(scene.scratch, { recursive: true, force: true })
  })
  return scene
}

/**
 * A session of `task` by `model` in `workspace`: a fix that may edit, with
 * no bash, no verify command, no sandbox or network, the default budget and
 * no instructions or secrets, events dropped; `fields` over that.
 */
export function sessionConfig(
  fields: Partial<SessionConfig> &
    Pick<SessionConfig, 'workspace' | 'task' | 'model' | 'scratchDir'>
): SessionConfig {
  return {
    verb: 'fix',
    mayEdit: true,
    bash: false,
    verifyCommand: '',
    sandbox: 'none',
    network: false,
    budget: DEFAULT_BUDGET,
    instructions: '',
    emit: () => undefined,
    signal: new AbortController().signal,
    secrets: [],
    ...fields
  }
}
