import { ModelError } from '../llm/errors.js'
import type { ChatResult } from '../llm/types.js'
import { handleAnswer } from './answer.js'
import { measureContext, summarizeConversation } from './context-window.js'
import { forwardStreamEvents } from './events.js'
import {
  addNote,
  type LoopDeps,
  type LoopEnd,
  type LoopState,
  recordUsage
} from './loop-state.js'
import { wrapUpNote } from './system-prompt.js'
import { runToolCalls } from './tool-calls.js'

/** One model turn and what its reply asks for; null when the loop goes on. */
export async function runTurn(
  loop: LoopDeps,
  state: LoopState
): Promise<LoopEnd | null> {
  sendWrapUpNote(loop, state)
  state.counters.iterations += 1
  loop.emit({ type: 'turn-start', iteration: state.counters.iterations })
  const reply = await requestTurn(loop, state)
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
  await runToolCalls(loop, state, reply.toolCalls)
  return null
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

/** One model request; a context-length error compacts and retries once. */
async function requestTurn(
  loop: LoopDeps,
  state: LoopState
): Promise<ChatResult> {
  const { maxOutputTokens } = loop.budget
  const request = () =>
    loop.model.chat(
      {
        messages: state.messages,
        tools: loop.tools.definitions,
        ...(maxOutputTokens ? { maxTokens: maxOutputTokens } : {})
      },
      { signal: loop.deadline.signal, onEvent: forwardStreamEvents(loop.emit) }
    )
  try {
    return await request()
  } catch (error) {
    if (error instanceof ModelError && error.kind === 'context-length') {
      if (!(await summarizeConversation(loop, state))) throw error
      return request()
    }
    throw error
  }
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
