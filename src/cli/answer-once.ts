import type { AgentEvent, EmitEvent } from '../agent/index.js'

/** A progress consumer that prints the run's answer at most once. */
interface AnswerOnce {
  emit: EmitEvent
  /**
   * The run is over and `answer` went to stdout: prints what was held back,
   * the held reply only if it is not that answer.
   */
  release(answer: string): void
}

/**
 * Holds back a reply without tool calls, and the events after it, until it
 * is known what the reply was: the run's answer, which the CLI prints on
 * stdout (and so not again among the progress lines), or a reply the loop
 * went on from (cut off, or the verify command failed), printed when the
 * next turn starts. A reply without text (one the CLI showed live as it
 * streamed, cli/live-text.ts) is not held: nothing of it is printed again.
 */
export function answerOnce(print: EmitEvent): AnswerOnce {
  let held: Extract<AgentEvent, { type: 'assistant-message' }> | null = null
  let after: AgentEvent[] = []
  const flush = (keepHeld: boolean) => {
    if (held && keepHeld) print(held)
    for (const event of after) print(event)
    held = null
    after = []
  }
  return {
    emit(event) {
      if (event.type === 'assistant-message' && event.toolCalls.length === 0) {
        flush(true)
        // A reply with no text to print (shown live already) is not held.
        if (event.text.trim() === '') print(event)
        else held = event
      } else if (!held) print(event)
      else if (event.type === 'turn-start') {
        flush(true)
        print(event)
      } else after.push(event)
    },
    release(answer) {
      flush(held !== null && held.text.trim() !== answer.trim())
    }
  }
}
