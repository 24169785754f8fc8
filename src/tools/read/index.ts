/** The door of tools/read/: what the rest of src/ may use from it. */
export { createReadTool, readLimitFor } from './read.js'
