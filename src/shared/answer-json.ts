/**
 * JSON in a model's final answer (docs/contract.md: `output-schema` and
 * `triage`): the object a workflow or the action reads from the answer,
 * found fenced (```json) or bare, and the JSON Schema the `output-schema`
 * input gives. Pure.
 */

/**
 * Most bytes of a schema (as compact JSON): it goes into the task text,
 * and must leave room for the rest in an 8,000-token window (about 1,200
 * tokens of JSON).
 */
const MAX_SCHEMA_BYTES = 4000

/** The `output-schema` input: an inline schema, or a path in the repository. */
export type OutputSchemaSource =
  | { kind: 'inline'; schema: Record<string, unknown> }
  | { kind: 'path'; path: string }

/**
 * Tells an inline schema (JSON text) from a path: JSON starts with `{`. A
 * path is a file of the repository, relative to its root (`./` allowed),
 * read from the default branch when the run starts.
 */
export function outputSchemaSource(raw: string): OutputSchemaSource | null {
  const text = raw.trim()
  if (text === '') return null
  if (!text.startsWith('{')) return { kind: 'path', path: schemaPath(text) }
  return { kind: 'inline', schema: parseSchemaText(text, 'the inline value') }
}

/** A repository path as git names it on a branch; throws for one that leaves the root. */
function schemaPath(text: string): string {
  const parts = text.replace(/^(\.\/)+/, '').split('/')
  const outside =
    text.startsWith('/') ||
    /[\\\0\n\r]/.test(text) ||
    parts.some((part) => part === '..' || part === '.' || part === '')
  if (outside)
    throw new Error(
      `output-schema: ${JSON.stringify(text.slice(0, 200))} is not a path inside the repository: give inline JSON starting with {, or a file relative to the repository's root, such as schemas/answer.json`
    )
  return parts.join('/')
}

/**
 * A schema's text as an object, or an error saying what is wrong with it
 * (`where`: the inline value, or the file's path).
 */
export function parseSchemaText(
  text: string,
  where: string
): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `output-schema: ${where} is not JSON (${(error as Error).message})`
    )
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(
      `output-schema: ${where} must be a JSON Schema object, such as {"type": "object", "properties": {…}}`
    )
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes > MAX_SCHEMA_BYTES)
    throw new Error(
      `output-schema: ${where} is ${bytes} bytes as compact JSON; at most ${MAX_SCHEMA_BYTES} fit the task of an 8,000-token context window: shorten descriptions or split the schema`
    )
  return value as Record<string, unknown>
}

/** A JSON value found in an answer, and where its text is. */
interface FoundJson {
  value: unknown
  /** The answer without the JSON (and its fence): the prose around it. */
  rest: string
}

const FENCE = /```[ \t]*([A-Za-z0-9_-]*)[^\n]*\n([\s\S]*?)\n?```/g

/**
 * The JSON object of an answer: the last fenced block that parses (a
 * ```json block first), else the last bare `{…}` that parses. Null when
 * there is none.
 */
export function findJsonObject(answer: string): FoundJson | null {
  const fenced = [...answer.matchAll(FENCE)].sort(jsonFirst)
  for (const match of fenced) {
    const value = parseObject(match[2])
    if (value !== undefined)
      return { value, rest: cutOut(answer, match.index ?? 0, match[0].length) }
  }
  return bareObject(answer)
}

/** Keeps ```json blocks ahead of the others, each group newest first. */
function jsonFirst(a: RegExpMatchArray, b: RegExpMatchArray): number {
  const rank = (match: RegExpMatchArray) => (/^json$/i.test(match[1]) ? 0 : 1)
  return rank(a) - rank(b) || (b.index ?? 0) - (a.index ?? 0)
}

function parseObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text.trim())
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? value
      : undefined
  } catch {
    return undefined
  }
}

/** The last balanced `{…}` of the text that parses as a JSON object. */
function bareObject(answer: string): FoundJson | null {
  for (
    let start = answer.lastIndexOf('{');
    start >= 0;
    start = answer.lastIndexOf('{', start - 1)
  ) {
    const end = balancedEnd(answer, start)
    if (end < 0) continue
    const value = parseObject(answer.slice(start, end + 1))
    if (value !== undefined && isOutermost(answer, start, end))
      return { value, rest: cutOut(answer, start, end + 1 - start) }
    if (start === 0) break
  }
  return null
}

/** No `{` before `start` encloses the object (it is not a part of a larger one). */
function isOutermost(answer: string, start: number, end: number): boolean {
  for (let open = answer.lastIndexOf('{', start - 1); open >= 0;) {
    const close = balancedEnd(answer, open)
    if (close > end && parseObject(answer.slice(open, close + 1)) !== undefined)
      return false
    if (open === 0) break
    open = answer.lastIndexOf('{', open - 1)
  }
  return true
}

/** Index of the `}` closing the `{` at `start` (strings skipped), or -1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index += 1
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth += 1
    else if (char === '}') {
      depth -= 1
      if (depth === 0) return index
    }
  }
  return -1
}

function cutOut(text: string, at: number, length: number): string {
  return `${text.slice(0, at).trimEnd()}\n\n${text.slice(at + length).trimStart()}`.trim()
}
