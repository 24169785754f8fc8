/**
 * A successful reply's bytes, whichever form the server chose: server-sent
 * events (asked for with `stream: true`), or one JSON completion (a server
 * that ignores `stream`, or answers by its `Accept` header). The JSON form
 * becomes one SSE event whose data is the completion, which the stream
 * reader takes like a last chunk (docs/loop.md §8.3).
 */
import { ModelError } from './errors.js'

const SPACE = 0x20
const LF = 0x0a
const CR = 0x0d
const TAB = 0x09
const OPEN_BRACE = 0x7b
const DATA_PREFIX = new TextEncoder().encode('data: ')
const EVENT_END = new TextEncoder().encode('\n\n')

const isWhitespace = (byte: number): boolean =>
  byte === SPACE || byte === LF || byte === CR || byte === TAB

/**
 * Passes SSE through as it is; turns a body starting with `{` into one
 * `data:` event (line breaks between JSON tokens become spaces; JSON has
 * none inside strings). A JSON body past `maxBytes` fails for good, as a
 * streamed reply past the cap does.
 */
export function sseOrJson(
  maxBytes: number
): TransformStream<Uint8Array, Uint8Array> {
  let mode: 'sniff' | 'sse' | 'json' = 'sniff'
  const held: Uint8Array[] = []
  let jsonBytes = 0
  return new TransformStream({
    transform(chunk, controller) {
      let bytes = chunk
      if (mode === 'sniff') {
        const first = bytes.findIndex((byte) => !isWhitespace(byte))
        if (first === -1) {
          held.push(bytes)
          return
        }
        if (bytes[first] === OPEN_BRACE) {
          mode = 'json'
          controller.enqueue(DATA_PREFIX)
          bytes = bytes.subarray(first)
        } else {
          mode = 'sse'
          for (const part of held) controller.enqueue(part)
        }
        held.length = 0
      }
      if (mode === 'sse') {
        controller.enqueue(bytes)
        return
      }
      jsonBytes += bytes.length
      if (jsonBytes > maxBytes) {
        throw new ModelError(
          `the model's reply passed ${Math.round(maxBytes / 1024)} KiB and was stopped (the cap on model output)`,
          'bad-request'
        )
      }
      controller.enqueue(
        bytes.map((byte) => (byte === LF || byte === CR ? SPACE : byte))
      )
    },
    flush(controller) {
      if (mode === 'json') controller.enqueue(EVENT_END)
    }
  })
}
