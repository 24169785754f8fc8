/** The door of tools/bash/sandbox/: what the rest of src/ may use from it. */
export type { Containment, DetectSandboxOptions } from './sandbox-types.js'
export { detectSandbox, type Sandbox } from './sandbox.js'
