import type { z } from 'zod'
import {
  BYTES_PER_ESTIMATED_TOKEN,
  estimateTokens
} from '../llm/token-estimate.js'
import type { ParsedToolCall } from '../llm/types.js'
import { type Redactor, redactValue } from '../security/redact.js'
import { errorMessage } from '../shared/errors.js'
import { formatSeconds } from '../shared/text.js'
import {
  allocateBudgets,
  byteLength,
  capOutputToTokens
} from '../tools/truncate.js'
import { type PlanItem, planCounts } from '../tools/plan.js'
import type { ReadTracker, Tool, ToolResult } from '../tools/types.js'
import { toolDefinitions } from './tool-definitions.js'
import type {
  EmitEvent,
  ExecutedCall,
  ResultCaps,
  ToolRunner
} from './types.js'

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
  redact: Redactor
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

  async function execute(
    pending: Pending,
    signal: AbortSignal,
    emit: EmitEvent
  ): Promise<{ result: ToolResult; durationMs: number }> {
    const { call } = pending
    emit({
      type: 'tool-start',
      id: call.id,
      name: call.name,
      summary: options.redact(
        summarizeCall(call.name, pending.input ?? call.input)
      ),
      arguments: options.redact(call.arguments)
    })
    const started = now()
    if (pending.refusal !== undefined || !pending.tool) {
      return {
        result: { output: pending.refusal ?? 'refused', isError: true },
        durationMs: 0
      }
    }
    if (signal.aborted) {
      return {
        result: { output: 'not run: the run was stopped', isError: true },
        durationMs: 0
      }
    }
    const limitMs = timeLimit(call.name, pending.input)
    const clock = callClock(signal, limitMs, graceMs)
    try {
      const running = pending.tool.run(pending.input, {
        workspace: options.workspace,
        signal: clock.signal,
        callId: call.id.replace(/[^A-Za-z0-9_-]/g, '_'),
        reads: options.reads,
        outputDir: options.outputDir
      })
      const result = await Promise.race([running, clock.abandoned])
      if (result === ABANDONED) {
        // Still running: its result is dropped, and the loop goes on.
        running.catch(() => undefined)
        return {
          result: abandonedResult(call.name, limitMs, signal.aborted),
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
      clock.dispose()
    }
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
    const raw: { result: ToolResult; durationMs: number }[] = new Array(
      calls.length
    )
    let batch: number[] = []
    const flush = async (): Promise<void> => {
      for (let start = 0; start < batch.length; start += concurrency) {
        const slice = batch.slice(start, start + concurrency)
        await Promise.all(
          slice.map(async (index) => {
            raw[index] = await execute(pending[index], signal, emit)
          })
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
      raw[index] = await execute(pending[index], signal, emit)
    }
    await flush()

    const texts = raw.map(({ result }) => {
      const body = result.output === '' ? '(no output)' : result.output
      return result.isError ? `error: ${body}` : body
    })
    // The window's token caps, as bytes; the byte caps stay upper bounds.
    const toBytes = (tokens: number | undefined, bytes: number): number =>
      tokens === undefined
        ? bytes
        : Math.min(bytes, tokens * BYTES_PER_ESTIMATED_TOKEN)
    const budgets = allocateBudgets(
      texts.map(byteLength),
      toBytes(caps?.resultTokens, options.maxToolOutputBytes),
      toBytes(caps?.turnTokens, options.maxTurnOutputBytes)
    )
    return raw.map(({ result, durationMs }, index) => {
      const hint = result.truncation ?? { mode: 'head' as const }
      const capped = capOutputToTokens(
        texts[index],
        {
          maxBytes: budgets[index],
          // Room for a tool's own header and footer lines around a full window.
          maxLines: options.maxToolOutputLines + 10,
          ...hint
        },
        caps
          ? Math.floor(budgets[index] / BYTES_PER_ESTIMATED_TOKEN)
          : undefined,
        estimateTokens
      )
      // Details carry model text too (the plan's steps): redacted like
      // the content, since events and the loop's state read them.
      const details = result.details
        ? redactValue(result.details, options.redact)
        : undefined
      const executed: ExecutedCall = {
        id: calls[index].id,
        name: calls[index].name,
        content: options.redact(capped.text),
        isError: result.isError,
        durationMs,
        truncated: capped.truncated,
        ...(details ? { details } : {})
      }
      emit({
        type: 'tool-end',
        id: executed.id,
        name: executed.name,
        isError: executed.isError,
        durationMs,
        truncated: executed.truncated,
        output: executed.content,
        ...(executed.details ? { details: executed.details } : {})
      })
      return executed
    })
  }

  return {
    definitions,
    isReadOnly: (name) => byName.get(name)?.readOnly ?? true,
    run
  }
}

const ABANDONED = Symbol('abandoned')

/**
 * A call's own signal (the run's, and its time limit) and the moment the
 * runner stops waiting for it: the limit plus a grace.
 */
function callClock(
  runSignal: AbortSignal,
  limitMs: number,
  graceMs: number
): {
  signal: AbortSignal
  abandoned: Promise<typeof ABANDONED>
  dispose(): void
} {
  const limit = new AbortController()
  let abandon: () => void = () => undefined
  const abandoned = new Promise<typeof ABANDONED>((resolve) => {
    abandon = () => resolve(ABANDONED)
  })
  let graceTimer: ReturnType<typeof setTimeout> | undefined
  const startGrace = (): void => {
    graceTimer ??= setTimeout(abandon, graceMs)
  }
  const limitTimer = setTimeout(() => {
    limit.abort(new Error(`the call ran past its ${limitMs} ms`))
    startGrace()
  }, limitMs)
  runSignal.addEventListener('abort', startGrace, { once: true })
  return {
    signal: AbortSignal.any([runSignal, limit.signal]),
    abandoned,
    dispose() {
      clearTimeout(limitTimer)
      clearTimeout(graceTimer)
      runSignal.removeEventListener('abort', startGrace)
    }
  }
}

function abandonedResult(
  name: string,
  limitMs: number,
  runStopped: boolean
): ToolResult {
  const why = runStopped
    ? `the run was stopped and ${name} did not return`
    : `${name} did not return within ${formatSeconds(limitMs)}`
  return {
    output: `${why}; its result is lost. Narrow the call (a smaller path, a simpler pattern, a shorter command)`,
    isError: true,
    details: { timedOut: true, abandoned: true }
  }
}
