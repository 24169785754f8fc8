/**
 * The words every layer uses for what a run is and what the model said it
 * would do: the verb, a plan step, an inline review comment. They live on
 * the ground floor so `github/` renders them without importing `agent/` or
 * `tools/` (docs/architecture.md).
 */

/** What a run is for: `fix` may edit, `review` comments on a PR, `ask` answers. */
export type Verb = 'fix' | 'review' | 'ask'

/** Where a step of the plan stands. */
export type PlanStatus = 'pending' | 'doing' | 'done'

/** One step of the model's plan (docs/loop.md §5.8). */
export interface PlanItem {
  /** One line, at most `MAX_STEP_CHARS` (tools/plan) characters. */
  step: string
  status: PlanStatus
}

/** One inline comment the model proposes; the action posts them after the loop. */
export interface ReviewComment {
  /** Path relative to the repository root. */
  path: string
  /** Line in the new version of the file (1-based); the last line of a range. */
  line: number
  /** First line of a multi-line range, below `line`. */
  startLine?: number
  body: string
  /**
   * Replacement text for the commented lines, posted as a ```suggestion
   * block after the body; empty text suggests deleting them.
   */
  suggestion?: string
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
  | 'max-tokens'
  | 'rate-limit'
  /** An `afterToolCall` hook said `terminate`; the detail is its reason. */
  | 'terminated'
