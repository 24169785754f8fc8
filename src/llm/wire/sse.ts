/**
 * Server-sent events over a byte stream: decodes UTF-8 across chunk
 * boundaries, parses SSE framing with `eventsource-parser` (comments,
 * CRLF/CR line endings, multi-line `data:`) and yields each event's `data`.
 */
import { createParser } from 'eventsource-parser'

/** Default idle timeout: five minutes without a byte (Codex uses 300 s). */
const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 300_000

/** No byte arrived for `idleTimeoutMs` while the reader was waiting. */
export class StreamIdleError extends Error {
  override readonly name = 'StreamIdleError'

  constructor(readonly idleTimeoutMs: number) {
    super(`model stream was idle for ${idleTimeoutMs / 1000} s`)
  }
}

/** Options of {@link readSseData}. */
interface ReadSseOptions {
  /**
   * Milliseconds without a byte before the read fails with a
   * {@link StreamIdleError}. Only time spent waiting for bytes counts, not
   * time the consumer spends between events. Default 300,000.
   */
  idleTimeoutMs?: number
  /** Aborting throws the signal's reason, even while waiting for bytes. */
  signal?: AbortSignal
}

interface ChunkSource {
  read(): Promise<IteratorResult<Uint8Array>>
  /** Releases the source; cancels it unless it ended normally. */
  close(ended: boolean): void
}

const STREAM = { stream: true } as const

/**
 * Yields the `data` of every SSE event in `body`, in order. An event that is
 * still open when the body ends is dropped, as the SSE spec says, unless its
 * last line was complete (some servers omit the final blank line).
 *
 * On any exit (end, error, abort, idle, or the consumer returning early) the
 * timer and abort listener are removed and the body is cancelled, so nothing
 * keeps the process alive.
 */
export async function* readSseData(
  body: AsyncIterable<Uint8Array>,
  options: ReadSseOptions = {}
): AsyncGenerator<string> {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS
  const { signal } = options
  signal?.throwIfAborted()

  const events: string[] = []
  const parser = createParser({
    onEvent: (event) => {
      events.push(event.data)
    }
  })
  const decoder = new TextDecoder()
  const source = openSource(body)

  // One timer for the whole stream, re-armed with refresh() before each wait;
  // a failure is sticky and rejects the pending wait, if any.
  let failure: unknown = undefined
  let rejectWait: ((error: unknown) => void) | undefined
  const fail = (error: unknown): void => {
    if (failure === undefined) failure = error
    rejectWait?.(failure)
  }
  const timer = setTimeout(() => {
    if (rejectWait) fail(new StreamIdleError(idleTimeoutMs))
  }, idleTimeoutMs)
  const onAbort = (): void => fail(abortReason(signal))
  signal?.addEventListener('abort', onAbort, { once: true })

  const read = (): Promise<IteratorResult<Uint8Array>> => {
    if (failure !== undefined) return Promise.reject(failure)
    timer.refresh()
    return new Promise<IteratorResult<Uint8Array>>((resolve, reject) => {
      rejectWait = reject
      source.read().then(resolve, reject)
    })
  }

  let ended = false
  let lastChar = ''
  try {
    for (;;) {
      let result: IteratorResult<Uint8Array>
      try {
        result = await read()
      } finally {
        rejectWait = undefined
      }
      if (result.done) break
      const text = decoder.decode(result.value, STREAM)
      if (text.length === 0) continue
      lastChar = text[text.length - 1]
      parser.feed(text)
      if (events.length > 0) {
        for (let i = 0; i < events.length; i++) yield events[i]
        events.length = 0
      }
    }
    ended = true
    const tail = decoder.decode()
    if (tail.length > 0) {
      lastChar = tail[tail.length - 1]
      parser.feed(tail)
    }
    // A complete last line without the blank line that ends the event.
    if (lastChar === '\n' || lastChar === '\r') parser.feed('\n')
    for (let i = 0; i < events.length; i++) yield events[i]
    events.length = 0
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
    source.close(ended)
  }
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return (
    signal?.reason ??
    new DOMException('This operation was aborted', 'AbortError')
  )
}

/**
 * A web ReadableStream is read through its own reader: `reader.cancel()`
 * settles a pending read at once, whereas the async iterator's `return()`
 * waits for the pending read, which may never come on a stalled socket.
 */
function openSource(body: AsyncIterable<Uint8Array>): ChunkSource {
  const stream = body as Partial<ReadableStream<Uint8Array>>
  if (typeof stream.getReader === 'function') {
    const reader = stream.getReader()
    return {
      read: () => reader.read() as Promise<IteratorResult<Uint8Array>>,
      close: (ended) => {
        if (ended) reader.releaseLock()
        else reader.cancel().catch(() => {})
      }
    }
  }
  const iterator = body[Symbol.asyncIterator]()
  return {
    read: () => iterator.next(),
    close: (ended) => {
      if (ended || !iterator.return) return
      try {
        Promise.resolve(iterator.return()).catch(() => {})
      } catch {
        // A broken iterator must not mask the error that ended the read.
      }
    }
  }
}
