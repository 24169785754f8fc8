/**
 * The `Action: NAME(ARGS)` tool-call form (the ReAct style of the Go
 * agent's text fallback; docs/loop.md §8.4): `Action: bash(ls -la)`,
 * `Action: read({"path": "src/a.js"})`, `Action: read(path="src/a.js",
 * offset=10)`. Only a line that starts with `Action:` and names a tool that
 * exists counts, so prose that mentions "Action:" is never taken for a call.
 */
import {
  isRecord,
  requiredNames,
  schemaProperties,
  schemaTypes
} from './text-tool-schema.js'
import type { ParsedToolCall, ToolDefinition } from '../types.js'

/** An `Action:` line naming a known tool, and where its arguments are. */
interface ActionMatch {
  /** Offset of the line in the reply. */
  index: number
  name: string
  /** The text between the parentheses; the rest of the reply when unclosed. */
  args: string
  /** Whether the `(` has its balanced `)`. */
  closed: boolean
}

/** What `parseActionCall` made of a reply with an `Action:` line. */
interface ActionParse {
  /** Text before the `Action:` line (trimmed). */
  text: string
  call?: ParsedToolCall
  /** Why the arguments could not be read; the model is told. */
  error?: string
}

const ACTION_LINE = /^[ \t]*Action:[ \t]*([A-Za-z_][\w.-]*)[ \t]*\(/gm
const KEY = /^([A-Za-z_]\w*)[ \t]*=(?!=)/
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/** The first `Action: NAME(` line of a known tool, if any. */
export function findActionCall(
  reply: string,
  tools: readonly ToolDefinition[]
): ActionMatch | null {
  ACTION_LINE.lastIndex = 0
  for (let m = ACTION_LINE.exec(reply); m; m = ACTION_LINE.exec(reply)) {
    const name = m[1]
    if (!tools.some((tool) => tool.name === name)) continue
    const open = m.index + m[0].length
    const close =
      closingIndex(reply, open, ')', true) ??
      closingIndex(reply, open, ')') ??
      lineEndParen(reply, open)
    return close === null
      ? { index: m.index, name, args: reply.slice(open), closed: false }
      : { index: m.index, name, args: reply.slice(open, close), closed: true }
  }
  return null
}

/**
 * Where the bracket opened just before `start` closes with `closer`:
 * `()[]{}` nested, and with `quotes`, nothing inside '…' or "…" counted (a
 * backslash escapes). Without quotes for a bare command such as
 * `echo it's (here)`.
 */
function closingIndex(
  text: string,
  start: number,
  closer: string,
  quotes = false
): number | null {
  const stack = [closer]
  let quote = ''
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === '\\') i += 1
      else if (c === quote) quote = ''
      continue
    }
    if (quotes && (c === '"' || c === "'")) quote = c
    else if (c === '(') stack.push(')')
    else if (c === '[') stack.push(']')
    else if (c === '{') stack.push('}')
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return null
      if (stack.length === 0) return i
    }
  }
  return null
}

/** A `)` that ends the call's line, for a command whose quotes do not pair. */
function lineEndParen(text: string, start: number): number | null {
  const newline = text.indexOf('\n', start)
  const line = text.slice(start, newline === -1 ? text.length : newline)
  const end = line.trimEnd()
  return end.endsWith(')') ? start + end.length - 1 : null
}

function actionError(name: string, problem: string): string {
  return (
    `Malformed tool call: ${problem}. Write the arguments of Action: ` +
    `${name}(...) as a JSON object (${name}({"ARG": "value"})) or as ` +
    'ARG=value pairs with quoted strings (ARG="value", N=10, FLAG=true); ' +
    'a tool with one required argument also takes it bare (bash(ls -la)). ' +
    'Make one call per reply; a reply without a call is your final answer.'
  )
}

/**
 * Reads the first `Action:` call of a reply: null when there is none; a
 * call; or `error` when its arguments fit none of the forms, or its `(`
 * never closes. Text after the call (an invented "Observation:") is
 * dropped, as later calls are.
 */
export function parseActionCall(
  reply: string,
  tools: readonly ToolDefinition[],
  callId: string
): ActionParse | null {
  const match = findActionCall(reply, tools)
  if (!match) return null
  const text = reply.slice(0, match.index).trim()
  const tool = tools.find((candidate) => candidate.name === match.name)
  if (!match.closed || !tool) {
    return {
      text: reply.trim(),
      error: actionError(
        match.name,
        `"Action: ${match.name}(" has no closing ")"`
      )
    }
  }
  const input = readArguments(match.args.trim(), tool)
  if (typeof input === 'string') {
    return { text: reply.trim(), error: actionError(match.name, input) }
  }
  return {
    text,
    call: {
      id: callId,
      name: match.name,
      arguments: JSON.stringify(input),
      input
    }
  }
}

/** The arguments as an object, or what is wrong with them. */
function readArguments(
  args: string,
  tool: ToolDefinition
): Record<string, unknown> | string {
  if (args === '') return {}
  if (args.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(args)
      if (isRecord(value)) return value
    } catch {
      // reported below
    }
    return `the arguments of ${tool.name} are not a valid JSON object`
  }
  const properties = new Map(schemaProperties(tool))
  const key = KEY.exec(args)
  if (key && properties.has(key[1])) return readPairs(args, tool.name)
  const required = requiredNames(tool)
  if (required.length === 1) {
    const name = required[0]
    const types = schemaTypes(properties.get(name) ?? {})
    const value = unquote(args)
    if (types.length === 0 || types.includes('string')) return { [name]: value }
    const literal = readLiteral(value)
    if (literal !== undefined) return { [name]: literal }
    return `the argument "${name}" of ${tool.name} must be ${types.join(' or ')}`
  }
  return `the arguments of ${tool.name} are neither a JSON object nor ARG=value pairs`
}

/** A bare argument written as one quoted string loses its quotes. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    try {
      const value: unknown = JSON.parse(text)
      if (typeof value === 'string') return value
    } catch {
      return text
    }
  }
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1)
  return text
}

/** `true`, `false`, `null`, a number, or undefined. */
function readLiteral(token: string): unknown {
  if (token === 'true') return true
  if (token === 'false') return false
  if (token === 'null') return null
  if (NUMBER.test(token)) return Number(token)
  return undefined
}

/** `a="x", b=10, c=true, d=[1]`: each value quoted, a literal, or JSON. */
function readPairs(
  args: string,
  toolName: string
): Record<string, unknown> | string {
  const input: Record<string, unknown> = {}
  let rest = args
  while (rest !== '') {
    const key = KEY.exec(rest)
    if (!key) return `"${snippet(rest)}" is not ARG=value`
    rest = rest.slice(key[0].length).trimStart()
    const value = readValue(rest)
    if (!value) {
      return `the value of "${key[1]}" of ${toolName} is not a quoted string, a number, true, false, null or JSON (quote strings: ${key[1]}="…")`
    }
    input[key[1]] = value.value
    rest = rest.slice(value.length).trimStart()
    if (rest === '') break
    if (!rest.startsWith(',')) return `expected "," before "${snippet(rest)}"`
    rest = rest.slice(1).trimStart()
  }
  return input
}

/** One value at the start of `text`, and how many characters it took. */
function readValue(text: string): { value: unknown; length: number } | null {
  const c = text[0]
  if (c === '"' || c === "'") {
    const end = closingQuote(text, c)
    if (end === null) return null
    const raw = text.slice(0, end + 1)
    if (c === "'") {
      return {
        value: raw.slice(1, -1).replace(/\\'/g, "'"),
        length: raw.length
      }
    }
    try {
      return { value: JSON.parse(raw) as unknown, length: raw.length }
    } catch {
      return null
    }
  }
  if (c === '{' || c === '[') {
    const end = closingIndex(text, 1, c === '{' ? '}' : ']', true)
    if (end === null) return null
    try {
      return {
        value: JSON.parse(text.slice(0, end + 1)) as unknown,
        length: end + 1
      }
    } catch {
      return null
    }
  }
  const token = /^[^,]*/.exec(text)?.[0].trimEnd() ?? ''
  const value = readLiteral(token)
  return value === undefined ? null : { value, length: token.length }
}

function closingQuote(text: string, quote: string): number | null {
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '\\') i += 1
    else if (text[i] === quote) return i
  }
  return null
}

function snippet(text: string): string {
  const line = text.split('\n', 1)[0]
  return line.length > 40 ? `${line.slice(0, 40)}…` : line
}
