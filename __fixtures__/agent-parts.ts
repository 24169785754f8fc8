/**
 * The parts of an agent loop the in-process tests assemble again and again:
 * a tool runner with the action's default caps, and a chat client for a
 * loopback model.
 */
import {
  createToolRunner,
  type ToolRunnerOptions
} from '../src/agent/runner/tool-runner.js'
import { createChatClient } from '../src/llm/chat-client.js'
import { resolveEndpoint } from '../src/llm/request/providers.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'

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
