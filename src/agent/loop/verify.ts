/**
 * The verify command around the loop (docs/loop.md §2): once on the
 * unchanged tree as the loop starts, beside the first model request, with
 * every call that may write waiting for it; after each answer that follows
 * a change (a failure goes back to the model, at most three times); and
 * once more at the end when files changed since it last ran.
 */
import type { ParsedToolCall } from '../../llm/index.js'
import { errorMessage } from '../../shared/index.js'
import { addNote, type LoopDeps, type LoopState } from './loop-state.js'
import type { Verification, VerificationRuns } from '../types.js'

const MAX_VERIFY_ATTEMPTS = 3

/** How much of a failing output before the change the model is shown. */
const BEFORE_TAIL_CHARS = 1500

/** Runs `verify`, a failure to start it included, as a result. */
async function runVerify(
  loop: LoopDeps,
  state: LoopState
): Promise<Verification> {
  const verify = loop.verify
  if (!verify) throw new Error('no verify command')
  state.verify.changedSince = false
  try {
    return await verify(loop.deadline.signal)
  } catch (error) {
    return {
      ok: false,
      output: `the verify command could not run: ${errorMessage(error)}`
    }
  }
}

/** Starts the run on the unchanged tree; nothing without a verify command. */
export function startBefore(loop: LoopDeps, state: LoopState): void {
  if (!loop.verify) return
  state.verify.beforeRun = runVerify(loop, state).then((result) => {
    state.verify.before = result
    loop.emit({
      type: 'note',
      text: `verify command before any change: ${result.ok ? 'passed' : `failed${exitText(result)}`}`
    })
  })
}

function exitText(result: Verification): string {
  return result.exitCode !== undefined ? ` (exit ${result.exitCode})` : ''
}

/**
 * Waits for the run on the unchanged tree when a call of `calls` may
 * write: nothing changes the tree before it has seen it.
 */
export async function beforeWrites(
  loop: LoopDeps,
  state: LoopState,
  calls: readonly ParsedToolCall[]
): Promise<void> {
  const pending = state.verify.beforeRun
  if (!pending || calls.every((call) => loop.tools.isReadOnly(call.name)))
    return
  await pending
}

/**
 * Tells the model, once and before its next request, that the verify
 * command already fails on the unchanged tree, with the end of its output.
 */
export function tellBefore(loop: LoopDeps, state: LoopState): void {
  const before = state.verify.before
  if (!before || before.ok || state.verify.told) return
  state.verify.told = true
  const output = before.output.trim()
  const tail =
    output.length > BEFORE_TAIL_CHARS
      ? `…${output.slice(-BEFORE_TAIL_CHARS)}`
      : output
  addNote(
    loop,
    state,
    `Before any change, the verify command already fails on the unchanged tree${exitText(before)}. The end of its output:\n${tail}\nIt runs again after your edits.`
  )
}

/** Runs `verify` after an answer if files changed since; true when its failure went back. */
export async function verifyAnswer(
  loop: LoopDeps,
  state: LoopState
): Promise<boolean> {
  if (!loop.verify || !state.verify.changedSince) return false
  if (state.verify.attempts >= MAX_VERIFY_ATTEMPTS) {
    // Out of retries: still check the final state, so the report is not stale.
    state.verify.last = await runVerify(loop, state)
    return false
  }
  state.verify.attempts += 1
  const verification = await runVerify(loop, state)
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

/**
 * As the loop ends: waits for the run before (under the deadline), and
 * checks the tree once more when files changed since the last check and
 * there is time left (a stop by a limit other than the clock, a failure).
 */
export async function verifyAtEnd(
  loop: LoopDeps,
  state: LoopState
): Promise<void> {
  if (!loop.verify) return
  await state.verify.beforeRun
  if (
    state.verify.changedSince &&
    !loop.deadline.expired &&
    !loop.callerSignal.aborted
  )
    state.verify.last = await runVerify(loop, state)
}

/**
 * The runs for the outcome: before, and after (the run before itself when
 * nothing was changed; absent when files changed and no check followed).
 */
export function verificationRuns(
  state: LoopState
): VerificationRuns | undefined {
  const { before, last, changed } = state.verify
  if (!before && !last) return undefined
  const after = last ?? (changed ? undefined : before)
  return {
    ...(before ? { before } : {}),
    ...(after ? { after } : {})
  }
}
