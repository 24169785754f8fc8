/**
 * An endpoint that enforces a token limit on every request, as GitHub
 * Models does (8,000 in on the free tiers), and records every request,
 * over loopback HTTP (413 with GitHub's body); in process, the scripted
 * chat model's `limit` option does the same (`scripted-chat-model.ts`).
 * Tokens are counted the way a server may count them, with the real
 * encoders: the larger of o200k_base and cl100k_base over the wire body.
 */
import http from 'node:http'
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base'
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base'
import type { Reply } from './scripted-chat-model.js'
import { encodeTurn } from './scripted-model.js'
import { listen } from './loopback.js'

function tokens(text: string): number {
  const options = { allowedSpecial: 'all' as const }
  return Math.max(o200k(text, options).length, cl100k(text, options).length)
}

interface WireMessage {
  role: string
  content?: unknown
  tool_calls?: unknown[]
}

/**
 * What a server counts for a wire body: each message with 4 tokens of
 * framing, its role, content and calls; the tools as JSON; 3 for priming.
 */
export function servedTokens(body: Record<string, unknown>): number {
  let count = 3
  for (const message of (body.messages ?? []) as WireMessage[]) {
    count += 4 + tokens(message.role)
    if (typeof message.content === 'string') count += tokens(message.content)
    for (const call of message.tool_calls ?? [])
      count += tokens(JSON.stringify(call))
  }
  if (Array.isArray(body.tools) && body.tools.length > 0)
    count += tokens(JSON.stringify(body.tools))
  return count
}

/** One request as the endpoint saw it. */
export interface SeenRequest {
  /** The wire body, as JSON text. */
  body: string
  parsed: Record<string, unknown>
  tokens: number
  refused: boolean
}

const GITHUB_413 = (limit: number, model: string) =>
  JSON.stringify({
    error: {
      code: 'tokens_limit_reached',
      message: `Request body too large for ${model} model. Max size: ${limit} tokens.`,
      details: `Request body too large for ${model} model. Max size: ${limit} tokens.`
    }
  })

/**
 * Over loopback HTTP: an OpenAI-compatible server that answers 413 with
 * GitHub Models' body over `limit`, else streams `reply(body, index)`.
 */
export async function startLimitedServer(options: {
  limit: number
  reply: (body: Record<string, unknown>, index: number) => Reply
}): Promise<{ url: string; requests: SeenRequest[]; close(): Promise<void> }> {
  const requests: SeenRequest[] = []
  let accepted = 0
  let calls = 0
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8')
      const parsed = JSON.parse(body) as Record<string, unknown>
      const count = servedTokens(parsed)
      const refused = count > options.limit
      requests.push({ body, parsed, tokens: count, refused })
      if (refused) {
        res.writeHead(413, { 'content-type': 'application/json' })
        res.end(GITHUB_413(options.limit, String(parsed.model)))
        return
      }
      const reply = options.reply(parsed, accepted)
      accepted += 1
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.end(
        encodeTurn(
          {
            text: reply.text,
            toolCalls: reply.toolCalls,
            usage: { prompt: count, completion: 10 }
          },
          calls
        )
      )
      calls += reply.toolCalls?.length ?? 0
    })
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close
  }
}
