import type { StreamEvent } from '../llm/types.js'
import type { EmitEvent } from './types.js'

/** Fans one event out to several consumers, isolating their failures. */
export function fanOut(...consumers: EmitEvent[]): EmitEvent {
  return (event) => {
    for (const consume of consumers) {
      try {
        consume(event)
      } catch {
        // a broken consumer must not stop the run
      }
    }
  }
}

/** The model's stream events that the loop reports, as agent events. */
export function forwardStreamEvents(
  emit: EmitEvent
): (event: StreamEvent) => void {
  return (event) => {
    if (event.type === 'text-delta') emit(event)
    else if (event.type === 'request-retry') {
      emit({
        type: 'model-retry',
        attempt: event.attempt,
        delayMs: event.delayMs,
        reason: event.reason
      })
    } else if (event.type === 'tool-mode-change') emit(event)
    else if (event.type === 'chunks-skipped') {
      const chunks = event.count === 1 ? 'chunk' : 'chunks'
      emit({
        type: 'note',
        text: `skipped ${event.count} malformed stream ${chunks} (the first: ${event.first})`
      })
    }
  }
}
