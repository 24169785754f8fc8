/** The door of agent/context/: what the rest of src/ may use from it. */
export { maskOldToolResults } from './compaction.js'
export {
  buildSystemPrompt,
  finalSummaryNote,
  type Verb,
  wrapUpNote
} from './system-prompt.js'
export {
  calibrate,
  createWindow,
  isSmallWindow,
  requestBudget,
  requestTokens,
  resultByteCap,
  resultCaps,
  type WindowState
} from './window.js'
export { dropOldTurns, historyTokens, summarizeHistory } from './compaction.js'
export {
  keptHistoryTokens,
  keptResults,
  learnWindow,
  maskThreshold,
  summaryTokens
} from './window.js'
