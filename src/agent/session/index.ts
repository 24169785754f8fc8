/** The door of agent/session/: what the rest of src/ may use from it. */
export { createReplayModel } from './replay-model.js'
export { runSession, type SessionConfig } from './session.js'
export {
  createTranscriptWriter,
  parseTranscript,
  type TranscriptWriter
} from './transcript.js'
export { type EarlySandbox, startEarlySandbox } from './early-sandbox.js'
export { startGitWorkTreeProbe } from './session-setup.js'
