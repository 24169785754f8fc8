/**
 * A loopback stand-in for GitHub Models' chat-completions endpoint, with its
 * limits: an input cap per request counted with a real tokenizer (413
 * `tokens_limit_reached` over it), an output cap (400 when `max_tokens` or
 * `max_completion_tokens` asks for more), 429 rate limits with the service's
 * headers and bodies, and usage with `cached_tokens`. Replies come from a
 * script, as in scripted-model.ts, whose SSE encoding it reuses.
 *
 * It listens on 127.0.0.1, so a client cannot tell from the host that it
 * talks to GitHub Models: whatever it knows of the limits it has to learn
 * from the answers (or be told through its inputs).
 */
import http from 'node:http'
import {
  encodeTurn,
  type ScriptedModel,
  type ScriptedTurn,
  type ScriptStep
} from './scripted-model.js'
import {
  commonPrefix,
  countReplyTokens,
  countRequestTokens,
  requestTokens
} from './token-count.js'
import { listen } from './loopback.js'

/** The `x-ratelimit-type` values GitHub Models sends. */
type RateLimitScope =
  'UserByModelByMinute' | 'UserByModelByDay' | 'UserByConcurrentRequests'

/** One 429: its scope and the `retry-after` it sends, in seconds. */
interface RateLimit {
  scope: RateLimitScope
  /** Default: 43200 for the day, 2 for the minute, 1 for concurrency. */
  retryAfterS?: number
}

/** Why the double refused a request. */
type Refusal = 'tokens-limit' | 'max-tokens' | 'rate-limit' | 'scripted'

/** One request as the double saw and answered it. */
export interface DoubleRecord {
  /** 0-based, in the order received. */
  index: number
  body: Record<string, unknown>
  headers: http.IncomingHttpHeaders
  /** Input tokens as counted (token-count.ts), refused requests included. */
  inputTokens: number
  /** `max_completion_tokens` or `max_tokens`, when the request set one. */
  maxTokens: number | null
  /** `tool_choice: "none"`: a handoff or final summary, not a turn. */
  summary: boolean
  status: number
  /** Any answer but a stream; `reason` says why. */
  refused: boolean
  reason?: Refusal
  /** What the stream reported, for served requests. */
  usage?: { prompt: number; completion: number; cached: number }
}

/** What the reply function is told besides the request body. */
interface ReplyContext {
  /** Turns served so far (summaries and refusals not counted). */
  turn: number
  records: readonly DoubleRecord[]
}

export interface GitHubModelsDoubleOptions {
  /**
   * Answers the served turns: step N answers the N-th served request that
   * is not a summary. Requests the double refuses (413, 400, 429) consume
   * no step, so a script does not depend on how often the client hits a
   * limit. A function answers every turn itself. Past the end: "done.".
   */
  replies:
    | ScriptStep[]
    | ((body: Record<string, unknown>, context: ReplyContext) => ScriptedTurn)
  /**
   * Answers `tool_choice: "none"` requests (compaction's handoff summary,
   * the final summary after a limit), which consume no step: a model asked
   * for no tools answers in text.
   */
  summary?: string | ((body: Record<string, unknown>) => string)
  /** Input tokens per request. 8000 (gpt-4.1 and gpt-4o, Copilot Free/Pro). */
  maxInputTokens?: number
  /** Most completion tokens a request may ask for. 4000. */
  maxOutputTokens?: number
  /** After this many served requests, every request is a daily-quota 429. */
  requestsPerDay?: number
}

/** The double, a ScriptedModel with its records and controls. */
export interface GitHubModelsDouble extends ScriptedModel {
  /** Every request in order, with its count and how it was answered. */
  records: DoubleRecord[]
  readonly maxInputTokens: number
  /** The next `count` requests (default all later ones) answer this 429. */
  rateLimitNext(limit: RateLimit, count?: number): void
  /** Sums over the served requests. */
  totals(): { prompt: number; completion: number; cached: number }
}

const DEFAULT_RETRY_AFTER: Record<RateLimitScope, number> = {
  UserByModelByDay: 43200,
  UserByModelByMinute: 2,
  UserByConcurrentRequests: 1
}

const RATE: Record<RateLimitScope, [number, number]> = {
  UserByModelByDay: [50, 86400],
  UserByModelByMinute: [10, 60],
  UserByConcurrentRequests: [2, 0]
}

/** The service's model name in its messages: `openai/gpt-4o` -> `gpt-4o`. */
function shortModel(model: unknown): string {
  return String(model ?? 'unknown').replace(/^[^/]*\//, '')
}

/** The body of GitHub Models' 413 for a request over the input cap. */
function tokensLimitBody(model: unknown, cap: number): string {
  const message = `Request body too large for ${shortModel(model)} model. Max size: ${cap} tokens.`
  return JSON.stringify({
    error: { code: 'tokens_limit_reached', message, details: message }
  })
}

/** The body of a 429, as GitHub Models words it. */
function rateLimitBody(scope: RateLimitScope, retryAfterS: number): string {
  const [limit, period] = RATE[scope]
  const message =
    scope === 'UserByConcurrentRequests'
      ? `Rate limit of ${limit} concurrent requests exceeded for ${scope}. Please wait ${retryAfterS} seconds before retrying.`
      : `Rate limit of ${limit} per ${period}s exceeded for ${scope}. Please wait ${retryAfterS} seconds before retrying.`
  return JSON.stringify({
    error: { code: 'RateLimitReached', message, details: message }
  })
}

/**
 * The 400 for `max_tokens` over the output cap. OpenAI's wording (GitHub
 * Models' own for this case is not documented).
 */
function maxTokensBody(param: string, asked: number, cap: number): string {
  return JSON.stringify({
    error: {
      message: `${param} is too large: ${asked}. This model supports at most ${cap} completion tokens, whereas you provided ${asked}.`,
      type: 'invalid_request_error',
      param,
      code: 'invalid_value'
    }
  })
}

function askedMaxTokens(
  body: Record<string, unknown>
): [string, number] | null {
  for (const param of ['max_completion_tokens', 'max_tokens']) {
    if (typeof body[param] === 'number') return [param, body[param] as number]
  }
  return null
}

/** Starts the double on 127.0.0.1; its `url` is the base URL to configure. */
export async function startGitHubModelsDouble(
  options: GitHubModelsDoubleOptions
): Promise<GitHubModelsDouble> {
  const maxInputTokens = options.maxInputTokens ?? 8000
  const maxOutputTokens = options.maxOutputTokens ?? 4000
  const records: DoubleRecord[] = []
  const requests: Record<string, unknown>[] = []
  const headers: http.IncomingHttpHeaders[] = []
  let pending: { limit: RateLimit; left: number } | null = null
  let previous: number[] = []
  let turns = 0
  let served = 0
  let calls = 0

  const rateLimitFor = (): RateLimit | null => {
    if (pending && pending.left > 0) {
      pending.left -= 1
      return pending.limit
    }
    if (
      options.requestsPerDay !== undefined &&
      served >= options.requestsPerDay
    )
      return { scope: 'UserByModelByDay' }
    return null
  }

  const nextTurn = (body: Record<string, unknown>): ScriptedTurn => {
    const { replies } = options
    const context = { turn: turns, records }
    turns += 1
    if (typeof replies === 'function') return replies(body, context)
    const step = replies[context.turn] ?? { text: 'done.' }
    return typeof step === 'function' ? step(body) : step
  }

  const summaryTurn = (body: Record<string, unknown>): ScriptedTurn => {
    const { summary } = options
    const text =
      typeof summary === 'function'
        ? summary(body)
        : (summary ??
          'Goal: the task as given. Done so far: see the kept turns. Next steps: continue the task.')
    return { text }
  }

  const answer = (
    body: Record<string, unknown>,
    record: DoubleRecord,
    sequence: number[],
    res: http.ServerResponse
  ) => {
    const refuse = (
      status: number,
      reason: Refusal,
      text: string,
      extra: Record<string, string> = {}
    ) => {
      record.status = status
      record.refused = true
      record.reason = reason
      res.writeHead(status, { 'content-type': 'application/json', ...extra })
      res.end(text)
    }
    const limit = rateLimitFor()
    if (limit) {
      const retryAfter = limit.retryAfterS ?? DEFAULT_RETRY_AFTER[limit.scope]
      return refuse(429, 'rate-limit', rateLimitBody(limit.scope, retryAfter), {
        'retry-after': String(retryAfter),
        'x-ratelimit-type': limit.scope
      })
    }
    if (record.inputTokens > maxInputTokens)
      return refuse(
        413,
        'tokens-limit',
        tokensLimitBody(body.model, maxInputTokens)
      )
    const asked = askedMaxTokens(body)
    if (asked && asked[1] > maxOutputTokens)
      return refuse(
        400,
        'max-tokens',
        maxTokensBody(asked[0], asked[1], maxOutputTokens)
      )

    const turn = record.summary ? summaryTurn(body) : nextTurn(body)
    if (turn.hang) return
    if (turn.status) {
      return refuse(
        turn.status,
        'scripted',
        turn.body ?? '{"error":{"message":"scripted error"}}'
      )
    }
    const usage = {
      prompt: record.inputTokens,
      completion: countReplyTokens(
        turn.text ?? '',
        (turn.toolCalls ?? []).map((call) => ({
          name: call.name,
          arguments:
            typeof call.arguments === 'string'
              ? call.arguments
              : JSON.stringify(call.arguments)
        }))
      ),
      cached: commonPrefix(previous, sequence)
    }
    previous = sequence
    served += 1
    record.status = 200
    record.usage = usage
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.end(encodeTurn({ ...turn, usage }, calls))
    calls += turn.toolCalls?.length ?? 0
  }

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end('{"error":{"code":"not_found","message":"Not found"}}')
        return
      }
      const body = JSON.parse(
        Buffer.concat(parts).toString('utf8') || '{}'
      ) as Record<string, unknown>
      requests.push(body)
      headers.push(req.headers)
      const asked = askedMaxTokens(body)
      const sequence = requestTokens(body)
      const record: DoubleRecord = {
        index: records.length,
        body,
        headers: req.headers,
        inputTokens: countRequestTokens(sequence),
        maxTokens: asked ? asked[1] : null,
        summary: body.tool_choice === 'none',
        status: 0,
        refused: false
      }
      records.push(record)
      answer(body, record, sequence, res)
    })
  })
  const { port, close } = await listen(server)
  return {
    url: `http://127.0.0.1:${port}/inference`,
    requests,
    headers,
    records,
    maxInputTokens,
    rateLimitNext(limit, count = Number.POSITIVE_INFINITY) {
      pending = { limit, left: count }
    },
    totals() {
      const sum = { prompt: 0, completion: 0, cached: 0 }
      for (const record of records) {
        if (!record.usage) continue
        sum.prompt += record.usage.prompt
        sum.completion += record.usage.completion
        sum.cached += record.usage.cached
      }
      return sum
    },
    close
  }
}
