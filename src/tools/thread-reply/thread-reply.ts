import { z } from 'zod'
import type { ThreadAnswer } from '../../shared/index.js'
import {
  type CallArguments,
  type CallView,
  type Tool,
  toolError
} from '../types.js'
import { numberArg } from '../traits.js'

export type { ThreadAnswer }

const threadReplyInput = z.object({
  thread: z
    .number()
    .int()
    .min(1)
    .describe('The number of the thread, as the task lists your open threads'),
  addressed: z
    .boolean()
    .describe(
      'true when the new code settles the point (the thread is then resolved); false when it still stands'
    ),
  reply: z
    .string()
    .min(1)
    .max(2000)
    .describe(
      'The reply posted in the thread, in Markdown: what changed, or why the point still stands'
    )
})

/** "Answered thread 2 (addressed)". */
function describeThreadReply(args: CallArguments): CallView {
  const thread = numberArg(args, 'thread')
  const state = args.addressed === true ? ' (addressed)' : ''
  return {
    summary: `thread ${thread ?? ''}`,
    activity: {
      verb: ['Answered', 'Answering'],
      words: ['thread ', { value: String(thread ?? '') }, state]
    }
  }
}

/**
 * `thread_reply`: the model's answer to one of the action's own open
 * review threads that the task lists (numbered 1 to `threads`). Nothing is
 * posted during the loop: the answers are collected in `sink` and the
 * action replies and resolves after the review is posted; a second answer
 * to a thread replaces the first.
 */
export function createThreadReplyTool(
  sink: ThreadAnswer[],
  threads: number
): Tool<z.infer<typeof threadReplyInput>> {
  return {
    name: 'thread_reply',
    description:
      "Answer one of your earlier review's open threads listed in the task: reply with what changed or why the point stands, and say whether it is addressed (then it is resolved).",
    schema: threadReplyInput,
    readOnly: true,
    describe: describeThreadReply,
    run(input) {
      if (input.thread > threads)
        return Promise.resolve(
          toolError(
            `there ${threads === 1 ? 'is 1 thread' : `are ${threads} threads`} to answer; thread ${input.thread} does not exist`
          )
        )
      const answer = {
        thread: input.thread,
        addressed: input.addressed,
        reply: input.reply.trim()
      }
      const earlier = sink.findIndex((item) => item.thread === input.thread)
      if (earlier >= 0) sink.splice(earlier, 1, answer)
      else sink.push(answer)
      return Promise.resolve({
        output: `answer to thread ${input.thread} recorded (${input.addressed ? 'addressed: it will be resolved' : 'still open'})`,
        isError: false
      })
    }
  }
}
