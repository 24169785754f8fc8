/**
 * Rendering for the text ("xml") tool-call protocol, for models and
 * endpoints without native tool calls (docs/loop.md §8.4, after OpenHands'
 * fn_call_converter): the instructions that teach the format, and the
 * native history turned into plain messages with `toTextProtocol`. A call
 * looks like this, with raw (unescaped) values:
 *
 *     <function=NAME>
 *     <parameter=ARG>value</parameter>
 *     </function>
 */
import {
  isRecord,
  requiredNames,
  type Schema,
  schemaProperties,
  schemaTypes
} from './text-tool-schema.js'
import type { ChatMessage, ToolCall, ToolDefinition } from '../types.js'

/** Stop sequences of text mode: generation ends before `</function>`. */
export const TEXT_PROTOCOL_STOP: string[] = ['</function']

/** The call format as the instructions and format errors show it. */
export const FORMAT_EXAMPLE =
  '<function=NAME>\n<parameter=ARG>value</parameter>\n</function>'

// ---------------------------------------------------------------------------
// Instructions

function describeType(schema: Schema): string {
  const types = schemaTypes(schema)
  if (types.length === 0) return 'string'
  return types
    .map((type) => {
      if (type !== 'array' || !isRecord(schema.items)) return type
      const item = schemaTypes(schema.items)
      return item.length > 0 ? `array of ${item.join(' | ')}` : type
    })
    .join(' | ')
}

function indentContinuation(text: string, indent: string): string {
  return text.trim().replace(/\n/g, `\n${indent}`)
}

function renderParameterLine(
  name: string,
  schema: Schema,
  required: boolean
): string {
  const facts = [describeType(schema), required ? 'required' : 'optional']
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    facts.push(`one of: ${schema.enum.map(renderValue).join(', ')}`)
  }
  if (schema.default !== undefined) {
    facts.push(`default: ${renderValue(schema.default)}`)
  }
  const description =
    typeof schema.description === 'string' && schema.description.trim()
      ? `: ${indentContinuation(schema.description, '  ')}`
      : ''
  return `- ${name} (${facts.join(', ')})${description}`
}

/** A placeholder value for an example call, built from the schema. */
function placeholder(name: string, schema: Schema): string {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return renderValue(schema.enum[0])
  }
  if (schema.default !== undefined) return renderValue(schema.default)
  const type = schemaTypes(schema).find((t) => t !== 'null') ?? 'string'
  switch (type) {
    case 'integer':
    case 'number':
      return '1'
    case 'boolean':
      return 'true'
    case 'array':
      return `["${name.toUpperCase()}_ITEM"]`
    case 'object':
      return '{}'
    default:
      return name.toUpperCase()
  }
}

function renderExample(tool: ToolDefinition): string {
  const properties = new Map(schemaProperties(tool))
  const args: Record<string, string> = {}
  for (const name of requiredNames(tool)) {
    args[name] = placeholder(name, properties.get(name) ?? {})
  }
  return renderCall(tool.name, args)
}

function renderTool(tool: ToolDefinition): string {
  const required = new Set(requiredNames(tool))
  const properties = schemaProperties(tool)
  const lines = [`### ${tool.name}`]
  if (tool.description.trim()) lines.push(tool.description.trim())
  if (properties.length === 0) {
    lines.push('Parameters: none.')
  } else {
    lines.push('Parameters:')
    for (const [name, schema] of properties) {
      lines.push(renderParameterLine(name, schema, required.has(name)))
    }
  }
  lines.push('Example:', renderExample(tool))
  return lines.join('\n')
}

/**
 * The system-prompt section that teaches the text protocol: the format, the
 * rules, and every tool with its parameters and one example call.
 */
export function renderToolInstructions(tools: ToolDefinition[]): string {
  if (tools.length === 0) {
    return [
      '# Tool calls',
      '',
      'No tools are available now. Do not write any <function=...> call:',
      'reply in plain text only.'
    ].join('\n')
  }
  return [
    '# Tool calls',
    '',
    'You can use the tools listed below. To call one, end your reply with a',
    'block in exactly this format:',
    '',
    FORMAT_EXAMPLE,
    '',
    'Rules:',
    '- Make exactly one call per reply. After the call, stop and wait: the',
    '  result comes back in the next message, which starts with',
    '  `EXECUTION RESULT of [NAME]:`.',
    '- Write each argument as one <parameter=ARG>value</parameter> block.',
    '  Values are raw text: write code, quotes, <, { and newlines exactly as',
    '  they are, with no JSON escaping and no surrounding quotes. A value may',
    '  span several lines.',
    '- Write numbers and booleans plainly (42, true), arrays and objects as',
    '  JSON.',
    '- Leave out optional parameters you do not need.',
    '- A reply without a function call is your final answer.',
    '',
    '## Available tools',
    '',
    tools.map(renderTool).join('\n\n')
  ].join('\n')
}

// ---------------------------------------------------------------------------
// History conversion

function renderValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * One call in the text format. Multi-line values go on their own lines; the
 * parser strips exactly that one newline on each side, so values round-trip.
 */
function renderCall(name: string, args: Record<string, unknown> | string) {
  const lines = [`<function=${name}>`]
  if (typeof args === 'string') {
    if (args.trim()) lines.push(args.trim())
  } else {
    for (const [key, raw] of Object.entries(args)) {
      const value = renderValue(raw)
      lines.push(
        value.includes('\n')
          ? `<parameter=${key}>\n${value}\n</parameter>`
          : `<parameter=${key}>${value}</parameter>`
      )
    }
  }
  lines.push('</function>')
  return lines.join('\n')
}

function renderToolCall(call: ToolCall): string {
  if (!call.arguments.trim()) return renderCall(call.name, {})
  try {
    const args: unknown = JSON.parse(call.arguments)
    if (isRecord(args)) return renderCall(call.name, args)
  } catch {
    // Not JSON (a call that failed to parse): show the raw text below.
  }
  return renderCall(call.name, call.arguments)
}

/**
 * Converts a native history for a text-mode request: the tool instructions
 * are appended to the first system message (or form a new one), assistant
 * tool calls become `<function=…>` text, and tool results become user
 * messages `EXECUTION RESULT of [NAME]:`. The input is not modified.
 */
export function toTextProtocol(
  messages: ChatMessage[],
  tools: ToolDefinition[]
): ChatMessage[] {
  const instructions = renderToolInstructions(tools)
  const toolNames = new Map<string, string>()
  const out: ChatMessage[] = []
  let systemSeen = false
  for (const message of messages) {
    switch (message.role) {
      case 'system':
        out.push({
          role: 'system',
          content: systemSeen
            ? message.content
            : `${message.content.trimEnd()}\n\n${instructions}`
        })
        systemSeen = true
        break
      case 'user':
        out.push({
          role: 'user',
          content: message.content,
          ...(message.images ? { images: message.images } : {})
        })
        break
      case 'assistant': {
        const calls = message.tool_calls ?? []
        for (const call of calls) toolNames.set(call.id, call.name)
        const parts = [
          message.content?.trim() ? message.content.trimEnd() : '',
          ...calls.map(renderToolCall)
        ].filter((part) => part !== '')
        out.push({ role: 'assistant', content: parts.join('\n\n') })
        break
      }
      case 'tool': {
        const name =
          message.name ?? toolNames.get(message.tool_call_id) ?? 'unknown'
        out.push({
          role: 'user',
          content: `EXECUTION RESULT of [${name}]:\n${message.content}`
        })
        break
      }
    }
  }
  if (!systemSeen) out.unshift({ role: 'system', content: instructions })
  return out
}
