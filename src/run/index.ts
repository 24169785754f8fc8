/**
 * The door of run/: the stages of one run, for the entries (main.ts,
 * cli.ts). `startRun` loads the run's code only when it is called, so a
 * skipped event never pays for it (see bench/cold-start.ts).
 */
import type { startRun as StartRun } from './start-run.js'

export async function startRun(
  ...args: Parameters<typeof StartRun>
): ReturnType<typeof StartRun> {
  const { startRun: start } = await import('./start-run.js')
  return start(...args)
}
export { createRunContext, type RunLog } from './context.js'
export { capabilitiesFor } from './plan.js'
export { createSafeLog } from './run-log.js'
export { sessionPolicy, type WindowLimits } from './session-config.js'
export { hideStartupSecrets } from './trust/index.js'
