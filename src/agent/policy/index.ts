/** The door of agent/policy/: what the rest of src/ may use from it. */
export { commandPolicyHook } from './command-policy-hook.js'
export { writePolicyHook } from './write-policy-hook.js'
