/** The door of tools/grep/: what the rest of src/ may use from it. */
export { createGrepTool } from './grep-tool.js'
