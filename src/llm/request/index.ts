/** The door of llm/request/: what the rest of src/ may use from it. */
export { fitImages, ImageForm, imageLink } from './image-parts.js'
export { createPacer, type Pacer } from './pacer.js'
export {
  type CredentialSource,
  type Endpoint,
  nameInput,
  type ProviderKind,
  resolveEndpoint,
  type Surface
} from './providers.js'
export { buildBody, requestHeaders } from './request-body.js'
export { RequestShape, type SentRequest } from './request-shape.js'
export {
  BYTES_PER_ESTIMATED_TOKEN,
  estimateMessageTokens,
  estimateRequestTokens,
  estimateTokens
} from './token-estimate.js'
