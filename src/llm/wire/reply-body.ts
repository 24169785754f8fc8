/**
 * A successful reply's bytes, whichever form the server chose: server-sent
 * events (asked for with `stream: true`), or one JSON completion (a server
 * that ignores `stream`, or answers by its `Accept` header). The JSON form
 * becomes one SSE event whose data is the completion, which the stream
 * reader takes like a last chunk (docs/loop.md §8.3).
 */
import { StreamPayloadError } from './chat-stream.js'
import { ModelError } from '../failures/index.js'

/** How the server sent the reply: a stream, or one JSON body. */
export type ReplyForm = 'sse' | 'json'

const SPACE = 0x20
const LF = 0x0a
const CR = 0x0d
const TAB = 0x09
const OPEN_BRACE = 0x7b
const DATA_PREFIX = new TextEncoder().encode('data: ')
const EVENT_END = new TextEncoder().encode('\n\n')

const BOM = [0xef, 0xbb, 0xbf]

/** Whitespace and the bytes of a UTF-8 byte-order mark, before the reply. */
const isLeading = (byte: number): boolean =>
  byte === SPACE ||
  byte === LF ||
  byte === CR ||
  byte === TAB ||
  BOM.includes(byte)

/**
 * Passes SSE through as it is; turns a body starting with `{` into one
 * `data:` event (line breaks between JSON tokens become spaces; JSON has
 * none inside strings). A JSON body past `maxBytes` fails for good, as a
 * streamed reply past the cap does. `onForm` learns which it was, once.
 *
 * The first byte decides, not `content-type`: an SSE event never starts
 * with `{`, a completion always does, and a label can be wrong either way
 * (a missing one is common on small servers).
 */
export function sseOrJson(
  maxBytes: number,
  onForm: (form: ReplyForm) => void = () => {}
): TransformStream<Uint8Array, Uint8Array> {
  let mode: 'sniff' | 'sse' | 'json' = 'sniff'
  const held: Uint8Array[] = []
  let jsonBytes = 0
  return new TransformStream({
    transform(chunk, controller) {
      let bytes = chunk
      if (mode === 'sniff') {
        const first = bytes.findIndex((byte) => !isLeading(byte))
        if (first === -1) {
          held.push(bytes)
          return
        }
        if (bytes[first] === OPEN_BRACE) {
          mode = 'json'
          onForm('json')
          controller.enqueue(DATA_PREFIX)
          bytes = bytes.subarray(first)
        } else {
          mode = 'sse'
          onForm('sse')
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

/** An HTTP status and body, as an error reply would have carried them. */
interface Refusal {
  status: number
  bodyText: string
}

/** Words of an error's code or type, and the HTTP status they mean. */
const CODE_STATUSES: [RegExp, number][] = [
  [/invalid_api_key|authentication|unauthori[sz]ed/i, 401],
  [/permission|forbidden/i, 403],
  [/not_found|model_not_found/i, 404],
  [/rate_limit|too_many_requests|insufficient_quota|quota/i, 429],
  [/context_length|tokens_limit|invalid_request|bad_request/i, 400]
]

/**
 * A JSON body that is `{"error": …}` with status 200 (the whole reply, not a
 * chunk of a stream), as the refusal it means: the status named in the
 * error (`status` or a numeric `code`), else the one its code or type
 * words imply, else 500. Null for anything else.
 */
export function errorBodyRefusal(cause: unknown): Refusal | null {
  if (!(cause instanceof StreamPayloadError)) return null
  const payload = cause.payload
  if (typeof payload !== 'object' || payload === null) return null
  const error = (payload as { error?: unknown }).error
  if (error === undefined || error === null) return null
  const bodyText = JSON.stringify(payload)
  const fields =
    typeof error === 'object' ? (error as Record<string, unknown>) : {}
  for (const value of [fields.status, fields.code]) {
    const status = Number(value)
    if (Number.isInteger(status) && status >= 400 && status <= 599) {
      return { status, bodyText }
    }
  }
  const words = JSON.stringify([fields.code, fields.type, fields.status])
  const named = CODE_STATUSES.find(([pattern]) => pattern.test(words))
  return { status: named ? named[1] : 500, bodyText }
}
