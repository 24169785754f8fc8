/**
 * The words every layer uses for what a run is and what the model said it
 * would do: the verb, a plan step, an inline review comment, a tool call
 * in words. They live on the ground floor so `github/` renders them
 * without importing `agent/` or `tools/` (docs/architecture.md).
 */

/**
 * What a run is for: `fix` may edit, `review` comments on a PR, `ask`
 * answers, `describe` writes a PR's description block, `triage` labels an
 * issue and comments on it.
 */
export type Verb = 'fix' | 'review' | 'ask' | 'describe' | 'triage'

/** The verbs a command's first word picks (every verb but `fix`, which is the default). */
export const NAMED_VERBS: readonly Verb[] = [
  'review',
  'ask',
  'describe',
  'triage'
]

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

/**
 * The model's answer to one of the action's own open review threads that
 * an incremental review showed it (numbered from 1 in the task): the reply
 * to post, and whether the point is addressed (then the thread is resolved).
 */
export interface ThreadAnswer {
  thread: number
  addressed: boolean
  reply: string
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

/**
 * A tool call in words, as its tool tells it (`Tool.describe`, tools/) for
 * the reports: the action's own words apart from the model's values, so a
 * report shows every value as a code span and the description stays inert
 * wherever it is posted. "Ran `npm test`" is
 * `{ verb: ['Ran', 'Running'], words: [{ value: 'npm test' }] }`.
 */
export interface CallActivity {
  /** The verb once the call is done, and while it runs. */
  verb: readonly [done: string, going: string]
  /**
   * What follows the verb, in order: the action's words as strings (never
   * model text), the model's values as `{ value }`.
   */
  words: readonly (string | { value: string })[]
  /** The file or folder the call read or searched, as given ("What I checked"). */
  inspects?: string
  /** The call runs a command: the reports list it with the commands run. */
  runsCommand?: boolean
}

/**
 * A call of a tool that does not describe its calls (an MCP tool, a name
 * no tool has): "Called `name` `summary`".
 */
export function calledActivity(name: string, summary: string): CallActivity {
  return {
    verb: ['Called', 'Calling'],
    words: [
      { value: name.slice(0, 40) || '?' },
      ...(summary ? [' ', { value: summary }] : [])
    ]
  }
}
