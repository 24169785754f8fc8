/**
 * The runner's own policies on results, as hooks (docs/loop.md §3 "Hooks",
 * §4): the output caps and redaction. The runner puts them last in its
 * list, after the caller's hooks, so every result is capped and redacted
 * whatever an earlier hook made of it.
 */
import { BYTES_PER_ESTIMATED_TOKEN, estimateTokens } from '../../llm/index.js'
import { type Redactor, redactValue } from '../../security/index.js'
import {
  allocateBudgets,
  byteLength,
  capOutputToTokens,
  type ToolResult
} from '../../tools/index.js'
import type { ToolHook } from '../hooks.js'

/** The caps of one turn's results. */
interface OutputCaps {
  /** Bytes of one result. */
  resultBytes: number
  /** Bytes of all results of the turn. */
  turnBytes: number
  /** Lines of one result (a tool's own header and footer get 10 more). */
  maxLines: number
  /** Estimated tokens of one result and of the turn, from the window. */
  tokens?: { resultTokens: number; turnTokens: number }
}

/**
 * The output caps (docs/loop.md §4) for one turn. Each result is cut to
 * the per-result cap when it ends (so its `tool-end` event carries what
 * the model gets); when the turn's results together pass the turn cap,
 * `afterTurn` water-fills the turn budget over them and cuts the largest
 * again, from the uncut result. Build one per turn: it remembers the turn's
 * uncut results by call id.
 */
export function outputCapHook(caps: OutputCaps): ToolHook {
  const toBytes = (tokens: number | undefined, bytes: number): number =>
    tokens === undefined
      ? bytes
      : Math.min(bytes, tokens * BYTES_PER_ESTIMATED_TOKEN)
  const perResult = toBytes(caps.tokens?.resultTokens, caps.resultBytes)
  const perTurn = toBytes(caps.tokens?.turnTokens, caps.turnBytes)
  const uncut = new Map<string, ToolResult>()
  const cut = (result: ToolResult, budget: number): ToolResult => {
    const hint = result.truncation ?? { mode: 'head' as const }
    const capped = capOutputToTokens(
      result.output,
      {
        maxBytes: budget,
        // Room for a tool's own header and footer lines around a full window.
        maxLines: caps.maxLines + 10,
        ...hint
      },
      caps.tokens ? Math.floor(budget / BYTES_PER_ESTIMATED_TOKEN) : undefined,
      estimateTokens
    )
    // Capped once: the hint no longer describes the text.
    const { truncation: _hint, ...rest } = result
    void _hint
    return {
      ...rest,
      output: capped.text,
      truncated: capped.truncated || result.truncated === true
    }
  }
  return {
    name: 'output caps',
    afterToolCall(context, result) {
      uncut.set(context.id, result)
      return { result: cut(result, perResult) }
    },
    afterTurn(results) {
      const raw = results.map(
        (entry) => uncut.get(entry.context.id) ?? entry.result
      )
      const budgets = allocateBudgets(
        raw.map((result) => byteLength(result.output)),
        perResult,
        perTurn
      )
      uncut.clear()
      if (budgets.every((budget) => budget >= perResult)) return
      return results.map((entry, index) =>
        budgets[index] >= perResult
          ? entry.result
          : cut(raw[index], budgets[index])
      )
    }
  }
}

/**
 * Redaction of every result (docs/security.md item 13): known secret
 * values and token shapes become `***` before the model or any event sees
 * them. Runs before the caps (so no cut leaves part of a secret) and
 * after them, on the text the model gets.
 */
export function redactionHook(redact: Redactor): ToolHook {
  const done = new Map<string, string>()
  // Details carry model text too (the plan's steps): redacted like the
  // output, since events and the loop's state read them.
  const clean = (result: ToolResult): ToolResult => ({
    ...result,
    output: redact(result.output),
    ...(result.details ? { details: redactValue(result.details, redact) } : {})
  })
  return {
    name: 'redaction',
    afterToolCall(context, result) {
      const redacted = clean(result)
      done.set(context.id, redacted.output)
      return { result: redacted }
    },
    afterTurn(results) {
      const changed = results.some(
        (entry) => done.get(entry.context.id) !== entry.result.output
      )
      done.clear()
      if (!changed) return
      return results.map((entry) => clean(entry.result))
    }
  }
}
