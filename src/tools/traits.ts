/**
 * What the runner, the policies and the reports ask of a tool about one
 * call, with the defaults for a tool that does not say (`Tool.describe`,
 * `writes`, `command`): the rest of src/ asks these, never a tool's name.
 */
import { calledActivity } from '../shared/index.js'
import type { CallArguments, CallView, CallWrites, Tool } from './types.js'

/** Longest line of a summary, in characters. */
const MAX_SUMMARY_CHARS = 100

/** A call's input as arguments: itself when it is an object, else none. */
function callArguments(input: unknown): CallArguments {
  return (input && typeof input === 'object' ? input : {}) as CallArguments
}

/** A string argument, '' when it is missing or not a string. */
export function textArg(args: CallArguments, key: string): string {
  const found = args[key]
  return typeof found === 'string' ? found : ''
}

/** A number argument, undefined when it is missing or not a number. */
export function numberArg(
  args: CallArguments,
  key: string
): number | undefined {
  const found = args[key]
  return typeof found === 'number' ? found : undefined
}

/** The first line of `text` for a summary: cut at 100 characters, ` …` when more lines follow. */
export function summaryLine(text: string): string {
  const line = text.split('\n')[0]
  return line.length > MAX_SUMMARY_CHARS
    ? `${line.slice(0, MAX_SUMMARY_CHARS - 1)}…`
    : line + (text.includes('\n') ? ' …' : '')
}

/** The summary of a call no tool describes: its `path`, else its JSON. */
function genericSummary(args: CallArguments): string {
  return textArg(args, 'path') || summaryLine(JSON.stringify(args))
}

/**
 * How a call of a tool without its own `describe` is shown (MCP tools, a
 * name no tool has): "Called `name` `summary`".
 */
function genericView(name: string, args: CallArguments): CallView {
  const summary = genericSummary(args)
  return { summary, activity: calledActivity(name, summary) }
}

/** A call on one file ("Edited `src/a.ts`"); the summary is its path. */
export function fileCallView(
  verb: readonly [done: string, going: string],
  args: CallArguments
): CallView {
  const summary = genericSummary(args)
  return {
    summary,
    activity: {
      verb,
      words: [{ value: textArg(args, 'path') || summary || '?' }]
    }
  }
}

/** A call as its tool shows it; `tool` undefined for a name no tool has. */
export function callView(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool: Tool<any> | undefined,
  name: string,
  input: unknown
): CallView {
  const args = callArguments(input)
  return tool?.describe ? tool.describe(args) : genericView(name, args)
}

/** What a call writes, as its tool says; without `writes`, from `readOnly`. */
export function callWrites(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool: Tool<any>,
  input: unknown
): CallWrites {
  if (tool.writes) return tool.writes(input)
  return tool.readOnly ? [] : 'unknown'
}

/** Whether the tool runs commands (it names each call's command line). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function runsCommands(tool: Tool<any> | undefined): boolean {
  return tool?.command !== undefined
}
