import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam
} from 'openai/resources/chat/completions'
import type { TokenParameter } from './endpoint-limits.js'
import type { Endpoint } from './providers.js'
import { userContent } from './image-parts.js'
import { TEXT_PROTOCOL_STOP, toTextProtocol } from '../text-protocol/index.js'
import type { ChatMessage, ChatRequest } from '../types.js'

/**
 * Request fields that only refine a request and may be left out: a strict
 * server that refuses one gets the request again without it. The completion
 * cap is one of them (request-shape.ts tries the other name first).
 */
const OPTIONAL_PARAMETERS = [
  'stream_options',
  'parallel_tool_calls',
  'max_tokens',
  'max_completion_tokens'
] as const satisfies readonly (keyof ChatCompletionCreateParamsStreaming)[]

/** One of {@link OPTIONAL_PARAMETERS}: a field a strict server may refuse. */
export type OptionalParameter = (typeof OPTIONAL_PARAMETERS)[number]

/**
 * The optional field a 400/422 complains about (unknown, unsupported, extra
 * or unrecognized), if any and not already dropped.
 */
export function rejectedOptionalParameter(
  status: number,
  body: string,
  dropped: ReadonlySet<OptionalParameter> = new Set()
): OptionalParameter | null {
  if (status !== 400 && status !== 422) return null
  if (
    !/unknown|unsupported|not supported|unrecognized|extra|not permitted|not allowed|invalid/i.test(
      body
    )
  ) {
    return null
  }
  return (
    OPTIONAL_PARAMETERS.find(
      (name) => !dropped.has(name) && body.includes(name)
    ) ?? null
  )
}

/** The completion cap of one request: which field, and its value. */
export interface TokenCap {
  name: TokenParameter
  value: number
}

/**
 * The JSON body of one request, in the wire format of the chosen mode, with
 * the completion cap `tokens` (without it, `request.maxTokens` as
 * `max_tokens`), and without the optional fields in `dropped`. Images of
 * user messages go as `image_url` parts, or as their links (`images`).
 */
export function buildBody(
  model: string,
  request: ChatRequest,
  mode: 'native' | 'xml',
  dropped: ReadonlySet<OptionalParameter> = new Set(),
  tokens?: TokenCap | null,
  images: 'parts' | 'links' = 'parts'
): ChatCompletionCreateParamsStreaming {
  const tools = request.tools ?? []
  const wire = (message: ChatMessage) => toWireMessage(message, images)
  const body: ChatCompletionCreateParamsStreaming = {
    model,
    messages:
      mode === 'xml' && tools.length > 0
        ? toTextProtocol(request.messages, tools).map(wire)
        : request.messages.map(wire),
    stream: true,
    stream_options: { include_usage: true }
  }
  if (mode === 'native' && tools.length > 0) {
    body.tools = tools.map((tool): ChatCompletionFunctionTool => ({
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.parameters
      }
    }))
    body.tool_choice = request.toolChoice ?? 'auto'
    if (request.toolChoice !== 'none') body.parallel_tool_calls = true
  }
  const stop = mode === 'xml' && tools.length > 0 ? TEXT_PROTOCOL_STOP : []
  const allStop = [...stop, ...(request.stop ?? [])]
  if (allStop.length > 0) body.stop = allStop.slice(0, 4)
  if (tokens) body[tokens.name] = tokens.value
  else if (tokens === undefined && request.maxTokens !== undefined) {
    body.max_tokens = request.maxTokens
  }
  if (request.temperature !== undefined) body.temperature = request.temperature
  for (const name of dropped) delete body[name]
  return body
}

function toWireMessage(
  message: ChatMessage,
  images: 'parts' | 'links'
): ChatCompletionMessageParam {
  switch (message.role) {
    case 'assistant': {
      // Servers require content unless tool_calls are present.
      const hasCalls = (message.tool_calls?.length ?? 0) > 0
      const wire: ChatCompletionAssistantMessageParam = {
        role: 'assistant',
        content: message.content ?? (hasCalls ? null : '')
      }
      if (message.tool_calls && message.tool_calls.length > 0) {
        wire.tool_calls = message.tool_calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments }
        }))
      }
      return wire
    }
    case 'tool':
      return {
        role: 'tool',
        tool_call_id: message.tool_call_id,
        content: message.content
      }
    case 'user':
      return { role: 'user', content: userContent(message, images) }
    default:
      return { role: message.role, content: message.content }
  }
}

/**
 * The headers of every request: JSON in, SSE asked for, then the endpoint's
 * own (credential, attribution, GitHub Models' `Accept` and API version),
 * names compared without case so the endpoint's `Accept` replaces ours.
 */
export function requestHeaders(endpoint: Endpoint): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream'
  }
  for (const [name, value] of Object.entries(endpoint.headers)) {
    headers[name.toLowerCase()] = value
  }
  return headers
}
