import type { Budget } from '../types.js'

/** The defaults of `Budget` (types.ts), which the inputs override. */
export const DEFAULT_BUDGET: Budget = {
  maxIterations: 40,
  maxToolCalls: 120,
  timeoutMs: 30 * 60_000,
  maxToolOutputBytes: 16_384,
  maxTurnOutputBytes: 64 * 1024,
  maxToolOutputLines: 400,
  contextWindow: 128_000,
  maxConsecutiveBashTimeouts: 3,
  maxRepeatedFailures: 3,
  maxFormatErrors: 3,
  maxSummaries: 2,
  wrapUpTurns: 10
}
