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
  answerThreads,
  type ThreadAnswersResult,
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
  writeReport
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
  type ReportVerification,
  type RunReport,
  splitTitle,
  verificationValue,
  withStats,
  type WorkingItem
} from './report/index.js'
export {
  buildTaskText,
  cleanLog,
  type EarlierPullQuery,
  type FailingChecks,
  type FailingJob,
  findEarlierPull,
  findIssuePull,
  imageCandidates,
  imageTexts,
  lastReviewedSha,
  loadTaskImages,
  markOwn,
  type OwnThread,
  reviewedMarker,
  type ReviewScope,
  reviewScope,
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
export type {
  BranchCommit,
  Comparison,
  PatchArtifact,
  CommentInfo,
  GitHubClient,
  IssueInfo,
  OpenPull,
  Permission,
  PullFile,
  PullInfo,
  PullReview,
  ReviewThreadInfo
} from './types.js'
