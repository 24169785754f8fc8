import { readFile, stat } from 'node:fs/promises'
import { z } from 'zod'
import { PathPolicyError, resolveWorkspacePath } from './workspace-path.js'
import { type Tool, toolError } from './types.js'

/** One inline comment the model proposes; the action posts them after the loop. */
export interface ReviewComment {
  /** Path relative to the repository root. */
  path: string
  /** Line in the new version of the file (1-based). */
  line: number
  body: string
}

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
    .describe('The comment, in Markdown: the problem and a concrete suggestion')
})

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
      'Add one inline review comment on a line of the pull request (new version of the file). Use it for concrete findings; put the overall assessment in your final answer.',
    schema: reviewCommentInput,
    readOnly: true,
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
      sink.push({
        path: resolved.relative,
        line: input.line,
        body: input.body.trim()
      })
      return {
        output: `comment recorded on ${resolved.relative}:${input.line} (${sink.length} so far)`,
        isError: false,
        details: { path: resolved.relative, line: input.line }
      }
    }
  }
}
