import {
  ModelError,
  type ChatRequest,
  type ChatResult
} from '../../llm/index.js'
import { handleAnswer } from './answer.js'
import {
  learnFromRefusal,
  measureContext,
  prepareRequest,
  refusalStop,
  turnPrompt
} from './context-window.js'
import { wrapUpNote, calibrate, requestTokens } from '../context/index.js'
import { forwardStreamEvents } from './events.js'
import {
  addNote,
  type LoopDeps,
  type LoopEnd,
  type LoopState,
  recordUsage
} from './loop-state.js'
import { completionWithin } from './stop-conditions.js'
import { runToolCalls } from './tool-calls.js'
import { tellBefore } from './verify.js'
import type { Stop } from '../types.js'

/** One model turn and what its reply asks for; null when the loop goes on. */
export async function runTurn(
  loop: LoopDeps,
  state: LoopState
): Promise<LoopEnd | null> {
  sendWrapUpNote(loop, state)
  tellBefore(loop, state)
  const stop = await prepareRequest(loop, state)
  if (stop) return { kind: 'stop', stop }
  state.counters.iterations += 1
  loop.emit({ type: 'turn-start', iteration: state.counters.iterations })
  const reply = await requestTurn(loop, state)
  if ('limit' in reply) return { kind: 'stop', stop: reply }
  recordReply(loop, state, reply)
  if (reply.formatError) {
    state.counters.formatErrors += 1
    addNote(
      loop,
      state,
      `Your reply could not be read as a tool call: ${reply.formatError}`
    )
    return null
  }
  state.counters.formatErrors = 0
  if (reply.toolCalls.length === 0) return handleAnswer(loop, state, reply)
  const terminated = await runToolCalls(loop, state, reply.toolCalls)
  if (terminated === undefined) return null
  return {
    kind: 'stop',
    stop: {
      limit: 'terminated',
      detail: `a tool hook ended the run: ${terminated}`
    }
  }
}

function sendWrapUpNote(loop: LoopDeps, state: LoopState): void {
  const { maxIterations, wrapUpTurns } = loop.budget
  if (
    maxIterations > wrapUpTurns &&
    state.counters.iterations === maxIterations - wrapUpTurns
  ) {
    addNote(loop, state, wrapUpNote(wrapUpTurns))
  }
}

/**
 * One model request, sized to fit (docs/loop.md §7.1). A context-length
 * refusal teaches a smaller window; the conversation is compacted to fit
 * it and sent again, never the same request twice. A stop when no smaller
 * window may be learned or the request cannot be made to fit.
 */
async function requestTurn(
  loop: LoopDeps,
  state: LoopState
): Promise<ChatResult | Stop> {
  for (;;) {
    const prompt = turnPrompt(loop, state)
    const tokens = requestTokens(state.window, prompt)
    const maxTokens = completionCap(loop, state, tokens)
    const request: ChatRequest = {
      ...prompt,
      ...(maxTokens !== undefined ? { maxTokens } : {})
    }
    try {
      const reply = await loop.model.chat(request, {
        signal: loop.deadline.signal,
        onEvent: forwardStreamEvents(loop.emit)
      })
      calibrate(state.window, tokens, reply.usage)
      return reply
    } catch (error) {
      if (!(error instanceof ModelError) || error.kind !== 'context-length')
        throw error
      if (!learnFromRefusal(loop, state, error, tokens))
        return refusalStop(state, error)
      const stop = await prepareRequest(loop, state)
      if (stop) return stop
    }
  }
}

/**
 * The completion cap of a turn: the budget's, and under max-tokens no more
 * than what is left after the request's estimate.
 */
function completionCap(
  loop: LoopDeps,
  state: LoopState,
  tokens: number
): number | undefined {
  const { maxOutputTokens, maxTokens } = loop.budget
  if (maxTokens === undefined) return maxOutputTokens
  return completionWithin(
    maxTokens - state.counters.usedTokens - tokens,
    maxOutputTokens
  )
}

function recordReply(
  loop: LoopDeps,
  state: LoopState,
  reply: ChatResult
): void {
  recordUsage(loop, state, reply.usage)
  state.messages.push(reply.message)
  measureContext(state, reply.usage)
  loop.emit({
    type: 'assistant-message',
    iteration: state.counters.iterations,
    text: reply.text,
    toolCalls: reply.message.tool_calls ?? [],
    finishReason: reply.finishReason,
    ...(reply.formatError ? { formatError: reply.formatError } : {})
  })
}
