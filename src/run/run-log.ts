/**
 * What a run's loop events become besides the tracking comment and the
 * transcript: the job log (the CLI's progress lines, one log group per
 * turn, retries and limits as warnings so they show as annotations), and
 * the list of tool calls for the reports.
 */
import type { AgentEvent, EmitEvent } from '../agent/index.js'
import { createProgressPrinter } from '../cli/index.js'
import { exitCodeOf, type CheckedToolEntry } from '../github/index.js'
import { escapeLog, type Redactor } from '../security/index.js'
import { type CallActivity, type Refusal, refusalsOf } from '../shared/index.js'
import type { RunLog } from './context.js'

/**
 * The job log of a run (docs/security.md item 20): every line redacted and
 * escaped, so the runner executes no line of model text or tool output as a
 * workflow command. Warnings and group names go out as one `::warning::` or
 * `::group::` command each, whose data `@actions/core` escapes, so they are
 * redacted only. `redact` is asked at each call: the run's redactor exists
 * only once the run context does.
 */
export function createSafeLog(sink: RunLog, redact: () => Redactor): RunLog {
  return {
    info: (message) => sink.info(escapeLog(redact()(message))),
    warning: (message) => sink.warning(redact()(message)),
    error: (message) => sink.error(redact()(message)),
    startGroup: (name) => sink.startGroup(redact()(name)),
    endGroup: () => sink.endGroup()
  }
}

/** The job log's view of the loop. */
export function createJobLog(log: RunLog): EmitEvent {
  const print = createProgressPrinter((line) => log.info(line))
  return (event: AgentEvent) => {
    if (event.type === 'turn-start') {
      if (event.iteration > 1) log.endGroup()
      log.startGroup(`turn ${event.iteration}`)
    } else if (event.type === 'run-end') {
      log.endGroup()
      print(event)
    } else if (event.type === 'model-retry') {
      log.warning(
        `model request failed (${event.reason}); retry ${event.attempt} in ${event.delayMs} ms`
      )
    } else if (event.type === 'limit-hit') {
      log.warning(`limit reached: ${event.detail}`)
    } else if (event.type === 'refusal') {
      log.warning(refusalWarning(event.refusal))
    } else if (event.type === 'tool-mode-change') {
      log.warning(
        `switching to the ${event.mode} tool protocol: ${event.reason}`
      )
    } else print(event)
  }
}

/** A refusal outside a tool call, as a warning: an MCP server that did not start. */
function refusalWarning(refusal: Refusal): string {
  return refusal.kind === 'mcp'
    ? `MCP server ${refusal.what} ${refusal.why}`
    : `${refusal.what}: ${refusal.why}`
}

/**
 * Collects the tool calls, in the order they started, for the job summary,
 * and every refusal: a call's (`details.refusal`) and the session's.
 */
export function createToolLog(): {
  entries: CheckedToolEntry[]
  refusals: Refusal[]
  emit: EmitEvent
} {
  // One slot per call in the order the calls started, filled as each ends:
  // calls that run side by side are listed in the order the model made them.
  const slots: (CheckedToolEntry | undefined)[] = []
  const refusals: Refusal[] = []
  const pending = new Map<
    string,
    { summary: string; activity: CallActivity; slot: number }
  >()
  return {
    get entries() {
      return slots.filter((entry) => entry !== undefined)
    },
    refusals,
    emit(event) {
      if (event.type === 'refusal') refusals.push(event.refusal)
      if (event.type === 'tool-start') {
        pending.set(event.id, {
          summary: event.summary,
          activity: event.activity,
          slot: slots.length
        })
        slots.push(undefined)
      }
      if (event.type === 'tool-end') {
        const started = pending.get(event.id)
        pending.delete(event.id)
        const exitCode = exitCodeOf(event.details)
        refusals.push(...refusalsOf(event.details))
        const entry: CheckedToolEntry = {
          name: event.name,
          summary: started?.summary ?? '',
          ...(started ? { activity: started.activity } : {}),
          isError: event.isError,
          ...(exitCode !== undefined ? { exitCode } : {}),
          durationMs: event.durationMs
        }
        if (started) slots[started.slot] = entry
        else slots.push(entry)
      }
    }
  }
}
