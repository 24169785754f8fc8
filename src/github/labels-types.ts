/**
 * The label and issue-list calls of the client (`api/labels-api.ts`), for
 * `triage` runs: the repository's labels, its newest open issues (to point
 * at duplicates), and adding labels to an issue (never removing one).
 */

/** A label of the repository. */
export interface RepoLabel {
  name: string
  /** GitHub's description of the label; '' when it has none. */
  description: string
}

/** An open issue as the issue list gives it (pull requests left out). */
export interface OpenIssue {
  number: number
  title: string
  htmlUrl: string
}

export interface LabelsClient {
  /** The repository's labels, every page (capped). */
  listLabels(): Promise<RepoLabel[]>
  /** The newest `count` (at most 100) open issues, newest first, pull requests left out. */
  listOpenIssues(count: number): Promise<OpenIssue[]>
  /**
   * Adds labels to an issue (`POST …/issues/{n}/labels`), which keeps the
   * ones it has; resolves with the issue's labels after.
   */
  addLabels(issueNumber: number, labels: string[]): Promise<string[]>
}
