/** The door of agent/loop/: what the rest of src/ may use from it. */
export { DEFAULT_BUDGET } from './budget.js'
export { fanOut, redactTextDeltas } from './events.js'
export { runAgentLoop } from './loop.js'
