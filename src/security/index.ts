/** The door of security/: what the rest of src/ may use from it. */
export { checkCommandLine, type CommandPolicy } from './command-policy.js'
export { keepInProcessEnv, scrubEnvironBlock } from './environ-block.js'
export { createSafeWriter, escapeLog } from './log-escape.js'
export {
  codeSpan,
  neutralizeHtmlText,
  neutralizeMarkdown,
  neutralizePlain,
  type PostingPolicy,
  STRICT_POLICY,
  tableCodeSpan,
  tableText
} from './neutralize.js'
export { createRedactor, type Redactor, redactValue } from './redact.js'
export { environmentSecrets, isSecretName } from './secret-names.js'
export { describeFindings, scanBlobs, scanPatch } from './secret-scan.js'
export { createStreamRedactor, type StreamRedactor } from './stream-redact.js'
export {
  checkWritePolicy,
  DEFAULT_PROTECTED_PATHS,
  DEFAULT_WRITE_POLICY,
  isProtected,
  matchesGlob,
  type PolicyViolation,
  type WritePolicy
} from './write-policy.js'
