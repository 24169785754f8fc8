import { z } from 'zod'
import type { ToolDefinition } from '../../llm/index.js'
import type { Tool } from '../../tools/index.js'

/** Bounds the tool validates itself; a small window does without them. */
const BOUNDS = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems'
] as const

/**
 * The JSON schema of a tool's arguments, as sent to the model, without
 * the safe-integer bounds zod adds to every integer (noise in every
 * request). `compact` keeps the first clause of each description and
 * leaves out the bounds: the arguments are validated all the same, and a
 * value out of range comes back as an error the model can read.
 */
export function toJsonSchema(
  schema: z.ZodType,
  compact = false
): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input' }) as Record<
    string,
    unknown
  >
  delete json.$schema
  const properties = (json.properties ?? {}) as Record<
    string,
    Record<string, unknown>
  >
  for (const property of Object.values(properties)) {
    if (property.maximum === Number.MAX_SAFE_INTEGER) delete property.maximum
    if (property.minimum === Number.MIN_SAFE_INTEGER) delete property.minimum
    if (!compact) continue
    if (typeof property.description === 'string')
      property.description = firstClause(property.description)
    for (const bound of BOUNDS) delete property[bound]
    // An array of objects (plan's items): its fields without bounds too.
    const items = property.items as Record<string, unknown> | undefined
    const fields = (items?.properties ?? {}) as Record<
      string,
      Record<string, unknown>
    >
    for (const field of Object.values(fields))
      for (const bound of BOUNDS) delete field[bound]
  }
  return json
}

/** The first sentence of a description: up to a full stop before a capital. */
function firstSentence(text: string): string {
  const end = /\.(?=\s+[A-Z`'(]|\s*$)/.exec(text)
  return end ? text.slice(0, end.index + 1) : text
}

/** The first clause of an argument's description: its first sentence up to a `;`. */
function firstClause(text: string): string {
  return firstSentence(text).split('; ')[0]
}

/**
 * What the model is offered: each tool's name, description and argument
 * schema; `compact` (small windows, docs/loop.md §7.3) keeps only the first
 * sentence of every description.
 */
export function toolDefinitions(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: readonly Tool<any>[],
  compact: boolean
): ToolDefinition[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: compact ? firstSentence(tool.description) : tool.description,
    parameters: tool.parameters
      ? givenSchema(tool.parameters, compact)
      : toJsonSchema(tool.schema, compact)
  }))
}

/** A schema given as JSON (MCP tools): `compact` keeps each argument's first clause. */
function givenSchema(
  schema: Record<string, unknown>,
  compact: boolean
): Record<string, unknown> {
  if (!compact) return schema
  const json = structuredClone(schema)
  const properties = (json.properties ?? {}) as Record<string, unknown>
  for (const property of Object.values(properties)) {
    if (!property || typeof property !== 'object') continue
    const field = property as Record<string, unknown>
    if (typeof field.description === 'string')
      field.description = firstClause(field.description)
  }
  return json
}
