import type { ChatResult } from '../../llm/index.js'
import {
  addNote,
  type LoopDeps,
  type LoopEnd,
  type LoopState
} from './loop-state.js'

const MAX_VERIFY_ATTEMPTS = 3

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
  if (await verificationFailed(loop, state)) return null
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

/** Runs `verify` if files changed since; true when its failure went back. */
async function verificationFailed(
  loop: LoopDeps,
  state: LoopState
): Promise<boolean> {
  const { verify } = loop
  if (!verify || !state.verify.changedSince) return false
  if (state.verify.attempts >= MAX_VERIFY_ATTEMPTS) {
    // Out of retries: still check the final state, so the report is not stale.
    state.verify.last = await verify(loop.deadline.signal)
    return false
  }
  state.verify.attempts += 1
  state.verify.changedSince = false
  const verification = await verify(loop.deadline.signal)
  state.verify.last = verification
  if (!verification.ok) {
    addNote(
      loop,
      state,
      `The verify command failed after your changes:\n${verification.output}\nFix the problem, or explain in your final answer why it cannot be fixed.`
    )
    return true
  }
  loop.emit({ type: 'note', text: 'verify command passed' })
  return false
}
