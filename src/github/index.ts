/** The door of github/: what the rest of src/ may use from it. */
export { GitHubRequestError, type PermissionProblem } from './types.js'
export {
  ArtifactError,
  type ArtifactStore,
  artifactUrl,
  createArtifactStore,
  createOctokitClient,
  createRepository,
  missingPermission,
  pushPermission,
  watchPermissions,
  hiddenRunnerPaths,
  readEventPayload,
  readRunnerEnv,
  type Repository,
  type RunnerEnv
} from './api/index.js'
export {
  actionCore,
  type ActionCore,
  createDeferredCore,
  readInput,
  type ChangeText,
  commitMessage,
  createOutputSink,
  hasRunTrailer,
  inReviewThread,
  openOrUpdatePull,
  publishReview,
  type PullResult,
  type ReviewResult,
  runTrailer,
  writeReport,
  DESCRIPTION_END,
  DESCRIPTION_START,
  type DescriptionResult,
  publishDescription,
  spliceDescription,
  allowedLabels,
  parseTriageAnswer,
  publishTriage,
  TRIAGE_JSON_SHAPE,
  type TriageAnswer,
  type TriageResult
} from './publish/index.js'
export {
  callFailed,
  type CheckedToolEntry,
  emptyReport,
  exitCodeOf,
  fallbackTitle,
  PATCH_COMMENT_CHARS,
  PATCH_SUMMARY_BYTES,
  postingPolicy,
  processes,
  renderFinalComment,
  renderWorkingComment,
  type RerunRefusal,
  type ReportVerification,
  type RunReport,
  splitTitle,
  verificationValue,
  withStats,
  type WorkingItem
} from './report/index.js'
export {
  buildTaskText,
  checksSectionBytes,
  checkText,
  cleanLog,
  type EarlierPullQuery,
  type FailingChecks,
  type FailingJob,
  findEarlierPull,
  findIssuePull,
  imageCandidates,
  imageTexts,
  loadTaskImages,
  markOwn,
  type OwnedReviewComment,
  reviewAuthors,
  type TaskContextInput,
  taskKey,
  taskMarker,
  withTrust
} from './task/index.js'
export {
  approvedSubjectOf,
  isOwnComment,
  OWN_MARKER,
  type WorkflowRunRequest,
  parseTrigger,
  requestLink,
  type RunRequest,
  triggerComment,
  unhandledSource
} from './trigger/index.js'
export type {
  CheckAnnotation,
  ChecksClient,
  FailedCheck,
  WorkflowJob,
  WorkflowRunInfo
} from './checks-types.js'
export type { LabelsClient, OpenIssue, RepoLabel } from './labels-types.js'
export type {
  BranchCommit,
  PatchArtifact,
  CommentInfo,
  GitHubClient,
  IssueInfo,
  OpenPull,
  Permission,
  PullFile,
  PullInfo
} from './types.js'
