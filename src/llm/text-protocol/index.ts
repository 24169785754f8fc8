/** The door of llm/text-protocol/: what the rest of src/ may use from it. */
export {
  looksLikeToolRejection,
  readNativeTextCall,
  readTextModeCall,
  TEXT_PROTOCOL_STOP,
  type TextCallForm,
  toTextProtocol
} from './text-tool-calls.js'
