// The demo's model on 127.0.0.1: an OpenAI-compatible chat-completions
// endpoint that answers request N with turn N of a recorded session (the
// `assistant-message` events of a transcript, as the CLI's --replay reads
// them), streamed as OpenAI streams it. The tools run for real in the
// action; only the model's words come from the recording.
import http from 'node:http'

/** The turns of a transcript: text, tool calls and the usage recorded. */
export function recordedTurns(jsonl) {
  const events = jsonl
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
  const usage = events.filter((event) => event.type === 'usage')
  return events
    .filter((event) => event.type === 'assistant-message')
    .map((event, index) => ({
      text: event.text,
      toolCalls: event.toolCalls,
      usage: usage[index]?.usage
    }))
}

function chunk(delta, finish = null) {
  return {
    id: 'chatcmpl-demo',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'recorded-session',
    choices: [{ index: 0, delta, finish_reason: finish }]
  }
}

/** One recorded turn as a server-sent event stream. */
export function streamTurn(turn) {
  const events = [chunk({ role: 'assistant', content: '' })]
  if (turn.text) events.push(chunk({ content: turn.text }))
  turn.toolCalls.forEach((call, index) =>
    events.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments }
          }
        ]
      })
    )
  )
  events.push(chunk({}, turn.toolCalls.length ? 'tool_calls' : 'stop'))
  const usage = turn.usage ?? { promptTokens: 0, completionTokens: 0 }
  events.push({
    id: 'chatcmpl-demo',
    object: 'chat.completion.chunk',
    choices: [],
    usage: {
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      total_tokens: usage.promptTokens + usage.completionTokens
    }
  })
  return `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`
}

/**
 * Starts the model. Anything but `POST /v1/chat/completions` with a JSON
 * body is a 404 or 400, and a request past the recording's end is a 400
 * that says so, so a run that strays from the recording fails visibly.
 * Each answer waits `paceMs` first.
 */
export async function startReplayModel(turns, { paceMs = 0 } = {}) {
  let next = 0
  const server = http.createServer((req, res) => {
    const parts = []
    req.on('data', (part) => parts.push(part))
    req.on('end', () => {
      const fail = (status, message) =>
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message } }))
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return fail(404, `no route ${req.method} ${req.url}`)
      try {
        JSON.parse(Buffer.concat(parts).toString())
      } catch {
        return fail(400, 'the request body is not JSON')
      }
      const turn = turns[next]
      if (!turn)
        return fail(
          400,
          `the recorded session has no more turns (it had ${turns.length})`
        )
      next += 1
      // A pause per turn, so the tracking comment (edited at most every
      // 5 s) is seen changing as on GitHub.
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.end(streamTurn(turn))
      }, paceMs)
      res.on('close', () => clearTimeout(timer))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    get answered() {
      return next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
