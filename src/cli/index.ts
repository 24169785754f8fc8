/** The door of cli/: what the rest of src/ may use from it. */
export { answerOnce } from './answer-once.js'
export { describeChanges } from './changes.js'
export { liveText, processTerminal, type Terminal } from './live-text.js'
export { createProgressPrinter } from './progress-printer.js'
export {
  actionInputs,
  type CliValues,
  envKey,
  OPTIONS,
  parseOptions,
  USAGE
} from './options.js'
export { checkDir, readReplay, replayProblem } from './preflight.js'
