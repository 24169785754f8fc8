import {
  type ChatMessage,
  type ChatModel,
  type TokenUsage,
  ZERO_USAGE
} from '../../llm/index.js'
import type { Deadline } from './deadline.js'
import type {
  AgentTask,
  Budget,
  EmitEvent,
  LoopCounters,
  Stop,
  StopCondition,
  ToolRunner,
  PlanItem,
  Verification,
  AnswerCheck
} from '../types.js'
import { createWindow, type WindowState } from '../context/index.js'

/** What every step is given and never changes. */
export interface LoopDeps {
  tools: ToolRunner
  model: ChatModel
  budget: Budget
  emit: EmitEvent
  /** Model requests and tools run under `deadline.signal`. */
  deadline: Deadline
  /** Only the final summary runs under the caller's signal alone. */
  callerSignal: AbortSignal
  stops: readonly StopCondition[]
  verify?: (signal: AbortSignal) => Promise<Verification>
  checkAnswer?: AnswerCheck
}

/** What the steps change as the run goes. */
export interface LoopState {
  /** Compaction replaces it; every other step appends. */
  messages: ChatMessage[]
  counters: LoopCounters
  usage: TokenUsage
  /** Failures in a row of each call, keyed by name and arguments. */
  failures: Map<string, number>
  context: {
    /** The provider's count up to `messagesAtLastUsage`; null after compaction. */
    lastPromptTokens: number | null
    messagesAtLastUsage: number
    summaries: number
    /** What the last context-length refusal said, if there was one. */
    refusal?: string
  }
  /** The window requests must fit, learned smaller from refusals. */
  window: WindowState
  verify: {
    /** A call that may write succeeded since the last check. */
    changedSince: boolean
    /** A call that may write succeeded at all. */
    changed: boolean
    attempts: number
    /** The run on the unchanged tree, while and after it runs. */
    beforeRun?: Promise<void>
    before?: Verification
    /** Whether the model was told the run before failed. */
    told: boolean
    /** The last check after a change. */
    last?: Verification
  }
  nudgedEmpty: boolean
  /** The answer's form was checked and sent back once (`checkAnswer`). */
  answerSentBack: boolean
  startedAt: number
  /**
   * The model's plan as its last successful `plan` call set it; compaction
   * restates it after a summary (docs/loop.md §5.8).
   */
  plan?: PlanItem[]
}

/** How the turns ended. */
export type LoopEnd =
  | { kind: 'answer'; summary: string }
  | { kind: 'stop'; stop: Stop }
  | {
      kind: 'failed' | 'aborted'
      error: string
      /** What failed in a few words, when it is known (a model request). */
      failure?: string
    }

export function createLoopState(
  task: AgentTask,
  startedAt: number,
  contextWindow: number
): LoopState {
  return {
    messages: [
      { role: 'system', content: task.system },
      {
        role: 'user',
        content: task.prompt,
        ...(task.images?.length ? { images: task.images } : {})
      }
    ],
    counters: {
      iterations: 0,
      toolCalls: 0,
      consecutiveBashTimeouts: 0,
      repeatedFailures: 0,
      formatErrors: 0,
      usedTokens: 0,
      nextRequestTokens: 0
    },
    usage: { ...ZERO_USAGE },
    failures: new Map(),
    context: { lastPromptTokens: null, messagesAtLastUsage: 0, summaries: 0 },
    window: createWindow(contextWindow),
    verify: { changedSince: false, changed: false, attempts: 0, told: false },
    nudgedEmpty: false,
    answerSentBack: false,
    startedAt
  }
}

/** Adds one request's usage to the run's total and reports both. */
export function recordUsage(
  loop: LoopDeps,
  state: LoopState,
  usage: TokenUsage
): void {
  const cached =
    state.usage.cachedPromptTokens !== undefined ||
    usage.cachedPromptTokens !== undefined
      ? {
          cachedPromptTokens:
            (state.usage.cachedPromptTokens ?? 0) +
            (usage.cachedPromptTokens ?? 0)
        }
      : {}
  state.usage = {
    promptTokens: state.usage.promptTokens + usage.promptTokens,
    completionTokens: state.usage.completionTokens + usage.completionTokens,
    totalTokens: state.usage.totalTokens + usage.totalTokens,
    ...cached
  }
  state.counters.usedTokens =
    state.usage.promptTokens + state.usage.completionTokens
  state.counters.nextRequestTokens = 0
  loop.emit({ type: 'usage', usage, total: state.usage })
}

/** A message from the harness to the model. */
export function addNote(loop: LoopDeps, state: LoopState, text: string): void {
  state.messages.push({ role: 'user', content: text })
  loop.emit({ type: 'note', text })
}
