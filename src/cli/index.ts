export {
  dirtyWarning,
  type TreeSnapshot,
  type TreeSnapshots,
  treeSnapshots
} from './changes.js'
export { replayOnTree, treeNote } from './recorded-tree.js'
export { processTerminal } from './live-text.js'
export { createProgressPrinter } from './progress-printer.js'
export {
  actionInputs,
  type CliValues,
  envKey,
  parseOptions,
  USAGE
} from './options.js'
export { checkDir, readReplay, replayProblem } from './preflight.js'
export { type CliIo, type CliOutput, openOutput } from './output.js'
export {
  bashLine,
  withheldKeyAfter401,
  withheldKeyHost,
  withheldKeyNotice
} from './notices.js'
