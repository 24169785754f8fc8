import type { TokenUsage, ToolCall } from '../llm/types.js'

/**
 * Everything the loop does, as events. Consumers (the progress reporter, the
 * transcript writer, the CLI) receive them through `emit`, which must not
 * throw. Events carry redacted text only.
 */
export type AgentEvent =
  /** The loop starts; what it may use. */
  | {
      type: 'run-start'
      /** The task text the model was given. */
      task: string
      model: string
      tools: string[]
      limits: Record<string, number>
    }
  /** A model turn begins (1-based). */
  | { type: 'turn-start'; iteration: number }
  /** Streamed text of the assistant. */
  | { type: 'text-delta'; text: string }
  /** A model request failed and is retried after `delayMs`. */
  | { type: 'model-retry'; attempt: number; delayMs: number; reason: string }
  /** The client switched to the text tool protocol. */
  | { type: 'tool-mode-change'; mode: string; reason: string }
  /**
   * The assembled assistant reply of one turn: enough to replay the session
   * (`--replay` drives the loop from these).
   */
  | {
      type: 'assistant-message'
      iteration: number
      text: string
      toolCalls: ToolCall[]
      finishReason: string
      formatError?: string
    }
  /** A tool call starts. `summary` is a short human form of the arguments. */
  | {
      type: 'tool-start'
      id: string
      name: string
      summary: string
      arguments: string
    }
  /** A tool call ended; `output` is what the model was sent. */
  | {
      type: 'tool-end'
      id: string
      name: string
      isError: boolean
      durationMs: number
      truncated: boolean
      output: string
      details?: Record<string, unknown>
    }
  /** Token usage of one request, and the run's total so far. */
  | { type: 'usage'; usage: TokenUsage; total: TokenUsage }
  /** The history was compacted. */
  | {
      type: 'compaction'
      stage: 'mask' | 'summary'
      beforeTokens: number
      afterTokens: number
    }
  /** A note the loop added to the conversation (wrap-up warning, format error). */
  | { type: 'note'; text: string }
  /** A hard limit stopped the loop. */
  | { type: 'limit-hit'; limit: LimitName; detail: string }
  /** The loop ended. */
  | {
      type: 'run-end'
      status: AgentStatus
      summary: string
      iterations: number
      toolCalls: number
      usage: TokenUsage
      durationMs: number
      limit?: LimitName
      error?: string
    }

/** The limits that can stop a run. */
export type LimitName =
  | 'max-iterations'
  | 'max-tool-calls'
  | 'timeout'
  | 'bash-timeouts'
  | 'repeated-failure'
  | 'format-errors'
  | 'context'

/**
 * How the loop ended: `done` (the model answered without tool calls),
 * `budget-exhausted` (a limit stopped it; a summary was still asked for),
 * `failed` (the model could not be reached or kept failing), `aborted`.
 */
export type AgentStatus = 'done' | 'budget-exhausted' | 'failed' | 'aborted'

/** Receives events; must not throw. */
export type EmitEvent = (event: AgentEvent) => void

/** Fans one event out to several consumers, isolating their failures. */
export function fanOut(...consumers: EmitEvent[]): EmitEvent {
  return (event) => {
    for (const consume of consumers) {
      try {
        consume(event)
      } catch {
        // a broken consumer must not stop the run
      }
    }
  }
}
