/**
 * The text ("xml") tool-call protocol, for models and endpoints without
 * native tool calls (docs/loop.md §8.4, after OpenHands' fn_call_converter).
 *
 * The loop keeps its history in native form; in text mode the client turns
 * it into plain messages with `toTextProtocol`, sends no `tools`, sends
 * `stop: TEXT_PROTOCOL_STOP`, and reads the reply back with
 * `readTextModeCall`. Rendering lives in text-tool-render.ts, parsing in
 * text-tool-parse.ts (`<function=…>`), text-tool-action.ts (`Action:
 * NAME(…)`) and json-tool-call.ts; text-tool-read.ts picks among them, in
 * text mode and for native-mode replies that write their call as text.
 */
export {
  renderToolInstructions,
  TEXT_PROTOCOL_STOP,
  toTextProtocol
} from './text-tool-render.js'
export { looksLikeToolRejection, parseTextToolCall } from './text-tool-parse.js'
export { parseActionCall } from './text-tool-action.js'
export {
  looksLikeTextToolCall,
  readNativeTextCall,
  readTextModeCall,
  type TextCallForm
} from './text-tool-read.js'
