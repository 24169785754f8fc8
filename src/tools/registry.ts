import {
  createBashTool,
  type ProcessRegistry,
  type Sandbox
} from './bash/index.js'
import { type CheckLogSource, createCheckLogTool } from './check-log/index.js'
import { createEditTool } from './edit/index.js'
import type { GitWorkTree } from './path/index.js'
import { createGrepTool } from './grep/index.js'
import { createListTool } from './list/index.js'
import { createPlanTool } from './plan/index.js'
import { createReadTool } from './read/index.js'
import {
  createReviewCommentTool,
  type ReviewComment
} from './review-comment/index.js'
import {
  createThreadReplyTool,
  type ThreadAnswer
} from './thread-reply/index.js'
import type { Tool } from './types.js'
import { createWriteTool } from './write/index.js'

/**
 * The capabilities of a run, as its caller decided them from the verb, the
 * inputs and the trust of the trigger. The tool set knows nothing of verbs:
 * it offers a tool exactly when its capability is given.
 */
interface ToolSetOptions {
  /**
   * `edit` and `write` are offered: the run may change files (fix runs
   * allowed to change code). read, grep and list are always offered.
   */
  mayEdit: boolean
  /**
   * `bash` is offered, and how its commands run: the sandbox that wraps
   * them, their environment (from `buildToolEnv`) and the registry that
   * kills their leftovers at the end of the run. null: no bash (the
   * `bash: false` input, or a run that may not run commands).
   */
  bash: {
    sandbox: Sandbox
    env: Record<string, string>
    processes: ProcessRegistry
  } | null
  /**
   * `review_comment` is offered exactly when this is given, and collects
   * the comments the model leaves here (in call order) for the caller to
   * publish. Omit it for runs that do not review.
   */
  reviewComments?: ReviewComment[]
  /**
   * `thread_reply` is offered exactly when this is given: the answers to
   * the `count` open threads of the action's own that the task lists.
   */
  threadAnswers?: { sink: ThreadAnswer[]; count: number }
  /**
   * The git work tree the workspace was in before the loop
   * (`probeGitWorkTree`), null for none. grep and list choose git or not
   * from it, never from `.git/config` as the agent left it; omitted, each
   * probes once on first use.
   */
  gitWorkTree?: GitWorkTree | null
  /**
   * Lines `read` shows when a call gives no limit (`readLimitFor` the cap
   * on one result). 400.
   */
  readLimit?: number
  /**
   * `check_log` is offered exactly when this is given: the failing CI
   * jobs of a fix run on a pull request (or a failed workflow run) and
   * where their logs come from.
   */
  checkLog?: CheckLogSource | null
}

/**
 * The tool table of a run, in the order the model sees it: read, grep,
 * list, then edit, write, bash and review_comment where they apply, and
 * plan in every run (it changes nothing on disk).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createToolSet(options: ToolSetOptions): Tool<any>[] {
  const git =
    options.gitWorkTree === undefined
      ? {}
      : { gitWorkTree: options.gitWorkTree }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const tools: Tool<any>[] = [
    createReadTool(
      options.readLimit === undefined ? {} : { defaultLimit: options.readLimit }
    ),
    createGrepTool(git),
    createListTool(git)
  ]
  if (options.checkLog)
    tools.push(
      createCheckLogTool(
        options.checkLog,
        options.readLimit === undefined
          ? {}
          : { defaultLimit: options.readLimit }
      )
    )
  if (options.mayEdit) tools.push(createEditTool(), createWriteTool())
  if (options.bash) tools.push(createBashTool(options.bash))
  if (options.reviewComments) {
    tools.push(createReviewCommentTool(options.reviewComments))
  }
  if (options.threadAnswers)
    tools.push(
      createThreadReplyTool(
        options.threadAnswers.sink,
        options.threadAnswers.count
      )
    )
  tools.push(createPlanTool())
  return tools
}
