import { readFile, stat } from 'node:fs/promises'
import { z } from 'zod'
import { PathPolicyError, resolveWorkspacePath } from '../path/index.js'
import type { ReviewComment } from '../../shared/index.js'
import {
  type CallArguments,
  type CallView,
  type Tool,
  toolError
} from '../types.js'
import { numberArg, textArg } from '../traits.js'

export type { ReviewComment }

/** Longest suggestion the tool takes, in characters. */
const MAX_SUGGESTION_CHARS = 8000

export const reviewCommentInput = z.object({
  path: z
    .string()
    .describe('File path relative to the repository root, as in the diff'),
  line: z
    .number()
    .int()
    .min(1)
    .describe('Line number in the new version of the file (1-based)'),
  body: z
    .string()
    .min(1)
    .max(4000)
    .describe(
      'The comment, in Markdown: the problem and a concrete suggestion'
    ),
  start_line: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'First line of a multi-line comment (new version of the file), below line; the range must be lines the diff shows'
    ),
  suggestion: z
    .string()
    .max(MAX_SUGGESTION_CHARS)
    .optional()
    .describe(
      'Replacement text for the commented lines (start_line to line, or line alone), exactly as the new code should read; posted as a suggestion the author can apply. Omit it for comments without a concrete fix'
    )
})

/**
 * "Commented on `a.js:10-12` with a suggestion"; the summary `a.js:12`.
 */
function describeReviewComment(args: CallArguments): CallView {
  const path = textArg(args, 'path')
  const start = numberArg(args, 'start_line')
  const line = numberArg(args, 'line')
  const where =
    start !== undefined ? `${start}-${line ?? ''}` : String(line ?? '')
  const suggested =
    typeof args.suggestion === 'string' ? ' with a suggestion' : ''
  return {
    summary: `${path}:${String(args.line ?? '')}`,
    activity: {
      verb: ['Commented', 'Commenting'],
      words: ['on ', { value: `${path}:${where}` }, suggested]
    }
  }
}

/**
 * `review_comment`: records one inline comment on the pull request's new
 * code. Nothing is posted during the loop; the comments are collected in
 * `sink` and published as one review at the end.
 */
export function createReviewCommentTool(
  sink: ReviewComment[],
  options: { maxComments?: number } = {}
): Tool<z.infer<typeof reviewCommentInput>> {
  const maxComments = options.maxComments ?? 50
  return {
    name: 'review_comment',
    description:
      'Add one inline review comment on a line (or with start_line, a range of lines) of the pull request (new version of the file); with suggestion, propose the replacement for those lines. Use it for concrete findings; put the overall assessment in your final answer.',
    schema: reviewCommentInput,
    readOnly: true,
    describe: describeReviewComment,
    async run(input, context) {
      if (sink.length >= maxComments) {
        return toolError(
          `at most ${maxComments} inline comments per review; put further points in your final answer`
        )
      }
      let resolved
      try {
        resolved = await resolveWorkspacePath(context.workspace, input.path)
      } catch (error) {
        if (error instanceof PathPolicyError) return toolError(error.message)
        throw error
      }
      if (!resolved.exists || !(await stat(resolved.absolute)).isFile()) {
        return toolError(`${input.path} is not a file in the repository`)
      }
      const text = await readFile(resolved.absolute, 'utf8')
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
      if (input.line > lines) {
        return toolError(
          `${resolved.relative} has ${lines} lines; line ${input.line} does not exist`
        )
      }
      const start = input.start_line
      if (start !== undefined && start >= input.line) {
        return toolError(
          `start_line (${start}) must be below line (${input.line}): a range runs from start_line to line; for one line, leave start_line out`
        )
      }
      if (
        input.suggestion !== undefined &&
        /^\s*(`{3,}|~{3,})/m.test(input.suggestion)
      ) {
        return toolError(
          'suggestion is the replacement code itself, without a ``` fence; the action adds the suggestion block'
        )
      }
      const where = `${resolved.relative}:${start !== undefined ? `${start}-` : ''}${input.line}`
      sink.push({
        path: resolved.relative,
        line: input.line,
        ...(start !== undefined ? { startLine: start } : {}),
        body: input.body.trim(),
        ...(input.suggestion !== undefined
          ? { suggestion: input.suggestion.replace(/\n$/, '') }
          : {})
      })
      return {
        output: `comment recorded on ${where}${input.suggestion !== undefined ? ' with a suggestion' : ''} (${sink.length} so far)`,
        isError: false,
        details: {
          path: resolved.relative,
          line: input.line,
          ...(start !== undefined ? { startLine: start } : {})
        }
      }
    }
  }
}
