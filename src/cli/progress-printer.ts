import { escapeLog, type Redactor } from '../security/index.js'
import { formatNumber, formatSeconds, plural } from '../shared/index.js'
import type { AgentEvent, EmitEvent } from '../agent/index.js'

/** Where printed progress goes (stderr in the CLI). */
type WriteLine = (line: string) => void

function indent(text: string, prefix = '    '): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => prefix + line)
    .join('\n')
}

/** First line of a tool result and how many more there are. */
function brief(output: string): string {
  const lines = output.replace(/\n+$/, '').split('\n')
  const first = lines[0].length > 120 ? `${lines[0].slice(0, 119)}…` : lines[0]
  return lines.length > 1 ? `${first} (+${lines.length - 1} lines)` : first
}

/** Lines of a failed command's output shown under its `✗` line. */
const FAILURE_TAIL_LINES = 6

/**
 * A command that exited non-zero (bash's `details.exitCode`): `exit N`, what
 * else its status says (a timeout, a signal), and the last lines of its
 * output, indented; null for any other result.
 */
function failedCommand(
  event: Extract<AgentEvent, { type: 'tool-end' }>
): string | null {
  const exitCode = event.details?.exitCode
  if (typeof exitCode !== 'number' || exitCode === 0) return null
  const [status = '', ...rest] = event.output.replace(/\n+$/, '').split('\n')
  // The status line is `exit=N (<duration> | <why>)`; the duration is shown.
  const why = /^exit=\d+ \((.*)\)$/.exec(status)?.[1] ?? ''
  const detail = why && !/^[\d.]+ s$/.test(why) ? ` (${why})` : ''
  const tail = rest
    .filter((line) => line.trim() !== '')
    .slice(-FAILURE_TAIL_LINES)
  const head = `  ✗ ${event.name} ${formatSeconds(event.durationMs)}: exit ${exitCode}${detail}`
  return tail.length > 0
    ? `${head}\n${indent(tail.join('\n'), '      ')}`
    : head
}

/**
 * A human-readable progress log of the loop: one line per turn and per tool
 * call (a failed command with the end of its output), the assistant's
 * text, retries, compaction and limits. Every line
 * is redacted (the assistant's text is not, in events) and escaped so the
 * runner executes none of it (docs/security.md item 20).
 */
export function createProgressPrinter(
  print: WriteLine,
  redact: Redactor = (text) => text
): EmitEvent {
  // Redacted whole, before it is cut into lines: a private key spans lines.
  const write: WriteLine = (text) => print(escapeLog(redact(text)))
  let lastPlan = ''
  return (event: AgentEvent) => {
    if (event.type === 'plan-updated') {
      // A checklist, printed when it changed.
      const plan = planLines(event.items)
      if (plan !== lastPlan) write(`  ☐ plan:\n${plan}`)
      lastPlan = plan
      return
    }
    const line = progressLine(event)
    if (line !== null) write(line)
  }
}

/** A plan as a checklist, one indented line per step. */
function planLines(
  items: Extract<AgentEvent, { type: 'plan-updated' }>['items']
): string {
  return items
    .map(
      (item) =>
        `    [${item.status === 'done' ? 'x' : ' '}] ${item.step}${item.status === 'doing' ? ' (in progress)' : ''}`
    )
    .join('\n')
}

/** The progress line of an event (before redaction); null for none. */
function progressLine(event: AgentEvent): string | null {
  switch (event.type) {
    case 'run-start':
      return `agent: model ${event.model}; tools: ${event.tools.join(', ')}; at most ${plural(event.limits.maxIterations, 'turn')}`
    case 'turn-start':
      return `── turn ${event.iteration}`
    case 'assistant-message':
      return event.text.trim() ? indent(event.text.trim(), '  │ ') : null
    case 'tool-start':
      return `  → ${event.name} ${event.summary}`
    case 'tool-output':
      // A long-running command's newest lines, every few seconds.
      return `  … ${event.name} (${event.bytes} bytes so far)\n${indent(event.output, '  ┆ ')}`
    case 'tool-end':
      return (
        failedCommand(event) ??
        `  ${event.isError ? '✗' : '←'} ${event.name} ${formatSeconds(event.durationMs)}: ${brief(event.output)}`
      )
    case 'model-retry':
      return `  ! model request failed (${event.reason}); retry ${event.attempt} in ${formatSeconds(event.delayMs)}`
    case 'tool-mode-change':
      return `  ! switching to the ${event.mode} tool protocol: ${event.reason}`
    case 'compaction':
      return `  ~ compacted the conversation (${event.stage}): ~${event.beforeTokens} -> ~${event.afterTokens} tokens`
    case 'note':
      return `  · ${event.text.split('\n')[0]}`
    case 'context-window':
      return `  ~ context window now ${event.contextWindow} tokens (was ${event.previous}): ${event.reason}`
    case 'limit-hit':
      return `  ■ limit reached: ${event.detail}`
    case 'run-end':
      return `agent: ${event.status}${event.limit ? ` (${event.limit})` : ''} after ${plural(event.iterations, 'turn')}, ${plural(event.toolCalls, 'tool call')}, ${formatNumber(event.usage.promptTokens)} prompt + ${formatNumber(event.usage.completionTokens)} completion tokens, ${formatSeconds(event.durationMs)}${event.error ? `: ${event.error}` : ''}`
    default:
      return null
  }
}
