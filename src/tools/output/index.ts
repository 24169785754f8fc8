/** The door of tools/output/: what the rest of src/ may use from it. */
export { allocateBudgets, byteLength, capOutputToTokens } from './truncate.js'
