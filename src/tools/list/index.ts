/** The door of tools/list/: what the rest of src/ may use from it. */
export { createListTool, isGitDataPath, listDirectory } from './list.js'
