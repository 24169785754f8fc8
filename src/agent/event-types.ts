/**
 * The events of the agent loop, part of its contract (src/agent/types.ts
 * re-exports them): what the loop reports while it runs.
 */
import type { TokenUsage, ToolCall } from '../llm/index.js'
import type { PlanItem } from '../tools/index.js'
import type { CallActivity, Refusal } from '../shared/index.js'
import type { AgentStatus, LimitName } from './types.js'

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
      /** The model id requests are sent with. */
      model: string
      /** Names of the tools offered, in the order the model sees them. */
      tools: string[]
      /** The headline caps, by their `Budget` field names. */
      limits: Record<string, number>
    }
  /** A model turn begins (1-based). */
  | { type: 'turn-start'; iteration: number }
  /**
   * A piece of the assistant's content text as it streams in (not tool-call
   * arguments; none in the text protocol). Redacted by the session with a
   * held-back tail, so a secret split across pieces is still caught; not in
   * the transcript, the job log or the tracking comment; the CLI prints it
   * live (docs/loop.md §8.3).
   */
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
      /** The turn it answers; the final summary repeats the last one. */
      iteration: number
      text: string
      /** As sent back in the history, arguments unparsed. */
      toolCalls: ToolCall[]
      finishReason: string
      /** Why a text-protocol reply could not be read as a tool call. */
      formatError?: string
    }
  /**
   * A tool call starts. `summary` is a short human form of the arguments,
   * `activity` the call in words for the reports; both as the tool
   * describes the call (`Tool.describe`).
   */
  | {
      type: 'tool-start'
      id: string
      name: string
      summary: string
      activity: CallActivity
      arguments: string
    }
  /** A running call's newest lines (≤ 5, redacted) and bytes so far; throttled. */
  | {
      type: 'tool-output'
      id: string
      name: string
      output: string
      bytes: number
    }
  /** A call ended (completion order); `output` is what the model gets (§3 Hooks). */
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
  /**
   * Token usage of one request (turn, summary or final summary), and the
   * run's running total, which ends up as the outcome's `usage`.
   */
  | { type: 'usage'; usage: TokenUsage; total: TokenUsage }
  /**
   * The history was compacted: old tool results masked, or the history
   * summarized (or, when no summary could be had, its oldest turns dropped).
   * Token counts are estimates where the provider has not counted.
   */
  | {
      type: 'compaction'
      stage: 'mask' | 'summary'
      beforeTokens: number
      afterTokens: number
    }
  /**
   * A `plan` call succeeded: the whole plan as it stands now (redacted),
   * replacing the previous one. The tracking comment shows it.
   */
  | { type: 'plan-updated'; items: PlanItem[] }
  /** A note the loop added to the conversation (wrap-up warning, format error). */
  | { type: 'note'; text: string }
  /**
   * Something the session could not give the model that is not a tool
   * call's refusal (those are in `tool-end`'s `details.refusal`): an MCP
   * server that did not start. The reports list every refusal.
   */
  | { type: 'refusal'; refusal: Refusal }
  /**
   * The endpoint refused a request as too long, and the loop took a
   * smaller window for the rest of the run (docs/loop.md §7.1).
   */
  | {
      type: 'context-window'
      /** The window in tokens from now on. */
      contextWindow: number
      previous: number
      /** What the endpoint said, and what the refused request was estimated at. */
      reason: string
    }
  /** A hard limit stopped the loop; the final summary request follows. */
  | { type: 'limit-hit'; limit: LimitName; detail: string }
  /** The loop ended; the same facts as the returned `AgentOutcome`. */
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

/**
 * Receives events; must not throw (wrap several consumers with `fanOut`,
 * events.ts, which isolates their failures).
 */
export type EmitEvent = (event: AgentEvent) => void
