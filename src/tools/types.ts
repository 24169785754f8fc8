import type { z } from 'zod'
import type { CallActivity } from '../shared/index.js'

/**
 * How a tool's output may be cut to fit the model's budget. The runner's
 * output-caps hook cuts each result as its call ends (`capOutput`), and
 * again from the uncut text when the turn's results together pass the turn
 * budget, so parallel calls share one per-turn budget.
 */
type TruncationHint =
  /** Keep the head; `continuation(shownLines)` says how to get the rest. */
  | { mode: 'head'; continuation?: (shownLines: number) => string }
  /**
   * Keep head and tail around a marker (command output). `totalLines` and
   * `totalBytes` describe the whole output when the tool already dropped a
   * middle part to bound its memory; `fullOutputPath` is where all of it is.
   */
  | {
      mode: 'headtail'
      fullOutputPath?: string
      totalLines?: number
      totalBytes?: number
    }

/** What a tool returns. Failures the model can act on are results, not throws. */
export interface ToolResult {
  /** Text for the model. Empty output is shown as "(no output)". */
  output: string
  /** True when the call failed; the model sees `error: <output>`. */
  isError: boolean
  /** How to cut `output` when it is over budget; default head only. */
  truncation?: TruncationHint
  /** Facts for events and reports (exit code, files changed…), not for the model. */
  details?: Record<string, unknown>
  /** Set by the output caps (a runner hook) when they cut `output`. */
  truncated?: boolean
}

/**
 * What a file was when the agent last saw it, for the read-before-edit rule:
 * an edit is refused when the file was never read or changed since.
 */
export interface FileSnapshot {
  mtimeMs: number
  size: number
  /** sha256 of the bytes, hex. */
  hash: string
}

/** Per-run record of files the agent has read or written (by absolute path). */
export interface ReadTracker {
  get(absolutePath: string): FileSnapshot | undefined
  set(absolutePath: string, snapshot: FileSnapshot): void
}

/** Everything a tool may touch, passed in by the loop. */
export interface ToolContext {
  /** Real path (symlinks resolved) of the workspace root; every path stays inside. */
  workspace: string
  /** Aborts when the run is cancelled or out of time. */
  signal: AbortSignal
  /** Id of the tool call, for file names of saved outputs. */
  callId: string
  /** Files read or written in this run. */
  reads: ReadTracker
  /** Folder for full outputs the model may grep later (e.g. bash logs). */
  outputDir: string
  /**
   * Partial output while the tool runs (bash: each chunk the command
   * prints, as text). The runner turns it into throttled `tool-output`
   * events; the model never sees it. Must not throw.
   */
  onUpdate?: (partial: string) => void
}

/**
 * A model-facing tool. `schema` validates the arguments before `run`; the
 * JSON schema sent to the model is generated from the same definition.
 * `run` must not throw for expected failures: it returns `isError` results.
 */
export interface Tool<Input = unknown> {
  name: string
  description: string
  schema: z.ZodType<Input>
  /**
   * The JSON schema the model is offered, where it is not generated from
   * `schema`: an MCP server's own (`tools/mcp`), whose server validates it.
   */
  parameters?: Record<string, unknown>
  /**
   * Read-only tools change nothing and may run in parallel; others run one
   * at a time, in order, and a success makes the loop verify again.
   */
  readOnly: boolean
  run(input: Input, context: ToolContext): Promise<ToolResult>
  /**
   * How progress lines and reports show a call, from its arguments as the
   * model sent them: not validated, since refused calls are shown too.
   * Without it, the generic form (traits.ts): "Called `name`" and the
   * path or the JSON.
   */
  describe?(args: CallArguments): CallView
  /**
   * The workspace paths a call writes, as given: the write policy checks
   * them before it runs. 'unknown' when the tool cannot say: the policy
   * then checks the work tree after the call (tools that run a command
   * excepted: the command policy and the end-of-run check cover those).
   * Without it: none for read-only tools, 'unknown' for the others.
   */
  writes?(input: Input): CallWrites
  /**
   * The command line a call runs, for the command policy; a tool that has
   * this runs commands (its timeouts count towards `bash-timeouts`).
   */
  command?(input: Input): string
  /** A call's wall clock in ms (the runner's 60 s without it). */
  timeLimitMs?(input: Input): number
}

/** A call's arguments as the model sent them: an object, not validated. */
export type CallArguments = Readonly<Record<string, unknown>>

/** What a call writes: workspace paths as given, or 'unknown'. */
export type CallWrites = readonly string[] | 'unknown'

/** A call as the progress lines and the reports show it. */
export interface CallView {
  /** The short form for progress lines: `src/a.ts:40`, the command's first line. */
  summary: string
  /** The call in words for the tracking comment, the tool log and the review. */
  activity: CallActivity
}

/** Helper for tool files: an error result with a message the model can act on. */
export function toolError(
  message: string,
  details?: Record<string, unknown>
): ToolResult {
  return { output: message, isError: true, ...(details ? { details } : {}) }
}
