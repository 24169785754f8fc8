import type { z } from 'zod'
import type { ParsedToolCall } from '../../llm/index.js'
import type { Redactor } from '../../security/index.js'
import { errorMessage } from '../../shared/index.js'
import {
  type PlanItem,
  planCounts,
  type ReadTracker,
  type Tool,
  type ToolResult
} from '../../tools/index.js'
import { outputCapHook, redactionHook } from './builtin-hooks.js'
import { ABANDONED, abandonedResult, callClock } from './call-clock.js'
import {
  runAfterHooks,
  runAfterTurnHooks,
  runBeforeHooks,
  type ToolCallContext,
  type ToolHook
} from '../hooks.js'
import { toolDefinitions } from './tool-definitions.js'
import { partialOutput } from './tool-output.js'
import type {
  EmitEvent,
  ExecutedCall,
  ResultCaps,
  ToolRunner
} from '../types.js'

/** Options of the runner: the tools, where they work, and output caps. */
export interface ToolRunnerOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: Tool<any>[]
  workspace: string
  outputDir: string
  reads: ReadTracker
  maxToolOutputBytes: number
  maxTurnOutputBytes: number
  maxToolOutputLines: number
  /** Redacts results (the last hook) and the text of events. */
  redact: Redactor
  /**
   * The caller's hooks (docs/loop.md §3 "Hooks"), in order; the output caps
   * and redaction always run after them.
   */
  hooks?: readonly ToolHook[]
  /** At most one `tool-output` event per call this often, in ms. 5,000. */
  outputIntervalMs?: number
  /** Read-only calls run at most this many at once. 8. */
  concurrency?: number
  now?: () => number
  /**
   * The wall clock of one call in ms, by tool name and parsed arguments
   * ({@link callTimeLimitMs} by default). At that time the call's signal
   * aborts; a call that has not returned `callGraceMs` later is answered
   * with an error and the loop goes on without it.
   */
  callTimeoutMs?: (name: string, input: unknown) => number
  /** Time a call may take to return after its signal aborted. 10,000. */
  callGraceMs?: number
  /**
   * Offer each tool with the first sentence of its descriptions only
   * (docs/loop.md §7.3): for small windows, where the schemas are a large
   * share of every request.
   */
  compactSchemas?: boolean
}

/** One call's wall clock unless the tool has its own; grep and list stop themselves at 30 s. */
const DEFAULT_CALL_TIMEOUT_MS = 60_000
/** bash's own `timeout_s` when the call gives none: its cap, so it is never cut early. */
const BASH_MAX_TIMEOUT_S = 600
/** Beyond bash's own timeout: SIGTERM, SIGKILL 5 s later, draining the pipes. */
const BASH_MARGIN_MS = 30_000
/** Covers bash's SIGTERM-to-SIGKILL wait (5 s) and its drain after a cancel. */
const DEFAULT_CALL_GRACE_MS = 10_000

/**
 * The wall clock of one call (docs/loop.md §3): bash keeps its own
 * `timeout_s` and gets a margin past it for the kill and the output log, so
 * the runner never cuts a command bash would still report on; every other
 * tool gets 60 s.
 */
export function callTimeLimitMs(name: string, input: unknown): number {
  if (name === 'bash') {
    const own = (input as { timeout_s?: unknown } | undefined)?.timeout_s
    const seconds =
      typeof own === 'number' && own > 0 ? own : BASH_MAX_TIMEOUT_S
    return seconds * 1000 + BASH_MARGIN_MS
  }
  return DEFAULT_CALL_TIMEOUT_MS
}

/** A short human form of a call's arguments for progress lines. */
export function summarizeCall(name: string, input: unknown): string {
  const args = (input && typeof input === 'object' ? input : {}) as Record<
    string,
    unknown
  >
  const pick = (key: string): string =>
    typeof args[key] === 'string' ? (args[key] as string) : ''
  const oneLine = (text: string): string => {
    const line = text.split('\n')[0]
    return line.length > 100
      ? `${line.slice(0, 99)}…`
      : line + (text.includes('\n') ? ' …' : '')
  }
  switch (name) {
    case 'bash':
      return oneLine(pick('command'))
    case 'grep':
      return `/${oneLine(pick('pattern'))}/${pick('path') ? ` in ${pick('path')}` : ''}${pick('glob') ? ` (${pick('glob')})` : ''}`
    case 'read': {
      const offset = typeof args.offset === 'number' ? `:${args.offset}` : ''
      return pick('path') + offset
    }
    case 'list':
      return `${pick('path') || '.'}${typeof args.depth === 'number' ? ` (depth ${args.depth})` : ''}`
    case 'review_comment':
      return `${pick('path')}:${String(args.line ?? '')}`
    case 'plan': {
      const items = Array.isArray(args.items) ? (args.items as PlanItem[]) : []
      return `${items.length} step${items.length === 1 ? '' : 's'}: ${planCounts(items)}`
    }
    default:
      return pick('path') || oneLine(JSON.stringify(args))
  }
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.join('.') : 'arguments'}: ${issue.message}`
    )
    .join('; ')
}

interface Pending {
  call: ParsedToolCall
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool?: Tool<any>
  input?: unknown
  refusal?: string
}

/** Builds the runner for one run. */
export function createToolRunner(options: ToolRunnerOptions): ToolRunner {
  const byName = new Map(options.tools.map((tool) => [tool.name, tool]))
  const now = options.now ?? Date.now
  const concurrency = options.concurrency ?? 8
  const timeLimit = options.callTimeoutMs ?? callTimeLimitMs
  const graceMs = options.callGraceMs ?? DEFAULT_CALL_GRACE_MS
  const intervalMs = options.outputIntervalMs ?? DEFAULT_OUTPUT_INTERVAL_MS
  const definitions = toolDefinitions(
    options.tools,
    options.compactSchemas ?? false
  )

  function preflight(call: ParsedToolCall): Pending {
    const tool = byName.get(call.name)
    if (!tool) {
      return {
        call,
        refusal: `unknown tool "${call.name}". Available tools: ${[...byName.keys()].join(', ')}`
      }
    }
    if (call.error) return { call, tool, refusal: call.error }
    const parsed = tool.schema.safeParse(call.input ?? {})
    if (!parsed.success) {
      return {
        call,
        tool,
        refusal: `invalid arguments for ${call.name}: ${formatIssues(parsed.error)}`
      }
    }
    return { call, tool, input: parsed.data }
  }

  /** The call's result before the afterToolCall hooks. */
  async function execute(
    pending: Pending,
    context: ToolCallContext,
    turn: Turn
  ): Promise<{ result: ToolResult; durationMs: number }> {
    const { call } = pending
    turn.emit({
      type: 'tool-start',
      id: call.id,
      name: call.name,
      summary: options.redact(
        summarizeCall(call.name, pending.input ?? call.input)
      ),
      arguments: options.redact(call.arguments)
    })
    const started = now()
    const notRun = (output: string) => ({
      result: { output, isError: true },
      durationMs: 0
    })
    if (pending.refusal !== undefined || !pending.tool) {
      return notRun(pending.refusal ?? 'refused')
    }
    if (turn.terminate !== undefined) {
      return notRun(`not run: ${turn.terminate}`)
    }
    if (turn.signal.aborted) return notRun('not run: the run was stopped')
    const block = await runBeforeHooks(turn.hooks, context)
    if (block !== undefined) {
      return {
        result: { output: block, isError: true, details: { blocked: true } },
        durationMs: 0
      }
    }
    const limitMs = timeLimit(call.name, pending.input)
    const clock = callClock(turn.signal, limitMs, graceMs)
    const partial = partialOutput(turn.emit, call, options.redact, intervalMs)
    try {
      const running = pending.tool.run(pending.input, {
        workspace: options.workspace,
        signal: clock.signal,
        callId: call.id.replace(/[^A-Za-z0-9_-]/g, '_'),
        reads: options.reads,
        outputDir: options.outputDir,
        onUpdate: partial.update
      })
      const result = await Promise.race([running, clock.abandoned])
      if (result === ABANDONED) {
        // Still running: its result is dropped, and the loop goes on.
        running.catch(() => undefined)
        return {
          result: abandonedResult(call.name, limitMs, turn.signal.aborted),
          durationMs: now() - started
        }
      }
      return { result, durationMs: now() - started }
    } catch (error) {
      return {
        result: {
          output: `${call.name} failed: ${errorMessage(error)}`,
          isError: true
        },
        durationMs: now() - started
      }
    } finally {
      partial.stop()
      clock.dispose()
    }
  }

  /** Runs one call and its afterToolCall hooks; emits its `tool-end`. */
  async function runOne(
    index: number,
    pending: Pending,
    turn: Turn
  ): Promise<void> {
    const { call } = pending
    const context: ToolCallContext = {
      id: call.id,
      name: call.name,
      input: pending.input ?? call.input,
      arguments: call.arguments,
      workspace: options.workspace,
      signal: turn.signal
    }
    const { result: raw, durationMs } = await execute(pending, context, turn)
    const { result, terminate } = await runAfterHooks(turn.hooks, context, raw)
    if (terminate !== undefined) turn.terminate ??= terminate
    turn.done[index] = { context, result, durationMs, terminate }
    turn.emit({
      type: 'tool-end',
      id: call.id,
      name: call.name,
      isError: result.isError,
      durationMs,
      truncated: result.truncated === true,
      output: modelText(result),
      ...(result.details ? { details: result.details } : {})
    })
  }

  async function run(
    calls: readonly ParsedToolCall[],
    {
      signal,
      emit,
      caps
    }: { signal: AbortSignal; emit: EmitEvent; caps?: ResultCaps }
  ): Promise<ExecutedCall[]> {
    const pending = calls.map(preflight)
    // The built-in policies on results come last, built for this turn.
    const hooks = [
      ...(options.hooks ?? []),
      outputCapHook({
        resultBytes: options.maxToolOutputBytes,
        turnBytes: options.maxTurnOutputBytes,
        maxLines: options.maxToolOutputLines,
        ...(caps ? { tokens: caps } : {})
      }),
      redactionHook(options.redact)
    ]
    const turn: Turn = { signal, emit, hooks, done: new Array(calls.length) }
    let batch: number[] = []
    const flush = async (): Promise<void> => {
      for (let start = 0; start < batch.length; start += concurrency) {
        const slice = batch.slice(start, start + concurrency)
        await Promise.all(
          slice.map((index) => runOne(index, pending[index], turn))
        )
      }
      batch = []
    }
    for (let index = 0; index < pending.length; index += 1) {
      const tool = pending[index].tool
      if (!tool || tool.readOnly || pending[index].refusal !== undefined) {
        batch.push(index)
        continue
      }
      await flush()
      await runOne(index, pending[index], turn)
    }
    await flush()

    const results = await runAfterTurnHooks(hooks, turn.done)
    return turn.done.map(({ context, durationMs, terminate }, index) => {
      const result = results[index]
      return {
        id: context.id,
        name: context.name,
        content: modelText(result),
        isError: result.isError,
        durationMs,
        truncated: result.truncated === true,
        ...(result.details ? { details: result.details } : {}),
        ...(terminate !== undefined ? { terminate } : {})
      }
    })
  }

  return {
    definitions,
    isReadOnly: (name) => byName.get(name)?.readOnly ?? true,
    run
  }
}

/** At most one partial-output event per call this often. */
const DEFAULT_OUTPUT_INTERVAL_MS = 5000

/** One turn's state: its hooks, the results so far, and a terminate. */
interface Turn {
  signal: AbortSignal
  emit: EmitEvent
  hooks: readonly ToolHook[]
  done: {
    context: ToolCallContext
    result: ToolResult
    durationMs: number
    terminate?: string
  }[]
  /** The first terminate of the turn: calls not started are not run. */
  terminate?: string
}

/** What the model reads: `error: ` before failures, `(no output)` for nothing. */
function modelText(result: ToolResult): string {
  const body = result.output === '' ? '(no output)' : result.output
  return result.isError ? `error: ${body}` : body
}
