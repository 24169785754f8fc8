/** The door of run/session/: the session stage, for `run/flow.ts`. */
export { type AgentRun, type AgentRunInput, runAgent } from './agent-run.js'
