/**
 * The contract of the agent loop: what it is given, what it reports while it
 * runs, and what it returns. Implementation files import their types from
 * here; nothing in this file runs.
 *
 * The loop knows nothing of GitHub. It is called as
 * `runAgentLoop(task, tools, model, budget, emit, signal, options)` and
 * never throws: every way a run can end is an `AgentOutcome`.
 */
import type {
  ChatImage,
  ChatMessage,
  ParsedToolCall,
  TokenUsage,
  ToolDefinition
} from '../llm/index.js'
import type { LimitName, PlanItem } from '../shared/index.js'
import type { EmitEvent } from './event-types.js'

export type { PlanItem } from '../shared/index.js'

/** The hook API (docs/loop.md §3 "Hooks"): ToolHook, ToolCallContext, … */
export type * from './hooks.js'

/** What the loop reports while it runs: AgentEvent, EmitEvent. */
export type * from './event-types.js'

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

/** What the loop is asked to do: the system prompt and the task text. */
export interface AgentTask {
  /** The first message of the conversation; compaction always keeps it. */
  system: string
  /** The first user message; compaction always keeps it too. */
  prompt: string
  /** Images sent with the first user message (as parts, or links). */
  images?: readonly ChatImage[]
}

/**
 * The hard caps of one run (docs/loop.md §1, §2). Each is a stop rule; the loop never
 * runs past one, and says which stopped it. `DEFAULT_BUDGET` (budget.ts)
 * holds the defaults quoted below.
 */
export interface Budget {
  /** Model turns, `max-iterations`. 40. */
  maxIterations: number
  /**
   * Tool calls over the run, `max-tool-calls`. 120. Calls of a turn past the
   * cap are answered "not run" instead of being run.
   */
  maxToolCalls: number
  /**
   * Wall clock of the loop in ms, `timeout-minutes`. 30 min. Both the stop
   * rule and the cancellation of a running request or tool read the one
   * deadline derived from it (deadline.ts).
   */
  timeoutMs: number
  /** Cap on one tool result sent to the model, `max-tool-output-bytes`. 16 KiB. */
  maxToolOutputBytes: number
  /** Cap on all tool results of one turn. 64 KiB. */
  maxTurnOutputBytes: number
  /** Lines of one tool result. 400. */
  maxToolOutputLines: number
  /**
   * Input tokens one request may hold (docs/loop.md §7.1): the endpoint's
   * `limits.contextWindow` (the `context-window` input, else its profile).
   * 128,000 when nothing says otherwise. No request estimated over it
   * (less a safety margin) is sent; a smaller limit the endpoint reports
   * replaces it for the rest of the run. Old tool results are masked at
   * 60 % of it (50 % in windows up to 16,000), the history is summarized
   * at 80 % (in small windows only when a request would not fit).
   */
  contextWindow: number
  /** Bash timeouts in a row that end the run. 3. */
  maxConsecutiveBashTimeouts: number
  /** The same call (name and arguments) failing this often ends the run. 3. */
  maxRepeatedFailures: number
  /** Malformed text-protocol replies in a row that end the run. 3. */
  maxFormatErrors: number
  /** Summary compactions per run. 2. More would end the run (`context`). */
  maxSummaries: number
  /** Turns before the cap at which a wrap-up note is sent. 10. */
  wrapUpTurns: number
  /**
   * Completion tokens per request, sent as `max_tokens` with each one: the
   * endpoint's `limits.maxOutputTokens` (`max-output-tokens`). Unset
   * leaves it to the provider.
   */
  maxOutputTokens?: number
  /**
   * Prompt plus completion tokens over the whole run, `max-tokens`; unset
   * for no cap (docs/loop.md §7.5). Checked before each request against
   * the usage so far plus the estimate of that request.
   */
  maxTokens?: number
}

/** The result of one run of the verification command (`verify-command`). */
export interface Verification {
  /** Whether the command passed (exit code 0). */
  ok: boolean
  /** Its exit code, when it ran to an end (not on a timeout or a failure to start). */
  exitCode?: number
  /** Its redacted, capped output, shown to the model when it failed. */
  output: string
}

/**
 * The verification command before the loop (on the unchanged tree) and
 * after the edits. `after` is `before` when nothing was changed, and absent
 * when files changed and no check could follow (the clock ran out).
 */
export interface VerificationRuns {
  before?: Verification
  after?: Verification
}

/** Optional collaborators of the loop. */
export interface LoopOptions {
  /**
   * The clock, in ms. `Date.now` by default. The deadline checks and the
   * outcome's `durationMs` read it; the deadline's timer runs on real time.
   */
  now?: () => number
  /**
   * The verification command (`verify-command`): run once on the unchanged
   * tree as the loop starts (calls that may write wait for it; a failure is
   * told to the model), then after the model answers when files may have
   * changed since the last check. A failure after goes back to the model, at
   * most three times; after that it still runs once more so the outcome is
   * not stale, and once at the end when files changed since. `signal` is the run's deadline: the command stops when the wall
   * clock does. Must not throw: a failing command is `ok: false`.
   */
  verify?: (signal: AbortSignal) => Promise<Verification>
  /**
   * Checks the final answer's form (a JSON object that an `output-schema`
   * or a triage run needs): null when it fits, else what is wrong, sent
   * back to the model once for one more turn (docs/loop.md §2). The answer
   * after that is the answer, whatever it holds.
   */
  checkAnswer?: AnswerCheck
}

/** What a final answer lacks, in words for the model; null when nothing. */
export type AnswerCheck = (answer: string) => string | null

// ---------------------------------------------------------------------------
// Tools, as the loop sees them
// ---------------------------------------------------------------------------

/** One call after it ran (or was refused): what the model is sent. */
export interface ExecutedCall {
  /** The id of the call it answers. */
  id: string
  name: string
  /** Capped, redacted text, starting with `error: ` for failures. */
  content: string
  /** True for a refusal, a failure, a thrown error or a call not run. */
  isError: boolean
  /** 0 for calls that were refused or not run. */
  durationMs: number
  /** Whether the output caps cut `content`. */
  truncated: boolean
  /** Tool-specific facts the loop reads (bash sets `timedOut`). */
  details?: Record<string, unknown>
  /** A hook's `terminate` reason: the loop stops after this turn. */
  terminate?: string
}

/**
 * Runs the tool calls of one turn. Knows nothing of the model. Built by
 * `createToolRunner` (tool-runner.ts).
 */
export interface ToolRunner {
  /** What the model is offered, JSON schemas generated from the zod schemas. */
  readonly definitions: ToolDefinition[]
  /**
   * Whether a tool only reads (unknown tools count as read-only). A call of
   * any other tool that succeeds makes the loop verify again.
   */
  isReadOnly(name: string): boolean
  /** Whether a tool runs commands (bash): its timeouts count towards `bash-timeouts`. */
  runsCommands(name: string): boolean
  /**
   * Preflights and runs the calls: read-only ones concurrently, the others
   * one at a time in order, through the hooks. Returns one result per call,
   * in call order; emits `tool-start`, and `tool-end` as each call ends.
   * Never throws for a tool's failure; once `signal` is aborted or a hook
   * said `terminate`, calls not yet started are answered "not run". `caps`
   * bounds the results in estimated tokens as well as in bytes (one result,
   * all of the turn), so they fit the window.
   */
  run(
    calls: readonly ParsedToolCall[],
    options: { signal: AbortSignal; emit: EmitEvent; caps?: ResultCaps }
  ): Promise<ExecutedCall[]>
}

/**
 * Token caps on the results of one turn, from the context window
 * (docs/loop.md §7.3); the byte caps of the runner still apply.
 */
export interface ResultCaps {
  /** Estimated tokens of one result. */
  resultTokens: number
  /** Estimated tokens of all results of the turn. */
  turnTokens: number
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export type { LimitName }

/** A limit that stopped the run, and the sentence saying why. */
export interface Stop {
  limit: LimitName
  /** Shown to the model in the final-summary request and in reports. */
  detail: string
}

/** The counts the stop rules read; the loop updates them as it goes. */
export interface LoopCounters {
  /** Model turns started. */
  iterations: number
  /** Tool calls handed to the runner. */
  toolCalls: number
  /** Bash calls in a row that timed out; any other bash result resets it. */
  consecutiveBashTimeouts: number
  /** Highest count of identical (name and arguments) failing calls. */
  repeatedFailures: number
  /** Malformed text-protocol replies in a row. */
  formatErrors: number
  /** Prompt plus completion tokens of every request so far. */
  usedTokens: number
  /**
   * The estimate of the request about to be sent, once it is known (0
   * before): the max-tokens rule stops before a request would go over.
   */
  nextRequestTokens: number
}

/**
 * One stop rule, checked before every turn: the stop it enforces, or null to
 * go on. Built from its limit (see stop-conditions.ts), so rules compose as
 * a plain list. Must not throw; it may read the clock.
 */
export type StopCondition = (counters: Readonly<LoopCounters>) => Stop | null

/**
 * How the loop ended: `done` (the model answered without tool calls),
 * `budget-exhausted` (a limit stopped it; a summary was still asked for),
 * `failed` (the model could not be reached or kept failing), `aborted`
 * (the caller's signal fired).
 */
export type AgentStatus = 'done' | 'budget-exhausted' | 'failed' | 'aborted'

/** How a run ended and what it cost. */
export interface AgentOutcome {
  status: AgentStatus
  /**
   * The final answer; for a capped run, the tool-less status summary (or
   * `Stopped: <detail>.` when none could be had); empty for `failed` and
   * `aborted`.
   */
  summary: string
  /**
   * The limit that stopped the run, if one did. `rate-limit` ends at once,
   * without the final summary request the other limits get.
   */
  limit?: LimitName
  /** The sentence saying why, as shown to the model and in reports. */
  limitDetail?: string
  /** Why the run failed, for `failed` and `aborted`. */
  error?: string
  /** What failed in a few words, for a headline, when it is known (a failed model request). */
  failure?: string
  /** Model turns started, the final summary request not counted. */
  iterations: number
  /**
   * Tool calls handed to the runner, refused ones included; calls answered
   * "not run" at max-tool-calls are not counted.
   */
  toolCalls: number
  /**
   * Sum over every request of the run, summaries included;
   * `cachedPromptTokens` is summed too once any request reported it.
   */
  usage: TokenUsage
  /** By the injected clock, from the start to the end of the run. */
  durationMs: number
  /** The verification before and after, if `verify` ran. */
  verification?: VerificationRuns
  /** The conversation as it ended. */
  messages: ChatMessage[]
  /** The model's plan as its last `plan` call left it; absent without one. */
  plan?: PlanItem[]
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------
