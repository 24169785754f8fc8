/** The door of llm/wire/: what the rest of src/ may use from it. */
export {
  consumeChatStream,
  type StreamOutcome,
  StreamPayloadError
} from './chat-stream.js'
export { errorBodyRefusal, type ReplyForm, sseOrJson } from './reply-body.js'
export { readSseData } from './sse.js'
