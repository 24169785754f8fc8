import { ModelError } from '../llm/errors.js'
import type {
  ChatMessage,
  ChatModel,
  ChatResult,
  StreamEvent,
  TokenUsage
} from '../llm/types.js'
import { ZERO_USAGE } from '../llm/types.js'
import { errorMessage } from '../shared/errors.js'
import {
  dropOldTurns,
  estimateTokens,
  maskOldToolResults,
  summarizeHistory
} from './compaction.js'
import { startDeadline } from './deadline.js'
import { budgetStops, firstStop } from './stop-conditions.js'
import { finalSummaryNote, wrapUpNote } from './system-prompt.js'
import type {
  AgentOutcome,
  AgentStatus,
  AgentTask,
  Budget,
  EmitEvent,
  ExecutedCall,
  LoopCounters,
  LoopOptions,
  Stop,
  ToolRunner,
  Verification
} from './types.js'

const MAX_VERIFY_ATTEMPTS = 3
const FINAL_CALL_TIMEOUT_MS = 120_000

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
  const startedAt = now()
  const counters: LoopCounters = {
    iterations: 0,
    toolCalls: 0,
    consecutiveBashTimeouts: 0,
    repeatedFailures: 0,
    formatErrors: 0
  }
  let messages: ChatMessage[] = [
    { role: 'system', content: task.system },
    { role: 'user', content: task.prompt }
  ]
  let usage: TokenUsage = { ...ZERO_USAGE }
  const failures = new Map<string, number>()
  let lastPromptTokens: number | null = null
  let messagesAtLastUsage = 0
  let summaries = 0
  let changedSinceVerify = false
  let verifyAttempts = 0
  let verification: Verification | undefined
  let nudgedEmpty = false

  const deadline = startDeadline({
    startedAt,
    timeoutMs: budget.timeoutMs,
    now,
    signal
  })
  const stops = budgetStops(budget, deadline)
  const loopSignal = deadline.signal

  emit({
    type: 'run-start',
    task: task.prompt,
    model: model.model,
    tools: tools.definitions.map((tool) => tool.name),
    limits: {
      maxIterations: budget.maxIterations,
      maxToolCalls: budget.maxToolCalls,
      timeoutMs: budget.timeoutMs,
      maxToolOutputBytes: budget.maxToolOutputBytes,
      contextWindow: budget.contextWindow
    }
  })

  const forward = (event: StreamEvent): void => {
    if (event.type === 'text-delta') emit(event)
    else if (event.type === 'request-retry') {
      emit({
        type: 'model-retry',
        attempt: event.attempt,
        delayMs: event.delayMs,
        reason: event.reason
      })
    } else if (event.type === 'tool-mode-change') emit(event)
  }

  const recordUsage = (request: TokenUsage): void => {
    usage = addUsage(usage, request)
    emit({ type: 'usage', usage: request, total: usage })
  }

  const note = (text: string): void => {
    messages.push({ role: 'user', content: text })
    emit({ type: 'note', text })
  }

  const contextTokens = (): number =>
    lastPromptTokens === null
      ? estimateTokens(messages)
      : lastPromptTokens + estimateTokens(messages.slice(messagesAtLastUsage))

  /** Stage 2 compaction; false when no summary is left in the budget. */
  const summarize = async (): Promise<boolean> => {
    if (summaries >= budget.maxSummaries) return false
    summaries += 1
    const before = contextTokens()
    // What is kept verbatim must leave room in a small window too.
    const keepTokens = Math.min(20_000, Math.floor(budget.contextWindow * 0.25))
    try {
      messages = await summarizeHistory(messages, model, {
        signal: loopSignal,
        onUsage: recordUsage,
        tools: tools.definitions,
        keepTokens
      })
    } catch (error) {
      if (loopSignal.aborted) throw error
      messages = dropOldTurns(messages, keepTokens)
    }
    lastPromptTokens = null
    emit({
      type: 'compaction',
      stage: 'summary',
      beforeTokens: before,
      afterTokens: contextTokens()
    })
    return true
  }

  /** Stages 1 and 2 as thresholds are crossed; a stop when out of room. */
  const compactIfNeeded = async (): Promise<Stop | null> => {
    const window = budget.contextWindow
    let tokens = contextTokens()
    if (tokens >= window * 0.6) {
      const masked = maskOldToolResults(messages, 5)
      if (masked.freedTokens >= window * 0.1) {
        messages = masked.messages
        lastPromptTokens = null
        emit({
          type: 'compaction',
          stage: 'mask',
          beforeTokens: tokens,
          afterTokens: contextTokens()
        })
        tokens = contextTokens()
      }
    }
    if (tokens >= window * 0.8 && !(await summarize())) {
      return {
        limit: 'context',
        detail: `the conversation outgrew the context window (${budget.contextWindow} tokens) after ${summaries} summaries`
      }
    }
    return null
  }

  /** One model request; a context-length error compacts and retries once. */
  const requestTurn = async (): Promise<ChatResult> => {
    const request = () =>
      model.chat(
        {
          messages,
          tools: tools.definitions,
          ...(budget.maxOutputTokens
            ? { maxTokens: budget.maxOutputTokens }
            : {})
        },
        { signal: loopSignal, onEvent: forward }
      )
    try {
      return await request()
    } catch (error) {
      if (error instanceof ModelError && error.kind === 'context-length') {
        if (!(await summarize())) throw error
        return request()
      }
      throw error
    }
  }

  const track = (
    executed: ExecutedCall[],
    calls: { id: string; arguments: string }[]
  ): void => {
    for (const result of executed) {
      const call = calls.find((item) => item.id === result.id)
      const key = `${result.name}\u0000${call?.arguments ?? ''}`
      if (result.isError) failures.set(key, (failures.get(key) ?? 0) + 1)
      else failures.delete(key)
      if (result.name === 'bash') {
        counters.consecutiveBashTimeouts = result.details?.timedOut
          ? counters.consecutiveBashTimeouts + 1
          : 0
      }
      if (!result.isError && !tools.isReadOnly(result.name))
        changedSinceVerify = true
    }
    counters.repeatedFailures = Math.max(0, ...failures.values())
  }

  let status: AgentStatus = 'done'
  let summary = ''
  let stop: Stop | null = null
  let error: string | undefined

  try {
    for (;;) {
      stop = firstStop(stops, counters)
      if (stop) break
      stop = await compactIfNeeded()
      if (stop) break
      if (
        budget.maxIterations > budget.wrapUpTurns &&
        counters.iterations === budget.maxIterations - budget.wrapUpTurns
      ) {
        note(wrapUpNote(budget.wrapUpTurns))
      }

      counters.iterations += 1
      emit({ type: 'turn-start', iteration: counters.iterations })
      const result = await requestTurn()
      recordUsage(result.usage)
      if (result.usage.promptTokens > 0) {
        lastPromptTokens =
          result.usage.promptTokens + result.usage.completionTokens
        messagesAtLastUsage = messages.length + 1
      }
      messages.push(result.message)
      emit({
        type: 'assistant-message',
        iteration: counters.iterations,
        text: result.text,
        toolCalls: result.message.tool_calls ?? [],
        finishReason: result.finishReason,
        ...(result.formatError ? { formatError: result.formatError } : {})
      })

      if (result.formatError) {
        counters.formatErrors += 1
        note(
          `Your reply could not be read as a tool call: ${result.formatError}`
        )
        continue
      }
      counters.formatErrors = 0

      if (result.toolCalls.length === 0) {
        if (result.finishReason === 'length') {
          note(
            'Your reply was cut off at the output limit. Continue, more briefly; split large edits into several calls.'
          )
          continue
        }
        if (result.text.trim() === '') {
          if (nudgedEmpty) {
            status = 'failed'
            error = 'the model replied with nothing twice'
            break
          }
          nudgedEmpty = true
          note(
            'Your reply was empty. Call a tool, or give your final answer as text.'
          )
          continue
        }
        if (
          options.verify &&
          changedSinceVerify &&
          verifyAttempts < MAX_VERIFY_ATTEMPTS
        ) {
          verifyAttempts += 1
          changedSinceVerify = false
          verification = await options.verify()
          if (!verification.ok) {
            note(
              `The verify command failed after your changes:\n${verification.output}\nFix the problem, or explain in your final answer why it cannot be fixed.`
            )
            continue
          }
          emit({ type: 'note', text: 'verify command passed' })
        } else if (options.verify && changedSinceVerify) {
          // Out of retries: still check the final state, so the report is not stale.
          verification = await options.verify()
        }
        summary = result.text
        break
      }

      const room = Math.max(0, budget.maxToolCalls - counters.toolCalls)
      const runnable = result.toolCalls.slice(0, room)
      const executed = await tools.run(runnable, { signal: loopSignal, emit })
      for (const skipped of result.toolCalls.slice(room)) {
        executed.push({
          id: skipped.id,
          name: skipped.name,
          content: 'error: not run: the run reached max-tool-calls',
          isError: true,
          durationMs: 0,
          truncated: false
        })
      }
      counters.toolCalls += runnable.length
      for (const item of executed) {
        messages.push({
          role: 'tool',
          tool_call_id: item.id,
          name: item.name,
          content: item.content
        })
      }
      track(executed, result.toolCalls)
    }
  } catch (caught) {
    if (signal.aborted) {
      status = 'aborted'
      error = 'the run was cancelled'
    } else if (deadline.expired) {
      stop = deadline.stop
    } else {
      status = 'failed'
      error = errorMessage(caught)
    }
  } finally {
    deadline.dispose()
  }

  if (stop && status === 'done') {
    status = 'budget-exhausted'
    emit({ type: 'limit-hit', limit: stop.limit, detail: stop.detail })
    summary = await finalSummary(stop.detail)
  }

  async function finalSummary(detail: string): Promise<string> {
    if (signal.aborted) return `Stopped: ${detail}.`
    messages.push({ role: 'user', content: finalSummaryNote(detail) })
    const timeout = AbortSignal.timeout(FINAL_CALL_TIMEOUT_MS)
    try {
      const result = await model.chat(
        { messages, tools: tools.definitions, toolChoice: 'none' },
        { signal: AbortSignal.any([signal, timeout]), onEvent: forward }
      )
      recordUsage(result.usage)
      messages.push({ role: 'assistant', content: result.text || null })
      emit({
        type: 'assistant-message',
        iteration: counters.iterations,
        text: result.text,
        toolCalls: [],
        finishReason: result.finishReason
      })
      return result.text.trim() || `Stopped: ${detail}.`
    } catch {
      return `Stopped: ${detail}. The final summary could not be produced.`
    }
  }

  const outcome: AgentOutcome = {
    status,
    summary,
    iterations: counters.iterations,
    toolCalls: counters.toolCalls,
    usage,
    durationMs: now() - startedAt,
    messages,
    ...(stop ? { limit: stop.limit, limitDetail: stop.detail } : {}),
    ...(error ? { error } : {}),
    ...(verification ? { verification } : {})
  }
  emit({
    type: 'run-end',
    status,
    summary,
    iterations: outcome.iterations,
    toolCalls: outcome.toolCalls,
    usage: outcome.usage,
    durationMs: outcome.durationMs,
    ...(outcome.limit ? { limit: outcome.limit } : {}),
    ...(error ? { error } : {})
  })
  return outcome
}

function addUsage(total: TokenUsage, usage: TokenUsage): TokenUsage {
  return {
    promptTokens: total.promptTokens + usage.promptTokens,
    completionTokens: total.completionTokens + usage.completionTokens,
    totalTokens: total.totalTokens + usage.totalTokens
  }
}
