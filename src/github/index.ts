/** The door of github/: what the rest of src/ may use from it. */
export { GitHubRequestError, type PermissionProblem } from './types.js'
export {
  ArtifactError,
  type ArtifactStore,
  artifactUrl,
  createArtifactStore,
  createOctokitClient,
  createRepository,
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
  answerThreads,
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
  type DescriptionResult,
  publishDescription,
  parseTriageAnswer,
  publishTriage,
  TRIAGE_JSON_SHAPE,
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
  lastReviewedSha,
  loadTaskImages,
  markOwn,
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
export type { FailedCheck } from './checks-types.js'
export type { OpenIssue, RepoLabel } from './labels-types.js'
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
  PullInfo
} from './types.js'
