/**
 * The real world of a run, wired once: the Octokit client, the model
 * client, and a cancelled job's signals. Loaded by `main.ts` only for runs,
 * so a skip never pays for Octokit, git or the loop.
 */
import {
  createArtifactStore,
  createOctokitClient,
  type RunRequest
} from '../github/index.js'
import {
  type ChatModel,
  createChatClient,
  resolveEndpoint
} from '../llm/index.js'
import { ACTION_PROGRAMS, pinPrograms } from '../shared/index.js'
import type { RunContext } from './context.js'
import { type FlowResult, runFlow } from './flow.js'

/** What the entry hears of a run while it goes. */
interface RunHooks {
  /** Called once, when the first model request has been answered (or failed). */
  afterFirstRequest?: () => void
}

/** Runs the request against github.com (or GHES) and the configured model. */
export async function startRun(
  context: RunContext,
  request: RunRequest,
  hooks: RunHooks = {}
): Promise<FlowResult> {
  // Before anything runs: a program the agent's shell later puts on PATH is
  // never the one the action runs (docs/security.md item 7).
  pinPrograms(ACTION_PROGRAMS)
  const { settings, runner } = context
  // A model setting that cannot work fails now, before anything is written.
  const timeoutMs = settings.timeoutMinutes * 60_000
  const endpoint = resolveEndpoint(settings)
  const client = createChatClient({
    endpoint,
    toolMode: settings.toolMode,
    // `images: true`: a refusal of image parts fails like any other.
    imageFallback: settings.images !== 'true',
    // A rate-limit wait never runs past the run's wall clock (counted from
    // the action's start, so a little before the loop's own deadline).
    deadline: () => context.startedAt + timeoutMs - Date.now()
  })
  const model = hooks.afterFirstRequest
    ? afterFirstChat(client, hooks.afterFirstRequest)
    : client
  const github = createOctokitClient({
    owner: runner.owner,
    repo: runner.repo,
    token: settings.githubToken,
    baseUrl: runner.apiUrl
  })
  // A cancelled job gets SIGINT first: stop the loop so the tracking
  // comment is still rewritten (and the change kept as a patch).
  const controller = new AbortController()
  const cancel = (): void =>
    controller.abort(new Error('the job was cancelled'))
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  try {
    return await runFlow(context, request, {
      github,
      model,
      limits: endpoint.limits,
      signal: controller.signal,
      artifacts: createArtifactStore(process.env)
    })
  } finally {
    process.removeListener('SIGINT', cancel)
    process.removeListener('SIGTERM', cancel)
  }
}

/**
 * `model`, calling `then` once, when its first `chat` has settled: by then
 * the first request is long on the wire, so what `then` loads cannot
 * delay it.
 */
export function afterFirstChat(model: ChatModel, then: () => void): ChatModel {
  let called = false
  return {
    model: model.model,
    chat: (request, options) => {
      const reply = model.chat(request, options)
      if (!called) {
        called = true
        reply.then(then, then)
      }
      return reply
    }
  }
}
