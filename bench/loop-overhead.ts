import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { startScriptedModel } from '../__fixtures__/scripted-model.js'
import { DEFAULT_BUDGET } from '../src/agent/loop/budget.js'
import { runAgentLoop } from '../src/agent/loop/loop.js'
import { createToolRunner } from '../src/agent/runner/tool-runner.js'
import { createChatClient } from '../src/llm/chat-client.js'
import { resolveEndpoint } from '../src/llm/request/providers.js'
import type { ChatModel } from '../src/llm/types.js'
import { createRedactor } from '../src/security/redact.js'
import { createReadTool } from '../src/tools/read/read.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'

/**
 * Harness overhead per iteration on a 200-turn scripted session: the loop's
 * wall time minus the time spent in model requests (loopback HTTP + SSE) and
 * in tools, divided by the turns. Printed next to the per-turn model time.
 */
export async function benchLoopOverhead(turns = 200): Promise<{
  turns: number
  totalMs: number
  modelMs: number
  toolMs: number
  overheadPerTurnMs: number
  modelPerTurnMs: number
}> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'bench-loop-'))
  await writeFile(path.join(workspace, 'a.txt'), 'line\n'.repeat(200))
  const script = Array.from({ length: turns - 1 }, (_, index) => ({
    text: `step ${index}`,
    toolCalls: [
      { name: 'read', arguments: { path: 'a.txt', offset: 1, limit: 50 } }
    ]
  }))
  const server = await startScriptedModel([...script, { text: 'done' }])
  try {
    const client = createChatClient({
      endpoint: resolveEndpoint({
        apiKey: 'bench-key',
        githubToken: '',
        baseUrl: server.url,
        model: 'bench',
        apiVersion: ''
      })
    })
    let modelMs = 0
    const timed: ChatModel = {
      model: client.model,
      async chat(request, options) {
        const started = performance.now()
        try {
          return await client.chat(request, options)
        } finally {
          modelMs += performance.now() - started
        }
      }
    }
    const runner = createToolRunner({
      tools: [createReadTool()],
      workspace,
      outputDir: workspace,
      reads: createReadTracker(),
      maxToolOutputBytes: 16_384,
      maxTurnOutputBytes: 65_536,
      maxToolOutputLines: 400,
      redact: createRedactor(['bench-key'])
    })
    let toolMs = 0
    const started = performance.now()
    const outcome = await runAgentLoop(
      { system: 'bench', prompt: 'bench' },
      runner,
      timed,
      // A large window keeps compaction out of the measurement.
      {
        ...DEFAULT_BUDGET,
        maxIterations: turns,
        maxToolCalls: turns * 3,
        contextWindow: 2_000_000
      },
      (event) => {
        if (event.type === 'tool-end') toolMs += event.durationMs
      },
      new AbortController().signal
    )
    const totalMs = performance.now() - started
    if (outcome.iterations !== turns)
      throw new Error(`expected ${turns} turns, got ${outcome.iterations}`)
    return {
      turns,
      totalMs,
      modelMs,
      toolMs,
      overheadPerTurnMs: (totalMs - modelMs - toolMs) / turns,
      modelPerTurnMs: modelMs / turns
    }
  } finally {
    await server.close()
    await rm(workspace, { recursive: true, force: true })
  }
}
