import http from 'node:http'
import { listen } from './loopback.js'

/** One scripted reply of the fake model. */
export interface ScriptedTurn {
  text?: string
  toolCalls?: { name: string; arguments: unknown; id?: string }[]
  /** Reported usage; `cached` is sent as `prompt_tokens_details.cached_tokens`. */
  usage?: { prompt: number; completion: number; cached?: number }
  /** Reply with this HTTP status and `body` instead of a stream. */
  status?: number
  body?: string
  /** End the stream after the tool-call deltas, without finish or [DONE]. */
  cut?: boolean
  /** Never answer: the request stays open until the client gives up. */
  hang?: boolean
  /** Answer with these recorded bytes (a file of __fixtures__/sse/) as the stream. */
  sse?: string | Buffer
}

/** A reply, or a function of the request body that returns one. */
export type ScriptStep =
  ScriptedTurn | ((request: Record<string, unknown>) => ScriptedTurn)

/** A loopback OpenAI-compatible server that answers from a script. */
export interface ScriptedModel {
  /** Base URL, e.g. http://127.0.0.1:1234/v1 */
  url: string
  /** Every request body received, parsed. */
  requests: Record<string, unknown>[]
  /** Request headers, in order. */
  headers: http.IncomingHttpHeaders[]
  close(): Promise<void>
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'scripted',
    choices: [{ index: 0, delta, finish_reason: finish }]
  }
}

/** The SSE body of a scripted turn, as OpenAI streams it. */
export function encodeTurn(turn: ScriptedTurn, callOffset = 0): string {
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })]
  if (turn.text) {
    const middle = Math.ceil(turn.text.length / 2)
    events.push(chunk({ content: turn.text.slice(0, middle) }))
    if (middle < turn.text.length)
      events.push(chunk({ content: turn.text.slice(middle) }))
  }
  ;(turn.toolCalls ?? []).forEach((call, index) => {
    const args =
      typeof call.arguments === 'string'
        ? call.arguments
        : JSON.stringify(call.arguments)
    const cut = Math.ceil(args.length / 2)
    events.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id ?? `call_${callOffset + index + 1}`,
            type: 'function',
            function: { name: call.name, arguments: args.slice(0, cut) }
          }
        ]
      })
    )
    events.push(
      chunk({
        tool_calls: [{ index, function: { arguments: args.slice(cut) } }]
      })
    )
  })
  let body = events
    .map((event) => `data: ${JSON.stringify(event)}\n\n`)
    .join('')
  if (turn.cut) return body
  const finish = turn.toolCalls?.length ? 'tool_calls' : 'stop'
  body += `data: ${JSON.stringify(chunk({}, finish))}\n\n`
  const usage = turn.usage ?? { prompt: 100, completion: 10 }
  body += `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [],
    usage: {
      prompt_tokens: usage.prompt,
      completion_tokens: usage.completion,
      total_tokens: usage.prompt + usage.completion,
      ...(usage.cached === undefined
        ? {}
        : { prompt_tokens_details: { cached_tokens: usage.cached } })
    }
  })}\n\n`
  return `${body}data: [DONE]\n\n`
}

/**
 * Starts the fake model on 127.0.0.1. Step N of the script answers request N;
 * past the end it answers a plain "done." so a runaway loop still ends.
 */
export async function startScriptedModel(
  script: ScriptStep[]
): Promise<ScriptedModel> {
  const requests: Record<string, unknown>[] = []
  const headers: http.IncomingHttpHeaders[] = []
  let calls = 0
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const body = JSON.parse(
        Buffer.concat(parts).toString('utf8') || '{}'
      ) as Record<string, unknown>
      requests.push(body)
      headers.push(req.headers)
      const step = script[requests.length - 1] ?? { text: 'done.' }
      const turn = typeof step === 'function' ? step(body) : step
      if (turn.hang) return
      if (turn.status) {
        res.writeHead(turn.status, { 'content-type': 'application/json' })
        res.end(turn.body ?? '{"error":{"message":"scripted error"}}')
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      if (turn.sse !== undefined) {
        res.end(turn.sse)
        return
      }
      res.end(encodeTurn(turn, calls))
      calls += turn.toolCalls?.length ?? 0
    })
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    headers,
    close
  }
}

/** The scripted model a test starts, kept to be closed after it. */
export class ModelSlot {
  /** The model the test started, if it did. */
  model: ScriptedModel | undefined

  /** Starts a scripted model of `script` (closing it is `close`'s job). */
  async start(script: ScriptStep[]): Promise<ScriptedModel> {
    this.model = await startScriptedModel(script)
    return this.model
  }

  /** Closes the model, if one was started. */
  async close(): Promise<void> {
    await this.model?.close()
    this.model = undefined
  }
}
