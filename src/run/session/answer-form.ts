/**
 * The form a run's final answer must have (docs/contract.md: `output-schema`,
 * `describe`, `triage`), checked when the model answers: what it lacks goes
 * back once (`AnswerCheck`, the loop's one more turn). The `output-schema`
 * input's schema, inline or from the default branch, is compiled before
 * any model call, with Ajv loaded only then (a dynamic
 * import: runs without the input never load it); the answer's JSON,
 * validated, is the `structured-output` output.
 */
import type { AnswerCheck } from '../../agent/index.js'
import { parseTriageAnswer, TRIAGE_JSON_SHAPE } from '../../github/index.js'
import {
  errorMessage,
  findJsonObject,
  type OutputSchemaSource,
  parseSchemaText,
  type Verb
} from '../../shared/index.js'

/** Validates a JSON value; null when it fits, else the errors in words. */
export type SchemaValidator = (value: unknown) => string | null

/** The errors shown to the model and in the report, at most. */
const MAX_ERROR_CHARS = 1500

/**
 * The schema of the input: inline, or the text of its path on the default
 * branch (`loadRepositoryConfig`: never the work tree, which may be a pull
 * request's head; null when the branch has no such file).
 */
export function loadOutputSchema(
  source: OutputSchemaSource,
  defaultBranchText: string | null
): Record<string, unknown> {
  if (source.kind === 'inline') return source.schema
  if (defaultBranchText === null)
    throw new Error(
      `output-schema: cannot read ${JSON.stringify(source.path)}: the default branch has no such file (the schema is read from the default branch, never from a pull request's head)`
    )
  return parseSchemaText(defaultBranchText, JSON.stringify(source.path))
}

/** Ajv's compiled validator of the schema; throws naming the input when it is no valid schema. */
export async function compileOutputSchema(
  schema: Record<string, unknown>
): Promise<SchemaValidator> {
  const { default: Ajv } = await import('ajv')
  const ajv = new Ajv({ allErrors: true })
  let validate: ReturnType<typeof ajv.compile>
  try {
    validate = ajv.compile(schema)
  } catch (error) {
    throw new Error(
      `output-schema is not a valid JSON Schema: ${errorMessage(error).slice(0, 500)}`
    )
  }
  return (value) => {
    if (validate(value)) return null
    return ajv
      .errorsText(validate.errors, { dataVar: 'answer' })
      .slice(0, MAX_ERROR_CHARS)
  }
}

/** The answer's JSON checked against the schema: the JSON text, or what is wrong. */
export function structuredAnswer(
  answer: string,
  validate: SchemaValidator
): { json: string } | { problem: string } {
  const found = findJsonObject(answer)
  if (!found)
    return {
      problem:
        'it holds no JSON object; end it with one ```json block that satisfies the schema'
    }
  const problem = validate(found.value)
  if (problem)
    return { problem: `its JSON does not satisfy the schema: ${problem}` }
  return { json: JSON.stringify(found.value) }
}

/** What the verb needs of the answer, in words; null when it has it. */
function verbProblem(verb: Verb, answer: string): string | null {
  if (verb === 'triage' && !parseTriageAnswer(answer))
    return `it holds no \`\`\`json block with a "labels" list; end it with ${TRIAGE_JSON_SHAPE}`
  if (
    verb === 'describe' &&
    !(/^#+\s*Summary\b/im.test(answer) && /^#+\s*Walkthrough\b/im.test(answer))
  )
    return 'a description has a `### Summary` heading and a `### Walkthrough` heading with one line per changed file or group'
  return null
}

/** The run's check of its final answer; undefined when the answer may have any form. */
export function answerCheck(
  verb: Verb,
  validate: SchemaValidator | null
): AnswerCheck | undefined {
  if (!validate && verb !== 'triage' && verb !== 'describe') return undefined
  return (answer) => {
    const problems = [verbProblem(verb, answer)]
    if (validate) {
      const structured = structuredAnswer(answer, validate)
      if ('problem' in structured) problems.push(structured.problem)
    }
    const found = problems.filter((item): item is string => item !== null)
    return found.length ? found.join('; ') : null
  }
}

/** The schema in the task text, compact (it is capped in size when the input is read). */
export function schemaTask(schema: Record<string, unknown>): string {
  return `# Final answer format\n\nEnd your final answer with one \`\`\`json block holding a JSON object that satisfies this JSON Schema:\n\n\`\`\`json\n${JSON.stringify(schema)}\n\`\`\``
}
