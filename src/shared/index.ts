/** The door of shared/: what the rest of src/ may use from it. */
export { capBytes, utf8Bytes } from './byte-cap.js'
export { byteLength, takeBytesAtCharBoundary } from './bytes.js'
export { minimalEnv } from './child-env.js'
export { eachLimited } from './concurrency.js'
export {
  costOutput,
  costUsd,
  formatTokens,
  formatUsd,
  type TokenPrice
} from './cost.js'
export { errorMessage } from './errors.js'
export { hashFile } from './hash-file.js'
export {
  ACTION_PROGRAMS,
  pinPrograms,
  program,
  programPath
} from './programs.js'
export { unquoteGitPath } from './quoted-path.js'
export { type Refusal, refusalsOf } from './refusals.js'
export {
  countLines,
  formatDuration,
  formatNumber,
  formatSeconds,
  formatSize,
  MAX_LINE_CHARS,
  plural
} from './text.js'
export { calledActivity, NAMED_VERBS } from './words.js'
export type {
  CallActivity,
  LimitName,
  PlanItem,
  PlanStatus,
  ReviewComment,
  ThreadAnswer,
  Verb
} from './words.js'
export {
  findJsonObject,
  outputSchemaSource,
  type OutputSchemaSource,
  parseSchemaText
} from './answer-json.js'
