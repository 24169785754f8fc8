/**
 * Hooks: the tool runner's extension API (docs/loop.md §3, "Hooks"). A
 * hook sees each call before it runs and each result after, and may block
 * the call, rewrite the result or end the batch. The runner's own policies
 * (the write policy at edit time, the command policy, the output caps,
 * redaction) are hooks too; the runner only runs the list.
 *
 * Re-exported from types.ts, the loop's contract.
 */
import type { Refusal } from '../shared/index.js'
import type { CallWrites, ToolResult } from '../tools/index.js'

/** What a hook knows of one call. */
export interface ToolCallContext {
  /** The call's id, as the model sent it. */
  id: string
  /** The tool's name. */
  name: string
  /** The arguments, validated by the tool's schema. */
  input: unknown
  /** The arguments as the model wrote them (unredacted JSON text). */
  arguments: string
  /** Real path of the workspace root. */
  workspace: string
  /** The run's signal. */
  signal: AbortSignal
  /**
   * The workspace paths the call writes, as its tool says (`Tool.writes`):
   * none for read-only tools and refused calls, 'unknown' when the tool
   * cannot say.
   */
  writes: CallWrites
  /** The command line the call runs, for a tool that runs commands (bash). */
  command?: string
}

/**
 * What `beforeToolCall` may say: `block` refuses the call with a reason.
 * The model reads the reason as the call's result, marked as an error
 * (`error: <reason>`); the tool does not run and the loop goes on.
 */
interface BeforeToolCallResult {
  block?: string
  /**
   * What the block refused, for the reports (every refusal is reported,
   * docs/contract.md); without it the block is the hook's: kind `hook`,
   * the call's tool and the block's first line.
   */
  refusal?: Refusal
}

/** The block that stops a call: what the model reads, and what the reports say. */
interface Block {
  reason: string
  refusal: Refusal
}

/**
 * What `afterToolCall` may say. `result` replaces the result (later hooks
 * see the replacement). `terminate` ends the batch after this call: the
 * calls of the turn not yet started are answered `not run: <reason>`, and
 * the loop stops with the limit `terminated` and the reason as its detail
 * (a stop like any limit: the final summary is still asked for, and the
 * outcome is `budget-exhausted` with `limit: 'terminated'`).
 */
interface AfterToolCallResult {
  result?: ToolResult
  terminate?: string
}

type MaybePromise<T> = T | Promise<T>

/**
 * One hook. Hooks run as a list: `beforeToolCall` in list order, and the
 * first `block` wins (later hooks are not asked); `afterToolCall` hooks
 * chain in list order, each given the result the previous one left, for
 * every call, refused and blocked ones included; the first `terminate`
 * wins. `afterTurn` runs once all results of a turn are known, in list
 * order, and may rewrite them (the output caps' turn share uses it).
 * Every hook fails closed: one that throws in `beforeToolCall` blocks the
 * call; one that throws in `afterToolCall` or `afterTurn` withholds the
 * output it was given (the result becomes an error naming the hook), since
 * the redaction and the output caps are hooks too.
 */
export interface ToolHook {
  /** For error messages. */
  name: string
  beforeToolCall?(
    context: ToolCallContext
  ): MaybePromise<BeforeToolCallResult | void>
  afterToolCall?(
    context: ToolCallContext,
    result: ToolResult
  ): MaybePromise<AfterToolCallResult | void>
  /**
   * All results of one turn, in call order, after their `afterToolCall`
   * hooks (the `tool-end` events are already out). Return a list of the
   * same length to replace them.
   */
  afterTurn?(
    results: readonly TurnResult[]
  ): MaybePromise<readonly ToolResult[] | void>
}

/** One call's result as `afterTurn` sees it. */
interface TurnResult {
  context: ToolCallContext
  result: ToolResult
}

/** The first block of the list, or undefined to run the call. */
export async function runBeforeHooks(
  hooks: readonly ToolHook[],
  context: ToolCallContext
): Promise<Block | undefined> {
  for (const hook of hooks) {
    if (!hook.beforeToolCall) continue
    try {
      const answer = await hook.beforeToolCall(context)
      if (answer && typeof answer.block === 'string')
        return {
          reason: answer.block,
          refusal: answer.refusal ?? hookRefusal(hook, context, answer.block)
        }
    } catch (error) {
      const reason = `${hook.name} could not check this call (${String(error)}); it was not run`
      return { reason, refusal: hookRefusal(hook, context, reason) }
    }
  }
  return undefined
}

/** A block of a hook that did not say what it refused. */
function hookRefusal(
  hook: ToolHook,
  context: ToolCallContext,
  reason: string
): Refusal {
  return {
    kind: 'hook',
    what: context.command ?? context.name,
    why: `${hook.name}: ${reason.split('\n')[0]}`
  }
}

/** The result after every `afterToolCall` hook, and the first `terminate`. */
export async function runAfterHooks(
  hooks: readonly ToolHook[],
  context: ToolCallContext,
  initial: ToolResult
): Promise<{ result: ToolResult; terminate?: string }> {
  let result = initial
  let terminate: string | undefined
  for (const hook of hooks) {
    if (!hook.afterToolCall) continue
    try {
      const answer = await hook.afterToolCall(context, result)
      if (!answer) continue
      if (answer.result) result = answer.result
      if (terminate === undefined && typeof answer.terminate === 'string')
        terminate = answer.terminate
    } catch {
      result = withheld(hook)
    }
  }
  return terminate === undefined ? { result } : { result, terminate }
}

/** The results after every `afterTurn` hook. */
export async function runAfterTurnHooks(
  hooks: readonly ToolHook[],
  entries: readonly TurnResult[]
): Promise<ToolResult[]> {
  let results = entries.map((entry) => entry.result)
  for (const hook of hooks) {
    if (!hook.afterTurn) continue
    try {
      const answer = await hook.afterTurn(
        entries.map((entry, index) => ({
          context: entry.context,
          result: results[index]
        }))
      )
      if (answer && answer.length === results.length) results = [...answer]
    } catch {
      results = results.map(() => withheld(hook))
    }
  }
  return results
}

/**
 * What a hook that threw after a call leaves: no output, since the hook
 * may be the one that redacts or caps it. The error itself is not shown
 * (it may quote the output).
 */
function withheld(hook: ToolHook): ToolResult {
  return {
    output: `the ${hook.name} hook failed on this result; its output was withheld`,
    isError: true
  }
}
