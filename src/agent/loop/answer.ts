import type { ChatResult } from '../../llm/index.js'
import {
  addNote,
  type LoopDeps,
  type LoopEnd,
  type LoopState
} from './loop-state.js'
import { verifyAnswer } from './verify.js'

/**
 * A reply without tool calls: the answer, unless it was cut off, empty,
 * the verify command fails on it, or its form is wrong (once). Null when
 * the loop goes on.
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
  if (sendBackOnce(loop, state, reply.text)) return null
  return { kind: 'answer', summary: reply.text }
}

/**
 * The answer's form (`checkAnswer`): what it lacks goes back once, for one
 * more turn; true when it went back.
 */
function sendBackOnce(
  loop: LoopDeps,
  state: LoopState,
  answer: string
): boolean {
  if (!loop.checkAnswer || state.answerSentBack) return false
  const problem = loop.checkAnswer(answer)
  if (problem === null) return false
  state.answerSentBack = true
  addNote(
    loop,
    state,
    `Your final answer does not have the form this run needs: ${problem}\nAnswer again, in full, with that fixed (no tool calls needed).`
  )
  return true
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
