import { z } from 'zod'
import type { ToolDefinition } from '../llm/types.js'
import type { Tool } from '../tools/types.js'

/**
 * The JSON schema of a tool's arguments, as sent to the model, without
 * the safe-integer bounds zod adds to every integer (noise in every
 * request). `compact` keeps the first sentence of each description.
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
    if (compact && typeof property.description === 'string')
      property.description = firstSentence(property.description)
  }
  return json
}

/** The first sentence of a description: up to a full stop before a capital. */
export function firstSentence(text: string): string {
  const end = /\.(?=\s+[A-Z`'(]|\s*$)/.exec(text)
  return end ? text.slice(0, end.index + 1) : text
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
    parameters: toJsonSchema(tool.schema, compact)
  }))
}
