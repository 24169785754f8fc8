/** The door of agent/runner/: what the rest of src/ may use from it. */
export { createToolRunner } from './tool-runner.js'
