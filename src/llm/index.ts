/** The door of llm/: what the rest of src/ may use from it. */
export { createChatClient } from './chat-client.js'
export { ModelError, modelFailureHeadline } from './failures/index.js'
export {
  BYTES_PER_ESTIMATED_TOKEN,
  estimateMessageTokens,
  estimateRequestTokens,
  estimateTokens,
  fitImages,
  imageLink,
  resolveEndpoint
} from './request/index.js'
export {
  type ChatImage,
  type ChatMessage,
  type ChatModel,
  type ChatRequest,
  type ChatResult,
  type ParsedToolCall,
  type StreamEvent,
  type TokenUsage,
  type ToolCall,
  type ToolDefinition,
  ZERO_USAGE
} from './types.js'
