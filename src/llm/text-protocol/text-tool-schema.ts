/**
 * The parts of a tool's JSON schema that the text tool-call protocol reads:
 * its properties, which are required, and the JSON types each accepts.
 */
import type { ToolDefinition } from '../types.js'

/** One property's JSON schema, loosely typed. */
export type Schema = Record<string, unknown>

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The tool's parameters with their schemas, in declaration order. */
export function schemaProperties(tool: ToolDefinition): [string, Schema][] {
  const properties = tool.parameters.properties
  if (!isRecord(properties)) return []
  return Object.entries(properties).map(([name, schema]) => [
    name,
    isRecord(schema) ? schema : {}
  ])
}

/** Names of the tool's required parameters. */
export function requiredNames(tool: ToolDefinition): string[] {
  const required = tool.parameters.required
  return Array.isArray(required)
    ? required.filter((name): name is string => typeof name === 'string')
    : []
}

/** The JSON types a property accepts (`type`, or those of `anyOf`/`oneOf`). */
export function schemaTypes(schema: Schema): string[] {
  const type = schema.type
  if (typeof type === 'string') return [type]
  if (Array.isArray(type)) {
    return type.filter((t): t is string => typeof t === 'string')
  }
  const variants = schema.anyOf ?? schema.oneOf
  if (Array.isArray(variants)) {
    return variants.flatMap((v) => (isRecord(v) ? schemaTypes(v) : []))
  }
  return []
}
