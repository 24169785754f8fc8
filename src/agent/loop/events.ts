import type { StreamEvent } from '../../llm/index.js'
import type { StreamRedactor } from '../../security/index.js'
import type { EmitEvent } from '../types.js'

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

/**
 * Redacts the streamed `text-delta` pieces on their way to `emit`: each
 * goes out as far as it is known to hold no secret, and what is held back
 * goes out, redacted, before the next event of another type (the reply's
 * `assistant-message`, a retry, the run's end), so the order is kept.
 */
export function redactTextDeltas(
  emit: EmitEvent,
  redactor: StreamRedactor
): EmitEvent {
  return (event) => {
    if (event.type === 'text-delta') {
      const text = redactor.push(event.text)
      if (text) emit({ type: 'text-delta', text })
      return
    }
    const rest = redactor.flush()
    if (rest) emit({ type: 'text-delta', text: rest })
    emit(event)
  }
}

const TEXT_CALL_FORMS = {
  function: '<function=…>',
  action: 'Action: …(…)',
  json: 'JSON'
} as const

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
    else if (event.type === 'images-refused') {
      emit({
        type: 'note',
        text: `the model's endpoint refused the images (${event.reason}); they are sent as links from now on`
      })
    } else if (event.type === 'text-tool-call') {
      const form = TEXT_CALL_FORMS[event.form]
      emit({
        type: 'note',
        text:
          event.name === null
            ? `the model wrote a tool call as text (${form}) that could not be read`
            : `the model wrote its ${event.name} call as text (${form}); running it`
      })
    } else if (event.type === 'chunks-skipped') {
      const chunks = event.count === 1 ? 'chunk' : 'chunks'
      emit({
        type: 'note',
        text: `skipped ${event.count} malformed stream ${chunks} (the first: ${event.first})`
      })
    }
  }
}
