import {
  type ChatModel,
  ModelError,
  modelFailureHeadline
} from '../../llm/index.js'
import { errorMessage } from '../../shared/index.js'
import { startDeadline } from './deadline.js'
import { summarizeStop } from './final-summary.js'
import {
  createLoopState,
  type LoopDeps,
  type LoopEnd,
  type LoopState
} from './loop-state.js'
import {
  budgetStops,
  firstStop,
  isRateLimit,
  rateLimitStop
} from './stop-conditions.js'
import { runTurn } from './turn.js'
import { startBefore, verificationRuns, verifyAtEnd } from './verify.js'
import type {
  AgentOutcome,
  AgentStatus,
  AgentTask,
  Budget,
  EmitEvent,
  LoopOptions,
  ToolRunner
} from '../types.js'

/**
 * The bounded tool loop: model turn, tool calls, results back, until the
 * model answers without tool calls or a limit stops it. Knows nothing of
 * GitHub. Never throws: failures end in the outcome's status.
 */
export async function runAgentLoop(
  task: AgentTask,
  tools: ToolRunner,
  model: ChatModel,
  budget: Budget,
  emit: EmitEvent,
  signal: AbortSignal,
  options: LoopOptions = {}
): Promise<AgentOutcome> {
  const now = options.now ?? Date.now
  const state = createLoopState(task, now(), budget.contextWindow)
  const deadline = startDeadline({
    startedAt: state.startedAt,
    timeoutMs: budget.timeoutMs,
    now,
    signal
  })
  const loop: LoopDeps = {
    tools,
    model,
    budget,
    emit,
    deadline,
    callerSignal: signal,
    stops: budgetStops(budget, deadline),
    ...(options.verify ? { verify: options.verify } : {}),
    ...(options.checkAnswer ? { checkAnswer: options.checkAnswer } : {})
  }
  emitRunStart(loop, task)
  startBefore(loop, state)
  const end = await runTurns(loop, state)
    .then(async (ended) => {
      await verifyAtEnd(loop, state)
      return ended
    })
    .finally(() => deadline.dispose())
  const summary = await finalSummary(loop, state, end)
  return endRun(loop, state, end, summary, now() - state.startedAt)
}

/** Turns until an answer, a stop rule or a failure ends them. Never throws. */
async function runTurns(loop: LoopDeps, state: LoopState): Promise<LoopEnd> {
  try {
    for (;;) {
      const stop = firstStop(loop.stops, state.counters)
      if (stop) return { kind: 'stop', stop }
      const end = await runTurn(loop, state)
      if (end) return end
    }
  } catch (error) {
    return endOnError(loop, error)
  }
}

function endOnError(loop: LoopDeps, error: unknown): LoopEnd {
  if (loop.callerSignal.aborted)
    return { kind: 'aborted', error: 'the run was cancelled' }
  if (loop.deadline.expired) return { kind: 'stop', stop: loop.deadline.stop }
  // The endpoint will not answer for a long while: a limit, not a failure,
  // so what was changed is still delivered.
  if (isRateLimit(error))
    return { kind: 'stop', stop: rateLimitStop(error, loop.model.model) }
  return {
    kind: 'failed',
    error: errorMessage(error),
    ...(error instanceof ModelError
      ? { failure: modelFailureHeadline(error) }
      : {})
  }
}

function emitRunStart(loop: LoopDeps, task: AgentTask): void {
  const { budget } = loop
  loop.emit({
    type: 'run-start',
    task: task.prompt,
    model: loop.model.model,
    tools: loop.tools.definitions.map((tool) => tool.name),
    limits: {
      maxIterations: budget.maxIterations,
      maxToolCalls: budget.maxToolCalls,
      timeoutMs: budget.timeoutMs,
      maxToolOutputBytes: budget.maxToolOutputBytes,
      contextWindow: budget.contextWindow,
      ...(budget.maxOutputTokens !== undefined
        ? { maxOutputTokens: budget.maxOutputTokens }
        : {}),
      ...(budget.maxTokens !== undefined ? { maxTokens: budget.maxTokens } : {})
    }
  })
}

async function finalSummary(
  loop: LoopDeps,
  state: LoopState,
  end: LoopEnd
): Promise<string> {
  if (end.kind === 'stop') return summarizeStop(loop, state, end.stop)
  return end.kind === 'answer' ? end.summary : ''
}

const STATUS: Record<LoopEnd['kind'], AgentStatus> = {
  answer: 'done',
  stop: 'budget-exhausted',
  failed: 'failed',
  aborted: 'aborted'
}

function endRun(
  loop: LoopDeps,
  state: LoopState,
  end: LoopEnd,
  summary: string,
  durationMs: number
): AgentOutcome {
  const status = STATUS[end.kind]
  const stop = end.kind === 'stop' ? end.stop : undefined
  const error = 'error' in end ? end.error : ''
  const failure = 'failure' in end ? end.failure : undefined
  const { iterations, toolCalls } = state.counters
  const verification = verificationRuns(state)
  const outcome: AgentOutcome = {
    status,
    summary,
    iterations,
    toolCalls,
    usage: state.usage,
    durationMs,
    messages: state.messages,
    ...(stop ? { limit: stop.limit, limitDetail: stop.detail } : {}),
    ...(error ? { error } : {}),
    ...(failure ? { failure } : {}),
    ...(verification ? { verification } : {}),
    ...(state.plan ? { plan: state.plan } : {})
  }
  loop.emit({
    type: 'run-end',
    status,
    summary,
    iterations,
    toolCalls,
    usage: outcome.usage,
    durationMs,
    ...(stop ? { limit: stop.limit } : {}),
    ...(error ? { error } : {})
  })
  return outcome
}
