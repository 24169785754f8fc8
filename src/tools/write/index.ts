/** The door of tools/write/: what the rest of src/ may use from it. */
export { createWriteTool } from './write.js'
