import type { ParsedToolCall } from '../../llm/index.js'
import { type Redactor, redactValue } from '../../security/index.js'
import { errorMessage } from '../../shared/index.js'
import {
  callView,
  type ReadTracker,
  runsCommands,
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
import { callContext, type Pending, preflight } from './preflight.js'
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
/** Covers bash's SIGTERM-to-SIGKILL wait (5 s) and its drain after a cancel. */
const DEFAULT_CALL_GRACE_MS = 10_000

/**
 * The wall clock of one call (docs/loop.md §3): the tool's own
 * (`Tool.timeLimitMs`: bash keeps its `timeout_s` and a margin past it),
 * else 60 s.
 */
export function callTimeLimitMs(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool: Tool<any> | undefined,
  input: unknown
): number {
  return tool?.timeLimitMs?.(input) ?? DEFAULT_CALL_TIMEOUT_MS
}

/** What every call of the run shares: the options and the tool table. */
interface Setup {
  options: ToolRunnerOptions
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  byName: Map<string, Tool<any>>
  now: () => number
  concurrency: number
  timeLimit: (name: string, input: unknown) => number
  graceMs: number
  intervalMs: number
}

/** Builds the runner for one run. */
export function createToolRunner(options: ToolRunnerOptions): ToolRunner {
  const byName = new Map(options.tools.map((tool) => [tool.name, tool]))
  const setup: Setup = {
    options,
    byName,
    now: options.now ?? Date.now,
    concurrency: options.concurrency ?? 8,
    timeLimit:
      options.callTimeoutMs ??
      ((name, input) => callTimeLimitMs(byName.get(name), input)),
    graceMs: options.callGraceMs ?? DEFAULT_CALL_GRACE_MS,
    intervalMs: options.outputIntervalMs ?? DEFAULT_OUTPUT_INTERVAL_MS
  }
  return {
    definitions: toolDefinitions(
      options.tools,
      options.compactSchemas ?? false
    ),
    isReadOnly: (name) => byName.get(name)?.readOnly ?? true,
    runsCommands: (name) => runsCommands(byName.get(name)),
    run: (calls, turn) => runTurn(setup, calls, turn)
  }
}

/** The `tool-start` event: the call as its tool describes it, redacted. */
function emitStart(setup: Setup, pending: Pending, turn: Turn): void {
  const { call } = pending
  const { redact } = setup.options
  const view = callView(pending.tool, call.name, pending.input ?? call.input)
  turn.emit({
    type: 'tool-start',
    id: call.id,
    name: call.name,
    summary: redact(view.summary),
    activity: redactValue(view.activity, redact),
    arguments: redact(call.arguments)
  })
}

/** Why a call is answered without running, or undefined to run it. */
function notRunReason(pending: Pending, turn: Turn): string | undefined {
  if (pending.refusal !== undefined || !pending.tool)
    return pending.refusal ?? 'refused'
  if (turn.terminate !== undefined) return `not run: ${turn.terminate}`
  if (turn.signal.aborted) return 'not run: the run was stopped'
  return undefined
}

interface Timed {
  result: ToolResult
  durationMs: number
}

/** The call's result before the afterToolCall hooks. */
async function execute(
  setup: Setup,
  pending: Pending,
  context: ToolCallContext,
  turn: Turn
): Promise<Timed> {
  emitStart(setup, pending, turn)
  const started = setup.now()
  const reason = notRunReason(pending, turn)
  if (reason !== undefined || !pending.tool) {
    return { result: { output: reason ?? '', isError: true }, durationMs: 0 }
  }
  const block = await runBeforeHooks(turn.hooks, context)
  if (block !== undefined) {
    const details = { blocked: true, refusal: block.refusal }
    return {
      result: { output: block.reason, isError: true, details },
      durationMs: 0
    }
  }
  return runTool(setup, { tool: pending.tool, pending, started }, turn)
}

/** A call about to run: its tool, and when it started. */
interface Starting {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool: Tool<any>
  pending: Pending
  started: number
}

/** Runs the tool on its own clock; a call that does not return is abandoned. */
async function runTool(
  setup: Setup,
  { tool, pending, started }: Starting,
  turn: Turn
): Promise<Timed> {
  const { call } = pending
  const { options, now } = setup
  const limitMs = setup.timeLimit(call.name, pending.input)
  const clock = callClock(turn.signal, limitMs, setup.graceMs)
  const partial = partialOutput(
    turn.emit,
    call,
    options.redact,
    setup.intervalMs
  )
  const timed = (result: ToolResult): Timed => ({
    result,
    durationMs: now() - started
  })
  try {
    const running = tool.run(pending.input, {
      workspace: options.workspace,
      signal: clock.signal,
      callId: call.id.replace(/[^A-Za-z0-9_-]/g, '_'),
      reads: options.reads,
      outputDir: options.outputDir,
      onUpdate: partial.update
    })
    const result = await Promise.race([running, clock.abandoned])
    if (result !== ABANDONED) return timed(result)
    // Still running: its result is dropped, and the loop goes on.
    running.catch(() => undefined)
    return timed(abandonedResult(call.name, limitMs, turn.signal.aborted))
  } catch (error) {
    return timed({
      output: `${call.name} failed: ${errorMessage(error)}`,
      isError: true
    })
  } finally {
    partial.stop()
    clock.dispose()
  }
}

/** Runs one call and its afterToolCall hooks; emits its `tool-end`. */
async function runOne(
  setup: Setup,
  index: number,
  pending: Pending,
  turn: Turn
): Promise<void> {
  const { call } = pending
  const context = callContext(pending, setup.options.workspace, turn.signal)
  const { result: raw, durationMs } = await execute(
    setup,
    pending,
    context,
    turn
  )
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

/**
 * The hooks of one turn: the caller's, then redaction, the output caps and
 * redaction again. Redacting before the caps too means a cut never falls
 * inside a secret and sends its start (docs/security.md item 13).
 */
function turnHooks(options: ToolRunnerOptions, caps?: ResultCaps): ToolHook[] {
  return [
    ...(options.hooks ?? []),
    redactionHook(options.redact),
    outputCapHook({
      resultBytes: options.maxToolOutputBytes,
      turnBytes: options.maxTurnOutputBytes,
      maxLines: options.maxToolOutputLines,
      ...(caps ? { tokens: caps } : {})
    }),
    redactionHook(options.redact)
  ]
}

/**
 * Runs the turn's calls in order: consecutive read-only (and refused)
 * calls together, at most `concurrency` at once, every other call alone.
 */
async function runInOrder(
  setup: Setup,
  pending: readonly Pending[],
  turn: Turn
): Promise<void> {
  let batch: number[] = []
  const flush = async (): Promise<void> => {
    for (let start = 0; start < batch.length; start += setup.concurrency) {
      const slice = batch.slice(start, start + setup.concurrency)
      await Promise.all(
        slice.map((index) => runOne(setup, index, pending[index], turn))
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
    await runOne(setup, index, pending[index], turn)
  }
  await flush()
}

async function runTurn(
  setup: Setup,
  calls: readonly ParsedToolCall[],
  {
    signal,
    emit,
    caps
  }: { signal: AbortSignal; emit: EmitEvent; caps?: ResultCaps }
): Promise<ExecutedCall[]> {
  const pending = calls.map((call) => preflight(setup.byName, call))
  // The built-in policies on results come last, built for this turn.
  const hooks = turnHooks(setup.options, caps)
  const turn: Turn = { signal, emit, hooks, done: new Array(calls.length) }
  await runInOrder(setup, pending, turn)
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
