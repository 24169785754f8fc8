import type { ChatResult } from '../../llm/index.js'
import {
  addNote,
  type LoopDeps,
  type LoopEnd,
  type LoopState
} from './loop-state.js'
import { verifyAnswer } from './verify.js'

/**
 * A reply without tool calls: the answer, unless it was cut off, empty, or
 * the verify command fails on it. Null when the loop goes on.
 */
export async function handleAnswer(
  loop: LoopDeps,
  state: LoopState,
  reply: ChatResult
): Promise<LoopEnd | null> {
  if (reply.finishReason === 'length') {
    addNote(
      loop,
      state,
      'Your reply was cut off at the output limit. Continue, more briefly; split large edits into several calls.'
    )
    return null
  }
  if (reply.text.trim() === '') return nudgeEmpty(loop, state)
  if (await verifyAnswer(loop, state)) return null
  return { kind: 'answer', summary: reply.text }
}

function nudgeEmpty(loop: LoopDeps, state: LoopState): LoopEnd | null {
  if (state.nudgedEmpty) {
    return { kind: 'failed', error: 'the model replied with nothing twice' }
  }
  state.nudgedEmpty = true
  addNote(
    loop,
    state,
    'Your reply was empty. Call a tool, or give your final answer as text.'
  )
  return null
}
