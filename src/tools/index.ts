import type { Verb } from '../agent/system-prompt.js'
import { createBashTool } from './bash/bash-tool.js'
import type { ProcessRegistry } from './bash/process-registry.js'
import type { Sandbox } from './bash/sandbox.js'
import { createEditTool } from './edit/edit-tool.js'
import { createGrepTool } from './grep/grep-tool.js'
import { createListTool } from './list.js'
import { createReadTool } from './read.js'
import {
  createReviewCommentTool,
  type ReviewComment
} from './review-comment.js'
import type { Tool } from './types.js'
import { createWriteTool } from './write.js'

/** What a run may do, decided by the verb, the inputs and the trust of the trigger. */
export interface ToolSetOptions {
  verb: Verb
  /** `edit` and `write` are offered (fix runs that may change code). */
  mayEdit: boolean
  /** `bash` is offered, and how it runs; null when `bash: false` or read-only. */
  bash: {
    sandbox: Sandbox
    env: Record<string, string>
    processes: ProcessRegistry
  } | null
  /** Where `review_comment` collects comments; review runs only. */
  reviewComments?: ReviewComment[]
}

/**
 * The tool table of a run, in the order the model sees it: read, grep,
 * list, then edit, write, bash and review_comment where they apply.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createToolSet(options: ToolSetOptions): Tool<any>[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const tools: Tool<any>[] = [
    createReadTool(),
    createGrepTool(),
    createListTool()
  ]
  if (options.mayEdit) tools.push(createEditTool(), createWriteTool())
  if (options.bash) tools.push(createBashTool(options.bash))
  if (options.verb === 'review' && options.reviewComments) {
    tools.push(createReviewCommentTool(options.reviewComments))
  }
  return tools
}
