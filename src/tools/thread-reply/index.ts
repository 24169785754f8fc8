/** The door of tools/thread-reply/: what the rest of src/ may use from it. */
export { createThreadReplyTool, type ThreadAnswer } from './thread-reply.js'
