/** The door of tools/check-log/: what the rest of src/ may use from it. */
export { type CheckLogSource, createCheckLogTool } from './check-log.js'
