import {
  ModelError,
  type ChatModel,
  type ChatRequest,
  type ChatResult,
  type ParsedToolCall,
  ZERO_USAGE
} from '../../llm/index.js'
import type { AgentEvent } from '../types.js'
import { errorMessage } from '../../shared/index.js'

type AssistantEvent = Extract<AgentEvent, { type: 'assistant-message' }>

/**
 * A ChatModel that answers from a recorded session: the `assistant-message`
 * events of a transcript, in order. Tools still run for real, so a replay
 * shows what the recorded session does to the workspace at hand.
 */
export function createReplayModel(
  events: readonly AgentEvent[],
  name = 'replay'
): ChatModel & { readonly remaining: number } {
  const turns = events.filter(
    (event): event is AssistantEvent => event.type === 'assistant-message'
  )
  const usage = events.filter(
    (event): event is Extract<AgentEvent, { type: 'usage' }> =>
      event.type === 'usage'
  )
  let next = 0
  return {
    model: name,
    get remaining() {
      return turns.length - next
    },
    async chat(request: ChatRequest, options = {}): Promise<ChatResult> {
      if (options.signal?.aborted) {
        throw new ModelError('the model request was cancelled', 'aborted')
      }
      const turn = turns[next]
      if (!turn) {
        throw new ModelError(
          `the recorded session has no more turns (it had ${turns.length})`,
          'bad-request'
        )
      }
      const recordedUsage = usage[next]?.usage ?? ZERO_USAGE
      next += 1
      if (turn.text) options.onEvent?.({ type: 'text-delta', text: turn.text })
      const allowTools = request.toolChoice !== 'none'
      const toolCalls: ParsedToolCall[] = allowTools
        ? turn.toolCalls.map((call) => {
            try {
              return { ...call, input: JSON.parse(call.arguments) as unknown }
            } catch (error) {
              return {
                ...call,
                error: `arguments were not valid JSON: ${errorMessage(error)}`
              }
            }
          })
        : []
      return {
        message: {
          role: 'assistant',
          content: turn.text === '' ? null : turn.text,
          ...(toolCalls.length > 0
            ? {
                tool_calls: toolCalls.map(
                  ({ id, name: tool, arguments: args }) => ({
                    id,
                    name: tool,
                    arguments: args
                  })
                )
              }
            : {})
        },
        text: turn.text,
        toolCalls,
        finishReason: toolCalls.length > 0 ? 'tool-calls' : 'stop',
        usage: recordedUsage,
        attempts: 1
      }
    }
  }
}
