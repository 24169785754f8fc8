/** The door of cli/: what the rest of src/ may use from it. */
export { answerOnce } from './answer-once.js'
export { liveText, processTerminal, type Terminal } from './live-text.js'
export { createProgressPrinter } from './progress-printer.js'
export { OPTIONS, USAGE } from './options.js'
