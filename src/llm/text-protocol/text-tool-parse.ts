/**
 * Parsing for the text ("xml") tool-call protocol: reading the first
 * `<function=NAME>` call back out of a text-mode reply, with its values
 * coerced by the tool's schema, and recognising the provider errors that
 * mean an endpoint cannot take native tools.
 */
import { FORMAT_EXAMPLE } from './text-tool-render.js'
import {
  isRecord,
  type Schema,
  schemaProperties,
  schemaTypes
} from './text-tool-schema.js'
import type { ParsedToolCall, ToolDefinition } from '../types.js'

/** What `parseTextToolCall` made of a reply. */
interface TextToolCallParse {
  /** Text before the call (trimmed); the whole reply when there is none. */
  text: string
  /** The first call of the reply, if it had a well-formed one. */
  call?: ParsedToolCall
  /** Set when the reply looked like a tool call but could not be parsed. */
  error?: string
}

const FUNCTION_OPEN = /<function\s*=/i
const FUNCTION_CLOSE = /<\/function/i
const PARAMETER_OPEN = /<parameter\s*=/gi
const PARAMETER_CLOSE = /<\/parameter\s*>/i
/** A tag name up to `>` on the same line (no `<` inside). */
const TAG_NAME = /^[^\S\n]*([^>\n<]*)>/

/** Tool-call markup other than `<function=`: our tags and common look-alikes. */
const TOOL_SHAPED =
  /<\/?parameter\b|<\/function>|<\/?tool_call>|<function_calls>|<invoke\s+name\s*=/i

// ---------------------------------------------------------------------------
// Reply parsing

function formatError(problem: string): string {
  return (
    `Malformed tool call: ${problem}. To call a tool, end your reply with ` +
    `exactly one call in this format:\n${FORMAT_EXAMPLE}\n` +
    'To give your final answer, reply without any tool call.'
  )
}

/** Strips a code fence left open right before the call (```xml). */
function stripOpenFence(text: string): string {
  const fences = text.match(/```/g)?.length ?? 0
  if (fences % 2 === 0) return text
  return text.replace(/(^|\n)[^\S\n]*```[\w-]*[^\S\n]*\s*$/, '$1')
}

function tagName(raw: string): string {
  return raw.trim().replace(/^(["'`])(.*)\1$/, '$2')
}

function snippet(text: string): string {
  const line = text.split('\n', 1)[0]
  return line.length > 40 ? `${line.slice(0, 40)}…` : line
}

type Coerced = { ok: true; value: unknown } | { ok: false }

function coerceAs(type: string, raw: string): Coerced {
  const text = raw.trim()
  switch (type) {
    case 'string':
      return { ok: true, value: raw }
    case 'integer':
    case 'number': {
      const value = Number(text)
      if (text === '' || !Number.isFinite(value)) return { ok: false }
      if (type === 'integer' && !Number.isInteger(value)) return { ok: false }
      return { ok: true, value }
    }
    case 'boolean': {
      const lower = text.toLowerCase()
      if (lower === 'true' || lower === 'false') {
        return { ok: true, value: lower === 'true' }
      }
      return { ok: false }
    }
    case 'array':
    case 'object': {
      try {
        const value: unknown = JSON.parse(text)
        const fits = type === 'array' ? Array.isArray(value) : isRecord(value)
        return fits ? { ok: true, value } : { ok: false }
      } catch {
        return { ok: false }
      }
    }
    case 'null':
      return text === 'null' ? { ok: true, value: null } : { ok: false }
    default:
      return { ok: true, value: raw }
  }
}

const TYPE_NOUNS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  array: 'a JSON array',
  object: 'a JSON object',
  null: 'null'
}

/**
 * A raw value as the schema's type: the first listed type that fits wins;
 * no type (or an unknown parameter) keeps the string.
 */
function coerce(
  raw: string,
  schema: Schema | undefined
): { value: unknown } | { error: string } {
  const types = schema ? schemaTypes(schema) : []
  if (types.length === 0) return { value: raw }
  for (const type of types) {
    const result = coerceAs(type, raw)
    if (result.ok) return { value: result.value }
  }
  const expected = types.map((t) => TYPE_NOUNS[t] ?? t).join(' or ')
  return { error: `expected ${expected}, got ${JSON.stringify(raw.trim())}` }
}

/** `<parameter=…>` blocks of a call body, or the problem with them. */
function parseParameters(
  body: string
): { params: [string, string][] } | { error: string } {
  const params: [string, string][] = []
  PARAMETER_OPEN.lastIndex = 0
  for (
    let open = PARAMETER_OPEN.exec(body);
    open;
    open = PARAMETER_OPEN.exec(body)
  ) {
    const afterEq = open.index + open[0].length
    const head = TAG_NAME.exec(body.slice(afterEq))
    if (!head) {
      return {
        error: `"${snippet(body.slice(open.index))}" is missing its closing ">"`
      }
    }
    const name = tagName(head[1])
    if (!name) return { error: 'a <parameter=> tag has no parameter name' }
    const start = afterEq + head[0].length
    const close = PARAMETER_CLOSE.exec(body.slice(start))
    // A missing </parameter> (the last one, cut by the stop) runs to the end.
    const end = close ? start + close.index : body.length
    const value = body
      .slice(start, end)
      .replace(/^\r?\n/, '')
      .replace(/\r?\n$/, '')
    params.push([name, value])
    PARAMETER_OPEN.lastIndex = close ? end + close[0].length : body.length
  }
  return { params }
}

/**
 * Reads the first `<function=NAME>` call of a text-mode reply. The closing
 * `</function>` may be missing (generation stops at `</function`), and so
 * may the last `</parameter>`. Values are coerced by the tool's schema; a
 * value that does not fit gives a call with `error` (answered, not run). A
 * reply with broken call markup gives `error` and no call. Later calls in
 * the same reply are ignored.
 */
export function parseTextToolCall(
  reply: string,
  tools: ToolDefinition[],
  callId: string
): TextToolCallParse {
  const tag = readFunctionTag(reply)
  if (tag === null) {
    if (TOOL_SHAPED.test(reply)) {
      return {
        text: reply.trim(),
        error: formatError('tool-call markup without a <function=NAME> tag')
      }
    }
    return { text: reply.trim() }
  }
  if ('error' in tag) {
    return { text: reply.trim(), error: formatError(tag.error) }
  }
  const { name } = tag
  const text = stripOpenFence(reply.slice(0, tag.start)).trim()
  const body = functionBody(reply.slice(tag.end))
  const parsed = parseParameters(body)
  if ('error' in parsed) {
    return { text: reply.trim(), error: formatError(parsed.error) }
  }
  if (parsed.params.length === 0 && body.trim()) {
    // Tolerate a JSON object body; anything else is a format error.
    const input = jsonObject(body.trim())
    if (input) {
      return {
        text,
        call: { id: callId, name, arguments: JSON.stringify(input), input }
      }
    }
    return {
      text: reply.trim(),
      error: formatError(
        `the body of <function=${name}> has no <parameter=ARG> blocks`
      )
    }
  }
  const tool = tools.find((candidate) => candidate.name === name)
  return { text, call: typedCall(callId, name, parsed.params, tool) }
}

/**
 * The first `<function=NAME>` tag of a reply: its tool name and where the
 * tag starts and ends; or what is wrong with it; null when there is none.
 */
function readFunctionTag(
  reply: string
): { name: string; start: number; end: number } | { error: string } | null {
  const open = FUNCTION_OPEN.exec(reply)
  if (!open) return null
  const afterEq = open.index + open[0].length
  const head = TAG_NAME.exec(reply.slice(afterEq))
  if (!head) {
    return {
      error: `"${snippet(reply.slice(open.index))}" is missing its closing ">"`
    }
  }
  const name = tagName(head[1])
  if (!name) return { error: 'the <function=> tag has no tool name' }
  if (/\s/.test(name)) {
    return {
      error:
        `"<function=${head[1]}>" must hold only the tool name; put each ` +
        'argument in its own <parameter=ARG>value</parameter> block'
    }
  }
  return { name, start: open.index, end: afterEq + head[0].length }
}

/** A call's body: up to its `</function`, the next call, or the end. */
function functionBody(rest: string): string {
  const ends = [FUNCTION_CLOSE.exec(rest), FUNCTION_OPEN.exec(rest)]
    .filter((match) => match !== null)
    .map((match) => match.index)
  return rest.slice(0, Math.min(rest.length, ...ends))
}

/** The JSON object `text` is, or null. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The call with its values coerced by the tool's schema; one that does not
 * fit gives the call its raw arguments and an `error` (answered, not run).
 */
function typedCall(
  id: string,
  name: string,
  params: [string, string][],
  tool: ToolDefinition | undefined
): ParsedToolCall {
  const schemas = new Map(tool ? schemaProperties(tool) : [])
  const raw: Record<string, string> = {}
  const input: Record<string, unknown> = {}
  const errors: string[] = []
  for (const [param, value] of params) {
    raw[param] = value
    const result = coerce(value, schemas.get(param))
    if ('error' in result) {
      errors.push(`parameter "${param}" of ${name}: ${result.error}`)
    } else {
      input[param] = result.value
    }
  }
  if (errors.length > 0) {
    return {
      id,
      name,
      arguments: JSON.stringify(raw),
      error: `Invalid arguments: ${errors.join('; ')}.`
    }
  }
  return { id, name, arguments: JSON.stringify(input), input }
}

// ---------------------------------------------------------------------------
// Provider rejection

const REJECTION_STATUSES = new Set([400, 404, 422, 501])

const TOOL_WORDS = String.raw`(?:tools?|tool[\s_-]?(?:use|calls?|calling|choice)|functions?|function[\s_-]?(?:calls?|calling)|parallel_tool_calls)`

const REJECTION_PATTERNS: RegExp[] = [
  // "model x does not support tools", "doesn't support function calling"
  new RegExp(
    String.raw`does(?:\s+not|n['’]t)\s+support\s+(?:the\s+)?(?:use\s+of\s+)?['"\x60]?${TOOL_WORDS}\b`,
    'i'
  ),
  // "tools is not supported", "'tool_choice' is not supported",
  // "function calling is not enabled for this model"
  new RegExp(
    String.raw`\b${TOOL_WORDS}['"\x60]?\s+(?:(?:is|are)\s+)?(?:not\s+(?:supported|enabled|available|allowed)|unsupported|disabled)`,
    'i'
  ),
  // OpenAI legacy: "Unrecognized request argument supplied: tools"
  new RegExp(
    String.raw`unrecognized\s+request\s+arguments?\s+supplied:\s*${TOOL_WORDS}\b`,
    'i'
  ),
  // "Unsupported parameter: 'tools'", "unsupported value: tool_choice"
  new RegExp(
    String.raw`unsupported\s+(?:parameter|argument|field|property|value)s?[:\s]+['"\x60]?${TOOL_WORDS}\b`,
    'i'
  ),
  // "no tool support", "without function calling support"
  new RegExp(String.raw`\b(?:no|without)\s+${TOOL_WORDS}\s+support\b`, 'i'),
  // vLLM: "auto" tool choice requires --enable-auto-tool-choice
  /--enable-auto-tool-choice/i,
  // llama.cpp: "tools param requires --jinja flag"
  /\btools?\b[^\n]{0,40}--jinja\b/i,
  // OpenRouter: "No endpoints found that support tool use"
  /no endpoints found that support tool use/i
]

/** Pydantic-style servers: `"loc": ["body", "tools"]` + extra forbidden. */
function rejectsToolsAsExtraField(body: string): boolean {
  return (
    /["'](?:tools|tool_choice)["']/.test(body) &&
    /extra_forbidden|extra (?:inputs|fields) (?:are )?not permitted/i.test(body)
  )
}

/**
 * Whether an HTTP error says the endpoint or model cannot take tools, so
 * that `tool-mode: auto` should switch to the text protocol.
 */
export function looksLikeToolRejection(status: number, body: string): boolean {
  // llama.cpp answers 500 when started without --jinja.
  if (status === 500 && /\btools?\b[^\n]{0,40}--jinja\b/i.test(body))
    return true
  if (!REJECTION_STATUSES.has(status)) return false
  return (
    REJECTION_PATTERNS.some((pattern) => pattern.test(body)) ||
    rejectsToolsAsExtraField(body)
  )
}
