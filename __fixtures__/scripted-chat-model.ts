/**
 * The one scripted model of the in-process tests: a ChatModel that answers
 * request N with reply N of a script (the `ScriptedTurn`s the loopback
 * server of `scripted-model.ts` streams: text, tool calls, usage), or with
 * a function of the request. Past the script it answers `after` ("Done.").
 * Every request is recorded. Options give the variants tests need:
 *
 * - `limit`: refuse a request over this many tokens, as a server counts
 *   them (`servedTokens` of `limited-model.ts`), with the context-length
 *   ModelError the client would throw (naming the limit with
 *   `reportLimit`); usage is then the counted tokens, and `served` has every
 *   request's count; the script's index counts accepted requests only.
 * - `onChat`: runs before each answer (to hold it, or to look at the
 *   request); a step may also be an Error, thrown as the model's failure.
 */
import { ModelError } from '../src/llm/failures/errors.js'
import { buildBody } from '../src/llm/request/request-body.js'
import type {
  ChatModel,
  ChatRequest,
  ChatResult,
  ParsedToolCall,
  TokenUsage
} from '../src/llm/types.js'
import { type SeenRequest, servedTokens } from './limited-model.js'
import type { ScriptedTurn } from './scripted-model.js'

/**
 * A reply: text, tool calls (their `arguments` as JSON text or a value) and
 * usage (any part left out: 1, or with `limit` the counted prompt and 10).
 */
export type Reply = Pick<ScriptedTurn, 'text' | 'toolCalls'> & {
  usage?: Partial<NonNullable<ScriptedTurn['usage']>>
}

/** A reply, a failure to throw, or a function of the request (and its index). */
type ChatStep =
  Reply | Error | ((request: ChatRequest, index: number) => Reply | Error)

interface ScriptedChatOptions {
  /** The model's name; `scripted`. */
  model?: string
  /** The reply past the end of the script; `{ text: 'Done.' }`. */
  after?: Reply
  /** Refuse requests over this many served tokens (see above). */
  limit?: number
  /** The refusal names the limit, as some providers' errors do. */
  reportLimit?: boolean
  /** Runs before each answer, with the request and its index. */
  onChat?: (request: ChatRequest, index: number) => void | Promise<void>
}

export type ScriptedChatModel = ChatModel & {
  /** Every request, in order. */
  requests: ChatRequest[]
  /** With `limit`: every request as the endpoint counted it. */
  served: SeenRequest[]
}

/** The ChatResult of `reply`, the call ids `call_<turn>_<index>` unless given. */
function chatResult(
  reply: Reply,
  turn: number,
  promptTokens?: number
): ChatResult {
  const toolCalls: ParsedToolCall[] = (reply.toolCalls ?? []).map(
    (call, index) => {
      const args =
        typeof call.arguments === 'string'
          ? call.arguments
          : JSON.stringify(call.arguments)
      return {
        id: call.id ?? `call_${turn}_${index}`,
        name: call.name,
        arguments: args,
        input: JSON.parse(args) as unknown
      }
    }
  )
  const text = reply.text ?? ''
  return {
    message: {
      role: 'assistant',
      content: text || null,
      ...(toolCalls.length
        ? {
            tool_calls: toolCalls.map(({ id, name, arguments: a }) => ({
              id,
              name,
              arguments: a
            }))
          }
        : {})
    },
    text,
    toolCalls,
    finishReason: toolCalls.length ? 'tool-calls' : 'stop',
    usage: usageOf(reply, promptTokens),
    attempts: 1
  }
}

function usageOf(reply: Reply, promptTokens?: number): TokenUsage {
  const prompt = reply.usage?.prompt ?? promptTokens ?? 1
  const completion = reply.usage?.completion ?? (promptTokens ? 10 : 1)
  return {
    promptTokens: prompt,
    completionTokens: completion,
    totalTokens: prompt + completion,
    ...(reply.usage?.cached !== undefined
      ? { cachedPromptTokens: reply.usage.cached }
      : {})
  }
}

/** The served tokens of `request`, and the refusal when over `limit`. */
function countRequest(
  request: ChatRequest,
  options: ScriptedChatOptions
): { seen: SeenRequest; refusal?: ModelError } {
  const parsed = buildBody(
    options.model ?? 'scripted',
    request,
    'native'
  ) as unknown as Record<string, unknown>
  const tokens = servedTokens(parsed)
  const refused = tokens > (options.limit ?? Infinity)
  const seen = { body: JSON.stringify(parsed), parsed, tokens, refused }
  if (!refused) return { seen }
  const refusal = new ModelError(
    `the model refused the request as too long: Max size: ${options.limit} tokens`,
    'context-length',
    {
      status: 413,
      ...(options.reportLimit ? { contextLimit: options.limit } : {})
    }
  )
  return { seen, refusal }
}

/** A ChatModel answering from `script` (see the file's comment). */
export function createScriptedChatModel(
  script: ChatStep[] | ((request: ChatRequest, index: number) => Reply | Error),
  options: ScriptedChatOptions = {}
): ScriptedChatModel {
  const requests: ChatRequest[] = []
  const served: SeenRequest[] = []
  let answered = 0
  const stepAt = (index: number): ChatStep =>
    typeof script === 'function'
      ? script
      : (script[index] ?? options.after ?? { text: 'Done.' })
  return {
    model: options.model ?? 'scripted',
    requests,
    served,
    async chat(request) {
      requests.push(request)
      let promptTokens: number | undefined
      if (options.limit !== undefined) {
        const counted = countRequest(request, options)
        served.push(counted.seen)
        if (counted.refusal) throw counted.refusal
        promptTokens = counted.seen.tokens
      }
      const index = answered
      answered += 1
      await options.onChat?.(request, index)
      const step = stepAt(index)
      const reply = typeof step === 'function' ? step(request, index) : step
      if (reply instanceof Error) throw reply
      return chatResult(reply, index + 1, promptTokens)
    }
  }
}
