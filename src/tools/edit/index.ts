/** The door of tools/edit/: what the rest of src/ may use from it. */
export { createEditTool } from './edit-tool.js'
