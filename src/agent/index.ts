/** The door of agent/: what the rest of src/ may use from it. */
export type { Verb } from './context/index.js'
export { DEFAULT_BUDGET, fanOut } from './loop/index.js'
export {
  createReplayModel,
  createTranscriptWriter,
  type EarlySandbox,
  parseTranscript,
  runSession,
  type SessionConfig,
  startEarlySandbox,
  startGitWorkTreeProbe,
  type TranscriptWriter
} from './session/index.js'
export type {
  AgentEvent,
  AgentOutcome,
  AnswerCheck,
  Budget,
  EmitEvent,
  PlanItem
} from './types.js'
