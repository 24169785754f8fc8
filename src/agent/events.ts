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
